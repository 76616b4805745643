package board

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// TestContextDrawnFaded: the outer level's inferences a step stands in
// (Model.Context) are drawn in their own faded roles, true or false,
// without arrows, and what the step itself does to a candidate wins.
func TestContextDrawnFaded(t *testing.T) {
	m := forcingChainModel(t)
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	m.Branch = 1
	m.Context = []steps.Inference{
		{Candidate: c("r5c6", 9), On: true, Rule: steps.RulePremise},
		{Candidate: c("r5c6", 7), Rule: steps.RulePeer, Because: []int{0}},
		{Candidate: c("r4c5", 6), Rule: steps.RulePeer, Because: []int{0}}, // the branch's too
	}
	arrowsWithout := len(resolveRoles(m.Step, m.Branch, m.Unfold).arrows)
	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{Candidates: true}, nil); err != nil {
		t.Fatal(err)
	}
	svg := buf.String()
	for _, tt := range []struct{ cand, class string }{
		{"r5c6:9", "candidate context true"},
		{"r5c6:7", "candidate context false"},
		{"r4c5:6", "candidate branch-1 false"},
	} {
		if !strings.Contains(svg, `class="`+tt.class+`" data-cand="`+tt.cand+`"`) {
			t.Errorf("%s is not drawn as %q", tt.cand, tt.class)
		}
	}
	p := &boardPainter{v: &boardView{model: m}}
	p.roles = resolveRoles(m.Step, m.Branch, m.Unfold)
	p.roles.resolveContext(m.Context)
	if len(p.roles.arrows) != arrowsWithout {
		t.Errorf("the context adds arrows: %d, want %d", len(p.roles.arrows), arrowsWithout)
	}
	if r := p.roleOf(c("r5c6", 9).Cell, 9); r != candContextTrue {
		t.Errorf("r5c6#9 plays role %d, want the context's true", r)
	}
}

// TestContradictionWaitsForTheEnd: a contradiction branch unfolded short
// of its last inference has not reached its contradiction, which is
// drawn only once all of it shows.
func TestContradictionWaitsForTheEnd(t *testing.T) {
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	b := steps.Branch{Premise: c("r1c1", 1), On: true, Contradiction: true,
		Breakdown: &steps.Breakdown{Cell: boardCell(t, "r1c2"), House: -1},
		Inferences: []steps.Inference{
			{Candidate: c("r1c1", 1), On: true, Rule: steps.RulePremise},
			{Candidate: c("r1c2", 1), Rule: steps.RulePeer, Because: []int{0}},
			{Candidate: c("r1c2", 2), Rule: steps.RulePeer, Because: []int{0}},
		}}
	st := &steps.Step{Kind: steps.Logic, Branches: []steps.Branch{b}}
	for _, tt := range []struct {
		branch, unfold int
		drawn          bool
	}{{0, 0, true}, {1, 0, true}, {1, 1, false}, {1, 2, false}, {1, 3, true}, {0, 2, false}} {
		r := resolveRoles(st, tt.branch, tt.unfold)
		r.resolveContradictionsUnfolded(st, tt.branch, tt.unfold)
		if got := r.contraCells.Has(boardCell(t, "r1c2")); got != tt.drawn {
			t.Errorf("branch %d unfolded to %d: contradiction drawn %v, want %v", tt.branch, tt.unfold, got, tt.drawn)
		}
	}
}
