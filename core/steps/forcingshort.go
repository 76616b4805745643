package steps

import (
	"math/bits"
	"slices"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A propagation keeps, for each literal, the first reason it met, and
// reasons met first are the shallowest, not the smallest: a digit made
// true by a house whose other places fall early may also be the last
// candidate of a cell emptied by two removals, a removal by a far true
// candidate may also follow from a near one. shorten looks again, after
// a run, at every reason each literal set by the branch has there, and
// keeps the one whose derivation, counted as a tree, has fewest links.
// Costs only fall, and a literal takes a reason only when it is cheaper
// than its own cost, so no literal ever comes to rest on itself.

// runShortest runs the branch of premise l and, when short is set, runs
// it past its first contradiction (see shortenBeyond), shortens and
// refines it unless that gives it more links: shorten counts a
// derivation as a tree, and a tree may share less than the run did. It
// returns the branch's links to its conclusion (lit, true when on) or
// contradiction, as the propagation is left.
func (p *propagation) runShortest(l, lit int16, on, short bool) int {
	if short {
		p.beyond = shortenBeyond
		defer func() { p.beyond = 0 }()
	}
	p.run(l, true)
	n := p.countLinks(lit, on)
	if !short {
		return n
	}
	p.shorten()
	if m := p.refine(lit, on); m <= n {
		return m
	}
	p.run(l, true)
	return p.refine(lit, on)
}

// shortenPasses bounds the passes over the literals; each pass lets a
// saving travel as far as the order of the literals allows.
const shortenPasses = 6

// shorten rechooses the reasons of the literals the last run set.
func (p *propagation) shorten() {
	var lits []litRef
	for w := range litWords {
		for x := p.on[w]; x != 0; x &= x - 1 {
			lits = append(lits, litRef{int16(w*64 + bits.TrailingZeros64(x)), true})
		}
		for x := p.off[w]; x != 0; x &= x - 1 {
			lits = append(lits, litRef{int16(w*64 + bits.TrailingZeros64(x)), false})
		}
	}
	slices.SortFunc(lits, func(a, b litRef) int { return int(p.seqOf(a)) - int(p.seqOf(b)) })
	var cost [2][numLits]int32
	var buf [grid.NumCells]litRef
	for _, r := range lits { // reasons come before in the order the run set them
		c := int32(0)
		for _, x := range p.reasons(buf[:0], r) {
			c += 1 + cost[b2i(x.on)][x.lit]
		}
		cost[b2i(r.on)][r.lit] = c
	}
	defer p.restOnCheapestBad(&cost)
	// A literal's reasons are literals of its cell or of its digit, so
	// improve can lower its cost only after one of those got cheaper
	// since it last looked: the others are skipped, which changes
	// nothing. tick counts the improvements; cellAt, digitAt and seenAt
	// say at which the cell's, the digit's last came and the literal was
	// last looked at (0: never).
	var cellAt [grid.NumCells]int32
	var digitAt [10]int32
	var seenAt [2][numLits]int32
	tick := int32(1)
	for range shortenPasses {
		changed := false
		for _, r := range lits {
			c, d := r.lit/9, r.lit%9+1
			at := &seenAt[b2i(r.on)][r.lit]
			if *at != 0 && cellAt[c] <= *at && digitAt[d] <= *at {
				continue
			}
			if p.improve(r, &cost) {
				changed = true
				tick++
				cellAt[c], digitAt[d] = tick, tick
			}
			*at = tick
		}
		if !changed {
			return
		}
	}
}

// isSet reports whether the last run set literal r.
func (p *propagation) isSet(r litRef) bool {
	if r.on {
		return p.onStamp[r.lit] == p.stamp
	}
	return p.offStamp[r.lit] == p.stamp
}

// improve gives literal r its cheapest reason, and reports whether that
// lowered its cost.
func (p *propagation) improve(r litRef, cost *[2][numLits]int32) bool {
	c, d := grid.Cell(r.lit/9), int8(r.lit%9+1)
	l := p.base.Layout
	cur := cost[b2i(r.on)][r.lit]
	// offsCost returns the cost of resting on the removal of digit d
	// from every cell of set, or -1 when one is not removed. It stops
	// with a cost not below bound once it reaches it: such a reason is
	// never taken.
	offsCost := func(set grid.CellSet, d int8, bound int32) int32 {
		if set.Empty() {
			return -1 // a single the position had already: no inference of the branch
		}
		t := int32(0)
		for w, x := range [2]uint64{set.Lo, set.Hi} {
			for ; x != 0; x &= x - 1 {
				lit := litOf(grid.Cell(w*64+bits.TrailingZeros64(x)), d)
				if p.offStamp[lit] != p.stamp {
					return -1
				}
				if t += 1 + cost[0][lit]; t >= bound {
					return t
				}
			}
		}
		return t
	}
	if r.on {
		if p.onReason[r.lit] == reasonPremise {
			return false
		}
		best, reason := cur, p.onReason[r.lit]
		if n := p.base.Candidates[c].Len(); n >= 2 && (p.net || n == 2) {
			t := int32(0)
			for m := uint16(p.base.Candidates[c]) &^ (1 << uint(d)); m != 0 && t >= 0; m &= m - 1 {
				x := litRef{litOf(c, int8(bits.TrailingZeros16(m))), false}
				if !p.isSet(x) {
					t = -1
					break
				}
				t += 1 + cost[0][x.lit]
			}
			if t >= 0 && t < best {
				best, reason = t, reasonCell
			}
		}
		for _, h := range l.HousesOf(c) {
			others := p.baseWith[d].And(l.House(h).Set).Without(c)
			if !p.net && others.Len() != 1 {
				continue
			}
			if t := offsCost(others, d, best); t >= 0 && t < best {
				best, reason = t, int8(h)
			}
		}
		if best < cur {
			cost[1][r.lit], p.onReason[r.lit] = best, reason
			return true
		}
		return false
	}
	if p.offParent[r.lit] == -1 {
		return false // the premise
	}
	best, parent, lock := cur, int16(-1), [2]int8{}
	for m := uint16(p.base.Candidates[c]) &^ (1 << uint(d)); m != 0; m &= m - 1 {
		x := litOf(c, int8(bits.TrailingZeros16(m)))
		if p.onStamp[x] == p.stamp && 1+cost[1][x] < best {
			best, parent = 1+cost[1][x], x
		}
	}
	peers := p.baseWith[d].And(l.Peers(c))
	for w, m := range [2]uint64{peers.Lo, peers.Hi} {
		for ; m != 0; m &= m - 1 {
			x := litOf(grid.Cell(w*64+bits.TrailingZeros64(m)), d)
			if p.onStamp[x] == p.stamp && 1+cost[1][x] < best {
				best, parent = 1+cost[1][x], x
			}
		}
	}
	if p.net {
		for _, b := range l.HousesOf(c) {
			setB := l.House(b).Set
			for _, a8 := range p.crossing[b] {
				a := int(a8)
				setA := l.House(a).Set
				if setA.Has(c) || p.baseWith[d].And(setA).And(setB).Empty() {
					continue
				}
				outside := p.baseWith[d].And(setA).AndNot(setB)
				if outside.Empty() {
					continue
				}
				if t := offsCost(outside, d, best); t >= 0 && t < best {
					best, parent, lock = t, offLocked, [2]int8{int8(a), int8(b)}
				}
			}
		}
	}
	if best < cur {
		cost[0][r.lit], p.offParent[r.lit] = best, parent
		if parent == offLocked {
			p.offLock[r.lit] = lock
		}
		return true
	}
	return false
}
