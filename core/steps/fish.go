package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Basic fish. When the candidates of digit d in n rows (the base) all lie
// in the same n columns (the cover), those n rows place their n copies
// of d in those columns, so d leaves every other cell of the cover
// columns; likewise with rows and columns swapped. Rows and columns are
// the same on a jigsaw map, so fish work there unchanged.

var fishNames = [...]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}

func findXWing(s *State) (Step, bool)     { return findFish(s, 2) }
func findSwordfish(s *State) (Step, bool) { return findFish(s, 3) }
func findJellyfish(s *State) (Step, bool) { return findFish(s, 4) }

func findFish(s *State, n int) (Step, bool) {
	return firstYielded(s, func(s *State, y func(Step) bool) { eachFish(s, n, y) })
}

// eachFish hands yield every fish of size n (base lines rows or
// columns) that removes something, in the order findFish takes the
// first, until yield returns false.
func eachFish(s *State, n int, yield func(Step) bool) {
	places := digitPlaces(s)
	for d := int8(1); d <= 9; d++ {
		if places[d].Len() < 2*n {
			continue
		}
		// rowCols[r] holds the columns of d in row r, colRows[c] the rows in column c.
		var rowCols, colRows [9]uint16
		visitCells(places[d], func(c grid.Cell) {
			rowCols[c.Row()] |= 1 << uint(c.Col())
			colRows[c.Col()] |= 1 << uint(c.Row())
		})
		for _, byRow := range [2]bool{true, false} {
			masks, baseFirst, coverFirst := &rowCols, 0, 9
			if !byRow {
				masks, baseFirst, coverFirst = &colRows, 9, 0
			}
			var lines [9]int
			var lineMasks [9]uint16
			m := 0
			for i, mask := range masks {
				if c := bits.OnesCount16(mask); c >= 2 && c <= n {
					lines[m], lineMasks[m] = i, mask
					m++
				}
			}
			stop := pickSubset(lineMasks[:m], n, func(idx []int, cover uint16) bool {
				var base, covers []int
				for _, i := range idx {
					base = append(base, baseFirst+lines[i])
				}
				for x := cover; x != 0; x &= x - 1 {
					covers = append(covers, coverFirst+bits.TrailingZeros16(x))
				}
				st, ok := fishStep(s, n, d, places[d], base, covers)
				return ok && !yield(st)
			})
			if stop {
				return
			}
		}
	}
}

// fishStep makes the step of the fish of digit d (whose candidates are
// places) on the base lines and cover lines, if it removes anything.
func fishStep(s *State, n int, d int8, places grid.CellSet, base, covers []int) (Step, bool) {
	l := s.Layout
	var baseSet, coverSet grid.CellSet
	for _, h := range base {
		baseSet = baseSet.Or(l.House(h).Set)
	}
	for _, h := range covers {
		coverSet = coverSet.Or(l.House(h).Set)
	}
	elim := places.And(coverSet).AndNot(baseSet)
	if elim.Empty() {
		return Step{}, false
	}
	name := fishNames[n]
	st := Step{
		Technique:    name,
		Eliminations: setCandidates(elim, d),
		Pattern:      setCandidates(places.And(baseSet), d),
		Houses:       append(append([]int{}, base...), covers...),
	}
	ds := strconv.Itoa(int(d))
	st.Text = logicText(name, ds+" "+lineShort(l, base)+" "+lineShort(l, covers), &st)
	baseNames, coverNames := words.And(houseNames(l, base)), words.And(houseNames(l, covers))
	st.Explanation = "In " + baseNames + ", " + ds + " can only go in " +
		words.And(cellNames(candidateCells(st.Pattern))) + ", all of them in " + coverNames + ". Each of the " +
		countWord(n) + " " + lineWord(l, base[0]) + "s needs its " + ds + ", and no two of them can share a " +
		lineWord(l, covers[0]) + ", so " + coverNames + " get their " + ds + "s from these cells: remove " +
		eliminationWords(st.Eliminations) + "."
	return st, true
}

// lineWord names the kind of line h is: "row" or "column".
func lineWord(l *grid.Layout, h int) string {
	if l.House(h).Kind == grid.RowHouse {
		return "row"
	}
	return "column"
}
