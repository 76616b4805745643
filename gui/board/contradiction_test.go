package board

import (
	"image"
	"math"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// contradictionChainModel: if r5c5 were 6, r5c6 would lose 6 at once
// and 7 through r4c5=3 and r6c5=7, and be left without a candidate; so
// r5c5 is not 6.
func contradictionChainModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, sparsePuzzle))
	keepOnly(t, &m, "r5c5#679 r4c5#36 r6c5#37 r5c6#67")
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	weak := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b} }
	strong := func(a, b steps.Candidate) steps.Link { return steps.Link{From: a, To: b, Strong: true} }
	m.Step = &steps.Step{
		Technique:    "Contradiction Chain",
		Eliminations: []steps.Candidate{c("r5c5", 6)},
		Pattern:      []steps.Candidate{c("r5c5", 6)},
		Branches: []steps.Branch{{
			Premise: c("r5c5", 6), On: true, Contradiction: true,
			Links: []steps.Link{
				weak(c("r5c5", 6), c("r4c5", 6)),
				weak(c("r5c5", 6), c("r5c6", 6)),
				strong(c("r4c5", 6), c("r4c5", 3)),
				weak(c("r4c5", 3), c("r6c5", 3)),
				strong(c("r6c5", 3), c("r6c5", 7)),
				weak(c("r6c5", 7), c("r5c6", 7)),
			},
			Breakdown: &steps.Breakdown{Cell: boardCell(t, "r5c6"), House: -1},
			Text:      "r5c5=6 -> r4c5<>6 -> r5c6<>6 -> r4c5=3 -> r6c5<>3 -> r6c5=7 -> r5c6<>7 => r5c6 has no candidate left",
		}},
		Text: "Contradiction Chain: r5c5=6 => r5c6 has no candidate left => r5c5<>6",
	}
	return m
}

func TestBranchContradiction(t *testing.T) {
	r2c1, r5c5 := grid.CellAt(1, 0), grid.CellAt(4, 4)
	tests := []struct {
		bd   *steps.Breakdown
		want contradiction
		ok   bool
	}{
		{&steps.Breakdown{Cell: r2c1, House: -1}, contradiction{cell: r2c1, house: -1}, true},
		{&steps.Breakdown{Cell: -1, House: 3, Digit: 3}, contradiction{cell: -1, house: 3}, true},
		{&steps.Breakdown{Cell: -1, House: -1, Both: steps.Candidate{Cell: r5c5, Digit: 7}},
			contradiction{cell: -1, house: -1, cand: steps.Candidate{Cell: r5c5, Digit: 7}}, true},
		// A breakdown that names no place marks nothing.
		{&steps.Breakdown{Cell: -1, House: -1}, contradiction{}, false},
		{&steps.Breakdown{Cell: 81, House: 27}, contradiction{}, false},
		{nil, contradiction{}, false},
	}
	for _, tc := range tests {
		got, ok := branchContradiction(&steps.Branch{Contradiction: true, Breakdown: tc.bd})
		if ok != tc.ok || ok && got != tc.want {
			t.Errorf("%+v: got %+v, %v; want %+v, %v", tc.bd, got, ok, tc.want, tc.ok)
		}
	}
	if _, ok := branchContradiction(&steps.Branch{Breakdown: tests[0].bd}); ok {
		t.Error("a branch not marked as a contradiction has one")
	}
}

// TestContradictionRoles checks which contradictions are drawn: those of
// the branches shown, from their breakdowns; a house a branch ends in is
// drawn as a contradiction, and the step's own houses stay as they are.
func TestContradictionRoles(t *testing.T) {
	r2c1, r5c5 := grid.CellAt(1, 0), grid.CellAt(4, 4)
	st := &steps.Step{
		Technique: "House Forcing Net",
		Houses:    []int{20},
		Branches: []steps.Branch{
			{Contradiction: true, Breakdown: &steps.Breakdown{Cell: r2c1, House: -1}},
			{Contradiction: true, Breakdown: &steps.Breakdown{Cell: -1, House: 3, Digit: 3}},
			{Contradiction: true, Breakdown: &steps.Breakdown{Cell: -1, House: -1, Both: steps.Candidate{Cell: r5c5, Digit: 7}}},
			{Text: "r1c4=5 -> r9c9<>5"},
		},
	}
	roles := func(branch int) *stepRoles {
		r := resolveRoles(st, branch, 0)
		r.resolveContradictions(st)
		return r
	}
	all := roles(0)
	if !all.contraCells.Has(r2c1) || len(all.contraHouses) != 1 || all.contraHouses[0] != 3 || !all.contraCand[r5c5].Has(7) {
		t.Errorf("all branches: cells %v, houses %v, r5c5 %v", all.contraCells.Cells(), all.contraHouses, all.contraCand[r5c5].List())
	}
	if len(all.houses) != 1 || all.houses[0] != 20 {
		t.Errorf("the step's houses drawn are %v, want only its own, 20", all.houses)
	}
	second := roles(2)
	if second.contraCells.Len() != 0 || len(second.contraHouses) != 1 || second.contraCand[r5c5] != 0 {
		t.Errorf("branch 2 alone: cells %v, houses %v", second.contraCells.Cells(), second.contraHouses)
	}
	if none := roles(4); none.contraCells.Len() != 0 || len(none.contraHouses) != 0 || none.contraCand[r5c5] != 0 {
		t.Error("a branch without a contradiction shows one")
	}
}

// TestContradictionBranchPainted checks that the cell a contradiction
// chain's branch empties is ringed in the contradiction colour, and not
// when the step has no contradiction branch.
func TestContradictionBranchPainted(t *testing.T) {
	m := contradictionChainModel(t)
	opts := Options{Candidates: true}
	px := newPixelGrid(newBoardGeom(float64(goldenSize), float64(goldenSize)))
	x0, y0, x1, y1 := px.cellBox(boardCell(t, "r5c6"))
	// The middles of the ring's sides, just inside the cell's edge; an
	// arrow may run over one of them.
	thick := max(2, int(math.Round(px.cell*0.06)))
	w := int(math.Round(math.Max(2, px.cell*0.055)))
	k := thick/2 + 1 + w/2
	probes := [][2]int{{x0 + k, (y0 + y1) / 2}, {x1 - 1 - k, (y0 + y1) / 2}, {(x0 + x1) / 2, y0 + k}, {(x0 + x1) / 2, y1 - 1 - k}}
	red := func(img image.Image) bool {
		n := 0
		for _, q := range probes {
			r, g, b, _ := img.At(q[0], q[1]).RGBA()
			if r>>8 > g>>8+60 && r>>8 > b>>8+60 {
				n++
			}
		}
		return n >= 2
	}
	if !red(Image(m, sized(opts, goldenSize))) {
		t.Errorf("r5c6 is not ringed in red")
	}
	m.Step.Branches[0].Contradiction = false
	if red(Image(m, sized(opts, goldenSize))) {
		t.Error("r5c6 is ringed though the branch ends in no contradiction")
	}
}
