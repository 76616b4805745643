package numpad

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// Every key reports itself through its callback; a disabled key does
// nothing; Notes switches on and off.
func TestKeysCallBack(t *testing.T) {
	test.NewTempApp(t)
	p := New()
	var got []int8
	erased, notes := 0, []bool{}
	p.OnDigit = func(d int8) { got = append(got, d) }
	p.OnErase = func() { erased++ }
	p.OnNotes = func(on bool) { notes = append(notes, on) }
	for d := int8(1); d <= 9; d++ {
		test.Tap(p.Digit(d))
	}
	test.Tap(p.Erase())
	test.Tap(p.NotesKey())
	test.Tap(p.NotesKey())
	if len(got) != 9 || got[0] != 1 || got[8] != 9 {
		t.Errorf("digits reported %v, want 1…9", got)
	}
	if erased != 1 || len(notes) != 2 || !notes[0] || notes[1] {
		t.Errorf("erase %d times, notes %v", erased, notes)
	}
	p.SetEnabled(false, false, false)
	test.Tap(p.Digit(5))
	test.Tap(p.Erase())
	test.Tap(p.NotesKey())
	if len(got) != 9 || erased != 1 || len(notes) != 2 {
		t.Error("a disabled key reacted")
	}
}

// No key takes the keyboard focus: typing must go on reaching the board.
func TestKeysAreNotFocusable(t *testing.T) {
	test.NewTempApp(t)
	p := New()
	for _, k := range append([]*widgets.Key{p.Erase(), p.NotesKey()}, p.digits[:]...) {
		if _, ok := any(k).(fyne.Focusable); ok {
			t.Errorf("key %q is focusable", k.Label())
		}
	}
}

// SetNotes shows the switch without reporting it.
func TestSetNotesIsQuiet(t *testing.T) {
	test.NewTempApp(t)
	p := New()
	called := false
	p.OnNotes = func(bool) { called = true }
	p.SetNotes(true)
	if !p.Notes() || called {
		t.Errorf("SetNotes: on %v, OnNotes called %v", p.Notes(), called)
	}
}
