package steps

import (
	"context"
	"slices"
	"testing"
)

// All steps here lists every instance of the single-digit patterns, the
// wings, the finned fish, Sue de Coq and the Law of Leftovers, where it
// listed the first one found: at positions of top95 and janko_133 paths
// (puzzle index from 0, step) where each has two instances or more,
// every listed step removes candidates the position holds and the
// solution does not, the first is the one the path's finder returns,
// and the plain chains carry their inferences as the path's steps do.
func TestAllAtListsEveryPatternInstance(t *testing.T) {
	type at struct {
		set    string
		puzzle int
		step   int
	}
	top17 := at{set: "classic/top95.txt", puzzle: 16, step: 14}
	top49 := at{set: "classic/top95.txt", puzzle: 48, step: 48}
	janko39 := at{set: "jigsaw/janko_133.txt", puzzle: 38, step: 11}
	cases := []struct {
		technique string
		at        at
		want      int // instances with different effects at the position
	}{
		{"Skyscraper", top17, 2},
		{"2-String Kite", top17, 5},
		{"Remote Pair", top17, 3},
		{"Turbot Fish", top17, 2},
		{"Empty Rectangle", top17, 5},
		{"Finned X-Wing", top17, 6},
		{"Finned Swordfish", top17, 4},
		{"Finned Jellyfish", top17, 4},
		{"XY-Wing", top49, 2},
		{"XYZ-Wing", top49, 3},
		{"W-Wing", top49, 5},
		{"Sue de Coq", top49, 4},
		{"Law of Leftovers", janko39, 10},
		{"Empty Rectangle", janko39, 2},
		{"Finned Jellyfish", janko39, 10},
	}
	traces := map[at]*Trace{}
	for _, tc := range cases {
		t.Run(tc.technique+"/"+tc.at.set, func(t *testing.T) {
			tr := traces[tc.at]
			if tr == nil {
				tr = Solve(readPuzzles(t, tc.at.set)[tc.at.puzzle])
				traces[tc.at] = tr
			}
			s := tr.State(tc.at.step)
			sol := tr.Exact.Solution
			p, err := NewProfile(tc.technique, []string{tc.technique})
			if err != nil {
				t.Fatal(err)
			}
			groups, err := AllAt(context.Background(), &s, true, p, 0)
			if err != nil || len(groups) != 1 {
				t.Fatalf("%d groups, error %v", len(groups), err)
			}
			g := groups[0]
			if !g.Complete || len(g.Steps) != tc.want {
				t.Errorf("complete=%v, %d instances listed, want all %d", g.Complete, len(g.Steps), tc.want)
			}
			first, ok := catalogue[techniqueIndex[tc.technique]].find(&s)
			if !ok || first.Text != g.Steps[0].Text {
				t.Errorf("the finder takes %q, the list starts with %q", first.Text, g.Steps[0].Text)
			}
			seen := map[string]bool{}
			for i := range g.Steps {
				st := &g.Steps[i]
				if key := effectKey(st); seen[key] {
					t.Errorf("%s: its effect listed twice", st.Text)
				} else {
					seen[key] = true
				}
				if len(st.Eliminations) == 0 {
					t.Errorf("%s removes nothing", st.Text)
				}
				for _, c := range st.Eliminations {
					if !s.Candidates[c.Cell].Has(c.Digit) {
						t.Errorf("%s removes %d from %s, not a candidate", st.Text, c.Digit, cellName(c.Cell))
					}
					if sol[c.Cell] == c.Digit {
						t.Errorf("%s removes the solution's %d from %s", st.Text, c.Digit, cellName(c.Cell))
					}
				}
				if linkChains[tc.technique] && st.Inferences == nil {
					t.Errorf("%s: no inferences", st.Text)
				}
				t.Logf("%s", st.Text)
			}
		})
	}
}

// Each finder of these techniques returns the first instance its
// enumerator yields, at every position along the paths of top95's first
// twelve puzzles and four of janko_133 (for the Law of Leftovers): the
// paths cannot change by the enumerators. Every instance enumerated
// there removes none of the solution's digits.
func TestPatternFindersTakeTheFirstInstance(t *testing.T) {
	names := []string{"Skyscraper", "2-String Kite", "Remote Pair", "Turbot Fish", "Empty Rectangle",
		"XY-Wing", "XYZ-Wing", "W-Wing", "Finned X-Wing", "Finned Swordfish", "Finned Jellyfish",
		"Sue de Coq", "Law of Leftovers"}
	puzzles := readPuzzles(t, "classic/top95.txt")[:12]
	puzzles = append(puzzles, readPuzzles(t, "jigsaw/janko_133.txt")[36:40]...)
	compared := map[string]int{}
	for i, pz := range puzzles {
		tr := Solve(pz)
		sol := tr.Exact.Solution
		for k := 0; k <= tr.Len(); k++ {
			if !tr.CanContinueAt(k) {
				continue
			}
			s := tr.State(k)
			for _, name := range names {
				var first *Step
				eachFinders[name](&s, func(st Step) bool {
					if first == nil {
						first = &st
					}
					for _, c := range st.Eliminations {
						if sol[c.Cell] == c.Digit {
							t.Errorf("puzzle %d step %d: %s removes the solution's %d", i, k, st.Text, c.Digit)
						}
					}
					return true
				})
				st, ok := catalogue[techniqueIndex[name]].find(&s)
				switch {
				case ok != (first != nil):
					t.Errorf("puzzle %d step %d: %s found %v, enumerated %v", i, k, name, ok, first != nil)
				case ok && st.Text != first.Text:
					t.Errorf("puzzle %d step %d: %s finds %q, enumerates %q first", i, k, name, st.Text, first.Text)
				case ok:
					compared[name]++
				}
			}
		}
	}
	for _, name := range names {
		if compared[name] == 0 {
			t.Errorf("%s never found: the test checks nothing of it", name)
		}
	}
	t.Logf("positions compared: %v", compared)
}

// A finned fish enumeration stopped at its first fish remembers no miss
// for the digit (see fishmemo.go), so the finder still finds that fish;
// one that finds nothing leaves the finder finding nothing.
func TestFinnedFishEnumerationKeepsTheMissMemo(t *testing.T) {
	tr := Solve(readPuzzles(t, "classic/top95.txt")[16])
	s := tr.State(14)
	for n := 2; n <= 4; n++ {
		for round := 0; round < 2; round++ {
			var first *Step
			eachFinnedFish(&s, n, func(st Step) bool {
				first = &st
				return false
			})
			st, ok := findFinnedFish(&s, n)
			if first == nil || !ok || st.Text != first.Text {
				t.Errorf("size %d round %d: enumerated %v first, found %q (%v)", n, round, first != nil, st.Text, ok)
			}
		}
	}
	// A full enumeration remembers the digits without fish; a second one
	// skips them and lists the same fish.
	for n := 2; n <= 4; n++ {
		var runs [2][]string
		for round := range runs {
			eachFinnedFish(&s, n, func(st Step) bool {
				runs[round] = append(runs[round], st.Text)
				return true
			})
		}
		if len(runs[0]) < 2 || !slices.Equal(runs[0], runs[1]) {
			t.Errorf("size %d: enumerated %q, then %q", n, runs[0], runs[1])
		}
	}
}
