package solver

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Given candidates (a pencil-mark puzzle, grid.Puzzle.Candidates) are
// applied after a board's setup from the givens: each open cell loses the
// digits its set leaves out. The rules then take them as they take any
// elimination, so the search is exact under them.

// givensAllowed reports whether every given of p is among its cell's
// given candidates; a puzzle where one is not has no solution.
func givensAllowed(p *grid.Puzzle) bool {
	for c, d := range p.Givens {
		if d != 0 && !p.Allows(c, d) {
			return false
		}
	}
	return true
}

// restrict removes from the board of p's givens the candidates p does
// not give. It reports false when a given or an open cell is left
// without a candidate.
func (b *board) restrict(m *layoutMasks, p *grid.Puzzle) bool {
	if p.Candidates == nil {
		return true
	}
	if !givensAllowed(p) {
		return false
	}
	for c, d := range p.Givens {
		if d != 0 {
			continue
		}
		pos := int(posOf[c])
		for out := ^p.CandidatesAt(c) & allDigits; out != 0; out &= out - 1 {
			if !b.eliminate(m, trailingZeros(uint64(out)), pos) {
				return false
			}
		}
	}
	return true
}

// restrict removes from the thorough board of p's givens, renamed by
// rename when it is not nil, the candidates p does not give. It reports
// false when a given is not among its cell's candidates; an open cell
// left without any is found by the next propagate.
func (b *tboard) restrict(p *grid.Puzzle, rename *[10]int8) bool {
	if p.Candidates == nil {
		return true
	}
	if !givensAllowed(p) {
		return false
	}
	for c, d := range p.Givens {
		if d != 0 {
			continue
		}
		w, bit := cellBit(c)
		for out := ^p.CandidatesAt(c) & allDigits; out != 0; out &= out - 1 {
			e := trailingZeros(uint64(out)) + 1
			if rename != nil {
				e = int(rename[e])
			}
			b.cand[(e-1)%9][w] &^= bit
		}
	}
	b.dirtyHidden, b.dirtyLocked = allDigits, allDigits
	return true
}
