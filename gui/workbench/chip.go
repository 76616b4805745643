// Package workbench holds the solver's tool strips beside the board: the
// filter strip (the places of a digit, cells by their number of
// candidates) and the colour strip (the person's colour pairs). It knows
// nothing of the window: each strip reports taps through its callbacks
// and shows the state the window gives it.
package workbench

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Chip is one small key of a strip: a short label, or a colour swatch,
// on a button face that shows the pointer over it and whether it is on.
// Chips never take the keyboard focus, so typing keeps reaching the
// board after a click.
type Chip struct {
	widget.BaseWidget
	label   string
	swatch  color.Color // nil: a plain key
	tip     string
	onTap   func()
	on      bool
	hovered bool
}

var (
	_ fyne.Tappable     = (*Chip)(nil)
	_ desktop.Hoverable = (*Chip)(nil)
)

func newChip(label string, swatch color.Color, onTap func()) *Chip {
	c := &Chip{label: label, swatch: swatch, onTap: onTap}
	c.ExtendBaseWidget(c)
	return c
}

// Label returns the chip's text.
func (c *Chip) Label() string { return c.label }

// On reports whether the chip is shown on.
func (c *Chip) On() bool { return c.on }

// SetOn shows the chip on or off.
func (c *Chip) SetOn(on bool) {
	if c.on != on {
		c.on = on
		c.Refresh()
	}
}

// SetSwatch changes the chip's colour (a new theme's).
func (c *Chip) SetSwatch(col color.Color) {
	c.swatch = col
	c.Refresh()
}

// Tapped is part of fyne.Tappable.
func (c *Chip) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// MouseIn is part of desktop.Hoverable.
func (c *Chip) MouseIn(*desktop.MouseEvent) { c.hovered = true; c.Refresh() }

// MouseMoved is part of desktop.Hoverable.
func (c *Chip) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (c *Chip) MouseOut() { c.hovered = false; c.Refresh() }

// CreateRenderer is part of fyne.Widget.
func (c *Chip) CreateRenderer() fyne.WidgetRenderer {
	r := &chipRenderer{c: c,
		face:   canvas.NewRectangle(color.Transparent),
		swatch: canvas.NewRectangle(color.Transparent),
		text:   canvas.NewText(c.label, color.Black)}
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle.Bold = true
	r.Refresh()
	return r
}

type chipRenderer struct {
	c            *Chip
	face, swatch *canvas.Rectangle
	text         *canvas.Text
}

func (r *chipRenderer) Layout(size fyne.Size) {
	pad := theme.Padding() / 2
	r.face.Move(fyne.NewPos(pad, pad))
	r.face.Resize(size.SubtractWidthHeight(2*pad, 2*pad))
	in := pad + 3
	r.swatch.Move(fyne.NewPos(in, in))
	r.swatch.Resize(size.SubtractWidthHeight(2*in, 2*in))
	ts := r.text.MinSize()
	r.text.Move(fyne.NewPos(0, (size.Height-ts.Height)/2))
	r.text.Resize(fyne.NewSize(size.Width, ts.Height))
}

// MinSize is small on purpose: a strip of eleven chips must fit the
// narrow right panel of a 1024-wide window.
func (r *chipRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText("8", theme.TextSize(), fyne.TextStyle{Bold: true})
	return fyne.NewSize(ts.Width+theme.Padding()+4, ts.Height+theme.Padding()+2)
}

func (r *chipRenderer) Refresh() {
	c := r.c
	r.face.CornerRadius = theme.InputRadiusSize()
	r.swatch.CornerRadius = theme.InputRadiusSize() / 2
	face, ink := theme.Color(theme.ColorNameButton), theme.Color(theme.ColorNameForeground)
	switch {
	case c.on:
		face, ink = theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForegroundOnPrimary)
	case c.hovered:
		face = theme.Color(theme.ColorNameHover)
	}
	r.face.FillColor = face
	r.swatch.FillColor = color.Transparent
	if c.swatch != nil {
		r.swatch.FillColor = c.swatch
		ink = theme.Color(theme.ColorNameForeground) // the swatches are light in the light theme, deep in the dark
	}
	r.text.Text, r.text.Color = c.label, ink
	r.text.TextSize = theme.TextSize()
	r.face.Refresh()
	r.swatch.Refresh()
	r.text.Refresh()
}

func (r *chipRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.face, r.swatch, r.text}
}

func (r *chipRenderer) Destroy() {}
