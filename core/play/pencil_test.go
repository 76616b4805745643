package play

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/pencilset"
)

// A game on a pencil-mark puzzle starts with the given candidates as the
// person's notes, counts as not started until the person changes them,
// keeps auto-candidates within them, and its hints solve it.
func TestPencilMarkGame(t *testing.T) {
	for i, pp := range pencilset.Make(t, 6) {
		g, err := New(pp.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if sol, ok := g.Solution(); !ok || sol != pp.Solution {
			t.Fatalf("puzzle %d: solution %v %v, want %v", i+1, ok, sol, pp.Solution)
		}
		var open grid.Cell = -1
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if pp.Puzzle.Givens[c] != 0 {
				continue
			}
			want := steps.Digits(pp.Puzzle.Candidates[c]) << 1
			if got := g.NotesAt(c); got&^want != 0 || got == 0 {
				t.Fatalf("puzzle %d: %v starts with notes %v, want within the given %v", i+1, c, got.List(), want.List())
			}
			if open < 0 && g.NotesAt(c).Len() > 1 {
				open = c
			}
		}
		if g.Status() != NotStarted || !g.Untouched() {
			t.Errorf("puzzle %d: a new pencil-mark game is %v", i+1, g.Status())
		}
		// Auto-candidates fill no digit outside the given candidates.
		g.SetAuto(true)
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if pp.Puzzle.Givens[c] == 0 && g.NotesAt(c)&^(steps.Digits(pp.Puzzle.Candidates[c])<<1) != 0 {
				t.Fatalf("puzzle %d: auto-candidates put %v in %v beyond the given candidates", i+1, g.NotesAt(c).List(), c)
			}
		}
		g.SetAuto(false)
		if open >= 0 {
			mustDo(t, g.ToggleNote(open, g.NotesAt(open).List()[0]))
			if g.Status() != InProgress {
				t.Errorf("puzzle %d: a removed note leaves the game %v", i+1, g.Status())
			}
			g.Undo()
		}
		for n := 0; !g.Solved(); n++ {
			if n > 200 {
				t.Fatalf("puzzle %d: not solved after 200 hints", i+1)
			}
			if h, _ := g.Hint(4); (h.Kind != StepHint && h.Kind != MissingEliminationsHint) || !h.Applied {
				t.Fatalf("puzzle %d: hint %d: %+v", i+1, n, h)
			}
		}
		if g.Digits() != pp.Solution {
			t.Errorf("puzzle %d: hints end at %v, want %v", i+1, g.Digits(), pp.Solution)
		}
	}
}
