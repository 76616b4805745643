package solvebar

import (
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestBarShowsTheGameAndTellsPresses(t *testing.T) {
	test.NewTempApp(t)
	var auto []bool
	hints := 0
	b := New(func(on bool) { auto = append(auto, on) }, func() {}, func() {}, func() { hints++ })
	if b.Content.Visible() {
		t.Error("the bar starts shown")
	}
	b.Update(true, State{Auto: true, HintLabel: "Show houses", Message: "All correct so far"})
	if !b.Content.Visible() || !b.Auto.Checked || b.Hint.Text != "Show houses" || b.Message.Text != "All correct so far" {
		t.Errorf("the bar does not show its state")
	}
	if len(auto) != 0 {
		t.Errorf("setting the switch from the game told %v", auto)
	}
	test.Tap(b.Auto)
	test.Tap(b.Hint)
	if len(auto) != 1 || auto[0] || hints != 1 {
		t.Errorf("presses told auto %v, hints %d", auto, hints)
	}
	b.Update(false, State{})
	if b.Content.Visible() {
		t.Error("the bar does not hide")
	}
}
