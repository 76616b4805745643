package puzzlefile

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Candidates are a pencil-mark puzzle's given candidates: for each cell
// the digits it may hold, bit d-1 for digit d. A plain puzzle gives its
// digit on a given cell and all nine on an empty one (CandidatesOf).
type Candidates [grid.NumCells]uint16

// AllCandidates is the set of the nine digits.
const AllCandidates uint16 = 1<<9 - 1

// CandidatesOf returns the candidates a plain puzzle gives.
func CandidatesOf(g grid.Grid) *Candidates {
	var m Candidates
	for c, d := range g {
		if d >= 1 && d <= 9 {
			m[c] = 1 << (d - 1)
		} else {
			m[c] = AllCandidates
		}
	}
	return &m
}

// Givens returns the cells of one candidate as givens.
func (m *Candidates) Givens() grid.Grid {
	var g grid.Grid
	for c, set := range m {
		if bits.OnesCount16(set) == 1 {
			g[c] = int8(bits.TrailingZeros16(set) + 1)
		}
	}
	return g
}

// candidatesAt returns entry i's given candidates (see marksAt), or
// those its givens give.
func (set *Set) candidatesAt(i int, g grid.Grid) *Candidates {
	if m := set.marksAt(i); m != nil {
		return m
	}
	return CandidatesOf(g)
}

// GiveCandidates puts each entry's candidates read from the file into its
// puzzle (grid.Puzzle.Candidates), for the solver and the step engine to
// honour; entries without any stay ordinary puzzles. It reports how many
// entries have given candidates.
func (set *Set) GiveCandidates() int {
	n := 0
	for i, m := range set.Candidates {
		if m != nil && i < len(set.Entries) {
			set.Entries[i].Puzzle.Candidates = (*[grid.NumCells]uint16)(m)
			n++
		}
	}
	return n
}
