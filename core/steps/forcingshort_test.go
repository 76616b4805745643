package steps

import (
	"cmp"
	"fmt"
	"slices"
	"testing"
)

// TestForcingTakesShortestProof checks, at the positions of the forcing
// steps of top95's paths (every fifth puzzle in -short) and of janko_133
// (every ninth position), that the step taken has no more links than
// any of the proofs found cheapest by depth, each counted as its run
// found it, which is the choice the finder made before issue 16; and
// that a tie between a conclusion and a contradiction goes to the
// conclusion.
func TestForcingTakesShortestProof(t *testing.T) {
	every := 1
	if testing.Short() {
		every = 5
	}
	var positions []State
	for i, p := range readPuzzles(t, "classic/top95.txt") {
		if i%every != 0 {
			continue
		}
		tr := Solve(p)
		for k := range tr.Steps {
			if len(tr.Steps[k].Branches) > 0 {
				positions = append(positions, tr.States[k])
			}
		}
	}
	for i, p := range readPuzzles(t, "jigsaw/janko_133.txt") {
		if i%(10*every) != 0 {
			continue
		}
		tr := Solve(p)
		for k := 0; k < len(tr.Steps); k += 9 {
			positions = append(positions, tr.States[k])
		}
	}
	shorter, checked := 0, 0
	for n, s := range positions {
		for _, net := range []bool{false, true} {
			st, ok := findForcing(&s, net, false)
			if !ok {
				continue
			}
			where := fmt.Sprintf("position %d (net %v) %q", n, net, st.Text)
			got := 0
			for _, b := range st.Branches {
				got += len(b.Links)
			}
			fs := new(forcingSearch)
			fs.runAll(&s, net)
			prs := slices.DeleteFunc(fs.proofs(&s), func(pr forcingProof) bool {
				return pr.kind != forcingContradiction && !pr.on && slices.Contains(pr.premises, pr.lit)
			})
			slices.SortStableFunc(prs, func(a, b forcingProof) int { return cmp.Compare(a.cost, b.cost) })
			best, conclusion := -1, false
			prs = prs[:min(len(prs), shortestOf)]
			fs.countLinks(prs, false)
			for i := range prs {
				n := prs[i].links
				if best < 0 || n < best {
					best = n
				}
				if n == got && prs[i].kind != forcingContradiction {
					conclusion = true
				}
			}
			if got > best {
				t.Fatalf("%s: %d links, but a proof of %d was found", where, got, best)
			}
			if got == best && conclusion && st.Branches[0].Contradiction && len(st.Branches) == 1 {
				t.Errorf("%s: a contradiction taken over a conclusion of as many links", where)
			}
			if got < best {
				shorter++
			}
			checked++
		}
	}
	t.Logf("%d forcing steps checked, %d shortened below every proof as first found", checked, shorter)
	if checked == 0 {
		t.Fatal("no forcing step in the sample")
	}
}

// TestContradictionBranchesShortened checks, at the positions of the
// forcing steps of a sample of top95's paths, every contradiction net
// the position has: the branch a step shows, run past its first
// contradiction and refined (see shortenBeyond and refine), still
// replays to a contradiction, has no more links than the branch as first
// found, and somewhere has fewer.
func TestContradictionBranchesShortened(t *testing.T) {
	// Every fourth puzzle; under -short, until a few dozen nets are
	// checked (a sparser sample of top95 can hold no net at all).
	enough := 1 << 30
	if testing.Short() {
		enough = 40
	}
	checked, shorter := 0, 0
	for i, p := range readPuzzles(t, "classic/top95.txt") {
		if i%4 != 0 || checked >= enough {
			continue
		}
		tr := Solve(p)
		for k := range tr.Steps {
			if len(tr.Steps[k].Branches) == 0 {
				continue
			}
			s := tr.States[k]
			fs := new(forcingSearch)
			fs.runAll(&s, true)
			for b, l := range fs.premises {
				if !fs.bad[b] {
					continue
				}
				first := fs.p.runShortest(l, l, true, false)
				pr := forcingProof{kind: forcingContradiction, premises: []int16{l}, lit: l}
				st := fs.step(&s, true, &pr)
				if err := checkForcingStep(&s, &st); err != nil {
					t.Fatalf("puzzle %d step %d, %v false: %v", i, k, litCandidate(l), err)
				}
				if got := len(st.Branches[0].Links); got > first {
					t.Fatalf("puzzle %d step %d, %v false: %d links, %d as first found", i, k, litCandidate(l), got, first)
				} else if got < first {
					shorter++
				}
				checked++
			}
		}
	}
	t.Logf("%d contradiction nets checked, %d shortened", checked, shorter)
	if shorter == 0 {
		t.Fatal("no contradiction net shortened")
	}
}
