package steppanel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// cand names a candidate for the fixtures.
func cand(row, col int, d int8) steps.Candidate {
	return steps.Candidate{Cell: grid.CellAt(row-1, col-1), Digit: d}
}

// netBranch is top95 #12's first branch as issue 16 tells it, with the
// locked inference it rests on.
var netBranch = []steps.Inference{
	{Candidate: cand(9, 8, 1), On: true, Rule: steps.RulePremise, House: -1, Second: -1},
	{Candidate: cand(5, 8, 1), Rule: steps.RulePeer, House: 9 + 7, Second: -1, Because: []int{0}},
	{Candidate: cand(4, 5, 1), Rule: steps.RuleLocked, House: 4, Second: 18 + 4, Because: []int{1}},
	{Candidate: cand(9, 5, 1), Rule: steps.RulePeer, House: 8, Second: -1, Because: []int{0}},
	{Candidate: cand(5, 5, 1), On: true, Rule: steps.RuleHouse, House: 9 + 4, Second: -1, Because: []int{2, 3}},
	{Candidate: cand(5, 5, 3), Rule: steps.RulePeer, House: -1, Second: -1, Because: []int{4}},
}

func TestInferencesSayTheirReasons(t *testing.T) {
	l := grid.Standard()
	want := []string{
		"r9c8=1 — assumed",
		"r5c8<>1 — r9c8=1 removes it (column 8)",
		"r4c5<>1 — 1 in row 5 locked in box 5",
		"r9c5<>1 — r9c8=1 removes it (row 9) (from 1)",
		"r5c5=1 — only place for 1 in column 5 (from 3, 4)",
		"r5c5<>3 — r5c5=1 removes it (same cell)",
	}
	for i, w := range want {
		if got := inferenceText(l, netBranch, i); got != w {
			t.Errorf("inference %d reads %q, want %q", i+1, got, w)
		}
	}
}

// netTrace is a path of one step, a net of two branches, the first
// carried as inferences.
func netTrace() *steps.Trace {
	st := steps.Step{Technique: "Cell Forcing Net", Text: "Cell Forcing Net: r9c8 {1,4} => r5c5<>3", Branches: []steps.Branch{
		{Premise: cand(9, 8, 1), On: true, Inferences: netBranch, Text: "r9c8=1 => r5c5<>3"},
		{Premise: cand(9, 8, 4), On: true, Links: []steps.Link{{From: cand(9, 8, 4), To: cand(5, 8, 4)}}, Text: "r9c8=4 -> r5c8<>4"},
	}}
	return &steps.Trace{Puzzle: grid.Puzzle{}, Steps: []steps.Step{st}, States: make([]steps.State, 2)}
}

func TestUnfoldFollowsABranch(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	v := View{Trace: netTrace(), Pos: 1, Reached: 1}
	p.OnBranch = func(b int) { v.Branch, v.Unfold = b, 0; p.Update(v) }
	p.OnUnfold = func(n int) { v.Unfold = n; p.Update(v) }
	p.Update(v)
	if p.unfold.content.Visible() {
		t.Fatal("the follow bar shows before a branch is chosen")
	}
	// Forward at a net chooses its first branch and starts it.
	p.Unfold(+1)
	if v.Branch != 1 || v.Unfold != 1 {
		t.Fatalf("forward gave branch %d unfolded to %d, want 1 and 1", v.Branch, v.Unfold)
	}
	for _, tt := range []struct {
		delta, want int
	}{{+1, 2}, {+1, 3}, {-1, 2}, {-1, 1}, {-1, 1}, {+1, 2}, {+1, 3}, {+1, 4}, {+1, 5}, {+1, 6}, {+1, 0}, {-1, 5}} {
		p.Unfold(tt.delta)
		if v.Unfold != tt.want {
			t.Fatalf("after %+d: unfolded to %d, want %d", tt.delta, v.Unfold, tt.want)
		}
		lines := p.UnfoldLines()
		n := tt.want
		if n == 0 {
			n = len(netBranch)
		}
		if len(lines) != n || !strings.HasPrefix(lines[n-1], "6. ") && n == 6 {
			t.Fatalf("unfolded to %d, %d lines listed: %q", tt.want, len(lines), lines)
		}
	}
	if !p.unfold.content.Visible() || !strings.Contains(p.unfold.counter.Text, "5 / 6") {
		t.Errorf("the counter reads %q", p.unfold.counter.Text)
	}
	// A branch of links unfolds a link at a time.
	p.OnBranch(2)
	if lines := unfoldLines(nil, &v.Trace.Steps[0], 2, 0); len(lines) != 1 || !strings.Contains(lines[0], "r9c8=4 => r5c8<>4") {
		t.Errorf("branch 2 reads %q", lines)
	}
}

func TestALSChainUnfoldsSetBySet(t *testing.T) {
	st := &steps.Step{
		Groups: []steps.Group{
			{Label: "A", Cells: []grid.Cell{8}, Digits: []int8{8, 9}},
			{Label: "B", Cells: []grid.Cell{34, 35}, Digits: []int8{3, 8, 9}},
		},
		Restricted: []steps.Candidate{{Cell: 8, Digit: 8}, {Cell: 35, Digit: 8}},
	}
	lines := unfoldLines(nil, st, 0, 2)
	want := []string{"1. A: r1c9 {89}", "2. B: r4c8,r4c9 {389} — tied to A by 8, which they cannot both hold"}
	if len(lines) != 2 || lines[0] != want[0] || lines[1] != want[1] {
		t.Errorf("the sets read %q, want %q", lines, want)
	}
	if lines := unfoldLines(nil, st, 0, 1); len(lines) != 1 {
		t.Errorf("unfolded to 1: %q", lines)
	}
}
