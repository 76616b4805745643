// Package numpad is the number pad beside the board: keys 1–9, Erase
// and a Notes switch, for putting digits in with the mouse. It knows
// nothing of the window: it reports the keys pressed through its
// callbacks, and the window decides what they mean in its mode.
package numpad

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Pad is the number pad. Its keys never take the keyboard focus, so
// that typing goes on reaching the board after a key was clicked.
type Pad struct {
	widget.BaseWidget

	// OnDigit is called with 1–9 when a digit key is pressed.
	OnDigit func(d int8)
	// OnErase is called when Erase is pressed.
	OnErase func()
	// OnNotes is called with the new state when Notes is switched.
	OnNotes func(on bool)

	digits [9]*Key
	erase  *Key
	notes  *Key
	row    *fyne.Container
}

// New returns a pad with every key enabled and Notes off.
func New() *Pad {
	p := &Pad{}
	objs := make([]fyne.CanvasObject, 0, 11)
	for i := range p.digits {
		d := int8(i + 1)
		p.digits[i] = newKey(fmt.Sprint(d), func() {
			if p.OnDigit != nil {
				p.OnDigit(d)
			}
		})
		objs = append(objs, p.digits[i])
	}
	p.erase = newKey("Erase", func() {
		if p.OnErase != nil {
			p.OnErase()
		}
	})
	p.notes = newKey("Notes", func() {
		p.notes.SetOn(!p.notes.On())
		if p.OnNotes != nil {
			p.OnNotes(p.notes.On())
		}
	})
	objs = append(objs, p.erase, p.notes)
	// Nine equal digit keys, then the two wider word keys.
	p.row = container.NewBorder(nil, nil, nil, container.NewGridWithColumns(2, p.erase, p.notes),
		container.NewGridWithColumns(9, objs[:9]...))
	p.ExtendBaseWidget(p)
	return p
}

// CreateRenderer is part of fyne.Widget.
func (p *Pad) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(p.row) }

// Digit returns the key of digit d (1–9), for tests and tooltips.
func (p *Pad) Digit(d int8) *Key { return p.digits[d-1] }

// Erase returns the Erase key.
func (p *Pad) Erase() *Key { return p.erase }

// NotesKey returns the Notes key.
func (p *Pad) NotesKey() *Key { return p.notes }

// Notes reports whether the Notes switch is on.
func (p *Pad) Notes() bool { return p.notes.On() }

// SetNotes shows the Notes switch on or off without calling OnNotes.
func (p *Pad) SetNotes(on bool) { p.notes.SetOn(on) }

// SetEnabled enables the digit keys, Erase and Notes as a mode allows.
func (p *Pad) SetEnabled(digits, erase, notes bool) {
	for _, k := range p.digits {
		k.SetEnabled(digits)
	}
	p.erase.SetEnabled(erase)
	p.notes.SetEnabled(notes)
}

// Key is one key of the pad: a label on a button-coloured face that
// shows the pointer over it and, for a switch, whether it is on.
type Key struct {
	widget.BaseWidget
	label    string
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

func newKey(label string, onTap func()) *Key {
	k := &Key{label: label, onTap: onTap}
	k.ExtendBaseWidget(k)
	return k
}

// Label returns the key's text.
func (k *Key) Label() string { return k.label }

// On reports whether a switch key is on.
func (k *Key) On() bool { return k.on }

// SetOn marks a switch key on or off.
func (k *Key) SetOn(on bool) {
	if k.on != on {
		k.on = on
		k.Refresh()
	}
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
	r := &keyRenderer{k: k, face: canvas.NewRectangle(color.Transparent), text: canvas.NewText(k.label, color.Black)}
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle.Bold = true
	r.Refresh()
	return r
}

type keyRenderer struct {
	k    *Key
	face *canvas.Rectangle
	text *canvas.Text
}

func (r *keyRenderer) Layout(size fyne.Size) {
	pad := theme.Padding() / 2
	r.face.Move(fyne.NewPos(pad, pad))
	r.face.Resize(size.SubtractWidthHeight(2*pad, 2*pad))
	ts := r.text.MinSize()
	r.text.Move(fyne.NewPos(0, (size.Height-ts.Height)/2))
	r.text.Resize(fyne.NewSize(size.Width, ts.Height))
}

func (r *keyRenderer) MinSize() fyne.Size {
	ts := fyne.MeasureText("Notes", theme.TextSize(), fyne.TextStyle{Bold: true})
	if len(r.k.label) == 1 {
		ts = fyne.MeasureText("8", theme.TextSize(), fyne.TextStyle{Bold: true})
	}
	// A narrow margin beside the text: the pad must not make the board's
	// column wider than the board needs in a small window.
	return fyne.NewSize(ts.Width+2*theme.Padding(), ts.Height+2*theme.InnerPadding())
}

func (r *keyRenderer) Refresh() {
	k := r.k
	r.text.TextSize = theme.TextSize() * 1.15
	r.face.CornerRadius = theme.InputRadiusSize()
	face, ink := theme.Color(theme.ColorNameButton), theme.Color(theme.ColorNameForeground)
	switch {
	case k.disabled:
		face, ink = theme.Color(theme.ColorNameDisabledButton), theme.Color(theme.ColorNameDisabled)
	case k.on:
		face, ink = theme.Color(theme.ColorNamePrimary), theme.Color(theme.ColorNameForegroundOnPrimary)
	case k.hovered:
		face = theme.Color(theme.ColorNameHover)
	}
	r.face.FillColor, r.text.Color = face, ink
	r.face.Refresh()
	r.text.Refresh()
}

func (r *keyRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.face, r.text} }

func (r *keyRenderer) Destroy() {}
