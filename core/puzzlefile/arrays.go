package puzzlefile

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Sets and reference solutions from numpy arrays (views of .npy files
// and npz entries alike).

// buildSet makes a set from a view of the puzzles, an optional view of
// region maps (one map for all when it holds a single grid) and
// optional solutions. Large sets are decoded on every core.
func buildSet(puzzles, regions *grids, solutions *grids) (*Set, error) {
	if regions != nil && regions.n != 1 && regions.n != puzzles.n {
		return nil, fmt.Errorf("%d region maps for %d puzzles: want one map, or one a puzzle", regions.n, puzzles.n)
	}
	b := newBuilder(0)
	if solutions != nil {
		if solutions.n != puzzles.n {
			return nil, fmt.Errorf("%d solutions for %d puzzles", solutions.n, puzzles.n)
		}
		sols, err := solutionGrids(solutions)
		if err != nil {
			return nil, fmt.Errorf("solutions: %w", err)
		}
		b.set.Solutions = sols
	}
	shared := standardLayoutInfo
	if regions != nil && regions.n == 1 {
		var ids [grid.NumCells]int
		var decoded bool
		var fatal error
		if shared, decoded, fatal = b.regionMap(regions, 0, &ids); fatal != nil {
			return nil, fatal
		}
		if shared.err != nil && decoded {
			b.set.sharedRawRegions = shared.raw
		}
	}
	var each *grids // a map a puzzle
	if regions != nil && regions.n > 1 {
		each = regions
	}
	entries := make([]Entry, puzzles.n)
	if err := b.decode(entries, puzzles, each, shared); err != nil {
		return nil, err
	}
	b.set.Entries = entries
	return b.set, nil
}

// decode makes the entries of puzzles (entries has room for each), on
// every core when there are many; regions holds a map a puzzle, or is
// nil when all share one (already decoded into shared).
// Refused maps are kept in b.set, indexed like entries.
func (b *builder) decode(entries []Entry, puzzles, regions *grids, shared layoutResult) error {
	perPuzzle := regions != nil
	signed := puzzles.elem.Kind == 'i'
	return inParallel(puzzles.n, func(lo, hi int) error {
		var ids, v [grid.NumCells]int
		for i := lo; i < hi; i++ {
			l := shared
			if perPuzzle {
				var decoded bool
				var fatal error
				if l, decoded, fatal = b.regionMap(regions, i, &ids); fatal != nil {
					return fatal
				}
				if l.err != nil && decoded {
					b.keepRawRegions(i, l.raw)
				}
			}
			switch {
			case puzzles.packed:
				entries[i] = packedEntry(puzzles.packedGrid(i), signed, l)
			default:
				if err := puzzles.values(i, &v); err != nil {
					entries[i] = Entry{Err: err, Puzzle: grid.Puzzle{Layout: l.layout}}
					continue
				}
				entries[i] = valuesEntry(&v, l)
			}
		}
		return nil
	})
}

// regionMap decodes region map i into ids and makes its layout. decoded
// reports whether ids holds the map's values (false when one was not a
// whole number).
func (b *builder) regionMap(regions *grids, i int, ids *[grid.NumCells]int) (l layoutResult, decoded bool, fatal error) {
	if err := regions.values(i, ids); err != nil {
		return layoutResult{err: fmt.Errorf("region map: %w", err)}, false, nil
	}
	l, fatal = b.layout(ids)
	return l, true, fatal
}

// solutionGrids decodes reference solutions: an all -1 grid is
// NoSolution(), anything else must hold values 0–9. The error names
// the first bad grid.
func solutionGrids(g *grids) ([]grid.Grid, error) {
	sols := make([]grid.Grid, g.n)
	err := inParallel(g.n, func(lo, hi int) error {
		var v [grid.NumCells]int
		for i := lo; i < hi; i++ {
			if g.packed {
				if sol, ok := packedSolution(g.packedGrid(i), g.elem.Kind == 'i'); ok {
					sols[i] = sol
					continue
				}
			}
			if err := g.values(i, &v); err != nil {
				return fmt.Errorf("grid at index %d: %w", g.first+i, err)
			}
			minusOnes := 0
			for _, x := range v {
				if x == -1 {
					minusOnes++
				}
			}
			if minusOnes == grid.NumCells {
				sols[i] = NoSolution()
				continue
			}
			sol, err := grid.FromValues(v[:])
			if err != nil && minusOnes > 0 {
				return fmt.Errorf("grid at index %d: %w (only an all -1 grid means no solution)", g.first+i, err)
			}
			if err != nil {
				return fmt.Errorf("grid at index %d: %w", g.first+i, err)
			}
			sols[i] = sol
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sols, nil
}

// packedSolution reads a one-byte-a-cell solution; ok is false when the
// slow path must judge it.
func packedSolution(cells []byte, signed bool) (sol grid.Grid, ok bool) {
	var bad, notMinusOne byte
	for c, x := range cells[:grid.NumCells] {
		sol[c] = int8(x)
		if x > 9 {
			bad = 1
		}
		if x != 0xFF {
			notMinusOne = 1
		}
	}
	if notMinusOne == 0 && signed {
		return sol, true // all -1: NoSolution()
	}
	return sol, bad == 0
}
