package board

import (
	"fmt"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The golden images of issue 16's readable board: a forcing net followed
// one inference at a time (its first branch unfolded at several points,
// light and dark), a board whose region colours fade under a net with
// all its branches, and the labelled sets of an ALS Chain, light and
// dark. The net is the first Cell Forcing Net of top95's paths.

// unfoldedNet returns a golden model function for the first Cell Forcing
// Net of the classic sets, its first branch unfolded to k inferences.
func unfoldedNet(k int) func(*testing.T) Model {
	return func(t *testing.T) Model {
		m, where, ok := findRealStep(t, "Cell Forcing Net", classicSets)
		if !ok {
			t.Skip("no path uses a Cell Forcing Net")
		}
		t.Logf("%s: %s", where, m.Step.Text)
		m.Branch, m.Unfold = 1, k
		return m
	}
}

func init() {
	for _, k := range []int{1, 3, 5} {
		goldenCases = append(goldenCases, goldenCase{
			name:  fmt.Sprintf("net_unfold%d", k),
			opts:  Options{RegionColours: true, Candidates: true},
			model: unfoldedNet(k),
		})
	}
	goldenCases = append(goldenCases,
		goldenCase{"net_unfold3_dark", Options{RegionColours: true, Candidates: true, Dark: true}, unfoldedNet(3)},
		goldenCase{"net_faded", Options{RegionColours: true, Candidates: true}, realStepModel("Cell Forcing Net", classicSets)},
		goldenCase{"net_faded_dark", Options{RegionColours: true, Candidates: true, Dark: true}, realStepModel("Cell Forcing Net", classicSets)},
		goldenCase{"many_branches", Options{Candidates: true}, manyBranchesModel},
		goldenCase{"als_chain_labelled_dark", Options{RegionColours: true, Candidates: true, Dark: true}, realStepModel("ALS Chain", classicSets)},
	)
}

// TestUnfoldedNetDrawsSoFar checks the model of the golden net: unfolded
// to k, the board draws the arrows of the first k inferences only, and
// rings the k-th.
func TestUnfoldedNetDrawsSoFar(t *testing.T) {
	m := unfoldedNet(3)(t)
	br := &m.Step.Branches[0]
	if len(br.Inferences) < 4 {
		t.Skipf("the net's first branch has %d inferences", len(br.Inferences))
	}
	r := resolveRoles(m.Step, 1, 3)
	if !r.hasNewest || r.newest != br.Inferences[2].Candidate {
		t.Errorf("the newest is %v (%v), want %v", r.newest, r.hasNewest, br.Inferences[2].Candidate)
	}
	for _, a := range r.arrows {
		if a.to == br.Inferences[3].Candidate && a.from != br.Inferences[2].Candidate {
			t.Errorf("an arrow reaches %v, the 4th inference, before it is unfolded", a.to)
		}
	}
	last := br.Inferences[len(br.Inferences)-1].Candidate
	if (r.bTrue[last.Cell] | r.bFalse[last.Cell]).Has(last.Digit) && last != br.Inferences[0].Candidate && last != br.Inferences[1].Candidate && last != br.Inferences[2].Candidate {
		t.Errorf("the branch's last inference %v is drawn at 3 of %d", last, len(br.Inferences))
	}
	if got := Unfolds(m.Step, 1); got != len(br.Inferences) {
		t.Errorf("Unfolds = %d, want %d", got, len(br.Inferences))
	}
}

// manyBranchesModel is the forcing chain fixture with two more branches,
// the fifth taking the first's colour again: drawn hollow.
func manyBranchesModel(t *testing.T) Model {
	m := forcingChainModel(t)
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	extra := func(a, b steps.Candidate) steps.Branch {
		return steps.Branch{Premise: a, On: true, Links: []steps.Link{{From: a, To: b}}}
	}
	m.Step.Branches = append(m.Step.Branches, extra(c("r1c2", 5), c("r1c5", 5)), extra(c("r9c1", 4), c("r9c8", 4)))
	return m
}
