package steps

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Depth-first searches over simple paths, behind the breadth-first chain
// searches. A breadth-first search keeps the first path to each node;
// when the chain it then reads repeats a candidate (or a set) it is
// rejected, and another path to the same node, which may be sound, is
// never tried. Which path comes first depends on how the cells are
// numbered, so the same position moved (rows swapped, the grid turned)
// could have a chain found or not. The breadth-first searches flag that
// case; only then these searches walk the paths themselves, with no
// candidate (set) twice, up to the same length, and find a chain exactly
// when one exists. The flag is rare, so they cost little in all.

// dfsBudget bounds the literals one depth-first search expands, so that
// a dense graph cannot make a step slow; on the paths of top95 and
// top1465 no search took more than 65,611 (docs/engine.md, "Order-free chain search").
const dfsBudget = 1 << 20

// dfsFrom searches depth first, from the nodes weakly linked to target
// made false, for a chain of at most limit links with no candidate twice
// whose last node, made true, is weakly linked to the target. It runs
// right after bfsFrom(target, limit), whose depths bound it: a link u → v
// of the implication graph mirrors a link not v → not u, and the chain
// ends are the negations of its starts, so a literal v is at least
// depth[not v] - 1 links from an end. spent counts the literals earlier
// searches sharing dfsBudget expanded (0 for a search of its own); the
// search leaves the total in im.dfsSteps.
func (im *implication) dfsFrom(target, limit, spent int) (chain, bool) {
	g := im.g
	im.dfsSteps = spent
	im.weak = im.appendWeak(im.weak[:0], target)
	starts := append([]int16(nil), im.weak...)
	for _, a := range starts {
		k := int32(im.coreOf[a])
		if k < 0 || int(a) == target {
			continue
		}
		im.dfsUsed = [10]grid.CellSet{}
		d := g.nodeDigit(int(a))
		im.dfsUsed[d] = g.nodeCells(int(a))
		im.dfsPath[0] = 2 * k
		if c, ok := im.dfsWalk(target, 1, limit); ok {
			return c, true
		}
	}
	return chain{}, false
}

// dfsChain returns the chain of the first n literals of the path.
func (im *implication) dfsChain(n int) chain {
	var c chain
	for i := 0; i < n; i++ {
		c.nodes[i] = im.core[im.dfsPath[i]>>1]
	}
	c.n = n
	return c
}

// dfsWalk extends the path of dep literals in im.dfsPath to a chain that
// im.accept takes.
func (im *implication) dfsWalk(target, dep, limit int) (chain, bool) {
	im.dfsSteps++
	if dep > limit || im.dfsSteps > dfsBudget {
		return chain{}, false
	}
	g := im.g
	v := im.dfsPath[dep-1]
	for _, w := range im.edges[im.start[v]:im.start[v+1]] {
		if w < 0 {
			continue
		}
		n := int(im.core[w>>1])
		if n == target {
			continue
		}
		d, cells := g.nodeDigit(n), g.nodeCells(n)
		if !im.dfsUsed[d].And(cells).Empty() {
			continue
		}
		im.dfsPath[dep] = w
		if w&1 == 1 && g.weakLinked(n, target) {
			if c := im.dfsChain(dep + 1); im.accept == nil || im.accept(&c) {
				return c, true
			}
		}
		// The chain through w has at least dep+1 + depth[not w]-1 nodes.
		if x := w ^ 1; im.seen[x] != im.stamp || dep+int(im.depth[x]) > limit+1 {
			continue
		}
		old := im.dfsUsed[d]
		im.dfsUsed[d] = old.Or(cells)
		c, ok := im.dfsWalk(target, dep+1, limit)
		im.dfsUsed[d] = old
		if ok {
			return c, true
		}
	}
	return chain{}, false
}

// chainDFS searches depth first from "set i lacks z" for an ALS chain of
// alsChainMin to alsChainMax pairwise apart sets (with overlap: sets
// each there once), as chainFrom does; it leaves the chain found in
// w.parent and returns its last state.
func (w *alsWork) chainDFS(i, z int, overlap bool) (int32, bool) {
	var path [alsChainMax]int32
	path[0] = int32(10*i + z)
	steps := 0
	var walk func(dep int, used grid.CellSet) (int, bool)
	walk = func(dep int, used grid.CellSet) (int, bool) {
		steps++
		if dep >= alsChainMax || steps > dfsBudget {
			return 0, false
		}
		set, lacks := int(path[dep-1]/10), int8(path[dep-1]%10)
		for _, e := range w.edges[w.first[set]:w.first[set+1]] {
			b := &w.sets[e.to]
			if e.digit == lacks || !overlap && !b.cells.And(used).Empty() ||
				overlap && setOnPath(path[:dep], e.to) {
				continue
			}
			path[dep] = 10*e.to + int32(e.digit)
			if dep+1 >= alsChainMin && int(e.digit) != z && b.digits.Has(int8(z)) &&
				!b.seen[z].And(w.sets[i].seen[z]).Empty() {
				return dep + 1, true
			}
			if end, ok := walk(dep+1, used.Or(b.cells)); ok {
				return end, true
			}
		}
		return 0, false
	}
	n, ok := walk(1, w.sets[i].cells)
	if !ok {
		return 0, false
	}
	w.parent[path[0]] = -1
	for k := 1; k < n; k++ {
		w.parent[path[k]] = path[k-1]
	}
	return path[n-1], true
}

// setOnPath reports whether a state of path is one of set's.
func setOnPath(path []int32, set int32) bool {
	for _, st := range path {
		if st/10 == set {
			return true
		}
	}
	return false
}
