package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Hidden and avoidable rectangles, two more ways around the deadly
// pattern of uniqueness.go.

// findHiddenRectangle looks for a rectangle with a corner holding only a
// and b where a, in the row and in the column of the opposite corner,
// lies only in the rectangle. Were that opposite corner b, those conjugate
// pairs would put a in its two neighbours, the bivalue corner (seeing
// both) would be b, and the four cells would form the deadly pattern. So
// the opposite corner is not b.
func findHiddenRectangle(s *State) (Step, bool) { return firstYielded(s, eachHiddenRectangle) }

// eachHiddenRectangle yields every hidden rectangle, for each digit, in
// the order findHiddenRectangle meets them, while yield returns true.
func eachHiddenRectangle(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	eachRectangle(s, &m, func(rc rectangle) bool {
		c := rc.cells
		far := c[3]
		row, col := far.Row(), 9+far.Col()
		for _, x := range [2]int8{rc.a, rc.b} {
			if m.with[x].And(m.layout.House(row).Set) != grid.CellSetOf(c[2], far) ||
				m.with[x].And(m.layout.House(col).Set) != grid.CellSetOf(c[1], far) {
				continue
			}
			y := rc.a + rc.b - x
			st := Step{
				Technique:    "Hidden Rectangle",
				Kind:         Logic,
				Eliminations: []Candidate{{far, y}},
				Pattern:      rectanglePattern(c, rc.a, rc.b),
				Houses:       []int{row, col},
			}
			st.Text = logicText(st.Technique, rectangleWhat(c, rc.a, rc.b), &st)
			st.Explanation = fmt.Sprintf("%v can only be %d or %d, and %d lies only in the rectangle in %s. "+
				"Were %v %d, %v and %v would be %d, %v would be %d, and the four cells could swap %d and %d, "+
				"giving a second solution; so %v is not %d.",
				c[0], rc.a, rc.b, x, houseList(m.layout, st.Houses), far, y, c[1], c[2], x, c[0], y, rc.a, rc.b, far, y)
			if !yield(st) {
				return true
			}
		}
		return false
	})
}

// Avoidable rectangles. A rectangle whose corners the solver has filled,
// not the puzzle's givens, can swap its digits just as well: the solution
// is unique, so a rectangle of solved cells a b / b a must never be
// completed. A given corner pins its digit and breaks the argument, which
// is why the state keeps the givens apart.

// arRectangle is a possible avoidable rectangle: cells as in rectangle,
// with want[i] the digit cells[i] holds in the deadly pattern (a, b, b, a).
type arRectangle struct {
	cells [4]grid.Cell
	want  [4]int8
	open  int // how many corners are empty
}

// eachAvoidable calls fn with every rectangle in deadly shape whose
// anchor and at least one of its neighbours are solved cells that are
// not givens, whose other solved corners (not givens either) hold the
// pattern's digits and whose empty corners hold the digit the pattern
// wants of them, until fn returns true.
func eachAvoidable(s *State, l *grid.Layout, fn func(ar arRectangle) bool) bool {
	var solved grid.CellSet // solved cells that are not givens
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if d := s.Grid[c]; d >= 1 && d <= 9 && !s.Givens.Has(c) {
			solved = solved.With(c)
		}
	}
	if solved.Len() < 2 {
		return false
	}
	// usable reports whether corner c may be d in the pattern.
	usable := func(c grid.Cell, d int8) (open, ok bool) {
		if s.Grid[c] == 0 {
			// An empty cell in Givens has given candidates (see State).
			return true, s.Candidates[c].Has(d) && !s.Givens.Has(c)
		}
		return false, solved.Has(c) && s.Grid[c] == d
	}
	var ar arRectangle
	for rest := solved; !rest.Empty(); {
		corner := rest.First()
		rest = rest.Without(corner)
		a := s.Grid[corner]
		region := l.House(18 + l.Region(corner)).Set
		column := l.House(9 + corner.Col()).Set.Without(corner)
		for _, q := range l.House(corner.Row()).Cells {
			if q == corner || (s.Grid[q] != 0 && (!solved.Has(q) || s.Grid[q] == a)) {
				continue
			}
			// In deadly shape the anchor shares its region with q or with r.
			down := column
			if !region.Has(q) {
				down = down.And(region)
			}
			for ; !down.Empty(); down = down.Without(down.First()) {
				r := down.First()
				if s.Grid[r] != 0 && (!solved.Has(r) || s.Grid[r] == a) {
					continue
				}
				// One neighbour must be solved: it names b.
				b := s.Grid[q]
				if b == 0 {
					b = s.Grid[r]
				}
				if b == 0 {
					continue
				}
				far := grid.CellAt(r.Row(), q.Col())
				ar.cells = [4]grid.Cell{corner, q, r, far}
				ar.want = [4]int8{a, b, b, a}
				ar.open = 0
				good := true
				for i, c := range ar.cells[1:] {
					open, ok := usable(c, ar.want[i+1])
					if !ok {
						good = false
						break
					}
					if open {
						ar.open++
					}
				}
				if !good || ar.open == 0 || !deadlyShape(l, ar.cells) {
					continue
				}
				if fn(ar) {
					return true
				}
			}
		}
	}
	return false
}

// findAvoidableRectangle1 looks for three solved corners, none a given,
// of a rectangle a b / b a whose fourth corner still holds the digit that
// would complete it: that candidate goes.
func findAvoidableRectangle1(s *State) (Step, bool) {
	return firstYielded(s, eachAvoidableRectangle1)
}

// eachAvoidableRectangle1 yields every type 1 avoidable rectangle, in the
// order findAvoidableRectangle1 meets them, while yield returns true.
func eachAvoidableRectangle1(s *State, yield func(Step) bool) {
	l := layoutOf(s)
	eachAvoidable(s, l, func(ar arRectangle) bool {
		if ar.open != 1 {
			return false
		}
		for i, c := range ar.cells {
			if s.Grid[c] != 0 {
				continue
			}
			st := avoidableStep(s, l, "Avoidable Rectangle Type 1", &ar, []Candidate{{c, ar.want[i]}}, nil)
			st.Explanation = fmt.Sprintf("%s were filled by the solver, not given. Were %v %d, the four cells "+
				"could swap %d and %d and the puzzle would have two solutions; so %v is not %d.",
				cellWords(solvedCorners(s, &ar)), c, ar.want[i], ar.want[0], ar.want[1], c, ar.want[i])
			return !yield(st)
		}
		return false
	})
}

// findAvoidableRectangle2 looks for two solved corners, none a given,
// side by side, and two empty ones each holding the digit the pattern
// wants and one more digit x, the same in both: one of them is x, so no
// cell seeing both holds x.
func findAvoidableRectangle2(s *State) (Step, bool) {
	return firstYielded(s, eachAvoidableRectangle2)
}

// eachAvoidableRectangle2 yields every type 2 avoidable rectangle, in the
// order findAvoidableRectangle2 meets them, while yield returns true.
func eachAvoidableRectangle2(s *State, yield func(Step) bool) {
	l := layoutOf(s)
	eachAvoidable(s, l, func(ar arRectangle) bool {
		if ar.open != 2 {
			return false
		}
		var u [2]int
		n := 0
		for i, c := range ar.cells {
			if s.Grid[c] == 0 {
				u[n] = i
				n++
			}
		}
		// The solved corners are the anchor and a neighbour, so the empty
		// ones share a row or a column.
		x0 := s.Candidates[ar.cells[u[0]]] & AllDigits &^ DigitSet(ar.want[u[0]])
		x1 := s.Candidates[ar.cells[u[1]]] & AllDigits &^ DigitSet(ar.want[u[1]])
		if x0 != x1 || x0.Len() != 1 {
			return false
		}
		x := onlyDigit(x0)
		c0, c1 := ar.cells[u[0]], ar.cells[u[1]]
		var elim grid.CellSet
		for rest := l.Peers(c0).And(l.Peers(c1)); !rest.Empty(); {
			c := rest.First()
			rest = rest.Without(c)
			if s.Grid[c] == 0 && s.Candidates[c].Has(x) {
				elim = elim.With(c)
			}
		}
		if elim.Empty() {
			return false
		}
		fins := []Candidate{{c0, x}, {c1, x}}
		st := avoidableStep(s, l, "Avoidable Rectangle Type 2", &ar, eliminationsOf(elim, x), fins)
		st.Explanation = fmt.Sprintf("%s were filled by the solver, not given. Were neither %v nor %v %d, they "+
			"would be %d and %d and the four cells could swap %d and %d, giving a second solution; so one of them "+
			"is %d, and %s, which %s both, cannot be %d.",
			cellWords(solvedCorners(s, &ar)), c0, c1, x, ar.want[u[0]], ar.want[u[1]], ar.want[0], ar.want[1], x,
			cellWords(elim.Cells()), seeVerb(elim.Len()), x)
		return !yield(st)
	})
}

// layoutOf returns the state's layout, the standard one if it has none.
func layoutOf(s *State) *grid.Layout {
	if s.Layout == nil {
		return grid.Standard()
	}
	return s.Layout
}

// solvedCorners returns the solved corners of an avoidable rectangle.
func solvedCorners(s *State, ar *arRectangle) []grid.Cell {
	var set grid.CellSet
	for _, c := range ar.cells {
		if s.Grid[c] != 0 {
			set = set.With(c)
		}
	}
	return set.Cells()
}

// avoidableStep makes an avoidable rectangle's step: the pattern is the
// digit each corner holds or, if empty, would hold in the deadly
// pattern; the solved corners are its cells.
func avoidableStep(s *State, l *grid.Layout, name string, ar *arRectangle, elims, fins []Candidate) Step {
	st := Step{
		Technique:    name,
		Kind:         Logic,
		Eliminations: elims,
		Fins:         fins,
		Houses:       rectangleHouses(l, ar.cells),
		Cells:        solvedCorners(s, ar),
	}
	a, b := ar.want[0], ar.want[1]
	for _, c := range grid.CellSetOf(ar.cells[:]...).Cells() {
		for i := range ar.cells {
			switch {
			case ar.cells[i] != c:
			case s.Grid[c] != 0:
				st.Pattern = append(st.Pattern, Candidate{c, s.Grid[c]})
			default:
				st.Pattern = append(st.Pattern, Candidate{c, ar.want[i]})
			}
		}
	}
	lo, hi := min(a, b), max(a, b)
	st.Text = logicText(name, rectangleWhat(ar.cells, lo, hi), &st)
	return st
}
