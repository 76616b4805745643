package steps

import (
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// techniqueCase is a position drawn on a blank board (every candidate
// everywhere) and what one finder must make of it.
type techniqueCase struct {
	name    string
	find    func(*State) (Step, bool)
	jigsaw  bool
	setup   func(tb testing.TB, s *State)
	want    string // exact text; "" when the finder must find nothing
	prefix  bool   // want is only the start of the text
	elims   int    // number of eliminations, when prefix is set
	houses  []int
	pattern string // "r4c2:37 r4c6:37", checked when set
}

// placeAll places "r1c1=1 r1c2=2 ...".
func placeAll(tb testing.TB, s *State, spec string) {
	tb.Helper()
	for _, item := range strings.Fields(spec) {
		name, d, _ := strings.Cut(item, "=")
		s.Place(cellNamed(tb, name), int8(d[0]-'0'))
	}
}

// patternOf reads "r4c2:37 r4c6:37" as candidates in cell then digit order.
func patternOf(tb testing.TB, spec string) []Candidate {
	var out []Candidate
	for _, item := range strings.Fields(spec) {
		name, ds, _ := strings.Cut(item, ":")
		for _, d := range digitsOf(ds).List() {
			out = append(out, Candidate{cellNamed(tb, name), d})
		}
	}
	return out
}

func sortedCandidates(cs []Candidate) []Candidate {
	out := append([]Candidate(nil), cs...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Cell != out[j].Cell {
			return out[i].Cell < out[j].Cell
		}
		return out[i].Digit < out[j].Digit
	})
	return out
}

var singlesCases = []techniqueCase{
	{name: "full house in a row", find: findFullHouse,
		setup: func(tb testing.TB, s *State) {
			placeAll(tb, s, "r1c1=1 r1c2=2 r1c3=3 r1c4=4 r1c5=5 r1c6=6 r1c7=7 r1c8=8")
		},
		want: "Full House: r1c9=9", houses: []int{rowHouse(1)}},
	{name: "full house in a jigsaw region", find: findFullHouse, jigsaw: true,
		setup: func(tb testing.TB, s *State) {
			placeAll(tb, s, "r1c1=1 r1c2=2 r1c3=3 r1c4=4 r1c5=5 r2c4=6 r2c5=7 r3c4=8")
		},
		want: "Full House: r3c5=9", houses: []int{regionHouse(9)}},
	{name: "no full house with two empty cells", find: findFullHouse,
		setup: func(tb testing.TB, s *State) {
			placeAll(tb, s, "r1c1=1 r1c2=2 r1c3=3 r1c4=4 r1c5=5 r1c6=6 r1c7=7")
		}},
	{name: "naked single", find: findNakedSingle,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r5c5:4") },
		want:  "Naked Single: r5c5=4"},
	{name: "naked single on jigsaw", find: findNakedSingle, jigsaw: true,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r3c3:8") },
		want:  "Naked Single: r3c3=8"},
	{name: "no naked single", find: findNakedSingle,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r5c5:45") }},
	{name: "hidden single in a box", find: findHiddenSingle,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(5), "4", "r5c5") },
		want:  "Hidden Single: r5c5=4 in box 5", houses: []int{regionHouse(5)}},
	{name: "hidden single in a column", find: findHiddenSingle,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, columnHouse(7), "2", "r8c7") },
		want:  "Hidden Single: r8c7=2 in column 7", houses: []int{columnHouse(7)}},
	{name: "hidden single in a jigsaw region", find: findHiddenSingle, jigsaw: true,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(9), "6", "r2c5") },
		want:  "Hidden Single: r2c5=6 in region 9", houses: []int{regionHouse(9)}},
	{name: "no hidden single with two places", find: findHiddenSingle,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(5), "4", "r5c5", "r6c6") }},
}

var lockedCases = []techniqueCase{
	{name: "pointing from a box", find: findPointing,
		setup:  func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(1), "5", "r1c1", "r1c2") },
		want:   "Pointing: 5 in box 1 => r1c4<>5, r1c5<>5, r1c6<>5, r1c7<>5, r1c8<>5, r1c9<>5",
		houses: []int{regionHouse(1), rowHouse(1)}, pattern: "r1c1:5 r1c2:5"},
	{name: "pointing along a column", find: findPointing,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, regionHouse(9), "7", "r7c8", "r9c8")
			dropInHouse(tb, s, columnHouse(8), "7", "r7c8", "r9c8", "r2c8")
		},
		want: "Pointing: 7 in box 9 => r2c8<>7", houses: []int{regionHouse(9), columnHouse(8)}},
	{name: "pointing from a jigsaw region into row 1", find: findPointing, jigsaw: true,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, regionHouse(9), "5", "r1c1", "r1c2", "r1c3", "r1c4", "r1c5")
		},
		want:   "Pointing: 5 in region 9 => r1c6<>5, r1c7<>5, r1c8<>5, r1c9<>5",
		houses: []int{regionHouse(9), rowHouse(1)}, pattern: "r1c1:5 r1c2:5 r1c3:5 r1c4:5 r1c5:5"},
	{name: "no pointing when the line has no other place", find: findPointing,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, regionHouse(1), "5", "r1c1", "r1c2")
			dropInHouse(tb, s, rowHouse(1), "5", "r1c1", "r1c2")
		}},
	{name: "no pointing when the places are not in a line", find: findPointing,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(1), "5", "r1c1", "r2c2") }},
	{name: "claiming from a row", find: findClaiming,
		setup:  func(tb testing.TB, s *State) { dropInHouse(tb, s, rowHouse(1), "5", "r1c1", "r1c2") },
		want:   "Claiming: 5 in row 1 => r2c1<>5, r2c2<>5, r2c3<>5, r3c1<>5, r3c2<>5, r3c3<>5",
		houses: []int{rowHouse(1), regionHouse(1)}, pattern: "r1c1:5 r1c2:5"},
	{name: "claiming from a row into a jigsaw region", find: findClaiming, jigsaw: true,
		setup:  func(tb testing.TB, s *State) { dropInHouse(tb, s, rowHouse(1), "5", "r1c1", "r1c2", "r1c3") },
		want:   "Claiming: 5 in row 1 => r2c4<>5, r2c5<>5, r3c4<>5, r3c5<>5",
		houses: []int{rowHouse(1), regionHouse(9)}},
	{name: "claiming from a column into a jigsaw region", find: findClaiming, jigsaw: true,
		// Column 4 meets region 9 in r1c4, r2c4 and r3c4.
		setup:  func(tb testing.TB, s *State) { dropInHouse(tb, s, columnHouse(4), "2", "r1c4", "r3c4") },
		want:   "Claiming: 2 in column 4 => r1c1<>2, r1c2<>2, r1c3<>2, r1c5<>2, r2c5<>2, r3c5<>2",
		houses: []int{columnHouse(4), regionHouse(9)}},
	{name: "no claiming across two boxes", find: findClaiming,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, rowHouse(1), "5", "r1c1", "r1c5") }},
}

var subsetCases = []techniqueCase{
	{name: "naked pair of the issue", find: findNakedPair,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(4), "37")
			setCands(tb, s, "r4c2:37 r4c6:37 r4c8:13 r4c9:79")
		},
		want: "Naked Pair: 3,7 in r4c2,r4c6 => r4c8<>3, r4c9<>7", houses: []int{rowHouse(4)},
		pattern: "r4c2:37 r4c6:37"},
	{name: "locked pair clears row and box", find: findNakedPair,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(1), "12")
			dropInHouse(tb, s, regionHouse(1), "12")
			setCands(tb, s, "r1c1:12 r1c2:12 r1c9:129 r3c3:123")
		},
		want: "Naked Pair: 1,2 in r1c1,r1c2 => r1c9<>1, r1c9<>2, r3c3<>1, r3c3<>2", houses: []int{rowHouse(1), regionHouse(1)}},
	{name: "naked pair in a jigsaw region", find: findNakedPair, jigsaw: true,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r2c4:37 r3c5:37") },
		want:  "Naked Pair: 3,7 in r2c4,r3c5 => r1c1<>3, r1c1<>7", prefix: true, elims: 14,
		houses: []int{regionHouse(9)}},
	{name: "no naked pair without eliminations", find: findNakedPair,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(4), "37")
			setCands(tb, s, "r4c2:37 r4c6:37")
		}},
	{name: "no naked pair from two different pairs", find: findNakedPair,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r4c2:37 r4c6:38") }},
	{name: "naked triple in a column", find: findNakedTriple,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r1c5:12 r5c5:23 r9c5:13") },
		want:  "Naked Triple: 1,2,3 in r1c5,r5c5,r9c5 => r2c5<>1, r2c5<>2, r2c5<>3", prefix: true, elims: 18,
		houses: []int{columnHouse(5)}, pattern: "r1c5:12 r5c5:23 r9c5:13"},
	{name: "naked triple in a jigsaw region", find: findNakedTriple, jigsaw: true,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r1c1:45 r2c5:56 r3c4:46") },
		want:  "Naked Triple: 4,5,6 in r1c1,r2c5,r3c4 => r1c2<>4", prefix: true, elims: 18,
		houses: []int{regionHouse(9)}},
	{name: "no naked triple over four digits", find: findNakedTriple,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r1c5:12 r5c5:23 r9c5:14") }},
	{name: "naked quad in a row", find: findNakedQuad,
		setup: func(tb testing.TB, s *State) { setCands(tb, s, "r7c1:12 r7c3:23 r7c5:34 r7c7:14") },
		want:  "Naked Quad: 1,2,3,4 in r7c1,r7c3,r7c5,r7c7 => r7c2<>1", prefix: true, elims: 20,
		houses: []int{rowHouse(7)}},
	{name: "hidden pair in a row", find: findHiddenPair,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, rowHouse(5), "19", "r5c4", "r5c6") },
		want:  "Hidden Pair: 1,9 in r5c4,r5c6 => r5c4<>2, r5c4<>3", prefix: true, elims: 14,
		houses: []int{rowHouse(5)}, pattern: "r5c4:19 r5c6:19"},
	{name: "hidden pair in a jigsaw region", find: findHiddenPair, jigsaw: true,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, regionHouse(9), "19", "r1c1", "r3c5") },
		want:  "Hidden Pair: 1,9 in r1c1,r3c5 => r1c1<>2", prefix: true, elims: 14,
		houses: []int{regionHouse(9)}},
	{name: "no hidden pair in cells that hold nothing else", find: findHiddenPair,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(5), "19", "r5c4", "r5c6")
			setCands(tb, s, "r5c4:19 r5c6:19")
		}},
	{name: "hidden triple in a column", find: findHiddenTriple,
		setup: func(tb testing.TB, s *State) { dropInHouse(tb, s, columnHouse(2), "456", "r2c2", "r5c2", "r8c2") },
		want:  "Hidden Triple: 4,5,6 in r2c2,r5c2,r8c2 => r2c2<>1", prefix: true, elims: 18,
		houses: []int{columnHouse(2)}},
	{name: "hidden quad in a row", find: findHiddenQuad,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(9), "1234", "r9c1", "r9c2", "r9c3", "r9c4")
		},
		want: "Hidden Quad: 1,2,3,4 in r9c1,r9c2,r9c3,r9c4 => r9c1<>5", prefix: true, elims: 20,
		houses: []int{rowHouse(9)}},
	{name: "no hidden quad over five cells", find: findHiddenQuad,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(9), "1234", "r9c1", "r9c2", "r9c3", "r9c4", "r9c5")
		}},
}

var fishCases = []techniqueCase{
	{name: "x-wing on rows", find: findXWing,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(2), "4", "r2c3", "r2c8")
			dropInHouse(tb, s, rowHouse(7), "4", "r7c3", "r7c8")
		},
		want: "X-Wing: 4 r27 c38 => r1c3<>4, r1c8<>4, r3c3<>4", prefix: true, elims: 14,
		houses:  []int{rowHouse(2), rowHouse(7), columnHouse(3), columnHouse(8)},
		pattern: "r2c3:4 r2c8:4 r7c3:4 r7c8:4"},
	{name: "x-wing on columns", find: findXWing,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, columnHouse(1), "2", "r3c1", "r6c1")
			dropInHouse(tb, s, columnHouse(5), "2", "r3c5", "r6c5")
		},
		want: "X-Wing: 2 c15 r36 => r3c2<>2", prefix: true, elims: 14,
		houses: []int{columnHouse(1), columnHouse(5), rowHouse(3), rowHouse(6)}},
	{name: "x-wing on a jigsaw grid", find: findXWing, jigsaw: true,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(2), "4", "r2c3", "r2c8")
			dropInHouse(tb, s, rowHouse(7), "4", "r7c3", "r7c8")
		},
		want: "X-Wing: 4 r27 c38 => r1c3<>4", prefix: true, elims: 14},
	{name: "no x-wing when the columns hold nothing else", find: findXWing,
		setup: func(tb testing.TB, s *State) {
			for _, h := range []int{rowHouse(2), rowHouse(7), columnHouse(3), columnHouse(8)} {
				dropInHouse(tb, s, h, "4", "r2c3", "r2c8", "r7c3", "r7c8")
			}
		}},
	{name: "swordfish", find: findSwordfish,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(1), "6", "r1c2", "r1c5")
			dropInHouse(tb, s, rowHouse(5), "6", "r5c5", "r5c8")
			dropInHouse(tb, s, rowHouse(9), "6", "r9c2", "r9c8")
		},
		want: "Swordfish: 6 r159 c258 => r2c2<>6", prefix: true, elims: 18,
		pattern: "r1c2:6 r1c5:6 r5c5:6 r5c8:6 r9c2:6 r9c8:6"},
	{name: "no swordfish over four columns", find: findSwordfish,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(1), "6", "r1c2", "r1c5")
			dropInHouse(tb, s, rowHouse(5), "6", "r5c5", "r5c8")
			dropInHouse(tb, s, rowHouse(9), "6", "r9c2", "r9c9")
		}},
	{name: "jellyfish", find: findJellyfish,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, rowHouse(2), "8", "r2c1", "r2c3")
			dropInHouse(tb, s, rowHouse(4), "8", "r4c3", "r4c5")
			dropInHouse(tb, s, rowHouse(6), "8", "r6c5", "r6c7")
			dropInHouse(tb, s, rowHouse(8), "8", "r8c7", "r8c1")
		},
		want: "Jellyfish: 8 r2468 c1357 => r1c1<>8", prefix: true, elims: 20,
		houses: []int{rowHouse(2), rowHouse(4), rowHouse(6), rowHouse(8),
			columnHouse(1), columnHouse(3), columnHouse(5), columnHouse(7)}},
	{name: "jellyfish on a jigsaw grid", find: findJellyfish, jigsaw: true,
		setup: func(tb testing.TB, s *State) {
			dropInHouse(tb, s, columnHouse(2), "3", "r1c2", "r3c2")
			dropInHouse(tb, s, columnHouse(4), "3", "r3c4", "r5c4")
			dropInHouse(tb, s, columnHouse(6), "3", "r5c6", "r7c6")
			dropInHouse(tb, s, columnHouse(8), "3", "r7c8", "r1c8")
		},
		want: "Jellyfish: 3 c2468 r1357 => r1c1<>3", prefix: true, elims: 20},
}

func TestTechniques(t *testing.T) {
	groups := map[string][]techniqueCase{
		"singles": singlesCases, "locked": lockedCases, "subsets": subsetCases, "fish": fishCases,
	}
	for group, cases := range groups {
		for _, tc := range cases {
			t.Run(group+"/"+tc.name, func(t *testing.T) {
				var l *grid.Layout
				if tc.jigsaw {
					l = jankoLayout(t)
				}
				s := blankState(l)
				tc.setup(t, &s)
				var st Step
				var ok bool
				if tc.prefix {
					st, ok = runFinderAnyText(t, tc.find, &s, tc.want)
					if ok && (!strings.HasPrefix(st.Text, tc.want) || len(st.Eliminations) != tc.elims) {
						t.Errorf("text %q with %d eliminations, want it to start %q with %d",
							st.Text, len(st.Eliminations), tc.want, tc.elims)
					}
				} else {
					st, ok = runFinder(t, tc.find, &s, tc.want)
				}
				if !ok {
					return
				}
				checkStepShape(t, &s, &st)
				if tc.houses != nil && !reflect.DeepEqual(st.Houses, tc.houses) {
					t.Errorf("houses %v, want %v", st.Houses, tc.houses)
				}
				if tc.pattern != "" {
					if got, want := sortedCandidates(st.Pattern), patternOf(t, tc.pattern); !reflect.DeepEqual(got, want) {
						t.Errorf("pattern %v, want %v", got, want)
					}
				}
			})
		}
	}
}

// checkStepShape checks what every logical step must be beyond what
// runFinder checks: doing something, placing only live candidates,
// explained in words that name its cells, and matching its text.
func checkStepShape(t *testing.T, s *State, st *Step) {
	t.Helper()
	if len(st.Placements)+len(st.Eliminations) == 0 {
		t.Error("the step does nothing")
	}
	for _, p := range st.Placements {
		if s.Grid[p.Cell] != 0 || !s.Candidates[p.Cell].Has(p.Digit) {
			t.Errorf("places %v=%d, not a candidate", p.Cell, p.Digit)
		}
	}
	if !strings.Contains(st.Text, effects(st)) {
		t.Errorf("text %q does not hold the step's effects %q", st.Text, effects(st))
	}
	cells := append(candidateCells(st.Placements), candidateCells(st.Pattern)...)
	for _, c := range cells {
		if !strings.Contains(st.Explanation, c.String()) {
			t.Errorf("explanation %q does not name %v", st.Explanation, c)
		}
	}
}
