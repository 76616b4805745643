package steps

import "testing"

// hiddenRectCases: the rectangle is r1c1, r1c4, r3c1, r3c4 in boxes 1
// and 2 unless said otherwise.
var hiddenRectCases = []uniqCase{
	// Hidden Rectangle: r1c1 is {1,2}; 1 lies only in the rectangle in
	// row 3 and column 4, the opposite corner's lines, so r3c4 is not 2.
	// 2 has other places (r3c8, r6c4), and 1 in r1c7 and r5c1 does not matter.
	{name: "hidden rectangle", find: findHiddenRectangle,
		spec:    "r1c1:12 r1c4:125 r3c1:126 r3c4:127 1@r1c7,r5c1 2@r3c8,r6c4",
		want:    "Hidden Rectangle: 1/2 in r1c1,r1c4,r3c1,r3c4 => r3c4<>2",
		houses:  []int{2, 12},
		pattern: 8},
	{name: "hidden rectangle broken row", find: findHiddenRectangle,
		spec: "r1c1:12 r1c4:125 r3c1:126 r3c4:127 1@r1c7,r5c1,r3c8 2@r3c8,r6c4"},
	{name: "hidden rectangle over four boxes", find: findHiddenRectangle,
		spec: "r1c1:12 r1c4:125 r4c1:126 r4c4:127 2@r4c8,r6c4"},

	// Avoidable Rectangle 1: the solver filled r1c1=5, r1c4=6, r3c1=6;
	// r3c4=5 would complete 5 6 / 6 5.
	{name: "avoidable 1", find: findAvoidableRectangle1,
		spec: "r3c4:58", solved: "r1c1=5 r1c4=6 r3c1=6",
		want:    "Avoidable Rectangle Type 1: 5/6 in r1c1,r1c4,r3c1,r3c4 => r3c4<>5",
		houses:  []int{0, 2, 9, 12, 18, 19},
		pattern: 4},
	// A given corner pins its digit: no avoidable rectangle.
	{name: "avoidable 1 with a given corner", find: findAvoidableRectangle1,
		spec: "r3c4:58", solved: "r1c1=5 r1c4=6 r3c1#6"},
	{name: "avoidable 1 over four boxes", find: findAvoidableRectangle1,
		spec: "r4c4:58", solved: "r1c1=5 r1c4=6 r4c1=6"},
	// Jigsaw: r1c4, r2c4 in region I and r1c6, r2c6 in region H.
	{name: "avoidable 1 jigsaw", find: findAvoidableRectangle1, jigsaw: true,
		spec: "r2c6:38", solved: "r1c4=3 r1c6=7 r2c4=7",
		want:    "Avoidable Rectangle Type 1: 3/7 in r1c4,r1c6,r2c4,r2c6 => r2c6<>3",
		houses:  []int{0, 1, 12, 14, 26, 25},
		pattern: 4},
	{name: "avoidable 1 jigsaw layout matters", find: findAvoidableRectangle1,
		spec: "r2c6:38", solved: "r1c4=3 r1c6=7 r2c4=7"},

	// Avoidable Rectangle 2: solved r1c1=5, r1c4=6; r3c1 {6,9} and r3c4
	// {5,9} are 9 or complete the pattern, so one is 9 and r3c7 is not.
	{name: "avoidable 2", find: findAvoidableRectangle2,
		spec: "r3c1:69 r3c4:59 9@r3c7,r2c2", solved: "r1c1=5 r1c4=6",
		want:    "Avoidable Rectangle Type 2: 5/6 in r1c1,r1c4,r3c1,r3c4 => r3c7<>9",
		houses:  []int{0, 2, 9, 12, 18, 19},
		pattern: 4, fins: 2},
	{name: "avoidable 2 with a given corner", find: findAvoidableRectangle2,
		spec: "r3c1:69 r3c4:59 9@r3c7,r2c2", solved: "r1c1=5 r1c4#6"},
	{name: "avoidable 2 extra digits differ", find: findAvoidableRectangle2,
		spec: "r3c1:69 r3c4:58 9@r3c7 8@r3c8", solved: "r1c1=5 r1c4=6"},
}

func TestHiddenAndAvoidableRectangles(t *testing.T) { runUniqCases(t, hiddenRectCases) }
