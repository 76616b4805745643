package steps

import (
	"slices"
	"sync"
	"testing"
)

var (
	advVariantMu sync.Mutex
	// advVariantCounts counts the steps of each name the finders wrapped
	// by advAs return, variants apart ("Sashimi X-Wing" beside "Finned
	// X-Wing"); TestFishVariantCounts logs it after the soundness walk.
	advVariantCounts = map[string]int{}
)

// advAs wraps the finder of catalogue entry entry for the soundness walk,
// which checks a step's name against the entry's: a step named by one of
// the entry's variant names (its also list) is reported under the entry's
// name; any other name passes unchanged, so the walk's check catches it.
func advAs(entry string, find func(*State) (Step, bool)) func(*State) (Step, bool) {
	return func(s *State) (Step, bool) {
		st, ok := find(s)
		if !ok {
			return st, ok
		}
		advVariantMu.Lock()
		advVariantCounts[st.Technique]++
		advVariantMu.Unlock()
		if slices.Contains(catalogueEntry(entry).also, st.Technique) {
			st.Technique = entry
		}
		return st, ok
	}
}

// fishCase is a hand-made position for a fish or named-pattern finder:
// the step it must find (its exact text) or "" for none.
type fishCase struct {
	name    string
	find    func(*State) (Step, bool)
	jigsaw  bool
	spec    string
	want    string
	pattern int   // pattern candidates
	fins    int   // fin candidates
	houses  []int // houses of the step, nil to skip
}

// runFishCases checks each case with runFinder (the exact text, the
// position left alone, live eliminations, a catalogue name) and its
// pattern, fins and houses.
func runFishCases(t *testing.T, cases []fishCase) {
	jig := advJigsawLayout(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := advPosition(t, caseLayout(jig, tc.jigsaw), tc.spec)
			st, ok := runFinder(t, tc.find, &s, tc.want)
			if !ok {
				return
			}
			if len(st.Pattern) != tc.pattern || len(st.Fins) != tc.fins {
				t.Errorf("%d pattern and %d fin candidates, want %d and %d: %v / %v",
					len(st.Pattern), len(st.Fins), tc.pattern, tc.fins, st.Pattern, st.Fins)
			}
			if tc.houses != nil && !slices.Equal(st.Houses, tc.houses) {
				t.Errorf("houses %v, want %v", st.Houses, tc.houses)
			}
		})
	}
}

func TestFinnedFish(t *testing.T) {
	runFishCases(t, []fishCase{
		// Rows 1 and 9 hold 5 in columns 4 and 6, row 1 also in r1c5 (the
		// fin, box 2): r2c4 is in column 4 and sees the fin.
		{name: "finned x-wing", find: findFinnedXWing,
			spec:    "5@r1c4,r1c5,r1c6,r9c4,r9c6,r2c4,r7c6,r7c1",
			want:    "Finned X-Wing: 5 r19 c46 fr1c5 => r2c4<>5",
			pattern: 4, fins: 1, houses: []int{0, 8, 12, 14}},
		// Without the fin, row 1 keeps one 5 in the cover: Sashimi.
		{name: "sashimi x-wing", find: findFinnedXWing,
			spec:    "5@r1c4,r1c5,r9c4,r9c6,r2c6,r3c4",
			want:    "Sashimi X-Wing: 5 r19 c46 fr1c5 => r2c6<>5, r3c4<>5",
			pattern: 3, fins: 1, houses: []int{0, 8, 12, 14}},
		// The fin's box holds no other cell of the cover.
		{name: "finned x-wing nothing to remove", find: findFinnedXWing,
			spec: "5@r1c4,r1c5,r1c6,r9c4,r9c6,r5c4,r7c6,r7c1"},
		// Swordfish r2 r5 r8 over c1 c4 c7 with a fin r8c8 in box 9.
		{name: "finned swordfish", find: findFinnedSwordfish,
			spec:    "3@r2c1,r2c4,r5c4,r5c7,r8c1,r8c7,r8c8,r7c7,r9c7,r4c1,r4c5",
			want:    "Finned Swordfish: 3 r258 c147 fr8c8 => r7c7<>3, r9c7<>3",
			pattern: 6, fins: 1, houses: []int{1, 4, 7, 9, 12, 15}},
		{name: "finned swordfish fin apart", find: findFinnedSwordfish,
			spec: "3@r2c1,r2c4,r5c4,r5c7,r8c1,r8c7,r8c9,r6c9,r4c1,r4c5,r1c8,r3c8"},
		// Jellyfish r1 r3 r5 r7 over c2 c4 c6 c8; the fins r7c7 and r7c9
		// share box 9 with r9c8.
		{name: "finned jellyfish", find: findFinnedJellyfish,
			spec:    "6@r1c2,r1c4,r3c4,r3c6,r5c6,r5c8,r7c2,r7c8,r7c7,r7c9,r9c8,r2c1,r2c3,r4c1,r4c3",
			want:    "Finned Jellyfish: 6 r1357 c2468 fr7c7 fr7c9 => r9c8<>6",
			pattern: 8, fins: 2, houses: []int{0, 2, 4, 6, 10, 12, 14, 16}},
		// Jigsaw: the fin r1c3 shares region I with r2c5 and r3c5.
		{name: "finned x-wing jigsaw", find: findFinnedXWing, jigsaw: true,
			spec:    "5@r1c3,r1c5,r1c8,r6c5,r6c8,r2c5,r3c5",
			want:    "Finned X-Wing: 5 r16 c58 fr1c3 => r2c5<>5, r3c5<>5",
			pattern: 4, fins: 1, houses: []int{0, 5, 13, 16}},
		{name: "finned x-wing jigsaw layout matters", find: findFinnedXWing,
			spec: "5@r1c3,r1c5,r1c8,r6c5,r6c8,r2c5,r3c5"},
	})
}

// TestFishVariantCounts logs how many steps of each variant name the
// finders wrapped by advAs returned in the soundness walk, which runs
// before it (go test runs a package's tests in file order).
func TestFishVariantCounts(t *testing.T) {
	advVariantMu.Lock()
	defer advVariantMu.Unlock()
	if len(advVariantCounts) > 0 {
		t.Logf("steps by name in the soundness walk: %v", advVariantCounts)
	}
}
