package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// simpleSolver is a plain depth-first search over candidate masks,
// branching on the cell with the fewest candidates.
type simpleSolver struct {
	layout *grid.Layout
	limit  int
	found  int
	first  grid.Grid
}

func (s *simpleSolver) solve(p grid.Puzzle, limit int) Result {
	if limit < 1 {
		limit = 1
	}
	s.layout, s.limit, s.found = p.Regions(), limit, 0
	if p.Validate() != nil {
		return Result{}
	}
	g := p.Givens
	s.search(&g)
	switch {
	case s.found == 0:
		return Result{}
	case s.found == 1:
		return Result{Status: Unique, Solution: s.first}
	}
	return Result{Status: Multiple, Solution: s.first}
}

func (s *simpleSolver) candidates(g *grid.Grid, c grid.Cell) uint16 {
	used := uint16(0)
	peers := s.layout.Peers(c)
	for _, p := range peers.Cells() {
		used |= 1 << uint(g[p])
	}
	return 0x3FE &^ used
}

func (s *simpleSolver) search(g *grid.Grid) {
	best, bestMask, bestN := grid.Cell(-1), uint16(0), 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if g[c] != 0 {
			continue
		}
		m := s.candidates(g, c)
		if n := bits.OnesCount16(m); n < bestN {
			best, bestMask, bestN = c, m, n
			if n == 0 {
				return
			}
		}
	}
	if best < 0 {
		if s.found == 0 {
			s.first = *g
		}
		s.found++
		return
	}
	for m := bestMask; m != 0 && s.found < s.limit; m &= m - 1 {
		g[best] = int8(bits.TrailingZeros16(m))
		s.search(g)
	}
	g[best] = 0
}
