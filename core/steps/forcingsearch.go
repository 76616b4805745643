package steps

import (
	"math/bits"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The forcing search runs one branch for every candidate of the
// position, each assuming the candidate true, and keeps what each
// branch forces. Then three kinds of proof are read off those results:
//   - a contradiction: a branch that cannot be completed shows its
//     premise false;
//   - a cell: what every candidate of one cell forces is true;
//   - a house: what every place of one digit in one house forces is true.
// The step shown is the one whose branches are shortest, measured by the
// depth at which each branch reaches the conclusion.

// forcingKind is the kind of a forcing proof.
type forcingKind int8

const (
	forcingContradiction forcingKind = iota
	forcingCell
	forcingHouse
)

// forcingNames names each kind of proof, for chains and for nets.
var forcingNames = [2][3]string{
	{"Contradiction Chain", "Cell Forcing Chain", "House Forcing Chain"},
	{"Contradiction Net", "Cell Forcing Net", "House Forcing Net"},
}

// forcingSearch keeps every branch's results for one position.
type forcingSearch struct {
	p        propagation
	premises []int16 // the literal each branch assumes true
	branchOf [numLits]int16
	on, off  []litSet
	onDepth  [][numLits]uint8
	offDepth [][numLits]uint8
	bad      []bool // the branch ended in a contradiction
	badDepth []int
}

var forcingPool = sync.Pool{New: func() any { return new(forcingSearch) }}

// forcingProof is a found proof: its kind, its premises and its
// conclusion (a literal true or false).
type forcingProof struct {
	kind     forcingKind
	premises []int16
	house    int
	cell     grid.Cell
	lit      int16
	on       bool
	cost     int
}

func findForcingChain(s *State) (Step, bool) { return findForcing(s, false) }
func findForcingNet(s *State) (Step, bool)   { return findForcing(s, true) }

func findForcing(s *State, net bool) (Step, bool) {
	fs := forcingPool.Get().(*forcingSearch)
	defer forcingPool.Put(fs)
	fs.runAll(s, net)
	best, ok := fs.best(s)
	if !ok {
		return Step{}, false
	}
	return fs.step(s, net, &best), true
}

// runAll runs the branch of every candidate of s.
func (fs *forcingSearch) runAll(s *State, net bool) {
	fs.p.reset(s, net)
	fs.premises = fs.premises[:0]
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(s.Candidates[c]); m != 0; m &= m - 1 {
			l := litOf(c, int8(bits.TrailingZeros16(m)))
			fs.branchOf[l] = int16(len(fs.premises))
			fs.premises = append(fs.premises, l)
		}
	}
	n := len(fs.premises)
	fs.on, fs.off = grow(fs.on, n), grow(fs.off, n)
	fs.onDepth, fs.offDepth = grow(fs.onDepth, n), grow(fs.offDepth, n)
	fs.bad, fs.badDepth = grow(fs.bad, n), grow(fs.badDepth, n)
	for i, l := range fs.premises {
		fs.p.run(l, true)
		fs.on[i], fs.off[i] = fs.p.on, fs.p.off
		fs.bad[i], fs.badDepth[i] = fs.p.contradiction, fs.p.contradictionDepth
		if !fs.p.contradiction {
			fs.copyDepths(i)
		}
	}
}

// copyDepths keeps the depth of every literal branch i set.
func (fs *forcingSearch) copyDepths(i int) {
	for w := range litWords {
		for x := fs.on[i][w]; x != 0; x &= x - 1 {
			l := w*64 + bits.TrailingZeros64(x)
			fs.onDepth[i][l] = fs.p.onDepth[l]
		}
		for x := fs.off[i][w]; x != 0; x &= x - 1 {
			l := w*64 + bits.TrailingZeros64(x)
			fs.offDepth[i][l] = fs.p.offDepth[l]
		}
	}
}

// best returns the cheapest proof of the position, if any.
func (fs *forcingSearch) best(s *State) (forcingProof, bool) {
	var best forcingProof
	found := false
	consider := func(pr forcingProof) {
		if !found || pr.cost < best.cost {
			best, found = pr, true
		}
	}
	for i, l := range fs.premises {
		if fs.bad[i] {
			// Two lines meet in a contradiction, so it counts twice its depth.
			consider(forcingProof{kind: forcingContradiction, premises: []int16{l}, lit: l, cost: 2 * fs.badDepth[i]})
		}
	}
	var group []int16
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Candidates[c].Len() < 2 {
			continue
		}
		group = group[:0]
		for m := uint16(s.Candidates[c]); m != 0; m &= m - 1 {
			group = append(group, litOf(c, int8(bits.TrailingZeros16(m))))
		}
		if pr, ok := fs.common(group, best.cost, found); ok {
			pr.kind, pr.cell = forcingCell, c
			consider(pr)
		}
	}
	for h := range grid.NumHouses {
		hs := s.Layout.House(h).Set
		for d := int8(1); d <= 9; d++ {
			cells := fs.p.baseWith[d].And(hs)
			if cells.Len() < 2 {
				continue
			}
			group = group[:0]
			for _, c := range cells.Cells() {
				group = append(group, litOf(c, d))
			}
			if pr, ok := fs.common(group, best.cost, found); ok {
				pr.kind, pr.house = forcingHouse, h
				consider(pr)
			}
		}
	}
	return best, found
}

// common finds the cheapest literal that every branch of group forces,
// cheaper than bound when bounded. Branches that reach a contradiction
// are left to the contradiction proofs.
func (fs *forcingSearch) common(group []int16, bound int, bounded bool) (forcingProof, bool) {
	var on, off litSet
	for i := range on {
		on[i], off[i] = ^uint64(0), ^uint64(0)
	}
	good, badCost := 0, 0
	for _, l := range group {
		b := fs.branchOf[l]
		if fs.bad[b] {
			// A branch that cannot be completed drops out: the others
			// still cover every way the cell or house can be filled.
			badCost += 2 * fs.badDepth[b]
			continue
		}
		good++
		any := uint64(0)
		for w := range litWords {
			on[w] &= fs.on[b][w]
			off[w] &= fs.off[b][w]
			any |= on[w] | off[w]
		}
		if any == 0 {
			return forcingProof{}, false
		}
	}
	if good < 2 {
		return forcingProof{}, false // the contradictions alone prove more
	}
	var pr forcingProof
	found := false
	try := func(sets *litSet, isOn bool) {
		for w := range litWords {
			for x := sets[w]; x != 0; x &= x - 1 {
				lit := int16(w*64 + bits.TrailingZeros64(x))
				cost := badCost
				for _, l := range group {
					b := fs.branchOf[l]
					if fs.bad[b] {
						continue
					}
					if isOn {
						cost += int(fs.onDepth[b][lit])
					} else {
						cost += int(fs.offDepth[b][lit])
					}
				}
				if (bounded && cost >= bound) || (found && cost >= pr.cost) {
					continue
				}
				pr = forcingProof{premises: append([]int16(nil), group...), lit: lit, on: isOn, cost: cost}
				found = true
			}
		}
	}
	try(&on, true)
	try(&off, false)
	return pr, found
}
