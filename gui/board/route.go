package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file routes the arrows: straight between their candidates, bent
// only where the straight segment would cross a filled digit, and never
// out of the grid. A bent arrow is first tried as a curve bowed to one
// side or the other, by growing amounts; when every curve meets a filled
// digit, it is routed through the gaps between the digits: a shortest
// path over a fine lattice of the grid, pulled taut and with its corners
// rounded.

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
	radius := r.px.cell * 0.17 // clear of its disc (0.148), head and all
	if r.squares[c.Cell].Has(c.Digit) {
		radius = r.px.cell * 0.2 // clear of the corners of a premise's square
	}
	return r.px.candidateCentre(c.Cell, c.Digit), radius
}

// latticeDiv is how many lattice steps a cell is divided into: fine
// enough that the gaps between the candidates of a cell hold a step.
const latticeDiv = 20

// router routes the arrows of one paint.
type router struct {
	px     *pixelGrid
	boxes  []obstacle
	byCell [grid.NumCells][]int32 // the boxes of each cell
	// squares are the candidates drawn as a premise's square, which an
	// arrow stops farther from than from a disc.
	squares [grid.NumCells]steps.Digits
	lo, hi  vec     // the area arrows keep inside
	w       float64 // the arrow's width, which sets its head
	tier    int     // which of an obstacle's boxes count: 0 the disc, 1 the glyph
	// plainOpen lets an arrow cross plain pencil marks, and digitsOnly
	// every candidate: only the filled digits (and, with plainOpen
	// alone, the step's own candidates) stay obstacles.
	plainOpen, digitsOnly bool

	// The lattice, built on first need: node coordinates, and how many
	// boxes cover each node.
	n      int
	xs, ys []float64
	cover  [3][]uint8 // by tier, and coverDigits
	// done are the routes found so far, which a bend keeps away from.
	done [][]vec
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
	r.squares = p.roles.premise
	inset := cell * 0.04
	r.lo = vec{float64(p.px.xs[0]) + inset, float64(p.px.ys[0]) + inset}
	r.hi = vec{float64(p.px.xs[9]) - inset, float64(p.px.ys[9]) - inset}
	return r
}

// route returns the path of an arrow from candidate a to candidate b,
// from the edge of a's disc to the edge of b's; nil when there is
// nothing to draw. An arrow is a straight segment between its two
// candidates unless that segment would cross a filled digit; then it
// bends as little as it must. Crossing a candidate that is not its end
// is allowed where the only alternative is a bend: a curve that strays
// at most a tenth of a cell from the segment (it still reads as
// straight) is taken when it keeps off the candidates the segment
// meets, and a bend, when one is needed, keeps off candidates only
// among the bends of its size.
func (r *router) route(a, b steps.Candidate) []vec {
	pts := r.routeOne(a, b)
	if len(pts) > 1 {
		r.done = append(r.done, pts)
	}
	return pts
}

// crowded reports whether a quarter of the path runs within a seventh
// of a cell of an arrow routed before: two arrows along one line read
// as one.
func (r *router) crowded(pts []vec) bool {
	near, limit := 0, r.px.cell/7
	for _, q := range pts {
		for _, d := range r.done {
			if pathDistance(q, d) < limit {
				near++
				break
			}
		}
	}
	return near*4 >= len(pts)
}

// pathDistance is the distance from q to the polyline pts.
func pathDistance(q vec, pts []vec) float64 {
	best := math.Inf(1)
	for i := 1; i < len(pts); i++ {
		p0, p1 := pts[i-1], pts[i]
		d := p1.sub(p0)
		t := 0.0
		if l2 := d.x*d.x + d.y*d.y; l2 > 0 {
			t = math.Max(0, math.Min(1, (q.sub(p0).x*d.x+q.sub(p0).y*d.y)/l2))
		}
		best = math.Min(best, p0.add(d.scale(t)).sub(q).length())
	}
	return best
}

// routeOne is route, without remembering the path.
func (r *router) routeOne(a, b steps.Candidate) []vec {
	cell := r.px.cell
	radius := cell * 0.15
	pa, ra := r.end(a)
	pb, rb := r.end(b)
	length := pb.sub(pa).length()
	if length < radius {
		return nil
	}
	defer r.setMode(0, false, false)
	if length >= radius*2.2 {
		// Straight, or bowed so little that it still reads as straight:
		// a quadratic curve strays half its bow from the chord. First
		// off every candidate, then over pencil marks only, then over
		// any candidate: only a filled digit makes it bend.
		for _, mode := range routeModes {
			r.setMode(mode.tier, mode.plainOpen, mode.digitsOnly)
			for _, bow := range nearStraightBows {
				pts := bowed(pa, pb, bow*cell, ra, rb)
				if r.clear(pts, a, b) {
					return pts
				}
			}
		}
	}
	bow := math.Min(0.22*length, cell*0.9)
	if length < radius*2.2 {
		bow = cell * 0.34 // two candidates side by side: a tall loop
	}
	// Bend as little as will do: each bow, smallest first, kept off the
	// candidates if a bow of that size can be, else off the filled
	// digits alone; of the two sides, the one that does not run along
	// an arrow drawn before, then the one off more candidates.
	var first, fallback []vec
	for _, k := range []float64{0.35, 0.5, 0.7, 0.85, 1, 1.2, 1.45, 1.7, 2.1, 2.5} {
		var best []vec
		bestScore := len(routeModes) * 2
		for _, sign := range []float64{1, -1} {
			pts := bowed(pa, pb, bow*k*sign, ra, rb)
			if first == nil {
				first = pts
			}
			for m, mode := range routeModes {
				r.setMode(mode.tier, mode.plainOpen, mode.digitsOnly)
				if !r.clear(pts, a, b) {
					continue
				}
				score := m
				if r.crowded(pts) {
					score += len(routeModes)
				}
				if score < bestScore {
					best, bestScore = pts, score
				}
				break
			}
		}
		if best != nil {
			return best
		}
	}
	// Through the gaps between the filled digits, over candidates where
	// it must; first arriving only where the head fits.
	r.setMode(1, true, true)
	for _, head := range []bool{true, false} {
		pts, ok := r.latticeRoute(a, b, pa, pb, ra, rb, head)
		if ok {
			return pts
		}
		if pts != nil && fallback == nil {
			fallback = pts
		}
	}
	if fallback != nil {
		return fallback // off the digits, if not its head
	}
	return first
}

// nearStraightBows are the bows, in cells, of the curves that still
// read as straight: a curve strays half its bow from its chord, and a
// tenth of a cell is the most a straight arrow may stray.
var nearStraightBows = []float64{0, 0.03, -0.03, 0.06, -0.06, 0.09, -0.09, 0.12, -0.12, 0.15, -0.15, 0.18, -0.18, 0.2, -0.2}

// routeMode is what an arrow keeps off: tier picks an obstacle's box (0
// the disc drawn, 1 the digit's glyph alone); with plainOpen it may
// cross plain pencil marks, with digitsOnly any candidate.
type routeMode struct {
	tier                  int
	plainOpen, digitsOnly bool
}

// routeModes are the modes tried, the most careful first.
var routeModes = []routeMode{{0, false, false}, {1, false, false}, {1, true, false}, {1, true, true}}

// setMode sets what the next routes keep off.
func (r *router) setMode(tier int, plainOpen, digitsOnly bool) {
	r.tier, r.plainOpen, r.digitsOnly = tier, plainOpen, digitsOnly
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
