package grid

import (
	"fmt"
	"strings"
)

// HouseKind says whether a house is a row, a column or a region.
type HouseKind int8

// The three kinds of house.
const (
	RowHouse HouseKind = iota
	ColumnHouse
	RegionHouse
)

// NumHouses is the number of houses: 9 rows, 9 columns and 9 regions.
const NumHouses = 27

// House is a set of nine cells that must hold each digit once.
// Houses 0–8 are the rows, 9–17 the columns and 18–26 the regions.
type House struct {
	Kind  HouseKind
	Index int     // 0-based within its kind
	Cells [9]Cell // in row-major order
	Set   CellSet
	name  string
}

// String names the house for people: "row 4", "column 2", "box 5", or
// "region 5" on a jigsaw layout.
func (h *House) String() string { return h.name }

// Layout is a partition of the 81 cells into 9 regions of 9 cells, with
// the houses and peers it implies. A Layout is immutable once made, so
// one value can be shared by any number of puzzles and goroutines.
type Layout struct {
	region   [NumCells]int8
	standard bool
	houses   [NumHouses]House
	ofCell   [NumCells][3]int8 // the row, column and region house of each cell
	peers    [NumCells]CellSet
}

var standardLayout = func() *Layout {
	var ids [NumCells]int
	for c := range ids {
		ids[c] = (c/27)*3 + (c%9)/3
	}
	l, err := NewLayout(ids[:])
	if err != nil {
		panic(err) // the 3×3 boxes are a valid layout by construction
	}
	return l
}()

// Standard returns the layout of 3×3 boxes.
func Standard() *Layout { return standardLayout }

// NewLayout makes a layout from 81 region ids in row-major order. Ids run
// 0–8 or 1–9 (a map holding a 0 is read as 0–8); each region must have
// exactly nine cells. Regions need not be connected: a scattered region
// is still a valid constraint. The error names the first bad cell or
// region.
func NewLayout(ids []int) (*Layout, error) {
	if len(ids) != NumCells {
		return nil, fmt.Errorf("region map has %d values, want 81", len(ids))
	}
	base := 1
	for _, id := range ids {
		if id == 0 {
			base = 0
			break
		}
	}
	var l Layout
	var count [9]int
	for c, id := range ids {
		r := id - base
		if r < 0 || r > 8 {
			return nil, fmt.Errorf("region map: id %d at %v is out of range %d–%d", id, Cell(c), base, base+8)
		}
		l.region[c] = int8(r)
		count[r]++
	}
	for r, n := range count {
		if n != 9 {
			return nil, fmt.Errorf("region map: region %d has %d cells, want 9", r+base, n)
		}
	}
	l.build()
	return &l, nil
}

func (l *Layout) build() {
	l.standard = true
	for c := Cell(0); c < NumCells; c++ {
		if int(l.region[c]) != (c.Row()/3)*3+c.Col()/3 {
			l.standard = false
		}
	}
	regionWord := "region"
	if l.standard {
		regionWord = "box"
	}
	var filled [NumHouses]int
	for c := Cell(0); c < NumCells; c++ {
		hs := [3]int{c.Row(), 9 + c.Col(), 18 + int(l.region[c])}
		for k, h := range hs {
			l.houses[h].Cells[filled[h]] = c
			filled[h]++
			l.houses[h].Set = l.houses[h].Set.With(c)
			l.ofCell[c][k] = int8(h)
		}
	}
	for h := range l.houses {
		house := &l.houses[h]
		house.Kind = HouseKind(h / 9)
		house.Index = h % 9
		word := [...]string{"row", "column", regionWord}[house.Kind]
		house.name = fmt.Sprintf("%s %d", word, house.Index+1)
	}
	for c := Cell(0); c < NumCells; c++ {
		var p CellSet
		for _, h := range l.ofCell[c] {
			p = p.Or(l.houses[h].Set)
		}
		l.peers[c] = p.Without(c)
	}
}

// IsStandard reports whether the regions are the 3×3 boxes.
func (l *Layout) IsStandard() bool { return l.standard }

// Region returns the 0-based region of c.
func (l *Layout) Region(c Cell) int { return int(l.region[c]) }

// House returns house h (0–26).
func (l *Layout) House(h int) *House { return &l.houses[h] }

// HousesOf returns the row, column and region house indexes of c.
func (l *Layout) HousesOf(c Cell) [3]int {
	hs := l.ofCell[c]
	return [3]int{int(hs[0]), int(hs[1]), int(hs[2])}
}

// Peers returns the cells that share a house with c, c excluded.
func (l *Layout) Peers(c Cell) CellSet { return l.peers[c] }

// IDs returns the 81 region ids counted from base (0 or 1).
func (l *Layout) IDs(base int) []int {
	ids := make([]int, NumCells)
	for c, r := range l.region {
		ids[c] = int(r) + base
	}
	return ids
}

// Letters returns the layout as 81 letters A–I, the text file notation.
func (l *Layout) Letters() string {
	var b strings.Builder
	for _, r := range l.region {
		b.WriteByte('A' + byte(r))
	}
	return b.String()
}

// Equal reports whether two layouts have the same regions with the same ids.
func (l *Layout) Equal(m *Layout) bool { return l.region == m.region }
