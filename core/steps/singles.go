package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Singles: the steps that place a digit. Each looks at houses as data,
// so a jigsaw region is searched exactly like a box.

// scanOrder is the order in which the singles look at houses: regions
// first, then rows, then columns, the way people scan a grid.
var scanOrder = func() [grid.NumHouses]int {
	var o [grid.NumHouses]int
	for i := range o {
		o[i] = (i + 18) % grid.NumHouses
	}
	return o
}()

// houseDigits returns the digits placed in house h and the candidate
// digits that appear in exactly one of its empty cells.
func houseDigits(s *State, h int) (placed, once Digits) {
	var seen, twice Digits
	for _, c := range s.Layout.House(h).Cells {
		if d := s.Grid[c]; d != 0 {
			placed |= 1 << uint(d)
			continue
		}
		m := s.Candidates[c]
		twice |= seen & m
		seen |= m
	}
	return placed, seen &^ twice &^ placed
}

// findFullHouse finds a house with a single empty cell: it takes the
// one digit the house lacks. It is the first of eachFullHouse.
func findFullHouse(s *State) (Step, bool) { return firstYielded(s, eachFullHouse) }

// findNakedSingle finds an empty cell with one candidate left.
func findNakedSingle(s *State) (Step, bool) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		m := s.Candidates[c]
		if s.Grid[c] != 0 || m.Len() != 1 {
			continue
		}
		return nakedSingleStep(s, c, int8(bits.TrailingZeros16(uint16(m)))), true
	}
	return Step{}, false
}

// nakedSingleStep is the step placing d in c, its one candidate left.
func nakedSingleStep(s *State, c grid.Cell, d int8) Step {
	st := Step{Technique: "Naked Single", Placements: []Candidate{{c, d}}}
	st.Text = "Naked Single: " + string(appendDigit(append(appendCell(nil, c), '='), d))
	st.Explanation = "The only candidate left in " + cellName(c) + " is " + digitList([]int8{d}) +
		": every other digit is already in its row, column or " + regionWord(s.Layout) +
		" or has been ruled out, so " + cellName(c) + " is " + digitList([]int8{d}) + "."
	return st
}

// findHiddenSingle finds a digit that has one place left in a house.
func findHiddenSingle(s *State) (Step, bool) {
	for _, h := range scanOrder {
		_, once := houseDigits(s, h)
		if once == 0 {
			continue
		}
		d := int8(bits.TrailingZeros16(uint16(once)))
		for _, c := range s.Layout.House(h).Cells {
			if s.Grid[c] != 0 || !s.Candidates[c].Has(d) {
				continue
			}
			return hiddenSingleStep(s, h, c, d), true
		}
	}
	return Step{}, false
}

// hiddenSingleStep is the step placing d in c, its one place left in house h.
func hiddenSingleStep(s *State, h int, c grid.Cell, d int8) Step {
	name := houseName(s.Layout, h)
	ds := digitList([]int8{d})
	st := Step{Technique: "Hidden Single", Placements: []Candidate{{c, d}}, Houses: []int{h}}
	st.Text = "Hidden Single: " + string(appendDigit(append(appendCell(nil, c), '='), d)) + " in " + name
	st.Explanation = "In " + name + ", " + ds + " can only go in " + cellName(c) +
		": every other cell of " + name + " is filled or cannot hold " + ds + ". So " +
		cellName(c) + " is " + ds + "."
	return st
}
