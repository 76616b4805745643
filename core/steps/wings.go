package steps

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// candidateMap is what the wing finders need of a position: the cells
// holding each digit and the bivalue cells, as bitsets.
type candidateMap struct {
	layout  *grid.Layout
	with    [10]grid.CellSet
	bivalue grid.CellSet
}

func mapCandidates(s *State) candidateMap {
	m := candidateMap{layout: s.Layout}
	if m.layout == nil {
		m.layout = grid.Standard()
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		ds := s.Candidates[c] & AllDigits
		if ds == 0 {
			continue
		}
		if ds.Len() == 2 {
			m.bivalue = m.bivalue.With(c)
		}
		for x := uint16(ds); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			m.with[d] = m.with[d].With(c)
		}
	}
	return m
}

// appendCells appends the cells of set to out, in increasing order,
// without allocating when out has room.
func appendCells(out []grid.Cell, set grid.CellSet) []grid.Cell {
	for lo := set.Lo; lo != 0; lo &= lo - 1 {
		out = append(out, grid.Cell(bits.TrailingZeros64(lo)))
	}
	for hi := set.Hi; hi != 0; hi &= hi - 1 {
		out = append(out, grid.Cell(64+bits.TrailingZeros64(hi)))
	}
	return out
}

// seenByBoth returns the cells that see both a and b.
func (m *candidateMap) seenByBoth(a, b grid.Cell) grid.CellSet {
	return m.layout.Peers(a).And(m.layout.Peers(b))
}

// twoCells returns the two cells of a set known to hold exactly two.
func twoCells(set grid.CellSet) (grid.Cell, grid.Cell) {
	a := set.First()
	return a, set.Without(a).First()
}

// onlyDigit returns the lowest digit of m, the only one when m holds one.
func onlyDigit(m Digits) int8 { return int8(bits.TrailingZeros16(uint16(m))) }

// pairDigits returns the two digits of a bivalue mask, lower first.
func pairDigits(m Digits) (int8, int8) {
	x := uint16(m)
	lo := int8(bits.TrailingZeros16(x))
	return lo, int8(bits.TrailingZeros16(x &^ (1 << uint(lo))))
}

// cellWords writes cells for a sentence: "r1c1", "r1c1 and r2c2",
// "r1c1, r2c2 and r3c3".
func cellWords(cells []grid.Cell) string {
	if len(cells) == 1 {
		return cells[0].String()
	}
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = c.String()
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// seeVerb agrees "see" with the number of cells it is said of.
func seeVerb(n int) string {
	if n == 1 {
		return "sees"
	}
	return "see"
}

// findXYWing looks for a bivalue pivot {x,y} that sees a bivalue pincer
// {x,z} and a bivalue pincer {y,z}: whichever digit the pivot takes, one
// pincer is z, so no cell seeing both pincers holds z. It is the first
// of eachXYWing.
func findXYWing(s *State) (Step, bool) { return firstYielded(s, eachXYWing) }

// eachXYWing hands yield every XY-Wing that removes something, in the
// order findXYWing takes the first, until yield returns false.
func eachXYWing(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for rest := m.bivalue; !rest.Empty(); {
		pivot := rest.First()
		rest = rest.Without(pivot)
		pm := s.Candidates[pivot]
		var buf [20]grid.Cell
		wings := appendCells(buf[:0], m.layout.Peers(pivot).And(m.bivalue))
		for i, a := range wings {
			am := s.Candidates[a]
			if (am & pm).Len() != 1 {
				continue
			}
			for _, b := range wings[i+1:] {
				bm := s.Candidates[b]
				// b must hold the pivot's other digit and the same z.
				if (bm&pm).Len() != 1 || bm&pm == am&pm || (am&^pm) != (bm&^pm) {
					continue
				}
				z := onlyDigit(am &^ pm)
				elim := m.seenByBoth(a, b).And(m.with[z])
				if elim.Empty() {
					continue
				}
				if !yield(xyWingStep(&m, pivot, a, b, onlyDigit(am&pm), onlyDigit(bm&pm), z, elim)) {
					return
				}
			}
		}
	}
}

// xyWingStep makes the step of the XY-Wing on pivot {x,y} with pincers
// a {x,z} and b {y,z}, removing z from elim.
func xyWingStep(m *candidateMap, pivot, a, b grid.Cell, x, y, z int8, elim grid.CellSet) Step {
	if x > y { // name the pincers in digit order
		a, b, x, y = b, a, y, x
	}
	st := Step{
		Technique:    "XY-Wing",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, z),
		Pattern:      []Candidate{{pivot, x}, {pivot, y}, {a, x}, {a, z}, {b, y}, {b, z}},
		Houses:       appendHouse(appendHouse(nil, linkHouse(m.layout, pivot, a)), linkHouse(m.layout, pivot, b)),
		// As a chain: (z=x)a-(x=y)pivot-(y=z)b.
		Links: []Link{
			{From: Candidate{a, z}, To: Candidate{a, x}, Strong: true},
			{From: Candidate{a, x}, To: Candidate{pivot, x}},
			{From: Candidate{pivot, x}, To: Candidate{pivot, y}, Strong: true},
			{From: Candidate{pivot, y}, To: Candidate{b, y}},
			{From: Candidate{b, y}, To: Candidate{b, z}, Strong: true},
		},
	}
	st.Text = fmt.Sprintf("XY-Wing: %d/%d/%d in %v,%v,%v => %s", x, y, z, pivot, a, b, effects(&st))
	st.Explanation = fmt.Sprintf("%v is %d or %d. If it is %d, %v is %d; if it is %d, %v is %d. "+
		"Either way one of them is %d, so %s, which %s both, cannot be %d.",
		pivot, x, y, x, a, z, y, b, z, z, cellWords(elim.Cells()), seeVerb(elim.Len()), z)
	return st
}

// findXYZWing looks for a pivot {x,y,z} that sees a bivalue pincer {x,z}
// and a bivalue pincer {y,z}: one of the three cells is z, so no cell
// seeing all three holds z. It is the first of eachXYZWing.
func findXYZWing(s *State) (Step, bool) { return firstYielded(s, eachXYZWing) }

// eachXYZWing hands yield every XYZ-Wing that removes something, in the
// order findXYZWing takes the first, until yield returns false.
func eachXYZWing(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for pivot := grid.Cell(0); pivot < grid.NumCells; pivot++ {
		pm := s.Candidates[pivot]
		if pm.Len() != 3 {
			continue
		}
		var buf [20]grid.Cell // a cell has 20 peers in any layout
		wings := buf[:0]
		for rest := m.layout.Peers(pivot).And(m.bivalue); !rest.Empty(); {
			c := rest.First()
			rest = rest.Without(c)
			if s.Candidates[c]&^pm == 0 {
				wings = append(wings, c)
			}
		}
		for i, a := range wings {
			am := s.Candidates[a]
			for _, b := range wings[i+1:] {
				bm := s.Candidates[b]
				if am == bm || am|bm != pm {
					continue
				}
				z := onlyDigit(am & bm)
				elim := m.seenByBoth(a, b).And(m.layout.Peers(pivot)).And(m.with[z])
				if elim.Empty() {
					continue
				}
				if !yield(xyzWingStep(&m, pivot, a, b, onlyDigit(am&^bm), onlyDigit(bm&^am), z, elim)) {
					return
				}
			}
		}
	}
}

// xyzWingStep makes the step of the XYZ-Wing on pivot {x,y,z} with
// pincers a {x,z} and b {y,z}, removing z from elim.
func xyzWingStep(m *candidateMap, pivot, a, b grid.Cell, x, y, z int8, elim grid.CellSet) Step {
	if x > y {
		a, b, x, y = b, a, y, x
	}
	st := Step{
		Technique:    "XYZ-Wing",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, z),
		Pattern:      []Candidate{{pivot, x}, {pivot, y}, {pivot, z}, {a, x}, {a, z}, {b, y}, {b, z}},
		Houses:       appendHouse(appendHouse(nil, linkHouse(m.layout, pivot, a)), linkHouse(m.layout, pivot, b)),
	}
	st.Text = fmt.Sprintf("XYZ-Wing: %d/%d/%d in %v,%v,%v => %s", x, y, z, pivot, a, b, effects(&st))
	st.Explanation = fmt.Sprintf("%v is %d, %d or %d. If it is %d, %v is %d; if it is %d, %v is %d. "+
		"So one of the three cells is %d, and %s, which %s all three, cannot be %d.",
		pivot, x, y, z, x, a, z, y, b, z, z, cellWords(elim.Cells()), seeVerb(elim.Len()), z)
	return st
}

// findWWing looks for two bivalue cells {x,y} that do not see each other,
// joined by a conjugate pair of x whose ends see one cell each: one of the
// two cells is y, so no cell seeing both holds y. It is the first of
// eachWWing.
func findWWing(s *State) (Step, bool) { return firstYielded(s, eachWWing) }

// eachWWing hands yield every W-Wing that removes something, one for
// each conjugate pair joining its two cells, in the order findWWing takes
// the first, until yield returns false.
func eachWWing(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for rest := m.bivalue; !rest.Empty(); {
		c1 := rest.First()
		rest = rest.Without(c1)
		pm := s.Candidates[c1]
		for more := rest.AndNot(m.layout.Peers(c1)); !more.Empty(); {
			c2 := more.First()
			more = more.Without(c2)
			if s.Candidates[c2] != pm {
				continue
			}
			lo, hi := pairDigits(pm)
			for _, xy := range [2][2]int8{{lo, hi}, {hi, lo}} {
				x, y := xy[0], xy[1]
				elim := m.seenByBoth(c1, c2).And(m.with[y])
				if elim.Empty() {
					continue
				}
				if !wWingBridges(&m, c1, c2, x, y, elim, yield) {
					return
				}
			}
		}
	}
}

// wWingBridges hands yield the W-Wing of c1 and c2 removing y from elim
// once for each conjugate pair of x that joins them; it returns false
// when yield asked to stop.
func wWingBridges(m *candidateMap, c1, c2 grid.Cell, x, y int8, elim grid.CellSet, yield func(Step) bool) bool {
	see1, see2 := m.layout.Peers(c1), m.layout.Peers(c2)
	for h := 0; h < grid.NumHouses; h++ {
		pair := m.layout.House(h).Set.And(m.with[x])
		if pair.Len() != 2 || pair.Has(c1) || pair.Has(c2) {
			continue
		}
		a, b := twoCells(pair)
		if !(see1.Has(a) && see2.Has(b)) {
			a, b = b, a
		}
		if !(see1.Has(a) && see2.Has(b)) {
			continue
		}
		if !yield(wWingStep(m, c1, c2, a, b, x, y, h, elim)) {
			return false
		}
	}
	return true
}

// wWingStep makes the step of the W-Wing of c1 and c2 {x,y} joined by the
// conjugate pair a=b of x in house h, removing y from elim.
func wWingStep(m *candidateMap, c1, c2, a, b grid.Cell, x, y int8, h int, elim grid.CellSet) Step {
	st := Step{
		Technique:    "W-Wing",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, y),
		Pattern:      []Candidate{{c1, x}, {c1, y}, {a, x}, {b, x}, {c2, x}, {c2, y}},
		Houses:       []int{h},
		Links: []Link{
			{From: Candidate{c1, y}, To: Candidate{c1, x}, Strong: true},
			{From: Candidate{c1, x}, To: Candidate{a, x}},
			{From: Candidate{a, x}, To: Candidate{b, x}, Strong: true},
			{From: Candidate{b, x}, To: Candidate{c2, x}},
			{From: Candidate{c2, x}, To: Candidate{c2, y}, Strong: true},
		},
	}
	st.Text = fmt.Sprintf("W-Wing: %d/%d in %v,%v connected by %d in %v,%v => %s",
		y, x, c1, c2, x, a, b, effects(&st))
	st.Explanation = fmt.Sprintf("%v and %v both hold only %d and %d. %d goes in %v or %v in %v, "+
		"so %v and %v cannot both be %d: one of them is %d. %s, which %s both, cannot be %d.",
		c1, c2, x, y, x, a, b, m.layout.House(h), c1, c2, x, y,
		cellWords(elim.Cells()), seeVerb(elim.Len()), y)
	return st
}
