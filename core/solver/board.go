package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// board is one search state. The candidates are kept three ways, each
// suiting some rules: per digit as 81-bit boards in row order and in
// region order (see masks.go), and per cell as a 9-bit set. A placed digit
// stays the only candidate of its own cell, so every house keeps at least
// one candidate of every digit until a contradiction; the open sets tell
// placed cells from singles waiting to be placed. A board holds no
// pointers: a guess copies it as plain memory.
type board struct {
	cand    [9]board81     // row order, per digit
	candReg [9]board81     // region order, per digit
	cells   [numPos]uint16 // per cell (by position, see posOf), bit d for digit d+1
	open    board81        // row order: cells without a digit yet
	openReg board81        // the same in region order
	pending board81        // row order: open cells down to one candidate, to place
	// Digits whose candidates changed since the hidden-single or the
	// locked-candidate rule last looked at them.
	dirtyHidden, dirtyLocked uint16
}

// allDigits is the set of the nine digits as bits 0–8.
const allDigits = 0x1FF

func trailingZeros(x uint64) int { return bits.TrailingZeros64(x) }

// setup makes the board of the givens g all at once, which is several
// times cheaper than placing them one by one. It reports false when a
// value is out of range, two givens clash, or an empty cell is left
// without a candidate.
func (b *board) setup(m *layoutMasks, g *grid.Grid) bool {
	var given, givenReg, seen, seenReg [9]board81 // the givens of each digit and their peers
	var filled, filledReg board81
	var used [32]uint16 // digits given in each row, column and region (see housesOf)
	for c, v := range g {
		if v == 0 {
			continue
		}
		if v < 0 || v > 9 {
			return false
		}
		d := int(v-1) % 9
		pos := posOf[c] & (numPos - 1)
		w, rb := rowWord[c]&1, rowBit[c]
		rw, rrb := m.regWord[pos]&1, m.regBit[pos]
		given[d][w] |= rb
		givenReg[d][rw] |= rrb
		filled[w] |= rb
		filledReg[rw] |= rrb
		p, q := &m.peers[pos], &m.peersReg[pos]
		s, t := &seen[d], &seenReg[d]
		s[0] |= p[0]
		s[1] |= p[1]
		t[0] |= q[0]
		t[1] |= q[1]
		hs := &m.housesOf[c]
		used[hs[0]&31] |= 1 << uint(d)
		used[hs[1]&31] |= 1 << uint(d)
		used[hs[2]&31] |= 1 << uint(d)
	}
	for d := range b.cand {
		x, s := &given[d], &seen[d]
		if x[0]&s[0]|x[1]&s[1] != 0 {
			return false // two givens of d see each other
		}
		y, t := &givenReg[d], &seenReg[d]
		for w := range 2 {
			b.cand[d][w] = boardAll[w]&^filled[w]&^s[w] | x[w]
			b.candReg[d][w] = boardAll[w]&^filledReg[w]&^t[w] | y[w]
		}
	}
	b.pending = board81{}
	for c, v := range g {
		pos := posOf[c] & (numPos - 1)
		if v != 0 {
			b.cells[pos] = 1 << uint(v-1)
			continue
		}
		hs := &m.housesOf[c]
		cell := allDigits &^ (used[hs[0]&31] | used[hs[1]&31] | used[hs[2]&31])
		b.cells[pos] = cell
		if cell&(cell-1) == 0 {
			if cell == 0 {
				return false
			}
			b.pending[rowWord[c]&1] |= rowBit[c]
		}
	}
	for w := range 2 {
		b.open[w] = boardAll[w] &^ filled[w]
		b.openReg[w] = boardAll[w] &^ filledReg[w]
	}
	b.dirtyHidden, b.dirtyLocked = allDigits, allDigits
	return true
}

// place puts digit d (0–8) in the open cell at position p: the cell loses
// its other candidates and its peers lose d. Peers left with one candidate
// join the pending singles. It reports false when d is no longer a
// candidate of the cell or a peer is left with none.
func (b *board) place(m *layoutMasks, d int, p int) bool {
	p &= numPos - 1
	bit := uint16(1) << uint(d)
	cell := b.cells[p]
	if cell&bit == 0 {
		return false
	}
	w, rb := p>>6, uint64(1)<<uint(p&63)
	rw, rrb := m.regWord[p]&1, m.regBit[p]
	for others := cell &^ bit; others != 0; others &= others - 1 {
		e := bits.TrailingZeros16(others)
		b.cand[e][w] &^= rb
		b.candReg[e][rw] &^= rrb
	}
	b.cells[p] = bit
	b.dirtyHidden |= cell
	b.dirtyLocked |= cell
	b.open[w] &^= rb
	b.openReg[rw] &^= rrb
	b.pending[w] &^= rb

	peers, q := &m.peers[p], &m.peersReg[p]
	x, y := &b.cand[d], &b.candReg[d]
	a0, a1 := x[0]&peers[0], x[1]&peers[1] // the peers that lose d
	x[0] &^= peers[0]
	x[1] &^= peers[1]
	y[0] &^= q[0]
	y[1] &^= q[1]
	return b.dropFromCells(bit, 0, a0) && b.dropFromCells(bit, 1, a1)
}

// dropFromCells removes the digit bit from the per-cell sets of the cells
// of one row-order word, queueing those left with one candidate. It
// reports false when one is left with none.
func (b *board) dropFromCells(bit uint16, w int, cells uint64) bool {
	for ; cells != 0; cells &= cells - 1 {
		i := trailingZeros(cells)
		p := (w<<6 | i) & (numPos - 1)
		v := b.cells[p] &^ bit
		b.cells[p] = v
		if v&(v-1) == 0 {
			if v == 0 {
				return false
			}
			b.pending[w] |= 1 << uint(i)
		}
	}
	return true
}

// eliminate removes digit d as a candidate of the open cell at position
// p. It reports false when the cell is left with no candidate.
func (b *board) eliminate(m *layoutMasks, d int, p int) bool {
	p &= numPos - 1
	bit := uint16(1) << uint(d)
	v := b.cells[p]
	if v&bit == 0 {
		return true
	}
	w, rb := p>>6, uint64(1)<<uint(p&63)
	b.cand[d][w] &^= rb
	b.candReg[d][m.regWord[p]&1] &^= m.regBit[p]
	b.dirtyHidden |= bit
	b.dirtyLocked |= bit
	v &^= bit
	b.cells[p] = v
	if v&(v-1) == 0 {
		if v == 0 {
			return false
		}
		b.pending[w] |= rb
	}
	return true
}

// solved reports whether every cell holds a digit.
func (b *board) solved() bool { return b.open[0]|b.open[1] == 0 }

// propagate applies naked singles, hidden singles and, at the root of the
// search, locked candidates (pointing and claiming, between any line and
// any region) until none applies, cheapest rule first. It reports false on
// a contradiction: a cell without candidates, or a house where a digit has
// no place.
//
// Locked candidates stop below the root because there they cost more than
// they save (measured on the benchmark sets): they take a quarter of a
// node's work and save a quarter of the guesses on the hardest sets,
// while at the root, where most easy puzzles are settled, they save far
// more than they cost (17_clue needs five times fewer guesses with them).
func (b *board) propagate(m *layoutMasks, root bool) bool {
	for {
		if !b.placePending(m) {
			return false
		}
		if b.dirtyHidden != 0 {
			placed, ok := b.hiddenSingles(m)
			if !ok {
				return false
			}
			if placed {
				continue
			}
		}
		if !root || b.dirtyLocked == 0 {
			return true
		}
		removed, ok := b.lockedCandidates(m)
		if !ok {
			return false
		}
		if !removed {
			return true
		}
	}
}

// placePending places the naked singles, including those their placing
// creates.
func (b *board) placePending(m *layoutMasks) bool {
	for {
		w := 0
		switch {
		case b.pending[0] != 0:
		case b.pending[1] != 0:
			w = 1
		default:
			return true
		}
		p := (w<<6 | trailingZeros(b.pending[w])) & (numPos - 1)
		if !b.place(m, bits.TrailingZeros16(b.cells[p]), p) {
			return false
		}
	}
}

// toRowOrder returns the cells of r (region order) in row order.
func (r *board81) toRowOrder(m *layoutMasks) (s board81) {
	for w := range 2 {
		for t := r[w]; t != 0; t &= t - 1 {
			p := m.regPos[w][trailingZeros(t)&63]
			s[p>>6&1] |= 1 << (p & 63)
		}
	}
	return s
}
