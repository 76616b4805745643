package steps

import (
	"math/bits"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Dynamic forcing chains: a net whose branches, once singles and locked
// candidates run out, also look for naked and hidden subsets (pairs and
// triples) the branch's removals have formed in a house, and follow what
// they remove. Sudoku Explainer calls the level "Dynamic Forcing Chains
// (+)". Each removal is an inference of rule "subset" that names the
// subset's house and cells and rests on the removals that formed it.

// subsetMax is the largest subset a branch looks for. A naked quad is a
// hidden subset of the rest of its house, so in houses of up to seven
// open cells triples cover quads too.
const subsetMax = 3

// subsetRec is the subset behind an offSubset removal: its house, its
// cells as positions in the house (bit i for House.Cells[i]) and its
// digits.
type subsetRec struct {
	house  int8
	cells  uint16
	digits Digits
}

// subsetCells returns the cells of a subset.
func (p *propagation) subsetCells(rec *subsetRec) grid.CellSet {
	var out grid.CellSet
	house := p.base.Layout.House(int(rec.house))
	for m := rec.cells; m != 0; m &= m - 1 {
		out = out.With(house.Cells[bits.TrailingZeros16(m)])
	}
	return out
}

// subsetRound removes what the subsets formed in the branch's position
// rule out, in every house the branch has changed, and reports whether
// it removed any. It looks only where something changed since it last
// looked (see subDigits): a new naked subset holds a changed cell of at
// most subsetMax candidates, a new hidden one a digit that lost a place
// and has at most subsetMax left.
func (p *propagation) subsetRound() bool {
	l := p.base.Layout
	before := p.tail
	cells := p.subCells
	p.subCells = grid.CellSet{}
	for h := range grid.NumHouses {
		ds := p.subDigits[h] &^ uint16(p.placed[h])
		p.subDigits[h] = 0
		if ds == 0 {
			continue // nothing changed in the house since the last look
		}
		house := l.House(h)
		p.reads.cells = p.reads.cells.Or(house.Set)
		var open [9]int8 // positions of the house's cells the branch has left open
		n, changed, naked := 0, false, false
		for i, c := range house.Cells {
			if p.base.Candidates[c] == 0 || p.done.Has(c) {
				continue
			}
			open[n] = int8(i)
			n++
			changed = changed || p.cand[c] != p.base.Candidates[c]
			naked = naked || cells.Has(c) && p.cand[c].Len() <= subsetMax
		}
		if !changed || n < 3 {
			continue // an unchanged house had its subsets in the position already
		}
		hidden := false
		for ; ds != 0 && !hidden; ds &= ds - 1 {
			hidden = p.with[bits.TrailingZeros16(ds)].And(house.Set).Len() <= subsetMax
		}
		if naked {
			p.nakedSubsets(h, open[:n])
		}
		if hidden {
			p.hiddenSubsets(h, open[:n])
		}
		if p.contradiction {
			return true
		}
	}
	return p.tail > before
}

// subsetCombos calls f, while f returns true, with every set of 2 to
// subsetMax of the items (k < len(vals)) whose values (bitmasks) join
// into exactly k bits, as a bitmask of their indexes; sets of 2 first,
// each size in lexicographic order. An item of more than k bits cannot
// be in such a set, so only the small ones are combined: that is what
// keeps a dynamic branch's subset rounds cheap.
func subsetCombos(vals []uint16, f func(mask uint16, k int) bool) {
	n := len(vals)
	for k := 2; k <= subsetMax && k < n; k++ {
		var small [16]int8
		m := 0
		for i, v := range vals {
			if bits.OnesCount16(v) <= k {
				small[m] = int8(i)
				m++
			}
		}
		for a := 0; a+k <= m; a++ {
			ia := small[a]
			for b := a + 1; b+k-1 <= m; b++ {
				ib := small[b]
				u := vals[ia] | vals[ib]
				if k == 2 {
					if bits.OnesCount16(u) == 2 && !f(1<<uint(ia)|1<<uint(ib), 2) {
						return
					}
					continue
				}
				if bits.OnesCount16(u) > k {
					continue
				}
				for c := b + 1; c < m; c++ {
					ic := small[c]
					if bits.OnesCount16(u|vals[ic]) == 3 && !f(1<<uint(ia)|1<<uint(ib)|1<<uint(ic), 3) {
						return
					}
				}
			}
		}
	}
}

// nakedSubsets looks in house h for k open cells holding k digits, and
// removes those digits from the house's other open cells.
func (p *propagation) nakedSubsets(h int, open []int8) {
	house := p.base.Layout.House(h)
	var vals [9]uint16
	for i, o := range open {
		vals[i] = uint16(p.cand[house.Cells[o]])
	}
	subsetCombos(vals[:len(open)], func(mask uint16, k int) bool {
		var ds, was Digits
		var cells uint16
		for m := mask; m != 0; m &= m - 1 {
			i := open[bits.TrailingZeros16(m)]
			cells |= 1 << uint(i)
			ds |= p.cand[house.Cells[i]]
			was |= p.base.Candidates[house.Cells[i]]
		}
		if ds.Len() != k || was == ds {
			return true // no subset, or one the position had before the branch: no inference of it
		}
		rec := subsetRec{house: int8(h), cells: cells, digits: ds}
		for _, i := range open {
			if cells>>uint(i)&1 != 0 {
				continue
			}
			c := house.Cells[i]
			for x := uint16(p.cand[c] & ds); x != 0; x &= x - 1 {
				p.subsetOff(litOf(c, int8(bits.TrailingZeros16(x))), &rec)
			}
		}
		return !p.contradiction
	})
}

// hiddenSubsets looks in house h for k digits whose places all lie in k
// open cells, and removes the other digits from those cells.
func (p *propagation) hiddenSubsets(h int, open []int8) {
	house := p.base.Layout.House(h)
	var digits []int8
	var vals [9]uint16
	var places [10]uint16
	for _, i := range open {
		for m := uint16(p.cand[house.Cells[i]] &^ p.placed[h]); m != 0; m &= m - 1 {
			places[bits.TrailingZeros16(m)] |= 1 << uint(i)
		}
	}
	for d := int8(1); d <= 9; d++ {
		if places[d] != 0 {
			vals[len(digits)] = places[d]
			digits = append(digits, d)
		}
	}
	subsetCombos(vals[:len(digits)], func(mask uint16, k int) bool {
		var cells uint16
		var ds Digits
		var was grid.CellSet
		for m := mask; m != 0; m &= m - 1 {
			d := digits[bits.TrailingZeros16(m)]
			cells |= places[d]
			ds |= 1 << uint(d)
			was = was.Or(p.baseWith[d].And(house.Set))
		}
		if bits.OnesCount16(cells) != k || was.Len() == k {
			return true // no subset, or one the position had before the branch
		}
		rec := subsetRec{house: int8(h), cells: cells, digits: ds}
		for m := cells; m != 0; m &= m - 1 {
			c := house.Cells[bits.TrailingZeros16(m)]
			for x := uint16(p.cand[c] &^ ds); x != 0; x &= x - 1 {
				p.subsetOff(litOf(c, int8(bits.TrailingZeros16(x))), &rec)
			}
		}
		return !p.contradiction
	})
}

// subsetOff removes lit for the subset rec, one deeper than the deepest
// removal that formed it.
func (p *propagation) subsetOff(lit int16, rec *subsetRec) {
	if p.offStamp[lit] == p.stamp || p.contradiction {
		return
	}
	p.offSub[lit] = *rec
	dep := 0
	for _, r := range p.subsetReasons(nil, lit) {
		dep = max(dep, int(p.offDepth[r.lit]))
	}
	p.setOff(lit, offSubset, dep+1)
}

// subsetReasons appends the removals that formed the subset behind the
// offSubset removal of lit. Naked (lit outside the cells): the cells'
// other candidates of the position. Hidden (lit inside): the subset's
// digits' other places of the position in the house.
func (p *propagation) subsetReasons(out []litRef, lit int16) []litRef {
	rec := &p.offSub[lit]
	cells := p.subsetCells(rec)
	if !cells.Has(grid.Cell(lit / 9)) {
		for w, x := range [2]uint64{cells.Lo, cells.Hi} {
			for ; x != 0; x &= x - 1 {
				c := grid.Cell(w*64 + bits.TrailingZeros64(x))
				for m := uint16(p.base.Candidates[c] &^ rec.digits); m != 0; m &= m - 1 {
					out = append(out, litRef{litOf(c, int8(bits.TrailingZeros16(m))), false})
				}
			}
		}
		return out
	}
	hs := p.base.Layout.House(int(rec.house)).Set
	for ds := uint16(rec.digits); ds != 0; ds &= ds - 1 {
		d := int8(bits.TrailingZeros16(ds))
		out = appendOffs(out, p.baseWith[d].And(hs).AndNot(cells), d)
	}
	return out
}
