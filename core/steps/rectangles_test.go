package steps

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// uniqCase is a hand-made position for a uniqueness finder, checked by
// hand: the step it must take (its text carries the exact eliminations)
// or "" where it must find nothing.
type uniqCase struct {
	name   string
	find   func(*State) (Step, bool)
	jigsaw bool
	spec   string // candidates, as for advPosition
	// solved lists filled corners: "r1c1=5" is solved by the solver,
	// "r1c1#5" given. Every other filled cell counts as a given.
	solved  string
	want    string
	houses  []int // houses the step must name, nil to skip
	pattern int   // number of pattern candidates
	fins    int   // number of fin candidates
	groups  int   // number of groups
}

// uniqPosition builds a case's position: advPosition's, with its filled
// cells given except those the case says the solver filled.
func uniqPosition(t *testing.T, l *grid.Layout, spec, solved string) State {
	t.Helper()
	s := advPosition(t, l, spec)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] != 0 {
			s.Givens = s.Givens.With(c)
		}
	}
	for _, tok := range strings.Fields(solved) {
		sep := strings.IndexAny(tok, "=#")
		c, err := grid.ParseCell(tok[:max(sep, 0)])
		if sep < 0 || err != nil || len(tok) != sep+2 {
			t.Fatalf("bad token %q", tok)
		}
		s.Grid[c], s.Candidates[c] = int8(tok[sep+1]-'0'), 0
		if tok[sep] == '=' {
			s.Givens = s.Givens.Without(c)
		}
	}
	return s
}

// runUniqCases runs hand-made cases through their finders.
func runUniqCases(t *testing.T, cases []uniqCase) {
	jig := advJigsawLayout(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := uniqPosition(t, caseLayout(jig, tc.jigsaw), tc.spec, tc.solved)
			st, ok := runFinder(t, tc.find, &s, tc.want)
			if !ok {
				return
			}
			if tc.houses != nil && !slices.Equal(st.Houses, tc.houses) {
				t.Errorf("houses %v, want %v", st.Houses, tc.houses)
			}
			if len(st.Pattern) != tc.pattern || len(st.Fins) != tc.fins || len(st.Groups) != tc.groups {
				t.Errorf("%d pattern, %d fins, %d groups; want %d, %d, %d: %+v",
					len(st.Pattern), len(st.Fins), len(st.Groups), tc.pattern, tc.fins, tc.groups, st)
			}
			for _, p := range st.Placements {
				if !s.Candidates[p.Cell].Has(p.Digit) {
					t.Errorf("places %v=%d, which is not a candidate", p.Cell, p.Digit)
				}
			}
		})
	}
}

// rectangleCases: unless said otherwise the rectangle is r1c1, r1c4,
// r3c1, r3c4 on digits 1 and 2, in boxes 1 and 2 (rows paired with
// columns: each column's two corners share a box).
var rectangleCases = []uniqCase{
	// Type 2: the roof r3c1, r3c4 holds 5 besides; one of them is 5, and
	// of the other 5s only r3c7 sees both (r2c2 and r5c1 see r3c1 only).
	{name: "type 2", find: findUniqueRectangle2,
		spec:    "r1c1:12 r1c4:12 r3c1:125 r3c4:125 5@r3c7,r5c1,r2c2",
		want:    "Unique Rectangle Type 2: 1/2 in r1c1,r1c4,r3c1,r3c4 => r3c7<>5",
		houses:  []int{0, 2, 9, 12, 18, 19},
		pattern: 8, fins: 2},
	{name: "type 2 roof digits differ", find: findUniqueRectangle2,
		spec: "r1c1:12 r1c4:12 r3c1:125 r3c4:126 5@r3c7 6@r3c8"},
	// Rows 1 and 4, columns 1 and 4 span four boxes: no deadly pattern.
	{name: "type 2 over four boxes", find: findUniqueRectangle2,
		spec: "r1c1:12 r1c4:12 r4c1:125 r4c4:125 5@r4c7"},
	// Jigsaw: r1c4, r2c4 (region I) and r1c6, r2c6 (region H). The roof
	// shares column 6 and region H, so 5 leaves both: r1c8 and r3c6 are in
	// H, r5c6 in column 6; r2c2 sees r2c6 only.
	{name: "type 2 jigsaw", find: findUniqueRectangle2, jigsaw: true,
		spec:    "r1c4:37 r2c4:37 r1c6:379 r2c6:379 9@r1c8,r3c6,r5c6,r2c2",
		want:    "Unique Rectangle Type 2: 3/7 in r1c4,r1c6,r2c4,r2c6 => r1c8<>9, r3c6<>9, r5c6<>9",
		houses:  []int{0, 1, 12, 14, 26, 25},
		pattern: 8, fins: 2},
	// On 3×3 boxes the same four cells lie in box 2 alone.
	{name: "type 2 jigsaw layout matters", find: findUniqueRectangle2,
		spec: "r1c4:37 r2c4:37 r1c6:379 r2c6:379 9@r1c8,r3c6,r5c6,r2c2"},
	// Jigsaw: r2c6, r2c7 and r3c6 lie in region H, r3c7 in region C. Two
	// regions, but three corners in one: the swap would leave H without
	// one digit, so no deadly pattern. On 3×3 boxes it spans boxes 2 and 3.
	{name: "type 2 jigsaw three corners in a region", find: findUniqueRectangle2, jigsaw: true,
		spec: "r2c6:12 r2c7:12 r3c6:125 r3c7:125 5@r3c1"},
	{name: "type 2 three corners in a region on boxes", find: findUniqueRectangle2,
		spec:    "r2c6:12 r2c7:12 r3c6:125 r3c7:125 5@r3c1",
		want:    "Unique Rectangle Type 2: 1/2 in r2c6,r2c7,r3c6,r3c7 => r3c1<>5",
		pattern: 8, fins: 2},

	// Type 3: the roof holds 7 and 8 besides, as one cell {7,8}; with
	// r3c7 {7,8} a naked pair in row 3.
	{name: "type 3 pair", find: findUniqueRectangle3,
		spec:    "r1c1:12 r1c4:12 r3c1:127 r3c4:128 r3c7:78 r3c9:789 r3c2:37",
		want:    "Unique Rectangle Type 3: 1/2 in r1c1,r1c4,r3c1,r3c4 with naked pair 7,8 in (r3c1,r3c4),r3c7 => r3c2<>7, r3c9<>7, r3c9<>8",
		houses:  []int{2},
		pattern: 8, fins: 2, groups: 1},
	// With r3c7 {7,9} and r3c8 {8,9}: a naked triple 7,8,9.
	{name: "type 3 triple", find: findUniqueRectangle3,
		spec:    "r1c1:12 r1c4:12 r3c1:127 r3c4:128 r3c7:79 r3c8:89 r3c9:69 r3c2:37",
		want:    "Unique Rectangle Type 3: 1/2 in r1c1,r1c4,r3c1,r3c4 with naked triple 7,8,9 in (r3c1,r3c4),r3c7,r3c8 => r3c2<>7, r3c9<>9",
		houses:  []int{2},
		pattern: 8, fins: 2, groups: 1},
	// The roof r1c1, r3c1 shares column 1 and box 1; the pair is in the box.
	{name: "type 3 in a box", find: findUniqueRectangle3,
		spec:    "r1c1:127 r1c4:12 r3c1:128 r3c4:12 r2c2:78 r2c3:47",
		want:    "Unique Rectangle Type 3: 1/2 in r1c1,r1c4,r3c1,r3c4 with naked pair 7,8 in (r1c1,r3c1),r2c2 => r2c3<>7",
		houses:  []int{18},
		pattern: 8, fins: 2, groups: 1},
	// A cell holding a rectangle digit is not part of the subset.
	{name: "type 3 subset cell holds a rectangle digit", find: findUniqueRectangle3,
		spec: "r1c1:12 r1c4:12 r3c1:127 r3c4:128 r3c7:178 r3c9:789"},

	// Type 4: in row 3, 1 lies only in the roof, so the roof is not 2.
	{name: "type 4", find: findUniqueRectangle4,
		spec:    "r1c1:12 r1c4:12 r3c1:125 r3c4:126 r3c7:29 2@r6c1",
		want:    "Unique Rectangle Type 4: 1/2 in r1c1,r1c4,r3c1,r3c4 => r3c1<>2, r3c4<>2",
		houses:  []int{2},
		pattern: 8},
	{name: "type 4 no conjugate pair", find: findUniqueRectangle4,
		spec: "r1c1:12 r1c4:12 r3c1:125 r3c4:126 r3c7:29 2@r6c1 1@r3c8"},
	// Jigsaw: 7 lies only in the roof r1c6, r2c6 in region H (not in
	// column 6, where r5c6 holds it), so the roof is not 3.
	{name: "type 4 jigsaw", find: findUniqueRectangle4, jigsaw: true,
		spec:    "r1c4:37 r2c4:37 r1c6:379 r2c6:378 r5c6:78 r7c6:34 r1c8:35",
		want:    "Unique Rectangle Type 4: 3/7 in r1c4,r1c6,r2c4,r2c6 => r1c6<>3, r2c6<>3",
		houses:  []int{25},
		pattern: 8},
	{name: "type 4 jigsaw layout matters", find: findUniqueRectangle4,
		spec: "r1c4:37 r2c4:37 r1c6:379 r2c6:378 r5c6:78 r7c6:34 r1c8:35"},

	// Type 5: 5 in the diagonal corners r1c4 and r3c1; r1c2 and r3c6 see
	// both, r2c2 only r3c1.
	{name: "type 5 diagonal", find: findUniqueRectangle5,
		spec:    "r1c1:12 r3c4:12 r1c4:125 r3c1:125 5@r1c2,r3c6,r2c2",
		want:    "Unique Rectangle Type 5: 1/2 in r1c1,r1c4,r3c1,r3c4 => r1c2<>5, r3c6<>5",
		houses:  []int{0, 2, 9, 12, 18, 19},
		pattern: 8, fins: 2},
	// 5 in three corners: only r3c6 sees all three.
	{name: "type 5 three corners", find: findUniqueRectangle5,
		spec:    "r1c1:12 r1c4:125 r3c1:125 r3c4:125 5@r1c2,r3c6",
		want:    "Unique Rectangle Type 5: 1/2 in r1c1,r1c4,r3c1,r3c4 => r3c6<>5",
		pattern: 8, fins: 3},
	{name: "type 5 roof in a row is type 2", find: findUniqueRectangle5,
		spec: "r1c1:12 r1c4:12 r3c1:125 r3c4:125 5@r3c7"},

	// Type 6: bivalue r1c1 and r3c4; in rows 1 and 3, 1 lies only in the
	// rectangle (2 does not: r1c7, r3c8), so r1c4 and r3c1 are not 1.
	{name: "type 6", find: findUniqueRectangle6,
		spec:    "r1c1:12 r3c4:12 r1c4:125 r3c1:126 2@r1c7,r3c8,r7c1,r8c4",
		want:    "Unique Rectangle Type 6: 1/2 in r1c1,r1c4,r3c1,r3c4 => r1c4<>1, r3c1<>1",
		houses:  []int{0, 2},
		pattern: 8},
	{name: "type 6 no x-wing", find: findUniqueRectangle6,
		spec: "r1c1:12 r3c4:12 r1c4:125 r3c1:126 2@r1c7,r3c8,r7c1,r8c4 1@r1c8,r6c1"},
}

func TestUniqueRectangles(t *testing.T) { runUniqCases(t, rectangleCases) }
