package widgets

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Key is a small button that can be a switch: a short label, or a
// colour swatch, on a button face that shows the pointer over it,
// whether it is on, and whether it is disabled. Keys never take the
// keyboard focus, so typing keeps reaching the board after a click:
// the number pad's keys and the tool strips' chips are Keys.
type Key struct {
	widget.BaseWidget
	label    string
	swatch   color.Color // nil: a plain key
	compact  bool
	onTap    func()
	on       bool
	disabled bool
	hovered  bool
}

var (
	_ fyne.Tappable     = (*Key)(nil)
	_ desktop.Hoverable = (*Key)(nil)
	_ fyne.Disableable  = (*Key)(nil)
)

// NewKey returns a key of the number pad's size: its label a little
// larger than the text, as wide as "Notes" for a word and as "8" for a
// single character.
func NewKey(label string, onTap func()) *Key {
	k := &Key{label: label, onTap: onTap}
	k.ExtendBaseWidget(k)
	return k
}

// NewChip returns a compact key, with a swatch of col inside its face
// unless col is nil: a strip of eleven must fit the narrow right panel
// of a 1024-wide window.
func NewChip(label string, col color.Color, onTap func()) *Key {
	k := &Key{label: label, swatch: col, compact: true, onTap: onTap}
	k.ExtendBaseWidget(k)
	return k
}

// Label returns the key's text.
func (k *Key) Label() string { return k.label }

// On reports whether the key is shown on.
func (k *Key) On() bool { return k.on }

// SetOn shows the key on or off.
func (k *Key) SetOn(on bool) {
	if k.on != on {
		k.on = on
		k.Refresh()
	}
}

// SetSwatch changes the key's colour (a new theme's).
func (k *Key) SetSwatch(col color.Color) {
	k.swatch = col
	k.Refresh()
}

// Enabled reports whether the key reacts to taps.
func (k *Key) Enabled() bool { return !k.disabled }

// SetEnabled makes the key react to taps or not.
func (k *Key) SetEnabled(on bool) {
	if k.disabled == !on {
		return
	}
	k.disabled = !on
	k.Refresh()
}

// Disabled is part of fyne.Disableable.
func (k *Key) Disabled() bool { return k.disabled }

// Enable is part of fyne.Disableable.
func (k *Key) Enable() { k.SetEnabled(true) }

// Disable is part of fyne.Disableable.
func (k *Key) Disable() { k.SetEnabled(false) }

// Tapped is part of fyne.Tappable.
func (k *Key) Tapped(*fyne.PointEvent) {
	if !k.disabled && k.onTap != nil {
		k.onTap()
	}
}

// MouseIn is part of desktop.Hoverable.
func (k *Key) MouseIn(*desktop.MouseEvent) { k.hovered = true; k.Refresh() }

// MouseMoved is part of desktop.Hoverable.
func (k *Key) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (k *Key) MouseOut() { k.hovered = false; k.Refresh() }

// CreateRenderer is part of fyne.Widget.
func (k *Key) CreateRenderer() fyne.WidgetRenderer {
	r := &keyRenderer{k: k,
		face:   canvas.NewRectangle(color.Transparent),
		swatch: canvas.NewRectangle(color.Transparent),
		text:   canvas.NewText(k.label, color.Black)}
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle.Bold = true
	r.Refresh()
	return r
}

type keyRenderer struct {
	k            *Key
	face, swatch *canvas.Rectangle
	text         *canvas.Text
}

func (r *keyRenderer) Layout(size fyne.Size) {
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

func (r *keyRenderer) MinSize() fyne.Size {
	bold := fyne.TextStyle{Bold: true}
	digit := fyne.MeasureText("8", theme.TextSize(), bold)
	if r.k.compact {
		return fyne.NewSize(digit.Width+theme.Padding()+4, digit.Height+theme.Padding()+2)
	}
	ts := digit
	if len(r.k.label) != 1 {
		ts = fyne.MeasureText("Notes", theme.TextSize(), bold)
	}
	// A narrow margin beside the text: the pad must not make the board's
	// column wider than the board needs in a small window.
	return fyne.NewSize(ts.Width+2*theme.Padding(), ts.Height+2*theme.InnerPadding())
}

func (r *keyRenderer) Refresh() {
	k := r.k
	r.text.TextSize = theme.TextSize()
	// Digits are drawn a little larger than text; a word keeps the text
	// size MinSize measured it at, or it would touch the key's edges.
	if !k.compact && len(k.label) == 1 {
		r.text.TextSize *= 1.15
	}
	r.face.CornerRadius = theme.InputRadiusSize()
	r.swatch.CornerRadius = theme.InputRadiusSize() / 2
	face, ink := theme.Color(theme.ColorNameButton), theme.Color(theme.ColorNameForeground)
	switch {
	case k.disabled:
		face, ink = theme.Color(theme.ColorNameDisabledButton), theme.Color(theme.ColorNameDisabled)
	case k.on:
		face, ink = theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForegroundOnPrimary)
	case k.hovered:
		face = theme.Color(theme.ColorNameHover)
	}
	r.face.FillColor = face
	r.swatch.FillColor = color.Transparent
	if k.swatch != nil {
		r.swatch.FillColor = k.swatch
		if !k.disabled {
			ink = theme.Color(theme.ColorNameForeground) // the swatches are light in the light theme, deep in the dark
		}
	}
	r.text.Text, r.text.Color = k.label, ink
	r.face.Refresh()
	r.swatch.Refresh()
	r.text.Refresh()
}

func (r *keyRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.face, r.swatch, r.text}
}

func (r *keyRenderer) Destroy() {}
