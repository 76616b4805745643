package steppanel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// innerProof is a small inner proof: r2c2=7 assumed, r2c5 loses 7 and
// is left with 3, which r2c2... (its soundness does not matter to the
// panel, only its shape).
var innerProof = steps.Branch{
	Premise: cand(2, 2, 7), On: true, Contradiction: true,
	Inferences: []steps.Inference{
		{Candidate: cand(2, 2, 7), On: true, Rule: steps.RulePremise, House: -1, Second: -1},
		{Candidate: cand(2, 5, 7), Rule: steps.RulePeer, House: 1, Second: -1, Because: []int{0}},
		{Candidate: cand(2, 5, 3), On: true, Rule: steps.RuleCell, House: -1, Second: -1, Because: []int{1}},
	},
	Text: "r2c2=7 -> r2c5<>7 -> r2c5=3 => r2c5 has no candidate left",
}

// nestedTrace is a path of one step whose branch rests on the inner
// proof: r1c1=5 removes r2c2 5, then r2c2 7 is false by innerProof.
func nestedTrace() *steps.Trace {
	infs := []steps.Inference{
		{Candidate: cand(1, 1, 5), On: true, Rule: steps.RulePremise, House: -1, Second: -1},
		{Candidate: cand(2, 2, 5), Rule: steps.RulePeer, House: 18, Second: -1, Because: []int{0}},
		{Candidate: cand(2, 2, 7), Rule: steps.RuleNested, House: -1, Second: -1, Because: []int{1}, Inner: &innerProof},
		{Candidate: cand(2, 2, 9), On: true, Rule: steps.RuleCell, House: -1, Second: -1, Because: []int{1, 2}},
	}
	st := steps.Step{Technique: "Nested Contradiction Chain", Text: "Nested Contradiction Chain: r1c1=5 => r1c1<>5",
		Eliminations: []steps.Candidate{cand(1, 1, 5)},
		Branches:     []steps.Branch{{Premise: cand(1, 1, 5), On: true, Inferences: infs, Text: "r1c1=5 -> r2c2<>5 -> r2c2<>7 (nested) -> r2c2=9"}}}
	return &steps.Trace{Puzzle: grid.Puzzle{}, Steps: []steps.Step{st, st}, States: make([]steps.State, 3)}
}

func TestInnerProofFolds(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	var drawn []*steps.Branch
	p.OnInner = func(b *steps.Branch) { drawn = append(drawn, b) }
	tr := nestedTrace()
	p.Update(View{Trace: tr, Pos: 1, Reached: 2})
	lines := p.UnfoldLines()
	if len(lines) != 4 || !strings.Contains(lines[2], "r2c2<>7 — assumed true here, it leads to a contradiction") {
		t.Fatalf("lines %q", lines)
	}
	if got := p.InnerFolds(); len(got) != 1 || got[0] != "inner proof: 3 inferences — show" {
		t.Fatalf("folds %q", got)
	}
	if len(p.InnerLines()) != 0 || len(drawn) != 0 {
		t.Fatalf("the inner proof shows before it is asked for")
	}
	p.ToggleInner(0)
	want := []string{"1. r2c2=7 — assumed", "2. r2c5<>7 — r2c2=7 removes it (row 2)", "3. r2c5=3 — "}
	in := p.InnerLines()
	if len(in) != 3 {
		t.Fatalf("inner lines %q", in)
	}
	for i, w := range want {
		if !strings.HasPrefix(in[i], w) {
			t.Errorf("inner line %d %q, want it to start %q", i+1, in[i], w)
		}
	}
	if got := p.InnerFolds(); got[0] != "inner proof: 3 inferences — hide" {
		t.Errorf("fold reads %q when open", got[0])
	}
	if len(drawn) != 1 || drawn[0] != &innerProof {
		t.Fatalf("the board was not asked to draw the inner proof: %v", drawn)
	}
	p.ToggleInner(0)
	if len(p.InnerLines()) != 0 || len(drawn) != 2 || drawn[1] != nil {
		t.Fatalf("folding again: lines %q, drawn %v", p.InnerLines(), drawn)
	}
	// Moving to another step folds the proof open and draws the step.
	p.ToggleInner(0)
	p.Update(View{Trace: tr, Pos: 2, Reached: 2})
	if len(p.InnerLines()) != 0 || len(drawn) != 4 || drawn[3] != nil {
		t.Errorf("after moving: lines %q, drawn %v", p.InnerLines(), drawn)
	}
}
