package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Uniqueness. Four cells at the corners of two rows and two columns that
// lie in exactly two regions, two cells each and side by side, form a
// deadly pattern if they can only be a and b: a b / b a could then swap
// to b a / a b, every row, column and region keeping its digits, and a
// puzzle with one solution cannot allow that (none of the four cells is
// a given, so the givens do not pin the choice). The techniques of this
// family take the other way out of each such corner; the catalogue runs
// them only when the exact solver has proved the solution unique.

// rectangle is a possible deadly pattern: four empty cells at the
// corners of two rows and two columns, in two regions (see deadlyShape),
// that all hold the digits a and b. cells[0], the anchor, holds only a
// and b; cells[1] shares its row, cells[2] its column, and cells[3] is
// the opposite corner.
type rectangle struct {
	cells [4]grid.Cell
	pair  Digits
	a, b  int8
	// extra holds each corner's candidates besides a and b; extra[0] is
	// empty.
	extra [4]Digits
}

// eachRectangle calls fn with every rectangle anchored on a bivalue cell
// of s, until fn returns true; it reports whether one did. A rectangle
// with several bivalue corners is met once for each. It allocates
// nothing, so a finder that finds nothing stays cheap.
func eachRectangle(s *State, m *candidateMap, fn func(rc rectangle) bool) bool {
	var rc rectangle
	for rest := m.bivalue; !rest.Empty(); {
		corner := rest.First()
		rest = rest.Without(corner)
		rc.pair = s.Candidates[corner] & AllDigits
		rc.a, rc.b = pairDigits(rc.pair)
		both := m.with[rc.a].And(m.with[rc.b]).Without(corner)
		across := both.And(m.layout.House(corner.Row()).Set)
		down := both.And(m.layout.House(9 + corner.Col()).Set)
		if across.Empty() || down.Empty() {
			continue
		}
		for qs := across; !qs.Empty(); {
			q := qs.First()
			qs = qs.Without(q)
			for rs := down; !rs.Empty(); {
				r := rs.First()
				rs = rs.Without(r)
				far := grid.CellAt(r.Row(), q.Col())
				if !both.Has(far) {
					continue
				}
				rc.cells = [4]grid.Cell{corner, q, r, far}
				if !deadlyShape(m.layout, rc.cells) {
					continue
				}
				for i, c := range rc.cells {
					rc.extra[i] = s.Candidates[c] & AllDigits &^ rc.pair
				}
				if fn(rc) {
					return true
				}
			}
		}
	}
	return false
}

// deadlyShape reports whether the rectangle's cells could swap their two
// digits and stay valid: they lie in exactly two regions, two cells each,
// and the two cells of a region share a row or a column (so hold one of
// each digit). Two cells of a region on a diagonal would hold the same
// digit, and a region holding one corner (or three) would lose or gain a
// digit in the swap, so neither shape is deadly. On 3×3 boxes that is
// "the rectangle spans two boxes"; on a jigsaw it is checked cell by cell.
func deadlyShape(l *grid.Layout, cells [4]grid.Cell) bool {
	// cells are corner, same row, same column, opposite corner.
	r0, r1, r2, r3 := l.Region(cells[0]), l.Region(cells[1]), l.Region(cells[2]), l.Region(cells[3])
	rowsPaired := r0 == r1 && r2 == r3 && r0 != r2 // each row's two cells share a region
	colsPaired := r0 == r2 && r1 == r3 && r0 != r1 // each column's two cells share a region
	return rowsPaired || colsPaired
}

// findUniqueRectangle1 looks for a rectangle where three cells hold only
// the digits a and b and the fourth holds a, b and more. Were the fourth
// cell a or b, the four cells could swap a and b and the puzzle would
// have two solutions; so, in a puzzle known to have one, the fourth cell
// is neither.
func findUniqueRectangle1(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle1) }

// eachUniqueRectangle1 yields every type 1 rectangle, in the order
// findUniqueRectangle1 meets them, while yield returns true.
func eachUniqueRectangle1(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		if rc.extra[1] != 0 || rc.extra[2] != 0 || rc.extra[3] == 0 {
			return false
		}
		return !yield(uniqueRectangleStep(m.layout, rc.cells, rc.pair))
	})
}

func uniqueRectangleStep(l *grid.Layout, cells [4]grid.Cell, pair Digits) Step {
	a, b := pairDigits(pair)
	far := cells[3]
	st := Step{
		Technique:    "Unique Rectangle Type 1",
		Kind:         Logic,
		Eliminations: []Candidate{{far, a}, {far, b}},
		Houses:       rectangleHouses(l, cells),
		Pattern:      rectanglePattern(cells, a, b),
	}
	st.Text = logicText(st.Technique, rectangleWhat(cells, a, b), &st)
	st.Explanation = fmt.Sprintf("%s can only be %d or %d. If %v were %d or %d too, the four cells "+
		"could swap %d and %d and the puzzle would have two solutions; it has one, so %v is neither %d nor %d.",
		cellWords([]grid.Cell{cells[0], cells[1], cells[2]}), a, b, far, a, b, a, b, far, a, b)
	return st
}

// rectangleHouses returns the houses of a rectangle: its two rows, its
// two columns and its two regions.
func rectangleHouses(l *grid.Layout, cells [4]grid.Cell) []int {
	corner, far := cells[0], cells[3]
	hs := []int{corner.Row(), far.Row(), 9 + corner.Col(), 9 + far.Col()}
	hs = appendHouse(hs, 18+l.Region(corner))
	return appendHouse(hs, 18+l.Region(far))
}

// rectanglePattern returns the candidates a and b of the four cells, in
// cell order.
func rectanglePattern(cells [4]grid.Cell, a, b int8) []Candidate {
	out := make([]Candidate, 0, 8)
	for _, c := range grid.CellSetOf(cells[:]...).Cells() {
		out = append(out, Candidate{c, a}, Candidate{c, b})
	}
	return out
}

// rectangleWhat writes a rectangle for a step's text: "1/2 in
// r1c1,r1c4,r3c1,r3c4".
func rectangleWhat(cells [4]grid.Cell, a, b int8) string {
	return fmt.Sprintf("%d/%d in %s", a, b, cellList(grid.CellSetOf(cells[:]...).Cells()))
}
