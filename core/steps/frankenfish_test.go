package steps

import (
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
