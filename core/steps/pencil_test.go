package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A pencil-mark puzzle's first position holds its given candidates, less
// those its givens rule out, and counts its narrowed empty cells among
// the Givens, which avoidable rectangles leave alone.
func TestNewStateGivenCandidates(t *testing.T) {
	var g grid.Grid
	g[0] = 5 // r1c1
	var m [grid.NumCells]uint16
	for c := range m {
		m[c] = grid.AllDigits
	}
	m[0] = 1 << 4       // r1c1: 5, its given
	m[1] = 1<<0 | 1<<4  // r1c2: 1 or 5, and 5 is taken by r1c1
	m[80] = 1<<2 | 1<<6 // r9c9: 3 or 7
	for _, tc := range []struct {
		name  string
		cands *[grid.NumCells]uint16
		cell  grid.Cell
		want  Digits
		fixed bool
	}{
		{"plain puzzle, peer of a given", nil, 1, AllDigits &^ DigitSet(5), false},
		{"plain puzzle, free cell", nil, 80, AllDigits, false},
		{"pencil marks less a given's digit", &m, 1, DigitSet(1), true},
		{"pencil marks", &m, 80, DigitSet(3, 7), true},
		{"all nine given", &m, 40, AllDigits, false},
	} {
		s := NewState(grid.Puzzle{Givens: g, Candidates: tc.cands})
		if s.Candidates[tc.cell] != tc.want || s.Givens.Has(tc.cell) != tc.fixed {
			t.Errorf("%s: %v has %v (in Givens %v), want %v (%v)", tc.name, tc.cell, s.Candidates[tc.cell].List(), s.Givens.Has(tc.cell), tc.want.List(), tc.fixed)
		}
	}
}

// A given its own candidates leave out makes the puzzle invalid, for
// the step engine and the search-count modes, as clashing givens do.
func TestGivenOutsideItsCandidates(t *testing.T) {
	p := grid.Puzzle{Givens: grid.Grid{0: 5}}
	var m [grid.NumCells]uint16
	for c := range m {
		m[c] = grid.AllDigits
	}
	m[0] = grid.AllDigits &^ (1 << 4)
	p.Candidates = &m
	if tr := Solve(p); tr.Status != Invalid || tr.Reason != "r1c1: given 5 is not among its candidates" {
		t.Errorf("path: %v %q, want invalid", tr.Status, tr.Reason)
	}
	for _, mode := range []SearchMode{MRV, Plain} {
		if c := CountSearch(p, mode, 1000); c.Status != Invalid {
			t.Errorf("%v count: %v, want invalid", mode, c.Status)
		}
	}
}
