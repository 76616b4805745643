package steps

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// allAtPosition is top95 #12 (index 11) after step 9 of its path, with
// its solution.
func allAtPosition(tb testing.TB) (State, *Trace) {
	tb.Helper()
	tr := Solve(readPuzzles(tb, "classic/top95.txt")[11])
	return tr.State(9), tr
}

// Every instance AllAt lists at top95 #12's step 9 is sound: its
// placements are the solution's digits and its eliminations are not.
func TestAllAtSound(t *testing.T) {
	s, tr := allAtPosition(t)
	sol := tr.Exact.Solution
	groups, err := AllAt(context.Background(), &s, true, DefaultProfile(), 50)
	if err != nil {
		t.Fatal(err)
	}
	if len(groups) < 4 {
		t.Fatalf("%d techniques, want several: %v", len(groups), groups)
	}
	last := -1
	for _, g := range groups {
		k := techniqueIndex[g.Technique]
		if k <= last {
			t.Errorf("%s out of catalogue order", g.Technique)
		}
		last = k
		if len(g.Steps) > 50 {
			t.Errorf("%s: %d steps listed, cap 50", g.Technique, len(g.Steps))
		}
		for _, st := range g.Steps {
			for _, c := range st.Eliminations {
				if sol[c.Cell] == c.Digit {
					t.Errorf("%s removes the solution's %d from %s", st.Text, c.Digit, cellName(c.Cell))
				}
			}
			for _, c := range st.Placements {
				if sol[c.Cell] != c.Digit {
					t.Errorf("%s places %d, the solution has %d", st.Text, c.Digit, sol[c.Cell])
				}
			}
		}
		t.Logf("%-28s %3d (+%d more) complete=%v first: %s", g.Technique, len(g.Steps), g.More, g.Complete, g.Steps[0].Text)
	}
	// The path's own next step is among them.
	next := tr.Steps[9].Text
	found := false
	for _, g := range groups {
		for _, st := range g.Steps {
			found = found || st.Text == next
		}
	}
	if !found {
		t.Errorf("the path's step 10 %q is not listed", next)
	}
}

// A technique the profile leaves out is never listed, the cap holds
// with a count of the rest, and a cancelled context stops the listing.
func TestAllAtProfileAndCap(t *testing.T) {
	_, tr := allAtPosition(t)
	s := tr.State(0) // the givens: singles in plenty
	basic, _ := BuiltinProfile("Basic only")
	groups, err := AllAt(context.Background(), &s, true, basic, 1)
	if err != nil {
		t.Fatal(err)
	}
	more := false
	for _, g := range groups {
		if !basic.Enabled(g.Technique) {
			t.Errorf("%s listed, not in the profile", g.Technique)
		}
		if len(g.Steps) != 1 {
			t.Errorf("%s: %d listed with limit 1", g.Technique, len(g.Steps))
		}
		more = more || g.More > 0
	}
	if !more {
		t.Error("no technique counted instances beyond the cap of 1")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := AllAt(ctx, &s, true, DefaultProfile(), 50); err != context.Canceled {
		t.Errorf("cancelled: error %v", err)
	}
}

// BenchmarkAllAtCheap lists the techniques short of the forcing chains
// and nets ("No chains") at top95 #12's step 9.
func BenchmarkAllAtCheap(b *testing.B) {
	s, _ := allAtPosition(b)
	p, _ := BuiltinProfile("No chains")
	for b.Loop() {
		AllAt(context.Background(), &s, true, p, 50)
	}
}

// The forcing chains and nets list every conclusion, each a proof whose
// branches replay, capped with a count of the rest.
func TestAllAtForcingListsEveryConclusion(t *testing.T) {
	s, _ := allAtPosition(t)
	for _, name := range []string{"Cell Forcing Chain", "Cell Forcing Net", "Dynamic Cell Forcing Chain"} {
		all, more := cappedFinders[name](&s, 0)
		if more != 0 {
			t.Errorf("%s: %d more with no limit", name, more)
		}
		if name != "Cell Forcing Chain" && len(all) < 10 {
			t.Errorf("%s: %d conclusions, want many", name, len(all))
		}
		seen := map[string]bool{}
		for i := range all {
			if err := checkForcingStep(&s, &all[i]); err != nil {
				t.Errorf("%s: %s: %v", name, all[i].Text, err)
			}
			key := effectKey(&all[i])
			if seen[key] {
				t.Errorf("%s: %s listed twice", name, all[i].Text)
			}
			seen[key] = true
		}
		few, more := cappedFinders[name](&s, 5)
		if len(all) > 5 && (len(few) != 5 || more != len(all)-5) {
			t.Errorf("%s: limit 5 gave %d and %d more, of %d", name, len(few), more, len(all))
		}
		for i := range few {
			if few[i].Text != all[i].Text {
				t.Errorf("%s: capped list differs at %d: %q against %q", name, i, few[i].Text, all[i].Text)
			}
		}
		t.Logf("%s: %d conclusions, first %q", name, len(all), func() string {
			if len(all) == 0 {
				return ""
			}
			return all[0].Text
		}())
	}
}

// BenchmarkAllAtForcing lists the forcing chains and nets at the same
// position, 50 steps each at most, as the panel does in the background.
func BenchmarkAllAtForcing(b *testing.B) {
	s, _ := allAtPosition(b)
	for b.Loop() {
		for _, f := range cappedFinders {
			f(&s, 50)
		}
	}
}

// Every step the enumerators list is sound, at positions along the paths
// of top95's first six puzzles: it places the solution's digits and
// removes none of them.
func TestAllAtSoundAlongPaths(t *testing.T) {
	var names []string
	for _, n := range DefaultProfile().Techniques() {
		if !strings.Contains(n, "Forcing") { // checked as proofs in TestAllAtForcingListsEveryConclusion
			names = append(names, n)
		}
	}
	p, err := NewProfile("no forcing", names)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]int{}
	for i, pz := range readPuzzles(t, "classic/top95.txt")[:6] {
		tr := Solve(pz)
		sol := tr.Exact.Solution
		for k := 0; k <= tr.Len(); k += 7 {
			if !tr.CanContinueAt(k) {
				continue
			}
			s := tr.State(k)
			groups, _ := AllAt(context.Background(), &s, true, p, 0)
			for _, g := range groups {
				listed[g.Technique] += len(g.Steps)
				for _, st := range g.Steps {
					if st.Technique == "ALS Chain" && groupsOverlap(&st) {
						listed["ALS Chain, sets overlapping"]++
					}
					for _, c := range st.Eliminations {
						if sol[c.Cell] == c.Digit {
							t.Errorf("top95 #%d after step %d: %s removes the solution's %d", i+1, k, st.Text, c.Digit)
						}
					}
					for _, c := range st.Placements {
						if sol[c.Cell] != c.Digit {
							t.Errorf("top95 #%d after step %d: %s places %d", i+1, k, st.Text, c.Digit)
						}
					}
				}
			}
		}
	}
	for _, name := range []string{"Franken X-Wing", "Franken Swordfish", "Franken Jellyfish", "ALS-XZ", "ALS-XY-Wing",
		"ALS Chain", "ALS Chain, sets overlapping", "Death Blossom",
		"X-Chain", "XY-Chain", "Alternating Inference Chain", alsAICName, "Simple Colouring", "Hidden Rectangle",
		"Unique Rectangle Type 1", "Unique Rectangle Type 2", "Unique Rectangle Type 3", "Unique Rectangle Type 4"} {
		if listed[name] == 0 {
			t.Errorf("no %s listed: the test checks nothing of it", name)
		}
	}
	t.Logf("steps listed: %v", listed)
}

// groupsOverlap reports whether two groups of st share a cell.
func groupsOverlap(st *Step) bool {
	seen := map[grid.Cell]bool{}
	for _, g := range st.Groups {
		for _, c := range g.Cells {
			if seen[c] {
				return true
			}
			seen[c] = true
		}
	}
	return false
}

// At top95 #12's step 9, All steps here lists the ALS chain whose first
// and last sets share r1c5 (HoDoKu's "r3c4,r6c5,r9c5<>2"), while the
// path's finder, which keeps the sets apart, does not take it.
func TestAllAtListsOverlappingALSChain(t *testing.T) {
	s, _ := allAtPosition(t)
	const want = "r3c4<>2, r6c5<>2, r9c5<>2"
	var chain *Step
	eachALSChainStart(&s, true, nil, func(st Step) bool {
		if strings.HasSuffix(st.Text, "=> "+want) {
			chain = &st
			return false
		}
		return true
	})
	if chain == nil {
		t.Fatalf("no ALS Chain => %s listed", want)
	}
	if !groupsOverlap(chain) {
		t.Errorf("%s: sets apart, want the ends to share r1c5", chain.Text)
	}
	for k := 1; k < len(chain.Groups); k++ {
		a, b := chain.Groups[k-1].Cells, chain.Groups[k].Cells
		if groupsOverlap(&Step{Groups: []Group{{Cells: a}, {Cells: b}}}) {
			t.Errorf("%s: adjacent sets %s and %s overlap", chain.Text, chain.Groups[k-1].Label, chain.Groups[k].Label)
		}
	}
	eachALSChainStart(&s, false, nil, func(st Step) bool {
		if groupsOverlap(&st) {
			t.Errorf("sets kept apart, yet %s", st.Text)
		}
		return true
	})
	groups, _ := AllAt(context.Background(), &s, true, DefaultProfile(), 50)
	found := false
	for _, g := range groups {
		for _, st := range g.Steps {
			found = found || g.Technique == "ALS Chain" && strings.HasSuffix(st.Text, "=> "+want)
		}
	}
	if !found {
		t.Errorf("AllAt lists no ALS Chain => %s", want)
	}
}

// alsCrowdedPositions are top95 positions with many almost locked sets,
// where listing ALS-XY-Wings and ALS chains took longest (puzzle index
// from 0, step): 17,000 to 30,000 raw chains, 10,000 to 17,000 raw wings.
func alsCrowdedPositions(tb testing.TB) []State {
	tb.Helper()
	all := readPuzzles(tb, "classic/top95.txt")
	var out []State
	for _, p := range []struct{ i, k int }{{91, 63}, {82, 42}, {8, 75}, {8, 81}} {
		out = append(out, Solve(all[p.i]).State(p.k))
	}
	return out
}

// BenchmarkAllAtALS lists the ALS-XY-Wings and the ALS chains, 50 each
// at most as the panel does, at the crowded positions.
func BenchmarkAllAtALS(b *testing.B) {
	positions := alsCrowdedPositions(b)
	for _, name := range []string{"ALS-XY-Wing", "ALS Chain"} {
		p, err := NewProfile(name, []string{name})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				for i := range positions {
					AllAt(context.Background(), &positions[i], true, p, 50)
				}
			}
		})
	}
}
