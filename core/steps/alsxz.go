package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findALSXZ looks for two almost locked sets A and B tied by a restricted
// common candidate x: they cannot both hold x, so one of them is locked
// on its other digits. A digit z (not x) that both hold is then in A or
// in B, and no cell seeing every z of both can be z. When a second
// restricted common ties them (doubly linked), each set loses exactly one
// of the two and is locked on all its other digits, which also go from
// every cell that sees all of them in the set; both restricted digits
// are then in A or B too.
func findALSXZ(s *State) (Step, bool) { return firstYielded(s, eachALSXZ) }

// eachALSXZ yields every ALS-XZ, in the order findALSXZ meets them,
// while yield returns true.
func eachALSXZ(s *State, yield func(Step) bool) {
	w := alsFor(s)
	defer alsPool.Put(w)
	w.buildRCC()
	for i := range w.sets {
		a := &w.sets[i]
		for _, e := range w.edges[w.first[i]:w.first[i+1]] {
			if int(e.to) < i {
				continue // each pair once, from its lower set
			}
			b := &w.sets[e.to]
			rcc := restricted(a, b)
			if onlyDigit(rcc) != e.digit {
				continue // each pair once, at its lowest restricted digit
			}
			var st Step
			ok := false
			switch rcc.Len() {
			case 1:
				st, ok = w.singlyLinked(i, int(e.to), e.digit)
			case 2:
				st, ok = w.doublyLinked(i, int(e.to), rcc)
			}
			// Three restricted commons cannot happen in a position with a
			// solution: one set would lack two digits.
			if ok && !yield(st) {
				return
			}
		}
	}
}

// singlyLinked makes the step of sets i and j tied by x, if any digit z
// they share has a cell to leave.
func (w *alsWork) singlyLinked(i, j int, x int8) (Step, bool) {
	a, b := &w.sets[i], &w.sets[j]
	var elim [10]grid.CellSet
	var zs Digits
	for m := uint16(a.digits & b.digits &^ (1 << uint(x))); m != 0; m &= m - 1 {
		z := bits.TrailingZeros16(m)
		if e := a.seen[z].And(b.seen[z]); !e.Empty() {
			elim[z], zs = e, zs|1<<uint(z)
		}
	}
	if zs == 0 {
		return Step{}, false
	}
	st := w.alsStep("ALS-XZ", []int{i, j}, []alsTie{{0, 1, 1 << uint(x)}}, &elim)
	st.Text = alsText("ALS-XZ", w, []int{i, j}, "X="+digitString(1<<uint(x))+", Z="+digitString(zs), &st)
	st.Explanation = alsSetWords(w, []int{i, j}) + " Each is one digit short of being locked. " +
		"Every " + digitString(1<<uint(x)) + " of A sees every " + digitString(1<<uint(x)) +
		" of B, so they cannot both hold it, and one of them is locked on its other digits. " +
		"So " + andDigits(zs) + ", which both hold, " + isAre(zs) + " in A or in B, and no cell that sees every copy in both " +
		"can hold " + itThem(zs) + ": remove " + eliminationWords(st.Eliminations) + "."
	return st, true
}

// doublyLinked makes the step of sets i and j tied by the two digits of rcc.
func (w *alsWork) doublyLinked(i, j int, rcc Digits) (Step, bool) {
	a, b := &w.sets[i], &w.sets[j]
	var elim [10]grid.CellSet
	any := false
	for m := uint16(a.digits | b.digits); m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		var e grid.CellSet
		switch {
		case rcc.Has(int8(d)):
			e = a.seen[d].And(b.seen[d])
		default:
			e = a.seen[d].Or(b.seen[d]) // an empty seen[d] when the set lacks d
		}
		if !e.Empty() {
			elim[d], any = e, true
		}
	}
	if !any {
		return Step{}, false
	}
	st := w.alsStep("ALS-XZ", []int{i, j}, []alsTie{{0, 1, rcc}}, &elim)
	x1, x2 := pairDigits(rcc)
	st.Text = alsText("ALS-XZ", w, []int{i, j}, "X="+digitString(rcc)+" (doubly linked)", &st)
	st.Explanation = alsSetWords(w, []int{i, j}) + " Each is one digit short of being locked. " +
		"They cannot both hold " + strconv.Itoa(int(x1)) + ", nor both hold " + strconv.Itoa(int(x2)) +
		", and neither can lack both, so one lacks " + strconv.Itoa(int(x1)) + " and the other " +
		strconv.Itoa(int(x2)) + ": together they hold both, and each is locked on its other digits. Remove " +
		eliminationWords(st.Eliminations) + "."
	return st, true
}

// alsLabel names the k-th set of a step: "A", "B", ...
func alsLabel(k int) string { return string(rune('A' + k)) }

// alsTie is a restricted common of a step: digits that tie the sets at
// positions a and b of the step's list.
type alsTie struct {
	a, b   int
	digits Digits
}

// alsStep builds the data of an ALS step: the sets as groups, their
// candidates as the pattern, the candidates of the restricted commons
// and the eliminations.
func (w *alsWork) alsStep(name string, sets []int, ties []alsTie, elim *[10]grid.CellSet) Step {
	st := Step{Technique: name, Kind: Logic}
	var inPattern grid.CellSet
	for k, i := range sets {
		a := &w.sets[i]
		st.Groups = append(st.Groups, Group{Label: alsLabel(k), Cells: a.cells.Cells(), Digits: a.digits.List()})
		st.Houses = appendHouse(st.Houses, int(a.house))
		for _, c := range a.cells.AndNot(inPattern).Cells() {
			for _, d := range (w.cand[c] & AllDigits).List() {
				st.Pattern = append(st.Pattern, Candidate{c, d})
			}
		}
		inPattern = inPattern.Or(a.cells)
	}
	var marked [10]grid.CellSet
	for _, t := range ties {
		for _, d := range t.digits.List() {
			marked[d] = marked[d].Or(w.sets[sets[t.a]].with[d]).Or(w.sets[sets[t.b]].with[d])
		}
	}
	for d := int8(1); d <= 9; d++ {
		st.Restricted = append(st.Restricted, setCandidates(marked[d], d)...)
	}
	st.Eliminations = cellOrder(elim)
	return st
}

// cellOrder lists the candidates of per-digit cell sets by cell, then digit.
func cellOrder(sets *[10]grid.CellSet) []Candidate {
	var all grid.CellSet
	n := 0
	for d := 1; d <= 9; d++ {
		all = all.Or(sets[d])
		n += sets[d].Len()
	}
	out := make([]Candidate, 0, n)
	visitCells(all, func(c grid.Cell) {
		for d := int8(1); d <= 9; d++ {
			if sets[d].Has(c) {
				out = append(out, Candidate{c, d})
			}
		}
	})
	return out
}

// alsText writes "ALS-XZ: A=r2c5 {19}, B=r5c13 {459}, X=9, Z=4 => r5c5<>4".
func alsText(name string, w *alsWork, sets []int, tail string, st *Step) string {
	var b strings.Builder
	for k, i := range sets {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(alsLabel(k) + "=" + alsName(&w.sets[i]))
	}
	if tail != "" {
		b.WriteString(", " + tail)
	}
	return logicText(name, b.String(), st)
}

// alsName writes a set as "r5c13 {459}".
func alsName(a *alsSet) string { return compactCells(a.cells) + " {" + digitString(a.digits) + "}" }

// digitString writes a digit set as "459".
func digitString(m Digits) string {
	b := make([]byte, 0, 9)
	for _, d := range m.List() {
		b = append(b, byte('0'+d))
	}
	return string(b)
}

// andDigits writes a digit set as "4" or "4 and 5" for a sentence.
func andDigits(m Digits) string { return words.And(digitNames(m.List())) }

// isAre and itThem agree a verb and a pronoun with a digit set.
func isAre(m Digits) string {
	if m.Len() == 1 {
		return "is"
	}
	return "are"
}

func itThem(m Digits) string {
	if m.Len() == 1 {
		return "it"
	}
	return "them"
}

// compactCells writes cells the way HoDoKu does: "r5c13" for r5c1 and
// r5c3, "r13c5" for r1c5 and r3c5, and otherwise rows joined by
// commas, "r1c2,r3c45".
func compactCells(set grid.CellSet) string {
	cells := set.Cells()
	sameCol := true
	for _, c := range cells {
		sameCol = sameCol && c.Col() == cells[0].Col()
	}
	b := make([]byte, 0, 4+2*len(cells))
	if sameCol && len(cells) > 1 {
		b = append(b, 'r')
		for _, c := range cells {
			b = append(b, byte('1'+c.Row()))
		}
		return string(append(b, 'c', byte('1'+cells[0].Col())))
	}
	for k, c := range cells {
		if k == 0 || c.Row() != cells[k-1].Row() {
			if k > 0 {
				b = append(b, ',')
			}
			b = append(b, 'r', byte('1'+c.Row()), 'c')
		}
		b = append(b, byte('1'+c.Col()))
	}
	return string(b)
}

// alsSetWords describes the sets for a sentence: "A (r2c5) holds 1 and 9
// in one cell; B (r5c1,r5c3) holds 4, 5 and 9 in two cells."
func alsSetWords(w *alsWork, sets []int) string {
	parts := make([]string, len(sets))
	for k, i := range sets {
		a := &w.sets[i]
		n := a.cells.Len()
		cellWord := " cells"
		if n == 1 {
			cellWord = " cell"
		}
		parts[k] = alsLabel(k) + " (" + cellList(a.cells.Cells()) + ") holds " +
			words.And(digitNames(a.digits.List())) + " in " + countWord(n) + cellWord
	}
	return strings.Join(parts, "; ") + "."
}
