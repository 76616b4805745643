package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// leanBranch is the nested search's inner branch: the dynamic
// propagation of a propagation (singles, locked candidates, naked and
// hidden subsets) without its records. It keeps no reasons, orders or
// depths, only what is true and false, and it looks for locked
// candidates and subsets only in the houses changed since it last looked
// there, which is where any new one must lie. The search asks it only
// whether a premise leads to a contradiction and what it removes; the
// step shown runs the recording propagation again (see nestedRound).
type leanBranch struct {
	layout   *grid.Layout
	baseCand [grid.NumCells]Digits
	baseWith [10]grid.CellSet

	cand    [grid.NumCells]Digits
	with    [10]grid.CellSet
	placed  [grid.NumHouses]Digits // digits made true in each house by the branch
	done    grid.CellSet           // cells the branch has given a digit
	on, off litSet
	queue   [2 * numLits]int16 // literal*2+1 when true, *2 when false
	head    int
	tail    int
	bad     bool
	// What changed since the locked and the subset rounds last looked:
	// in each house the digits that lost a place, and the cells that lost
	// a candidate. A new lock or subset must rest on one of them.
	lockDigits, subDigits [grid.NumHouses]uint16
	subCells              grid.CellSet
}

// reset prepares b for branches over pos.
func (b *leanBranch) reset(pos *State) {
	b.layout = pos.Layout
	b.baseCand = pos.Candidates
	b.baseWith = [10]grid.CellSet{}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(pos.Candidates[c]); m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			b.baseWith[d] = b.baseWith[d].With(c)
		}
	}
}

// contradicts runs the premise lit (true) and reports whether it leads to
// a contradiction. Afterwards b.off holds what it removed.
func (b *leanBranch) contradicts(lit int16) bool {
	b.cand, b.with = b.baseCand, b.baseWith
	b.placed = [grid.NumHouses]Digits{}
	b.done = grid.CellSet{}
	b.on, b.off = litSet{}, litSet{}
	b.head, b.tail, b.bad = 0, 0, false
	b.lockDigits, b.subDigits, b.subCells = [grid.NumHouses]uint16{}, [grid.NumHouses]uint16{}, grid.CellSet{}
	b.setOn(lit)
	for !b.bad {
		for b.head < b.tail && !b.bad {
			e := b.queue[b.head]
			b.head++
			if e&1 == 1 {
				b.applyOn(e >> 1)
			} else {
				b.applyOff(e >> 1)
			}
		}
		if b.bad || !b.lockedRound() && !b.subsetRound() {
			break
		}
	}
	return b.bad
}

func (b *leanBranch) setOn(l int16) {
	if b.on.has(l) {
		return
	}
	b.on.add(l)
	if b.off.has(l) {
		b.bad = true
		return
	}
	b.queue[b.tail] = l<<1 | 1
	b.tail++
}

func (b *leanBranch) setOff(l int16) {
	if b.off.has(l) {
		return
	}
	b.off.add(l)
	if b.on.has(l) {
		b.bad = true
		return
	}
	b.queue[b.tail] = l << 1
	b.tail++
}

// applyOn places the literal's digit, as propagation.applyOn.
func (b *leanBranch) applyOn(l int16) {
	c, d := grid.Cell(l/9), int8(l%9+1)
	b.done = b.done.With(c)
	for _, h := range b.layout.HousesOf(c) {
		b.placed[h] |= 1 << uint(d)
	}
	for m := uint16(b.cand[c]) &^ (1 << uint(d)); m != 0; m &= m - 1 {
		b.setOff(litOf(c, int8(bits.TrailingZeros16(m))))
	}
	peers := b.with[d].And(b.layout.Peers(c))
	for lo := peers.Lo; lo != 0; lo &= lo - 1 {
		b.setOff(litOf(grid.Cell(bits.TrailingZeros64(lo)), d))
	}
	for hi := peers.Hi; hi != 0; hi &= hi - 1 {
		b.setOff(litOf(grid.Cell(64+bits.TrailingZeros64(hi)), d))
	}
}

// applyOff removes the literal's candidate and looks at what it leaves,
// as propagation.applyOff does for a net.
func (b *leanBranch) applyOff(l int16) {
	c, d := grid.Cell(l/9), int8(l%9+1)
	b.cand[c] &^= 1 << uint(d)
	b.with[d] = b.with[d].Without(c)
	if !b.done.Has(c) {
		switch rest := b.cand[c]; rest.Len() {
		case 0:
			b.bad = true
			return
		case 1:
			b.setOn(litOf(c, int8(bits.TrailingZeros16(uint16(rest)))))
		}
	}
	b.subCells = b.subCells.With(c)
	for _, h := range b.layout.HousesOf(c) {
		b.lockDigits[h] |= 1 << uint(d)
		b.subDigits[h] |= 1 << uint(d)
		if b.placed[h].Has(d) {
			continue
		}
		left := b.with[d].And(b.layout.House(h).Set)
		switch left.Len() {
		case 0:
			b.bad = true
			return
		case 1:
			b.setOn(litOf(left.First(), d))
		}
	}
}

// lockedRound removes what locked candidates rule out, looking from the
// houses changed since the last round, and reports whether it removed
// any.
func (b *leanBranch) lockedRound() bool {
	before := b.tail
	for a := range grid.NumHouses {
		ds := b.lockDigits[a] &^ uint16(b.placed[a])
		b.lockDigits[a] = 0
		setA := b.layout.House(a).Set
		for ; ds != 0; ds &= ds - 1 {
			d := int8(bits.TrailingZeros16(ds))
			inA := b.with[d].And(setA)
			if inA.Len() < 2 {
				continue
			}
			for _, h := range b.layout.HousesOf(inA.First()) {
				setB := b.layout.House(h).Set
				if h == a || !inA.AndNot(setB).Empty() {
					continue
				}
				for elim := b.with[d].And(setB).AndNot(setA); !elim.Empty(); {
					c := elim.First()
					elim = elim.Without(c)
					b.setOff(litOf(c, d))
				}
			}
		}
	}
	return b.tail > before
}

// subsetRound removes what naked and hidden subsets rule out in the
// houses changed since the last round, and reports whether it removed
// any.
func (b *leanBranch) subsetRound() bool {
	before := b.tail
	changed := b.subCells
	b.subCells = grid.CellSet{}
	for h := 0; h < grid.NumHouses && !b.bad; h++ {
		house := b.layout.House(h)
		ds := b.subDigits[h] &^ uint16(b.placed[h])
		b.subDigits[h] = 0
		if ds == 0 {
			continue // nothing changed in the house
		}
		var open [9]grid.Cell
		var vals [9]uint16
		n := 0
		naked, hidden := false, false
		for _, c := range house.Cells {
			if b.baseCand[c] != 0 && !b.done.Has(c) {
				open[n], vals[n] = c, uint16(b.cand[c])
				n++
				// A new naked subset holds a changed cell of at most
				// subsetMax candidates.
				naked = naked || changed.Has(c) && b.cand[c].Len() <= subsetMax
			}
		}
		if n < 3 {
			continue
		}
		// A new hidden one, a digit that lost a place and has at most
		// subsetMax left.
		for ; ds != 0 && !hidden; ds &= ds - 1 {
			hidden = b.with[bits.TrailingZeros16(ds)].And(house.Set).Len() <= subsetMax
		}
		// Naked: k cells holding k digits; the digits leave the others.
		subsetCombos(vals[:n*b2i(naked)], func(mask uint16, _ int) bool {
			var ds uint16
			for m := mask; m != 0; m &= m - 1 {
				ds |= vals[bits.TrailingZeros16(m)]
			}
			for i := range n {
				if mask>>uint(i)&1 == 0 {
					for x := uint16(b.cand[open[i]]) & ds; x != 0; x &= x - 1 {
						b.setOff(litOf(open[i], int8(bits.TrailingZeros16(x))))
					}
				}
			}
			return !b.bad
		})
		// Hidden: k digits with all their places in k cells; the cells'
		// other digits go.
		var digits [9]int8
		var places [10]uint16
		for i := range n {
			for m := uint16(b.cand[open[i]]); m != 0; m &= m - 1 {
				places[bits.TrailingZeros16(m)] |= 1 << uint(i)
			}
		}
		nd := 0
		for d := int8(1); d <= 9; d++ {
			if places[d] != 0 {
				digits[nd], vals[nd] = d, places[d]
				nd++
			}
		}
		if !hidden {
			continue
		}
		subsetCombos(vals[:nd], func(mask uint16, _ int) bool {
			var cells, ds uint16
			for m := mask; m != 0; m &= m - 1 {
				i := bits.TrailingZeros16(m)
				cells |= vals[i]
				ds |= 1 << uint(digits[i])
			}
			for m := cells; m != 0; m &= m - 1 {
				c := open[bits.TrailingZeros16(m)]
				for x := uint16(b.cand[c]) &^ ds; x != 0; x &= x - 1 {
					b.setOff(litOf(c, int8(bits.TrailingZeros16(x))))
				}
			}
			return !b.bad
		})
	}
	return b.tail > before
}
