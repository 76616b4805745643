package gui

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/pencilset"
)

// A sukaku file opened in the window: the board shows each puzzle's given
// candidates, the person's notes start from them, the progress file
// keeps them with the person's work, and the puzzle is solved on the
// board.
func TestPencilMarkPuzzleInTheWindow(t *testing.T) {
	pencils := pencilset.Make(t, 3)
	var b bytes.Buffer
	if err := puzzlefile.Encode(&b, puzzlefile.Sukaku, pencilset.Set(pencils), nil); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "pencil.txt")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newTestStudio(t)
	if err := s.openPath(path); err != nil {
		t.Fatal(err)
	}
	pp := pencils[0]
	want := steps.NewState(pp.Puzzle).Candidates
	plain := baseCandidates(grid.Puzzle{Givens: pp.Puzzle.Givens})
	if got := s.board.Model().Candidates; got != want {
		t.Fatal("the board does not show the puzzle's given candidates")
	}
	if want == plain {
		t.Fatal("setup: the candidates say nothing the givens do not")
	}

	s.setMode(model.SolveMode)
	if got := s.board.Model().Candidates; got != want {
		t.Error("in solve mode the notes do not start from the given candidates")
	}
	if s.model.Session().UnsavedProgress() || s.model.Session().Info[0].StatusText() != "Not started" {
		t.Errorf("a pencil-mark puzzle just opened counts as work: %q", s.model.Session().Info[0].StatusText())
	}
	var cells []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if pp.Puzzle.Givens[c] == 0 && want[c].Len() > 1 {
			cells = append(cells, c)
		}
	}
	typeIn(t, s, cells[0], pp.Solution[cells[0]])
	s.setPencil(true)
	var gone int8
	for _, d := range want[cells[1]].List() {
		if d != pp.Solution[cells[1]] {
			gone = d
			break
		}
	}
	typeIn(t, s, cells[1], gone) // removes a note the candidates gave
	s.setPencil(false)
	work := s.model.Game().Progress()

	out := filepath.Join(dir, "progress.npz")
	s.exportTo(fileio.ExportProgress, storage.NewFileURI(out))
	if err := s.openPath(out); err != nil {
		t.Fatal(err)
	}
	for i, p := range pencils {
		got := s.model.Session().Puzzle(i)
		if got.Candidates == nil || *got.Candidates != *p.Puzzle.Candidates || got.Givens != p.Puzzle.Givens {
			t.Fatalf("reopened puzzle %d lost its given candidates", i+1)
		}
	}
	s.setMode(model.SolveMode)
	if got := s.model.Game().Progress(); got.Entries != work.Entries || got.Notes != work.Notes {
		for c := range got.Notes {
			if got.Notes[c] != work.Notes[c] || got.Entries[c] != work.Entries[c] {
				t.Logf("%v: %d %b, saved %d %b", grid.Cell(c), got.Entries[c], got.Notes[c], work.Entries[c], work.Notes[c])
			}
		}
		t.Error("the reopened progress differs from the work saved")
	}
	if s.board.Model().Candidates[cells[1]].Has(gone) {
		t.Errorf("the note %d removed from %v is back", gone, cells[1])
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if pp.Puzzle.Givens[c] == 0 && s.board.Model().Digits[c] == 0 {
			typeIn(t, s, c, pp.Solution[c])
		}
	}
	if !s.model.Game().Solved() || s.model.Session().Info[0].StatusText() != "Solved" {
		t.Errorf("the board filled with the solution: solved %v, list %q", s.model.Game().Solved(), s.model.Session().Info[0].StatusText())
	}
	// A puzzle never touched starts again from its candidates.
	s.openPuzzle(1)
	s.setMode(model.SolveMode)
	if s.board.Model().Candidates != steps.NewState(pencils[1].Puzzle).Candidates {
		t.Error("puzzle 2 does not start from its given candidates after reopening")
	}
}
