package steps

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// nestedPosition is the position of hardest_1106 #2's path (SolveNested)
// where nothing but a nested forcing chain applies; its proof is
// "r7c6=5 => ... => r7c6<>5".
const nestedPosition = "{3489}{3469}2{345689}{15689}{134568}7{349}{3459}{34789}1{789}{23579}{5789}{3458}{245}6{3459}" +
	"5{34679}{679}{234679}{679}{346}{24}18{189}{2569}{15689}{568}37{14568}{2489}{14569}{1378}{23567}{15678}{568}49" +
	"{1568}{278}{1567}{789}{5679}41{568}23{789}{5679}{147}{457}3{45678}2{14568}9{478}{1467}28{179}{34679}{1679}" +
	"{1346}{146}5{13467}6{4579}{1579}{345789}{15789}{13458}{148}{3478}2"

// moveState carries a position through a transform, as tf.puzzle
// carries a puzzle.
func moveState(tf *transform, s State) State {
	out := State{Layout: s.Layout}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		to := tf.cell[c]
		if s.Grid[c] != 0 {
			out.Grid[to] = tf.digits[s.Grid[c]]
		}
		for _, d := range s.Candidates[c].List() {
			out.Candidates[to] |= DigitSet(tf.digits[d])
		}
	}
	return out
}

// TestNestedForcing runs the nested finder where only it applies (and,
// without -short, on a relabelled and moved copy): the step's effect is
// the solution's, and every inference replays from its Because alone,
// each inner proof over the position less the removals it rests on.
// The step's JSON carries the inner proofs.
func TestNestedForcing(t *testing.T) {
	p := readPuzzles(t, "bench/hardest_1106.txt")[2]
	sol := solver.Solve(p, 2).Solution
	base := parsePencilmarks(t, nestedPosition)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if base.Grid[c] != 0 && base.Grid[c] != sol[c] || base.Grid[c] == 0 && !base.Candidates[c].Has(sol[c]) {
			t.Fatalf("the position disagrees with the solution at %v", c)
		}
	}
	variants := 1
	if !testing.Short() {
		variants = 2
	}
	r := rand.New(rand.NewPCG(18, 4))
	for v := range variants {
		s, want := base, sol
		if v > 0 {
			tf := randomTransform(r, true)
			s = moveState(&tf, base)
			for c := range sol {
				want[tf.cell[c]] = tf.digits[sol[c]]
			}
		}
		if st, ok := findDynamicForcing(&s); ok {
			t.Fatalf("variant %d: a dynamic chain applies: %s", v, st.Text)
		}
		st, ok := findNestedForcing(&s)
		if !ok || !strings.HasPrefix(st.Technique, "Nested ") {
			t.Fatalf("variant %d: no nested step (%v %q)", v, ok, st.Technique)
		}
		for _, e := range st.Eliminations {
			if want[e.Cell] == e.Digit {
				t.Errorf("variant %d: %s removes the solution's digit", v, st.Text)
			}
		}
		for _, pl := range st.Placements {
			if want[pl.Cell] != pl.Digit {
				t.Errorf("variant %d: %s places a wrong digit", v, st.Text)
			}
		}
		rules := map[Rule]int{}
		if _, err := checkStepInferences(&s, &st, rules); err != nil {
			t.Fatalf("variant %d %q: %v", v, st.Text, err)
		}
		if rules[RuleNested] == 0 {
			t.Fatalf("variant %d: no nested inference in %s", v, st.Text)
		}
		j, err := json.Marshal(st.JSON(1, grid.Standard()))
		if err != nil {
			t.Fatal(err)
		}
		if js := string(j); !strings.Contains(js, `"rule":"nested"`) || !strings.Contains(js, `"inner":{"premise"`) {
			t.Errorf("variant %d: the JSON carries no inner proof", v)
		}
		t.Logf("variant %d: %s; inferences by rule %v", v, st.Text, rules)
	}
}

// TestSolveNested solves hardest_1106 #2 with SolveNested (its default
// path guesses): sound, no guess, its hardest step a nested chain.
func TestSolveNested(t *testing.T) {
	if testing.Short() {
		t.Skip("long: a nested path takes seconds")
	}
	p := readPuzzles(t, "bench/hardest_1106.txt")[2]
	sol := solver.Solve(p, 2)
	tr := SolveNested(p)
	if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
		t.Fatalf("%s", strings.Join(bad, "\n  "))
	}
	r := tr.Rate()
	if r.Guesses != 0 || !strings.HasPrefix(r.Hardest, "Nested ") || r.Difficulty != Grandmaster {
		t.Errorf("%d guesses, hardest %s (%v)", r.Guesses, r.Hardest, r.Difficulty)
	}
	if d := Solve(p).Rate(); d.Guesses == 0 {
		t.Errorf("the default path needs no guess: the test shows nothing")
	}
}
