package steps

import (
	"slices"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// emptyGrid is a grid with no givens, for positions made of candidates.
const emptyGrid = "................................................................................."

// leftoverCases are positions on advJigsaw with no givens but the listed
// ones, every other cell keeping all nine candidates, checked by hand.
// Unless a case says otherwise, rows 1-2 and regions H and I (houses 25, 26) leave the innies
// r2c1,r2c2,r2c3 (region E) and the outies r3c4,r3c5,r3c6: the band's
// smallest leftovers, so the finder looks at them first.
var leftoverCases = []struct {
	name   string
	givens string // a grid, or "" for none
	cands  map[string]string
	want   string // the step's Text, "" for none
	houses []int  // the houses the step names, nil for rows 1-2 and regions 8, 9
}{
	// 7 is a candidate of the innie r2c3 but of no outie.
	{name: "digit missing on the other side",
		cands: map[string]string{"r2c1": "15", "r2c2": "13", "r2c3": "157", "r3c4": "13", "r3c5": "35", "r3c6": "135"},
		want:  "Law of Leftovers: rows 1-2 vs regions 8,9: {r2c1,r2c2,r2c3} = {r3c4,r3c5,r3c6} => r2c3<>7"},
	// Both ways: 7 only among the innies, 2 only among the outies.
	{name: "both sides",
		cands: map[string]string{"r2c1": "15", "r2c2": "13", "r2c3": "157", "r3c4": "123", "r3c5": "35", "r3c6": "135"},
		want:  "Law of Leftovers: rows 1-2 vs regions 8,9: {r2c1,r2c2,r2c3} = {r3c4,r3c5,r3c6} => r2c3<>7, r3c4<>2"},
	// The innie r2c1 holds 5, so the outies need a 5, which only r3c4
	// can hold: r3c4 is 5.
	{name: "placed digit", givens: ".........5.......................................................................",
		cands: map[string]string{"r2c2": "12", "r2c3": "12", "r3c4": "15", "r3c5": "12", "r3c6": "12"},
		want:  "Law of Leftovers: rows 1-2 vs regions 8,9: {r2c1,r2c2,r2c3} = {r3c4,r3c5,r3c6} => r3c4<>1"},
	// Columns 1-3 and regions B, E, G (houses 19, 22, 24) leave the innies
	// r1c1,r1c2,r1c3 (region I) and the outies r7c4,r8c4,r9c4: 4 is a
	// candidate of the outie r7c4 and of no innie.
	{name: "columns",
		cands:  map[string]string{"r1c1": "12", "r1c2": "23", "r1c3": "13", "r7c4": "124", "r8c4": "23", "r9c4": "13"},
		want:   "Law of Leftovers: columns 1-3 vs regions 2,5,7: {r1c1,r1c2,r1c3} = {r7c4,r8c4,r9c4} => r7c4<>4",
		houses: []int{9, 10, 11, 19, 22, 24}},
	{name: "nothing to remove",
		cands: map[string]string{"r2c1": "15", "r2c2": "13", "r2c3": "15", "r3c4": "13", "r3c5": "35", "r3c6": "135"}},
}

func TestLeftovers(t *testing.T) {
	jig := advJigsawLayout(t)
	for _, tc := range leftoverCases {
		t.Run(tc.name, func(t *testing.T) {
			givens := tc.givens
			if givens == "" {
				givens = emptyGrid
			}
			s := advStateFrom(t, givens, jig, tc.cands)
			st, ok := runFinder(t, findLeftovers, &s, tc.want)
			if !ok {
				return
			}
			houses := tc.houses
			if houses == nil {
				houses = []int{0, 1, 25, 26}
			}
			if !slices.Equal(st.Houses, houses) {
				t.Errorf("houses %v, want %v", st.Houses, houses)
			}
			if len(st.Groups) != 2 || st.Groups[0].Label != "innies" || st.Groups[1].Label != "outies" ||
				len(st.Groups[0].Cells) != 3 || len(st.Groups[1].Cells) != 3 {
				t.Errorf("groups %+v, want the three innies and the three outies", st.Groups)
			}
			for _, e := range st.Eliminations {
				if slices.Contains(st.Pattern, e) {
					t.Errorf("eliminates %v, which is also in the pattern", e)
				}
			}
			if st.Technique != "Law of Leftovers" || len(st.Pattern) == 0 {
				t.Errorf("step %+v", st)
			}
			t.Log(st.Explanation)
		})
	}
}

// TestLeftoversStandard checks that the 3×3 boxes leave no small
// leftovers, so the technique never fires on a standard board.
func TestLeftoversStandard(t *testing.T) {
	if sets := buildLeftoverSets(grid.Standard()); len(sets) != 0 {
		t.Errorf("%d leftover sets on the standard layout", len(sets))
	}
	s := advStateFrom(t, emptyGrid, nil, leftoverCases[0].cands)
	if st, ok := findLeftovers(&s); ok {
		t.Errorf("found %q on the standard layout", st.Text)
	}
}

// TestLeftoverSets checks the band and region pairs of advJigsaw: every
// pair's innies are the band's cells outside its regions and its outies
// the regions' cells outside the band, as many of each.
func TestLeftoverSets(t *testing.T) {
	l := advJigsawLayout(t)
	sets := leftoverSets(l)
	if len(sets) != 12 {
		t.Errorf("%d leftover sets, want 12", len(sets))
	}
	if &leftoverSets(l)[0] != &sets[0] {
		t.Error("the sets are not cached")
	}
	for _, set := range sets {
		var band, union grid.CellSet
		for _, h := range set.lines {
			band = band.Or(l.House(h).Set)
		}
		for _, h := range set.regions {
			union = union.Or(l.House(h).Set)
		}
		if len(set.lines) != len(set.regions) || band.AndNot(union) != grid.CellSetOf(set.cells[0]...) ||
			union.AndNot(band) != grid.CellSetOf(set.cells[1]...) {
			t.Errorf("bad set %v %v: %v / %v", set.lines, set.regions, set.cells[0], set.cells[1])
		}
	}
}

// BenchmarkLeftovers times the finder on the positions of the janko_133
// paths where the engine asks for it (no earlier technique applies), and
// the building of a layout's sets, which the cache saves on each call.
func BenchmarkLeftovers(b *testing.B) {
	at := techniqueIndex["Law of Leftovers"]
	var positions []State
	for _, pz := range advLoad(b, "jigsaw/janko_133.txt", "jigsaw/janko_133_solutions.txt", 133) {
		tr := Solve(pz.p)
		for i, st := range tr.Steps {
			if i, ok := techniqueIndex[st.Technique]; ok && i < at {
				continue
			}
			positions = append(positions, tr.States[i])
		}
	}
	if len(positions) == 0 {
		b.Skip("no positions")
	}
	b.Run("find", func(b *testing.B) {
		b.ReportAllocs()
		found := 0
		for i := 0; i < b.N; i++ {
			if _, ok := findLeftovers(&positions[i%len(positions)]); ok {
				found++
			}
		}
		b.ReportMetric(float64(found)/float64(b.N), "found/op")
	})
	failing := advFailing(findLeftovers, positions)
	b.Run("fail", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			findLeftovers(&failing[i%len(failing)])
		}
	})
	b.Run("build", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			buildLeftoverSets(positions[i%len(positions)].Layout)
		}
	})
}
