package solver

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// oracle is the first, simple exact solver, kept as the reference the fast
// solver is checked against. It shares no code with the fast solver: a
// depth-first search over per-house masks of used digits. At each node it
// fills a naked single (a cell with one candidate) or a hidden single (a
// digit with one place left in a house) if there is one, stops at a cell
// with no candidate or a house where a digit has no place, and otherwise
// tries each candidate of a cell with the fewest. Plain enough to trust,
// quick enough to run on every puzzle of the shared data in a test.
type oracle struct {
	layout   *grid.Layout
	housesOf [grid.NumCells][3]int
	used     [grid.NumHouses]uint16 // bit d set: digit d stands in the house
	cells    grid.Grid
	limit    int
	found    int
	first    grid.Grid
}

// oracleSolve answers what Solve answers, by the simple method.
func oracleSolve(p grid.Puzzle, limit int) Result {
	if limit < 1 {
		limit = 1
	}
	if p.Validate() != nil {
		return Result{}
	}
	l := p.Regions()
	o := oracle{layout: l, cells: p.Givens, limit: limit}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		o.housesOf[c] = l.HousesOf(c)
		if d := o.cells[c]; d != 0 {
			o.mark(c, d)
		}
	}
	o.search()
	switch o.found {
	case 0:
		return Result{}
	case 1:
		return Result{Status: Unique, Solution: o.first}
	}
	return Result{Status: Multiple, Solution: o.first}
}

func (o *oracle) mark(c grid.Cell, d int8) {
	for _, h := range o.housesOf[c] {
		o.used[h] ^= 1 << uint(d)
	}
}

func (o *oracle) candidates(c grid.Cell) uint16 {
	hs := &o.housesOf[c]
	return 0x3FE &^ (o.used[hs[0]] | o.used[hs[1]] | o.used[hs[2]])
}

func (o *oracle) search() {
	var cand [grid.NumCells]uint16
	best, bestMask, bestN := grid.Cell(-1), uint16(0), 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if o.cells[c] != 0 {
			continue
		}
		cand[c] = o.candidates(c)
		if n := bits.OnesCount16(cand[c]); n < bestN {
			best, bestMask, bestN = c, cand[c], n
		}
	}
	if bestN == 0 {
		return
	}
	if bestN > 1 {
		var ok bool
		if best, bestMask, ok = o.hiddenSingle(&cand, best, bestMask); !ok {
			return
		}
	}
	if best < 0 {
		if o.found == 0 {
			o.first = o.cells
		}
		o.found++
		return
	}
	for m := bestMask; m != 0 && o.found < o.limit; m &= m - 1 {
		d := int8(bits.TrailingZeros16(m))
		o.cells[best] = d
		o.mark(best, d)
		o.search()
		o.mark(best, d)
	}
	o.cells[best] = 0
}

// hiddenSingle looks for a digit with one place left in a house and
// returns that place as the only branch; ok is false when some digit has
// no place left in a house. Without one it returns the cell it was given.
func (o *oracle) hiddenSingle(cand *[grid.NumCells]uint16, c grid.Cell, mask uint16) (grid.Cell, uint16, bool) {
	for h := range o.used {
		var once, twice uint16
		cells := o.layout.House(h).Cells
		for _, x := range cells {
			twice |= once & cand[x]
			once |= cand[x]
		}
		if 0x3FE&^o.used[h]&^once != 0 {
			return c, mask, false
		}
		if single := once &^ twice; single != 0 {
			d := single & -single
			for _, x := range cells {
				if cand[x]&d != 0 {
					return x, d, true
				}
			}
		}
	}
	return c, mask, true
}
