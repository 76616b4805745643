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
// its inner branches, for each literal an inner contradiction removed
// the proof and the round that found it, and what inner branches have
// shown to lead nowhere (see skip).
type nestState struct {
	inner *propagation     // the inner branches of the step shown
	lean  *leanBranch      // the inner branches of the search
	proof [numLits]*Branch // for offNested: the inner proof, when explain is set
	seq   [numLits]int16   // for offNested: the seq of the round that found it
	// explain builds the inner proofs. The search leaves it off: it only
	// needs to know which candidates fall, and building a proof for every
	// inner contradiction of every branch cost more than finding them.
	// The step shown runs its branches again with it on; nothing else
	// differs, so they take the same course.
	explain bool
	// batch makes a round run every inner branch and remove every premise
	// that fails, all resting on the same position, instead of stopping
	// at the first. The search runs without it: a branch that breaks down
	// does so after fewer inner branches (a quarter of them on the
	// hardest puzzles). The step shown runs with it when it can: its inner
	// proofs rest on less and it reads shorter.
	batch bool
	// strong limits the inner premises to the candidates of the branch's
	// position that are half of a bivalue cell or of a digit's two places
	// in a house: the search tries that first, a fraction of the cost,
	// and falls back to every candidate only when it finds nothing.
	strong bool
	// stop, when set, is polled before every inner branch; once it
	// returns true the rounds find nothing more and stopped is set, so a
	// search can be abandoned within one inner branch.
	stop    func() bool
	stopped bool

	// The outer run (its stamp) the fields below belong to, and the
	// literal the next round starts from: each round stops at its first
	// inner contradiction, and the next goes on from there.
	runStamp uint32
	next     int16
	// quiet[l], stamped by quietAt, is what the position and l's last inner
	// branch in it had removed, when that branch found no contradiction.
	quiet   [numLits]litSet
	quietAt [numLits]uint32
	// Over the step's position: rest[l] is what the dynamic branch of l
	// removes there (none found a contradiction, or the dynamic chains
	// would have applied), when restOK[l].
	rest   [numLits]litSet
	restOK [numLits]bool
}

// skip reports whether l's inner branch over the branch's position is
// known to find no contradiction: when the position has removed nothing
// that an earlier run of l, over the same or a larger position, had not
// removed too. That run's result is then closed under the rules and
// holds the new position, so the inner branch would end just there.
func (ns *nestState) skip(p *propagation, l int16) bool {
	if ns.quietAt[l] == p.stamp && covered(&p.off, &ns.quiet[l]) {
		return true
	}
	return ns.restOK[l] && covered(&p.off, &ns.rest[l])
}

// covered reports whether a ⊆ b.
func covered(a, b *litSet) bool {
	for w := range litWords {
		if a[w]&^b[w] != 0 {
			return false
		}
	}
	return true
}

// nestedRound runs the inner branches in the branch's position, from the
// literal the last round stopped after, until one of them ends in a
// contradiction, and removes its premise; it reports whether it found
// one. Stopping at the first lets the branch follow it (singles, locked
// candidates, subsets) before the next inner branch runs, over a smaller
// position; a branch that breaks down does so sooner.
func (p *propagation) nestedRound() bool {
	ns := p.nest
	if ns == nil {
		ns = new(nestState)
		p.nest = ns
	}
	if ns.inner == nil {
		ns.inner, ns.lean = new(propagation), new(leanBranch)
	}
	if ns.stopped {
		return false
	}
	if ns.runStamp != p.stamp {
		ns.runStamp, ns.next = p.stamp, 0
	}
	pos := &State{Layout: p.base.Layout, Grid: p.base.Grid}
	var lits [numLits]int16
	n := 0
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case p.base.Candidates[c] == 0:
		case p.done.Has(c):
			pos.Grid[c] = onlyDigit(p.cand[c])
		default:
			pos.Candidates[c] = p.cand[c]
			for m := uint16(p.cand[c]); m != 0; m &= m - 1 {
				lits[n] = litOf(c, int8(bits.TrailingZeros16(m)))
				n++
			}
		}
	}
	if ns.strong {
		n = strongOnly(pos, lits[:n])
	}
	inner, lean := ns.inner, ns.lean
	if ns.explain {
		inner.reset(pos, true)
		inner.subsets = true
	} else {
		lean.reset(pos)
	}
	seq := p.seq
	depth := 0
	for w := range litWords {
		for x := p.off[w]; x != 0; x &= x - 1 {
			depth = max(depth, int(p.offDepth[w*64+bits.TrailingZeros64(x)]))
		}
	}
	first := 0
	for first < n && lits[first] < ns.next {
		first++
	}
	found := false
	for k := range n {
		lit := lits[(first+k)%n]
		if ns.skip(p, lit) {
			continue
		}
		if ns.stop != nil && ns.stop() {
			ns.stopped = true
			return false
		}
		var bad bool
		off := &lean.off
		if ns.explain {
			inner.run(lit, true)
			bad, off = inner.contradiction, &inner.off
		} else {
			bad = lean.contradicts(lit)
		}
		if !bad {
			ns.quietAt[lit] = p.stamp
			for w := range litWords {
				ns.quiet[lit][w] = p.off[w] | off[w]
			}
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
		ns.next = lit + 1
		p.setOff(lit, offNested, depth+1)
		if ns.batch && !p.contradiction {
			found = true
			continue
		}
		return true
	}
	return found
}

// strongOnly keeps, of lits (the candidates of pos, in order), those
// that are half of a bivalue cell or of a digit's two places in a house,
// and returns how many it kept.
func strongOnly(pos *State, lits []int16) int {
	var with [10]grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(pos.Candidates[c]); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			with[d] = with[d].With(c)
		}
	}
	n := 0
	for _, l := range lits {
		c, d := grid.Cell(l/9), l%9+1
		strong := pos.Candidates[c].Len() == 2
		for _, h := range pos.Layout.HousesOf(c) {
			strong = strong || with[d].And(pos.Layout.House(h).Set).Len() == 2
		}
		if strong {
			lits[n] = l
			n++
		}
	}
	return n
}

// learnRest runs the dynamic branch of every candidate of s and keeps
// what each removes, for skip.
func (ns *nestState) learnRest(s *State) {
	if ns.inner == nil {
		ns.inner, ns.lean = new(propagation), new(leanBranch)
	}
	lean := ns.lean
	lean.reset(s)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(s.Candidates[c]); m != 0; m &= m - 1 {
			l := litOf(c, int8(bits.TrailingZeros16(m)))
			ns.restOK[l] = !lean.contradicts(l)
			ns.rest[l] = lean.off
		}
	}
}

// forgetRest drops what learnRest kept: it holds for one position only.
func (ns *nestState) forgetRest() { ns.restOK = [numLits]bool{} }

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
