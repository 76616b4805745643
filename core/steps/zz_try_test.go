package steps

import (
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

func TestZZTry(t *testing.T) {
	hard := readPuzzles(t, "bench/hardest_1106.txt")
	bad := 0
	var worst time.Duration
	for i, p := range hard[:60] {
		start := time.Now()
		tr := SolveWith(p, Options{Search: Full, NoLogic: true})
		el := time.Since(start)
		worst = max(worst, el)
		r := solver.Solve(p, 1)
		c := CountSearch(p, Full, 0)
		if tr.Counts != c.SearchCounts || tr.Counts.Nodes != r.Guesses {
			bad++
			t.Logf("#%d trace %+v solver %+v", i, tr.Counts, c)
		}
		for _, m := range []SearchMode{MRV, Plain} {
			tr := SolveWith(p, Options{Search: m, NodeBudget: 3000})
			c := CountSearch(p, m, 3000)
			if tr.Counts != c.SearchCounts || tr.Status != c.Status {
				bad++
				t.Logf("#%d %v trace %+v %v count %+v", i, m, tr.Counts, tr.Status, c)
			}
		}
	}
	t.Logf("bad %d worst full %v", bad, worst)
}
