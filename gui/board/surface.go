package board

import (
	"image"
	"image/color"
)

// surface is what the painter draws on. The board is drawn from axis-
// aligned rectangles, filled polygons and centred text, so one painting
// code serves a raster image (the screen, PNG) and an SVG document.
type surface interface {
	// fillRect fills (or, with a translucent colour, tints) a rectangle.
	fillRect(r image.Rectangle, c color.NRGBA)
	// fill fills a shape's polygons with one colour.
	fill(s *shape, c color.NRGBA)
	// digit draws one rune centred on (cx, cy): horizontally by its own
	// ink, vertically by the digits' common height.
	digit(r rune, bold bool, size, cx, cy float64, c color.NRGBA)
	// text draws a short label centred on (cx, cy) like digit.
	text(s string, bold bool, size, cx, cy float64, c color.NRGBA)
	// textWidth returns the advance width of a label.
	textWidth(s string, bold bool, size float64) float64
	// begin names the role of what is drawn until the matching end:
	// an SVG gives every element drawn meanwhile that class and those
	// attributes (name, value pairs), so that a reader can tell a given
	// from a candidate and an arrow's ends; a raster ignores it.
	begin(class string, attrs ...string)
	end()
}

// rasterSurface paints onto an RGBA image, with text in the fonts given.
type rasterSurface struct {
	canvasImage
	fonts *boardFonts
}

func newRasterSurface(img *image.RGBA, fonts *boardFonts) *rasterSurface {
	return &rasterSurface{canvasImage: canvasImage{img: img}, fonts: fonts}
}

func (r *rasterSurface) digit(d rune, bold bool, size, cx, cy float64, c color.NRGBA) {
	r.fonts.drawDigit(r.img, d, bold, size, cx, cy, c)
}

func (r *rasterSurface) text(s string, bold bool, size, cx, cy float64, c color.NRGBA) {
	r.fonts.drawText(r.img, s, bold, size, cx, cy, c)
}

func (r *rasterSurface) begin(string, ...string) {}
func (r *rasterSurface) end()                    {}

func (r *rasterSurface) textWidth(s string, bold bool, size float64) float64 {
	return r.fonts.textWidth(s, bold, size)
}
