package steppanel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
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

// TestInnerProofUnfolds: the inner proof is folded under its nested
// inference; opening it puts the bar a level down, where the buttons
// and keys step through the inner inferences; folding returns to the
// branch where it was left.
func TestInnerProofUnfolds(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	tr := nestedTrace()
	v := View{Trace: tr, Pos: 1, Reached: 2, Unfold: 3}
	var asked [][2]int
	p.OnInner = func(at, k int) { asked = append(asked, [2]int{at, k}); v.Inner, v.InnerUnfold = at, k; p.Update(v) }
	p.OnUnfold = func(k int) { v.Unfold = k; p.Update(v) }
	p.Update(v)
	lines := p.UnfoldLines()
	if len(lines) != 3 || !strings.Contains(lines[2], "r2c2<>7 — r2c2=7 leads to a contradiction") {
		t.Fatalf("lines %q", lines)
	}
	if got := p.InnerFolds(); len(got) != 1 || got[0] != "inner proof: 3 inferences — show" {
		t.Fatalf("folds %q", got)
	}
	if len(p.InnerLines()) != 0 || len(asked) != 0 {
		t.Fatalf("the inner proof shows before it is asked for")
	}
	p.ToggleInner(0)
	if v.Inner != 3 || v.InnerUnfold != 1 {
		t.Fatalf("opening asks for inference %d at %d, want 3 at 1", v.Inner, v.InnerUnfold)
	}
	if h := p.Heading(); h != "The branch › inference 3 › inner proof" {
		t.Errorf("the heading reads %q", h)
	}
	if in := p.InnerLines(); len(in) != 1 || in[0] != "1. r2c2=7 — assumed" {
		t.Fatalf("inner lines at 1: %q", in)
	}
	want := []string{"1. r2c2=7 — assumed", "2. r2c5<>7 — r2c2=7 removes it (row 2)", "3. r2c5=3 — "}
	for _, tt := range []struct{ delta, k, lines int }{{+1, 2, 2}, {+1, 3, 3}, {+1, 0, 3}, {-1, 2, 2}, {-1, 1, 1}, {-1, 1, 1}} {
		p.Unfold(tt.delta)
		in := p.InnerLines()
		if v.InnerUnfold != tt.k || len(in) != tt.lines {
			t.Fatalf("after %+d: inner unfolded to %d with %d lines %q, want %d and %d", tt.delta, v.InnerUnfold, len(in), in, tt.k, tt.lines)
		}
		for i := range in {
			if !strings.HasPrefix(in[i], want[i]) {
				t.Errorf("inner line %d %q, want it to start %q", i+1, in[i], want[i])
			}
		}
	}
	if v.Unfold != 3 {
		t.Errorf("stepping the inner proof moved the branch to %d", v.Unfold)
	}
	if !strings.Contains(p.unfold.counter.Text, "1 / 3") {
		t.Errorf("the counter reads %q", p.unfold.counter.Text)
	}
	p.unfold.all.OnTapped()
	if v.InnerUnfold != 0 || !rowsSay(p, "r2c5 has no candidate left: so r2c2<>7") {
		t.Errorf("all of the inner proof: unfolded to %d, its end not said", v.InnerUnfold)
	}
	p.ToggleInner(0) // folds
	if v.Inner != 0 || v.Unfold != 3 || len(p.InnerLines()) != 0 || len(p.InnerFolds()) != 1 {
		t.Fatalf("folding: inner %d, branch at %d, lines %q", v.Inner, v.Unfold, p.InnerLines())
	}
	if h := p.Heading(); !strings.HasPrefix(h, "Follow the branch") {
		t.Errorf("folded, the heading reads %q", h)
	}
	// The keys: down opens the newest inference's proof, up folds it;
	// at an inference with none, down does nothing.
	if !p.EnterInner() || v.Inner != 3 || v.InnerUnfold != 1 {
		t.Errorf("Ctrl+Down at inference 3 opened %d at %d", v.Inner, v.InnerUnfold)
	}
	if p.EnterInner() || !p.LeaveInner() || v.Inner != 0 || p.LeaveInner() {
		t.Errorf("Ctrl+Down a level down, or Ctrl+Up, misbehaves: inner %d", v.Inner)
	}
	p.Unfold(-1)
	if p.EnterInner() || v.Inner != 0 {
		t.Errorf("Ctrl+Down at inference 2, which has no inner proof, opened %d", v.Inner)
	}
	// An inner proof the view names that is not there shows the branch.
	v.Inner, v.Unfold = 2, 3
	p.Update(v)
	if len(p.InnerLines()) != 0 || len(p.InnerFolds()) != 1 {
		t.Errorf("a view opening inference 2, which has no inner proof, shows %q", p.InnerLines())
	}
}

// rowsSay reports whether the follow bar's rows show text.
func rowsSay(p *Panel, text string) bool {
	var walk func(o fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *fyne.Container:
			if v.Layout != nil {
				if _, ok := v.Layout.(*flowLayout); ok && strings.Contains(flowText(v), text) {
					return true
				}
			}
			for _, c := range v.Objects {
				if walk(c) {
					return true
				}
			}
		}
		return false
	}
	return walk(p.unfold.rows)
}

func TestInnerProofOf(t *testing.T) {
	st := &nestedTrace().Steps[0]
	for _, tt := range []struct {
		branch, at int
		ok         bool
		context    int
	}{{0, 3, true, 2}, {1, 3, true, 2}, {0, 2, false, 0}, {0, 0, false, 0}, {0, 9, false, 0}, {2, 3, false, 0}} {
		inner, ctx := InnerProof(st, tt.branch, tt.at)
		if (inner != nil) != tt.ok || len(ctx) != tt.context {
			t.Errorf("InnerProof(branch %d, %d) = %v with %d before, want %v with %d", tt.branch, tt.at, inner != nil, len(ctx), tt.ok, tt.context)
		}
	}
}

func TestBecauseList(t *testing.T) {
	for _, tt := range []struct {
		because []int
		want    string
	}{
		{[]int{2, 3}, "3, 4"},
		{[]int{3, 2}, "4, 3"},
		{[]int{1, 2, 3, 4, 5, 6}, "2, 3, 4, 5, 6, 7"},
		{[]int{3, 4, 5, 6, 7, 1, 8, 2, 9}, "2–10"},
		{[]int{0, 2, 3, 4, 6, 7, 9, 12}, "1, 3–5, 7, 8, 10, 13"},
	} {
		if got := becauseList(tt.because); got != tt.want {
			t.Errorf("becauseList(%v) = %q, want %q", tt.because, got, tt.want)
		}
	}
}
