package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The chain techniques (Skyscraper to Alternating Inference Chains) all
// walk one graph: its nodes are candidates and, for grouped chains, groups
// of one digit's candidates inside a line–region intersection; its strong
// links join two nodes of which at least one is true (a conjugate pair in a
// house, or the two digits of a bivalue cell), and its weak links two
// nodes of which at most one is true (one digit in cells that see each
// other, or two digits of one cell). Everything comes from the houses of
// the layout, so jigsaw regions need no special case.

const (
	// numCands is the number of (cell, digit) candidates: node ids below
	// it are single candidates, cell*9 + digit-1.
	numCands = grid.NumCells * 9
	// maxGroups bounds the group nodes: a line meets at most four regions
	// in two or more cells, so 18 lines give at most 72 intersections of
	// two or more cells, each for 9 digits.
	maxGroups = 18 * 4 * 9
	// maxALSNodes bounds the nodes of almost locked sets (see alsnodes.go).
	maxALSNodes = 2048
	// maxGroupNodes bounds every node that is not a single candidate.
	maxGroupNodes = maxGroups + maxALSNodes
	maxNodes      = numCands + maxGroupNodes
	// maxStrong bounds the strong links of a node: at most one partner in
	// each of its three houses plus the other digit of a bivalue cell.
	maxStrong = 4
	// inCell marks a strong link inside a bivalue cell in strongLink.house.
	inCell = -1
	// inALS marks a strong link between two digits of one almost locked
	// set in strongLink.house.
	inALS = -2
)

// candNode returns the node id of digit d in cell c.
func candNode(c grid.Cell, d int8) int { return int(c)*9 + int(d) - 1 }

// strongLink is one strong link leaving a node.
type strongLink struct {
	to    int16
	house int8 // the house of a conjugate pair, or inCell
}

// linkGraph is the strong/weak link graph of one position, built once per
// finder call into fixed arrays so that the searches do not allocate.
type linkGraph struct {
	layout  *grid.Layout
	cand    [grid.NumCells]Digits
	with    [10]grid.CellSet // the cells holding each digit as a candidate
	bivalue grid.CellSet

	// Group nodes: node numCands+i is group i. A group is either a
	// digit's candidates in a line–region intersection or, in a graph
	// built with almost locked sets, a digit's candidates in one set.
	nGroups     int
	groupDigit  [maxGroupNodes]int8
	groupCells  [maxGroupNodes]grid.CellSet
	groupSeen   [maxGroupNodes]grid.CellSet     // cells that see every cell of the group
	groupHouses [maxGroupNodes][2]int8          // the line and the region holding the group
	groupALS    [maxGroupNodes]int16            // the set of an ALS node, -1 for an intersection
	groupsOf    [10][2]int16                    // groups of each digit: ids [from, to)
	alsCells    []grid.CellSet                  // the cells of each set of the ALS nodes
	alsPick     []int32                         // each set's index in the alsWork
	alsNodes    [][maxALSCellsInChain + 1]int16 // each set's nodes, by digit order, 0 after the last
	nStrong     [maxNodes]uint8
	strong      [maxNodes][maxStrong]strongLink
	numberNodes int
}

var graphPool = sync.Pool{New: func() any { return new(linkGraph) }}

// newLinkGraph builds the link graph of s, with group nodes when grouped
// is set. Release it with release once the search is over.
func newLinkGraph(s *State, grouped bool) *linkGraph {
	return newGraphWith(s, grouped, nil)
}

// newGraphWith builds the link graph of s, with group nodes when grouped
// is set and, when w is not nil, a node for each digit of each of the
// small almost locked sets w holds (see alsnodes.go).
func newGraphWith(s *State, grouped bool, w *alsWork) *linkGraph {
	g := graphPool.Get().(*linkGraph)
	g.layout = s.Layout
	if g.layout == nil {
		g.layout = grid.Standard()
	}
	g.cand = s.Candidates
	g.with = [10]grid.CellSet{}
	for c := range g.cand {
		g.cand[c] &= AllDigits // stray bits are no digit
	}
	g.bivalue = grid.CellSet{}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		m := g.cand[c]
		if m == 0 {
			continue
		}
		if m.Len() == 2 {
			g.bivalue = g.bivalue.With(c)
		}
		for x := uint16(m); x != 0; x &= x - 1 {
			d := bits.TrailingZeros16(x)
			g.with[d] = g.with[d].With(c)
		}
	}
	g.nGroups = 0
	g.groupsOf = [10][2]int16{}
	g.alsCells, g.alsPick, g.alsNodes = g.alsCells[:0], g.alsPick[:0], g.alsNodes[:0]
	if grouped {
		g.pickALS(w)
		g.buildGroups(w)
	}
	g.numberNodes = numCands + g.nGroups
	clear(g.nStrong[:g.numberNodes])
	g.buildStrongLinks()
	return g
}

func (g *linkGraph) release() { graphPool.Put(g) }

// buildGroups makes a group node for every digit with two or more
// candidates in a line–region intersection.
func (g *linkGraph) buildGroups(w *alsWork) {
	inter := intersectionsOf(g.layout)
	for d := int8(1); d <= 9; d++ {
		g.groupsOf[d][0] = int16(g.nGroups)
		for _, x := range inter.sets[:inter.n] {
			cells := x.cells.And(g.with[d])
			if cells.Len() < 2 || g.nGroups == maxGroups {
				continue
			}
			i := g.nGroups
			g.groupALS[i] = -1
			g.groupDigit[i] = d
			g.groupCells[i] = cells
			seen := grid.CellSet{Lo: ^uint64(0), Hi: ^uint64(0)}
			for rest := cells; !rest.Empty(); {
				c := rest.First()
				rest = rest.Without(c)
				seen = seen.And(g.layout.Peers(c))
			}
			g.groupSeen[i] = seen
			g.groupHouses[i] = [2]int8{x.line, x.region}
			g.nGroups++
		}
		g.addALSNodes(w, d)
		g.groupsOf[d][1] = int16(g.nGroups)
	}
}

// addStrong records a strong link from a to b unless it is already there
// (two cells can be a conjugate pair in a line and in a region at once).
func (g *linkGraph) addStrong(a, b int, house int) {
	n := g.nStrong[a]
	for i := uint8(0); i < n; i++ {
		if int(g.strong[a][i].to) == b {
			return
		}
	}
	if n < maxStrong {
		g.strong[a][n] = strongLink{to: int16(b), house: int8(house)}
		g.nStrong[a] = n + 1
	}
}

func (g *linkGraph) buildStrongLinks() {
	for d := int8(1); d <= 9; d++ {
		for h := 0; h < grid.NumHouses; h++ {
			if in := g.layout.House(h).Set.And(g.with[d]); in.Len() == 2 {
				a := in.First()
				b := in.Without(a).First()
				g.addStrong(candNode(a, d), candNode(b, d), h)
				g.addStrong(candNode(b, d), candNode(a, d), h)
			}
		}
	}
	// A group that holds all of a house's candidates but one cell or one
	// other group is strongly linked to it.
	for i := 0; i < g.nGroups; i++ {
		if g.groupALS[i] >= 0 {
			continue
		}
		d, cells := g.groupDigit[i], g.groupCells[i]
		gi := numCands + i
		for _, h := range g.groupHouses[i] {
			rest := g.layout.House(int(h)).Set.And(g.with[d]).AndNot(cells)
			switch n := rest.Len(); {
			case n == 1:
				single := candNode(rest.First(), d)
				g.addStrong(gi, single, int(h))
				g.addStrong(single, gi, int(h))
			case n >= 2:
				if j := g.findGroup(d, rest); j >= 0 {
					g.addStrong(gi, numCands+j, int(h))
				}
			}
		}
	}
	g.buildALSLinks()
	for rest := g.bivalue; !rest.Empty(); {
		c := rest.First()
		rest = rest.Without(c)
		m := uint16(g.cand[c])
		d1 := int8(bits.TrailingZeros16(m))
		d2 := int8(bits.TrailingZeros16(m &^ (1 << uint(d1))))
		g.addStrong(candNode(c, d1), candNode(c, d2), inCell)
		g.addStrong(candNode(c, d2), candNode(c, d1), inCell)
	}
}

// intersection is the part of a line inside a region, two cells or more.
type intersection struct {
	cells        grid.CellSet
	line, region int8
}

// intersections lists a layout's line–region intersections of two or
// more cells: a line meets at most four regions in two or more cells.
type intersections struct {
	sets [18 * 4]intersection
	n    int
}

var (
	intersectionMu    sync.Mutex
	intersectionCache = map[*grid.Layout]*intersections{}
)

// intersectionsOf returns the intersections of l, computed once per
// layout (a Layout is immutable, so its pointer is a sound key). The
// cache keeps at most a few hundred layouts.
func intersectionsOf(l *grid.Layout) *intersections {
	intersectionMu.Lock()
	defer intersectionMu.Unlock()
	if x, ok := intersectionCache[l]; ok {
		return x
	}
	x := new(intersections)
	for line := 0; line < 18; line++ {
		ls := l.House(line).Set
		for r := 18; r < grid.NumHouses; r++ {
			if cells := ls.And(l.House(r).Set); cells.Len() >= 2 && x.n < len(x.sets) {
				x.sets[x.n] = intersection{cells, int8(line), int8(r)}
				x.n++
			}
		}
	}
	if len(intersectionCache) >= 256 {
		clear(intersectionCache)
	}
	intersectionCache[l] = x
	return x
}

// findGroup returns the group of digit d with exactly the given cells, or -1.
func (g *linkGraph) findGroup(d int8, cells grid.CellSet) int {
	for i := g.groupsOf[d][0]; i < g.groupsOf[d][1]; i++ {
		if g.groupCells[i] == cells && g.groupALS[i] < 0 {
			return int(i)
		}
	}
	return -1
}

// nodeDigit returns the digit of node n.
func (g *linkGraph) nodeDigit(n int) int8 {
	if n < numCands {
		return int8(n%9 + 1)
	}
	return g.groupDigit[n-numCands]
}

// nodeCells returns the cells of node n.
func (g *linkGraph) nodeCells(n int) grid.CellSet {
	if n < numCands {
		return grid.CellSet{}.With(grid.Cell(n / 9))
	}
	return g.groupCells[n-numCands]
}

// nodeSeen returns the cells that see every cell of node n.
func (g *linkGraph) nodeSeen(n int) grid.CellSet {
	if n < numCands {
		return g.layout.Peers(grid.Cell(n / 9))
	}
	return g.groupSeen[n-numCands]
}

// nodeCandidates returns the candidates a node stands for.
func (g *linkGraph) nodeCandidates(n int) []Candidate {
	d := g.nodeDigit(n)
	cells := g.nodeCells(n).Cells()
	out := make([]Candidate, len(cells))
	for i, c := range cells {
		out[i] = Candidate{c, d}
	}
	return out
}

// nodeName writes a node in Eureka notation without its digit: "r4c2",
// or "r4c23" / "r56c2" for a group within a row / column.
func nodeName(cells grid.CellSet) string {
	cs := cells.Cells()
	if len(cs) == 1 {
		return cs[0].String()
	}
	sameRow, sameCol := true, true
	for _, c := range cs[1:] {
		sameRow = sameRow && c.Row() == cs[0].Row()
		sameCol = sameCol && c.Col() == cs[0].Col()
	}
	b := []byte{'r'}
	switch {
	case sameRow:
		b = append(b, byte('1'+cs[0].Row()), 'c')
		for _, c := range cs {
			b = append(b, byte('1'+c.Col()))
		}
	case sameCol:
		for _, c := range cs {
			b = append(b, byte('1'+c.Row()))
		}
		b = append(b, 'c', byte('1'+cs[0].Col()))
	default:
		return cellList(cs)
	}
	return string(b)
}

// linkHouse returns a house holding both cells, preferring rows, then
// columns, then regions, or -1 when they share none.
func linkHouse(l *grid.Layout, a, b grid.Cell) int {
	ha, hb := l.HousesOf(a), l.HousesOf(b)
	for i := range ha {
		if ha[i] == hb[i] {
			return ha[i]
		}
	}
	return -1
}

// eliminationsOf returns digit d removed from every cell of set.
func eliminationsOf(set grid.CellSet, d int8) []Candidate {
	cells := set.Cells()
	out := make([]Candidate, len(cells))
	for i, c := range cells {
		out[i] = Candidate{c, d}
	}
	return out
}

// appendHouse adds h to hs unless it is there already or negative.
func appendHouse(hs []int, h int) []int {
	if h < 0 {
		return hs
	}
	for _, x := range hs {
		if x == h {
			return hs
		}
	}
	return append(hs, h)
}
