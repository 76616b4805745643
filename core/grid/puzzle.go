package grid

import (
	"fmt"
	"strings"
)

// Grid holds the 81 digits in row-major order, 0 for an empty cell.
type Grid [NumCells]int8

// String returns the 81 digits, 0 for empty.
func (g Grid) String() string {
	var b [NumCells]byte
	for c, d := range g {
		b[c] = '0' + byte(d)
	}
	return string(b[:])
}

// Filled reports how many cells hold a digit.
func (g Grid) Filled() int {
	n := 0
	for _, d := range g {
		if d != 0 {
			n++
		}
	}
	return n
}

// Puzzle is a grid of givens on a region layout, optionally with given
// candidates (a pencil-mark or "sukaku" puzzle).
type Puzzle struct {
	Givens Grid
	Layout *Layout // nil means Standard()
	// Candidates, when set, are the digits each cell may hold, bit d-1
	// for digit d: a solution must keep every given and put in every
	// cell one of its candidates. A cell whose set excludes its given, or
	// an empty set, leaves the puzzle without a solution. nil, the zero
	// value, is an ordinary puzzle: all nine where the grid is empty.
	Candidates *[NumCells]uint16
}

// AllDigits is the candidate set of the nine digits, bit d-1 for digit d.
const AllDigits uint16 = 1<<9 - 1

// CandidatesAt returns the given candidates of cell c: its set in
// Candidates, or all nine when the puzzle gives none. A given is not
// taken into account (see Allows).
func (p Puzzle) CandidatesAt(c int) uint16 {
	if p.Candidates == nil {
		return AllDigits
	}
	return p.Candidates[c] & AllDigits
}

// Allows reports whether digit d (1–9) in cell c agrees with the
// puzzle's given candidates.
func (p Puzzle) Allows(c int, d int8) bool {
	return d >= 1 && d <= 9 && p.CandidatesAt(c)&(1<<(d-1)) != 0
}

// Regions returns the puzzle's layout, Standard() when none is set.
func (p Puzzle) Regions() *Layout {
	if p.Layout == nil {
		return standardLayout
	}
	return p.Layout
}

// FromValues makes a grid from 81 values, refusing any outside 0–9 with
// the cell and the value, e.g. "r1c1: value 900 is out of range 0–9".
func FromValues(values []int) (Grid, error) {
	var g Grid
	if len(values) != NumCells {
		return g, fmt.Errorf("grid has %d values, want 81", len(values))
	}
	for c, v := range values {
		if v < 0 || v > 9 {
			return g, fmt.Errorf("%v: value %d is out of range 0–9", Cell(c), v)
		}
		g[c] = int8(v)
	}
	return g, nil
}

// ParseGrid reads 81 characters: digits 1–9, and '0' or '.' for empty.
func ParseGrid(s string) (Grid, error) {
	var g Grid
	if n := len(s); n != NumCells {
		return g, fmt.Errorf("grid has %d characters, want 81", n)
	}
	for c := 0; c < NumCells; c++ {
		switch ch := s[c]; {
		case ch >= '1' && ch <= '9':
			g[c] = int8(ch - '0')
		case ch == '0' || ch == '.':
		default:
			return g, fmt.Errorf("%v: unexpected character %q", Cell(c), ch)
		}
	}
	return g, nil
}

// Conflict finds the first digit that stands twice in a house of g. It
// returns nil when there is none, and otherwise an error such as
// "digit 9 twice in row 1: r1c1 and r1c4".
func Conflict(g *Grid, l *Layout) error {
	for h := range l.houses {
		house := &l.houses[h]
		var seen [10]Cell
		for i := range seen {
			seen[i] = -1
		}
		for _, c := range house.Cells {
			d := g[c]
			if d == 0 {
				continue
			}
			if seen[d] >= 0 {
				return fmt.Errorf("digit %d twice in %v: %v and %v", d, house, seen[d], c)
			}
			seen[d] = c
		}
	}
	return nil
}

// Validate checks the givens: every value in 0–9, each among its cell's
// given candidates (if the puzzle gives any), and no digit twice in a
// house. Whether the puzzle has a solution is the solver's question.
func (p Puzzle) Validate() error {
	for c, d := range p.Givens {
		if d < 0 || d > 9 {
			return fmt.Errorf("%v: value %d is out of range 0–9", Cell(c), d)
		}
		if d != 0 && !p.Allows(c, d) {
			return fmt.Errorf("%v: given %d is not among its candidates", Cell(c), d)
		}
	}
	return Conflict(&p.Givens, p.Regions())
}

// IsSolution reports whether s is a complete valid grid that keeps every
// given of p and every cell within its given candidates.
func (p Puzzle) IsSolution(s Grid) bool {
	for c, d := range s {
		if d < 1 || d > 9 || (p.Givens[c] != 0 && p.Givens[c] != d) || !p.Allows(c, d) {
			return false
		}
	}
	return Conflict(&s, p.Regions()) == nil
}

// Format draws the grid as nine lines of nine characters, '.' for empty.
func (g Grid) Format() string {
	var b strings.Builder
	for c, d := range g {
		if d == 0 {
			b.WriteByte('.')
		} else {
			b.WriteByte('0' + byte(d))
		}
		if c%9 == 8 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
