package grid

import (
	"math/bits"
	"strings"
)

// CellSet is a set of cells as an 81-bit bitmap: cells 0–63 in the low
// word, 64–80 in the high word. It is a value type; the zero value is empty.
type CellSet struct{ Lo, Hi uint64 }

// CellSetOf returns the set holding the given cells.
func CellSetOf(cells ...Cell) CellSet {
	var s CellSet
	for _, c := range cells {
		s = s.With(c)
	}
	return s
}

// With returns s plus c.
func (s CellSet) With(c Cell) CellSet {
	if c < 64 {
		s.Lo |= 1 << uint(c)
	} else {
		s.Hi |= 1 << uint(c-64)
	}
	return s
}

// Without returns s minus c.
func (s CellSet) Without(c Cell) CellSet {
	if c < 64 {
		s.Lo &^= 1 << uint(c)
	} else {
		s.Hi &^= 1 << uint(c-64)
	}
	return s
}

// Has reports whether c is in s.
func (s CellSet) Has(c Cell) bool {
	if c < 64 {
		return s.Lo>>uint(c)&1 != 0
	}
	return s.Hi>>uint(c-64)&1 != 0
}

// And returns the intersection of s and t.
func (s CellSet) And(t CellSet) CellSet { return CellSet{s.Lo & t.Lo, s.Hi & t.Hi} }

// Or returns the union of s and t.
func (s CellSet) Or(t CellSet) CellSet { return CellSet{s.Lo | t.Lo, s.Hi | t.Hi} }

// AndNot returns the cells of s that are not in t.
func (s CellSet) AndNot(t CellSet) CellSet { return CellSet{s.Lo &^ t.Lo, s.Hi &^ t.Hi} }

// Empty reports whether s holds no cell.
func (s CellSet) Empty() bool { return s.Lo|s.Hi == 0 }

// Len returns the number of cells in s.
func (s CellSet) Len() int { return bits.OnesCount64(s.Lo) + bits.OnesCount64(s.Hi) }

// First returns the lowest cell in s, or -1 when s is empty.
func (s CellSet) First() Cell {
	if s.Lo != 0 {
		return Cell(bits.TrailingZeros64(s.Lo))
	}
	if s.Hi != 0 {
		return Cell(64 + bits.TrailingZeros64(s.Hi))
	}
	return -1
}

// Cells returns the cells of s in increasing order.
func (s CellSet) Cells() []Cell {
	out := make([]Cell, 0, s.Len())
	for lo := s.Lo; lo != 0; lo &= lo - 1 {
		out = append(out, Cell(bits.TrailingZeros64(lo)))
	}
	for hi := s.Hi; hi != 0; hi &= hi - 1 {
		out = append(out, Cell(64+bits.TrailingZeros64(hi)))
	}
	return out
}

// String lists the cells, e.g. "{r1c1 r4c2}".
func (s CellSet) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, c := range s.Cells() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	b.WriteByte('}')
	return b.String()
}
