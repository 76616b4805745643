package board

import (
	"fmt"
	"image"
	"image/png"
	"io"
)

// Options choose how Image and SVG draw a board.
type Options struct {
	RegionColours bool   // fill cells with their region's colour
	Candidates    bool   // show the candidates of empty cells
	Dark          bool   // use the dark theme's colours
	Filter        Filter // cells picked out by their candidates, as the window shows them
	// Size is the board's side in pixels (Image) or SVG user units; 0
	// means DefaultSize. Sizes are clamped to 1–4096.
	Size int
}

// DefaultSize is the board's side when Options.Size is 0.
const DefaultSize = 540

// maxImageSize bounds Image's side in pixels: 4096 pixels is beyond
// print quality, and an RGBA image of that side already takes 64 MB.
const maxImageSize = 4096

// Image draws the board m without a window, exactly as the on-screen
// board draws it with no cell selected, in the default theme's fonts and
// colours. A backtrack's cells are drawn part faded.
func Image(m Model, opts Options) image.Image {
	size := opts.side()
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	v := exportView(m, opts)
	paintBoard(newRasterSurface(img, defaultBoardFonts()), img.Bounds(), &v, defaultPalette(opts.Dark))
	return img
}

// WritePNG draws m like Image and writes it to w as PNG.
func WritePNG(w io.Writer, m Model, opts Options) error {
	if err := png.Encode(w, Image(m, opts)); err != nil {
		return fmt.Errorf("writing board image: %w", err)
	}
	return nil
}

// exportView is the view of m that exported pictures show: no selection,
// no flash, a backtrack part faded.
func exportView(m Model, opts Options) boardView {
	return boardView{
		model:         m,
		selected:      -1,
		regionColours: opts.RegionColours,
		candidates:    opts.Candidates,
		filter:        opts.Filter.valid(),
		fade:          0.6,
	}
}

// side returns the picture's side: Size, or DefaultSize, clamped.
func (o Options) side() int {
	if o.Size == 0 {
		return DefaultSize
	}
	return min(max(o.Size, 1), maxImageSize)
}
