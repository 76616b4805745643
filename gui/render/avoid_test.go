package render

import (
	"math"
	"strings"
)

// The arrows' rule: straight between their two candidates unless the
// segment would cross a filled digit, then bent as little as they must;
// over a candidate that is not their end only where the alternative is
// a bend. So an arrow over such a candidate counts against the target
// (at most 10%) only when a curve that bends no more than it does (and
// at least as little as still reads straight, a tenth of a cell off the
// segment) keeps off every digit and candidate: that crossing was
// avoidable. A straight arrow over pencil marks, or one bent round a
// filled digit that meets a candidate every such bend meets, is the
// rule's, not a fault.

// bowPoints returns a quadratic curve from p to q bowed by bow at its
// control point, cut to start rp from p and end rq from q.
func bowPoints(p, q [2]float64, bow, rp, rq float64) [][2]float64 {
	dx, dy := q[0]-p[0], q[1]-p[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	c := [2]float64{(p[0]+q[0])/2 - dy/l*bow, (p[1]+q[1])/2 + dx/l*bow}
	toward := func(from, to [2]float64, k float64) [2]float64 {
		ex, ey := to[0]-from[0], to[1]-from[1]
		el := math.Hypot(ex, ey)
		return [2]float64{from[0] + ex/el*k, from[1] + ey/el*k}
	}
	a, b := toward(p, c, rp), toward(q, c, rq)
	pts := make([][2]float64, 0, 25)
	for i := 0; i <= 24; i++ {
		t := float64(i) / 24
		u := 1 - t
		pts = append(pts, [2]float64{u*u*a[0] + 2*u*t*c[0] + t*t*b[0], u*u*a[1] + 2*u*t*c[1] + t*t*b[1]})
	}
	return pts
}

// isEndGlyph reports whether g is an end of arrow a: one of its
// candidates, or the digit filled in the cell of one.
func isEndGlyph(g glyph, a arrowShape) bool {
	if g.filled {
		return strings.HasPrefix(a.from, g.cell+":") || strings.HasPrefix(a.to, g.cell+":")
	}
	return g.cand == a.from || g.cand == a.to
}

// lineDeviation is how far the arrow's line (its head aside) strays from
// the segment e between the centres of its candidates.
func lineDeviation(a arrowShape, e [4]float64) float64 {
	polys := a.polys
	if len(polys) > 1 {
		polys = polys[:len(polys)-1]
	}
	dev := 0.0
	for _, poly := range polys {
		for _, pt := range poly {
			dev = math.Max(dev, segmentDistance(pt, [2]float64{e[0], e[1]}, [2]float64{e[2], e[3]}))
		}
	}
	return dev
}

// avoidable reports whether arrow a, which meets a candidate not its
// end, could have kept off every digit and candidate bending no more
// than it does, nor more than reads as straight if it is straight.
func avoidable(pic chainPicture, a arrowShape, e [4]float64) bool {
	cell := pic.cell
	p, q := [2]float64{e[0], e[1]}, [2]float64{e[2], e[3]}
	// A curve strays half its bow from the chord.
	maxBow := math.Max(2*(lineDeviation(a, e)-0.04*cell), 0.2*cell)
	radius := func(name string) float64 {
		for _, g := range pic.glyphs {
			if g.filled && strings.HasPrefix(name, g.cell+":") {
				return 0.3 * cell // an arrow to a filled cell ends at its digit's edge
			}
		}
		return 0.17 * cell
	}
	rp, rq := radius(a.from), radius(a.to)
	half := 0.025 * cell // half a strong arrow's width
	for bow := -maxBow; bow <= maxBow+1e-9; bow += 0.02 * cell {
		pts := bowPoints(p, q, bow, rp, rq)
		clear := len(pts) > 1
		for _, g := range pic.glyphs {
			if !clear {
				break
			}
			if isEndGlyph(g, a) {
				continue
			}
			grown := box{g.x0 - half, g.y0 - half, g.x1 + half, g.y1 + half}
			for i := 1; i < len(pts) && clear; i++ {
				clear = !segmentMeets(pts[i-1], pts[i], grown)
			}
		}
		if clear {
			return true
		}
	}
	return false
}

// headCovers reports whether the head of arrow a reaches into the disc
// (or, for a premise, the square) of the candidate it points at.
func headCovers(pic chainPicture, a arrowShape, e [4]float64) bool {
	if len(a.polys) < 2 {
		return false
	}
	for _, g := range pic.glyphs {
		if g.filled && strings.HasPrefix(a.to, g.cell+":") {
			return false // it ends at the digit placed there, drawn whole
		}
	}
	head := a.polys[len(a.polys)-1]
	c := [2]float64{e[2], e[3]}
	k := 0.136 * pic.cell // the square's half side
	sq := box{c[0] - k, c[1] - k, c[0] + k, c[1] + k}
	for i := range head {
		p, q := head[i], head[(i+1)%len(head)]
		if pic.premise[a.to] {
			if segmentMeets(p, q, sq) {
				return true
			}
			continue
		}
		if segmentDistance(c, p, q) < 0.148*pic.cell-0.005*pic.cell {
			return true
		}
	}
	return false
}
