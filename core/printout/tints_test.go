package printout

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// TestNeighbouringRegionsTintedApart checks every layout of janko_133
// and the 3x3 boxes: no two regions that share an edge share a tint.
func TestNeighbouringRegionsTintedApart(t *testing.T) {
	set, err := puzzlefile.Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	layouts := []*grid.Layout{grid.Standard()}
	for _, e := range set.Entries {
		layouts = append(layouts, e.Puzzle.Regions())
	}
	for i, l := range layouts {
		tint := regionTints(l)
		for c := range grid.NumCells {
			cell := grid.Cell(c)
			for _, n := range []int{c + 1, c + 9} {
				if (n == c+1 && c%9 == 8) || n >= grid.NumCells {
					continue
				}
				a, b := l.Region(cell), l.Region(grid.Cell(n))
				if a != b && tint[a] == tint[b] {
					t.Fatalf("layout %d: regions %d and %d meet at %v|%v with one tint %d", i, a, b, cell, grid.Cell(n), tint[a])
				}
			}
		}
	}
}
