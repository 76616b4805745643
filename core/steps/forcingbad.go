package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A branch stops at the first contradiction it meets, the shallowest,
// which is not always the one with fewest links: a cell emptied at
// depth five may rest on a dozen removals where a digit made both true
// and false a depth later rests on two short lines. When a branch is
// shortened (see runShortest) it runs a little past its first
// contradiction, and shorten rests it on the cheapest of those it met.
// Every literal set past the first still follows from the premise, so
// any of them proves the premise false.

// badRec is one contradiction of a run: a cell left without a
// candidate, a house left without a place for a digit, or a literal
// made both true and false (the others -1).
type badRec struct {
	cell  grid.Cell
	house int
	digit int8
	lit   int16
}

// shortenBeyond is how many depths a shortened branch runs past its
// first contradiction.
const shortenBeyond = 2

// entryDepth returns the depth of the literal of queue entry e.
func (p *propagation) entryDepth(e int16) int {
	if e&1 == 1 {
		return int(p.onDepth[e>>1])
	}
	return int(p.offDepth[e>>1])
}

// badCost returns the cost, with the literals' costs of shorten, of
// resting the contradiction on b.
func (p *propagation) badCost(b badRec, cost *[2][numLits]int32) int32 {
	switch {
	case b.lit >= 0:
		return cost[0][b.lit] + cost[1][b.lit]
	case b.cell >= 0:
		t := int32(0)
		for m := uint16(p.base.Candidates[b.cell]); m != 0; m &= m - 1 {
			t += cost[0][litOf(b.cell, int8(bits.TrailingZeros16(m)))]
		}
		return t
	default:
		t := int32(0)
		for _, q := range p.baseWith[b.digit].And(p.base.Layout.House(b.house).Set).Cells() {
			t += cost[0][litOf(q, b.digit)]
		}
		return t
	}
}

// restOnCheapestBad makes the cheapest contradiction of bads the branch's.
func (p *propagation) restOnCheapestBad(cost *[2][numLits]int32) {
	if !p.contradiction || len(p.bads) < 2 {
		return
	}
	best, bc := -1, int32(0)
	for i, b := range p.bads {
		if c := p.badCost(b, cost); best < 0 || c < bc {
			best, bc = i, c
		}
	}
	b := p.bads[best]
	p.badCell, p.badHouse, p.badDigit, p.badLit = b.cell, b.house, b.digit, b.lit
}
