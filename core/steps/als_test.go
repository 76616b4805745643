package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// alsCases are hand-made positions for Sue de Coq and the ALS finders,
// each checked by hand: the step a finder must take (its text carries the
// exact eliminations) or "" where it must find nothing.
var alsCases = []struct {
	name       string
	find       func(*State) (Step, bool)
	jigsaw     bool
	spec       string
	want       string
	groups     int // number of groups (sets) the step shows
	restricted int // number of restricted-common candidates marked
}{
	// A=r1c1 {24} and B=r4c1,r4c2 {234} cannot both hold 2 (column 1),
	// so 4 is in r1c1 or r4c2; r3c2 sees both.
	{name: "xz", find: findALSXZ,
		spec:   "r1c1:24 r4c1:23 r4c2:34 r3c2:46",
		want:   "ALS-XZ: A=r1c1 {24}, B=r4c12 {234}, X=2, Z=4 => r3c2<>4",
		groups: 2, restricted: 2},
	{name: "xz nothing to remove", find: findALSXZ,
		spec: "r1c1:24 r4c1:23 r4c2:34 r3c2:56"},
	// Doubly linked: rows 1 and 4 tied by 1 (column 1) and 2 (column 5);
	// each row pair is locked without one of them, so 3 stays in row 1,
	// 4 in row 4, 1 in column 1 and 2 in column 5.
	{name: "xz doubly linked", find: findALSXZ,
		spec:   "r1c1:13 r1c5:23 r4c1:14 r4c5:24 r7c1:156 r8c5:256 r1c8:356 r4c8:456",
		want:   "ALS-XZ: A=r1c15 {123}, B=r4c15 {124}, X=12 (doubly linked) => r1c8<>3, r4c8<>4, r7c1<>1, r8c5<>2",
		groups: 2, restricted: 4},
	// Jigsaw: r1c1 and r3c5 share region I, which ties the sets by 2.
	{name: "xz jigsaw", find: findALSXZ, jigsaw: true,
		spec:   "r1c1:24 r3c5:23 r3c6:34 r1c6:478",
		want:   "ALS-XZ: A=r1c1 {24}, B=r3c56 {234}, X=2, Z=4 => r1c6<>4",
		groups: 2, restricted: 2},
	{name: "xz jigsaw layout matters", find: findALSXZ,
		spec: "r1c1:24 r3c5:23 r3c6:34 r1c6:478"},

	// C=r5c1 {14} is 1 or 4: A=r1c5,r5c5 {123} then lacks 1 or
	// B=r5c2 {34} lacks 4, and 3 is in A or B.
	{name: "xy-wing", find: findALSXYWing,
		spec:   "r5c5:12 r5c1:14 r5c2:34 r1c5:23 r1c2:356",
		want:   "ALS-XY-Wing: A=r15c5 {123}, B=r5c2 {34}, C=r5c1 {14}, X,Y=1,4, Z=3 => r1c2<>3",
		groups: 3, restricted: 4},
	{name: "xy-wing jigsaw", find: findALSXYWing, jigsaw: true,
		spec:   "r1c1:24 r3c5:23 r3c6:34 r1c6:478",
		want:   "ALS-XY-Wing: A=r1c1 {24}, B=r3c6 {34}, C=r3c5 {23}, X,Y=2,3, Z=4 => r1c6<>4",
		groups: 3, restricted: 4},
	{name: "xy-wing nothing to remove", find: findALSXYWing,
		spec: "r1c1:24 r4c1:23 r4c2:34 r3c2:56"},

	// r1c1 {15} -1- r1c4 {12} -2- r5c4,r5c8 {236} -6- r5c9 {56}: 5 is in
	// r1c1 or r5c9, and r1c9 sees both.
	{name: "chain", find: findALSChain,
		spec:   "r1c1:15 r1c4:12 r5c4:23 r5c8:36 r5c9:56 r1c9:578",
		want:   "ALS Chain: A=r1c1 {15}, B=r1c4 {12}, C=r5c48 {236}, D=r5c9 {56}, RCC=1,2,6, Z=5 => r1c9<>5",
		groups: 4, restricted: 6},
	{name: "chain broken", find: findALSChain,
		spec: "r1c1:15 r1c4:12 r5c4:23 r5c8:36 r5c9:57 r1c9:578"},
	// Jigsaw: the first link, r1c1 to r3c5, runs through region I.
	{name: "chain jigsaw", find: findALSChain, jigsaw: true,
		spec:   "r1c1:15 r3c5:12 r7c5:23 r7c8:36 r7c9:56 r1c9:578",
		want:   "ALS Chain: A=r1c1 {15}, B=r3c5 {12}, C=r7c58 {236}, D=r7c9 {56}, RCC=1,2,6, Z=5 => r1c9<>5",
		groups: 4, restricted: 6},
	{name: "chain jigsaw layout matters", find: findALSChain,
		spec: "r1c1:15 r3c5:12 r7c5:23 r7c8:36 r7c9:56 r1c9:578"},

	// Stem r5c5 {127}: 1 leaves r5c1 = 3, 2 leaves r1c5 = 3, 7 leaves
	// r4c5 = 8 and r4c1 = 3; r1c1 sees all three 3s.
	{name: "death blossom", find: findDeathBlossom,
		spec:   "r5c5:127 r5c1:13 r1c5:23 r4c1:38 r4c5:78 r1c1:369",
		want:   "Death Blossom: stem r5c5 {127}, 1: A=r5c1 {13}, 2: B=r1c5 {23}, 7: C=r4c15 {378}, Z=3 => r1c1<>3",
		groups: 3, restricted: 6},
	{name: "death blossom jigsaw", find: findDeathBlossom, jigsaw: true,
		spec:   "r5c5:127 r5c1:13 r1c5:23 r4c1:38 r4c5:78 r1c1:369",
		want:   "Death Blossom: stem r5c5 {127}, 1: A=r5c1 {13}, 2: B=r1c5 {23}, 7: C=r4c15 {378}, Z=3 => r1c1<>3",
		groups: 3, restricted: 6},
	// The 7 of the stem has no petal once r4c5 holds 4 instead.
	{name: "death blossom without a petal", find: findDeathBlossom,
		spec: "r5c5:127 r5c1:13 r1c5:23 r4c1:38 r4c5:48 r1c1:369"},

	// r1c1,r1c2 {1234} with r1c7 {12} in row 1 and r2c3 {34} in box 1:
	// four cells, four digits, 1 and 2 in row 1, 3 and 4 in box 1.
	{name: "sue de coq", find: findSueDeCoq,
		spec:   "r1c1:134 r1c2:124 r1c7:12 r2c3:34 r1c5:156 r3c2:478",
		want:   "Sue de Coq: r1c12 {1234} (r1c7 {12}, r2c3 {34}) => r1c5<>1, r3c2<>4",
		groups: 3},
	// The two outer cells share 3: no Sue de Coq.
	{name: "sue de coq sets share a digit", find: findSueDeCoq,
		spec: "r1c1:134 r1c2:124 r1c7:13 r2c3:34 r1c5:156 r3c2:478"},
	// Jigsaw: row 1 meets region I in five cells; r3c5 is in region I.
	{name: "sue de coq jigsaw", find: findSueDeCoq, jigsaw: true,
		spec:   "r1c2:134 r1c3:124 r1c8:12 r3c5:34 r1c6:156 r2c4:478",
		want:   "Sue de Coq: r1c23 {1234} (r1c8 {12}, r3c5 {34}) => r1c6<>1, r2c4<>4",
		groups: 3},
	{name: "sue de coq jigsaw layout matters", find: findSueDeCoq,
		spec: "r1c2:134 r1c3:124 r1c8:12 r3c5:34 r1c6:156 r2c4:478"},
	// C = r4c5,r5c5 in column 5 and box 5, with two cells of box 5.
	{name: "sue de coq two cells in the box", find: findSueDeCoq,
		spec:   "r5c5:127 r5c4:13 r1c5:25 r4c5:35 r4c6:37 r4c4:389",
		want:   "Sue de Coq: r45c5 {12357} (r1c5 {25}, r4c6,r5c4 {137}) => r4c4<>3",
		groups: 3},
}

func TestALSTechniques(t *testing.T) {
	jig := advJigsawLayout(t)
	for _, tc := range alsCases {
		t.Run(tc.name, func(t *testing.T) {
			s := advPosition(t, caseLayout(jig, tc.jigsaw), tc.spec)
			st, ok := runFinder(t, tc.find, &s, tc.want)
			if !ok {
				return
			}
			if len(st.Groups) != tc.groups || len(st.Restricted) != tc.restricted {
				t.Errorf("%d groups and %d restricted candidates, want %d and %d", len(st.Groups), len(st.Restricted), tc.groups, tc.restricted)
			}
			alsCheckStep(t, &s, &st)
		})
	}
}

// alsCheckStep checks the drawing data of an ALS or Sue de Coq step:
// every group holds exactly its digits, its candidates are in the pattern,
// the ALS groups are almost locked sets in one house, kept apart, and the
// marked and removed candidates are live.
func alsCheckStep(t *testing.T, s *State, st *Step) {
	t.Helper()
	inPattern := map[Candidate]bool{}
	for _, c := range st.Pattern {
		inPattern[c] = true
	}
	var used grid.CellSet
	for _, g := range st.Groups {
		var ds Digits
		var set grid.CellSet
		for _, c := range g.Cells {
			ds |= s.Candidates[c] & AllDigits
			set = set.With(c)
			for _, d := range (s.Candidates[c] & AllDigits).List() {
				if !inPattern[Candidate{c, d}] {
					t.Errorf("group %s: %v%d is not in the pattern", g.Label, c, d)
				}
			}
		}
		if ds != DigitSet(g.Digits...) {
			t.Errorf("group %s holds %v, says %v", g.Label, ds.List(), g.Digits)
		}
		if !set.And(used).Empty() {
			t.Errorf("group %s overlaps an earlier group", g.Label)
		}
		used = used.Or(set)
		if st.Technique == "Sue de Coq" {
			continue
		}
		if ds.Len() != len(g.Cells)+1 || !alsInOneHouse(s.Layout, set) {
			t.Errorf("group %s (%v, %v) is not an almost locked set", g.Label, g.Cells, g.Digits)
		}
	}
	for _, c := range append(append([]Candidate{}, st.Restricted...), st.Eliminations...) {
		if !s.Candidates[c.Cell].Has(c.Digit) {
			t.Errorf("%v%d is not a candidate", c.Cell, c.Digit)
		}
	}
}

// alsInOneHouse reports whether the cells lie in one house of l.
func alsInOneHouse(l *grid.Layout, set grid.CellSet) bool {
	for h := 0; h < grid.NumHouses; h++ {
		if set.AndNot(l.House(h).Set).Empty() {
			return true
		}
	}
	return false
}

// TestALSEnumeration checks the sets and restricted commons of real
// positions, standard and jigsaw, against a brute-force reading of the definitions: every set
// is an almost locked set in one house, none is listed twice, and the
// indexed search finds exactly the restricted commons of every pair of
// sets apart.
func TestALSEnumeration(t *testing.T) {
	n := 0
	puzzles := advLoad(t, "bench/top1465.txt", "", 6)
	puzzles = append(puzzles, advLoad(t, "jigsaw/janko_133.txt", "jigsaw/janko_133_solutions.txt", 133)[129:]...)
	for _, pz := range puzzles {
		s := NewState(pz.p)
		for step := 0; !s.Solved() && step < 200; step++ {
			if n%7 == 0 {
				alsCheckEnumeration(t, &s)
			}
			n++
			if st, ok := advBasicStep(&s); ok {
				s.Apply(&st)
			} else {
				advPlaceHint(&s, pz.solution)
			}
		}
	}
}

func alsCheckEnumeration(t *testing.T, s *State) {
	t.Helper()
	w := alsFor(s)
	defer alsPool.Put(w)
	w.buildRCC()
	seen := map[grid.CellSet]bool{}
	for i := range w.sets {
		a := &w.sets[i]
		var ds Digits
		visitCells(a.cells, func(c grid.Cell) { ds |= s.Candidates[c] })
		if ds != a.digits || ds.Len() != a.cells.Len()+1 || !a.cells.AndNot(s.Layout.House(int(a.house)).Set).Empty() {
			t.Fatalf("set %v %v in house %d is not an almost locked set", a.cells, a.digits.List(), a.house)
		}
		if seen[a.cells] {
			t.Fatalf("set %v listed twice", a.cells)
		}
		seen[a.cells] = true
	}
	edges := 0
	for i := range w.sets {
		for j := range w.sets {
			a, b := &w.sets[i], &w.sets[j]
			if i == j || !a.cells.And(b.cells).Empty() {
				continue
			}
			for _, d := range (a.digits & b.digits).List() {
				if alsSeeAll(s.Layout, a.with[d], b.with[d]) {
					edges++
				}
			}
		}
	}
	if edges != len(w.edges) {
		t.Fatalf("%d restricted commons indexed, %d by brute force", len(w.edges), edges)
	}
}

// alsSeeAll reports whether every cell of a sees every cell of b.
func alsSeeAll(l *grid.Layout, a, b grid.CellSet) bool {
	ok := true
	visitCells(a, func(c grid.Cell) {
		if !b.AndNot(l.Peers(c)).Empty() {
			ok = false
		}
	})
	return ok
}

// BenchmarkALSFinders times Sue de Coq and the ALS finders over the
// positions of top1465 where the engine asks for level 5 techniques,
// building the almost locked sets afresh for every call; the "fail"
// variants run on the positions where the finder finds nothing. Run it
// with GOMAXPROCS=1 so that cpu-ns/op counts the finder alone.
func BenchmarkALSFinders(b *testing.B) {
	positions := advHardPositions(b)
	finders := []struct {
		name string
		find func(*State) (Step, bool)
	}{
		{"SueDeCoq", findSueDeCoq}, {"ALS-XZ", findALSXZ}, {"ALS-XY-Wing", findALSXYWing},
		{"ALSChain", findALSChain}, {"DeathBlossom", findDeathBlossom},
	}
	for _, f := range finders {
		advBenchFinder(b, f.name, f.find, positions, alsForget)
		if failing := advFailing(f.find, positions); len(failing) > 0 {
			advBenchFinder(b, f.name+"/fail", f.find, failing, alsForget)
		}
	}
}

// alsForget drops the pooled enumeration, so that the next finder
// builds its sets afresh.
func alsForget() {
	w := alsPool.Get().(*alsWork)
	w.valid = false
	alsPool.Put(w)
}
