package gui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// The Status column is the person's own progress: stepping through the
// solution path leaves it, a note makes it In progress, and only entries
// completing the grid correctly make it Solved.
func TestStatusIsThePersonsProgress(t *testing.T) {
	s := newTestStudio(t)
	s.menus.item("Solve/Next Step").Action()
	s.menus.item("Solve/Next Step").Action()
	if got := s.model.Session().Info[0].StatusText(); got != "Not started" {
		t.Errorf("after stepping the solution path the list says %q, want Not started", got)
	}
	s.setMode(model.SolveMode)
	sol, _ := s.model.Game().Solution()
	cells := emptyCells(t, s, grid.NumCells-s.model.Editor().Puzzle().Givens.Filled())
	s.setPencil(true)
	typeIn(t, s, cells[0], sol[cells[0]])
	s.setPencil(false)
	if got := s.model.Session().Info[0].StatusText(); got != "In progress" {
		t.Errorf("after a note the list says %q, want In progress", got)
	}
	for _, c := range cells[:len(cells)-1] {
		typeIn(t, s, c, sol[c])
	}
	last := cells[len(cells)-1]
	typeIn(t, s, last, wrongDigit(sol, last))
	if got := s.model.Session().Info[0].StatusText(); got != "In progress" {
		t.Errorf("with a wrong last entry the list says %q, want In progress", got)
	}
	typeIn(t, s, last, sol[last])
	if got := s.model.Session().Info[0].StatusText(); got != "Solved" {
		t.Errorf("with the solution entered the list says %q, want Solved", got)
	}
	s.clearGame()
	if got := s.model.Session().Info[0].StatusText(); got != "Not started" {
		t.Errorf("after clearing the work the list says %q, want Not started", got)
	}
}

// The board stays where it is when the solve bar's message appears or
// grows to several lines.
func TestSolveMessageDoesNotMoveTheBoard(t *testing.T) {
	s, _ := newSolvingStudio(t)
	where := func() (fyne.Position, fyne.Size) {
		return s.app.Driver().AbsolutePositionForObject(s.board), s.board.Size()
	}
	pos, size := where()
	for _, msg := range []string{
		"All correct so far.",
		strings.Repeat("The notes of r1c1, r2c2 and r3c3 lack the solution's digit. ", 8),
		"",
	} {
		s.solveMsg = msg
		s.refresh()
		if p, sz := where(); p != pos || sz != size {
			t.Errorf("with a message of %d characters the board is at %v size %v, was %v size %v", len(msg), p, sz, pos, size)
		}
	}
}

// In solve mode there is one Hint button, and the step panel says that
// its path controls leave solve mode.
func TestSolveModeHasOneHint(t *testing.T) {
	s, _ := newSolvingStudio(t)
	hints := 0
	for _, shown := range []bool{s.solveBar.Hint.Visible(), s.steps.HintButtonShown()} {
		if shown {
			hints++
		}
	}
	if hints != 1 {
		t.Errorf("%d Hint buttons show in solve mode, want 1", hints)
	}
	if !s.solveBar.PathNote.Visible() || !strings.Contains(s.solveBar.PathNote.Text, "leaves Solve mode") {
		t.Error("the step panel does not say its controls leave solve mode")
	}
	s.setMode(model.PathMode)
	if !s.steps.HintButtonShown() || s.solveBar.Content.Visible() {
		t.Error("out of solve mode the step panel's Hint is hidden or the solve panel stays")
	}
}

// Export Solved Grids solves the set to write it, and marks no puzzle
// solved: the person has not solved them.
func TestExportSolvedGridsMarksNothingSolved(t *testing.T) {
	s := newTestStudio(t)
	out := filepath.Join(t.TempDir(), "solved.npy")
	s.exportTo(fileio.ExportSolutions, storage.NewFileURI(out))
	if _, err := os.Stat(out); err != nil {
		t.Fatalf("nothing written: %v", err)
	}
	for i := range s.model.Session().Info {
		info := &s.model.Session().Info[i]
		if info.Shown() == model.StatusSolved || info.Shown() == model.StatusInProgress {
			t.Errorf("after the export puzzle %d shows %q", i+1, info.StatusText())
		}
		if info.Checked && info.Shown() == model.StatusNotStarted && info.DifficultyText() == "" {
			t.Errorf("puzzle %d was solved for the export but its Difficulty column is empty", i+1)
		}
	}
}
