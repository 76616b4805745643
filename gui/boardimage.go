package gui

import (
	"fmt"
	"image"
	"image/png"
	"io"
)

// ImageOptions choose how RenderImage draws a board.
type ImageOptions struct {
	RegionColours bool // fill cells with their region's colour
	Candidates    bool // show the candidates of empty cells
	Dark          bool // use the dark theme's colours
}

// maxImageSize bounds RenderImage's side in pixels: 4096 pixels is
// beyond print quality, and an RGBA image of that side already takes 64 MB.
const maxImageSize = 4096

// RenderImage draws the board m into a size×size image without a window,
// exactly as the on-screen board draws it with no cell selected, in the
// default theme's fonts and colours. A backtrack's cells are drawn part
// faded. Sizes below 1 or above 4096 are clamped.
func RenderImage(m BoardModel, opts ImageOptions, size int) image.Image {
	size = clampImageSize(size)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	v := boardView{
		model:         m,
		selected:      -1,
		flashCell:     -1,
		regionColours: opts.RegionColours,
		candidates:    opts.Candidates,
		fade:          0.6,
	}
	paintBoard(img, &v, rolePalette(opts.Dark), defaultBoardFonts())
	return img
}

// WriteBoardPNG renders m like RenderImage and writes it to w as PNG.
func WriteBoardPNG(w io.Writer, m BoardModel, opts ImageOptions, size int) error {
	if err := png.Encode(w, RenderImage(m, opts, size)); err != nil {
		return fmt.Errorf("writing board image: %w", err)
	}
	return nil
}

// clampImageSize keeps an image side within 1–maxImageSize.
func clampImageSize(size int) int { return min(max(size, 1), maxImageSize) }
