package steps

import "testing"

func TestNamedPatterns(t *testing.T) {
	runFishCases(t, []fishCase{
		// r1c2, r5c2, r5c8 and r3c8 hold only 1 and 7, each seeing the
		// next; r3c2 sees both ends.
		{name: "remote pair", find: findRemotePair,
			spec:    "r1c2:17 r5c2:17 r5c8:17 r3c8:17 r3c2:179",
			want:    "Remote Pair: 1/7 r1c2-r5c2-r5c8-r3c8 => r3c2<>1, r3c2<>7",
			pattern: 8, houses: []int{10, 4, 16}},
		{name: "remote pair nothing sees both ends", find: findRemotePair,
			spec: "r1c2:17 r5c2:17 r5c8:17 r3c8:17 r9c9:179"},
		// Three cells are no remote pair: the ends hold the same digit.
		{name: "remote pair too short", find: findRemotePair,
			spec: "r1c2:17 r5c2:17 r5c8:17 r1c8:179"},
		// 4 is in r1c1 or r3c2 in box 1 and in r3c7 or r8c7 in column 7;
		// r3c2 and r3c7 share row 3.
		{name: "turbot fish", find: findTurbotFish,
			spec:    "4@r1c1,r3c2,r3c7,r8c7,r8c1,r5c1,r3c4,r8c6",
			want:    "Turbot Fish: 4 r8c7=r3c7-r3c2=r1c1 => r8c1<>4",
			pattern: 4, houses: []int{15, 18, 2}},
		// A Skyscraper shape is left to the Skyscraper.
		{name: "turbot fish leaves skyscrapers", find: findTurbotFish,
			spec: "1@r2c1,r2c5,r6c1,r6c4,r1c4,r3c4,r4c5,r5c5"},
		// 2 in box 5 lies on row 5 and column 5; row 5 and column 8 give
		// the pair r5c8=r2c8, and r2c5 sees r2c8.
		{name: "empty rectangle", find: findEmptyRectangle,
			spec:    "2@r5c4,r5c6,r4c5,r5c8,r2c8,r2c5,r8c5",
			want:    "Empty Rectangle: 2 in b5 (r5c8/r2c8) => r2c5<>2",
			pattern: 5, houses: []int{22, 4, 13, 16}},
		// The box's 2s on one line are locked candidates, no rectangle.
		{name: "empty rectangle on one line", find: findEmptyRectangle,
			spec: "2@r5c4,r5c6,r5c8,r2c8,r2c5,r8c5"},
		// Jigsaw: region I holds 3 on row 1 and column 4 only.
		{name: "empty rectangle jigsaw", find: findEmptyRectangle, jigsaw: true,
			spec:    "3@r1c1,r1c2,r3c4,r1c7,r6c7,r6c4",
			want:    "Empty Rectangle: 3 in b9 (r1c7/r6c7) => r6c4<>3",
			pattern: 5, houses: []int{26, 0, 12, 15}},
		{name: "empty rectangle jigsaw layout matters", find: findEmptyRectangle,
			spec: "3@r1c1,r1c2,r3c4,r1c7,r6c7,r6c4"},
	})
}
