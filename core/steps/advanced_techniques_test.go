package steps

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// advJigsaw is a jigsaw map (janko.at style), rows top to bottom:
//
//	I I I I I H H H H
//	E E E I I H H H H
//	E E E I I H C C C
//	E E E A A A C C C
//	B B B A A A C C C
//	B B B A A A D D D
//	B B B G F F D D D
//	G G G G F F D D D
//	G G G G F F F F F
//
// Region A..I is region 1..9, house 18..26.
const advJigsaw = "IIIIIHHHH" + "EEEIIHHHH" + "EEEIIHCCC" + "EEEAAACCC" + "BBBAAACCC" +
	"BBBAAADDD" + "BBBGFFDDD" + "GGGGFFDDD" + "GGGGFFFFF"

func advJigsawLayout(t testing.TB) *grid.Layout {
	t.Helper()
	ids := make([]int, len(advJigsaw))
	for i := range advJigsaw {
		ids[i] = int(advJigsaw[i]-'A') + 1
	}
	l, err := grid.NewLayout(ids)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// advPosition builds a position that holds only the candidates listed,
// every other cell counting as filled. Tokens are "r1c1:123" (these
// digits in r1c1) or "4@r1c1,r1c7" (digit 4 in these cells).
func advPosition(t testing.TB, l *grid.Layout, spec string) State {
	t.Helper()
	s := State{Layout: l}
	if s.Layout == nil {
		s.Layout = grid.Standard()
	}
	for _, tok := range strings.Fields(spec) {
		if d, cells, ok := strings.Cut(tok, "@"); ok {
			for _, name := range strings.Split(cells, ",") {
				c, err := grid.ParseCell(name)
				if err != nil || len(d) != 1 {
					t.Fatalf("bad token %q: %v", tok, err)
				}
				s.Candidates[c] |= 1 << uint(d[0]-'0')
			}
			continue
		}
		name, ds, ok := strings.Cut(tok, ":")
		c, err := grid.ParseCell(name)
		if !ok || err != nil {
			t.Fatalf("bad token %q", tok)
		}
		for _, ch := range ds {
			s.Candidates[c] |= 1 << uint(ch-'0')
		}
	}
	for c := range s.Candidates {
		if s.Candidates[c] == 0 {
			s.Grid[c] = 1 // a placeholder digit: the finders look at candidates only
		}
	}
	return s
}

// advTechniqueCases are hand-made positions, each checked by hand: the
// step a finder must take (its text carries the exact eliminations) or
// "" where it must find nothing.
var advTechniqueCases = []struct {
	name    string
	find    func(*State) (Step, bool)
	jigsaw  bool
	spec    string
	want    string // the step's Text, "" for none
	links   int    // number of links the step must carry
	houses  []int  // houses the step must name, nil to skip
	pattern int    // number of pattern candidates
}{
	// Skyscraper: rows 2 and 6 hold 1 twice each, ends r2c1 and r6c1
	// share column 1, so r2c5 or r6c4 is 1.
	{name: "skyscraper", find: findSkyscraper,
		spec:  "1@r2c1,r2c5,r6c1,r6c4,r1c4,r3c4,r4c5,r5c5",
		want:  "Skyscraper: 1 in r2c5,r6c4 (connected by r2c1,r6c1) => r1c4<>1, r3c4<>1, r4c5<>1, r5c5<>1",
		links: 3, houses: []int{1, 5, 9}, pattern: 4},
	// The same with aligned roofs is an X-Wing, not a Skyscraper.
	{name: "skyscraper x-wing shape", find: findSkyscraper,
		spec: "1@r2c1,r2c5,r6c1,r6c5,r1c5,r3c1"},
	// Jigsaw: columns 2 and 8 with bases in row 7; the roofs see r1c6,
	// r1c9 (row 1 and region H) and r2c4, r2c5 (row 2 and region I).
	{name: "skyscraper jigsaw", find: findSkyscraper, jigsaw: true,
		spec:  "1@r1c2,r7c2,r2c8,r7c8,r1c6,r1c9,r2c4,r2c5",
		want:  "Skyscraper: 1 in r1c2,r2c8 (connected by r7c2,r7c8) => r1c6<>1, r1c9<>1, r2c4<>1, r2c5<>1",
		links: 3, houses: []int{10, 16, 6}, pattern: 4},
	{name: "skyscraper jigsaw bases apart", find: findSkyscraper, jigsaw: true,
		spec: "1@r1c2,r7c2,r2c8,r8c8,r1c6,r1c9,r2c4,r2c5"},

	// 2-String Kite: 5 in row 1 at r1c2,r1c7 and in column 3 at r3c3,r8c3;
	// r1c2 and r3c3 share box 1, so r1c7 or r8c3 is 5.
	{name: "kite", find: findTwoStringKite,
		spec:  "5@r1c2,r1c7,r3c3,r8c3,r8c7",
		want:  "2-String Kite: 5 in r1c7,r8c3 (connected by r1c2,r3c3) => r8c7<>5",
		links: 3, houses: []int{0, 11, 18}, pattern: 4},
	{name: "kite ends in different boxes", find: findTwoStringKite,
		spec: "5@r1c2,r1c7,r4c3,r8c3,r8c7"},
	// Jigsaw: r3c4 and r1c2 share region I (not a box on a standard grid).
	{name: "kite jigsaw", find: findTwoStringKite, jigsaw: true,
		spec:  "5@r3c4,r3c8,r1c2,r6c2,r6c8",
		want:  "2-String Kite: 5 in r3c8,r6c2 (connected by r3c4,r1c2) => r6c8<>5",
		links: 3, houses: []int{2, 10, 26}, pattern: 4},
	{name: "kite jigsaw layout matters", find: findTwoStringKite,
		spec: "5@r3c4,r3c8,r1c2,r6c2,r6c8"},

	// XY-Wing: pivot r5c5 {1,2}, pincers r5c1 {1,3} and r2c5 {2,3}.
	{name: "xy-wing", find: findXYWing,
		spec:  "r5c5:12 r5c1:13 r2c5:23 r2c1:34",
		want:  "XY-Wing: 1/2/3 in r5c5,r5c1,r2c5 => r2c1<>3",
		links: 5, pattern: 6},
	{name: "xy-wing nothing to remove", find: findXYWing,
		spec: "r5c5:12 r5c1:13 r2c5:23 r2c1:45"},
	// Jigsaw: pivot r1c1 sees pincer r3c5 through region I only.
	{name: "xy-wing jigsaw", find: findXYWing, jigsaw: true,
		spec:  "r1c1:12 r3c5:13 r1c8:23 r1c3:345 r3c6:367",
		want:  "XY-Wing: 1/2/3 in r1c1,r3c5,r1c8 => r1c3<>3, r3c6<>3",
		links: 5, pattern: 6},
	{name: "xy-wing jigsaw layout matters", find: findXYWing,
		spec: "r1c1:12 r3c5:13 r1c8:23 r1c3:345 r3c6:367"},

	// XYZ-Wing: pivot r5c5 {1,2,3}, pincers r5c2 {1,3} and r4c6 {2,3};
	// r5c4 and r5c6 see all three.
	{name: "xyz-wing", find: findXYZWing,
		spec:   "r5c5:123 r5c2:13 r4c6:23 r5c4:378 r5c6:389",
		want:   "XYZ-Wing: 1/2/3 in r5c5,r5c2,r4c6 => r5c4<>3, r5c6<>3",
		houses: []int{4, 22}, pattern: 7},
	{name: "xyz-wing nothing to remove", find: findXYZWing,
		spec: "r5c5:123 r5c2:13 r4c6:23 r6c2:389"},
	// Jigsaw: pivot r2c4 sees pincer r1c2 through region I.
	{name: "xyz-wing jigsaw", find: findXYZWing, jigsaw: true,
		spec:   "r2c4:123 r2c1:13 r1c2:23 r2c2:356 r2c5:345",
		want:   "XYZ-Wing: 1/2/3 in r2c4,r2c1,r1c2 => r2c2<>3, r2c5<>3",
		houses: []int{1, 26}, pattern: 7},

	// W-Wing: r2c2 and r8c8 {1,2}, joined by the pair of 1 in row 5.
	{name: "w-wing", find: findWWing,
		spec:  "r2c2:12 r8c8:12 r5c2:145 r5c8:167 r2c8:256 r8c2:267",
		want:  "W-Wing: 2/1 in r2c2,r8c8 connected by 1 in r5c2,r5c8 => r2c8<>2, r8c2<>2",
		links: 5, houses: []int{4}, pattern: 6},
	{name: "w-wing without the pair", find: findWWing,
		spec: "r2c2:12 r8c8:12 r5c2:145 r5c8:167 r5c5:189 r2c8:256 r8c2:267"},
	// Jigsaw: the pair of 1 is in region G.
	{name: "w-wing jigsaw", find: findWWing, jigsaw: true,
		spec:  "r2c1:12 r7c9:12 r8c1:145 r7c4:156 r2c9:256 r7c1:267",
		want:  "W-Wing: 2/1 in r2c1,r7c9 connected by 1 in r8c1,r7c4 => r2c9<>2, r7c1<>2",
		links: 5, houses: []int{24}, pattern: 6},
	{name: "w-wing jigsaw layout matters", find: findWWing,
		spec: "r2c1:12 r7c9:12 r8c1:145 r7c4:156 r2c9:256 r7c1:267"},

	// Unique Rectangle: rows 1 and 3, columns 1 and 4, boxes 1 and 2.
	{name: "unique rectangle", find: findUniqueRectangle1,
		spec:    "r1c1:12 r1c4:12 r3c1:12 r3c4:125",
		want:    "Unique Rectangle Type 1: 1/2 in r1c1,r1c4,r3c1,r3c4 => r3c4<>1, r3c4<>2",
		houses:  []int{0, 2, 9, 12, 18, 19},
		pattern: 8},
	{name: "rectangle over four boxes", find: findUniqueRectangle1,
		spec: "r1c1:12 r1c4:12 r4c1:12 r4c4:125"},
	// Jigsaw: the rectangle r1c4,r1c6,r2c4,r2c6 lies in regions I and H;
	// on a standard grid it is inside box 2 and no deadly pattern.
	{name: "unique rectangle jigsaw", find: findUniqueRectangle1, jigsaw: true,
		spec:    "r1c4:37 r1c6:37 r2c4:37 r2c6:379",
		want:    "Unique Rectangle Type 1: 3/7 in r1c4,r1c6,r2c4,r2c6 => r2c6<>3, r2c6<>7",
		pattern: 8},
	{name: "rectangle inside one box", find: findUniqueRectangle1,
		spec: "r1c4:37 r1c6:37 r2c4:37 r2c6:379"},

	// Simple Colouring trap: 4 alternates r1c1, r1c7, r5c7, r5c2; r2c2
	// sees r1c1 and r5c2, which have different colours.
	{name: "colouring trap", find: findSimpleColouring,
		spec:  "4@r1c1,r1c7,r5c7,r5c2,r2c2,r3c3,r8c2",
		want:  "Simple Colouring Trap: 4 (r1c1,r5c7) / (r1c7,r5c2) => r2c2<>4",
		links: 3, pattern: 4},
	// Colour wrap: r1c1 and r2c2 get the same colour and share box 1.
	{name: "colouring wrap", find: findSimpleColouring,
		spec:  "4@r1c1,r1c5,r4c5,r4c2,r2c2,r3c3",
		want:  "Simple Colouring Wrap: 4 (r1c1,r2c2,r4c5) / (r1c5,r4c2) => r1c1<>4, r2c2<>4, r4c5<>4",
		links: 4, pattern: 5},
	{name: "colouring nothing", find: findSimpleColouring,
		spec: "4@r1c1,r1c7,r5c7,r5c2,r3c3,r8c2"},
	// Jigsaw: 6 in region F only at r7c5 and r9c9; r7c9 sees both.
	{name: "colouring jigsaw", find: findSimpleColouring, jigsaw: true,
		spec:  "6@r7c5,r9c9,r7c9,r7c1,r1c9",
		want:  "Simple Colouring Trap: 6 (r7c5) / (r9c9) => r7c9<>6",
		links: 1, houses: []int{23}, pattern: 2},
	// On a standard grid the same candidates make another cluster: box 9
	// holds 6 only at r7c9 and r9c9.
	{name: "colouring jigsaw layout matters", find: findSimpleColouring,
		spec:  "6@r7c5,r9c9,r7c9,r7c1,r1c9",
		want:  "Simple Colouring Trap: 6 (r7c9) / (r9c9) => r1c9<>6",
		links: 1, houses: []int{26}, pattern: 2},

	// X-Chain: 7 r1c1=r1c6-r5c6=r5c8-r8c8=r8c2 (rows 1, 5, 8 are pairs);
	// r3c2 sees both ends. r2c3 and r6c2 keep box 1 and column 2 from
	// being pairs.
	{name: "x-chain", find: findXChain,
		spec:    "7@r1c1,r1c6,r5c6,r5c8,r8c8,r8c2,r3c2,r2c3,r6c2",
		want:    "X-Chain: 7 r1c1=r1c6-r5c6=r5c8-r8c8=r8c2 => r3c2<>7",
		links:   5,
		houses:  []int{0, 4, 7},
		pattern: 6},
	{name: "x-chain broken", find: findXChain,
		spec: "7@r1c1,r1c6,r5c6,r8c8,r8c2,r3c2,r2c3,r6c2"},
	// A chain may remove one of its own candidates: r5c5 or r8c8 is 7,
	// and r5c8 sees both.
	{name: "x-chain through its target", find: findXChain,
		spec:    "7@r1c1,r1c6,r5c6,r5c8,r8c8,r8c2,r3c2,r2c3,r6c2,r5c5",
		want:    "X-Chain: 7 r5c5=r5c6-r5c8=r8c8 => r5c8<>7",
		links:   3,
		houses:  []int{22, 16},
		pattern: 4},
	// Jigsaw: r1c2 and r2c4 share region I, the weak link of the chain.
	{name: "x-chain jigsaw", find: findXChain, jigsaw: true,
		spec:    "8@r1c2,r8c2,r2c4,r2c9,r8c9,r8c6,r5c9",
		want:    "X-Chain: 8 r2c9=r2c4-r1c2=r8c2 => r8c9<>8",
		links:   3,
		houses:  []int{1, 10},
		pattern: 4},
	{name: "x-chain jigsaw layout matters", find: findXChain,
		spec: "8@r1c2,r8c2,r2c4,r2c9,r8c9,r8c6,r5c9"},

	// XY-Chain: (1=2)r1c1-(2=3)r1c5-(3=4)r4c5-(4=1)r4c9: r1c1 or r4c9
	// is 1, and r1c9 and r4c1 see both.
	{name: "xy-chain", find: findXYChain,
		spec:    "r1c1:12 r1c5:23 r4c5:34 r4c9:14 r1c9:156 r4c1:178",
		want:    "XY-Chain: (1=2)r1c1-(2=3)r1c5-(3=4)r4c5-(4=1)r4c9 => r1c9<>1, r4c1<>1",
		links:   7,
		pattern: 8},
	{name: "xy-chain ends differ", find: findXYChain,
		spec: "r1c1:12 r1c5:23 r4c5:34 r4c9:46 r1c9:156 r4c1:178"},
	// Jigsaw: r1c1 and r3c5 share region I.
	{name: "xy-chain jigsaw", find: findXYChain, jigsaw: true,
		spec:    "r1c1:12 r3c5:23 r8c5:34 r8c1:14 r5c1:167",
		want:    "XY-Chain: (1=2)r1c1-(2=3)r3c5-(3=4)r8c5-(4=1)r8c1 => r5c1<>1",
		links:   7,
		pattern: 8},
	{name: "xy-chain jigsaw layout matters", find: findXYChain,
		spec: "r1c1:12 r3c5:23 r8c5:34 r8c1:14 r5c1:167"},

	// AIC mixing bivalue cells and a pair of 2 in column 6.
	{name: "aic", find: findAIC,
		spec:    "r1c1:12 r1c6:278 r5c6:249 r5c2:12 r3c2:156 r2c3:135 r8c2:134",
		want:    "AIC: (1=2)r1c1-(2)r1c6=(2)r5c6-(2=1)r5c2 => r3c2<>1",
		links:   5,
		houses:  []int{14},
		pattern: 6},
	{name: "aic broken", find: findAIC,
		spec: "r1c1:12 r1c6:278 r5c6:49 r5c2:12 r3c2:156 r2c3:135 r8c2:134"},
	// Jigsaw, grouped: in region I, 3 is in r3c5 or in the group r1c2,r1c4
	// (row 1 inside region I); r1c8 sees the group and r6c8.
	{name: "aic jigsaw group", find: findAIC, jigsaw: true,
		spec:    "3@r1c2,r1c4,r1c8,r6c8,r6c5,r3c5,r8c5",
		want:    "AIC: (3)r6c8=(3)r6c5-(3)r3c5=(3)r1c24 => r1c8<>3",
		links:   3,
		houses:  []int{5, 26},
		pattern: 5},
	// On a standard grid the same candidates hold another chain, through
	// the pair of 3 in box 2.
	{name: "aic jigsaw layout matters", find: findAIC,
		spec:    "3@r1c2,r1c4,r1c8,r6c8,r6c5,r3c5,r8c5",
		want:    "AIC: (3)r1c4=(3)r3c5-(3)r6c5=(3)r6c8 => r1c8<>3",
		links:   3,
		houses:  []int{19, 5},
		pattern: 4},
}

func TestAdvancedTechniques(t *testing.T) {
	jig := advJigsawLayout(t)
	for _, tc := range advTechniqueCases {
		t.Run(tc.name, func(t *testing.T) {
			s := advPosition(t, caseLayout(jig, tc.jigsaw), tc.spec)
			st, ok := runFinder(t, tc.find, &s, tc.want)
			if !ok {
				return
			}
			if len(st.Links) != tc.links {
				t.Errorf("%d links, want %d: %v", len(st.Links), tc.links, st.Links)
			}
			if tc.houses != nil && !slices.Equal(st.Houses, tc.houses) {
				t.Errorf("houses %v, want %v", st.Houses, tc.houses)
			}
			if len(st.Pattern) != tc.pattern {
				t.Errorf("%d pattern candidates, want %d: %v", len(st.Pattern), tc.pattern, st.Pattern)
			}
			advCheckLinks(t, &s, &st)
		})
	}
}

// advCheckLinks checks that each link of a step joins live candidates, a
// strong one forming a conjugate pair or a bivalue cell and a weak one two
// candidates that see each other or share a cell, and that consecutive
// links of a chain meet.
func advCheckLinks(t *testing.T, s *State, st *Step) {
	t.Helper()
	if st.Inferences != nil {
		// The links are read off the inferences, which say more.
		if _, err := checkStepInferences(s, st, map[Rule]int{}); err != nil {
			t.Error(err)
		}
		return
	}
	chain := st.Technique != "Simple Colouring"
	for i, l := range st.Links {
		for _, c := range []Candidate{l.From, l.To} {
			if !s.Candidates[c.Cell].Has(c.Digit) {
				t.Errorf("link %d: %v%d is not a candidate", i, c.Cell, c.Digit)
			}
		}
		if chain && i > 0 && st.Links[i-1].To != l.From {
			t.Errorf("link %d does not start where link %d ends", i, i-1)
		}
		if chain && l.Strong != (i%2 == 0) {
			t.Errorf("link %d strong=%v, chains alternate from strong", i, l.Strong)
		}
		if l.From.Digit != l.To.Digit {
			if l.From.Cell != l.To.Cell || (l.Strong && s.Candidates[l.From.Cell].Len() != 2) {
				t.Errorf("link %d joins %v and %v wrongly", i, l.From, l.To)
			}
			continue
		}
		if !s.Layout.Peers(l.From.Cell).Has(l.To.Cell) && st.Technique != "Alternating Inference Chain" {
			t.Errorf("link %d joins cells %v and %v that do not see each other", i, l.From.Cell, l.To.Cell)
		}
		if l.Strong && st.Technique != "Alternating Inference Chain" && !advConjugate(s, l.From, l.To) {
			t.Errorf("strong link %d: %v and %v are not a conjugate pair", i, l.From, l.To)
		}
	}
}

// advConjugate reports whether a and b are the only candidates of their
// digit in some house.
func advConjugate(s *State, a, b Candidate) bool {
	for h := 0; h < grid.NumHouses; h++ {
		in := s.CellsWith(h, a.Digit)
		if in.Len() == 2 && in.Has(a.Cell) && in.Has(b.Cell) {
			return true
		}
	}
	return false
}
