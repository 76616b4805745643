package steps

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// dynamicHardest are puzzles of hardest_1106 (by index) whose paths need
// dynamic forcing chains and no guess.
var dynamicHardest = []int{36, 37}

// TestDynamicForcing solves puzzles that need dynamic forcing chains,
// and random relabellings and symmetries of them: every path is sound
// and needs no guess, every inference of every forcing step replays from
// its Because alone (the subset rule among them), and the subset rule
// is used.
func TestDynamicForcing(t *testing.T) {
	puzzles := readPuzzles(t, "bench/hardest_1106.txt")
	variants := 2
	if testing.Short() {
		variants = 0
	}
	r := rand.New(rand.NewPCG(18, 3))
	rules := map[Rule]int{}
	dynamic := 0
	for k, i := range dynamicHardest {
		qs := []grid.Puzzle{puzzles[i]}
		for range variants {
			tf := randomTransform(r, true)
			qs = append(qs, tf.puzzle(t, puzzles[i]))
		}
		if testing.Short() && k > 0 {
			break
		}
		for v, q := range qs {
			where := fmt.Sprintf("hardest_1106 #%d variant %d", i, v)
			sol := solver.Solve(q, 2)
			if sol.Status != solver.Unique {
				t.Fatalf("%s: %v", where, sol.Status)
			}
			tr := Solve(q)
			if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
				t.Errorf("%s:\n  %s", where, strings.Join(bad, "\n  "))
			}
			rt := tr.Rate()
			if rt.Guesses != 0 || rt.Difficulty != Grandmaster {
				t.Errorf("%s: %d guesses, %v, hardest %s", where, rt.Guesses, rt.Difficulty, rt.Hardest)
			}
			for j := range tr.Steps {
				st := &tr.Steps[j]
				if len(st.Branches) == 0 {
					continue
				}
				if strings.HasPrefix(st.Technique, "Dynamic ") {
					dynamic++
				}
				if _, err := checkStepInferences(&tr.States[j], st, rules); err != nil {
					t.Fatalf("%s step %d %q: %v", where, j+1, st.Text, err)
				}
			}
		}
	}
	t.Logf("%d dynamic steps; inferences by rule %v", dynamic, rules)
	if dynamic == 0 || rules[RuleSubset] == 0 {
		t.Errorf("%d dynamic steps, %d subset inferences: the test checks too little", dynamic, rules[RuleSubset])
	}
}
