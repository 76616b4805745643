package generate

import (
	"math/rand/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// regionMap is a layout in the making: the region (0–8) of each cell.
type regionMap [grid.NumCells]int8

// boxMap returns the 3×3 boxes, where every random layout starts.
func boxMap() regionMap {
	var m regionMap
	for c := range m {
		m[c] = int8((c/27)*3 + (c%9)/3)
	}
	return m
}

// jigsawSwaps is how many successful boundary swaps make one layout.
// Each swap moves two cells; a few dozen already leave little of the
// boxes, and more make the shapes wander further.
const jigsawSwaps = 120

// jigsawTries bounds the region maps tried for one layout that admits a
// solution. Almost every map admits one; the bound only keeps a run of
// bad luck from looping forever.
const jigsawTries = 100000

// The search budget of a random grid: restarts of so many nodes each.
// Most layouts yield a grid within a few dozen nodes; a map that yields
// none within the first budget is dropped for a fresh map rather than
// proved dead (which can take very long), and a known good layout
// (the boxes, a file's) gets more restarts.
const (
	layoutFillBudget = 400
	fillBudget       = 2000
	fillRestarts     = 50
)

// RandomLayout returns a random jigsaw layout, nine connected regions of
// nine cells that are not the 3×3 boxes, with a random solution on it,
// which proves it admits one. With symmetric set, the region map is
// symmetric under a 180° turn, as on janko.at: the cell opposite any
// cell of region r lies in region 8−r.
func RandomLayout(rng *rand.Rand, symmetric bool) (*grid.Layout, grid.Grid) {
	var f filler
	for range jigsawTries {
		m := randomRegionMap(rng, symmetric)
		l, err := grid.NewLayout(m.ids())
		if err != nil || l.IsStandard() || degenerate(l) {
			continue // cannot happen for a map the swaps keep valid; stay safe
		}
		f.setLayout(l)
		if sol, ok := f.solution(rng, layoutFillBudget, 1); ok {
			return l, sol
		}
	}
	panic("generate: no jigsaw layout admits a solution after many tries") // never seen
}

// ids returns the map as region ids 0–8 for grid.NewLayout.
func (m *regionMap) ids() []int {
	ids := make([]int, grid.NumCells)
	for c, r := range m {
		ids[c] = int(r)
	}
	return ids
}

// randomRegionMap reshapes the boxes by swapping cells across region
// borders: a cell of region A next to region B joins B and a cell of B
// next to A joins A, so every region keeps nine cells; a swap that
// splits a region (or breaks the symmetry) is undone.
func randomRegionMap(rng *rand.Rand, symmetric bool) regionMap {
	m := boxMap()
	var nb [4]grid.Cell
	for done := 0; done < jigsawSwaps; {
		a := grid.Cell(rng.IntN(grid.NumCells))
		n := neighbours(a, &nb)
		other := nb[rng.IntN(n)]
		ra, rb := m[a], m[other]
		if ra == rb {
			continue
		}
		b, ok := borderCell(&m, rb, ra, rng)
		if !ok {
			continue
		}
		next := m
		next[a], next[b] = rb, ra
		if symmetric {
			next[80-a], next[80-b] = 8-rb, 8-ra
			if !isSymmetric(&next) {
				continue
			}
		}
		if !sizesOK(&next) || !connected(&next, ra) || !connected(&next, rb) ||
			(symmetric && (!connected(&next, 8-ra) || !connected(&next, 8-rb))) {
			continue
		}
		m = next
		done++
	}
	return m
}

// neighbours fills nb with the orthogonal neighbours of c and returns how many.
func neighbours(c grid.Cell, nb *[4]grid.Cell) int {
	n := 0
	r, col := c.Row(), c.Col()
	if r > 0 {
		nb[n] = c - 9
		n++
	}
	if r < 8 {
		nb[n] = c + 9
		n++
	}
	if col > 0 {
		nb[n] = c - 1
		n++
	}
	if col < 8 {
		nb[n] = c + 1
		n++
	}
	return n
}

// borderCell picks at random a cell of region from that touches region to.
func borderCell(m *regionMap, from, to int8, rng *rand.Rand) (grid.Cell, bool) {
	var cands [grid.NumCells]grid.Cell
	k := 0
	var nb [4]grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m[c] != from {
			continue
		}
		n := neighbours(c, &nb)
		for _, x := range nb[:n] {
			if m[x] == to {
				cands[k] = c
				k++
				break
			}
		}
	}
	if k == 0 {
		return 0, false
	}
	return cands[rng.IntN(k)], true
}

// isSymmetric reports whether the map is its own 180° turn with regions r and 8−r exchanged.
func isSymmetric(m *regionMap) bool {
	for c := range m {
		if m[80-c] != 8-m[c] {
			return false
		}
	}
	return true
}

// sizesOK reports whether every region has nine cells.
func sizesOK(m *regionMap) bool {
	var count [9]int
	for _, r := range m {
		count[r]++
	}
	return count == [9]int{9, 9, 9, 9, 9, 9, 9, 9, 9}
}

// connected reports whether region r's cells form one orthogonally
// connected piece.
func connected(m *regionMap, r int8) bool {
	var stack [grid.NumCells]grid.Cell
	var seen [grid.NumCells]bool
	total, start := 0, grid.Cell(-1)
	for c := range m {
		if m[c] == r {
			total++
			if start < 0 {
				start = grid.Cell(c)
			}
		}
	}
	if total == 0 {
		return true
	}
	top, reached := 0, 0
	stack[top], seen[start] = start, true
	top++
	var nb [4]grid.Cell
	for top > 0 {
		top--
		c := stack[top]
		reached++
		n := neighbours(c, &nb)
		for _, x := range nb[:n] {
			if m[x] == r && !seen[x] {
				seen[x] = true
				stack[top] = x
				top++
			}
		}
	}
	return reached == total
}

// Connected reports whether every region of l is one orthogonally
// connected piece of nine cells.
func Connected(l *grid.Layout) bool {
	var m regionMap
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		m[c] = int8(l.Region(c))
	}
	if !sizesOK(&m) {
		return false
	}
	for r := int8(0); r < 9; r++ {
		if !connected(&m, r) {
			return false
		}
	}
	return true
}

// degenerate reports whether a region is a whole row or column: legal,
// but such a board has one house fewer than it seems and is no jigsaw
// anyone would publish.
func degenerate(l *grid.Layout) bool {
	for r := 18; r < grid.NumHouses; r++ {
		set := l.House(r).Set
		for h := 0; h < 18; h++ {
			if l.House(h).Set == set {
				return true
			}
		}
	}
	return false
}
