package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The helpers below build step texts with appends rather than fmt: the
// search writes a text for every step of every trial, thousands on the
// hardest puzzles, so the text must cost next to nothing.

// appendCell writes a cell as "r4c2".
func appendCell(b []byte, c grid.Cell) []byte {
	if c < 0 || c >= grid.NumCells {
		return append(b, c.String()...)
	}
	return append(b, 'r', byte('1'+c.Row()), 'c', byte('1'+c.Col()))
}

// cellName names a cell, "r4c2", like grid.Cell.String but without fmt.
func cellName(c grid.Cell) string { return string(appendCell(make([]byte, 0, 4), c)) }

// appendDigit writes one digit.
func appendDigit(b []byte, d int8) []byte { return strconv.AppendInt(b, int64(d), 10) }

// cellList writes cells the community's way: "r4c2,r4c6".
func cellList(cells []grid.Cell) string {
	b := make([]byte, 0, 5*len(cells))
	for i, c := range cells {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendCell(b, c)
	}
	return string(b)
}

// digitList writes digits as "3,7".
func digitList(ds []int8) string {
	b := make([]byte, 0, 2*len(ds))
	for i, d := range ds {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendDigit(b, d)
	}
	return string(b)
}

// appendEffects writes what a step does after "=>": "r4c8=3" for a
// placement, "r4c8<>3" for an elimination, e.g. "r4c8<>3, r4c9<>7".
func appendEffects(b []byte, st *Step) []byte {
	n := 0
	sep := func() {
		if n > 0 {
			b = append(b, ", "...)
		}
		n++
	}
	for _, p := range st.Placements {
		sep()
		b = appendDigit(append(appendCell(b, p.Cell), '='), p.Digit)
	}
	for _, e := range st.Eliminations {
		sep()
		b = appendDigit(append(appendCell(b, e.Cell), "<>"...), e.Digit)
	}
	return b
}

// effects writes what a step does after "=>": "r4c8=3" for a placement,
// "r4c8<>3" for an elimination, e.g. "r4c8<>3, r4c9<>7".
func effects(st *Step) string { return string(appendEffects(nil, st)) }

// EffectSummary writes what a step does in a few characters, for a
// column beside its text: its first placement, or else its first
// elimination, and how many more it makes ("r4c8<>3 +2"); "" for a step
// that does neither.
func EffectSummary(st *Step) string {
	n := len(st.Placements) + len(st.Eliminations)
	if n == 0 {
		return ""
	}
	var b []byte
	if len(st.Placements) > 0 {
		p := st.Placements[0]
		b = appendDigit(append(appendCell(b, p.Cell), '='), p.Digit)
	} else {
		e := st.Eliminations[0]
		b = appendDigit(append(appendCell(b, e.Cell), "<>"...), e.Digit)
	}
	if n > 1 {
		b = strconv.AppendInt(append(b, " +"...), int64(n-1), 10)
	}
	return string(b)
}

// candidateCells returns the distinct cells of cands in their order.
func candidateCells(cands []Candidate) []grid.Cell {
	out := make([]grid.Cell, 0, len(cands))
	var seen grid.CellSet
	for _, c := range cands {
		if !seen.Has(c.Cell) {
			seen = seen.With(c.Cell)
			out = append(out, c.Cell)
		}
	}
	return out
}

// houseName names house h of l for people: "row 4", "column 2", "box 5"
// or "region 5".
func houseName(l *grid.Layout, h int) string { return l.House(h).String() }

// HouseName names house h (0–26) of layout l for people: "row 4",
// "column 2", "box 5", or "region 5" on a jigsaw layout.
func HouseName(l *grid.Layout, h int) string {
	if h < 0 || h >= grid.NumHouses {
		return "house(" + strconv.Itoa(h) + ")"
	}
	if l == nil {
		l = grid.Standard()
	}
	return houseName(l, h)
}

// regionWord is how the layout's regions are called: "box" for the 3×3
// boxes, "region" on a jigsaw map.
func regionWord(l *grid.Layout) string {
	if l.IsStandard() {
		return "box"
	}
	return "region"
}

// houseNames names each house: ["row 2", "row 7"].
func houseNames(l *grid.Layout, hs []int) []string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = houseName(l, h)
	}
	return parts
}

// houseList names houses as "row 2 and box 1".
func houseList(l *grid.Layout, hs []int) string { return words.And(houseNames(l, hs)) }

// lineShort writes a set of rows or columns compactly, as fish are
// written: "r27" for rows 2 and 7, "c38" for columns 3 and 8.
func lineShort(l *grid.Layout, hs []int) string {
	b := make([]byte, 0, 1+len(hs))
	for i, h := range hs {
		house := l.House(h)
		if i == 0 {
			if house.Kind == grid.RowHouse {
				b = append(b, 'r')
			} else {
				b = append(b, 'c')
			}
		}
		b = append(b, byte('1'+house.Index))
	}
	return string(b)
}

// logicText writes "Technique: what => effects".
func logicText(name, what string, st *Step) string {
	b := make([]byte, 0, len(name)+len(what)+16*(len(st.Placements)+len(st.Eliminations))+8)
	b = append(b, name...)
	b = append(b, ": "...)
	b = append(b, what...)
	b = append(b, " => "...)
	return string(appendEffects(b, st))
}

// eliminationWords says in plain words which candidates go: "3 from
// r4c8 and 7 from r4c9", grouping the cells that lose the same digit.
func eliminationWords(elims []Candidate) string {
	var byDigit [10][]grid.Cell
	for _, e := range elims {
		if e.Digit >= 1 && e.Digit <= 9 {
			byDigit[e.Digit] = append(byDigit[e.Digit], e.Cell)
		}
	}
	var parts []string
	for d := int8(1); d <= 9; d++ {
		if cells := byDigit[d]; len(cells) > 0 {
			parts = append(parts, strconv.Itoa(int(d))+" from "+cellList(cells))
		}
	}
	return words.And(parts)
}
