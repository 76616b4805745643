package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// fastSearch is search on the fast path's boards, step for step: the same
// guesses, in the same order, counted the same way.
func (s *Solver) fastSearch() bool {
	sp := 0
	for {
		b := &s.fstack[sp]
		if b.propagate(sp == 0) {
			if b.open[0]|b.open[1] != 0 {
				if s.guesses >= s.budget {
					return false
				}
				p, d := b.chooseGuess()
				s.guesses++
				sp++
				s.deepest = max(s.deepest, sp)
				b.branch(&s.fstack[sp], d, p)
				continue
			}
			if s.found == 0 {
				s.first = b.grid()
			}
			s.found++
			if s.found >= s.limit {
				return true
			}
		}
		if sp == 0 {
			return true
		}
		sp--
		s.backtracks++
	}
}

// branchGo makes child the board b with digit d placed at position p,
// the guess, and takes d at p from b, which the search tries next.
func (b *fboard) branchGo(child *fboard, d, p int) {
	*child = *b
	child.place(d, p)
	b.eliminate(d, p)
}

// chooseGuessGo is board.chooseGuess on the fast path's board: the same
// scores and, between equal scores, the same order (by position), so
// the same choice.
func (b *fboard) chooseGuessGo() (pos, digit int) {
	var one0, one1, two0, two1, three0, three1 uint64
	for d := range b.cand {
		x := &b.cand[d]
		three0 |= two0 & x[0]
		three1 |= two1 & x[1]
		two0 |= one0 & x[0]
		two1 |= one1 & x[1]
		one0 |= x[0]
		one1 |= x[1]
	}
	pairs := board81{two0 &^ three0 & b.open[0], two1 &^ three1 & b.open[1]}
	if pairs[0]|pairs[1] == 0 {
		return b.fewestCandidates()
	}
	// Score digit by digit: each pair cell gets the terms of its two
	// digits, then the cells are compared in position order. The two
	// words have a loop each and the masks live in locals, which keeps
	// the loop out of the stack; a score is at most 2 × 20 peers × 4,
	// so a byte holds it, and the array to clear is 128 bytes.
	peers := &standardMasks.peers
	pr0, pr1 := pairs[0], pairs[1]
	var score [numPos]uint8
	for d := range b.cand {
		x0, x1 := b.cand[d][0], b.cand[d][1]
		for s := x0 & pr0; s != 0; s &= s - 1 {
			c := trailingZeros(s) & 63
			p := &peers[c]
			y0, y1 := x0&p[0], x1&p[1]
			score[c] += uint8(bits.OnesCount64(y0) + bits.OnesCount64(y1) +
				3*(bits.OnesCount64(y0&pr0)+bits.OnesCount64(y1&pr1)))
		}
		for s := x1 & pr1; s != 0; s &= s - 1 {
			c := 64 | trailingZeros(s)&63
			p := &peers[c]
			y0, y1 := x0&p[0], x1&p[1]
			score[c] += uint8(bits.OnesCount64(y0) + bits.OnesCount64(y1) +
				3*(bits.OnesCount64(y0&pr0)+bits.OnesCount64(y1&pr1)))
		}
	}
	best, bestScore := -1, -1
	for w := range 2 {
		for s := pairs[w]; s != 0; s &= s - 1 {
			c := (w<<6 | trailingZeros(s)) & (numPos - 1)
			if int(score[c]) > bestScore {
				best, bestScore = c, int(score[c])
			}
		}
	}
	return best, b.lowestDigit(best)
}

// lowestDigit returns the lowest candidate of the cell at position p.
func (b *fboard) lowestDigit(p int) int {
	w, rb := p>>6&1, uint64(1)<<uint(p&63)
	for d := range b.cand {
		if b.cand[d][w]&rb != 0 {
			return d
		}
	}
	return -1
}

// fewestCandidates returns the position of the open cell with the fewest
// candidates, the first in position order, and its lowest candidate.
// Each cell's count is added up bit-sliced over the nine boards (c0–c3
// its bits, a word each), so that the search is a few word operations a
// count instead of a loop over the cells and their digits.
func (b *fboard) fewestCandidates() (pos, digit int) {
	var c00, c01, c02, c03, c10, c11, c12, c13 uint64 // word, bit of the count
	for d := range b.cand {
		x := b.cand[d][0]
		carry := c00 & x
		c00 ^= x
		x, c01 = c01&carry, c01^carry
		x, c02 = c02&x, c02^x
		c03 |= x
		x = b.cand[d][1]
		carry = c10 & x
		c10 ^= x
		x, c11 = c11&carry, c11^carry
		x, c12 = c12&x, c12^x
		c13 |= x
	}
	for n := range uint64(10) {
		// The cells whose count is n: each bit of the count as n has it.
		m0 := b.open[0] & ^(c00 ^ -(n & 1)) & ^(c01 ^ -(n >> 1 & 1)) & ^(c02 ^ -(n >> 2 & 1)) & ^(c03 ^ -(n >> 3))
		m1 := b.open[1] & ^(c10 ^ -(n & 1)) & ^(c11 ^ -(n >> 1 & 1)) & ^(c12 ^ -(n >> 2 & 1)) & ^(c13 ^ -(n >> 3))
		if m0 != 0 {
			p := trailingZeros(m0)
			return p, b.lowestDigit(p)
		}
		if m1 != 0 {
			p := 64 | trailingZeros(m1)
			return p, b.lowestDigit(p)
		}
	}
	return -1, -1
}

// grid reads the digits of a solved board. Each cell's digit is written
// in four bit planes; then each row's eight first cells come out of the
// planes a byte a cell (spreadBits), and its ninth cell bit by bit. No
// branch depends on the board: a loop over the set bits ended once a word
// and digit, 18 exits the branch predictor could not learn.
func (b *fboard) grid() grid.Grid {
	c := &b.cand
	var g grid.Grid
	for w := range 2 {
		// Bit k of each cell's digit (1–9): bit 0 is set in 1, 3, 5, 7
		// and 9, whose boards are c[0], c[2], c[4], c[6] and c[8].
		p0 := c[0][w] | c[2][w] | c[4][w] | c[6][w] | c[8][w]
		p1 := c[1][w] | c[2][w] | c[5][w] | c[6][w]
		p2 := c[3][w] | c[4][w] | c[5][w] | c[6][w]
		p3 := c[7][w] | c[8][w]
		for r := 6 * w; r < min(6*w+6, 9); r++ {
			shift := uint(r-6*w) * laneWidth
			l0, l1, l2, l3 := p0>>shift, p1>>shift, p2>>shift, p3>>shift
			first8 := spreadBits(uint8(l0)) | spreadBits(uint8(l1))<<1 |
				spreadBits(uint8(l2))<<2 | spreadBits(uint8(l3))<<3
			row := (*[9]int8)(g[9*r:])
			// One store: the compiler merges these byte stores.
			row[0], row[1], row[2], row[3] = int8(first8), int8(first8>>8), int8(first8>>16), int8(first8>>24)
			row[4], row[5], row[6], row[7] = int8(first8>>32), int8(first8>>40), int8(first8>>48), int8(first8>>56)
			row[8] = int8(l0>>8&1 | l1>>7&2 | l2>>6&4 | l3>>5&8)
		}
	}
	return g
}

// spreadBits returns bit i of v at bit 0 of byte i.
func spreadBits(v uint8) uint64 {
	const (
		ones  = 0x0101010101010101
		diag  = 0x8040201008040201 // bit i of byte i
		below = 0x7F7F7F7F7F7F7F7F // added to byte i, reaches bit 7 unless the byte is 0
	)
	return ((uint64(v)*ones&diag + below) >> 7) & ones
}
