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
	for _, q := range set.Cells() {
		if !p.isSet(litRef{litOf(q, d), false}) {
			return false
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
	for _, q := range p.baseWith[d].And(l.Peers(c)).Cells() {
		if x := litOf(q, d); p.onStamp[x] == p.stamp {
			out = append(out, reasonRec{parent: x})
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

// refineWalk counts, for refine, the links of the branch's derivation
// as it would be with one literal r resting on another reason, without
// walking the whole derivation for each reason tried. The part of the
// derivation that does not go through r stays as it is: it is walked
// once (around), and each reason tried walks only what r's new reasons
// add to it (with). Before the change the derivation is a tree of
// inferences, so a cycle can only pass through r: through r itself, or
// through a literal of that part whose own derivation uses r.
type refineWalk struct {
	p     *propagation
	r     litRef
	seen  [2]litSet // the derivation walked without going into r's reasons
	above [2]litSet // those of seen whose derivation uses r
	added [2]litSet // what with has walked beyond seen
	stack []litRef  // each visit's reasons above its caller's
	n     int       // the links of seen, r's own left out
}

// around walks the derivation of the branch's end (concl, true when on)
// without going into r's reasons, and reports whether it uses r at all:
// if not, no reason r takes changes its links.
func (w *refineWalk) around(p *propagation, r litRef, concl int16, on bool) bool {
	*w = refineWalk{p: p, r: r, stack: p.walkBuf[:0]}
	used := false
	for _, g := range p.goals(concl, on) {
		used = w.visit(g) || used
	}
	p.walkBuf = w.stack
	return used
}

// visit walks x's derivation and reports whether it uses r.
func (w *refineWalk) visit(x litRef) bool {
	side := b2i(x.on)
	if w.seen[side].has(x.lit) {
		return w.above[side].has(x.lit)
	}
	w.seen[side].add(x.lit)
	if x == w.r {
		w.above[side].add(x.lit)
		return true
	}
	start := len(w.stack)
	w.stack = w.p.reasons(w.stack, x)
	end := len(w.stack)
	w.n += end - start
	uses := false
	for i := start; i < end; i++ {
		uses = w.visit(w.stack[i]) || uses
	}
	w.stack = w.stack[:start]
	if uses {
		w.above[side].add(x.lit)
	}
	return uses
}

// with returns the links of the derivation with r resting on the reason
// it now has, or cyclic when that reason leads back to r.
func (w *refineWalk) with() (n int, cyclic bool) {
	w.added = [2]litSet{}
	w.stack = w.p.walkBuf[:0]
	n = w.n
	ok := w.expand(w.r, &n)
	w.p.walkBuf = w.stack
	return n, !ok
}

// expand counts x's reasons and walks those the derivation does not
// hold yet; it reports false when one leads back to r.
func (w *refineWalk) expand(x litRef, n *int) bool {
	start := len(w.stack)
	w.stack = w.p.reasons(w.stack, x)
	end := len(w.stack)
	*n += end - start
	for i := start; i < end; i++ {
		y := w.stack[i]
		side := b2i(y.on)
		switch {
		case y == w.r || w.above[side].has(y.lit):
			return false // r would rest on itself
		case w.seen[side].has(y.lit) || w.added[side].has(y.lit):
			continue // counted already
		}
		w.added[side].add(y.lit)
		if !w.expand(y, n) {
			return false
		}
	}
	w.stack = w.stack[:start]
	return true
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
	var w refineWalk
	for range refinePasses {
		improved := false
		for _, r := range p.usedLits(concl, on) {
			if !p.isSet(r) || (r.on && p.onReason[r.lit] == reasonPremise) || (!r.on && p.offParent[r.lit] == -1) {
				continue
			}
			keep := p.reasonOf(r)
			alts = p.alternatives(alts[:0], r)
			walked := false
			for _, x := range alts {
				if x == keep {
					continue
				}
				if !walked {
					walked = true
					if !w.around(p, r, concl, on) {
						break // r is not used: no reason of it changes the links
					}
				}
				p.setReason(r, x)
				if m, cyclic := w.with(); !cyclic && m < n {
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
