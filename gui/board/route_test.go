package board

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// routeOn routes the one arrow from a to b, a chain's link, on the board
// of the puzzle givens (81 characters) with every candidate drawn, and
// returns the route with the painter that drew it.
func routeOn(t *testing.T, givens string, a, b steps.Candidate) ([]vec, *boardPainter) {
	t.Helper()
	m := boardModelOf(t, mustBoardPuzzle(t, givens))
	// The 5 of r1c3 is one of the step's own, drawn in its role.
	m.Step = &steps.Step{Technique: "X-Chain", Links: []steps.Link{{From: a, To: b}}, Pattern: []steps.Candidate{{Cell: 2, Digit: 5}}}
	v := exportView(m, Options{Candidates: true})
	p := &boardPainter{v: &v, pal: defaultPalette(false)}
	p.px = newPixelGrid(newBoardGeom(540, 540))
	p.prepare()
	return p.router.route(a, b), p
}

// offChord is how far, in cells, the route strays from the segment
// between the centres of a and b.
func offChord(p *boardPainter, route []vec, a, b steps.Candidate) float64 {
	pa, pb := p.px.candidateCentre(a.Cell, a.Digit), p.px.candidateCentre(b.Cell, b.Digit)
	worst := 0.0
	for _, q := range route {
		worst = max(worst, pathDistance(q, []vec{pa, pb}))
	}
	return worst / p.px.cell
}

// An arrow is straight over candidates that are not its ends when the
// only way off them is a bend, and bends, off the digit, only round a
// filled digit in its way.
func TestArrowStraightUnlessADigitIsInTheWay(t *testing.T) {
	c := func(name string, d int8) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: d} }
	a, b := c("r1c1", 5), c("r1c5", 5)
	empty := strings.Repeat(".", 81)
	route, p := routeOn(t, empty, a, b)
	if len(route) < 2 {
		t.Fatal("no route")
	}
	// The 5s of r1c2 to r1c4 lie on the segment, r1c3's drawn in its
	// role: no curve within a tenth of a cell clears them, so the arrow
	// crosses them rather than bend.
	if off := offChord(p, route, a, b); off > 0.1 {
		t.Errorf("over candidates only, the arrow strays %.2f cell from the straight line, want at most 0.1", off)
	}
	// A given 7 in r1c3 is in the way: the arrow bends, and keeps off it.
	withDigit := "..7" + empty[3:]
	route, p = routeOn(t, withDigit, a, b)
	if off := offChord(p, route, a, b); off <= 0.1 {
		t.Errorf("across a given, the arrow strays only %.2f cell: it crosses the digit", off)
	}
	centre, cell := p.px.centre(c("r1c3", 0).Cell), p.px.cell
	for i := 1; i < len(route); i++ {
		if segmentMeetsBox(route[i-1], route[i], centre.x-0.18*cell, centre.y-0.24*cell, centre.x+0.18*cell, centre.y+0.24*cell) {
			t.Fatalf("the arrow crosses the given in r1c3 at %v-%v", route[i-1], route[i])
		}
	}
	// As little as it must: it stays within the next cells' row.
	if off := offChord(p, route, a, b); off > 0.8 {
		t.Errorf("round one given the arrow strays %.2f cell, want at most 0.8", off)
	}
}
