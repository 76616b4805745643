package steps

import (
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Unique Rectangle types 2 to 6 (see uniqueness.go for the deadly
// pattern). Each looks at rectangles whose corners hold a and b and, in
// some corners, more; each shows that a and b alone would make the
// pattern deadly, so the extra candidates, or a conjugate pair of a or b,
// must break it.

// roof returns the indexes (into rectangle.cells) of the two corners
// with extra candidates when the other two, the floor, are the anchor
// and one of its neighbours, both holding only a and b. The roof cells
// then share a row or a column, and maybe a region.
func (rc *rectangle) roof() (i, j int, ok bool) {
	if rc.extra[3] == 0 {
		return 0, 0, false
	}
	switch {
	case rc.extra[1] == 0 && rc.extra[2] != 0:
		return 2, 3, true // the floor is the anchor's row
	case rc.extra[2] == 0 && rc.extra[1] != 0:
		return 1, 3, true // the floor is the anchor's column
	}
	return 0, 0, false
}

// sharedHouses returns the houses holding both cells: a row, a column or
// a region, at most two of them for two different cells; n says how many.
func sharedHouses(l *grid.Layout, x, y grid.Cell) (hs [3]int, n int) {
	hx, hy := l.HousesOf(x), l.HousesOf(y)
	for k := range hx {
		if hx[k] == hy[k] {
			hs[n] = hx[k]
			n++
		}
	}
	return hs, n
}

// findUniqueRectangle2 looks for a rectangle whose floor holds only a and
// b and whose two roof cells hold a, b and one more digit x, the same in
// both. Without x the roof would complete the deadly pattern, so one
// roof cell is x and no cell that sees both holds x.
func findUniqueRectangle2(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle2) }

// eachUniqueRectangle2 yields every type 2 rectangle, in the order
// findUniqueRectangle2 meets them, while yield returns true.
func eachUniqueRectangle2(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		i, j, ok := rc.roof()
		if !ok || rc.extra[i] != rc.extra[j] || rc.extra[i].Len() != 1 {
			return false
		}
		x := onlyDigit(rc.extra[i])
		elim := m.seenByBoth(rc.cells[i], rc.cells[j]).And(m.with[x])
		if elim.Empty() {
			return false
		}
		return !yield(extraDigitStep(m.layout, "Unique Rectangle Type 2", &rc, x, []int{i, j}, elim))
	})
}

// findUniqueRectangle5 is type 2 with the extra digit x in two diagonal
// corners, or in three: one of those cells is x, so no cell seeing them
// all holds x.
func findUniqueRectangle5(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle5) }

// eachUniqueRectangle5 yields every type 5 rectangle, in the order
// findUniqueRectangle5 meets them, while yield returns true.
func eachUniqueRectangle5(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		x := rc.extra[1]
		if x.Len() != 1 || rc.extra[2] != x || (rc.extra[3] != 0 && rc.extra[3] != x) {
			return false
		}
		d := onlyDigit(x)
		corners := []int{1, 2}
		elim := m.seenByBoth(rc.cells[1], rc.cells[2])
		if rc.extra[3] != 0 {
			corners = append(corners, 3)
			elim = elim.And(m.layout.Peers(rc.cells[3]))
		}
		if elim = elim.And(m.with[d]); elim.Empty() {
			return false
		}
		return !yield(extraDigitStep(m.layout, "Unique Rectangle Type 5", &rc, d, corners, elim))
	})
}

// extraDigitStep makes the step of type 2 or 5: the corners listed hold
// the extra digit x, one of them is x, and x leaves the cells of elim.
func extraDigitStep(l *grid.Layout, name string, rc *rectangle, x int8, corners []int, elim grid.CellSet) Step {
	st := Step{
		Technique:    name,
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, x),
		Pattern:      rectanglePattern(rc.cells, rc.a, rc.b),
		Houses:       rectangleHouses(l, rc.cells),
	}
	var holders []grid.Cell
	for _, i := range corners {
		holders = append(holders, rc.cells[i])
	}
	holders = grid.CellSetOf(holders...).Cells()
	for _, c := range holders {
		st.Fins = append(st.Fins, Candidate{c, x})
	}
	st.Text = logicText(name, rectangleWhat(rc.cells, rc.a, rc.b), &st)
	st.Explanation = fmt.Sprintf("Were %s %d, the four cells would hold only %d and %d and could swap them, "+
		"giving a second solution; so one of them is %d, and %s, which %s %s, cannot be %d.",
		noneOf(holders), x, rc.a, rc.b, x, cellWords(elim.Cells()), seeVerb(elim.Len()), bothOrAll(len(holders)), x)
	return st
}

// noneOf writes "neither r1c1 nor r2c2" or "none of r1c1, r2c2 and r3c3".
func noneOf(cells []grid.Cell) string {
	if len(cells) == 2 {
		return fmt.Sprintf("neither %v nor %v", cells[0], cells[1])
	}
	return "none of " + cellWords(cells)
}

// bothOrAll says "both" of two cells, "all three" of three.
func bothOrAll(n int) string {
	if n == 2 {
		return "both"
	}
	return "all " + countWord(n)
}

// findUniqueRectangle3 looks for a rectangle whose floor holds only a and
// b and whose roof cells hold other digits too. One roof cell takes one
// of those other digits, so the roof acts as a single cell holding them
// (a pseudo-cell): with n cells of a house it shares, holding no a or b,
// it forms a naked subset of n+1 digits, which leave the rest of the house.
func findUniqueRectangle3(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle3) }

// eachUniqueRectangle3 yields every type 3 rectangle with each naked
// subset its roof makes, in the order findUniqueRectangle3 meets them,
// while yield returns true.
func eachUniqueRectangle3(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		i, j, ok := rc.roof()
		if !ok {
			return false
		}
		extra := rc.extra[i] | rc.extra[j]
		if extra.Len() < 2 || extra.Len() > 4 {
			return false // one extra digit is type 2
		}
		roof := grid.CellSetOf(rc.cells[i], rc.cells[j])
		hs, n := sharedHouses(m.layout, rc.cells[i], rc.cells[j])
		for _, h := range hs[:n] {
			if pseudoSubsetsIn(s, h, &rc, roof, extra, yield) {
				return true
			}
		}
		return false
	})
}

// pseudoSubsetsIn looks in house h for cells which, with the roof's extra
// digits, form a naked subset that removes something, and yields the
// step of each, smallest subsets first; it reports whether yield said
// to stop.
func pseudoSubsetsIn(s *State, h int, rc *rectangle, roof grid.CellSet, extra Digits, yield func(Step) bool) bool {
	var cells [9]grid.Cell
	var masks [9]uint16
	n := 0
	for _, c := range s.Layout.House(h).Cells {
		ds := s.Candidates[c] & AllDigits
		if roof.Has(c) || ds == 0 || ds&rc.pair != 0 || ds.Len() > 4 {
			continue
		}
		cells[n], masks[n] = c, uint16(ds)
		n++
	}
	for size := 1; size <= 3 && size <= n; size++ {
		if pickPseudo(masks[:n], size, 0, 0, uint16(extra), func(chosen, union uint16) bool {
			var subset grid.CellSet
			for ; chosen != 0; chosen &= chosen - 1 {
				subset = subset.With(cells[bits.TrailingZeros16(chosen)])
			}
			st, ok := pseudoSubsetStep(s, h, rc, roof, subset, Digits(union))
			return ok && !yield(st)
		}) {
			return true
		}
	}
	return false
}

// pickPseudo chooses size of the masks, from start on, whose union with
// the starting union (the pseudo-cell's digits) has size+1 digits, and
// calls fn with them (as bits of chosen, the indexes) until fn returns
// true. Passing the choice as bits keeps the search from allocating.
func pickPseudo(masks []uint16, size, chosen, start int, union uint16, fn func(chosen, union uint16) bool) bool {
	depth := bits.OnesCount16(uint16(chosen))
	if depth == size {
		return bits.OnesCount16(union) == size+1 && fn(uint16(chosen), union)
	}
	for i := start; i <= len(masks)-(size-depth); i++ {
		u := union | masks[i]
		if bits.OnesCount16(u) > size+1 {
			continue
		}
		if pickPseudo(masks, size, chosen|1<<i, i+1, u, fn) {
			return true
		}
	}
	return false
}

// pseudoSubsetStep makes the type 3 step for the naked subset of the
// roof (as one cell) and the cells of subset on the digits ds in house h,
// if it removes anything.
func pseudoSubsetStep(s *State, h int, rc *rectangle, roof, subset grid.CellSet, ds Digits) (Step, bool) {
	l := s.Layout
	const name = "Unique Rectangle Type 3"
	st := Step{Technique: name, Kind: Logic, Houses: []int{h}}
	for _, c := range l.House(h).Cells {
		if roof.Has(c) || subset.Has(c) {
			continue
		}
		for _, d := range (s.Candidates[c] & ds).List() {
			st.Eliminations = append(st.Eliminations, Candidate{c, d})
		}
	}
	if len(st.Eliminations) == 0 {
		return Step{}, false
	}
	st.Pattern = rectanglePattern(rc.cells, rc.a, rc.b)
	roofCells := roof.Cells()
	for _, c := range roofCells {
		for _, d := range (s.Candidates[c] & AllDigits &^ rc.pair).List() {
			st.Fins = append(st.Fins, Candidate{c, d})
		}
	}
	subsetCells := subset.Cells()
	digits := ds.List()
	st.Groups = []Group{{Label: "subset", Cells: append(append([]grid.Cell(nil), roofCells...), subsetCells...), Digits: digits}}
	k := subset.Len() + 1
	what := fmt.Sprintf("%s with naked %s %s in (%s),%s", rectangleWhat(rc.cells, rc.a, rc.b),
		strings.ToLower(subsetNames[k]), digitList(digits), cellList(roofCells), cellList(subsetCells))
	st.Text = logicText(name, what, &st)
	st.Explanation = fmt.Sprintf("If %s held only %d and %d, the four cells could swap them and the puzzle "+
		"would have two solutions; so one of them is %s. Counted as one cell, they and %s hold only %s: %d cells "+
		"for %d digits in %s, so no other cell there holds them: remove %s.",
		cellWords(roofCells), rc.a, rc.b, words.Or(digitNames((rc.extra[1] | rc.extra[2] | rc.extra[3]).List())),
		cellWords(subsetCells), words.And(digitNames(digits)), k, k, houseName(l, h), eliminationWords(st.Eliminations))
	return st, true
}

// findUniqueRectangle4 looks for a rectangle whose floor holds only a and
// b and whose roof cells share a house where a has no other place. One
// roof cell is then a; were the other b, the four cells would be a and b
// only and could swap them, so neither roof cell is b.
func findUniqueRectangle4(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle4) }

// eachUniqueRectangle4 yields every type 4 rectangle, for each house its
// roof shares and each digit locked there, in the order
// findUniqueRectangle4 meets them, while yield returns true.
func eachUniqueRectangle4(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		i, j, ok := rc.roof()
		if !ok {
			return false
		}
		roof := grid.CellSetOf(rc.cells[i], rc.cells[j])
		hs, n := sharedHouses(m.layout, rc.cells[i], rc.cells[j])
		for _, h := range hs[:n] {
			for _, x := range [2]int8{rc.a, rc.b} {
				if m.with[x].And(m.layout.House(h).Set) != roof {
					continue
				}
				y := rc.a + rc.b - x
				st := Step{
					Technique:    "Unique Rectangle Type 4",
					Kind:         Logic,
					Eliminations: eliminationsOf(roof, y),
					Pattern:      rectanglePattern(rc.cells, rc.a, rc.b),
					Houses:       []int{h},
				}
				st.Text = logicText(st.Technique, rectangleWhat(rc.cells, rc.a, rc.b), &st)
				roofCells := roof.Cells()
				st.Explanation = fmt.Sprintf("In %s, %d can only go in %s, so one of them is %d. Were the other %d, "+
					"the four cells would hold only %d and %d and could swap them, giving a second solution; so neither is %d.",
					houseName(m.layout, h), x, cellWords(roofCells), x, y, rc.a, rc.b, y)
				if !yield(st) {
					return true
				}
			}
		}
		return false
	})
}

// findUniqueRectangle6 looks for a rectangle with two diagonal corners
// holding only a and b where a, in both rows (or both columns), lies only
// in the rectangle. Were a in one of the other two corners, the rows
// would put a in both of them and b in the two bivalue corners: the
// deadly pattern. So those two corners are not a.
func findUniqueRectangle6(s *State) (Step, bool) { return firstYielded(s, eachUniqueRectangle6) }

// eachUniqueRectangle6 yields every type 6 rectangle, for each digit and
// pair of lines, in the order findUniqueRectangle6 meets them, while
// yield returns true.
func eachUniqueRectangle6(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		if rc.extra[3] != 0 || rc.extra[1] == 0 || rc.extra[2] == 0 {
			return false
		}
		c := rc.cells
		for _, x := range [2]int8{rc.a, rc.b} {
			for _, lines := range [2][2]int{{c[0].Row(), c[3].Row()}, {9 + c[0].Col(), 9 + c[3].Col()}} {
				in := m.with[x].And(m.layout.House(lines[0]).Set.Or(m.layout.House(lines[1]).Set))
				if in != grid.CellSetOf(c[:]...) {
					continue
				}
				roof := grid.CellSetOf(c[1], c[2])
				st := Step{
					Technique:    "Unique Rectangle Type 6",
					Kind:         Logic,
					Eliminations: eliminationsOf(roof, x),
					Pattern:      rectanglePattern(c, rc.a, rc.b),
					Houses:       []int{lines[0], lines[1]},
				}
				st.Text = logicText(st.Technique, rectangleWhat(c, rc.a, rc.b), &st)
				st.Explanation = fmt.Sprintf("In %s, %d lies only in the rectangle. Were %v or %v %d, both of them "+
					"would be, %v and %v would be %d, and the four cells could swap %d and %d, giving a second "+
					"solution; so neither is %d.",
					houseList(m.layout, st.Houses), x, c[1], c[2], x, c[0], c[3], rc.a+rc.b-x, rc.a, rc.b, x)
				if !yield(st) {
					return true
				}
			}
		}
		return false
	})
}
