package steps

import (
	"math/rand/v2"
	"testing"
)

// TestChainSearchOrderFree moves positions where the breadth-first chain
// searches met a chain only through a path that repeats a candidate or
// a set (QA's position sweep): the technique found must not depend on
// how the cells are numbered, so every move gives the same one.
func TestChainSearchOrderFree(t *testing.T) {
	cases := []struct {
		set       string
		puzzle    int // 0-based, in the file
		step      int // the position before this step (1-based)
		technique string
	}{
		{"bench/top1465.txt", 360, 46, alsAICName},
		{"classic/top95.txt", 6, 22, alsAICName},
		{"classic/top95.txt", 74, 20, alsAICName},
		{"classic/top95.txt", 85, 32, alsAICName},
	}
	r := rand.New(rand.NewPCG(7, 360))
	for _, tc := range cases {
		p := readPuzzles(t, tc.set)[tc.puzzle]
		tr := Solve(p)
		s := tr.States[tc.step-1]
		st, ok := Next(&s, true)
		if !ok || st.Technique != tc.technique {
			t.Errorf("%s #%d before step %d: got %q, want %s", tc.set, tc.puzzle, tc.step, st.Text, tc.technique)
			continue
		}
		for m := range 12 {
			tf := freeTransform(r)
			if m%2 == 1 {
				tf = randomTransform(r, true)
			}
			q := movedState(t, &tf, &s)
			got, ok := Next(&q, true)
			if !ok || got.Technique != tc.technique {
				t.Errorf("%s #%d before step %d, move %d: got %q, want %s", tc.set, tc.puzzle, tc.step, m, got.Text, tc.technique)
			}
		}
	}
}
