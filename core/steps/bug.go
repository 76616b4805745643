package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findBUGPlus1 looks for a Bivalue Universal Grave plus one: every empty
// cell holds two candidates but one, which holds three, and every digit
// has zero or two places in every house except one digit d of that cell,
// which has three in each of its houses. Without d there, the grid would
// be a BUG: swapping every cell to its other candidate keeps each house
// valid, so it would have no solution or at least two. A puzzle with one
// solution therefore puts d in that cell.
func findBUGPlus1(s *State) (Step, bool) {
	l := layoutOf(s)
	// The cheap test first: one cell of three candidates, the rest of two.
	plus := grid.Cell(-1)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] != 0 {
			continue
		}
		switch (s.Candidates[c] & AllDigits).Len() {
		case 2:
		case 3:
			if plus >= 0 {
				return Step{}, false
			}
			plus = c
		default:
			return Step{}, false
		}
	}
	if plus < 0 {
		return Step{}, false
	}
	ds := s.Candidates[plus] & AllDigits
	var d int8
	threes := 0 // houses where d has three places; all three of plus's must
	inPlus := l.HousesOf(plus)
	for h := 0; h < grid.NumHouses; h++ {
		var count [10]int8
		for _, c := range l.House(h).Cells {
			if s.Grid[c] != 0 {
				continue
			}
			for m := uint16(s.Candidates[c] & AllDigits); m != 0; m &= m - 1 {
				count[onlyDigit(Digits(m))]++
			}
		}
		holds := h == inPlus[0] || h == inPlus[1] || h == inPlus[2]
		for x := int8(1); x <= 9; x++ {
			switch n := count[x]; {
			case n == 0 || n == 2:
			case n == 3 && holds && ds.Has(x) && (d == 0 || d == x):
				d = x
				threes++
			default:
				return Step{}, false
			}
		}
	}
	if threes != 3 {
		return Step{}, false
	}
	return bugStep(s, l, plus, d), true
}

// bugStep makes the BUG+1 step: d goes in cell c, whose other candidates
// go with it.
func bugStep(s *State, l *grid.Layout, c grid.Cell, d int8) Step {
	hs := l.HousesOf(c)
	st := Step{
		Technique:  "BUG+1",
		Kind:       Logic,
		Placements: []Candidate{{c, d}},
		Houses:     hs[:],
	}
	for _, x := range (s.Candidates[c] & AllDigits &^ DigitSet(d)).List() {
		st.Eliminations = append(st.Eliminations, Candidate{c, x})
	}
	// The pattern is d's three places in each house of c.
	var places grid.CellSet
	for _, h := range hs {
		for _, p := range l.House(h).Cells {
			if s.Grid[p] == 0 && s.Candidates[p].Has(d) {
				places = places.With(p)
			}
		}
	}
	for _, p := range places.Cells() {
		st.Pattern = append(st.Pattern, Candidate{p, d})
	}
	st.Text = fmt.Sprintf("BUG+1: %d in %v => %v=%d", d, c, c, d)
	st.Explanation = fmt.Sprintf("Every empty cell but %v has two candidates, and every digit has two places or "+
		"none in each house, except %d, which has three in %s. Were %v not %d, every cell could switch to its other "+
		"candidate and the puzzle would have no solution or two; it has one, so %v is %d.",
		c, d, houseList(l, hs[:]), c, d, c, d)
	return st
}
