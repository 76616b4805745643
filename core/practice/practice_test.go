package practice

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// TestTenRounds plays ten rounds of each technique on each layout, from
// a feeder as the window does, and checks every round: the technique
// is the engine's next step at the position, the step's own answer
// grades right, part of it partly right, a candidate of no instance
// wrong. The waiting for ten rounds of X-Wing (no time spent thinking,
// so all of the making is waited for) stays under a minute.
func TestTenRounds(t *testing.T) {
	if testing.Short() {
		t.Skip("makes sixty puzzles")
	}
	for _, tech := range []string{"X-Wing", "XY-Wing", "Naked Triple"} {
		for _, jigsaw := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/jigsaw=%v", tech, jigsaw), func(t *testing.T) {
				f := Generated(tech, jigsaw, 29)
				defer f.Close()
				var waited time.Duration
				for i := range 10 {
					start := time.Now()
					r, err := f.Next(context.Background())
					waited += time.Since(start)
					if err != nil {
						t.Fatalf("round %d: %v", i, err)
					}
					checkRound(t, &r, tech, jigsaw)
				}
				t.Logf("ten rounds: %v waited", waited)
				if tech == "X-Wing" && waited > time.Minute {
					t.Errorf("ten rounds of X-Wing waited %v, want under a minute", waited)
				}
			})
		}
	}
}

func checkRound(t *testing.T, r *Round, tech string, jigsaw bool) {
	t.Helper()
	if r.Technique != tech || r.Step.Technique != tech {
		t.Fatalf("round of %s has step %q", r.Technique, r.Step.Technique)
	}
	if std := r.Position.Layout.IsStandard(); std == jigsaw {
		t.Fatalf("jigsaw=%v but the layout is standard=%v", jigsaw, std)
	}
	// The round is the position of the engine's own path, before its
	// first step by the technique.
	tr := steps.Solve(r.Puzzle)
	if r.StepIndex >= tr.Len() || tr.Steps[r.StepIndex].Text != r.Step.Text || tr.State(r.StepIndex) != r.Position {
		t.Fatalf("step %d is not the path's (%q)", r.StepIndex, r.Step.Text)
	}
	for _, st := range tr.Steps[:r.StepIndex] {
		if st.Technique == tech || st.Kind != steps.Logic {
			t.Fatalf("the path takes %s (%v) before step %d", st.Technique, st.Kind, r.StepIndex)
		}
	}
	pos := r.Position
	next, ok := steps.Next(&pos, true)
	if !ok || next.Technique != tech {
		t.Fatalf("the next step at the position is %q (%v), not %s", next.Technique, ok, tech)
	}
	ans := Answer(&r.Step)
	if len(ans) == 0 {
		t.Fatal("the step has no answer")
	}
	for _, c := range ans {
		if !r.Markable(c) {
			t.Fatalf("answer %v is no candidate of the position", c)
		}
	}
	if v := r.Check(ans); v.Grade != Right || len(v.Missing)+len(v.Extra) != 0 {
		t.Fatalf("the step's own answer grades %v (%s)", v.Grade, v.Text(r.Places()))
	}
	if len(ans) > 1 {
		v := r.Check(ans[1:])
		if v.Grade != Partly || len(v.Missing) != 1 {
			t.Fatalf("all but one grades %v, missing %v (%s)", v.Grade, v.Missing, v.Text(r.Places()))
		}
	}
	if c, ok := unanswered(r); ok {
		v := r.Check([]steps.Candidate{c})
		if v.Grade != Wrong || len(v.Extra) != 1 {
			t.Fatalf("a candidate no instance removes (%v) grades %v", c, v.Grade)
		}
		if v := r.Check(append([]steps.Candidate{c}, ans...)); v.Grade != Partly || len(v.Extra) != 1 {
			t.Fatalf("the answer and one more grades %v, extra %v", v.Grade, v.Extra)
		}
	}
}

// unanswered finds a candidate of the position that no instance of the
// technique removes or places.
func unanswered(r *Round) (steps.Candidate, bool) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
	digits:
		for _, d := range r.Position.Candidates[c].List() {
			cand := steps.Candidate{Cell: c, Digit: d}
			for i := range r.Instances {
				for _, a := range Answer(&r.Instances[i]) {
					if a == cand {
						continue digits
					}
				}
			}
			return cand, true
		}
	}
	return steps.Candidate{}, false
}
