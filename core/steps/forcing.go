package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Forcing chains and nets. A branch assumes one premise, a candidate
// true, and follows what it forces: a digit made true removes itself
// from its cell's other candidates and from its peers; a cell left with
// one candidate, or a house left with one place for a digit, makes that
// candidate true. What every branch of a complete set of premises forces
// (each candidate of one cell, each place of a digit in one house) is
// true; a premise whose branch reaches a contradiction is false.
//
// A chain lets each inference rest on one reason only: a candidate is
// made true only as the other half of a cell with two candidates or of a
// digit with two places in a house, both as the position stands before
// the step. So every branch reads as a plain chain from its premise.
// A net lets an inference rest on several reasons, which is what the
// propagation of singles does, and a branch becomes a tree.
//
// Literals are numbered cell*9 + digit-1. A propagation keeps, for each
// literal it makes true or false, its reason and the order it was made
// in, so that the derivation of any conclusion can be read back.

// numLits is the number of candidate literals.
const numLits = grid.NumCells * 9

func litOf(c grid.Cell, d int8) int16 { return int16(c)*9 + int16(d-1) }

func litCandidate(l int16) Candidate { return Candidate{grid.Cell(l / 9), int8(l%9 + 1)} }

// litWords is the number of words of a literal bitset.
const litWords = (numLits + 63) / 64

// litSet is a set of literals.
type litSet [litWords]uint64

func (s *litSet) add(l int16)      { s[l>>6] |= 1 << uint(l&63) }
func (s *litSet) has(l int16) bool { return s[l>>6]>>uint(l&63)&1 != 0 }

// offLocked marks a literal removed as locked candidates: its digit's
// places in one house all lie in a second house, so the second house's
// other cells cannot hold it.
const offLocked = -2

// offSubset marks a literal removed by a naked or hidden subset formed in
// the branch (dynamic forcing chains only; see subsetRound).
const offSubset = -3

// Reasons a literal was made true, beside a house index 0–26.
const (
	reasonPremise int8 = -2 // the branch's assumption
	reasonCell    int8 = -1 // the last candidate of its cell
)

// propagation follows one premise at a time over a fixed base position.
// Its arrays are stamped rather than cleared, so a branch costs only
// the literals it reaches.
type propagation struct {
	base *State
	net  bool // inferences may rest on several reasons
	// subsets makes a net also follow naked and hidden subsets formed in
	// the branch: the dynamic forcing chains.
	subsets bool
	// nested makes a dynamic net also remove what an inner dynamic
	// branch over the branch's position proves false (see nestedRound).
	nested bool
	nest   *nestState // the nested chains' inner branches and records (see forcingnested.go)

	// The base position's digit maps, and what a branch has left of them.
	baseWith [10]grid.CellSet
	cand     [grid.NumCells]Digits
	with     [10]grid.CellSet
	placed   [grid.NumHouses]Digits // digits made true in each house by the branch
	done     grid.CellSet           // cells the branch has given a digit

	stamp              uint32
	onStamp, offStamp  [numLits]uint32
	onReason           [numLits]int8      // reasonPremise, reasonCell or the house
	offParent          [numLits]int16     // the true literal that removed it, -1 for a premise, offLocked for locked candidates
	offLock            [numLits][2]int8   // for offLocked: houses A and B, the digit in A being locked in A∩B
	offSub             [numLits]subsetRec // for offSubset: the subset that removed it
	onSeq, offSeq      [numLits]int16     // the order the literal was set in
	onDepth, offDepth  [numLits]uint8
	seq                int16
	queue              [2 * numLits]int16 // literal*2+1 when true, *2 when false
	head, tail         int
	contradiction      bool
	badCell            grid.Cell // the cell left without a candidate, or -1
	badHouse           int       // the house left without a place for badDigit, or -1
	badDigit           int8
	badLit             int16 // a literal made both true and false, or -1
	on, off            litSet
	contradictionDepth int
	// beyond, when above zero, lets a run go on that many depths past its
	// first contradiction, keeping every contradiction it meets in bads,
	// so that shorten can rest the branch on the one with fewest links.
	beyond int
	bads   []badRec
	// linkStack is the walk of countLinksBelow and of restsOn, kept
	// between calls.
	linkStack []litRef

	// What changed since the locked and the subset rounds last looked
	// (as leanBranch keeps it): in each house the digits that lost a
	// place, and the cells that lost a candidate. A lock or subset that
	// rests on none of them was there when the round last looked, so
	// what it removes is removed already: skipping it changes nothing,
	// not even the order of the removals.
	lockDigits, subDigits [grid.NumHouses]uint16
	subCells              grid.CellSet

	// crossing lists, for each house B, in increasing order, the other
	// houses that share a cell with it: the houses A a lock of A in B
	// can come from (see improve). crossingOf is the layout it is for.
	crossing   [grid.NumHouses][]int8
	crossingOf *grid.Layout

	// reads is what of the base position the run has looked at, so that
	// a later position that differs only elsewhere can take the branch
	// over (see branchMemo).
	reads branchReads
}

// reset prepares p for branches over base.
func (p *propagation) reset(base *State, net bool) {
	p.base, p.net, p.subsets, p.nested = base, net, false, false
	if p.crossingOf != base.Layout {
		p.crossingOf = base.Layout
		for b := range grid.NumHouses {
			p.crossing[b] = p.crossing[b][:0]
			for a := range grid.NumHouses {
				if a != b && !base.Layout.House(a).Set.And(base.Layout.House(b).Set).Empty() {
					p.crossing[b] = append(p.crossing[b], int8(a))
				}
			}
		}
	}
	p.baseWith = [10]grid.CellSet{}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(base.Candidates[c]); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			p.baseWith[d] = p.baseWith[d].With(c)
		}
	}
}

// run propagates the premise lit, true when on is set and false
// otherwise, until nothing more follows or a contradiction appears.
// Afterwards p.on and p.off hold the literals it made true and false.
func (p *propagation) run(lit int16, on bool) {
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
	p.on, p.off = litSet{}, litSet{}
	p.lockDigits, p.subDigits, p.subCells = [grid.NumHouses]uint16{}, [grid.NumHouses]uint16{}, grid.CellSet{}
	p.reads = branchReads{}
	if on {
		p.setOn(lit, reasonPremise, 0)
	} else {
		p.setOff(lit, -1, 0)
	}
	p.propagate()
}

// propagate follows what the queue holds, and then the rounds of a net,
// until nothing more follows or a contradiction appears.
func (p *propagation) propagate() {
	for !p.contradiction {
		for p.head < p.tail && !p.stopped() {
			e := p.queue[p.head]
			if p.contradiction && p.entryDepth(e) >= p.contradictionDepth+p.beyond {
				break
			}
			p.head++
			if e&1 == 1 {
				p.applyOn(e >> 1)
			} else {
				p.applyOff(e >> 1)
			}
		}
		// Singles have run out: a net goes on with locked candidates, a
		// dynamic one with subsets after them.
		if !p.net || p.contradiction {
			return
		}
		if !p.lockedRound() && !(p.subsets && p.subsetRound()) && !(p.nested && p.nestedRound()) {
			return
		}
	}
}

// lockedRound removes the candidates that locked candidates rule out in
// the branch's position and reports whether it removed any. It looks
// only at the digits of each house that lost a place since it last
// looked (see lockDigits).
func (p *propagation) lockedRound() bool {
	l := p.base.Layout
	before := p.tail
	for a := range grid.NumHouses {
		ds := p.lockDigits[a] &^ uint16(p.placed[a])
		p.lockDigits[a] = 0
		setA := l.House(a).Set
		for ; ds != 0; ds &= ds - 1 {
			d := int8(bits.TrailingZeros16(ds))
			p.reads.digit[d] = p.reads.digit[d].Or(setA)
			inA := p.with[d].And(setA)
			if inA.Len() < 2 || inA == p.baseWith[d].And(setA) {
				continue // a single is the queue's; an unchanged house was locked already or never
			}
			first := inA.First()
			p.reads.digit[d] = p.reads.digit[d].Or(l.Peers(first))
			for _, b := range l.HousesOf(first) {
				setB := l.House(b).Set
				if b == a || !inA.AndNot(setB).Empty() || p.baseWith[d].And(setA).AndNot(setB).Empty() {
					continue // no lock, or one the position had before the branch: no inference of it
				}
				elim := p.with[d].And(setB).AndNot(setA)
				for !elim.Empty() {
					c := elim.First()
					elim = elim.Without(c)
					lit := litOf(c, d)
					if p.offStamp[lit] == p.stamp {
						continue
					}
					dep := 0
					for _, q := range p.baseWith[d].And(setA).AndNot(setB).Cells() {
						dep = max(dep, int(p.offDepth[litOf(q, d)]))
					}
					p.offLock[lit] = [2]int8{int8(a), int8(b)}
					p.setOff(lit, offLocked, dep+1)
				}
			}
		}
	}
	return p.tail > before
}

func (p *propagation) setOn(l int16, reason int8, depth int) {
	if p.onStamp[l] == p.stamp || p.stopped() {
		return
	}
	p.onStamp[l], p.onReason[l], p.onSeq[l], p.onDepth[l] = p.stamp, reason, p.seq, uint8(min(depth, 255))
	p.seq++
	p.on.add(l)
	if p.offStamp[l] == p.stamp {
		p.failAt(depth, badRec{cell: -1, house: -1, lit: l})
		return
	}
	p.queue[p.tail] = l<<1 | 1
	p.tail++
}

func (p *propagation) setOff(l, parent int16, depth int) {
	if p.offStamp[l] == p.stamp || p.stopped() {
		return
	}
	p.offStamp[l], p.offParent[l], p.offSeq[l], p.offDepth[l] = p.stamp, parent, p.seq, uint8(min(depth, 255))
	p.seq++
	p.off.add(l)
	if p.onStamp[l] == p.stamp {
		p.failAt(depth, badRec{cell: -1, house: -1, lit: l})
		return
	}
	p.queue[p.tail] = l << 1
	p.tail++
}

func (p *propagation) fail(depth int) {
	p.contradiction = true
	p.contradictionDepth = depth
}

// failAt records a contradiction: the first one is the branch's, and
// with beyond set every one is kept in bads.
func (p *propagation) failAt(depth int, b badRec) {
	if p.beyond > 0 {
		p.bads = append(p.bads, b)
	}
	if p.contradiction {
		return
	}
	p.fail(depth)
	p.badCell, p.badHouse, p.badDigit, p.badLit = b.cell, b.house, b.digit, b.lit
}

// stopped reports whether the run stops here: at its first
// contradiction, unless beyond lets it go on.
func (p *propagation) stopped() bool { return p.contradiction && p.beyond == 0 }

// applyOn places the literal's digit: its cell's other candidates and
// the digit in its peers become false.
func (p *propagation) applyOn(l int16) {
	c, d := grid.Cell(l/9), int8(l%9+1)
	dep := int(p.onDepth[l]) + 1
	p.reads.cells = p.reads.cells.With(c)
	p.reads.digit[d] = p.reads.digit[d].Or(p.base.Layout.Peers(c))
	p.done = p.done.With(c)
	for _, h := range p.base.Layout.HousesOf(c) {
		p.placed[h] |= 1 << uint(d)
	}
	for m := uint16(p.cand[c]) &^ (1 << uint(d)); m != 0; m &= m - 1 {
		p.setOff(litOf(c, int8(bits.TrailingZeros16(m))), l, dep)
	}
	peers := p.with[d].And(p.base.Layout.Peers(c))
	for lo := peers.Lo; lo != 0; lo &= lo - 1 {
		p.setOff(litOf(grid.Cell(bits.TrailingZeros64(lo)), d), l, dep)
	}
	for hi := peers.Hi; hi != 0; hi &= hi - 1 {
		p.setOff(litOf(grid.Cell(64+bits.TrailingZeros64(hi)), d), l, dep)
	}
}

// applyOff removes the literal's candidate and looks at what it leaves:
// a cell with one candidate or none, a house with one place for the
// digit or none.
func (p *propagation) applyOff(l int16) {
	c, d := grid.Cell(l/9), int8(l%9+1)
	dep := int(p.offDepth[l]) + 1
	p.reads.cells = p.reads.cells.With(c)
	p.reads.digit[d] = p.reads.digit[d].Or(p.base.Layout.Peers(c))
	p.cand[c] &^= 1 << uint(d)
	p.with[d] = p.with[d].Without(c)
	p.subCells = p.subCells.With(c)
	for _, h := range p.base.Layout.HousesOf(c) {
		p.lockDigits[h] |= 1 << uint(d)
		p.subDigits[h] |= 1 << uint(d)
	}
	if !p.done.Has(c) {
		switch rest := p.cand[c]; rest.Len() {
		case 0:
			p.failAt(dep, badRec{cell: c, house: -1, lit: -1})
			return
		case 1:
			if p.net || p.base.Candidates[c].Len() == 2 {
				p.setOn(litOf(c, int8(bits.TrailingZeros16(uint16(rest)))), reasonCell, dep)
			}
		}
	}
	for _, h := range p.base.Layout.HousesOf(c) {
		if p.stopped() {
			return // the first contradiction is the branch's: a second would blur its breakdown
		}
		if p.placed[h].Has(d) {
			continue
		}
		hs := p.base.Layout.House(h).Set
		left := p.with[d].And(hs)
		switch left.Len() {
		case 0:
			p.failAt(dep, badRec{cell: -1, house: h, digit: d, lit: -1})
			return
		case 1:
			if p.net || p.baseWith[d].And(hs).Len() == 2 {
				p.setOn(litOf(left.First(), d), int8(h), dep)
			}
		}
	}
}

// lockOutside returns the cells of house A, outside B, whose removal
// locked the digit of l in A∩B.
func (p *propagation) lockOutside(l int16) grid.CellSet {
	d := int8(l%9 + 1)
	ab := p.offLock[l]
	setA, setB := p.base.Layout.House(int(ab[0])).Set, p.base.Layout.House(int(ab[1])).Set
	return p.baseWith[d].And(setA).AndNot(setB)
}
