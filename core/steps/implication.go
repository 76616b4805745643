package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The Alternating Inference Chain search works on the implication graph
// of the link graph: each node has a literal "true" (on) and "false"
// (off); a strong link n=m gives off(n) → on(m), a weak link n-m gives
// on(n) → off(m). A candidate C is removed by an AIC exactly when some
// node A weakly linked to C leads from off(A) to off(C): C true makes A
// false, the chain then forces a node B true, and B is weakly linked to C.
//
// Only nodes with a strong link can be inside a chain (the "core"); the
// others are only ever the candidate removed. One pass of Tarjan's
// strongly connected components over the core, carrying bitsets of the
// false literals each core literal implies, tells for every candidate at
// once whether a chain removes it; only then does a breadth-first search
// look for the shortest such chain. So a position with no chain costs one
// linear pass rather than a search from every candidate.

// implication is the implication graph of one position in compact form.
type implication struct {
	g      *linkGraph
	bit    [maxNodes]int16 // node id → its bit in the reach sets, -1 when absent
	coreOf [maxNodes]int16 // node id → core id, -1 when not in the core
	live   []int16         // bit → node id
	core   []int16         // core id → node id
	// Literals 2k (off) and 2k+1 (on) of core node k. A successor s ≥ 0 is
	// a core literal; s < 0 is the false literal of a node outside the
	// core, whose bit is -s-1: it leads nowhere.
	start []int32
	edges []int32

	// Tarjan's algorithm.
	index, low []int32
	onStack    []bool
	stack      []int32
	scc        []int32
	nSCC       int32
	counter    int32
	words      int      // words of a reach set
	reach      []uint64 // component → the bits of the false literals it implies

	// Breadth-first search.
	stamp  uint32
	seen   []uint32
	parent []int32
	depth  []uint8
	queue  []int32
	weak   []int16 // scratch list of nodes
	retry  []int16 // targets to search again depth first
	// accept, when set, says whether the caller takes a chain found; a
	// chain it refuses does not end the search.
	accept func(*chain) bool

	// The depth-first search (chaindfs.go).
	dfsPath  [maxChainLinks + 1]int32 // the literals of the path
	dfsUsed  [10]grid.CellSet         // the candidates on the path, by digit
	dfsSteps int                      // literals expanded, against dfsBudget
}

var implicationPool = sync.Pool{New: func() any { return new(implication) }}

// grow returns s resized to n, reusing its storage when it can.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// build makes the implication graph of g.
func (im *implication) build(g *linkGraph) {
	im.g = g
	im.live, im.core = im.live[:0], im.core[:0]
	for n := 0; n < g.numberNodes; n++ {
		im.bit[n], im.coreOf[n] = -1, -1
		if n < numCands && !g.cand[n/9].Has(int8(n%9+1)) {
			continue
		}
		im.bit[n] = int16(len(im.live))
		im.live = append(im.live, int16(n))
		if g.nStrong[n] > 0 {
			im.coreOf[n] = int16(len(im.core))
			im.core = append(im.core, int16(n))
		}
	}
	lits := 2 * len(im.core)
	im.start = grow(im.start, lits+1)
	im.edges = im.edges[:0]
	for k, n := range im.core {
		im.start[2*k] = int32(len(im.edges))
		for i := uint8(0); i < g.nStrong[n]; i++ {
			im.edges = append(im.edges, 2*int32(im.coreOf[g.strong[n][i].to])+1)
		}
		im.start[2*k+1] = int32(len(im.edges))
		im.weak = im.appendWeak(im.weak[:0], int(n))
		for _, m := range im.weak {
			if c := im.coreOf[m]; c >= 0 {
				im.edges = append(im.edges, 2*int32(c))
			} else {
				im.edges = append(im.edges, -int32(im.bit[m])-1)
			}
		}
	}
	im.start[lits] = int32(len(im.edges))
}

// appendWeak appends the nodes weakly linked to node n.
func (im *implication) appendWeak(out []int16, n int) []int16 {
	g := im.g
	d := g.nodeDigit(n)
	own, seen := g.nodeCells(n), g.nodeSeen(n)
	cells := g.with[d].And(seen)
	base := int16(d - 1)
	for lo := cells.Lo; lo != 0; lo &= lo - 1 {
		out = append(out, int16(bits.TrailingZeros64(lo))*9+base)
	}
	for hi := cells.Hi; hi != 0; hi &= hi - 1 {
		out = append(out, int16(64+bits.TrailingZeros64(hi))*9+base)
	}
	if n >= numCands {
		for i := g.groupsOf[d][0]; i < g.groupsOf[d][1]; i++ {
			if gc := g.groupCells[i]; gc.And(own).Empty() && gc.AndNot(seen).Empty() {
				out = append(out, int16(numCands)+i)
			}
		}
	} else {
		c := n / 9
		// A group is weakly linked to the cells that see all of it.
		for i := g.groupsOf[d][0]; i < g.groupsOf[d][1]; i++ {
			if g.groupSeen[i].Has(grid.Cell(c)) {
				out = append(out, int16(numCands)+i)
			}
		}
		for x := uint16(g.cand[c]) &^ (1 << uint(d)); x != 0; x &= x - 1 {
			out = append(out, int16(c*9+bits.TrailingZeros16(x)-1))
		}
	}
	return out
}

// closure computes, for every core literal, the false literals it implies.
func (im *implication) closure() {
	lits := 2 * len(im.core)
	im.words = (len(im.live) + 63) / 64
	im.index = grow(im.index, lits)
	im.low = grow(im.low, lits)
	im.onStack = grow(im.onStack, lits)
	im.scc = grow(im.scc, lits)
	im.reach = im.reach[:0]
	im.stack = im.stack[:0]
	for l := range im.index {
		im.index[l] = -1
		im.onStack[l] = false
	}
	im.nSCC, im.counter = 0, 0
	for l := 0; l < lits; l++ {
		if im.index[l] < 0 {
			im.strongConnect(int32(l))
		}
	}
}

// strongConnect is Tarjan's algorithm from literal v. Components are
// completed in reverse topological order, so every component a member
// leads to has its reach set when the member's component closes.
func (im *implication) strongConnect(v int32) {
	im.index[v], im.low[v] = im.counter, im.counter
	im.counter++
	im.stack = append(im.stack, v)
	im.onStack[v] = true
	for _, w := range im.edges[im.start[v]:im.start[v+1]] {
		switch {
		case w < 0:
		case im.index[w] < 0:
			im.strongConnect(w)
			im.low[v] = min(im.low[v], im.low[w])
		case im.onStack[w]:
			im.low[v] = min(im.low[v], im.index[w])
		}
	}
	if im.low[v] != im.index[v] {
		return
	}
	id := im.nSCC
	im.nSCC++
	base := len(im.reach)
	for range im.words {
		im.reach = append(im.reach, 0)
	}
	r := im.reach[base : base+im.words]
	top := len(im.stack)
	for {
		top--
		w := im.stack[top]
		im.onStack[w] = false
		im.scc[w] = id
		if w&1 == 0 {
			b := im.bit[im.core[w>>1]]
			r[b>>6] |= 1 << uint(b&63)
		}
		if w == v {
			break
		}
	}
	for _, w := range im.stack[top:] {
		for _, x := range im.edges[im.start[w]:im.start[w+1]] {
			if x < 0 {
				b := -x - 1
				r[b>>6] |= 1 << uint(b&63)
			} else if o := im.scc[x]; o != id {
				or := im.reach[int(o)*im.words : int(o+1)*im.words]
				for k := range r {
					r[k] |= or[k]
				}
			}
		}
	}
	im.stack = im.stack[:top]
}

// removable lists the candidates an AIC removes. Candidate C is removed
// when a core node A weakly linked to it, made false, implies C false; the
// nodes weakly linked to A are the successors of on(A), so one pass over
// those edges, testing each against the reach set of off(A), finds them all.
func (im *implication) removable(out []int16) []int16 {
	var marked [(maxNodes + 63) / 64]uint64
	for k := range im.core {
		r := im.reach[int(im.scc[2*k])*im.words:]
		for _, w := range im.edges[im.start[2*k+1]:im.start[2*k+2]] {
			var b int32
			if w < 0 {
				b = -w - 1
			} else {
				b = int32(im.bit[im.core[w>>1]])
			}
			if r[b>>6]>>uint(b&63)&1 != 0 {
				marked[b>>6] |= 1 << uint(b&63)
			}
		}
	}
	for i, word := range marked[:im.words] {
		for ; word != 0; word &= word - 1 {
			n := im.live[i*64+bits.TrailingZeros64(word)]
			if int(n) < numCands { // a group is never the candidate removed
				out = append(out, n)
			}
		}
	}
	return out
}

// weakLinked reports whether nodes a and b cannot both be true.
func (g *linkGraph) weakLinked(a, b int) bool {
	if a == b {
		return false
	}
	da, db := g.nodeDigit(a), g.nodeDigit(b)
	ca, cb := g.nodeCells(a), g.nodeCells(b)
	if da == db {
		return ca.And(cb).Empty() && cb.AndNot(g.nodeSeen(a)).Empty()
	}
	return a < numCands && b < numCands && a/9 == b/9
}

// shortestAIC returns the shortest chain of at most maxLinks links
// whose two ends are weakly linked to one candidate, over the candidates
// the closure says a chain removes; ties go to the first candidate. It
// deepens the search two links at a time over all those candidates, so
// that the usual short chain is found by shallow searches.
func (im *implication) shortestAIC(maxLinks int) (chain, bool) {
	var buf [numCands]int16
	targets := im.removable(buf[:0])
	if len(targets) == 0 {
		return chain{}, false
	}
	im.prepareSearch()
	for limit := 1; limit <= maxLinks; limit += 2 {
		cut := false
		im.retry = im.retry[:0]
		for _, t := range targets {
			c, ok, cutShort, rejected := im.bfsFrom(int(t), limit)
			if ok {
				return c, true
			}
			cut = cut || cutShort
			if rejected {
				im.retry = append(im.retry, t)
			}
		}
		// The breadth-first search keeps one path to each literal, so a
		// chain it reached only through a path that repeats a candidate
		// is lost with that path. Such targets are searched again depth
		// first over the paths themselves (chaindfs.go): whether a chain
		// is found then does not depend on the order of the cells.
		for _, t := range im.retry {
			im.bfsFrom(int(t), limit) // its depths bound the depth-first search
			if c, ok := im.dfsFrom(int(t), limit, 0); ok {
				return c, true
			}
		}
		if !cut {
			break // every search ran out of nodes: a deeper one finds nothing new
		}
	}
	return chain{}, false
}

func (im *implication) prepareSearch() {
	lits := 2 * len(im.core)
	im.seen = grow(im.seen, lits)
	im.parent = grow(im.parent, lits)
	im.depth = grow(im.depth, lits)
	im.queue = grow(im.queue, lits)
	clear(im.seen)
	im.stamp = 0
}

// bfsFrom searches breadth first, from the nodes weakly linked to target
// made false, for a node B made true that is weakly linked to the target,
// the chain from its first node A to B having at most limit links and no
// candidate twice. It also reports whether the limit cut the search short,
// and whether it reached such a B only by paths that repeat a candidate
// or make a chain im.accept refuses: when it did not, no chain of at most
// limit links removes the target.
func (im *implication) bfsFrom(target, limit int) (c chain, found, cut, rejected bool) {
	im.stamp++
	g := im.g
	tail := 0
	if k := im.coreOf[target]; k >= 0 {
		// Never go through the target itself.
		im.seen[2*k], im.seen[2*k+1] = im.stamp, im.stamp
	}
	im.weak = im.appendWeak(im.weak[:0], target)
	for _, a := range im.weak {
		k := int32(im.coreOf[a])
		if k < 0 || im.seen[2*k] == im.stamp {
			continue
		}
		im.seen[2*k], im.parent[2*k], im.depth[2*k] = im.stamp, -1, 1
		im.queue[tail] = 2 * k
		tail++
	}
	for head := 0; head < tail; head++ {
		v := im.queue[head]
		dep := int(im.depth[v])
		// A node at depth k closes a chain of k nodes and k-1 links.
		if dep > limit {
			return chain{}, false, true, rejected
		}
		for _, w := range im.edges[im.start[v]:im.start[v+1]] {
			if w < 0 || im.seen[w] == im.stamp {
				continue
			}
			im.seen[w], im.parent[w], im.depth[w] = im.stamp, v, uint8(dep+1)
			if w&1 == 1 && g.weakLinked(int(im.core[w>>1]), target) {
				if im.nice(w) {
					if c := im.path(w); im.accept == nil || im.accept(&c) {
						return c, true, false, false
					}
				}
				rejected = true
			}
			im.queue[tail] = w
			tail++
		}
	}
	return chain{}, false, false, rejected
}

// nice reports whether the chain ending in literal l uses no candidate
// twice (a node and an overlapping group count as the same candidates).
func (im *implication) nice(l int32) bool {
	g := im.g
	var cells [10]grid.CellSet
	for s := l; s >= 0; s = im.parent[s] {
		n := int(im.core[s>>1])
		d := g.nodeDigit(n)
		nc := g.nodeCells(n)
		if !cells[d].And(nc).Empty() {
			return false
		}
		cells[d] = cells[d].Or(nc)
	}
	return true
}

// path returns the chain A=…=B ending in literal l, as link-graph nodes.
func (im *implication) path(l int32) chain {
	var c chain
	for s := l; s >= 0 && c.n < len(c.nodes); s = im.parent[s] {
		c.nodes[c.n] = im.core[s>>1]
		c.n++
	}
	for i, j := 0, c.n-1; i < j; i, j = i+1, j-1 {
		c.nodes[i], c.nodes[j] = c.nodes[j], c.nodes[i]
	}
	return c
}

// findAICChain returns the shortest AIC of s that removes a candidate.
// The caller releases the graph.
func findAICChain(s *State) (chain, *linkGraph, bool) {
	g := newLinkGraph(s, true)
	im := implicationPool.Get().(*implication)
	im.build(g)
	im.closure()
	c, ok := im.shortestAIC(maxChainLinks)
	im.g = nil
	implicationPool.Put(im)
	return c, g, ok
}
