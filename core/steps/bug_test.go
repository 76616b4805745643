package steps

import "testing"

// bugSpec is a BUG+1: three deadly rectangles, {1,2} on r1c1, r1c4,
// r2c1, r2c4; {3,4} on r1c2, r1c7, r3c2, r3c7; {3,5} on r4c1, r4c5,
// r5c1, r5c5, where r1c1 also holds 3. Every digit has two places in
// every house but 3, which has three in row 1, column 1 and box 1.
const bugSpec = "r1c1:123 r1c4:12 r2c1:12 r2c4:12 r1c2:34 r1c7:34 r3c2:34 r3c7:34 " +
	"r4c1:35 r4c5:35 r5c1:35 r5c5:35"

var bugCases = []uniqCase{
	{name: "bug+1", find: findBUGPlus1, spec: bugSpec,
		want:   "BUG+1: 3 in r1c1 => r1c1=3",
		houses: []int{0, 9, 18},
		// 3 in r1c1 and its other places in row 1, column 1 and box 1.
		pattern: 6},
	// A bivalue cell whose digits have one place in their houses.
	{name: "bug+1 stray pair", find: findBUGPlus1, spec: bugSpec + " r9c9:67"},
	// Without the {3,5} rectangle, 3 has one place in column 1.
	{name: "bug+1 digit not three times everywhere", find: findBUGPlus1,
		spec: "r1c1:123 r1c4:12 r2c1:12 r2c4:12 r1c2:34 r1c7:34 r3c2:34 r3c7:34"},
	{name: "bug+1 two trivalue cells", find: findBUGPlus1, spec: bugSpec[len("r1c1:123 r1c4:12"):] + " r1c1:123 r1c4:126"},
}

func TestBUGPlus1(t *testing.T) {
	runUniqCases(t, bugCases)
	s := advPosition(t, nil, bugSpec)
	st, ok := findBUGPlus1(&s)
	if !ok || len(st.Placements) != 1 || st.Placements[0] != (Candidate{0, 3}) {
		t.Fatalf("placements %v", st.Placements)
	}
	// The other candidates of the cell go with the placement, so the
	// step's eliminations (which the soundness walk checks) say the same.
	if want := []Candidate{{0, 1}, {0, 2}}; len(st.Eliminations) != 2 || st.Eliminations[0] != want[0] || st.Eliminations[1] != want[1] {
		t.Errorf("eliminations %v, want %v", st.Eliminations, want)
	}
}
