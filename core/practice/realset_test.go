package practice

import (
	"context"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestRealSet looks through top1465 for rounds of X-Wing and Naked
// Triple, one after another from where the last left off, as the
// window's From the open set does: each is the path's own position,
// and the look stays quick on a set of hard puzzles.
func TestRealSet(t *testing.T) {
	if testing.Short() {
		t.Skip("solves puzzles of top1465")
	}
	path := shareddata.Path(t, "bench/top1465.txt")
	set, err := puzzlefile.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	puzzles := make([]grid.Puzzle, len(set.Entries))
	for i, e := range set.Entries {
		puzzles[i] = e.Puzzle
	}
	for _, tech := range []string{"X-Wing", "Naked Triple"} {
		start, from := time.Now(), 0
		for range 10 {
			r, ok, err := FromSet(context.Background(), tech, puzzles, from)
			if err != nil || !ok {
				t.Fatalf("%s from %d: %v %v", tech, from, ok, err)
			}
			checkRound(t, &r, tech, false)
			from = r.SetIndex + 1
		}
		t.Logf("%s: ten rounds from top1465 in %v, the last from puzzle %d", tech, time.Since(start), from)
	}
}
