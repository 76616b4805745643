package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Nested forcing chains, one level: a dynamic net whose branches, once
// singles, locked candidates and subsets run out, try every candidate
// left in the branch's position as the premise of an inner dynamic
// branch over that position, and remove each one that leads to a
// contradiction. The removal is an inference of rule "nested" carrying
// the inner proof as a branch of its own; it rests on the branch's
// removals so far, which are what make the branch's position.

// offNested marks a literal removed by an inner contradiction.
const offNested = -4

// nestedRound runs the inner branches in the branch's position and
// reports whether one removed a candidate.
func (p *propagation) nestedRound() bool {
	if p.inner == nil {
		p.inner = new(propagation)
	}
	pos := &State{Layout: p.base.Layout, Grid: p.base.Grid}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case p.base.Candidates[c] == 0:
		case p.done.Has(c):
			pos.Grid[c] = onlyDigit(p.cand[c])
		default:
			pos.Candidates[c] = p.cand[c]
		}
	}
	p.inner.reset(pos, true)
	p.inner.subsets = true
	before, seq := p.tail, p.seq
	depth := 0
	for w := range litWords {
		for x := p.off[w]; x != 0; x &= x - 1 {
			depth = max(depth, int(p.offDepth[w*64+bits.TrailingZeros64(x)]))
		}
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(pos.Candidates[c]); m != 0; m &= m - 1 {
			lit := litOf(c, int8(bits.TrailingZeros16(m)))
			p.inner.run(lit, true)
			if !p.inner.contradiction {
				continue
			}
			infs := p.inner.branchInferences(lit, true)
			p.nestedProof[lit] = &Branch{
				Premise:       litCandidate(lit),
				On:            true,
				Links:         inferenceLinks(infs),
				Inferences:    infs,
				Contradiction: true,
				Breakdown:     p.inner.breakdown(),
				Text:          inferenceText(p.base.Layout, infs) + " => " + p.inner.contradictionWords(),
			}
			p.nestedSeq[lit] = seq
			p.setOff(lit, offNested, depth+1)
			if p.contradiction {
				return true
			}
		}
	}
	return p.tail > before
}

// nestedReasons appends the removals a nested removal of lit rests on:
// every removal the branch made before the round that found it.
func (p *propagation) nestedReasons(out []litRef, lit int16) []litRef {
	seq := p.nestedSeq[lit]
	for w := range litWords {
		for x := p.off[w]; x != 0; x &= x - 1 {
			l := int16(w*64 + bits.TrailingZeros64(x))
			if p.offSeq[l] < seq {
				out = append(out, litRef{l, false})
			}
		}
	}
	return out
}
