package steps

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// At positions of top95 and top1465 paths where a chain, colouring or
// rectangle technique has several instances with different effects, All
// steps here lists two at least, complete or not as its enumerator can
// tell, each sound; and the technique's finder still returns the step it
// returned before the enumerators (its text pinned from that code), whose
// effect is among those listed.
func TestAllAtListsSeveralInstances(t *testing.T) {
	for _, c := range []struct {
		file     string
		puzzle   int // index from 0
		after    int // the path's steps taken
		name     string
		complete bool
		find     string // the finder's step, as before the enumerators
	}{
		{"classic/top95.txt", 0, 17, "X-Chain", false,
			"X-Chain: 8 r2c6=r3c6-r9c6=r9c4 => r9c6<>8"},
		{"classic/top95.txt", 0, 12, "XY-Chain", false,
			"XY-Chain: (5=9)r5c2-(9=5)r5c4 => r5c3<>5, r5c6<>5, r5c8<>5"},
		{"classic/top95.txt", 0, 0, "Alternating Inference Chain", false,
			"AIC: (1)r1c4=(1)r2c4 => r1c6<>1, r2c6<>1, r3c6<>1"},
		{"classic/top95.txt", 0, 0, alsAICName, false,
			"AIC with ALS: (2=7)r7c2,r7c3,r8c2,r9c2-(7)r1c2=(7)r1c3 => r1c3<>2"},
		{"classic/top95.txt", 0, 0, "Simple Colouring", true,
			"Simple Colouring Trap: 1 (r1c4) / (r2c4) => r1c6<>1, r2c6<>1, r3c6<>1"},
		{"classic/top95.txt", 6, 94, "Unique Rectangle Type 1", true,
			"Unique Rectangle Type 1: 3/4 in r6c4,r6c5,r8c4,r8c5 => r6c5<>3, r6c5<>4"},
		{"classic/top95.txt", 15, 52, "Unique Rectangle Type 2", true,
			"Unique Rectangle Type 2: 5/8 in r2c1,r2c7,r3c1,r3c7 => r8c1<>9"},
		{"classic/top95.txt", 0, 45, "Unique Rectangle Type 3", true,
			"Unique Rectangle Type 3: 2/9 in r2c1,r2c3,r7c1,r7c3 with naked triple 4,6,8 in (r2c1,r2c3),r2c6,r2c8 => r2c5<>4, r2c7<>6, r2c9<>4, r2c9<>6"},
		{"classic/top95.txt", 1, 29, "Unique Rectangle Type 4", true,
			"Unique Rectangle Type 4: 4/9 in r1c7,r1c9,r5c7,r5c9 => r5c7<>9, r5c9<>9"},
		{"bench/top1465.txt", 37, 19, "Unique Rectangle Type 6", true,
			"Unique Rectangle Type 6: 4/7 in r1c7,r1c8,r9c7,r9c8 => r1c8<>4, r9c7<>4"},
		{"classic/top95.txt", 0, 25, "Hidden Rectangle", true,
			"Hidden Rectangle: 5/9 in r5c4,r5c8,r6c4,r6c8 => r6c8<>9"},
		{"classic/top95.txt", 6, 105, "Avoidable Rectangle Type 1", true,
			"Avoidable Rectangle Type 1: 5/9 in r2c2,r2c3,r6c2,r6c3 => r2c3<>9"},
	} {
		tr := Solve(readPuzzles(t, c.file)[c.puzzle])
		where := fmt.Sprintf("%s #%d after step %d: %s", c.file, c.puzzle+1, c.after, c.name)
		if !tr.CanContinueAt(c.after) {
			t.Fatalf("%s: the position is under a guess", where)
		}
		s := tr.State(c.after)
		found, ok := catalogue[techniqueIndex[c.name]].find(&s)
		if !ok || found.Text != c.find {
			t.Errorf("%s: the finder returns %q (%v), want %q", where, found.Text, ok, c.find)
		}
		g := allAtOne(t, &s, c.name)
		if len(g.Steps) < 2 || g.Complete != c.complete || g.FirstOnly {
			t.Errorf("%s: %d listed, complete %v, first only %v; want 2 or more, complete %v",
				where, len(g.Steps), g.Complete, g.FirstOnly, c.complete)
		}
		listed := false
		for i := range g.Steps {
			st := &g.Steps[i]
			listed = listed || effectKey(st) == effectKey(&found)
			for _, e := range st.Eliminations {
				if tr.Exact.Solution[e.Cell] == e.Digit {
					t.Errorf("%s: %s removes the solution's %d", where, st.Text, e.Digit)
				}
			}
		}
		if !listed {
			t.Errorf("%s: the finder's %q is not among the %d listed", where, found.Text, len(g.Steps))
		}
		if c.complete && (len(g.Steps) == 0 || g.Steps[0].Text != found.Text) {
			t.Errorf("%s: the enumerator's first is not the finder's step", where)
		}
	}
}

// On the forum's Tridagon puzzle the step before its Tridagon lists the
// one pattern there, the finder's, as every one there is.
func TestAllAtListsTridagon(t *testing.T) {
	g, err := grid.ParseGrid(yogiTridagon)
	if err != nil {
		t.Fatal(err)
	}
	tr := Solve(grid.Puzzle{Givens: g})
	for k, st := range tr.Steps {
		if st.Technique != TridagonName {
			continue
		}
		s := tr.State(k)
		grp := allAtOne(t, &s, TridagonName)
		if len(grp.Steps) != 1 || !grp.Complete || grp.Steps[0].Text != st.Text {
			t.Errorf("after step %d: %d listed, complete %v, want the path's %q", k, len(grp.Steps), grp.Complete, st.Text)
		}
		return
	}
	t.Fatal("the path takes no Tridagon")
}

// At top95 #12's step 10 the Death Blossom search meets two blossoms
// removing the same candidate: one listed, "not every one searched for",
// not "the first one found" (FirstOnly), which only the techniques
// without an enumerator are.
func TestAllAtFirstOnlyMeansNoEnumerator(t *testing.T) {
	tr := Solve(readPuzzles(t, "classic/top95.txt")[11])
	s := tr.State(10)
	raw := 0
	eachDeathBlossomStart(&s, func(Step) bool { raw++; return true })
	g := allAtOne(t, &s, "Death Blossom")
	if raw < 2 || len(g.Steps) != 1 || g.Complete || g.FirstOnly {
		t.Errorf("Death Blossom: %d met, %d listed, complete %v, first only %v; want 2+, 1, false, false",
			raw, len(g.Steps), g.Complete, g.FirstOnly)
	}
	groups, err := AllAt(context.Background(), &s, true, noForcingProfile(t), 50)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range groups {
		_, each := eachFinders[g.Technique]
		_, some := someFinders[g.Technique]
		_, capped := cappedFinders[g.Technique]
		if g.FirstOnly != !(each || some || capped) {
			t.Errorf("%s: first only %v, with an enumerator %v", g.Technique, g.FirstOnly, each || some || capped)
		}
	}
}

// allAtOne lists technique name alone at s.
func allAtOne(t *testing.T, s *State, name string) TechniqueInstances {
	t.Helper()
	p, err := NewProfile(name, []string{name})
	if err != nil {
		t.Fatal(err)
	}
	groups, err := AllAt(context.Background(), s, true, p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(groups) != 1 || groups[0].Technique != name {
		t.Fatalf("%s alone: %d groups listed", name, len(groups))
	}
	return groups[0]
}

// noForcingProfile is the default profile without the forcing chains and
// nets, whose listing is slow.
func noForcingProfile(t *testing.T) Profile {
	t.Helper()
	var names []string
	for _, n := range DefaultProfile().Techniques() {
		if !strings.Contains(n, "Forcing") {
			names = append(names, n)
		}
	}
	p, err := NewProfile("no forcing", names)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
