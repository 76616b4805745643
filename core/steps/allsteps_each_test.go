package steps

import (
	"context"
	"strings"
	"testing"
)

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
