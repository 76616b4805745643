package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// shorten counts a derivation as a tree, so it cannot see that resting
// two literals on one shared reason costs its links once. refine, run
// after it on the branch a step shows, counts as the step does (each
// literal's reasons once): it tries, for every literal the derivation
// uses, each other reason the run gave it, and keeps one that lowers
// the count, until none does. A reason that would rest on the literal
// itself is never taken, so the derivation stays a tree of inferences
// from the premise.

// reasonRec is a literal's reason as the propagation keeps it.
type reasonRec struct {
	why    int8    // a true literal's onReason
	parent int16   // a false literal's offParent
	lock   [2]int8 // for offLocked
}

// refinePasses bounds the passes of refine.
const refinePasses = 4

func (p *propagation) reasonOf(r litRef) reasonRec {
	if r.on {
		return reasonRec{why: p.onReason[r.lit]}
	}
	return reasonRec{parent: p.offParent[r.lit], lock: p.offLock[r.lit]}
}

func (p *propagation) setReason(r litRef, x reasonRec) {
	if r.on {
		p.onReason[r.lit] = x.why
		return
	}
	p.offParent[r.lit], p.offLock[r.lit] = x.parent, x.lock
}

// allOff reports whether the run removed digit d from every cell of set
// (an empty set: no).
func (p *propagation) allOff(set grid.CellSet, d int8) bool {
	if set.Empty() {
		return false
	}
	for w, x := range [2]uint64{set.Lo, set.Hi} {
		for ; x != 0; x &= x - 1 {
			if p.offStamp[litOf(grid.Cell(w*64+bits.TrailingZeros64(x)), d)] != p.stamp {
				return false
			}
		}
	}
	return true
}

// alternatives appends every reason the run's literals give r.
func (p *propagation) alternatives(out []reasonRec, r litRef) []reasonRec {
	c, d := grid.Cell(r.lit/9), int8(r.lit%9+1)
	l := p.base.Layout
	if r.on {
		if n := p.base.Candidates[c].Len(); n >= 2 && (p.net || n == 2) {
			ok := true
			for m := uint16(p.base.Candidates[c]) &^ (1 << uint(d)); m != 0 && ok; m &= m - 1 {
				ok = p.isSet(litRef{litOf(c, int8(bits.TrailingZeros16(m))), false})
			}
			if ok {
				out = append(out, reasonRec{why: reasonCell})
			}
		}
		for _, h := range l.HousesOf(c) {
			others := p.baseWith[d].And(l.House(h).Set).Without(c)
			if (p.net || others.Len() == 1) && p.allOff(others, d) {
				out = append(out, reasonRec{why: int8(h)})
			}
		}
		return out
	}
	for m := uint16(p.base.Candidates[c]) &^ (1 << uint(d)); m != 0; m &= m - 1 {
		if x := litOf(c, int8(bits.TrailingZeros16(m))); p.onStamp[x] == p.stamp {
			out = append(out, reasonRec{parent: x})
		}
	}
	peers := p.baseWith[d].And(l.Peers(c))
	for w, m := range [2]uint64{peers.Lo, peers.Hi} {
		for ; m != 0; m &= m - 1 {
			if x := litOf(grid.Cell(w*64+bits.TrailingZeros64(m)), d); p.onStamp[x] == p.stamp {
				out = append(out, reasonRec{parent: x})
			}
		}
	}
	if p.net {
		for _, b := range l.HousesOf(c) {
			setB := l.House(b).Set
			for a := range grid.NumHouses {
				setA := l.House(a).Set
				if a == b || setA.Has(c) || p.baseWith[d].And(setA).And(setB).Empty() {
					continue
				}
				if p.allOff(p.baseWith[d].And(setA).AndNot(setB), d) {
					out = append(out, reasonRec{parent: offLocked, lock: [2]int8{int8(a), int8(b)}})
				}
			}
		}
	}
	return out
}

// restsOn reports whether the derivation of from goes through r.
func (p *propagation) restsOn(from []litRef, r litRef) bool {
	var seen [2]litSet
	stack := append(p.linkStack[:0], from...)
	defer func() { p.linkStack = stack[:0] }()
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == r {
			return true
		}
		if seen[b2i(x.on)].has(x.lit) {
			continue
		}
		seen[b2i(x.on)].add(x.lit)
		stack = p.reasons(stack, x)
	}
	return false
}

// usedLits returns the literals the derivation of the branch's end uses.
func (p *propagation) usedLits(concl int16, on bool) []litRef {
	var seen [2]litSet
	var out []litRef
	stack := p.goals(concl, on)
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[b2i(x.on)].has(x.lit) {
			continue
		}
		seen[b2i(x.on)].add(x.lit)
		out = append(out, x)
		stack = p.reasons(stack, x)
	}
	return out
}

// refine lowers the links of the branch's derivation of its end (see
// above) and returns them.
func (p *propagation) refine(concl int16, on bool) int {
	n := p.countLinks(concl, on)
	var alts []reasonRec
	var buf []litRef
	for range refinePasses {
		improved := false
		for _, r := range p.usedLits(concl, on) {
			if !p.isSet(r) || (r.on && p.onReason[r.lit] == reasonPremise) || (!r.on && p.offParent[r.lit] == -1) {
				continue
			}
			keep := p.reasonOf(r)
			alts = p.alternatives(alts[:0], r)
			for _, x := range alts {
				if x == keep {
					continue
				}
				p.setReason(r, x)
				// Counted as the step counts (countLinks), which writes some
				// locks as placements: so the whole derivation is counted.
				// The count ends where it reaches n.
				if buf = p.reasons(buf[:0], r); p.restsOn(buf, r) {
					continue
				}
				if m := p.countLinksBelow(concl, on, n); m < n {
					n, keep, improved = m, x, true
				}
			}
			p.setReason(r, keep)
		}
		if !improved {
			break
		}
	}
	return n
}
