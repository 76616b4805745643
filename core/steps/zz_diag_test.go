package steps

import (
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

func TestZZDiag(t *testing.T) {
	puzzles := readPuzzles(t, "bench/hardest_1106.txt")
	noGuess, dyn := 0, 0
	var total, slowest time.Duration
	rules := map[Rule]int{}
	for i, p := range puzzles[:40] {
		start := time.Now()
		tr := Solve(p)
		d := time.Since(start)
		total += d
		slowest = max(slowest, d)
		r := tr.Rate()
		if r.Guesses == 0 {
			noGuess++
		}
		sol := solver.Solve(p, 2).Solution
		if bad := checkTrace(tr, sol); len(bad) > 0 {
			t.Errorf("#%d: %v", i, bad)
		}
		for k := range tr.Steps {
			st := &tr.Steps[k]
			if st.Depth == 0 && len(st.Branches) > 0 {
				if _, err := checkStepInferences(&tr.States[k], st, rules); err != nil {
					t.Errorf("#%d step %d %s: %v", i, k, st.Text, err)
				}
			}
		}
		dyn += r.Uses["Dynamic Cell Forcing Chain"] + r.Uses["Dynamic Contradiction Chain"] + r.Uses["Dynamic House Forcing Chain"]
		t.Logf("#%d %v guesses %d hardest %s", i, d, r.Guesses, r.Hardest)
	}
	t.Logf("no guess %d, dynamic steps %d, total %v slowest %v rules %v", noGuess, dyn, total, slowest, rules)
}
