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

// nestState is what a nested propagation keeps beside the dynamic one:
// its inner branches and, for each literal an inner contradiction
// removed, the proof and the round that found it.
type nestState struct {
	inner *propagation
	proof [numLits]*Branch // for offNested: the inner proof, when explain is set
	seq   [numLits]int16   // for offNested: the seq of the round that found it
	// explain builds the inner proofs. The search leaves it off: it only
	// needs to know which candidates fall, and building a proof for every
	// inner contradiction of every branch cost more than finding them.
	// The step shown runs its branches again with it on.
	explain bool
	// stop, when set, is polled before every inner branch; once it
	// returns true the rounds find nothing more and stopped is set, so a
	// search can be abandoned within one inner branch.
	stop    func() bool
	stopped bool
}

// nestedRound runs the inner branches in the branch's position and
// reports whether one removed a candidate.
func (p *propagation) nestedRound() bool {
	ns := p.nest
	if ns == nil {
		ns = new(nestState)
		p.nest = ns
	}
	if ns.inner == nil {
		ns.inner = new(propagation)
	}
	if ns.stopped {
		return false
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
	inner := ns.inner
	inner.reset(pos, true)
	inner.subsets = true
	before, seq := p.tail, p.seq
	depth := 0
	for w := range litWords {
		for x := p.off[w]; x != 0; x &= x - 1 {
			depth = max(depth, int(p.offDepth[w*64+bits.TrailingZeros64(x)]))
		}
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(pos.Candidates[c]); m != 0; m &= m - 1 {
			if ns.stop != nil && ns.stop() {
				ns.stopped = true
				return false
			}
			lit := litOf(c, int8(bits.TrailingZeros16(m)))
			inner.run(lit, true)
			if !inner.contradiction {
				continue
			}
			ns.proof[lit] = nil
			if ns.explain {
				infs := inner.branchInferences(lit, true)
				ns.proof[lit] = &Branch{
					Premise:       litCandidate(lit),
					On:            true,
					Links:         inferenceLinks(infs),
					Inferences:    infs,
					Contradiction: true,
					Breakdown:     inner.breakdown(),
					Text:          inferenceText(p.base.Layout, infs) + " => " + inner.contradictionWords(),
				}
			}
			ns.seq[lit] = seq
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
	seq := p.nest.seq[lit]
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
