package board

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// boardRenderer draws the board as one raster, painted at the screen's
// pixel size by the same code that Image uses. A raster keeps the
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
	paintBoard(newRasterSurface(img, themeBoardFonts(r.b.Theme())), img.Bounds(), &v, pal)
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
	pal *Palette
}

// cachedPalette returns the board palette for a theme's background,
// foreground and primary colours.
func cachedPalette(bg, fg, accent color.Color) *Palette {
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
func (b *Board) palette() *Palette { return PaletteOf(b.Theme()) }

// PaletteOf returns the board's colours for a theme in the app's current
// variant; a nil theme is the app's theme (Fyne's default without an app).
// The palette is shared: read it, do not change it.
func PaletteOf(th fyne.Theme) *Palette {
	variant := theme.VariantLight
	app := fyne.CurrentApp()
	if app != nil {
		variant = app.Settings().ThemeVariant()
		if th == nil {
			th = app.Settings().Theme()
		}
	}
	if th == nil {
		th = theme.DefaultTheme()
	}
	return cachedPalette(
		th.Color(theme.ColorNameBackground, variant),
		th.Color(theme.ColorNameForeground, variant),
		th.Color(theme.ColorNamePrimary, variant),
	)
}

// DefaultPalette returns the board's colours in Fyne's default theme,
// light or dark: the colours of Image and SVG.
func DefaultPalette(dark bool) *Palette { return defaultPalette(dark) }

// Dark reports whether the palette is a dark theme's.
func (p *Palette) Dark() bool { return p.dark }

// Region returns the fill of region i (0–8).
func (p *Palette) Region(i int) color.NRGBA { return p.regions[((i%9)+9)%9] }

// Accent returns the colour of the selection.
func (p *Palette) Accent() color.NRGBA { return p.accent }

// Series returns the colour of the i-th group or branch of a step, the
// colour the board draws it in.
func (p *Palette) Series(i int) color.NRGBA { return p.seriesColour(i) }
