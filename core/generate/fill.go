package generate

import (
	"math/bits"
	"math/rand/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// filler makes random complete grids on one layout by a depth-first
// search that fills the cell with the fewest candidates first and tries
// its digits in random order. The exact solver is deterministic, so it
// cannot draw a random grid itself; this search is small, and a node
// budget turns a layout without solutions into a quick "no".
type filler struct {
	layout *grid.Layout
	peers  [grid.NumCells][]grid.Cell
	nodes  int // search nodes left
}

// fillCandidates is the candidate set of every cell, bit d−1 for digit d.
type fillCandidates [grid.NumCells]uint16

// setLayout prepares the peer lists of l (kept when l is the same layout).
func (f *filler) setLayout(l *grid.Layout) {
	if f.layout == l {
		return
	}
	f.layout = l
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		f.peers[c] = l.Peers(c).Cells()
	}
}

// solution returns a random complete grid on the filler's layout, or
// false when restarts searches of budget nodes each find none. The
// search time has a heavy tail, so several short searches find a grid
// sooner than one long one.
func (f *filler) solution(rng *rand.Rand, budget, restarts int) (grid.Grid, bool) {
	for range restarts {
		var g grid.Grid
		var cand fillCandidates
		for c := range cand {
			cand[c] = 0x1FF
		}
		f.nodes = budget
		if f.fill(rng, &g, &cand) {
			return g, true
		}
	}
	return grid.Grid{}, false
}

// fill completes g from cand, reporting whether it could.
func (f *filler) fill(rng *rand.Rand, g *grid.Grid, cand *fillCandidates) bool {
	if f.nodes--; f.nodes < 0 {
		return false
	}
	if !f.propagate(g, cand) {
		return false
	}
	best, bestCount := -1, 10
	for c := range g {
		if g[c] != 0 {
			continue
		}
		if n := bits.OnesCount16(cand[c]); n < bestCount {
			best, bestCount = c, n
			if n == 2 {
				break
			}
		}
	}
	if best < 0 {
		return true
	}
	digits := cand[best]
	for digits != 0 {
		// Take one of the remaining digits at random.
		k := rng.IntN(bits.OnesCount16(digits))
		d := digits
		for range k {
			d &= d - 1
		}
		bit := d & -d
		digits &^= bit
		nextGrid, next := *g, *cand
		if f.place(&nextGrid, &next, grid.Cell(best), bit) && f.fill(rng, &nextGrid, &next) {
			*g = nextGrid
			return true
		}
		if f.nodes < 0 {
			return false
		}
	}
	return false
}

// place puts the digit of bit in c and removes it from c's peers,
// reporting false when a peer is left without a candidate.
func (f *filler) place(g *grid.Grid, cand *fillCandidates, c grid.Cell, bit uint16) bool {
	g[c] = int8(bits.TrailingZeros16(bit) + 1)
	cand[c] = bit
	ok := true
	for _, p := range f.peers[c] {
		if cand[p]&bit != 0 {
			cand[p] &^= bit
			if cand[p] == 0 {
				ok = false
			}
		}
	}
	return ok
}

// propagate places naked and hidden singles until none is left,
// reporting false on a contradiction: a cell without a candidate or a
// house without a place for a digit.
func (f *filler) propagate(g *grid.Grid, cand *fillCandidates) bool {
	for changed := true; changed; {
		changed = false
		for c := range g {
			if g[c] == 0 && cand[c]&(cand[c]-1) == 0 {
				if cand[c] == 0 || !f.place(g, cand, grid.Cell(c), cand[c]) {
					return false
				}
				changed = true
			}
		}
		for h := range grid.NumHouses {
			house := f.layout.House(h)
			var once, twice, placed uint16
			for _, c := range house.Cells {
				m := cand[c]
				if g[c] != 0 {
					placed |= m
				}
				twice |= once & m
				once |= m
			}
			if once != 0x1FF {
				return false
			}
			single := once &^ twice &^ placed
			for single != 0 {
				bit := single & -single
				single &^= bit
				for _, c := range house.Cells {
					if cand[c]&bit != 0 {
						if !f.place(g, cand, c, bit) {
							return false
						}
						break
					}
				}
				changed = true
			}
		}
	}
	return true
}

// RandomSolution returns a random complete grid on l (nil: the boxes),
// or false when none was found within the search budget, which on a
// layout that admits solutions does not happen in practice.
func RandomSolution(rng *rand.Rand, l *grid.Layout) (grid.Grid, bool) {
	if l == nil {
		l = grid.Standard()
	}
	var f filler
	f.setLayout(l)
	return f.solution(rng, fillBudget, fillRestarts)
}
