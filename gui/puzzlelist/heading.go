package puzzlelist

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// Heading is a column heading that sorts the list by its column when
// clicked, and again the other way when clicked again. The column
// sorted by has a small arrow centred above its heading's text, up for
// increasing, down for decreasing, as file managers draw it: above
// rather than beside, so that the columns, measured from their
// headings and values, need no room for it.
type Heading struct {
	widget.BaseWidget
	label  string
	text   *widget.RichText
	onTap  func()
	sorted int8 // 0 not sorted by, +1 up, -1 down
	arrow  *canvas.Raster
}

// newHeading returns the heading s, telling onTap of a click.
func newHeading(s string, onTap func()) *Heading {
	h := &Heading{label: s, onTap: onTap, text: HeaderLabel(s).(*widget.RichText)}
	h.arrow = canvas.NewRasterWithPixels(h.arrowPixel)
	h.arrow.Hide()
	h.ExtendBaseWidget(h)
	return h
}

// Text is the heading's text.
func (h *Heading) Text() string { return h.label }

// Sorted is +1 when the list is sorted up by this column, -1 down, 0 not.
func (h *Heading) Sorted() int { return int(h.sorted) }

// setSorted shows the arrow of the direction sorted in (0: none).
func (h *Heading) setSorted(dir int8) {
	if h.sorted == dir {
		return
	}
	h.sorted = dir
	if dir == 0 {
		h.arrow.Hide()
	} else {
		h.arrow.Show()
	}
	h.arrow.Refresh()
}

// arrowPixel draws the arrow: a triangle pointing up or down, filling
// the raster, in the headings' colour.
func (h *Heading) arrowPixel(x, y, w, hgt int) color.Color {
	if h.sorted == 0 || w == 0 || hgt == 0 {
		return color.Transparent
	}
	row := y
	if h.sorted < 0 {
		row = hgt - 1 - y // pointing down: widest at the top
	}
	// Row r of a triangle of height hgt over width w spans half-width
	// (r+1)/hgt of w/2 around the middle.
	half := float32(row+1) / float32(hgt) * float32(w) / 2
	if d := float32(x) + 0.5 - float32(w)/2; d >= -half && d <= half {
		return headingColour()
	}
	return color.Transparent
}

// headingColour is the headings' colour: the studio theme's notation
// colour, or the text colour under a theme without it.
func headingColour() color.Color {
	c := theme.Color(studiotheme.ColorNameNotation)
	if _, _, _, a := c.RGBA(); a == 0 {
		return theme.Color(theme.ColorNameForeground)
	}
	return c
}

// Tapped is part of fyne.Tappable.
func (h *Heading) Tapped(*fyne.PointEvent) {
	if h.onTap != nil {
		h.onTap()
	}
}

// Cursor is part of desktop.Cursorable: the pointer says it can be clicked.
func (h *Heading) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer is part of fyne.Widget.
func (h *Heading) CreateRenderer() fyne.WidgetRenderer {
	return &headingRenderer{h: h, objects: []fyne.CanvasObject{h.text, h.arrow}}
}

type headingRenderer struct {
	h       *Heading
	objects []fyne.CanvasObject
}

func (r *headingRenderer) Layout(size fyne.Size) {
	r.h.text.Move(fyne.NewPos(0, 0))
	r.h.text.Resize(size)
	// The arrow is centred over the text, in the space above it.
	textWidth := fyne.MeasureText(r.h.label, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	aw, ah := arrowWidth(), arrowWidth()/2
	r.h.arrow.Resize(fyne.NewSize(aw, ah))
	r.h.arrow.Move(fyne.NewPos(theme.InnerPadding()+(textWidth-aw)/2, 3))
}

func (r *headingRenderer) MinSize() fyne.Size           { return r.h.text.MinSize() }
func (r *headingRenderer) Refresh()                     { r.Layout(r.h.Size()); r.h.arrow.Refresh(); r.h.text.Refresh() }
func (r *headingRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *headingRenderer) Destroy()                     {}

// arrowWidth is the width of a heading's sort arrow, its height half that.
func arrowWidth() float32 { return theme.TextSize() * 0.6 }
