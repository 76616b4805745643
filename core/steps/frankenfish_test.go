package steps

import (
	"context"
	"testing"
)

// BenchmarkFishAndPatterns times the finders of this file's techniques
// (finned, Franken and Mutant fish, Remote Pair, Turbot Fish and Empty
// Rectangle) over the top1465 positions where the engine asks for the
// techniques past the basic ones (see advHardPositions): ns/op is per
// position. The "fail" variants run on the positions where the finder
// finds nothing, the cost the engine pays each time it passes them by.
func BenchmarkFishAndPatterns(b *testing.B) {
	positions := advHardPositions(b)
	finders := []struct {
		name string
		find func(*State) (Step, bool)
	}{
		{"Remote Pair", findRemotePair},
		{"Turbot Fish", findTurbotFish},
		{"Empty Rectangle", findEmptyRectangle},
		{"Finned X-Wing", findFinnedXWing},
		{"Finned Swordfish", findFinnedSwordfish},
		{"Finned Jellyfish", findFinnedJellyfish},
		{"Franken X-Wing", findFrankenXWing},
		{"Franken Swordfish", findFrankenSwordfish},
		{"Mutant X-Wing", findMutantXWing},
	}
	for _, f := range finders {
		advBenchFinder(b, f.name, f.find, positions, nil)
		if failing := advFailing(f.find, positions); len(failing) > 0 {
			advBenchFinder(b, f.name+" fail", f.find, failing, nil)
		}
	}
}

func TestFrankenFish(t *testing.T) {
	runFishCases(t, []fishCase{
		// Jigsaw: row 1 holds 7 in columns 2 and 4, and so does region G
		// (r8c2, r7c4): the two columns get their 7s there.
		{name: "franken x-wing jigsaw", find: findFrankenXWing, jigsaw: true,
			spec:    "7@r1c2,r1c4,r8c2,r7c4,r4c2,r5c4",
			want:    "Franken X-Wing: 7 r1b7 c24 => r4c2<>7, r5c4<>7",
			pattern: 4, houses: []int{0, 24, 10, 12}},
		{name: "franken x-wing jigsaw layout matters", find: findFrankenXWing,
			spec: "7@r1c2,r1c4,r8c2,r7c4,r4c2,r5c4"},
		// The same with a fin r1c5 in region I: only r3c4 sees it.
		{name: "finned franken x-wing jigsaw", find: findFrankenXWing, jigsaw: true,
			spec:    "7@r1c2,r1c4,r1c5,r8c2,r7c4,r3c4,r5c4",
			want:    "Finned Franken X-Wing: 7 r1b7 c24 fr1c5 => r3c4<>7",
			pattern: 4, fins: 1, houses: []int{0, 24, 10, 12}},
	})
}

// At top95 #12 before its step 9 (the position HoDoKu's All possible
// steps shows it at), All steps lists the Franken Jellyfish HoDoKu
// finds; no path takes one, the default or a profile's that lists it.
func TestFrankenJellyfishListedNotOnPath(t *testing.T) {
	pz := readPuzzles(t, "classic/top95.txt")[11]
	tr := Solve(pz)
	s := tr.State(8)
	const want = "Finned Franken Jellyfish: 2 r169b2 c1459 efr1c5 => r4c5<>2"
	found := false
	eachComplexFish(&s, 4, frankenFish, func(st Step) bool {
		found = found || st.Text == want
		return true
	})
	if !found {
		t.Errorf("the enumerator misses %q", want)
	}
	groups, err := AllAt(context.Background(), &s, true, DefaultProfile(), 50)
	if err != nil {
		t.Fatal(err)
	}
	listed := false
	for _, g := range groups {
		for _, st := range g.Steps {
			listed = listed || (g.Technique == "Franken Jellyfish" && st.Text == want)
		}
	}
	if !listed {
		t.Errorf("All steps misses %q", want)
	}
	if st, ok := findFrankenJellyfish(&s); !ok || st.Technique != "Finned Franken Jellyfish" {
		t.Errorf("the finder: %v %q", ok, st.Text)
	}
	if st, _ := NextIn(&s, true, DefaultProfile()); st.Technique == "Finned Franken Jellyfish" {
		t.Errorf("the default path's next step is %q", st.Text)
	}
	own, err := NewProfile("fish first", []string{"Franken Jellyfish", "Naked Single", "Hidden Single"})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range SolveProfile(pz, own).Steps {
		if st.Technique == "Finned Franken Jellyfish" || st.Technique == "Franken Jellyfish" {
			t.Fatalf("a profile's path took %q", st.Text)
		}
	}
	for _, ti := range Techniques() {
		if (ti.Name == "Franken Jellyfish") != ti.ListOnly && ti.Name != "Finned Franken Jellyfish" {
			t.Errorf("%s: ListOnly %v", ti.Name, ti.ListOnly)
		}
	}
}
