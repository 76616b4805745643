package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// newSolvingStudio opens the sample set in solve mode, from the menu,
// and returns the solution of the puzzle shown.
func newSolvingStudio(t *testing.T) (*Studio, grid.Grid) {
	t.Helper()
	s := newTestStudio(t)
	s.menus.item("Edit/Solve Mode").Action()
	if s.model.Mode() != model.SolveMode || !s.solving() || !s.menus.item("Edit/Solve Mode").Checked {
		t.Fatalf("Solve Mode did not switch solving on: mode %v", s.model.Mode())
	}
	sol, ok := s.model.Game().Solution()
	if !ok {
		t.Fatal("the first sample puzzle has no unique solution")
	}
	return s, sol
}

// wrongDigit returns a digit other than the solution's in c.
func wrongDigit(sol grid.Grid, c grid.Cell) int8 { return sol[c]%9 + 1 }

// typeIn selects c and types digit d.
func typeIn(t *testing.T, s *Studio, c grid.Cell, d int8) {
	t.Helper()
	tapCell(t, s, c)
	test.Type(s.board, string(rune('0'+d)))
}

// emptyCells returns the puzzle's first n empty cells.
func emptyCells(t *testing.T, s *Studio, n int) []grid.Cell {
	t.Helper()
	var out []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells && len(out) < n; c++ {
		if s.model.Editor().Puzzle().Givens[c] == 0 {
			out = append(out, c)
		}
	}
	if len(out) < n {
		t.Fatalf("the puzzle has only %d empty cells", len(out))
	}
	return out
}

func TestSolveModeEntryIsNotAGiven(t *testing.T) {
	s, sol := newSolvingStudio(t)
	givens := s.model.Editor().Puzzle().Givens
	c := firstEmpty(t, s)
	typeIn(t, s, c, sol[c])
	m := s.board.Model()
	if m.Digits[c] != sol[c] || m.Origins[c] != board.Entered {
		t.Errorf("%v shows %d with origin %v, want the entry %d", c, m.Digits[c], m.Origins[c], sol[c])
	}
	if s.model.Editor().Puzzle().Givens != givens || s.model.Session().Set.Entries[s.model.Index()].Puzzle.Givens != givens {
		t.Error("an entry changed the puzzle's givens")
	}
	if s.model.Session().Unsaved() {
		t.Error("an entry made the puzzle set unsaved")
	}
	if got := s.status.mode.Text; got != "Solve mode" {
		t.Errorf("status bar mode = %q", got)
	}
	// A given cannot be typed over.
	for g := grid.Cell(0); g < grid.NumCells; g++ {
		if givens[g] != 0 {
			typeIn(t, s, g, wrongDigit(sol, g))
			if s.board.Model().Digits[g] != givens[g] || !strings.Contains(s.message, "given") {
				t.Errorf("typing over the given %v: digit %d, notice %q", g, s.board.Model().Digits[g], s.message)
			}
			break
		}
	}
	// The solution path shows the puzzle itself.
	s.menus.item("Edit/Solution Path").Action()
	if s.board.Model().Digits[c] != 0 {
		t.Error("the entry shows on the solution path, over the puzzle itself")
	}
}

func TestSolveModeNotes(t *testing.T) {
	s, sol := newSolvingStudio(t)
	c := firstEmpty(t, s)
	tapCell(t, s, c)
	s.menus.item("Edit/Pencil Notes").Action()
	if !s.pencil || !s.menus.item("Edit/Pencil Notes").Checked || s.status.mode.Text != "Solve mode · pencil" {
		t.Fatalf("Pencil Notes: pencil %v, status %q", s.pencil, s.status.mode.Text)
	}
	test.Type(s.board, "37")
	m := s.board.Model()
	if got := m.Candidates[c].List(); !m.Notes || len(got) != 2 || got[0] != 3 || got[1] != 7 {
		t.Errorf("notes in %v = %v (drawn as notes %v), want [3 7]", c, got, m.Notes)
	}
	test.Type(s.board, "3")
	if got := s.board.Model().Candidates[c].List(); len(got) != 1 || got[0] != 7 {
		t.Errorf("notes after toggling 3 off = %v, want [7]", got)
	}
	// A digit placed in a peer leaves the notes.
	s.menus.item("Edit/Pencil Notes").Action()
	var peer grid.Cell = -1
	for _, q := range s.model.Game().Puzzle().Regions().Peers(c).Cells() {
		if s.model.Game().Puzzle().Givens[q] == 0 && sol[q] != 7 {
			peer = q
			break
		}
	}
	if peer < 0 {
		t.Fatal("no empty peer")
	}
	typeIn(t, s, peer, 7)
	if s.board.Model().Candidates[c].Has(7) {
		t.Errorf("placing 7 in the peer %v left the note 7 in %v", peer, c)
	}
	s.menus.item("Edit/Undo").Action()
	if !s.board.Model().Candidates[c].Has(7) {
		t.Error("undoing the entry did not bring the note back")
	}
	// Auto-candidates fill every empty cell.
	s.menus.item("Solve/Auto-Candidates").Action()
	if !s.model.Game().Auto() || !s.solveBar.Auto.Checked {
		t.Fatal("Auto-Candidates did not switch on")
	}
	for q := grid.Cell(0); q < grid.NumCells; q++ {
		if s.board.Model().Digits[q] == 0 && !s.board.Model().Candidates[q].Has(sol[q]) {
			t.Fatalf("auto-candidates left %v without its solution digit", q)
		}
	}
}

func TestSolveModeUndoRedo(t *testing.T) {
	s, sol := newSolvingStudio(t)
	cells := emptyCells(t, s, 3)
	for _, c := range cells {
		typeIn(t, s, c, sol[c])
	}
	undo, redo := s.menus.item("Edit/Undo"), s.menus.item("Edit/Redo")
	for i := len(cells) - 1; i >= 0; i-- {
		if undo.Disabled {
			t.Fatal("Undo disabled with moves to undo")
		}
		undo.Action()
		if d := s.board.Model().Digits[cells[i]]; d != 0 {
			t.Fatalf("undo left %d in %v", d, cells[i])
		}
	}
	if !undo.Disabled || redo.Disabled {
		t.Errorf("at the start: Undo disabled %v, Redo disabled %v", undo.Disabled, redo.Disabled)
	}
	redo.Action()
	s.win.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(redoAlternative())
	if s.board.Model().Digits[cells[0]] != sol[cells[0]] || s.board.Model().Digits[cells[1]] != sol[cells[1]] {
		t.Error("Redo and Ctrl+Shift+Z did not make the entries again")
	}
	key(s, fyne.KeyBackspace) // the selection is still on the last cell typed in
	if s.board.Model().Digits[cells[2]] != 0 {
		t.Error("Backspace did not erase the entry")
	}
	if s.model.Editor().CanUndo() {
		t.Error("moves of the game reached the editor's history")
	}
}

func TestCheckAndFirstMistake(t *testing.T) {
	s, sol := newSolvingStudio(t)
	cells := emptyCells(t, s, 4)
	right, wrong, later, noted := cells[0], cells[1], cells[2], cells[3]
	typeIn(t, s, right, sol[right])
	s.menus.item("Solve/Check").Action()
	if !strings.Contains(s.solveMsg, "All correct so far") || !s.solveBar.Message.Visible() {
		t.Errorf("Check of a right entry says %q", s.solveMsg)
	}
	typeIn(t, s, wrong, wrongDigit(sol, wrong))
	typeIn(t, s, later, sol[later])
	s.setPencil(true)
	typeIn(t, s, noted, wrongDigit(sol, noted))
	s.setPencil(false)
	s.checkGame()
	m := s.board.Model()
	if !m.Wrong.Has(wrong) || m.Wrong.Has(right) || !m.WrongNotes.Has(noted) {
		t.Errorf("Check marked entries %v and notes %v, want %v and %v", m.Wrong, m.WrongNotes, wrong, noted)
	}
	if !strings.Contains(s.solveMsg, "differs") || !strings.Contains(s.solveMsg, "notes") {
		t.Errorf("Check says %q", s.solveMsg)
	}
	s.menus.item("Solve/First Mistake").Action()
	m = s.board.Model()
	if m.Digits[wrong] != 0 || m.Digits[later] != 0 || m.Digits[right] != sol[right] {
		t.Errorf("First Mistake left %d %d %d in %v %v %v", m.Digits[right], m.Digits[wrong], m.Digits[later], right, wrong, later)
	}
	if !strings.Contains(s.solveMsg, "Went back 3 moves") {
		t.Errorf("First Mistake says %q", s.solveMsg)
	}
	s.menus.item("Edit/Undo").Action()
	if s.board.Model().Digits[wrong] == 0 {
		t.Error("Undo did not return to the mistakes")
	}
}

func TestProgressStaysWithEachPuzzle(t *testing.T) {
	s, sol := newSolvingStudio(t)
	cells := emptyCells(t, s, 2)
	typeIn(t, s, cells[0], sol[cells[0]])
	s.setPencil(true)
	typeIn(t, s, cells[1], 4)
	s.setPencil(false)
	first := s.model.Game().Progress()

	s.openPuzzle(1)
	if s.model.Mode() != model.SolveMode || s.model.Game() == nil || s.model.Game().Progress() != (play.Progress{}) {
		t.Fatal("the second puzzle did not open in solve mode with a fresh game")
	}
	c := firstEmpty(t, s)
	sol2, _ := s.model.Game().Solution()
	typeIn(t, s, c, sol2[c])

	s.openPuzzle(0)
	if s.model.Game().Progress() != first {
		t.Error("the first puzzle's entries and notes did not come back")
	}
	m := s.board.Model()
	if m.Digits[cells[0]] != sol[cells[0]] || !m.Candidates[cells[1]].Has(4) {
		t.Error("the board does not show the first puzzle's work")
	}
	if !s.model.Game().CanUndo() {
		t.Error("the undo history did not stay with the puzzle")
	}
	progress := s.model.Session().Progress()
	if len(progress) != s.model.Session().Len() || progress[0] != first || progress[1].Entries[c] != sol2[c] || progress[2] != (play.Progress{}) {
		t.Error("Session.Progress does not hold each puzzle's work")
	}
	if !s.model.Session().UnsavedProgress() {
		t.Error("UnsavedProgress is false with entries made and never saved")
	}
}

func TestEditedGivensRebaseTheGame(t *testing.T) {
	s, sol := newSolvingStudio(t)
	cells := emptyCells(t, s, 2)
	typeIn(t, s, cells[0], wrongDigit(sol, cells[0]))
	typeIn(t, s, cells[1], sol[cells[1]])
	s.menus.item("Edit/Edit Puzzle").Action()
	typeIn(t, s, cells[0], sol[cells[0]]) // now a given, under a different entry
	s.menus.item("Edit/Solve Mode").Action()
	tapOverlayButton(t, s, "Keep Changes")
	if !s.solving() {
		t.Fatal("solve mode refused the edited puzzle")
	}
	m := s.board.Model()
	if m.Origins[cells[0]] != board.Given || m.Origins[cells[1]] != board.Entered {
		t.Errorf("after the edit: origins %v and %v", m.Origins[cells[0]], m.Origins[cells[1]])
	}
	if !strings.Contains(s.message, "1 entry that no longer fit") {
		t.Errorf("the notice says %q", s.message)
	}
}

func TestStepViewLeavesSolveMode(t *testing.T) {
	s, sol := newSolvingStudio(t)
	c := firstEmpty(t, s)
	typeIn(t, s, c, sol[c])
	s.menus.item("Solve/Next Step").Action()
	if s.model.Mode() != model.PathMode || s.st.Pos() != 1 {
		t.Fatalf("Next Step in solve mode: mode %v, step %d", s.model.Mode(), s.st.Pos())
	}
	if s.board.Model().Origins[c] == board.Entered {
		t.Error("the step view shows the person's entry")
	}
	s.menus.item("Edit/Solve Mode").Action()
	if s.board.Model().Digits[c] != sol[c] {
		t.Error("the entry did not come back in solve mode")
	}
}

func TestClearGridInSolveModeClearsTheGame(t *testing.T) {
	s, sol := newSolvingStudio(t)
	givens := s.model.Editor().Puzzle().Givens
	c := firstEmpty(t, s)
	typeIn(t, s, c, sol[c])
	s.menus.item("Edit/Clear Grid").Action()
	if !strings.Contains(overlayTexts(s), "Remove every entry and note") {
		t.Fatalf("Clear Grid in solve mode did not ask first: %q", overlayTexts(s))
	}
	dismissDialogs(s)
	s.clearGame() // what the dialog's Yes does
	if s.model.Game().Progress() != (play.Progress{}) || s.model.Editor().Puzzle().Givens != givens {
		t.Error("clearing the game left entries or touched the givens")
	}
}
