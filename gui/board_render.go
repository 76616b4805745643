package gui

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// boardRenderer draws the board as one raster, painted at the screen's
// pixel size by the same code that RenderImage uses. A raster keeps the
// whole board one texture: a step repaints it in a few milliseconds,
// and the thick jigsaw borders, arrows and discs need no canvas objects
// of their own.
type boardRenderer struct {
	b      *Board
	raster *canvas.Raster
}

func newBoardRenderer(b *Board) *boardRenderer {
	r := &boardRenderer{b: b}
	r.raster = canvas.NewRaster(r.generate)
	r.raster.ScaleMode = canvas.ImageScalePixels
	return r
}

// generate paints the board at w×h pixels.
func (r *boardRenderer) generate(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	v := r.b.view()
	pal := r.b.palette()
	paintBoard(img, &v, pal, themeBoardFonts(r.b.Theme()))
	return img
}

func (r *boardRenderer) Layout(size fyne.Size) {
	r.raster.Resize(size)
	r.raster.Move(fyne.NewPos(0, 0))
}

func (r *boardRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(minBoardCell * (9 + 2*boardMargin))
}

func (r *boardRenderer) Refresh() { r.raster.Refresh() }

func (r *boardRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.raster} }

func (r *boardRenderer) Destroy() {}

// paletteCache keeps the palette of the last theme colours seen, as
// every repaint asks for it.
var paletteCache struct {
	sync.Mutex
	key [3]color.NRGBA
	pal *boardPalette
}

// cachedPalette returns the board palette for a theme's background,
// foreground and primary colours.
func cachedPalette(bg, fg, accent color.Color) *boardPalette {
	key := [3]color.NRGBA{toNRGBA(bg), toNRGBA(fg), toNRGBA(accent)}
	paletteCache.Lock()
	defer paletteCache.Unlock()
	if paletteCache.pal == nil || paletteCache.key != key {
		p := newBoardPalette(key[0], key[1], key[2])
		paletteCache.key, paletteCache.pal = key, &p
	}
	return paletteCache.pal
}

// palette returns the board's colours in its current theme.
func (b *Board) palette() *boardPalette { return paletteForTheme(b.Theme()) }
