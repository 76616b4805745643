// Package numpad is the number pad beside the board: keys 1–9, Erase
// and a Notes switch, for putting digits in with the mouse. It knows
// nothing of the window: it reports the keys pressed through its
// callbacks, and the window decides what they mean in its mode.
package numpad

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// Pad is the number pad. Its keys (widgets.Key) never take the keyboard
// focus, so that typing goes on reaching the board after a key was
// clicked, and Notes shows whether it is on.
type Pad struct {
	widget.BaseWidget

	// OnDigit is called with 1–9 when a digit key is pressed.
	OnDigit func(d int8)
	// OnErase is called when Erase is pressed.
	OnErase func()
	// OnNotes is called with the new state when Notes is switched.
	OnNotes func(on bool)

	digits [9]*widgets.Key
	erase  *widgets.Key
	notes  *widgets.Key
	row    *fyne.Container
}

// New returns a pad with every key enabled and Notes off.
func New() *Pad {
	p := &Pad{}
	objs := make([]fyne.CanvasObject, 0, 11)
	for i := range p.digits {
		d := int8(i + 1)
		p.digits[i] = widgets.NewKey(fmt.Sprint(d), func() {
			if p.OnDigit != nil {
				p.OnDigit(d)
			}
		})
		objs = append(objs, p.digits[i])
	}
	p.erase = widgets.NewKey("Erase", func() {
		if p.OnErase != nil {
			p.OnErase()
		}
	})
	p.notes = widgets.NewKey("Notes", func() {
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
func (p *Pad) Digit(d int8) *widgets.Key { return p.digits[d-1] }

// Erase returns the Erase key.
func (p *Pad) Erase() *widgets.Key { return p.erase }

// NotesKey returns the Notes key.
func (p *Pad) NotesKey() *widgets.Key { return p.notes }

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
