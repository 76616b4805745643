package gui

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/generateform"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Generate in solve mode: the puzzle arrives in solve mode, and the
// board shows the position the step panel is at, just before the
// technique, with its candidates as notes.
func TestGenerateLandsWhereItSays(t *testing.T) {
	s, _ := newSolvingStudio(t)
	req := generate.Request{Technique: "X-Wing", Hardest: true, Rate: true}
	s.generate(generateform.Choice{Req: req, Count: 1, Seed: 5})
	if s.model.Mode() != model.SolveMode || !s.solving() {
		t.Fatalf("after Generate the mode is %v, want Solve as before", s.model.Mode())
	}
	next := s.st.Upcoming()
	if next == nil || next.Technique != "X-Wing" || s.st.Pos() == 0 {
		t.Fatalf("the step panel is at %d before %+v, want just before the X-Wing", s.st.Pos(), next)
	}
	st := s.st.State()
	m := s.board.Model()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != st.Grid[c] {
			t.Fatalf("the board shows %d in %v, the step panel's position %d", m.Digits[c], c, st.Grid[c])
		}
		if st.Grid[c] == 0 && m.Candidates[c] != st.Candidates[c] {
			t.Fatalf("the board's notes in %v are %v, the position's candidates %v", c, m.Candidates[c], st.Candidates[c])
		}
	}
}

// A generated set nobody edited is unsaved, and the question says so;
// it does not say the person changed a puzzle.
func TestGeneratedSetIsUnsavedNotChanged(t *testing.T) {
	s := newTestStudio(t)
	s.generate(generateform.Choice{Req: generate.Request{Rate: true}, Count: 1, Seed: 2, NewSet: true})
	ran := false
	s.confirmDiscard("open another file", func() { ran = true })
	if ran {
		t.Fatal("a generated set was discarded without asking")
	}
	shown := overlayTexts(s)
	if strings.Contains(shown, "You changed") || !strings.Contains(shown, "is new, never saved: no file holds its 1 puzzle.") {
		t.Errorf("the question reads:\n%s", shown)
	}
}
