package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The thorough search is what Solve falls back on when its first
// attempt runs long: a search built to rule out large subtrees without
// solutions rather than to be quick on real puzzles. At every node it
// applies naked and hidden singles over every house (the layout's and
// those the law of leftovers derives, see layoutHouses) and locked
// candidates between every two houses that cross. It branches, as
// dancing links does, on whichever is narrowest: a cell with the fewest
// candidates, or a digit with the fewest places left in a house. The
// second is what a search on cells alone lacks: a digit confined to two
// cells of a house (a hidden pair, say) is a two-way choice even when
// every cell has four candidates, and on an impossible puzzle that
// choice is often where both ways fail at once.

// tboard is one state of the thorough search: each digit's candidates
// by cell index (a placed cell keeps its digit as its only candidate)
// and the cells still open. It holds no pointers: a guess copies it.
type tboard struct {
	cand [9]cellSet
	open cellSet
	// Digits whose candidates changed since the hidden-single or the
	// locked-candidate rule last looked at them.
	dirtyHidden, dirtyLocked uint16
}

// thorough is the thorough search's storage, which a Solver allocates the
// first time it needs it.
type thorough struct {
	houses layoutHouses
	stack  [maxDepth]tboard
}

// housesFor returns the houses of layout l, deriving them only when l
// differs from the last layout the thorough search saw.
func (s *Solver) housesFor(l *grid.Layout) *layoutHouses {
	if s.deep == nil {
		s.deep = new(thorough)
	}
	h := &s.deep.houses
	if h.layout == nil || h.layout != l && !h.layout.Equal(l) {
		h.build(l)
	}
	return h
}

// setup makes the board of the givens g. It reports false when a value
// is out of range or two givens clash.
func (b *tboard) setup(h *layoutHouses, g *grid.Grid) bool {
	for d := range b.cand {
		b.cand[d] = cellSet{^uint64(0), 1<<(grid.NumCells-64) - 1}
	}
	b.open = b.cand[0]
	b.dirtyHidden, b.dirtyLocked = allDigits, allDigits
	for c, v := range g {
		if v == 0 {
			continue
		}
		if v < 0 || v > 9 || !b.place(h, int(v-1)%9, c) {
			return false
		}
	}
	return true
}

// place puts digit d (0–8) in the open cell c: the cell loses its other
// candidates and its peers lose d. It reports false when d is no longer
// a candidate of c. A peer left without candidates is found by the next
// propagate.
func (b *tboard) place(h *layoutHouses, d, c int) bool {
	w, bit := cellBit(c)
	if b.cand[d%9][w]&bit == 0 {
		return false
	}
	changed := uint16(1) << uint(d%9)
	for e := range b.cand {
		changed |= uint16(b.cand[e][w]>>uint(c&63)&1) << uint(e)
		b.cand[e][w] &^= bit
	}
	x, p := &b.cand[d%9], &h.peers[c%grid.NumCells]
	x[w] |= bit
	x[0] &^= p[0]
	x[1] &^= p[1]
	b.open[w] &^= bit
	b.dirtyHidden |= changed
	b.dirtyLocked |= changed
	return true
}

// propagate applies naked singles, hidden singles and locked
// candidates until none applies, cheapest first. It reports false on a
// contradiction: an open cell without candidates, a house where a digit
// has no place, or two singles of one digit in one house.
func (b *tboard) propagate(h *layoutHouses) bool {
	for {
		// Naked singles: count each cell's candidates to two.
		var one0, one1, two0, two1 uint64
		for d := range b.cand {
			x := &b.cand[d]
			two0 |= one0 & x[0]
			two1 |= one1 & x[1]
			one0 |= x[0]
			one1 |= x[1]
		}
		if b.open[0]&^one0|b.open[1]&^one1 != 0 {
			return false
		}
		singles := cellSet{b.open[0] & one0 &^ two0, b.open[1] & one1 &^ two1}
		if singles[0]|singles[1] != 0 {
			for d := range b.cand {
				for w := range 2 {
					for s := b.cand[d][w] & singles[w]; s != 0; s &= s - 1 {
						if !b.place(h, d, w<<6|trailingZeros(s)) {
							return false
						}
					}
				}
			}
			continue
		}
		placed, ok := b.hiddenSingles(h)
		if !ok {
			return false
		}
		if !placed && !b.lockedCandidates(h) {
			return true
		}
	}
}

// hiddenSingles places every digit that has one open place left in a
// house. It reports whether it placed any, and ok false when a digit
// has no place left in some house.
func (b *tboard) hiddenSingles(h *layoutHouses) (placed, ok bool) {
	for b.dirtyHidden != 0 {
		d := trailingZeros(uint64(b.dirtyHidden)) & 15 % 9
		b.dirtyHidden &^= 1 << uint(d)
		for _, x := range h.houses {
			y0, y1 := b.cand[d][0]&x[0], b.cand[d][1]&x[1]
			switch {
			case y0|y1 == 0:
				return placed, false
			case y1 == 0 && y0&(y0-1) == 0 && b.open[0]&y0 != 0:
				placed = true
				if !b.place(h, d, trailingZeros(y0)) {
					return placed, false
				}
			case y0 == 0 && y1&(y1-1) == 0 && b.open[1]&y1 != 0:
				placed = true
				if !b.place(h, d, 64|trailingZeros(y1)) {
					return placed, false
				}
			}
		}
	}
	return placed, true
}

// lockedCandidates applies the rule to every crossing of two houses:
// when a digit's places in one lie all in the cells both share, the
// other loses the digit elsewhere. It reports whether it removed any.
// A contradiction it causes (a house left without the digit) is found
// by the next hidden-single pass.
func (b *tboard) lockedCandidates(h *layoutHouses) bool {
	removed := false
	for b.dirtyLocked != 0 {
		d := trailingZeros(uint64(b.dirtyLocked)) & 15 % 9
		b.dirtyLocked &^= 1 << uint(d)
		x := &b.cand[d]
		for i, a := range h.houses {
			y0, y1 := x[0]&a[0], x[1]&a[1]
			if y0&(y0-1)|y1&(y1-1) == 0 && (y0 == 0 || y1 == 0) {
				continue // placed, or a single: its peers have lost d already
			}
			for _, k := range h.crossings[h.crossFrom[i]:h.crossFrom[i+1]] {
				if y0&^k.both[0]|y1&^k.both[1] != 0 {
					continue
				}
				g0, g1 := x[0]&k.b[0]&^k.both[0], x[1]&k.b[1]&^k.both[1]
				if g0|g1 != 0 {
					x[0] &^= g0
					x[1] &^= g1
					removed = true
					b.dirtyHidden |= 1 << uint(d)
					b.dirtyLocked |= 1 << uint(d)
				}
			}
		}
	}
	return removed
}

// choose returns the narrowest choice as a cell and the digit to try
// first there: a cell with two candidates if there is one, else the
// cell or the digit in a house with the fewest options, the cell first
// on a tie.
func (b *tboard) choose(h *layoutHouses) (cell, digit int) {
	cell, n := b.fewestCandidates()
	digit = b.lowestDigit(cell)
	if n == 2 {
		return cell, digit
	}
	for d := range b.cand {
		x := &b.cand[d]
		for _, y := range h.houses {
			y0, y1 := x[0]&y[0], x[1]&y[1]
			if k := bits.OnesCount64(y0) + bits.OnesCount64(y1); k >= 2 && k < n {
				cell, digit, n = firstCell(cellSet{y0, y1}), d, k
				if k == 2 {
					return cell, digit
				}
			}
		}
	}
	return cell, digit
}

// fewestCandidates returns the first open cell with the fewest
// candidates (two or more), and how many it has. Each cell's count is
// added up bit-sliced over the nine digits.
func (b *tboard) fewestCandidates() (cell, n int) {
	var c [2][4]uint64 // word, bit of the count
	for d := range b.cand {
		for w := range 2 {
			x := b.cand[d][w]
			for k := range 3 {
				x, c[w][k] = c[w][k]&x, c[w][k]^x
			}
			c[w][3] |= x
		}
	}
	for n := range uint64(10) {
		if n < 2 {
			continue
		}
		var m cellSet
		for w := range 2 {
			m[w] = b.open[w] & ^(c[w][0] ^ -(n & 1)) & ^(c[w][1] ^ -(n >> 1 & 1)) &
				^(c[w][2] ^ -(n >> 2 & 1)) & ^(c[w][3] ^ -(n >> 3))
		}
		if m[0]|m[1] != 0 {
			return firstCell(m), int(n)
		}
	}
	return -1, 10
}

// lowestDigit returns the lowest candidate of cell c, or 0 for c < 0.
func (b *tboard) lowestDigit(c int) int {
	if c < 0 {
		return 0
	}
	w, bit := cellBit(c)
	for d := range b.cand {
		if b.cand[d][w]&bit != 0 {
			return d
		}
	}
	return 0
}

// grid reads the digits of a solved board.
func (b *tboard) grid() grid.Grid {
	var g grid.Grid
	for d := range b.cand {
		for w := range 2 {
			for s := b.cand[d][w]; s != 0; s &= s - 1 {
				g[(w<<6|trailingZeros(s))%grid.NumCells] = int8(d + 1)
			}
		}
	}
	return g
}

// thoroughSearch is search with the thorough board, from deep.stack[0]:
// the same loop, guesses and counters, with choose's choices. It
// reports false when it stopped at the guess budget.
func (s *Solver) thoroughSearch(h *layoutHouses) bool {
	st := &s.deep.stack
	sp := 0
	for {
		b := &st[sp]
		if b.propagate(h) {
			if b.open[0]|b.open[1] != 0 {
				if s.guesses >= s.budget {
					return false
				}
				c, d := b.choose(h)
				s.guesses++
				sp++
				s.deepest = max(s.deepest, sp)
				st[sp] = *b
				st[sp].place(h, d, c) // d is a candidate of c: choose took it from the board
				w, bit := cellBit(c)
				b.cand[d][w] &^= bit
				b.dirtyHidden |= 1 << uint(d)
				b.dirtyLocked |= 1 << uint(d)
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
