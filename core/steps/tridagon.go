package steps

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// TridagonName is the name Tridagon steps carry, as the community
// (Denis Berthier, who named it in 2022, and the New Sudoku Players'
// Forum; once "Thor's Hammer" or "trivalue oddagon") calls it.
const TridagonName = "Tridagon"

// tridagonMaxGuardians bounds the guardians of a pattern the finder
// weighs: a candidate must see every guardian to go, which more than a
// few scattered ones all but never allow, and the bound keeps the search
// over 84 digit triples and 9 box rectangles quick.
const tridagonMaxGuardians = 6

// boxDiagonal is one way to pick three cells of a box in three different
// rows and columns: row i of the box (0–2) meets column col[i]. Odd marks
// the odd permutations, the "rising" layouts (the anti-diagonal and the
// two that swap two rows of the main diagonal).
type boxDiagonal struct {
	col [3]int
	odd bool
}

// boxDiagonals are the six layouts, even ones first.
var boxDiagonals = [6]boxDiagonal{
	{[3]int{0, 1, 2}, false}, {[3]int{1, 2, 0}, false}, {[3]int{2, 0, 1}, false},
	{[3]int{0, 2, 1}, true}, {[3]int{2, 1, 0}, true}, {[3]int{1, 0, 2}, true},
}

// tridagonBox is one box's part of a candidate pattern: its three cells
// and how many candidates in them are not one of the three digits.
type tridagonBox struct {
	cells     [3]grid.Cell
	odd       bool
	guardians int
}

// findTridagon looks for a Tridagon: four boxes at the corners of a
// rectangle (two bands, two stacks), three digits, and in each box three
// cells in three different rows and columns, all empty and each holding
// one of the digits at least, laid out so that an odd number of the four
// boxes use an odd ("rising") layout. Those twelve cells cannot hold
// only the three digits: in a band the two boxes must put each digit in
// different rows, so their row orders of the digits differ by a
// rotation, which keeps their parity; the same goes for columns in a
// stack; and a box's column order is its row order composed with its
// layout. Going round the four boxes, the layouts' parities must then
// multiply to even, and these multiply to odd. So one of the guardians,
// the other candidates of the twelve cells, is true: a lone guardian is
// placed, and of several every candidate that sees them all goes (with
// the guardians all in one cell, that cell loses the three digits).
//
// Nothing in this needs the boxes themselves: a "box" is any region
// whose cells are three rows by three columns, a "band" two such regions
// on the same three rows, a "stack" two on the same three columns, and a
// box's layout is read with its rows and its columns each in increasing
// order (moving rows or columns changes the parities of both boxes of a
// band, or of a stack, alike, so their product keeps). So the finder
// works on every layout: on a jigsaw with such regions, and on a
// standard puzzle whose rows and columns were shuffled with its region
// map, which is the same puzzle and must keep its steps. The step rests
// on no uniqueness.
func findTridagon(s *State) (Step, bool) {
	var best Step
	bestRank := -1
	eachTridagonPattern(s, func(p *tridagonPattern) bool {
		if p.rank > bestRank {
			bestRank = p.rank
			best = tridagonStep(s, p)
		}
		// A placement is the strongest step: none after it replaces it.
		return bestRank < tridagonPlacementRank
	})
	return best, bestRank >= 0
}

// eachTridagon yields the step of every Tridagon pattern whose guardians
// prove something, in the order findTridagon weighs them, while yield
// returns true; findTridagon keeps the strongest.
func eachTridagon(s *State, yield func(Step) bool) {
	eachTridagonPattern(s, func(p *tridagonPattern) bool { return yield(tridagonStep(s, p)) })
}

// tridagonPattern is an impossible pattern of findTridagon: its digits,
// its four boxes and their layouts, its guardians, what they prove (st's
// placements or eliminations) and how strong that is.
type tridagonPattern struct {
	l         *grid.Layout
	digits    Digits
	corner    [4]int
	pick      [4]*tridagonBox
	guardians []Candidate
	st        Step
	rank      int
}

// eachTridagonPattern calls fn with every impossible pattern of s whose
// guardians prove something, digit triple by digit triple and rectangle
// by rectangle, until fn returns false.
func eachTridagonPattern(s *State, fn func(p *tridagonPattern) bool) {
	l := layoutOf(s)
	boxLike := tridagonBoxes(l)
	if len(boxLike.corners) == 0 {
		return
	}
	var boxes [9][6]tridagonBox
	var valid [9][6]bool
	for d1 := int8(1); d1 <= 7; d1++ {
		for d2 := d1 + 1; d2 <= 8; d2++ {
			for d3 := d2 + 1; d3 <= 9; d3++ {
				digits := DigitSet(d1, d2, d3)
				var any [9]bool
				for b := 0; b < 9; b++ {
					if !boxLike.ok[b] {
						continue
					}
					for k := range boxDiagonals {
						boxes[b][k], valid[b][k] = tridagonBoxOf(s, &boxLike.lines[b], &boxDiagonals[k], digits)
						any[b] = any[b] || valid[b][k]
					}
				}
				for _, corner := range boxLike.corners {
					if !any[corner[0]] || !any[corner[1]] || !any[corner[2]] || !any[corner[3]] {
						continue
					}
					if !tridagonRectangle(s, l, digits, corner, &boxes, &valid, fn) {
						return
					}
				}
			}
		}
	}
}

// tridagonPlacementRank ranks a step that places a lone guardian above
// any elimination.
const tridagonPlacementRank = 1 << 20

// tridagonLayout is what findTridagon needs of a layout: the regions
// that are three rows by three columns ("boxes"), the rows and columns of
// each in increasing order, and the rectangles of four of them.
type tridagonLayout struct {
	ok    [9]bool
	lines [9][2][3]int // a box's rows, then its columns
	// corners are the rectangles: two boxes on the same rows, two on
	// other rows, the first of each pair on the same columns, and so the
	// second; bands (and stacks) in the order of their first box, as
	// b1*3+s1, b1*3+s2, b2*3+s1, b2*3+s2 run on the standard layout.
	corners [][4]int
}

// tridagonBoxes finds the boxes and rectangles of l.
func tridagonBoxes(l *grid.Layout) tridagonLayout {
	var t tridagonLayout
	var rows, cols [9]uint16
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		r := l.Region(c)
		rows[r] |= 1 << c.Row()
		cols[r] |= 1 << c.Col()
	}
	var bands, stacks []uint16 // distinct row sets and column sets, by first box
	band, stack := [9]int{}, [9]int{}
	for r := range 9 {
		if bits.OnesCount16(rows[r]) != 3 || bits.OnesCount16(cols[r]) != 3 {
			continue // nine cells on three rows and three columns fill them
		}
		t.ok[r] = true
		for side, m := range [2]uint16{rows[r], cols[r]} {
			i := 0
			for x := range 9 {
				if m>>x&1 != 0 {
					t.lines[r][side][i] = x
					i++
				}
			}
		}
		band[r] = slices.Index(bands, rows[r])
		if band[r] < 0 {
			band[r], bands = len(bands), append(bands, rows[r])
		}
		stack[r] = slices.Index(stacks, cols[r])
		if stack[r] < 0 {
			stack[r], stacks = len(stacks), append(stacks, cols[r])
		}
	}
	at := func(b, s int) int {
		for r := range 9 {
			if t.ok[r] && band[r] == b && stack[r] == s {
				return r
			}
		}
		return -1
	}
	for b1 := range bands {
		for b2 := b1 + 1; b2 < len(bands); b2++ {
			for s1 := range stacks {
				for s2 := s1 + 1; s2 < len(stacks); s2++ {
					c := [4]int{at(b1, s1), at(b1, s2), at(b2, s1), at(b2, s2)}
					if c[0] >= 0 && c[1] >= 0 && c[2] >= 0 && c[3] >= 0 {
						// In region order, as on the standard layout, so that
						// the step names them in order.
						slices.Sort(c[:])
						t.corners = append(t.corners, c)
					}
				}
			}
		}
	}
	return t
}

// tridagonBoxOf returns the part of a pattern on digits with layout k
// of the box on lines (its rows, then its columns), and whether it can be
// one: its three cells are empty and each holds one of the digits at
// least.
func tridagonBoxOf(s *State, lines *[2][3]int, k *boxDiagonal, digits Digits) (tridagonBox, bool) {
	var tb tridagonBox
	tb.odd = k.odd
	for i := 0; i < 3; i++ {
		c := grid.CellAt(lines[0][i], lines[1][k.col[i]])
		tb.cells[i] = c
		m := s.Candidates[c] & AllDigits
		if s.Grid[c] != 0 || m&digits == 0 {
			return tb, false
		}
		tb.guardians += (m &^ digits).Len()
	}
	return tb, tb.guardians <= tridagonMaxGuardians
}

// tridagonRectangle tries every odd combination of layouts in the four
// corner boxes and calls fn with each that proves something; it reports
// false once fn does.
func tridagonRectangle(s *State, l *grid.Layout, digits Digits, corner [4]int,
	boxes *[9][6]tridagonBox, valid *[9][6]bool, fn func(p *tridagonPattern) bool) bool {
	// Each box's possible layouts, then every combination of them.
	var ks [4][6]int8
	var nk [4]int
	for i, b := range corner {
		for k := range boxDiagonals {
			if valid[b][k] {
				ks[i][nk[i]] = int8(k)
				nk[i]++
			}
		}
	}
	var pick [4]*tridagonBox
	for i0 := 0; i0 < nk[0]; i0++ {
		pick[0] = &boxes[corner[0]][ks[0][i0]]
		for i1 := 0; i1 < nk[1]; i1++ {
			pick[1] = &boxes[corner[1]][ks[1][i1]]
			for i2 := 0; i2 < nk[2]; i2++ {
				pick[2] = &boxes[corner[2]][ks[2][i2]]
				for i3 := 0; i3 < nk[3]; i3++ {
					pick[3] = &boxes[corner[3]][ks[3][i3]]
					guardians := pick[0].guardians + pick[1].guardians + pick[2].guardians + pick[3].guardians
					odd := pick[0].odd != pick[1].odd != pick[2].odd != pick[3].odd
					if odd && guardians > 0 && guardians <= tridagonMaxGuardians &&
						!tridagonTry(s, l, digits, corner, pick, fn) {
						return false
					}
				}
			}
		}
	}
	return true
}

// tridagonTry weighs one impossible pattern: it finds what its guardians
// prove and, if anything, calls fn with it and returns what fn returns.
func tridagonTry(s *State, l *grid.Layout, digits Digits, corner [4]int, pick [4]*tridagonBox, fn func(p *tridagonPattern) bool) bool {
	var guardians []Candidate
	for _, tb := range pick {
		for _, c := range tb.cells {
			for _, x := range (s.Candidates[c] & AllDigits &^ digits).List() {
				guardians = append(guardians, Candidate{c, x})
			}
		}
	}
	var st Step
	rank := 0
	if len(guardians) == 1 {
		st.Placements = guardians
		rank = tridagonPlacementRank
	} else {
		st.Eliminations = seeingAll(s, l, guardians)
		if len(st.Eliminations) == 0 {
			return true
		}
		// More eliminations first; of equal ones, fewer guardians.
		rank = len(st.Eliminations)*64 - len(guardians)
	}
	return fn(&tridagonPattern{l: l, digits: digits, corner: corner, pick: pick, guardians: guardians, st: st, rank: rank})
}

// seeingAll returns the candidates that see every guardian: in the same
// cell with another digit, or with the same digit in a peer cell. One
// guardian is true, so each of them is false.
func seeingAll(s *State, l *grid.Layout, guardians []Candidate) []Candidate {
	var out []Candidate
	for d := int8(1); d <= 9; d++ {
		see := grid.CellSet{Lo: ^uint64(0), Hi: 1<<(grid.NumCells-64) - 1}
		for _, g := range guardians {
			if g.Digit == d {
				see = see.And(l.Peers(g.Cell))
			} else {
				see = see.And(grid.CellSetOf(g.Cell))
			}
			if see.Empty() {
				break
			}
		}
		for _, c := range see.Cells() {
			if s.Grid[c] == 0 && s.Candidates[c].Has(d) {
				out = append(out, Candidate{c, d})
			}
		}
	}
	return out
}

// tridagonStep writes the step of a pattern whose guardians prove its
// st's placements or eliminations.
func tridagonStep(s *State, p *tridagonPattern) Step {
	l, digits, corner, pick, guardians, st := p.l, p.digits, p.corner, p.pick, p.guardians, p.st
	st.Technique = TridagonName
	st.Kind = Logic
	st.Fins = guardians
	var cells []grid.Cell
	odd := 0
	for i, tb := range pick {
		st.Houses = append(st.Houses, 18+corner[i])
		cells = append(cells, tb.cells[:]...)
		if tb.odd {
			odd++
		}
		for _, c := range tb.cells {
			for _, d := range (s.Candidates[c] & digits).List() {
				st.Pattern = append(st.Pattern, Candidate{c, d})
			}
		}
	}
	ds := digitList(digits.List())
	var boxNames []string
	for _, b := range corner {
		boxNames = append(boxNames, fmt.Sprint(b+1))
	}
	gs := make([]string, len(guardians))
	for i, g := range guardians {
		gs[i] = cellName(g.Cell) + "+" + fmt.Sprint(g.Digit)
	}
	where := "b" + strings.Join(boxNames, "")
	if !l.IsStandard() {
		where = "regions " + strings.Join(boxNames, ",")
	}
	st.Text = logicText(TridagonName, fmt.Sprintf("%s in %s (%s), guardians %s", ds,
		where, cellList(cells), strings.Join(gs, ",")), &st)

	spelled := words.And(strings.Split(ds, ","))
	layout := "one of them runs against the other three"
	if odd == 3 {
		layout = "three of them run against the fourth"
	}
	box := regionWord(l)
	why := fmt.Sprintf("In %s, three cells of each %s, in three different rows and columns, hold %s, "+
		"and their diagonals are laid out so that %s. Twelve cells holding only %s that way would break a row or a "+
		"column whatever the order: two %ses on the same three rows must put each digit in different rows, two on "+
		"the same three columns in different columns, and round the four %ses the orders cannot close while an odd "+
		"number of the diagonals run the other way. ",
		houseList(l, st.Houses), box, spelled, layout, spelled, box, box)
	gw := make([]string, len(guardians))
	for i, g := range guardians {
		gw[i] = fmt.Sprintf("%d in %v", g.Digit, g.Cell)
	}
	if len(st.Placements) == 1 {
		p := st.Placements[0]
		st.Explanation = why + fmt.Sprintf("The only other candidate of the twelve cells, %d in %v, must therefore be true: %v is %d.",
			p.Digit, p.Cell, p.Cell, p.Digit)
	} else {
		st.Explanation = why + fmt.Sprintf("So one of the guardians %s is true, and every candidate that sees them all goes: %s.",
			words.And(gw), eliminationWords(st.Eliminations))
	}
	return st
}
