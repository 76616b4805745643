package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file routes the arrows so that none passes over a filled digit or
// over a candidate drawn that is not one of its ends, and none leaves the
// grid. An arrow is first tried as a curve bowed to one side or the
// other, by several amounts; when every curve meets a digit, it is routed
// through the gaps between the digits: a shortest path over a fine
// lattice of the grid, pulled taut and with its corners rounded.

// obstacle is the box, grown by the arrow's clearance, that an arrow
// keeps out of: a filled digit's glyph or a drawn candidate's.
type obstacle struct {
	// box[0] is what is drawn (a role's disc), box[1] the digit's glyph
	// alone, which a route may graze the disc around when it must.
	box  [2][4]float64
	cand steps.Candidate // the candidate it is; Digit 0 for a filled digit
	role bool            // a candidate drawn in a role of the step, not a plain pencil mark
}

// isEnd reports whether the box is an end of an arrow from a to b: one
// of the two candidates, or the digit placed in the cell of one (the
// step's placement, whose candidates are no longer drawn).
func (o *obstacle) isEnd(a, b steps.Candidate) bool {
	return o.cand == a || o.cand == b || o.cand.Digit == 0 && (o.cand.Cell == a.Cell || o.cand.Cell == b.Cell)
}

// end returns where an arrow to or from candidate c ends: its disc, or,
// in a cell now filled, the digit there.
func (r *router) end(c steps.Candidate) (vec, float64) {
	for _, i := range r.byCell[c.Cell] {
		if r.boxes[i].cand.Digit == 0 {
			return r.px.centre(c.Cell), r.px.cell * 0.3
		}
	}
	return r.px.candidateCentre(c.Cell, c.Digit), r.px.cell * 0.15
}

// latticeDiv is how many lattice steps a cell is divided into: fine
// enough that the gaps between the candidates of a cell hold a step.
const latticeDiv = 20

// router routes the arrows of one paint.
type router struct {
	px     *pixelGrid
	boxes  []obstacle
	byCell [grid.NumCells][]int32 // the boxes of each cell
	lo, hi vec                    // the area arrows keep inside
	w      float64                // the arrow's width, which sets its head
	tier   int                    // which of an obstacle's boxes count: 0 the disc, 1 the glyph
	// plainOpen lets an arrow cross plain pencil marks, and digitsOnly
	// every candidate: only the filled digits (and, with plainOpen
	// alone, the step's own candidates) stay obstacles.
	plainOpen, digitsOnly bool

	// The lattice, built on first need: node coordinates, and how many
	// boxes cover each node.
	n      int
	xs, ys []float64
	cover  [2][]uint8
	// used marks the nodes near the routes found so far: a later route
	// pays to run along one, so that two arrows do not share a line.
	used []bool
	// known is latticeRoute's scratch: which nodes are known free.
	known []uint8
	g     []float64
	prev  []int32
}

// newRouter makes the router of the painter's board: every filled digit
// and every candidate drawn is an obstacle.
func (p *boardPainter) newRouter() *router {
	cell := p.px.cell
	r := &router{px: &p.px, w: p.arrowWidth()}
	margin := p.arrowWidth()/2 + cell*0.012
	box := func(at vec, hw, hh float64) [4]float64 {
		return [4]float64{at.x - hw - margin, at.y - hh - margin, at.x + hw + margin, at.y + hh + margin}
	}
	add := func(c grid.Cell, at vec, hw, hh, gw, gh float64, cand steps.Candidate, role bool) {
		r.byCell[c] = append(r.byCell[c], int32(len(r.boxes)))
		r.boxes = append(r.boxes, obstacle{[2][4]float64{box(at, hw, hh), box(at, gw, gh)}, cand, role})
	}
	m := &p.v.model
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != 0 {
			add(c, p.px.centre(c), cell*0.19, cell*0.25, cell*0.19, cell*0.25, steps.Candidate{Cell: c}, false)
			continue
		}
		for _, d := range p.shownDigits(c).List() {
			hw, hh := cell*0.075, cell*0.095
			role := p.roleOf(c, d) != candPlain
			if role {
				hw, hh = cell*0.148, cell*0.148 // a disc
			}
			add(c, p.px.candidateCentre(c, d), hw, hh, cell*0.075, cell*0.095, steps.Candidate{Cell: c, Digit: d}, role)
		}
	}
	inset := cell * 0.04
	r.lo = vec{float64(p.px.xs[0]) + inset, float64(p.px.ys[0]) + inset}
	r.hi = vec{float64(p.px.xs[9]) - inset, float64(p.px.ys[9]) - inset}
	return r
}

// route returns the path of an arrow from candidate a to candidate b,
// from the edge of a's disc to the edge of b's; nil when there is
// nothing to draw. An arrow is straight wherever it can be: the straight
// segment, or one bowed so little that it still reads as straight
// (never more than a tenth of a cell off), when that keeps it off every
// digit and candidate; else the straight segment over candidates when it
// crosses no filled digit; only when it would cross a filled digit does
// it bend, as little as it must.
func (r *router) route(a, b steps.Candidate) []vec {
	cell := r.px.cell
	radius := cell * 0.15
	pa, ra := r.end(a)
	pb, rb := r.end(b)
	length := pb.sub(pa).length()
	if length < radius {
		return nil
	}
	r.plainOpen, r.digitsOnly = false, false
	defer func() { r.plainOpen, r.digitsOnly = false, false }()
	straight := bowed(pa, pb, 0, ra, rb)
	if length >= radius*2.2 {
		for tier := range 2 {
			r.tier = tier
			// A quadratic curve strays half its bow from the chord.
			for _, bow := range []float64{0, 0.09, -0.09, 0.18, -0.18} {
				pts := bowed(pa, pb, bow*cell, ra, rb)
				if r.clear(pts, a, b) {
					return pts
				}
			}
		}
		// Over pencil marks rather than bent; not over the step's own.
		r.plainOpen, r.tier = true, 1
		if r.clear(straight, a, b) {
			return straight
		}
	}
	bow := math.Min(0.22*length, cell*0.9)
	if length < radius*2.2 {
		bow = cell * 0.34 // two candidates side by side: a tall loop
	}
	// Bend as little as will do: each bow, smallest first, kept off the
	// discs, else off the candidates' digits, else off the filled
	// digits and the step's candidates.
	var first, fallback []vec
	for _, k := range []float64{0.5, -0.5, 1, -1, 1.7, -1.7, 2.5, -2.5} {
		pts := bowed(pa, pb, bow*k, ra, rb)
		if first == nil {
			first = pts
		}
		for mode := range 3 {
			r.tier, r.plainOpen = min(mode, 1), mode == 2
			if r.clear(pts, a, b) {
				return pts
			}
		}
	}
	// Straight over the step's candidates rather than lost in the
	// lattice, as long as it crosses no filled digit.
	r.tier, r.plainOpen, r.digitsOnly = 1, true, true
	if length >= radius*2.2 && r.clear(straight, a, b) {
		return straight
	}
	r.plainOpen, r.digitsOnly = false, false
	for tier := range 2 {
		r.tier = tier
		// The lattice route, first arriving only where the head fits.
		for _, head := range []bool{true, false} {
			pts, ok := r.latticeRoute(a, b, pa, pb, ra, rb, head)
			if ok {
				return pts
			}
			if pts != nil && fallback == nil {
				fallback = pts
			}
		}
	}
	if fallback != nil {
		return fallback // off the discs and digits, if not its head
	}
	return first
}

// bowed returns a curve from a to b whose control point lies bow off the
// middle of the chord, cut to start and end on the discs of radius
// around a and b.
func bowed(a, b vec, bow, ra, rb float64) []vec {
	ctrl := a.lerp(b, 0.5).add(b.sub(a).unit().perp().scale(bow))
	start := a.add(ctrl.sub(a).unit().scale(ra))
	end := b.add(ctrl.sub(b).unit().scale(rb))
	pts := make([]vec, 0, 25)
	for i := 0; i <= 24; i++ {
		pts = append(pts, quadPoint(start, ctrl, end, float64(i)/24))
	}
	return pts
}

// clear reports whether the path stays inside the grid and out of every
// box but those of its ends a and b.
func (r *router) clear(pts []vec, a, b steps.Candidate) bool {
	for _, q := range pts {
		if q.x < r.lo.x || q.y < r.lo.y || q.x > r.hi.x || q.y > r.hi.y {
			return false
		}
	}
	for i := 1; i < len(pts); i++ {
		if !r.segmentClear(pts[i-1], pts[i], a, b) {
			return false
		}
	}
	// The head is wider than the line: its sides too (see strokeArrow).
	if len(pts) >= 2 {
		end := pts[len(pts)-1]
		dir := end.sub(pts[len(pts)-2]).unit()
		base := end.sub(dir.scale(r.w * 4.3))
		n := dir.perp().scale(r.w * 2.4)
		if !r.segmentClear(base.add(n), base.sub(n), a, b) || !r.segmentClear(end, base.add(n), a, b) || !r.segmentClear(end, base.sub(n), a, b) {
			return false
		}
	}
	return true
}

// segmentClear reports whether the segment p-q meets no box but a's and b's.
func (r *router) segmentClear(p, q vec, a, b steps.Candidate) bool {
	c0, c1 := r.colOf(math.Min(p.x, q.x)), r.colOf(math.Max(p.x, q.x))
	r0, r1 := r.rowOf(math.Min(p.y, q.y)), r.rowOf(math.Max(p.y, q.y))
	for row := r0; row <= r1; row++ {
		for col := c0; col <= c1; col++ {
			for _, i := range r.byCell[grid.CellAt(row, col)] {
				o := &r.boxes[i]
				if o.isEnd(a, b) || o.cand.Digit != 0 && (r.digitsOnly || r.plainOpen && !o.role) {
					continue
				}
				bx := &o.box[r.tier]
				if segmentMeetsBox(p, q, bx[0], bx[1], bx[2], bx[3]) {
					return false
				}
			}
		}
	}
	return true
}

func (r *router) colOf(x float64) int {
	return min(8, max(0, int(math.Floor((x-float64(r.px.xs[0]))/r.px.cell))))
}

func (r *router) rowOf(y float64) int {
	return min(8, max(0, int(math.Floor((y-float64(r.px.ys[0]))/r.px.cell))))
}

// segmentMeetsBox reports whether the segment p-q meets the box, by
// clipping the segment to it (Liang–Barsky).
func segmentMeetsBox(p, q vec, x0, y0, x1, y1 float64) bool {
	t0, t1 := 0.0, 1.0
	d := q.sub(p)
	clip := func(num, den float64) bool {
		// the segment's part with den*t <= num
		if den == 0 {
			return num >= 0
		}
		t := num / den
		if den > 0 {
			t1 = math.Min(t1, t)
		} else {
			t0 = math.Max(t0, t)
		}
		return t0 <= t1
	}
	return clip(p.x-x0, -d.x) && clip(x1-p.x, d.x) && clip(p.y-y0, -d.y) && clip(y1-p.y, d.y)
}
