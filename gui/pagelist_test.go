package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/gui/model"
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

// The list sorts and filters as a view over the set, the puzzles keeping
// their numbers; Go to Puzzle (Ctrl+J) opens a number typed; Next and
// Previous Puzzle follow the list's order.
func TestListSortsFiltersAndGoesTo(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "classic/top95.txt")
	sess := s.model.Session()
	s.list.SortBy(puzzlelist.ColumnGivens, true)
	v := s.model.List()
	first := v.Puzzle(0)
	for i := range sess.Len() {
		if sess.Puzzle(i).Givens.Filled() > sess.Puzzle(first).Givens.Filled() {
			t.Fatalf("sorted by givens down, #%d (%d givens) is first, not #%d", first+1, sess.Puzzle(first).Givens.Filled(), i+1)
		}
	}
	if s.list.Len() != 95 || s.list.Selected() != 0 || v.Row(0) < 0 {
		t.Errorf("%d rows, selected #%d", s.list.Len(), s.list.Selected()+1)
	}

	pressShortcut(s, ctrl(fyne.KeyJ))
	if !strings.Contains(overlayTexts(s), "Go to Puzzle") {
		t.Fatalf("Ctrl+J shows no dialog: %s", overlayTexts(s))
	}
	for _, r := range "#0" {
		pressKey(s, "", r)
	}
	pressKey(s, fyne.KeyReturn, 0)
	if s.model.Index() != 0 || !strings.Contains(overlayTexts(s), "Go to Puzzle") {
		t.Fatalf("#0 opened puzzle %d or closed the dialog: %q", s.model.Index()+1, overlayTexts(s))
	}
	pressKey(s, fyne.KeyBackspace, 0)
	for _, r := range "12" {
		pressKey(s, "", r)
	}
	pressKey(s, fyne.KeyReturn, 0)
	if s.model.Index() != 11 || len(s.win.Canvas().Overlays().List()) != 0 {
		t.Fatalf("go to #12: puzzle %d shown, overlays %s", s.model.Index()+1, overlayTexts(s))
	}
	if s.list.SelectedRow() != v.Row(11) {
		t.Errorf("#12 is at row %d, row %d selected", v.Row(11), s.list.SelectedRow())
	}

	// Next Puzzle: the next row, not the next number.
	want := v.Puzzle(v.Row(11) + 1)
	pressShortcut(s, ctrl(fyne.KeyPageDown))
	if s.model.Index() != want {
		t.Errorf("Next Puzzle opened #%d, want #%d, the next row", s.model.Index()+1, want+1)
	}

	// A filter that leaves nothing but the puzzle shown, which stays.
	s.list.Status.SetSelectedIndex(model.OnlySolved)
	if s.list.Len() != 1 || v.Puzzle(0) != want || s.list.Title.Text != "Puzzles (0 of 95)" {
		t.Errorf("only solved: %d rows (%q), the first #%d", s.list.Len(), s.list.Title.Text, v.Puzzle(0)+1)
	}
	// A new file shows whole, sorted as before.
	openTestFile(t, s, "classic/hardest11.txt")
	if st, _ := v.Filter(); st != model.AllStatuses || s.list.Status.SelectedIndex() != model.AllStatuses {
		t.Errorf("the filter stays on a new file: %d", st)
	}
	if c, down := v.Sorted(); c != model.SortGivens || !down || s.model.Index() != v.Puzzle(0) {
		t.Errorf("a new file: sorted by %d down %v, #%d shown, the first row #%d", c, down, s.model.Index()+1, v.Puzzle(0)+1)
	}
}
