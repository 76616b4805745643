package grid

import (
	"strings"
	"testing"
)

const jigsawLetters = "IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"

func lettersToIDs(s string) []int {
	ids := make([]int, len(s))
	for i := range s {
		ids[i] = int(s[i]-'A') + 1
	}
	return ids
}

func TestCellNames(t *testing.T) {
	tests := []struct {
		cell Cell
		name string
	}{{0, "r1c1"}, {CellAt(3, 1), "r4c2"}, {80, "r9c9"}}
	for _, tt := range tests {
		if got := tt.cell.String(); got != tt.name {
			t.Errorf("Cell(%d).String() = %q, want %q", tt.cell, got, tt.name)
		}
		back, err := ParseCell(tt.name)
		if err != nil || back != tt.cell {
			t.Errorf("ParseCell(%q) = %v, %v; want %v", tt.name, back, err, tt.cell)
		}
	}
	for _, bad := range []string{"", "r0c1", "r1c10", "x1c1", "r1x1"} {
		if _, err := ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) accepted a bad name", bad)
		}
	}
}

func TestCellSet(t *testing.T) {
	s := CellSetOf(0, 63, 64, 80)
	if s.Len() != 4 || !s.Has(63) || !s.Has(64) || s.Has(1) {
		t.Fatalf("CellSetOf = %v", s)
	}
	if got := s.Without(63).Cells(); len(got) != 3 || got[1] != 64 {
		t.Errorf("Without(63).Cells() = %v", got)
	}
	if s.First() != 0 || (CellSet{}).First() != -1 || CellSetOf(70).First() != 70 {
		t.Error("First is wrong")
	}
	if got := s.And(CellSetOf(64, 5)); got != CellSetOf(64) {
		t.Errorf("And = %v", got)
	}
	if got := CellSetOf(1).String(); got != "{r1c2}" {
		t.Errorf("String = %q", got)
	}
}

func TestStandardLayout(t *testing.T) {
	l := Standard()
	if !l.IsStandard() {
		t.Fatal("Standard() is not standard")
	}
	for h := 0; h < NumHouses; h++ {
		if n := l.House(h).Set.Len(); n != 9 {
			t.Errorf("house %v has %d cells", l.House(h), n)
		}
	}
	if got := l.House(22).String(); got != "box 5" {
		t.Errorf("house 22 = %q, want box 5", got)
	}
	if got := l.Region(CellAt(4, 4)); got != 4 {
		t.Errorf("Region(r5c5) = %d", got)
	}
	for c := Cell(0); c < NumCells; c++ {
		if n := l.Peers(c).Len(); n != 20 {
			t.Fatalf("%v has %d peers, want 20", c, n)
		}
	}
}

func TestJigsawLayout(t *testing.T) {
	l, err := NewLayout(lettersToIDs(jigsawLetters))
	if err != nil {
		t.Fatal(err)
	}
	if l.IsStandard() {
		t.Error("jigsaw map reported as standard")
	}
	if got := l.Letters(); got != jigsawLetters {
		t.Errorf("Letters() = %q", got)
	}
	if got := l.House(18).String(); got != "region 1" {
		t.Errorf("house 18 = %q, want region 1", got)
	}
	// The same map counted from 0 is the same layout.
	ids0 := l.IDs(0)
	l0, err := NewLayout(ids0)
	if err != nil || !l0.Equal(l) {
		t.Errorf("0-based ids give a different layout: %v", err)
	}
	for c := Cell(0); c < NumCells; c++ {
		if l.Peers(c).Has(c) {
			t.Fatalf("%v is its own peer", c)
		}
	}
}

func TestNewLayoutErrors(t *testing.T) {
	short := make([]int, 80)
	outOfRange := lettersToIDs(jigsawLetters)
	outOfRange[30] = 12
	unbalanced := lettersToIDs(jigsawLetters)
	unbalanced[0] = unbalanced[80]
	tests := []struct {
		name string
		ids  []int
		want string
	}{
		{"wrong shape", short, "80 values"},
		{"id out of range", outOfRange, "id 12 at r4c4 is out of range 1–9"},
		{"region size", unbalanced, "has 10 cells"},
	}
	for _, tt := range tests {
		_, err := NewLayout(tt.ids)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to say %q", tt.name, err, tt.want)
		}
	}
}

func TestValidate(t *testing.T) {
	vals := make([]int, NumCells)
	if _, err := FromValues(append([]int{900}, vals[1:]...)); err == nil ||
		!strings.Contains(err.Error(), "r1c1: value 900") {
		t.Errorf("900: err = %v", err)
	}
	if _, err := FromValues(append([]int{0, -900}, vals[2:]...)); err == nil ||
		!strings.Contains(err.Error(), "r1c2: value -900") {
		t.Errorf("-900: err = %v", err)
	}
	g, _ := ParseGrid("9..9" + strings.Repeat(".", 77))
	err := Puzzle{Givens: g}.Validate()
	if err == nil || err.Error() != "digit 9 twice in row 1: r1c1 and r1c4" {
		t.Errorf("duplicate: err = %v", err)
	}
	g, _ = ParseGrid("5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71))
	if err := (Puzzle{Givens: g}).Validate(); err == nil || !strings.Contains(err.Error(), "column 1") {
		t.Errorf("column duplicate: err = %v", err)
	}
	if _, err := ParseGrid(strings.Repeat(".", 80) + "x"); err == nil || !strings.Contains(err.Error(), "r9c9") {
		t.Errorf("stray character: err = %v", err)
	}
}

// A solution of a pencil-mark puzzle must keep to its given candidates.
func TestIsSolutionKeepsGivenCandidates(t *testing.T) {
	sol, err := ParseGrid("123456789456789123789123456214365897365897214897214365531642978642978531978531642")
	if err != nil {
		t.Fatal(err)
	}
	var all, without [NumCells]uint16
	for c := range all {
		all[c], without[c] = AllDigits, AllDigits
	}
	without[0] = AllDigits &^ 1 // r1c1 may not be 1
	for _, tc := range []struct {
		name  string
		cands *[NumCells]uint16
		want  bool
	}{
		{"no candidates", nil, true},
		{"all nine", &all, true},
		{"solution's digit ruled out", &without, false},
	} {
		if got := (Puzzle{Candidates: tc.cands}).IsSolution(sol); got != tc.want {
			t.Errorf("%s: IsSolution %v, want %v", tc.name, got, tc.want)
		}
	}
}

// A given its cell's candidates leave out is refused, naming the cell.
func TestValidateGivenAmongCandidates(t *testing.T) {
	var m [NumCells]uint16
	for c := range m {
		m[c] = AllDigits
	}
	p := Puzzle{Givens: Grid{10: 4}, Candidates: &m}
	if err := p.Validate(); err != nil {
		t.Errorf("given among all nine: %v", err)
	}
	m[10] = AllDigits &^ (1 << 3)
	if err := p.Validate(); err == nil || err.Error() != "r2c2: given 4 is not among its candidates" {
		t.Errorf("given outside its candidates: %v", err)
	}
}
