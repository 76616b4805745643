package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findUniqueRectangle1 looks for four empty cells at the corners of a
// rectangle (two rows, two columns, two regions) where three cells hold
// only the digits a and b and the fourth holds a, b and more. Were the
// fourth cell a or b, the four cells could swap a and b and the puzzle
// would have two solutions; so, in a puzzle known to have one, the fourth
// cell is neither. Sound only for such puzzles: the catalogue runs it
// only then.
func findUniqueRectangle1(s *State) (Step, bool) {
	m := mapCandidates(s)
	for rest := m.bivalue; !rest.Empty(); {
		corner := rest.First()
		rest = rest.Without(corner)
		pair := s.Candidates[corner]
		// Partners of the corner along its row and its column.
		for across := m.bivalue.And(m.layout.House(corner.Row()).Set); !across.Empty(); {
			q := across.First()
			across = across.Without(q)
			if q == corner || s.Candidates[q] != pair {
				continue
			}
			for down := m.bivalue.And(m.layout.House(9 + corner.Col()).Set); !down.Empty(); {
				r := down.First()
				down = down.Without(r)
				if r == corner || s.Candidates[r] != pair {
					continue
				}
				far := grid.CellAt(r.Row(), q.Col())
				if s.Candidates[far]&pair != pair || s.Candidates[far] == pair {
					continue
				}
				cells := [4]grid.Cell{corner, q, r, far}
				if !deadlyShape(m.layout, cells) {
					continue
				}
				return uniqueRectangleStep(m.layout, cells, pair), true
			}
		}
	}
	return Step{}, false
}

// deadlyShape reports whether the rectangle's cells could swap their two
// digits and stay valid: they lie in exactly two regions, two cells each,
// and the two cells of a region share a row or a column (so hold one of
// each digit). On 3×3 boxes that is "the rectangle spans two boxes".
func deadlyShape(l *grid.Layout, cells [4]grid.Cell) bool {
	// cells are corner, same row, same column, opposite corner.
	r0, r1, r2, r3 := l.Region(cells[0]), l.Region(cells[1]), l.Region(cells[2]), l.Region(cells[3])
	rowsPaired := r0 == r1 && r2 == r3 && r0 != r2 // each row's two cells share a region
	colsPaired := r0 == r2 && r1 == r3 && r0 != r1 // each column's two cells share a region
	return rowsPaired || colsPaired
}

func uniqueRectangleStep(l *grid.Layout, cells [4]grid.Cell, pair Digits) Step {
	a, b := pairDigits(pair)
	corner, far := cells[0], cells[3]
	st := Step{
		Technique:    "Unique Rectangle Type 1",
		Kind:         Logic,
		Eliminations: []Candidate{{far, a}, {far, b}},
		Houses:       []int{corner.Row(), far.Row(), 9 + corner.Col(), 9 + far.Col()},
	}
	sorted := grid.CellSetOf(cells[:]...).Cells()
	for _, c := range sorted {
		st.Pattern = append(st.Pattern, Candidate{c, a}, Candidate{c, b})
	}
	st.Houses = appendHouse(st.Houses, 18+l.Region(corner))
	st.Houses = appendHouse(st.Houses, 18+l.Region(far))
	st.Text = fmt.Sprintf("Unique Rectangle Type 1: %d/%d in %s => %s", a, b, cellList(sorted), effects(&st))
	st.Explanation = fmt.Sprintf("%s can only be %d or %d. If %v were %d or %d too, the four cells "+
		"could swap %d and %d and the puzzle would have two solutions; it has one, so %v is neither %d nor %d.",
		cellWords([]grid.Cell{cells[0], cells[1], cells[2]}), a, b, far, a, b, a, b, far, a, b)
	return st
}
