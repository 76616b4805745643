package generate

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Symmetry is the symmetry of the givens' positions.
type Symmetry int8

// The clue symmetries.
const (
	NoSymmetry Symmetry = iota // givens anywhere
	Rotate180                  // r,c and 10−r,10−c alike
	Rotate90                   // the four quarter turns alike
	Mirror                     // left and right halves alike: r,c and r,10−c
	Diagonal                   // mirrored in the main diagonal: r,c and c,r
)

// symmetryNames are the names the command line and the dialog use.
var symmetryNames = [...]string{"none", "180", "90", "mirror", "diagonal"}

// Symmetries lists every symmetry, in the order of their names.
func Symmetries() []Symmetry {
	return []Symmetry{NoSymmetry, Rotate180, Rotate90, Mirror, Diagonal}
}

// String returns the symmetry's name: none, 180, 90, mirror or diagonal.
func (s Symmetry) String() string {
	if s < 0 || int(s) >= len(symmetryNames) {
		return fmt.Sprintf("Symmetry(%d)", int(s))
	}
	return symmetryNames[s]
}

// ParseSymmetry reads a symmetry name (see String).
func ParseSymmetry(name string) (Symmetry, error) {
	for i, n := range symmetryNames {
		if strings.EqualFold(name, n) {
			return Symmetry(i), nil
		}
	}
	return 0, fmt.Errorf("unknown symmetry %q (want one of %s)", name, strings.Join(symmetryNames[:], ", "))
}

// image returns the cell that c maps to under one turn or reflection.
func (s Symmetry) image(c grid.Cell) grid.Cell {
	r, col := c.Row(), c.Col()
	switch s {
	case Rotate180:
		return grid.NumCells - 1 - c
	case Rotate90:
		return grid.CellAt(col, 8-r)
	case Mirror:
		return grid.CellAt(r, 8-col)
	case Diagonal:
		return grid.CellAt(col, r)
	}
	return c
}

// Orbits returns the groups of cells the symmetry ties together: the
// givens of a symmetric puzzle are a union of orbits. Each cell is in
// exactly one orbit; the orbits come in order of their first cell.
func (s Symmetry) Orbits() [][]grid.Cell {
	var seen [grid.NumCells]bool
	var out [][]grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if seen[c] {
			continue
		}
		var orbit []grid.Cell
		for x := c; !seen[x]; x = s.image(x) {
			seen[x] = true
			orbit = append(orbit, x)
		}
		out = append(out, orbit)
	}
	return out
}

// Holds reports whether the givens of g are symmetric under s.
func (s Symmetry) Holds(g *grid.Grid) bool {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if (g[c] == 0) != (g[s.image(c)] == 0) {
			return false
		}
	}
	return true
}
