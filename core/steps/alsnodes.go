package steps

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Almost locked sets as nodes of an AIC. For each digit x of a small
// almost locked set A there is a node (A, x), standing for "x is in A":
// its candidates are A's cells holding x. Its weak links are those of a
// group: a node of x that sees every x of A. Its strong links join it to
// the set's other digits: A's N cells hold N+1 digits, so two of them
// cannot both be missing. Read in a chain, (A, x) made false (every x of
// A removed) makes (A, y) true: A is locked on its other digits, and
// every y that sees all the y of A goes. So an ALS-XZ is the chain
// (A,z)=(A,x)-(B,x)=(B,z), and a chain may mix sets with single
// candidates, bivalue cells and intersection groups; such a chain proves
// with one line what otherwise takes a forcing net.
//
// The search is the AIC's own (implication.go) over a graph that also
// holds the set nodes. It runs only where every other chain and ALS
// technique has failed, and on sets of two to four cells (a bivalue cell
// is already in the graph), at most maxALSNodes nodes, so that its cost
// stays a fraction of the forcing search it replaces.

// maxALSCellsInChain bounds the cells of a set used as a chain node.
const maxALSCellsInChain = 4

// alsChainLinks bounds the links of a chain through sets: as the AIC's,
// since up to 23 links found no more chains on top95.
const alsChainLinks = maxChainLinks

// pickALS chooses the sets of w that become nodes: two to
// maxALSCellsInChain cells, in w's order, while their digits fit
// maxALSNodes.
func (g *linkGraph) pickALS(w *alsWork) {
	if w == nil {
		return
	}
	room := maxALSNodes
	for k := range w.sets {
		a := &w.sets[k]
		n := a.cells.Len()
		if n < 2 || n > maxALSCellsInChain {
			continue
		}
		if a.digits.Len() > room {
			break
		}
		room -= a.digits.Len()
		g.alsPick = append(g.alsPick, int32(k))
		g.alsCells = append(g.alsCells, a.cells)
		g.alsNodes = append(g.alsNodes, [maxALSCellsInChain + 1]int16{})
	}
}

// addALSNodes adds the node (A, d) of every picked set A holding d.
func (g *linkGraph) addALSNodes(w *alsWork, d int8) {
	for idx, k := range g.alsPick {
		a := &w.sets[k]
		if !a.digits.Has(d) || g.nGroups == maxGroupNodes {
			continue
		}
		i := g.nGroups
		g.groupALS[i] = int16(idx)
		g.groupDigit[i] = d
		g.groupCells[i] = a.with[d]
		g.groupSeen[i] = a.seen[d]
		g.groupHouses[i] = [2]int8{inALS, inALS}
		nodes := &g.alsNodes[idx]
		for j := range nodes {
			if nodes[j] == 0 {
				nodes[j] = int16(numCands + i)
				break
			}
		}
		g.nGroups++
	}
}

// buildALSLinks joins every two nodes of one set by a strong link.
func (g *linkGraph) buildALSLinks() {
	for idx := range g.alsNodes {
		nodes := &g.alsNodes[idx]
		for i := 0; i < len(nodes) && nodes[i] != 0; i++ {
			for j := 0; j < len(nodes) && nodes[j] != 0; j++ {
				if i != j {
					g.addStrong(int(nodes[i]), int(nodes[j]), inALS)
				}
			}
		}
	}
}

// alsOf returns the set of node n, or -1 when n is no ALS node.
func (g *linkGraph) alsOf(n int) int {
	if n < numCands {
		return -1
	}
	return int(g.groupALS[n-numCands])
}

// findAICWithALS finds the shortest AIC whose nodes may also be almost
// locked sets; the catalogue runs it after every other chain and ALS
// technique, so a chain it finds goes through at least one set. A chain
// whose inferences cannot be written down is not taken.
func findAICWithALS(s *State) (Step, bool) {
	w := alsFor(s)
	g := newGraphWith(s, true, w)
	alsPool.Put(w)
	defer g.release()
	if len(g.alsCells) == 0 {
		return Step{}, false
	}
	im := implicationPool.Get().(*implication)
	im.build(g)
	im.closure()
	im.accept = func(c *chain) bool { return alsChainTakes(g, c) }
	c, ok := im.shortestAIC(alsChainLinks)
	im.g, im.accept = nil, nil
	implicationPool.Put(im)
	if !ok {
		return Step{}, false
	}
	return alsAICStep(s, g, &c)
}

// alsAICStep turns a chain through almost locked sets into its step,
// naming the sets; it refuses a chain whose inferences cannot be written
// down or that goes through no set.
func alsAICStep(s *State, g *linkGraph, c *chain) (Step, bool) {
	st, ok := chainStep(g, c, alsAICName)
	if !ok || st.Inferences == nil {
		return Step{}, false
	}
	var used []int
	for i := 0; i < c.n; i++ {
		if k := g.alsOf(int(c.nodes[i])); k >= 0 && !containsInt(used, k) {
			used = append(used, k)
		}
	}
	if len(used) == 0 {
		return Step{}, false
	}
	var words []string
	for i, k := range used {
		cells := g.alsCells[k].Cells()
		var digits Digits
		for _, cell := range cells {
			digits |= s.Candidates[cell] & AllDigits
			for _, d := range (s.Candidates[cell] & AllDigits).List() {
				if !containsCandidate(st.Pattern, Candidate{cell, d}) {
					st.Pattern = append(st.Pattern, Candidate{cell, d})
				}
			}
		}
		st.Groups = append(st.Groups, Group{Label: alsLabel(i), Cells: cells, Digits: digits.List()})
		words = append(words, fmt.Sprintf("%s = %s {%s}", alsLabel(i), nodeName(g.alsCells[k]), digitString(digits)))
	}
	lead := "The almost locked set " + words[0] + " holds"
	if len(words) > 1 {
		lead = "The almost locked sets " + strings.Join(words, ", ") + " each hold"
	}
	st.Explanation = lead + " one digit more than it has cells: when one of a set's digits is removed from it, " +
		"its other digits are locked in it and removed from every cell that sees all of their places in the set. " +
		st.Explanation
	return st, true
}

// alsChainTakes reports whether findAICWithALS takes chain c: it removes
// something, goes through a set, and its inferences can be written down.
// The search goes on past a chain it refuses, so that whether a chain is
// found does not depend on which one the search meets first.
func alsChainTakes(g *linkGraph, c *chain) bool {
	withSet := false
	for i := 0; i < c.n; i++ {
		withSet = withSet || g.alsOf(int(c.nodes[i])) >= 0
	}
	if !withSet {
		return false
	}
	elims := g.targets(int(c.nodes[0]), int(c.nodes[c.n-1]))
	return len(elims) > 0 && chainInferences(g, c, elims) != nil
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func containsCandidate(xs []Candidate, x Candidate) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// alsChainCells returns the cells of the set of ALS node n.
func (g *linkGraph) alsChainCells(n int) []grid.Cell { return g.alsCells[g.alsOf(n)].Cells() }
