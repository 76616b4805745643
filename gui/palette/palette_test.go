package palette

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

func TestFilterChooseRun(t *testing.T) {
	test.NewTempApp(t)
	ran := ""
	cmd := func(name, keys string) Command {
		return Command{Name: name, Keys: keys, Run: func() { ran = name }}
	}
	p := New([]Command{cmd("File › Open…", "Ctrl+O"), cmd("Edit › Undo", "Ctrl+Z"), cmd("Solve › Next Step", "Ctrl+Right")})
	if len(p.Shown()) != 3 {
		t.Fatalf("shown %v", p.Shown())
	}
	p.Type("ctrl+z")
	if got := p.Shown(); len(got) != 1 || got[0] != "Edit › Undo" {
		t.Fatalf("typed ctrl+z: shown %v", got)
	}
	p.Type("")
	p.Field().TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	p.Field().TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	p.Field().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ran != "Solve › Next Step" {
		t.Errorf("Down, Down, Enter ran %q", ran)
	}
	cancelled := false
	p.OnCancel = func() { cancelled = true }
	p.Field().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !cancelled {
		t.Error("Esc did not cancel")
	}
	p.Type("nothing like it")
	ran = ""
	p.Run()
	if ran != "" {
		t.Errorf("with nothing shown, Run ran %q", ran)
	}
}
