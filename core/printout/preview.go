package printout

import (
	"context"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Preview draws the first page of the booklet Write would write, as an
// image widthPx pixels wide (at most 4000): the same layout code, drawn
// on a raster instead of a PDF, with Go's fonts for Helvetica. It is
// for a print dialog to show what the page will look like.
func Preview(puzzles []Puzzle, o Options, widthPx int) (*image.RGBA, error) {
	if err := o.Check(); err != nil {
		return nil, err
	}
	if len(puzzles) == 0 {
		return nil, errors.New("no puzzle to print")
	}
	widthPx = max(50, min(widthPx, 4000))
	scale := float64(widthPx) / o.Paper.Width
	r := &raster{
		img:   image.NewRGBA(image.Rect(0, 0, widthPx, int(math.Round(o.Paper.Height*scale)))),
		scale: scale,
		pages: o.Pages(len(puzzles)),
	}
	if err := drawPages(context.Background(), booklet{pdf: r, o: o}, puzzles, 1); err != nil {
		return nil, err
	}
	return r.img, nil
}

// raster is a surface that draws one page into an image: lines and
// rectangles as filled polygons, text with Go's fonts. A second page
// starts over on the same image (a preview shows one).
type raster struct {
	img   *image.RGBA
	scale float64 // pixels a millimetre
	pages int     // the booklet's page count, for "{nb}"
	page  int

	text, stroke, fill color.RGBA
	lineWidth          float64 // mm
	face               font.Face
	faceKey            string
}

func (r *raster) AddPage() {
	r.page++
	draw.Draw(r.img, r.img.Bounds(), image.White, image.Point{}, draw.Src)
}

func (r *raster) PageNo() int { return r.page }

func (r *raster) SetTextColor(red, g, b int) { r.text = rgb(red, g, b) }
func (r *raster) SetDrawColor(red, g, b int) { r.stroke = rgb(red, g, b) }
func (r *raster) SetFillColor(red, g, b int) { r.fill = rgb(red, g, b) }
func (r *raster) SetLineWidth(w float64)     { r.lineWidth = w }

func rgb(r, g, b int) color.RGBA {
	c := func(v int) uint8 { return uint8(max(0, min(255, v))) }
	return color.RGBA{c(r), c(g), c(b), 255}
}

// fonts are the Go fonts parsed once: Helvetica's stand-ins.
var fonts = sync.OnceValues(func() (regular, bold *opentype.Font) {
	regular, _ = opentype.Parse(goregular.TTF)
	bold, _ = opentype.Parse(gobold.TTF)
	return regular, bold
})

// SetFont picks the face of style ("" or "B") at size points.
func (r *raster) SetFont(_, style string, size float64) {
	px := size / ptPerMM * r.scale
	key := style + strconv.FormatFloat(px, 'f', 2, 64)
	if key == r.faceKey {
		return
	}
	regular, bold := fonts()
	f := regular
	if strings.Contains(style, "B") {
		f = bold
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		return // the last face stays
	}
	r.face, r.faceKey = face, key
}

func (r *raster) GetStringWidth(s string) float64 {
	if r.face == nil {
		return 0
	}
	return float64(font.MeasureString(r.face, s)) / 64 / r.scale
}

// Text draws txt with its baseline's left end at (x, y).
func (r *raster) Text(x, y float64, txt string) {
	if r.face == nil {
		return
	}
	txt = strings.ReplaceAll(txt, "{nb}", strconv.Itoa(r.pages))
	d := font.Drawer{
		Dst:  r.img,
		Src:  image.NewUniform(r.text),
		Face: r.face,
		Dot:  fixed.Point26_6{X: fixed.Int26_6(x * r.scale * 64), Y: fixed.Int26_6(y * r.scale * 64)},
	}
	d.DrawString(txt)
}

// Line strokes a segment with square caps, as the PDF's lines are.
func (r *raster) Line(x1, y1, x2, y2 float64) {
	dx, dy := x2-x1, y2-y1
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	if x1 == x2 || y1 == y2 {
		r.straight(x1, y1, x2, y2)
		return
	}
	h := max(r.lineWidth, 1/r.scale) / 2 // at least a pixel wide
	ux, uy := dx/n*h, dy/n*h             // along the segment, half the width
	px, py := -uy, ux                    // across it
	r.polygon(r.stroke, [][2]float64{
		{x1 - ux + px, y1 - uy + py}, {x2 + ux + px, y2 + uy + py},
		{x2 + ux - px, y2 + uy - py}, {x1 - ux - px, y1 - uy - py},
	})
}

// straight draws a horizontal or vertical line on whole pixels, as a
// renderer's stroke adjustment does: a grid's thin lines stay crisp.
func (r *raster) straight(x1, y1, x2, y2 float64) {
	w := max(1, int(math.Round(r.lineWidth*r.scale)))
	h := r.lineWidth / 2 // the square caps
	across := func(v float64) (int, int) {
		lo := int(math.Round(v*r.scale - float64(w)/2))
		return lo, lo + w
	}
	along := func(a, b float64) (int, int) {
		a, b = min(a, b)-h, max(a, b)+h
		return int(math.Round(a * r.scale)), int(math.Round(b * r.scale))
	}
	var box image.Rectangle
	if y1 == y2 {
		x0, x1 := along(x1, x2)
		y0, y1 := across(y1)
		box = image.Rect(x0, y0, x1, y1)
	} else {
		x0, x1 := across(x1)
		y0, y1 := along(y1, y2)
		box = image.Rect(x0, y0, x1, y1)
	}
	draw.Draw(r.img, box, image.NewUniform(r.stroke), image.Point{}, draw.Src)
}

// Rect fills ("F") and/or strokes ("D", "FD") a rectangle.
func (r *raster) Rect(x, y, w, h float64, style string) {
	if strings.Contains(style, "F") {
		r.polygon(r.fill, [][2]float64{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}})
	}
	if style == "" || strings.Contains(style, "D") {
		r.Line(x, y, x+w, y)
		r.Line(x+w, y, x+w, y+h)
		r.Line(x+w, y+h, x, y+h)
		r.Line(x, y+h, x, y)
	}
}

// polygon fills a polygon given in millimetres, rasterising only its
// bounding box: a page has hundreds of lines.
func (r *raster) polygon(c color.RGBA, pts [][2]float64) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x, y := p[0]*r.scale, p[1]*r.scale
		minX, minY, maxX, maxY = min(minX, x), min(minY, y), max(maxX, x), max(maxY, y)
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(r.img.Bounds())
	if box.Empty() {
		return
	}
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	for i, p := range pts {
		x, y := float32(p[0]*r.scale)-float32(box.Min.X), float32(p[1]*r.scale)-float32(box.Min.Y)
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	z.Draw(r.img, box, image.NewUniform(c), image.Point{})
}
