package steps

import (
	"math/bits"
	"slices"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The catalogue tries the dynamic forcing chains right after the forcing
// nets, on the same position, and only when the nets found nothing. A
// dynamic branch is its net branch until singles and locked candidates
// run out, and only then looks for subsets (see propagation.run); so the
// dynamic search takes each branch up where the net search left it
// instead of running it again from its premise.

// netRun says which position a forcingSearch's branches were last run
// over as a net, so that the dynamic search over the same position can
// resume them.
type netRun struct {
	valid  bool
	layout *grid.Layout
	cand   [grid.NumCells]Digits
}

// keepNet records that fs's branches are the net branches over s.
func (fs *forcingSearch) keepNet(s *State) {
	fs.netOf = netRun{valid: true, layout: s.Layout, cand: s.Candidates}
}

// hasNet reports whether fs holds the net branches over s.
func (fs *forcingSearch) hasNet(s *State) bool {
	return fs.netOf.valid && fs.netOf.layout == s.Layout && fs.netOf.cand == s.Candidates
}

// resume sets p to where a net branch stood when it ran out of singles
// and locked candidates, having made on true and off false at the given
// depths, and runs it on as a dynamic branch.
func (p *propagation) resume(on, off *litSet, onDepth, offDepth *[numLits]uint8) {
	p.stamp++
	if p.stamp == 0 {
		p.onStamp, p.offStamp = [numLits]uint32{}, [numLits]uint32{}
		p.stamp = 1
	}
	p.cand = p.base.Candidates
	p.with = p.baseWith
	p.placed = [grid.NumHouses]Digits{}
	p.done = grid.CellSet{}
	p.seq, p.head, p.tail = 0, 0, 0
	p.contradiction = false
	p.badCell, p.badHouse, p.badLit = -1, -1, -1
	p.bads = p.bads[:0]
	p.on, p.off = *on, *off
	// The net ran its locked rounds to the end, so nothing is left for
	// them; the subset round has not looked yet, so everything the
	// branch changed is new to it.
	p.lockDigits, p.subDigits, p.subCells = [grid.NumHouses]uint16{}, [grid.NumHouses]uint16{}, grid.CellSet{}
	l := p.base.Layout
	for w := range litWords {
		for x := off[w]; x != 0; x &= x - 1 {
			lit := int16(w*64 + bits.TrailingZeros64(x))
			c, d := grid.Cell(lit/9), int8(lit%9+1)
			p.offStamp[lit], p.offDepth[lit], p.offSeq[lit] = p.stamp, offDepth[lit], p.seq
			p.seq++
			p.cand[c] &^= 1 << uint(d)
			p.with[d] = p.with[d].Without(c)
			p.subCells = p.subCells.With(c)
			for _, h := range l.HousesOf(c) {
				p.subDigits[h] |= 1 << uint(d)
			}
		}
		for x := on[w]; x != 0; x &= x - 1 {
			lit := int16(w*64 + bits.TrailingZeros64(x))
			c, d := grid.Cell(lit/9), int8(lit%9+1)
			p.onStamp[lit], p.onDepth[lit], p.onSeq[lit] = p.stamp, onDepth[lit], p.seq
			p.seq++
			p.done = p.done.With(c)
			for _, h := range l.HousesOf(c) {
				p.placed[h] |= 1 << uint(d)
			}
		}
	}
	if p.subsetRound() {
		p.propagate()
	}
}

// The step shown runs each premise's branch shortened (runShortest) as
// the last count of shortest already did for the proofs it counted
// first for that premise: the propagation as that count left it is
// kept, and the step takes it up instead of running the branch again.

// branchKey names a shortened branch: its premise and the conclusion it
// was refined for.
type branchKey struct {
	premise, lit int16
	on           bool
}

// keepShortened keeps the propagation as it stands, the branch of key
// run, shortened and refined as runShortest leaves it.
func (fs *forcingSearch) keepShortened(key branchKey) {
	n := len(fs.shortKeys)
	if n == len(fs.shortRuns) {
		fs.shortRuns = append(fs.shortRuns, propagation{})
	}
	fs.shortRuns[n] = fs.p
	fs.shortRuns[n].beyond = 0
	fs.shortRuns[n].bads = slices.Clone(fs.p.bads)
	fs.shortKeys = append(fs.shortKeys, key)
}

// takeShortened sets the propagation to the kept branch of key, if
// there is one, and reports whether it did.
func (fs *forcingSearch) takeShortened(key branchKey) bool {
	i := slices.Index(fs.shortKeys, key)
	if i < 0 {
		return false
	}
	fs.p = fs.shortRuns[i]
	fs.shortKeys[i] = branchKey{premise: -1} // its bads are the propagation's now
	return true
}
