package solver

import (
	"testing"
	"time"
)

// impossible17 is a standard 17-clue puzzle without solution: a hidden
// pair shows it, but the quick search's cell-by-cell tree does not.
const impossible17 = ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4........."

func TestImpossible17ClueIsNone(t *testing.T) {
	p := mustPuzzle(t, impossible17, "")
	for _, limit := range []int{1, 2} {
		var s Solver
		start := time.Now()
		r := s.Solve(p, limit)
		if r.Status != None {
			t.Fatalf("limit %d: status %v, want none", limit, r.Status)
		}
		t.Logf("limit %d: %d guesses, %v", limit, r.Guesses, time.Since(start))
	}
}
