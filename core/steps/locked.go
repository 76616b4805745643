package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Locked candidates. The rule is one rule over houses: when every
// candidate of digit d in house A lies inside house B, d goes in A∩B, so
// it cannot go anywhere else in B. With A a region and B a line it is
// called Pointing, with A a line and B a region Claiming (Box-Line
// Reduction). Any region–line pair that meets counts, so on a jigsaw map
// a region that touches a row in five cells works like a box.

// digitPlaces returns, for each digit, the empty cells that have it as
// a candidate.
func digitPlaces(s *State) [10]grid.CellSet {
	var out [10]grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(s.Candidates[c]); m != 0; m &= m - 1 {
			d := trailingDigit(m)
			out[d] = out[d].With(c)
		}
	}
	return out
}

// trailingDigit returns the lowest digit of a non-empty digit mask.
func trailingDigit(m uint16) int8 {
	d := int8(0)
	for m&1 == 0 {
		m >>= 1
		d++
	}
	return d
}

// setCandidates lists the candidates d of the cells of set.
func setCandidates(set grid.CellSet, d int8) []Candidate {
	out := make([]Candidate, 0, set.Len())
	visitCells(set, func(c grid.Cell) { out = append(out, Candidate{c, d}) })
	return out
}

func findPointing(s *State) (Step, bool) { return findLocked(s, true) }

func findClaiming(s *State) (Step, bool) { return findLocked(s, false) }

// findLocked looks for locked candidates: with pointing, A runs over the
// regions and B over the lines; otherwise the other way round.
func findLocked(s *State, pointing bool) (Step, bool) {
	places := digitPlaces(s)
	l := s.Layout
	first, last := 0, 18 // the lines are A
	if pointing {
		first, last = 18, 27 // the regions are A
	}
	for a := first; a < last; a++ {
		houseA := l.House(a)
		for d := int8(1); d <= 9; d++ {
			inA := places[d].And(houseA.Set)
			if inA.Len() < 2 {
				continue // none, or a hidden single
			}
			// B must hold the first cell of inA: try its houses of the other kind.
			for _, b := range l.HousesOf(inA.First()) {
				if b == a || (b >= 18) == pointing {
					continue
				}
				setB := l.House(b).Set
				if !inA.AndNot(setB).Empty() {
					continue
				}
				elim := places[d].And(setB).AndNot(houseA.Set)
				if elim.Empty() {
					continue
				}
				return lockedStep(s, pointing, d, a, b, inA, elim), true
			}
		}
	}
	return Step{}, false
}

func lockedStep(s *State, pointing bool, d int8, a, b int, inA, elim grid.CellSet) Step {
	name := "Claiming"
	if pointing {
		name = "Pointing"
	}
	st := Step{
		Technique:    name,
		Eliminations: setCandidates(elim, d),
		Pattern:      setCandidates(inA, d),
		Houses:       []int{a, b},
	}
	nameA, nameB, ds := houseName(s.Layout, a), houseName(s.Layout, b), strconv.Itoa(int(d))
	st.Text = logicText(name, ds+" in "+nameA, &st)
	st.Explanation = "In " + nameA + ", " + ds + " can only go in " + words.And(cellNames(inA.Cells())) +
		", all of them in " + nameB + ". Whichever of them holds it, " + nameB + " gets its " + ds +
		" inside " + nameA + ", so no other cell of " + nameB + " can be " + ds +
		": remove " + eliminationWords(st.Eliminations) + "."
	return st
}
