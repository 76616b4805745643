package board

import (
	"container/heap"
	"math"
	"sort"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file routes an arrow over the lattice when no bowed curve is
// clear: A* over the lattice's free nodes, the path pulled taut, its
// corners rounded and its ends cut to the discs of its candidates.

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
			if tier == coverDigits && o.cand.Digit != 0 {
				continue
			}
			b := &o.box[min(tier, 1)]
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

// coverDigits is the lattice cover of the filled digits' glyphs alone,
// the obstacles of an arrow that may cross candidates.
const coverDigits = 2

// coverTier is the lattice cover the router's mode keeps off.
func (r *router) coverTier() int {
	if r.digitsOnly {
		return coverDigits
	}
	return r.tier
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
		tier := r.coverTier()
		c := int(r.cover[tier][k])
		for _, o := range ends {
			if tier == coverDigits && o.cand.Digit != 0 {
				continue
			}
			b := &o.box[min(tier, 1)]
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
