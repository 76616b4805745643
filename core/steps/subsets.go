package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Naked and hidden subsets. A naked subset is k cells of a house whose
// candidates together are only k digits: those cells take those digits,
// so the digits leave every other cell of each house holding all k
// cells. A hidden subset is k digits that together have only k places in
// a house: those places take those digits, so every other candidate
// leaves them.

var subsetNames = [...]string{2: "Pair", 3: "Triple", 4: "Quad"}

func findNakedPair(s *State) (Step, bool)    { return findNakedSubset(s, 2) }
func findNakedTriple(s *State) (Step, bool)  { return findNakedSubset(s, 3) }
func findNakedQuad(s *State) (Step, bool)    { return findNakedSubset(s, 4) }
func findHiddenPair(s *State) (Step, bool)   { return findHiddenSubset(s, 2) }
func findHiddenTriple(s *State) (Step, bool) { return findHiddenSubset(s, 3) }
func findHiddenQuad(s *State) (Step, bool)   { return findHiddenSubset(s, 4) }

// pickSubset looks for k of the masks (k ≤ 4) whose union has exactly k
// bits, in lexicographic order of their indexes, and calls fn with the
// indexes and the union until fn returns true. Partial choices whose
// union already has more than k bits are cut off, which keeps quads and
// jellyfish cheap.
func pickSubset(masks []uint16, k int, fn func(idx []int, union uint16) bool) bool {
	if k < 1 || k > 4 || len(masks) < k {
		return false
	}
	var idx [4]int
	return pickFrom(masks, k, 0, 0, 0, &idx, fn)
}

func pickFrom(masks []uint16, k, depth, start int, union uint16, idx *[4]int, fn func(idx []int, union uint16) bool) bool {
	if depth == k {
		return bits.OnesCount16(union) == k && fn(idx[:k], union)
	}
	for i := start; i <= len(masks)-(k-depth); i++ {
		u := union | masks[i]
		if bits.OnesCount16(u) > k {
			continue
		}
		idx[depth] = i
		if pickFrom(masks, k, depth+1, i+1, u, idx, fn) {
			return true
		}
	}
	return false
}

// findNakedSubset finds k cells of a house holding only k digits
// between them that removes something: the first of eachNakedSubset.
func findNakedSubset(s *State, k int) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachNakedSubset(s, k, y) })
}

// nakedSubsetStep makes the step for the k cells of set holding only
// the digits union, if it removes anything.
func nakedSubsetStep(s *State, k int, set grid.CellSet, union Digits) (Step, bool) {
	l := s.Layout
	var elimCells grid.CellSet
	var houses []int
	for _, h := range l.HousesOf(set.First()) {
		hs := l.House(h).Set
		if !set.AndNot(hs).Empty() {
			continue // h does not hold every cell of the subset
		}
		var here grid.CellSet
		for _, c := range l.House(h).Cells {
			if s.Grid[c] == 0 && !set.Has(c) && s.Candidates[c]&union != 0 {
				here = here.With(c)
			}
		}
		if !here.Empty() {
			houses = append(houses, h)
			elimCells = elimCells.Or(here)
		}
	}
	if elimCells.Empty() {
		return Step{}, false
	}
	name := "Naked " + subsetNames[k]
	st := Step{Technique: name, Houses: houses}
	cells := set.Cells()
	for _, c := range cells {
		for _, d := range s.Candidates[c].List() {
			st.Pattern = append(st.Pattern, Candidate{c, d})
		}
	}
	for _, c := range elimCells.Cells() {
		for _, d := range (s.Candidates[c] & union).List() {
			st.Eliminations = append(st.Eliminations, Candidate{c, d})
		}
	}
	digits := union.List()
	st.Text = logicText(name, digitList(digits)+" in "+cellList(cells), &st)
	st.Explanation = "Between them, " + words.And(cellNames(cells)) + " hold only the candidates " +
		words.And(digitNames(digits)) + ", and they share " + houseList(l, houses) + ". These " +
		countWord(k) + " cells must take these " + countWord(k) + " digits, so no other cell there can: remove " +
		eliminationWords(st.Eliminations) + "."
	return st, true
}

// findHiddenSubset finds k digits confined to k cells of a house that
// removes something: the first of eachHiddenSubset.
func findHiddenSubset(s *State, k int) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachHiddenSubset(s, k, y) })
}

// hiddenSubsetStep makes the step for the digits subset confined to the
// positions of house h, if it removes anything.
func hiddenSubsetStep(s *State, k, h int, positions uint16, subset Digits) (Step, bool) {
	house := s.Layout.House(h)
	name := "Hidden " + subsetNames[k]
	st := Step{Technique: name, Houses: []int{h}}
	var cells []grid.Cell
	for i, c := range house.Cells {
		if positions>>uint(i)&1 == 0 {
			continue
		}
		cells = append(cells, c)
		for _, d := range (s.Candidates[c] & subset).List() {
			st.Pattern = append(st.Pattern, Candidate{c, d})
		}
		for _, d := range (s.Candidates[c] &^ subset).List() {
			st.Eliminations = append(st.Eliminations, Candidate{c, d})
		}
	}
	if len(st.Eliminations) == 0 {
		return Step{}, false
	}
	digits := subset.List()
	hn := houseName(s.Layout, h)
	st.Text = logicText(name, digitList(digits)+" in "+cellList(cells), &st)
	st.Explanation = "In " + hn + ", " + words.And(digitNames(digits)) + " can only go in " +
		words.And(cellNames(cells)) + ". These " + countWord(k) + " cells must take these " + countWord(k) +
		" digits, so they can hold nothing else: remove " + eliminationWords(st.Eliminations) + "."
	return st, true
}

// cellNames names each cell: ["r4c2", "r4c6"].
func cellNames(cells []grid.Cell) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = cellName(c)
	}
	return out
}

// digitNames writes each digit: ["3", "7"].
func digitNames(ds []int8) []string {
	out := make([]string, len(ds))
	for i, d := range ds {
		out[i] = string(appendDigit(nil, d))
	}
	return out
}

// countWord spells a small number for the explanations.
func countWord(n int) string {
	spelled := [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	if n >= 0 && n < len(spelled) {
		return spelled[n]
	}
	return string(appendDigit(nil, int8(n)))
}
