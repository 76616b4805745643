package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The X-Chain and XY-Chain search walks the link graph breadth first
// from each start node, alternating strong and weak links: the start is
// assumed false, a strong link makes the next node true, a weak link
// makes the next one false. Every node reached true (an "on" state) is a
// chain end B with "start or B": a candidate weakly linked to both cannot
// be true. Breadth first finds the shortest chain from each start, and
// the search keeps only chains shorter than the best one found so far.
// Their graphs are small (one digit's conjugate pairs, or the bivalue
// cells), so a search per start is cheap; the general AIC uses the
// implication closure of implication.go instead.

// chainMode restricts the links a search may use.
type chainMode int8

const (
	// xChainMode: one digit, conjugate pairs as strong links.
	xChainMode chainMode = iota
	// xyChainMode: bivalue cells only, the cell's two digits as strong
	// links, one digit in cells that see each other as weak links, and
	// both ends on the same digit.
	xyChainMode
)

const (
	// maxChainLinks bounds a chain to 16 nodes.
	maxChainLinks = 15
	// minChainLinks keeps out two-node chains, which are the basic
	// techniques (locked candidates, a cell's own candidates).
	minChainLinks = 3
	numStates     = 2 * maxNodes
)

// chainSearch holds the breadth-first search arrays, reused between
// starts through a generation stamp so that nothing is cleared or
// allocated per start.
type chainSearch struct {
	g      *linkGraph
	mode   chainMode
	stamp  uint32
	seen   [numStates]uint32
	parent [numStates]int16
	depth  [numStates]uint8
	queue  [numStates]int16
}

var searchPool = sync.Pool{New: func() any { return new(chainSearch) }}

// chain is a found chain: its nodes from start to end (the first link
// strong, then alternating).
type chain struct {
	nodes [maxChainLinks + 1]int16
	n     int
}

func (c *chain) links() int { return c.n - 1 }

// strongOK reports whether the search's mode may use strong link l.
func (cs *chainSearch) strongOK(l strongLink) bool {
	if cs.mode == xChainMode {
		return l.house != inCell
	}
	return l.house == inCell
}

// hasStrong reports whether node n has a strong link the mode may use,
// that is whether a chain can go on from n once it is false.
func (cs *chainSearch) hasStrong(n int) bool {
	g := cs.g
	for i := uint8(0); i < g.nStrong[n]; i++ {
		if cs.strongOK(g.strong[n][i]) {
			return true
		}
	}
	return false
}

// shortest returns the shortest chain with eliminations over all start
// nodes, ties going to the lowest start.
func (cs *chainSearch) shortest() (chain, bool) {
	var best chain
	found := false
	limit := maxChainLinks
	g := cs.g
	for start := 0; start < g.numberNodes && limit >= minChainLinks; start++ {
		if !cs.canStart(start) {
			continue
		}
		if end, ok := cs.bfs(start, limit); ok {
			best = cs.path(end)
			found = true
			limit = best.links() - 2 // chains have an odd number of links
		}
	}
	return best, found
}

// eachStart calls yield with the shortest chain with eliminations from
// each start node, in the order shortest tries them, until yield returns
// false: the chains All steps here lists, where shortest keeps the one
// shortest of them all.
func (cs *chainSearch) eachStart(yield func(c *chain) bool) {
	for start := 0; start < cs.g.numberNodes; start++ {
		if !cs.canStart(start) {
			continue
		}
		if end, ok := cs.bfs(start, maxChainLinks); ok {
			if c := cs.path(end); !yield(&c) {
				return
			}
		}
	}
}

// canStart reports whether a chain of the search's mode may start on
// node n: a candidate of the position (a bivalue cell's, for an
// XY-Chain) with a strong link the mode may use.
func (cs *chainSearch) canStart(n int) bool {
	g := cs.g
	if n < numCands {
		c, d := grid.Cell(n/9), int8(n%9+1)
		if !g.cand[c].Has(d) || (cs.mode == xyChainMode && !g.bivalue.Has(c)) {
			return false
		}
	}
	return cs.hasStrong(n)
}

// bfs searches from start for a chain of at most limit links with
// eliminations and returns its end state.
func (cs *chainSearch) bfs(start, limit int) (int, bool) {
	cs.stamp++
	if cs.stamp == 0 {
		clear(cs.seen[:])
		cs.stamp = 1
	}
	g := cs.g
	s0 := start * 2
	cs.seen[s0], cs.parent[s0], cs.depth[s0] = cs.stamp, -1, 0
	cs.queue[0] = int16(s0)
	startDigit := g.nodeDigit(start)
	for head, tail := 0, 1; head < tail; head++ {
		st := int(cs.queue[head])
		dep := int(cs.depth[st])
		if dep >= limit {
			break
		}
		node := st >> 1
		if st&1 == 0 {
			// Off: a strong link makes the next node true.
			for i := uint8(0); i < g.nStrong[node]; i++ {
				l := g.strong[node][i]
				if !cs.strongOK(l) {
					continue
				}
				ns := int(l.to)*2 + 1
				if cs.seen[ns] == cs.stamp {
					continue
				}
				cs.seen[ns], cs.parent[ns], cs.depth[ns] = cs.stamp, int16(st), uint8(dep+1)
				if dep+1 >= minChainLinks && int(l.to) != start &&
					(cs.mode != xyChainMode || g.nodeDigit(int(l.to)) == startDigit) &&
					cs.hasTargets(start, int(l.to)) && cs.nice(ns) {
					return ns, true
				}
				cs.queue[tail] = int16(ns)
				tail++
			}
			continue
		}
		// On: a weak link makes the next node false.
		tail = cs.weakFrom(node, st, dep, tail)
	}
	return 0, false
}

// trailing returns the index of the lowest set bit.
func trailing(x uint64) int { return bits.TrailingZeros64(x) }

// visitOff queues node n as false, reached from state from.
func (cs *chainSearch) visitOff(n, from, dep, tail int) int {
	ns := n * 2
	if cs.seen[ns] == cs.stamp || !cs.hasStrong(n) {
		return tail
	}
	cs.seen[ns], cs.parent[ns], cs.depth[ns] = cs.stamp, int16(from), uint8(dep+1)
	cs.queue[tail] = int16(ns)
	return tail + 1
}

// weakFrom queues the nodes weakly linked to the true node n.
func (cs *chainSearch) weakFrom(n, st, dep, tail int) int {
	g := cs.g
	d := g.nodeDigit(n)
	cells := g.with[d].And(g.nodeSeen(n))
	if cs.mode == xyChainMode {
		cells = cells.And(g.bivalue)
	}
	for lo := cells.Lo; lo != 0; lo &= lo - 1 {
		tail = cs.visitOff(candNode(grid.Cell(trailing(lo)), d), st, dep, tail)
	}
	for hi := cells.Hi; hi != 0; hi &= hi - 1 {
		tail = cs.visitOff(candNode(grid.Cell(64+trailing(hi)), d), st, dep, tail)
	}
	return tail
}

// hasTargets reports whether some candidate is weakly linked to both a
// and b, which cannot both be false.
func (cs *chainSearch) hasTargets(a, b int) bool {
	g := cs.g
	da, db := g.nodeDigit(a), g.nodeDigit(b)
	if da == db {
		return !g.nodeSeen(a).And(g.nodeSeen(b)).And(g.with[da]).Empty()
	}
	if a < numCands && b < numCands && a/9 == b/9 {
		return g.cand[a/9]&^(1<<uint(da)|1<<uint(db)) != 0
	}
	return (b < numCands && g.nodeSeen(a).Has(grid.Cell(b/9)) && g.cand[b/9].Has(da)) ||
		(a < numCands && g.nodeSeen(b).Has(grid.Cell(a/9)) && g.cand[a/9].Has(db))
}

// targets lists the candidates weakly linked to both a and b: one digit
// in the cells that see both ends; the other digits of the cell when both
// ends are in one cell; or, for ends on different digits that see each
// other, each end's digit in the other end's cell.
func (g *linkGraph) targets(a, b int) []Candidate {
	da, db := g.nodeDigit(a), g.nodeDigit(b)
	if da == db {
		return eliminationsOf(g.nodeSeen(a).And(g.nodeSeen(b)).And(g.with[da]), da)
	}
	var out []Candidate
	if a < numCands && b < numCands && a/9 == b/9 {
		c := grid.Cell(a / 9)
		for _, d := range (g.cand[c] &^ (1<<uint(da) | 1<<uint(db))).List() {
			out = append(out, Candidate{c, d})
		}
		return out
	}
	if b < numCands && g.nodeSeen(a).Has(grid.Cell(b/9)) && g.cand[b/9].Has(da) {
		out = append(out, Candidate{grid.Cell(b / 9), da})
	}
	if a < numCands && g.nodeSeen(b).Has(grid.Cell(a/9)) && g.cand[a/9].Has(db) {
		out = append(out, Candidate{grid.Cell(a / 9), db})
	}
	if len(out) == 2 && out[1].Cell < out[0].Cell {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// nice reports whether the chain ending in state st uses no candidate
// twice (a node and an overlapping group count as the same candidates),
// so that it reads as a plain chain rather than a lasso.
func (cs *chainSearch) nice(st int) bool {
	g := cs.g
	var cells [10]grid.CellSet
	for s := st; s >= 0; s = int(cs.parent[s]) {
		n := s >> 1
		d := g.nodeDigit(n)
		nc := g.nodeCells(n)
		if !cells[d].And(nc).Empty() {
			return false
		}
		cells[d] = cells[d].Or(nc)
	}
	return true
}

// path returns the chain that ends in state st.
func (cs *chainSearch) path(st int) chain {
	var c chain
	for s := st; s >= 0; s = int(cs.parent[s]) {
		c.nodes[c.n] = int16(s >> 1)
		c.n++
	}
	for i, j := 0, c.n-1; i < j; i, j = i+1, j-1 {
		c.nodes[i], c.nodes[j] = c.nodes[j], c.nodes[i]
	}
	return c
}

// findChain runs a search of the given mode over the graph of s.
// The caller releases the graph.
func findChain(s *State, mode chainMode) (chain, *linkGraph, bool) {
	g := newLinkGraph(s, false)
	cs := searchPool.Get().(*chainSearch)
	cs.g, cs.mode = g, mode
	c, ok := cs.shortest()
	cs.g = nil
	searchPool.Put(cs)
	return c, g, ok
}
