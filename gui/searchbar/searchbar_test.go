package searchbar

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
)

func TestBarFollowsState(t *testing.T) {
	test.NewTempApp(t)
	chosen := -1
	b := New([]string{"Guided", "Plain"}, 0, Callbacks{Choose: func(i int) { chosen = i }})
	b.Update(State{Choice: 1, Counters: "Guesses 1/2", Show: true, NextGuess: true})
	if chosen != -1 {
		t.Errorf("setting the choice from the state told the window %d", chosen)
	}
	if b.Selector.SelectedIndex() != 1 || b.Counters.Text != "Guesses 1/2" || b.Strip.Visible() ||
		b.NextGuess.Disabled() || !b.NextBacktrack.Disabled() || !b.Compare.Disabled() {
		t.Errorf("the bar does not show its state")
	}
	b.Update(State{Show: true, Data: &searchstrip.Data{Depths: []int32{0, 1, 0}, Deepest: 1}, Pos: 1})
	if !b.Strip.Visible() {
		t.Error("a path with a search hides the strip")
	}
	b.Selector.SetSelectedIndex(0)
	if chosen != 0 {
		t.Errorf("a choice by the person told %d", chosen)
	}
	b.Update(State{})
	if b.Content.Visible() {
		t.Error("the bar does not step aside")
	}
}
