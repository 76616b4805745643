package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Digits is a set of digits 1–9 as bits 1–9 of a mask.
type Digits uint16

// AllDigits holds every digit 1–9.
const AllDigits Digits = 0x3FE

// Has reports whether d is in the set.
func (m Digits) Has(d int8) bool { return m>>uint(d)&1 != 0 }

// Len returns the number of digits in the set.
func (m Digits) Len() int { return bits.OnesCount16(uint16(m)) }

// List returns the digits in increasing order.
func (m Digits) List() []int8 {
	out := make([]int8, 0, m.Len())
	for x := uint16(m); x != 0; x &= x - 1 {
		out = append(out, int8(bits.TrailingZeros16(x)))
	}
	return out
}

// DigitSet returns the set of the given digits.
func DigitSet(ds ...int8) Digits {
	var m Digits
	for _, d := range ds {
		m |= 1 << uint(d)
	}
	return m
}

// State is a solving position: the digits placed so far and the
// candidates of every empty cell (a placed cell has no candidates).
type State struct {
	Grid       grid.Grid
	Candidates [grid.NumCells]Digits
	Layout     *grid.Layout
	// Givens are the cells whose digit the puzzle gives, as opposed to
	// those solved since; avoidable rectangles tell them apart. In a
	// pencil-mark puzzle they also hold the empty cells whose given
	// candidates are fewer than nine: a digit swap there might put a
	// digit the puzzle rules out, so avoidable rectangles leave them out.
	Givens grid.CellSet
}

// NewState starts a position from the puzzle's givens, with every
// candidate that no given rules out and, in a pencil-mark puzzle, that
// the cell's given candidates hold. It does not check the givens.
func NewState(p grid.Puzzle) State {
	s := State{Grid: p.Givens, Layout: p.Regions()}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] != 0 {
			s.Givens = s.Givens.With(c)
			continue
		}
		m := AllDigits
		if given := p.CandidatesAt(int(c)); given != grid.AllDigits {
			m = Digits(given) << 1
			s.Givens = s.Givens.With(c)
		}
		visitCells(s.Layout.Peers(c), func(q grid.Cell) { m &^= 1 << uint(s.Grid[q]) })
		s.Candidates[c] = m
	}
	return s
}

// Place puts d in c and removes d from the candidates of c's peers.
func (s *State) Place(c grid.Cell, d int8) {
	s.Grid[c] = d
	s.Candidates[c] = 0
	bit := Digits(1) << uint(d)
	peers := s.Layout.Peers(c)
	// Walk the peer bitmap in place: Place runs for every placement of
	// every search probe, so it must not allocate.
	for lo := peers.Lo; lo != 0; lo &= lo - 1 {
		s.Candidates[bits.TrailingZeros64(lo)] &^= bit
	}
	for hi := peers.Hi; hi != 0; hi &= hi - 1 {
		s.Candidates[64+bits.TrailingZeros64(hi)] &^= bit
	}
}

// visitCells calls fn for each cell of set in increasing order without
// allocating a slice.
func visitCells(set grid.CellSet, fn func(c grid.Cell)) {
	for lo := set.Lo; lo != 0; lo &= lo - 1 {
		fn(grid.Cell(bits.TrailingZeros64(lo)))
	}
	for hi := set.Hi; hi != 0; hi &= hi - 1 {
		fn(grid.Cell(64 + bits.TrailingZeros64(hi)))
	}
}

// Eliminate removes candidate d from c.
func (s *State) Eliminate(c grid.Cell, d int8) { s.Candidates[c] &^= 1 << uint(d) }

// Apply makes the placements and eliminations of a logical step. Guesses
// and backtracks are applied by the search, which keeps the states to return to.
func (s *State) Apply(st *Step) {
	for _, p := range st.Placements {
		s.Place(p.Cell, p.Digit)
	}
	for _, e := range st.Eliminations {
		s.Eliminate(e.Cell, e.Digit)
	}
}

// Solved reports whether every cell holds a digit.
func (s *State) Solved() bool { return s.Grid.Filled() == grid.NumCells }

// CellsWith returns the empty cells of house h that have candidate d.
func (s *State) CellsWith(h int, d int8) grid.CellSet {
	var out grid.CellSet
	for _, c := range s.Layout.House(h).Cells {
		if s.Candidates[c].Has(d) {
			out = out.With(c)
		}
	}
	return out
}
