package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Sue de Coq. Take N ≥ 2 empty cells C where a line meets a region,
// holding N+k digits V with k ≥ 2; cells D in the rest of the line and
// cells E in the rest of the region, such that no digit is a candidate
// of both D and E, and C, D and E together have exactly as many digits
// as cells. Then each digit can go at most once in those cells: a digit
// of D lives only in the line (C and D), one of E only in the region,
// one of V alone only in C. As many digits as cells, each at most once,
// so each exactly once: the digits of D leave the rest of the line, those
// of E the rest of the region, and those of C alone both. The line and
// the region are any line–region pair of the layout, so jigsaw
// intersections work as boxes do.

// sdcPart is a candidate set D or E: cells of the rest of a line or
// region, their digits, and the digits of C they account for beyond
// their own new ones (gain = cells - new digits).
type sdcPart struct {
	cells  grid.CellSet
	digits Digits
	gain   int
}

// findSueDeCoq looks for a Sue de Coq on every line–region
// intersection. It is the first of eachSueDeCoq.
func findSueDeCoq(s *State) (Step, bool) { return firstYielded(s, eachSueDeCoq) }

// eachSueDeCoq hands yield every Sue de Coq that removes something, one
// for each intersection cells and pair of sets from the rest of the line
// and of the region, in the order findSueDeCoq takes the first, until
// yield returns false.
func eachSueDeCoq(s *State, yield func(Step) bool) {
	l := s.Layout
	if l == nil {
		l = grid.Standard()
	}
	var empty grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Candidates[c]&AllDigits != 0 {
			empty = empty.With(c)
		}
	}
	inter := intersectionsOf(l)
	var lineSubs, regionSubs sdcSubsets
	for _, x := range inter.sets[:inter.n] {
		in := x.cells.And(empty)
		if in.Len() < 2 {
			continue
		}
		lineRest := l.House(int(x.line)).Set.AndNot(x.cells).And(empty)
		regionRest := l.House(int(x.region)).Set.AndNot(x.cells).And(empty)
		if lineRest.Empty() || regionRest.Empty() {
			continue
		}
		lineSubs.build(s, lineRest)
		regionSubs.build(s, regionRest)
		var cells [9]grid.Cell
		k := len(appendCells(cells[:0], in))
		for mask := 3; mask < 1<<k; mask++ {
			if bits.OnesCount(uint(mask)) < 2 {
				continue
			}
			var c grid.CellSet
			var v Digits
			for i := 0; i < k; i++ {
				if mask>>i&1 != 0 {
					c = c.With(cells[i])
					v |= s.Candidates[cells[i]] & AllDigits
				}
			}
			if v.Len() < c.Len()+2 {
				continue
			}
			if !sueDeCoqsWith(s, l, int(x.line), int(x.region), c, v, &lineSubs, &regionSubs, yield) {
				return
			}
		}
	}
}

// sdcSubsets holds the digits of every subset of up to seven cells,
// indexed by bit mask over cells.
type sdcSubsets struct {
	cells  [9]grid.Cell
	n      int
	digits [1 << 7]Digits
}

func (u *sdcSubsets) build(s *State, set grid.CellSet) {
	u.n = len(appendCells(u.cells[:0], set))
	if u.n > 7 { // a line meets a region in two cells or more
		u.n = 7
	}
	for mask := 1; mask < 1<<u.n; mask++ {
		low := bits.TrailingZeros(uint(mask))
		u.digits[mask] = u.digits[mask&(mask-1)] | s.Candidates[u.cells[low]]&AllDigits
	}
}

// parts lists the subsets that share a digit with v and account for
// between 1 and k-1 of its extra digits.
func (u *sdcSubsets) parts(v Digits, k int, out []sdcPart) []sdcPart {
	for mask := 1; mask < 1<<u.n; mask++ {
		ds := u.digits[mask]
		if ds&v == 0 {
			continue
		}
		gain := bits.OnesCount(uint(mask)) - (ds &^ v).Len()
		if gain < 1 || gain > k-1 {
			continue
		}
		var cells grid.CellSet
		for i := 0; i < u.n; i++ {
			if mask>>i&1 != 0 {
				cells = cells.With(u.cells[i])
			}
		}
		out = append(out, sdcPart{cells, ds, gain})
	}
	return out
}

// sueDeCoqsWith completes intersection cells c (digits v) with each set
// from the rest of the line and one from the rest of the region that fit,
// handing yield the steps; it returns false when yield asked to stop.
func sueDeCoqsWith(s *State, l *grid.Layout, line, region int, c grid.CellSet, v Digits, lineSubs, regionSubs *sdcSubsets, yield func(Step) bool) bool {
	k := v.Len() - c.Len()
	var lbuf, rbuf [128]sdcPart
	ls := lineSubs.parts(v, k, lbuf[:0])
	if len(ls) == 0 {
		return true
	}
	rs := regionSubs.parts(v, k, rbuf[:0])
	lineSet, regionSet := l.House(line).Set, l.House(region).Set
	for i := range ls {
		d := &ls[i]
		for j := range rs {
			e := &rs[j]
			if d.gain+e.gain != k || d.digits&e.digits != 0 {
				continue
			}
			var elim [10]grid.CellSet
			found := false
			for m := uint16(v | d.digits | e.digits); m != 0; m &= m - 1 {
				dg := bits.TrailingZeros16(m)
				var from grid.CellSet
				switch {
				case d.digits.Has(int8(dg)):
					from = lineSet.AndNot(c).AndNot(d.cells)
				case e.digits.Has(int8(dg)):
					from = regionSet.AndNot(c).AndNot(e.cells)
				default:
					from = lineSet.Or(regionSet).AndNot(c).AndNot(d.cells).AndNot(e.cells)
				}
				var with grid.CellSet
				visitCells(from, func(x grid.Cell) {
					if s.Candidates[x].Has(int8(dg)) {
						with = with.With(x)
					}
				})
				if !with.Empty() {
					elim[dg], found = with, true
				}
			}
			if found && !yield(sueDeCoqStep(s, l, line, region, c, v, d, e, &elim)) {
				return false
			}
		}
	}
	return true
}

func sueDeCoqStep(s *State, l *grid.Layout, line, region int, c grid.CellSet, v Digits, d, e *sdcPart, elim *[10]grid.CellSet) Step {
	st := Step{Technique: "Sue de Coq", Kind: Logic, Houses: []int{line, region}}
	all := c.Or(d.cells).Or(e.cells)
	visitCells(all, func(x grid.Cell) {
		for _, dg := range (s.Candidates[x] & AllDigits).List() {
			st.Pattern = append(st.Pattern, Candidate{x, dg})
		}
	})
	st.Groups = []Group{
		{Label: "intersection", Cells: c.Cells(), Digits: v.List()},
		{Label: lineWord(l, line), Cells: d.cells.Cells(), Digits: d.digits.List()},
		{Label: regionWord(l), Cells: e.cells.Cells(), Digits: e.digits.List()},
	}
	st.Eliminations = cellOrder(elim)
	part := func(set grid.CellSet, ds Digits) string { return compactCells(set) + " {" + digitString(ds) + "}" }
	st.Text = logicText("Sue de Coq", part(c, v)+" ("+part(d.cells, d.digits)+", "+part(e.cells, e.digits)+")", &st)
	n := all.Len()
	st.Explanation = "Where " + houseName(l, line) + " meets " + houseName(l, region) + ", " + cellList(c.Cells()) +
		" hold " + words.And(digitNames(v.List())) + ". With " + cellList(d.cells.Cells()) + " of the " +
		lineWord(l, line) + " (" + words.And(digitNames(d.digits.List())) + ") and " + cellList(e.cells.Cells()) +
		" of the " + regionWord(l) + " (" + words.And(digitNames(e.digits.List())) + "), which share no digit, " +
		"these " + countWord(n) + " cells hold " + countWord(n) + " digits, each of which fits only once among them. " +
		"So each digit is there exactly once: remove " + eliminationWords(st.Eliminations) + "."
	return st
}
