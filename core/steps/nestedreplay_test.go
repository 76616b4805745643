package steps

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// TestNestedPathsReplay solves puzzles of hardest_1106 with SolveNested,
// each also relabelled and moved by a random symmetry, and checks every
// path against the solution and every inference of every forcing step
// (the nested ones' inner proofs among them) from its Because alone. The
// sample is every 125th puzzle under -short, every 25th otherwise, all
// 375 with NESTED_FULL=1 (hours of CPU); NESTED_SEED repeats a run.
func TestNestedPathsReplay(t *testing.T) {
	every := 25
	switch {
	case os.Getenv("NESTED_FULL") != "":
		every = 1
	case testing.Short():
		every = 125
	}
	seed := uint64(18)
	if v, err := strconv.ParseUint(os.Getenv("NESTED_SEED"), 10, 64); err == nil {
		seed = v
	}
	r := rand.New(rand.NewPCG(seed, 18))
	nested, guesses, rules := 0, 0, map[Rule]int{}
	for i, p := range readPuzzles(t, "bench/hardest_1106.txt") {
		if i%every != 0 {
			continue
		}
		tf := randomTransform(r, true)
		for v, q := range []grid.Puzzle{p, tf.puzzle(t, p)} {
			where := fmt.Sprintf("hardest_1106 #%d variant %d (seed %d)", i, v, seed)
			sol := solver.Solve(q, 2)
			tr := SolveNested(q)
			if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
				t.Fatalf("%s: %s", where, strings.Join(bad, "\n  "))
			}
			guesses += tr.Rate().Guesses
			for k := range tr.Steps {
				st := &tr.Steps[k]
				if len(st.Branches) == 0 && len(st.Inferences) == 0 {
					continue
				}
				if strings.HasPrefix(st.Technique, "Nested ") {
					nested++
				}
				if _, err := checkStepInferences(&tr.States[k], st, rules); err != nil {
					t.Fatalf("%s step %d %q: %v", where, k+1, st.Text, err)
				}
			}
		}
	}
	if nested == 0 || rules[RuleNested] == 0 {
		t.Fatalf("no nested step checked")
	}
	t.Logf("%d nested steps, %d guesses; inferences by rule %v", nested, guesses, rules)
}
