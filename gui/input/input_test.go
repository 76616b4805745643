package input

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestAnOpenDialogTakesEveryKey(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("board"))
	w.Resize(fyne.NewSize(400, 300))
	r := NewRouter(w.Canvas())
	var runes []rune
	keys, actions := 0, 0
	r.OnRune = func(ch rune) { runes = append(runes, ch) }
	r.OnKey = func(*fyne.KeyEvent) { keys++ }
	action := r.Guard(func() { actions++ })
	r.TypedRune('5')
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	action()
	if len(runes) != 1 || keys != 1 || actions != 1 || r.Modal() {
		t.Fatalf("with no dialog: runes %q, keys %d, actions %d", runes, keys, actions)
	}
	entered := false
	d := dialog.NewInformation("Note", "text", w)
	r.Show(d, func() { entered = true })
	if !r.Modal() || r.Top() == nil || r.Top().Dialog != d {
		t.Fatal("the dialog shown is not on top")
	}
	r.TypedRune('6')
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	action()
	if len(runes) != 1 || keys != 1 || actions != 1 {
		t.Errorf("under a dialog: runes %q, keys %d, actions %d", runes, keys, actions)
	}
	r.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !entered {
		t.Error("Enter did not reach the dialog")
	}
}
