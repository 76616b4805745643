package board

import (
	"container/heap"
	"math"
	"slices"
	"sort"
	"sync"

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
	add := func(c grid.Cell, at vec, hw, hh, gw, gh float64, cand steps.Candidate) {
		r.byCell[c] = append(r.byCell[c], int32(len(r.boxes)))
		r.boxes = append(r.boxes, obstacle{[2][4]float64{box(at, hw, hh), box(at, gw, gh)}, cand})
	}
	m := &p.v.model
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != 0 {
			add(c, p.px.centre(c), cell*0.19, cell*0.25, cell*0.19, cell*0.25, steps.Candidate{Cell: c})
			continue
		}
		for _, d := range p.shownDigits(c).List() {
			hw, hh := cell*0.075, cell*0.095
			if p.roleOf(c, d) != candPlain {
				hw, hh = cell*0.148, cell*0.148 // a disc
			}
			add(c, p.px.candidateCentre(c, d), hw, hh, cell*0.075, cell*0.095, steps.Candidate{Cell: c, Digit: d})
		}
	}
	inset := cell * 0.04
	r.lo = vec{float64(p.px.xs[0]) + inset, float64(p.px.ys[0]) + inset}
	r.hi = vec{float64(p.px.xs[9]) - inset, float64(p.px.ys[9]) - inset}
	return r
}

// route returns the path of an arrow from candidate a to candidate b,
// from the edge of a's disc to the edge of b's; nil when there is
// nothing to draw.
func (r *router) route(a, b steps.Candidate) []vec {
	cell := r.px.cell
	radius := cell * 0.15
	pa, ra := r.end(a)
	pb, rb := r.end(b)
	length := pb.sub(pa).length()
	if length < radius {
		return nil
	}
	bow := math.Min(0.22*length, cell*0.9)
	if length < radius*2.2 {
		bow = cell * 0.34 // two candidates side by side: a tall loop
	}
	var first, fallback []vec
	// First keep off the discs; where they close every way, off the
	// digits at least.
	for tier := range 2 {
		r.tier = tier
		for _, k := range []float64{1, -1, 0.5, -0.5, 1.7, -1.7, 0.15, -0.15, 2.5, -2.5} {
			pts := bowed(pa, pb, bow*k, ra, rb)
			if first == nil {
				first = pts
			}
			if r.clear(pts, a, b) {
				return pts
			}
		}
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
		base := end.sub(dir.scale(r.w * 3.8))
		n := dir.perp().scale(r.w * 2.1)
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
				if o.isEnd(a, b) {
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

// buildLattice lays the lattice over the grid and counts the boxes
// covering each node.
func (r *router) buildLattice() {
	n := 9*latticeDiv + 1
	r.n = n
	r.xs, r.ys = make([]float64, n), make([]float64, n)
	for i := 0; i < n; i++ {
		c, f := i/latticeDiv, float64(i%latticeDiv)/latticeDiv
		if c == 9 {
			c, f = 8, 1
		}
		r.xs[i] = float64(r.px.xs[c]) + float64(r.px.xs[c+1]-r.px.xs[c])*f
		r.ys[i] = float64(r.px.ys[c]) + float64(r.px.ys[c+1]-r.px.ys[c])*f
	}
	for tier := range r.cover {
		r.cover[tier] = make([]uint8, n*n)
		for _, o := range r.boxes {
			b := &o.box[tier]
			for j := 0; j < n; j++ {
				if r.ys[j] < b[1] || r.ys[j] > b[3] {
					continue
				}
				for i := 0; i < n; i++ {
					if r.xs[i] >= b[0] && r.xs[i] <= b[2] {
						r.cover[tier][j*n+i]++
					}
				}
			}
		}
	}
	r.used = make([]bool, n*n)
	r.g = make([]float64, n*n)
	r.prev = make([]int32, n*n)
}

// latticeRoute finds the shortest path from a to b over the lattice
// nodes no box covers (a's and b's own boxes aside), pulls it taut,
// rounds its corners and cuts it to the discs of its ends; nil when
// there is none. ok tells whether the path, head included, is clear.
// With head, the nodes near b from which a straight last stretch would
// put the head over a digit are closed, so that the path arrives from
// a side where the head fits.
func (r *router) latticeRoute(a, b steps.Candidate, pa, pb vec, ra, rb float64, head bool) (pts []vec, ok bool) {
	radius := rb
	if r.cover[0] == nil {
		r.buildLattice()
	}
	n := r.n
	var ends []obstacle
	for _, o := range r.boxes {
		if o.isEnd(a, b) {
			ends = append(ends, o)
		}
	}
	near := radius + r.w*3.8 + 2*r.px.cell/latticeDiv
	headFits := map[int]bool{}
	// known memoises free: 0 not yet known, 1 free, 2 closed.
	if len(r.known) != n*n {
		r.known = make([]uint8, n*n)
	} else {
		clear(r.known)
	}
	var isFree func(k int) bool
	free := func(k int) bool {
		switch r.known[k] {
		case 1:
			return true
		case 2:
			return false
		}
		f := isFree(k)
		r.known[k] = 2
		if f {
			r.known[k] = 1
		}
		return f
	}
	isFree = func(k int) bool {
		i, j := k%n, k/n
		if i == 0 || j == 0 || i == n-1 || j == n-1 {
			return false // the outer border
		}
		if q := (vec{r.xs[i], r.ys[j]}); head && q.sub(pb).length() < near && q.sub(pb).length() > radius {
			fits, seen := headFits[k]
			if !seen {
				fits = r.clear([]vec{q, pb.add(q.sub(pb).unit().scale(radius))}, a, b)
				headFits[k] = fits
			}
			if !fits {
				return false
			}
		}
		c := int(r.cover[r.tier][k])
		for _, o := range ends {
			b := &o.box[r.tier]
			if r.xs[i] >= b[0] && r.xs[i] <= b[2] && r.ys[j] >= b[1] && r.ys[j] <= b[3] {
				c--
			}
		}
		return c <= 0
	}
	nearest := func(q vec) int {
		return r.nearestIndex(r.ys, q.y)*n + r.nearestIndex(r.xs, q.x)
	}
	start, goal := nearest(pa), nearest(pb)
	if !free(start) || !free(goal) {
		return nil, false
	}
	for k := range r.g {
		r.g[k] = math.Inf(1)
		r.prev[k] = -1
	}
	at := func(k int) vec { return vec{r.xs[k%n], r.ys[k/n]} }
	h := func(k int) float64 { return at(k).sub(pb).length() }
	open := &nodeHeap{}
	r.g[start] = 0
	heap.Push(open, heapNode{start, h(start)})
	found := false
	for open.Len() > 0 {
		cur := heap.Pop(open).(heapNode)
		if cur.k == goal {
			found = true
			break
		}
		if cur.f > r.g[cur.k]+h(cur.k)+1e-9 {
			continue // a stale entry
		}
		ci, cj := cur.k%n, cur.k/n
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				if di == 0 && dj == 0 {
					continue
				}
				i, j := ci+di, cj+dj
				if i < 0 || j < 0 || i >= n || j >= n {
					continue
				}
				k := j*n + i
				if !free(k) {
					continue
				}
				g := r.g[cur.k] + at(k).sub(at(cur.k)).length()
				if r.used[k] {
					g += r.px.cell / latticeDiv * 2
				}
				if g < r.g[k] {
					r.g[k], r.prev[k] = g, int32(cur.k)
					heap.Push(open, heapNode{k, g + h(k)})
				}
			}
		}
	}
	if !found {
		return nil, false
	}
	var path []vec
	for k := goal; k >= 0; k = int(r.prev[k]) {
		path = append(path, at(k))
		if k == start {
			break
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	path = append(append([]vec{pa}, path...), pb)
	path = r.taut(path, a, b)
	for _, k := range []float64{0.35, 0.18, 0.08, 0} {
		pts := cutEnds(roundCorners(path, r.px.cell*k), pa, pb, ra, rb)
		if len(pts) >= 2 && r.clear(pts, a, b) {
			r.markUsed(pts)
			return pts, true
		}
	}
	pts = cutEnds(path, pa, pb, ra, rb)
	r.markUsed(pts)
	return pts, false
}

// markUsed marks the lattice nodes within two steps of the path, so
// that a later route keeps a visible gap from it.
func (r *router) markUsed(pts []vec) {
	n := r.n
	step := r.px.cell / latticeDiv
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		k := int(b.sub(a).length()/step) + 1
		for j := 0; j <= k; j++ {
			q := a.lerp(b, float64(j)/float64(k))
			ci, cj := r.nearestIndex(r.xs, q.x), r.nearestIndex(r.ys, q.y)
			for dj := -2; dj <= 2; dj++ {
				for di := -2; di <= 2; di++ {
					if x, y := ci+di, cj+dj; x >= 0 && y >= 0 && x < n && y < n {
						r.used[y*n+x] = true
					}
				}
			}
		}
	}
}

// nearestIndex returns the index of the coordinate of cs (increasing)
// nearest v.
func (r *router) nearestIndex(cs []float64, v float64) int {
	i := sort.SearchFloat64s(cs, v)
	switch {
	case i == 0:
		return 0
	case i == len(cs):
		return len(cs) - 1
	case v-cs[i-1] <= cs[i]-v:
		return i - 1
	}
	return i
}

// taut drops the points of a path that a straight clear segment can skip.
func (r *router) taut(path []vec, a, b steps.Candidate) []vec {
	out := []vec{path[0]}
	for i := 0; i < len(path)-1; {
		j := len(path) - 1
		for j > i+1 && !r.segmentClear(path[i], path[j], a, b) {
			j--
		}
		out = append(out, path[j])
		i = j
	}
	return out
}

// roundCorners replaces each corner of a path by a curve that leaves the
// corner k before it and rejoins k after it (less on short sides).
func roundCorners(path []vec, k float64) []vec {
	if k <= 0 || len(path) < 3 {
		return append([]vec(nil), path...)
	}
	out := []vec{path[0]}
	for i := 1; i < len(path)-1; i++ {
		in, outv := path[i].sub(path[i-1]), path[i+1].sub(path[i])
		rr := math.Min(k, 0.45*math.Min(in.length(), outv.length()))
		s := path[i].sub(in.unit().scale(rr))
		e := path[i].add(outv.unit().scale(rr))
		for t := 0; t <= 8; t++ {
			out = append(out, quadPoint(s, path[i], e, float64(t)/8))
		}
	}
	return append(out, path[len(path)-1])
}

// cutEnds cuts a path from centre a to centre b to start where it leaves
// the disc of radius around a and end where it enters b's.
func cutEnds(path []vec, a, b vec, ra, rb float64) []vec {
	out := append([]vec(nil), path...)
	for len(out) >= 2 && out[1].sub(a).length() <= ra {
		out = out[1:]
	}
	if len(out) >= 2 {
		out[0] = circleExit(out[1], out[0], a, ra)
	}
	for len(out) >= 2 && out[len(out)-2].sub(b).length() <= rb {
		out = out[:len(out)-1]
	}
	if len(out) >= 2 {
		out[len(out)-1] = circleExit(out[len(out)-2], out[len(out)-1], b, rb)
	}
	return out
}

// circleExit returns where the segment from p (outside the circle) to q
// (inside it) crosses the circle of radius around c.
func circleExit(p, q, c vec, radius float64) vec {
	lo, hi := 0.0, 1.0
	for range 30 {
		mid := (lo + hi) / 2
		if p.lerp(q, mid).sub(c).length() > radius {
			lo = mid
		} else {
			hi = mid
		}
	}
	return p.lerp(q, lo)
}

// heapNode is a lattice node waiting in A*'s open set.
type heapNode struct {
	k int
	f float64
}

type nodeHeap []heapNode

func (h nodeHeap) Len() int           { return len(h) }
func (h nodeHeap) Less(i, j int) bool { return h[i].f < h[j].f }
func (h nodeHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x any)        { *h = append(*h, x.(heapNode)) }
func (h *nodeHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// routeKey is everything the routes of one paint depend on: the
// arrows, the digits and candidates drawn, and where the cells are.
type routeKey struct {
	arrows []arrowSpec
	digits grid.Grid
	shown  [grid.NumCells]steps.Digits
	discs  [grid.NumCells]steps.Digits
	px     pixelGrid
}

func (k *routeKey) equal(o *routeKey) bool {
	return k.digits == o.digits && k.shown == o.shown && k.discs == o.discs && k.px == o.px && slices.Equal(k.arrows, o.arrows)
}

// routeCache keeps the routes of the last few paints: the window paints
// the same step again and again (a flash, a resize back, the theme),
// and routing a net's many arrows takes tens of milliseconds.
var routeCache struct {
	sync.Mutex
	entries []routeEntry
}

type routeEntry struct {
	key    routeKey
	routes [][]vec
}

// routeCacheSize is how many paints' routes are kept.
const routeCacheSize = 8

// routes returns the route of each of the step's arrows, from the cache
// when this paint's are there.
func (p *boardPainter) routes() [][]vec {
	arrows := p.roles.arrows
	key := routeKey{arrows: arrows, digits: p.v.model.Digits, px: p.px}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if key.digits[c] != 0 {
			continue
		}
		key.shown[c] = p.shownDigits(c)
		for _, d := range key.shown[c].List() {
			if p.roleOf(c, d) != candPlain {
				key.discs[c] |= steps.DigitSet(d)
			}
		}
	}
	routeCache.Lock()
	for _, e := range routeCache.entries {
		if e.key.equal(&key) {
			routeCache.Unlock()
			return e.routes
		}
	}
	routeCache.Unlock()
	routes := make([][]vec, len(arrows))
	for i, a := range arrows {
		routes[i] = p.router.route(a.from, a.to)
	}
	key.arrows = slices.Clone(arrows)
	routeCache.Lock()
	routeCache.entries = append(routeCache.entries, routeEntry{key, routes})
	if len(routeCache.entries) > routeCacheSize {
		routeCache.entries = routeCache.entries[1:]
	}
	routeCache.Unlock()
	return routes
}
