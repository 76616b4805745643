package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The thorough search names a cell by its index c (0–80): bit c&63 of
// word c>>6 of a cellSet. It has no lanes: every house, real or derived,
// is just a set of nine cells.
type cellSet = board81

// cellBit returns the word and bit of cell c.
func cellBit(c int) (int, uint64) { return c >> 6 & 1, 1 << uint(c&63) }

// layoutHouses is what the thorough search knows about a layout: its 27
// houses and the houses the law of leftovers derives from them, each a
// set of nine cells that holds every digit once in any solution.
type layoutHouses struct {
	layout *grid.Layout
	houses []cellSet
	// peers[c] is every cell that shares a house with c, c excluded.
	peers [grid.NumCells]cellSet
	// crossings are the pairs of houses that share two cells or more,
	// for the locked-candidates rule: a digit whose places in house a
	// all lie in the shared cells is taken from the rest of b. Those of
	// houses[i] (as a) are crossings[crossFrom[i]:crossFrom[i+1]].
	crossings []crossing
	crossFrom []int
	// unfillable is set when the houses alone rule out every grid: two
	// cells that must hold the same digit share a house.
	unfillable bool
}

// crossing is the second house b of a pair and the cells both share.
type crossing struct{ b, both cellSet }

// build derives everything from layout l.
func (h *layoutHouses) build(l *grid.Layout) {
	*h = layoutHouses{layout: l, houses: h.houses[:0], crossings: h.crossings[:0], crossFrom: h.crossFrom[:0]}
	for i := range grid.NumHouses {
		h.houses = append(h.houses, cellsOf(l.House(i).Cells[:]))
	}
	if !l.IsStandard() {
		h.addLeftovers(l)
	}
	for _, x := range h.houses {
		for c := range grid.NumCells {
			if w, bit := cellBit(c); x[w]&bit != 0 {
				h.peers[c][0] |= x[0]
				h.peers[c][1] |= x[1]
			}
		}
	}
	for c := range grid.NumCells {
		w, bit := cellBit(c)
		h.peers[c][w] &^= bit
	}
	for i, a := range h.houses {
		h.crossFrom = append(h.crossFrom, len(h.crossings))
		for j, b := range h.houses {
			both := cellSet{a[0] & b[0], a[1] & b[1]}
			n := bits.OnesCount64(both[0]) + bits.OnesCount64(both[1])
			if i != j && n >= 2 && n < 9 {
				h.crossings = append(h.crossings, crossing{b, both})
			}
			if i < j && n == 8 {
				h.checkLeftoverPair(a, b)
			}
		}
	}
	h.crossFrom = append(h.crossFrom, len(h.crossings))
}

// cellsOf returns the set of the given cells.
func cellsOf(cells []grid.Cell) (s cellSet) {
	for _, c := range cells {
		w, bit := cellBit(int(c))
		s[w] |= bit
	}
	return s
}

// addLeftovers adds the houses that the law of leftovers finds in a
// jigsaw layout. k consecutive rows (or columns) hold every digit k
// times. Take away the q regions that lie wholly inside them: when
// q = k−1, the nine cells left (the innies) hold every digit once. The
// m regions that touch them hold every digit m times: when m = k+1, the
// nine cells of those regions outside the lines (the outies) hold every
// digit once. A search that knows these houses sees at once what it
// could otherwise only learn by filling the lines in every possible way.
func (h *layoutHouses) addLeftovers(l *grid.Layout) {
	var regions [9]cellSet
	for g := range 9 {
		regions[g] = h.houses[grid.NumHouses-9+g]
	}
	for _, lines := range [2]int{0, 9} { // rows, then columns
		for first := range 9 {
			var span cellSet
			for last := first; last < 9; last++ {
				line := h.houses[lines+last]
				span[0] |= line[0]
				span[1] |= line[1]
				k := last - first + 1
				var inside, touching cellSet
				q, m := 0, 0
				for _, r := range regions {
					switch {
					case r[0]&^span[0]|r[1]&^span[1] == 0:
						q++
						inside[0] |= r[0]
						inside[1] |= r[1]
						fallthrough
					case r[0]&span[0]|r[1]&span[1] != 0:
						m++
						touching[0] |= r[0]
						touching[1] |= r[1]
					}
				}
				if q == k-1 {
					h.addHouse(cellSet{span[0] &^ inside[0], span[1] &^ inside[1]})
				}
				if m == k+1 {
					h.addHouse(cellSet{touching[0] &^ span[0], touching[1] &^ span[1]})
				}
			}
		}
	}
}

// addHouse adds x unless it is a house already.
func (h *layoutHouses) addHouse(x cellSet) {
	for _, y := range h.houses {
		if x == y {
			return
		}
	}
	h.houses = append(h.houses, x)
}

// checkLeftoverPair looks at two houses that share eight cells: the
// ninth cell of each must hold the digit the eight shared cells leave
// out, the same digit, so when those two cells share a house (checked
// after every house is known) no grid can be filled.
func (h *layoutHouses) checkLeftoverPair(a, b cellSet) {
	ca := firstCell(cellSet{a[0] &^ b[0], a[1] &^ b[1]})
	cb := firstCell(cellSet{b[0] &^ a[0], b[1] &^ a[1]})
	if w, bit := cellBit(cb); h.peers[ca%grid.NumCells][w]&bit != 0 {
		h.unfillable = true
	}
}

// firstCell returns the lowest cell of a non-empty set.
func firstCell(s cellSet) int {
	if s[0] != 0 {
		return trailingZeros(s[0])
	}
	return 64 + trailingZeros(s[1])
}
