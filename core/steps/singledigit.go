package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The Skyscraper and the 2-String Kite: two conjugate pairs of one digit
// joined by a weak link. Turbot Fish, their general form, is in
// namedpatterns.go.

// findSkyscraper looks for two conjugate pairs of one digit in two rows
// (or two columns) whose base ends share a column (or row) while their
// roof ends do not: one roof holds the digit, so no cell seeing both roofs does.
// It is the first of eachSkyscraper.
func findSkyscraper(s *State) (Step, bool) { return firstYielded(s, eachSkyscraper) }

// eachSkyscraper hands yield every Skyscraper that removes something, in
// the order findSkyscraper takes the first, until yield returns false.
func eachSkyscraper(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for d := int8(1); d <= 9; d++ {
		for kind := 0; kind < 2; kind++ { // rows, then columns
			first := kind * 9
			for h1 := first; h1 < first+9; h1++ {
				p1 := m.layout.House(h1).Set.And(m.with[d])
				if p1.Len() != 2 {
					continue
				}
				for h2 := h1 + 1; h2 < first+9; h2++ {
					p2 := m.layout.House(h2).Set.And(m.with[d])
					if p2.Len() != 2 {
						continue
					}
					if !skyscrapersFrom(&m, d, kind, h1, h2, p1, p2, yield) {
						return
					}
				}
			}
		}
	}
}

// skyscrapersFrom hands yield the Skyscrapers of d on the conjugate pairs
// p1 of line h1 and p2 of line h2, one for each way of calling their ends
// base and roof; it returns false when yield asked to stop.
func skyscrapersFrom(m *candidateMap, d int8, kind, h1, h2 int, p1, p2 grid.CellSet, yield func(Step) bool) bool {
	// across returns the index along the lines: the column of a cell in a
	// row, the row of a cell in a column.
	across := func(c grid.Cell) int {
		if kind == 0 {
			return c.Col()
		}
		return c.Row()
	}
	a1, b1 := twoCells(p1)
	a2, b2 := twoCells(p2)
	for _, pair := range [4][4]grid.Cell{{a1, b1, a2, b2}, {a1, b1, b2, a2}, {b1, a1, a2, b2}, {b1, a1, b2, a2}} {
		base1, roof1, base2, roof2 := pair[0], pair[1], pair[2], pair[3]
		if across(base1) != across(base2) || across(roof1) == across(roof2) {
			continue
		}
		elim := m.seenByBoth(roof1, roof2).And(m.with[d])
		if elim.Empty() {
			continue
		}
		if !yield(skyscraperStep(m, d, h1, h2, base1, roof1, base2, roof2, elim)) {
			return false
		}
	}
	return true
}

// skyscraperStep makes the step of the Skyscraper of d with strong links
// roof1=base1 in line h1 and base2=roof2 in line h2, removing d from elim.
func skyscraperStep(m *candidateMap, d int8, h1, h2 int, base1, roof1, base2, roof2 grid.Cell, elim grid.CellSet) Step {
	baseHouse := linkHouse(m.layout, base1, base2)
	st := Step{
		Technique:    "Skyscraper",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, d),
		Pattern:      []Candidate{{roof1, d}, {base1, d}, {base2, d}, {roof2, d}},
		Houses:       appendHouse([]int{h1, h2}, baseHouse),
		Links: []Link{
			{From: Candidate{roof1, d}, To: Candidate{base1, d}, Strong: true},
			{From: Candidate{base1, d}, To: Candidate{base2, d}},
			{From: Candidate{base2, d}, To: Candidate{roof2, d}, Strong: true},
		},
	}
	st.Text = fmt.Sprintf("Skyscraper: %d in %v,%v (connected by %v,%v) => %s",
		d, roof1, roof2, base1, base2, effects(&st))
	st.Explanation = fmt.Sprintf("In %v and in %v, %d can only go in two cells. The ends %v and %v "+
		"share %v, so at most one of them holds %d, and %v or %v must. "+
		"%s, which %s both, cannot be %d.",
		m.layout.House(h1), m.layout.House(h2), d, base1, base2, m.layout.House(baseHouse), d, roof1, roof2,
		cellWords(elim.Cells()), seeVerb(elim.Len()), d)
	return st
}

// findTwoStringKite looks for a conjugate pair of one digit in a row and
// one in a column that have an end each, in different cells, in one
// region: the other two ends cannot both be free of the digit, so no cell
// seeing both of them holds it. It is the first of eachTwoStringKite.
func findTwoStringKite(s *State) (Step, bool) { return firstYielded(s, eachTwoStringKite) }

// eachTwoStringKite hands yield every 2-String Kite that removes
// something, in the order findTwoStringKite takes the first, until yield
// returns false.
func eachTwoStringKite(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for d := int8(1); d <= 9; d++ {
		for row := 0; row < 9; row++ {
			rp := m.layout.House(row).Set.And(m.with[d])
			if rp.Len() != 2 {
				continue
			}
			for col := 9; col < 18; col++ {
				cp := m.layout.House(col).Set.And(m.with[d])
				if cp.Len() != 2 || !rp.And(cp).Empty() {
					continue
				}
				if !kitesFrom(&m, d, row, col, rp, cp, yield) {
					return
				}
			}
		}
	}
}

// kitesFrom hands yield the kites of d on the conjugate pairs rp of row
// and cp of col, one for each pair of their ends sharing a region; it
// returns false when yield asked to stop.
func kitesFrom(m *candidateMap, d int8, row, col int, rp, cp grid.CellSet, yield func(Step) bool) bool {
	r1, r2 := twoCells(rp)
	c1, c2 := twoCells(cp)
	for _, q := range [4][4]grid.Cell{{r1, r2, c1, c2}, {r1, r2, c2, c1}, {r2, r1, c1, c2}, {r2, r1, c2, c1}} {
		rowEnd, rowBox, colBox, colEnd := q[0], q[1], q[2], q[3]
		region := m.layout.Region(rowBox)
		if region != m.layout.Region(colBox) {
			continue
		}
		elim := m.seenByBoth(rowEnd, colEnd).And(m.with[d]).AndNot(grid.CellSetOf(rowBox, colBox))
		if elim.Empty() {
			continue
		}
		if !yield(kiteStep(m, d, row, col, region, rowEnd, rowBox, colBox, colEnd, elim)) {
			return false
		}
	}
	return true
}

// kiteStep makes the step of the kite of d with strong links
// rowEnd=rowBox in row and colBox=colEnd in col, the inner ends sharing
// region, removing d from elim.
func kiteStep(m *candidateMap, d int8, row, col, region int, rowEnd, rowBox, colBox, colEnd grid.Cell, elim grid.CellSet) Step {
	st := Step{
		Technique:    "2-String Kite",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, d),
		Pattern:      []Candidate{{rowEnd, d}, {rowBox, d}, {colBox, d}, {colEnd, d}},
		Houses:       []int{row, col, 18 + region},
		Links: []Link{
			{From: Candidate{rowEnd, d}, To: Candidate{rowBox, d}, Strong: true},
			{From: Candidate{rowBox, d}, To: Candidate{colBox, d}},
			{From: Candidate{colBox, d}, To: Candidate{colEnd, d}, Strong: true},
		},
	}
	st.Text = fmt.Sprintf("2-String Kite: %d in %v,%v (connected by %v,%v) => %s",
		d, rowEnd, colEnd, rowBox, colBox, effects(&st))
	st.Explanation = fmt.Sprintf("%d goes in %v or %v in %v, and in %v or %v in %v. "+
		"%v and %v share %v, so they cannot both be %d: %v or %v is %d. "+
		"%s, which %s both, cannot be %d.",
		d, rowEnd, rowBox, m.layout.House(row), colBox, colEnd, m.layout.House(col),
		rowBox, colBox, m.layout.House(18+region), d, rowEnd, colEnd, d,
		cellWords(elim.Cells()), seeVerb(elim.Len()), d)
	return st
}
