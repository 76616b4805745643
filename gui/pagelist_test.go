package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
)

// With the puzzle list focused, Page Down, Page Up, End, Home, Down and
// Up move in it, opening the puzzle they land on.
func TestListPageKeys(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.win.Canvas().Focus(s.list.List)
	page := int(s.list.List.Size().Height/puzzlelist.RowHeight()) - 1
	if page < 2 {
		t.Fatalf("the list shows %d rows", page+1)
	}
	for _, tt := range []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyPageDown, page},
		{fyne.KeyPageDown, 2 * page},
		{fyne.KeyPageUp, page},
		{fyne.KeyEnd, 132},
		{fyne.KeyPageDown, 132},
		{fyne.KeyHome, 0},
		{fyne.KeyPageUp, 0},
		{fyne.KeyDown, 1},
		{fyne.KeyDown, 2},
		{fyne.KeyUp, 1},
		{fyne.KeyUp, 0},
		{fyne.KeyUp, 0},
	} {
		s.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: tt.key})
		if s.model.Index() != tt.want {
			t.Fatalf("after %s puzzle %d is open, want %d", tt.key, s.model.Index()+1, tt.want+1)
		}
	}
}

// A click on a row of the puzzle list gives the list the keyboard: the
// arrow keys then move in the list, not the board's cursor (the board
// had kept the focus, and Down moved its cursor down a row).
func TestListClickTakesArrowKeys(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.win.Canvas().Focus(s.board)
	cursor := s.board.Selected()
	s.list.List.Select(2) // what a click on row 3 does
	if f := s.win.Canvas().Focused(); f != fyne.Focusable(s.list.List) {
		t.Fatalf("after a click on the list the focus is on %T, want the list", f)
	}
	s.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if s.model.Index() != 3 || s.board.Selected() != cursor {
		t.Errorf("Down: puzzle %d open (want 4), the board's cursor at %v (was %v)", s.model.Index()+1, s.board.Selected(), cursor)
	}
}
