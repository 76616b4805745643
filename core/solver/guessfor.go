package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// GuessFor returns the guess the search would make in a position: the
// cell it branches on and the digit it tries first (see chooseGuess).
// It lets a step-by-step view of the search follow the solver's own
// strategy instead of a copy of it. The position is given as its
// placed digits g (0 for an open cell) and the candidates of its open
// cells, bit d of cands[c] for digit d (1–9); the candidates of placed
// cells are ignored. The choice is the solver's only for a position
// propagated as the search propagates it; ok is false when no open cell
// has two candidates or more.
func GuessFor(l *grid.Layout, g *grid.Grid, cands *[grid.NumCells]uint16) (cell grid.Cell, digit int8, ok bool) {
	s := solverPool.Get().(*Solver)
	defer solverPool.Put(s)
	m := s.masksFor(l)
	b := &s.stack[0]
	*b = board{}
	choice := false
	for c, v := range g {
		p := posOf[c] & (numPos - 1)
		w, rb := rowWord[c]&1, rowBit[c]
		var set uint16
		if v >= 1 && v <= 9 {
			set = 1 << uint(v-1)
		} else {
			set = cands[c] >> 1 & allDigits
			b.open[w] |= rb
			choice = choice || bits.OnesCount16(set) > 1
		}
		b.cells[p] = set
		for ds := set; ds != 0; ds &= ds - 1 {
			b.cand[bits.TrailingZeros16(ds)][w] |= rb
		}
	}
	if !choice {
		return -1, 0, false
	}
	pos, d := b.chooseGuess(m)
	return cellAt[pos&(numPos-1)], int8(d + 1), true
}

// cellAt maps a position back to its cell.
var cellAt = func() (c [numPos]grid.Cell) {
	for i, p := range posOf {
		c[p&(numPos-1)] = grid.Cell(i)
	}
	return
}()
