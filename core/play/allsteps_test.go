package play

import (
	"context"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// All steps at the person's position: from their notes, so an
// elimination the notes made is not listed; applying one of them is one
// move; a step that does not hold is refused.
func TestAllStepsAndApply(t *testing.T) {
	g := mustGame(t, easyGivens)
	groups, err := g.AllSteps(context.Background(), 50)
	if err != nil || len(groups) == 0 {
		t.Fatalf("all steps at the start: %v, %v", groups, err)
	}
	var single *steps.Step
	for _, gr := range groups {
		if gr.Technique == "Hidden Single" || gr.Technique == "Naked Single" {
			single = &gr.Steps[len(gr.Steps)-1] // not the first: the person may pick any
		}
	}
	if single == nil {
		t.Fatalf("no single among %d techniques on an easy puzzle", len(groups))
	}
	pl := single.Placements[0]
	if err := g.ApplyStep(single); err != nil {
		t.Fatal(err)
	}
	if g.Entries()[pl.Cell] != pl.Digit {
		t.Errorf("applying %q: %v holds %d", single.Text, pl.Cell, g.Entries()[pl.Cell])
	}
	if err := g.ApplyStep(single); err == nil {
		t.Error("applying a placement on a filled cell again was accepted")
	}
	if !g.Undo() || g.Entries()[pl.Cell] != 0 {
		t.Error("Undo did not take the applied step back")
	}
	bad := &steps.Step{Technique: "X", Eliminations: []steps.Candidate{{Cell: 2, Digit: 5}}} // r1c3 holds a given
	if err := g.ApplyStep(bad); err == nil {
		t.Error("eliminating a candidate of a given's cell was accepted")
	}
	if err := g.ApplyStep(&steps.Step{Placements: []steps.Candidate{{Cell: 99, Digit: 1}}}); err == nil {
		t.Error("a placement off the board was accepted")
	}
	if err := g.ApplyStep(nil); err == nil {
		t.Error("a nil step was accepted")
	}

	// The person's notes count: with a cell noted as its solution digit
	// alone, a naked single there is listed.
	sol, _ := g.Solution()
	var c grid.Cell
	for c = 0; g.Digits()[c] != 0; c++ {
	}
	mustDo(t, g.SetNotes(c, steps.DigitSet(sol[c])))
	groups, _ = g.AllSteps(context.Background(), 0)
	found := false
	for _, gr := range groups {
		for _, st := range gr.Steps {
			if gr.Technique == "Naked Single" && st.Placements[0].Cell == c {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("the notes of %v hold one digit, but no naked single there is listed", c)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := g.AllSteps(ctx, 50); err == nil {
		t.Error("a cancelled listing reports no error")
	}
}

// BenchmarkAllStepsOwnNotes lists every step at the start of top95 #1
// with every candidate noted, as the panel does on opening.
func BenchmarkAllStepsOwnNotes(b *testing.B) {
	g := mustGame(b, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	g.FillNotes()
	for b.Loop() {
		if _, err := g.AllSteps(context.Background(), allStepsBenchLimit); err != nil {
			b.Fatal(err)
		}
	}
}

const allStepsBenchLimit = 50
