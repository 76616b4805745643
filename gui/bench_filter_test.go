package gui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Alt+5 shows the places of 5 in every mode, while typing 5 still
// enters a 5; the strip, the menu's check mark and the palette agree.
func TestFilterKeysStripAndMenu(t *testing.T) {
	s := newTestStudio(t)
	pressShortcut(s, alt(fyne.Key5))
	if got := s.board.Filter(); got != (board.Filter{Digit: 5}) {
		t.Fatalf("Alt+5: filter %+v, want digit 5", got)
	}
	if !s.bench.filters.Digit(5).On() || !s.menus.item("View/Filter/Digit 5").Checked {
		t.Error("Alt+5: the strip's 5 or the menu's Digit 5 is not marked on")
	}
	m := s.board.Model()
	if (board.Filter{Digit: 5}).Picks(&m).Empty() {
		t.Error("digit 5 picks no cell of the first sample puzzle")
	}

	// Digit entry is untouched: typing 5 in an empty cell enters it.
	var empty grid.Cell = -1
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.model.Game().Digits()[c] == 0 {
			empty = c
			break
		}
	}
	tapCell(t, s, empty)
	typeDigit(s, 5)
	if s.model.Game().Digits()[empty] != 5 {
		t.Errorf("typing 5 with the filter on: %v holds %d", empty, s.model.Game().Digits()[empty])
	}
	if s.board.Filter().Digit != 5 {
		t.Error("typing a digit changed the filter")
	}

	// The filter stays in path mode, under the path's steps.
	s.setMode(model.PathMode)
	if s.board.Filter().Digit != 5 {
		t.Error("the filter went when the mode changed")
	}
	pressShortcut(s, alt(fyne.KeyB))
	if got := s.board.Filter(); got != (board.Filter{Digit: 5, Count: 2}) {
		t.Errorf("Alt+B after Alt+5: %+v, want bivalue cells holding 5", got)
	}
	pressShortcut(s, alt(fyne.Key0))
	if s.board.Filter().Active() || s.bench.filters.Digit(5).On() {
		t.Error("Alt+0 left the filter on")
	}

	// The strip's chips set it too; a second tap turns it off.
	test.Tap(s.bench.filters.Digit(7))
	if s.board.Filter().Digit != 7 {
		t.Errorf("tapping the strip's 7: %+v", s.board.Filter())
	}
	test.Tap(s.bench.filters.Digit(7))
	if s.board.Filter().Active() {
		t.Errorf("tapping 7 again: %+v", s.board.Filter())
	}

	// The palette lists the filter with its keys.
	pressShortcut(s, ctrlShift(fyne.KeyP))
	s.palette.Type("filter digit 5")
	if got := s.palette.Shown(); !slices.Contains(got, "View › Filter › Digit 5") {
		t.Errorf("the palette has no View › Filter › Digit 5: %v", got)
	}
	// With the palette open, a chip does nothing (the input router).
	test.Tap(s.bench.filters.Digit(3))
	if s.board.Filter().Active() {
		t.Error("a chip changed the filter under an open dialog")
	}
}

// The export draws the filter the window shows.
func TestFilterInExportOptions(t *testing.T) {
	s := newTestStudio(t)
	s.toggleFilterDigit(4)
	if got := s.board.Options().Filter; got.Digit != 4 {
		t.Errorf("export options' filter %+v, want digit 4", got)
	}
}
