package solver

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// testPuzzle is one entry of a puzzle file of the shared data.
type testPuzzle struct {
	index  int // 0-based index in its file; messages say "puzzle index+1"
	puzzle grid.Puzzle
	count  int   // solution count from a "puzzle:count:solution" line, or -1
	err    error // why puzzlefile refused the entry, or nil
}

// loadPuzzles reads a puzzle file of the shared data (text, .npy or
// .npz) with package puzzlefile. Refused entries are kept with their
// error, since a puzzle whose givens clash is still a fair question for
// the solver.
func loadPuzzles(tb testing.TB, name string) []testPuzzle {
	tb.Helper()
	set, err := puzzlefile.Read(shareddata.Path(tb, name))
	if err != nil {
		tb.Fatal(err)
	}
	out := make([]testPuzzle, len(set.Entries))
	for i, e := range set.Entries {
		out[i] = testPuzzle{index: i, puzzle: e.Puzzle, count: -1, err: e.Err}
		if set.Counts != nil {
			out[i].count = set.Counts[i]
		}
	}
	return out
}

// givensClash reports whether p was refused for givens that break a
// house rule (so that the solver must answer None), not for being unreadable.
func (p testPuzzle) givensClash() bool {
	return p.err != nil && p.puzzle.Validate() != nil
}
