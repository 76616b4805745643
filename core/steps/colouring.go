package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// findSimpleColouring colours, for one digit, a cluster of cells joined
// by conjugate pairs (exactly two cells of a house hold the digit) in two
// colours that alternate along every pair: one colour holds the digit in
// all its cells and the other in none. A colour with two cells that see
// each other is false (colour wrap); a cell outside the cluster that sees
// both colours cannot hold the digit (colour trap).
func findSimpleColouring(s *State) (Step, bool) { return firstYielded(s, eachSimpleColouring) }

// eachSimpleColouring yields the conclusions of every colour cluster, in
// the order findSimpleColouring meets them (digit by digit, cluster by
// cluster, a cluster's wrap before its trap), while yield returns true.
func eachSimpleColouring(s *State, yield func(Step) bool) {
	m := mapCandidates(s)
	for d := int8(1); d <= 9; d++ {
		// partner[h] is the conjugate pair of d in house h, if any.
		var pairs [grid.NumHouses]grid.CellSet
		var linked grid.CellSet
		for h := 0; h < grid.NumHouses; h++ {
			if p := m.layout.House(h).Set.And(m.with[d]); p.Len() == 2 {
				pairs[h] = p
				linked = linked.Or(p)
			}
		}
		done := grid.CellSet{}
		for rest := linked; !rest.Empty(); rest = rest.AndNot(done) {
			c := colourCluster(&m, d, rest.First(), &pairs)
			done = done.Or(c.colour[0]).Or(c.colour[1])
			if st, ok := c.wrap(&m, d); ok && !yield(st) {
				return
			}
			if st, ok := c.trap(&m, d); ok && !yield(st) {
				return
			}
		}
	}
}

// cluster is one connected set of conjugate pairs of a digit, two-coloured.
type cluster struct {
	colour [2]grid.CellSet
	links  []Link // the pairs that coloured each cell, in the order coloured
	houses []int
}

// colourCluster colours the cluster of start breadth first.
func colourCluster(m *candidateMap, d int8, start grid.Cell, pairs *[grid.NumHouses]grid.CellSet) cluster {
	var c cluster
	var queue [grid.NumCells]grid.Cell
	var side [grid.NumCells]int8
	queue[0], side[start] = start, 0
	c.colour[0] = c.colour[0].With(start)
	for head, tail := 0, 1; head < tail; head++ {
		cell := queue[head]
		for _, h := range m.layout.HousesOf(cell) {
			p := pairs[h]
			if !p.Has(cell) {
				continue
			}
			other := p.Without(cell).First()
			if c.colour[0].Has(other) || c.colour[1].Has(other) {
				continue
			}
			side[other] = 1 - side[cell]
			c.colour[side[other]] = c.colour[side[other]].With(other)
			queue[tail] = other
			tail++
			c.links = append(c.links, Link{From: Candidate{cell, d}, To: Candidate{other, d}, Strong: true})
			c.houses = appendHouse(c.houses, h)
		}
	}
	return c
}

// seenBy returns the cells that see some cell of set.
func seenBy(l *grid.Layout, set grid.CellSet) grid.CellSet {
	var out grid.CellSet
	for rest := set; !rest.Empty(); {
		c := rest.First()
		rest = rest.Without(c)
		out = out.Or(l.Peers(c))
	}
	return out
}

// pattern lists the cluster's candidates, first colour first.
func (c *cluster) pattern(d int8) []Candidate {
	return append(eliminationsOf(c.colour[0], d), eliminationsOf(c.colour[1], d)...)
}

func (c *cluster) colourNames(d int8) string {
	return fmt.Sprintf("%d (%s) / (%s)", d, cellList(c.colour[0].Cells()), cellList(c.colour[1].Cells()))
}

func (c *cluster) wrap(m *candidateMap, d int8) (Step, bool) {
	for k := 0; k < 2; k++ {
		for rest := c.colour[k]; !rest.Empty(); {
			a := rest.First()
			rest = rest.Without(a)
			clash := m.layout.Peers(a).And(c.colour[k])
			if clash.Empty() {
				continue
			}
			b := clash.First()
			st := Step{
				Technique:    "Simple Colouring",
				Kind:         Logic,
				Eliminations: eliminationsOf(c.colour[k], d),
				Pattern:      c.pattern(d),
				Houses:       c.houses,
				Links:        c.links,
			}
			st.Text = fmt.Sprintf("Simple Colouring Wrap: %s => %s", c.colourNames(d), effects(&st))
			st.Explanation = fmt.Sprintf("Along the conjugate pairs of %d, the cells alternate: either every cell "+
				"of one colour is %d or every cell of the other is. %v and %v have the same colour and see "+
				"each other, so they cannot both be %d: their colour is false, and %s cannot be %d.",
				d, d, a, b, d, cellWords(c.colour[k].Cells()), d)
			return st, true
		}
	}
	return Step{}, false
}

func (c *cluster) trap(m *candidateMap, d int8) (Step, bool) {
	elim := seenBy(m.layout, c.colour[0]).And(seenBy(m.layout, c.colour[1])).
		And(m.with[d]).AndNot(c.colour[0].Or(c.colour[1]))
	if elim.Empty() {
		return Step{}, false
	}
	st := Step{
		Technique:    "Simple Colouring",
		Kind:         Logic,
		Eliminations: eliminationsOf(elim, d),
		Pattern:      c.pattern(d),
		Houses:       c.houses,
		Links:        c.links,
	}
	st.Text = fmt.Sprintf("Simple Colouring Trap: %s => %s", c.colourNames(d), effects(&st))
	st.Explanation = fmt.Sprintf("Along the conjugate pairs of %d, the cells alternate: either every cell "+
		"of one colour is %d or every cell of the other is. %s %s a cell of each colour, so %s cannot be %d.",
		d, d, cellWords(elim.Cells()), seeVerb(elim.Len()), pronounFor(elim.Len()), d)
	return st, true
}

// pronounFor returns "it" or "they" for a number of cells.
func pronounFor(n int) string {
	if n == 1 {
		return "it"
	}
	return "they"
}
