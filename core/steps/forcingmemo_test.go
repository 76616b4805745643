package steps

import (
	"strings"
	"testing"
)

// TestBranchMemoKeepsPaths solves puzzles whose paths take many forcing
// steps in a row, where each search takes branches over from the stuck
// position before, and again with every branch run afresh: the JSON of
// the two paths must be the same, byte for byte.
func TestBranchMemoKeepsPaths(t *testing.T) {
	hardest := readPuzzles(t, "bench/hardest_1106.txt")
	top95 := readPuzzles(t, "classic/top95.txt")
	cases := []struct {
		name string
		p    func() *Trace
	}{
		{"top95 #34", func() *Trace { return Solve(top95[34]) }},
		{"top95 #92", func() *Trace { return Solve(top95[92]) }},
		{"hardest_1106 #37", func() *Trace { return Solve(hardest[37]) }},
	}
	if !testing.Short() {
		cases = append(cases,
			struct {
				name string
				p    func() *Trace
			}{"hardest_1106 #62", func() *Trace { return Solve(hardest[62]) }})
	}
	for _, c := range cases {
		var with, without strings.Builder
		if err := c.p().WriteJSON(&with); err != nil {
			t.Fatal(err)
		}
		branchMemoOff = true
		err := c.p().WriteJSON(&without)
		branchMemoOff = false
		if err != nil {
			t.Fatal(err)
		}
		if with.String() != without.String() {
			t.Errorf("%s: the path with branches taken over differs from the path with every branch run afresh", c.name)
		}
		if n := strings.Count(with.String(), "Forcing") + strings.Count(with.String(), "Contradiction Net"); n < 10 {
			t.Errorf("%s: %d forcing steps, too few to take branches over", c.name, n)
		}
	}
}
