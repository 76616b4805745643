package steps

import (
	"cmp"
	"math/bits"
	"slices"
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
	dynamic  bool   // the branches follow subsets too: dynamic forcing chains
	nested   bool   // and inner dynamic branches: nested forcing chains
	netOf    netRun // the position the branches were last run over as a net (see forcingresume.go)
	// memo, when set, keeps the branches from one position to the next
	// (see forcingmemo.go); netMemo is the nets' memo of the same path,
	// whose reads a dynamic branch taken up from a net branch adds to.
	memo, netMemo *branchMemo
	// The shortened branches shortest's last count left, for the step
	// shown to take up (see keepShortened).
	shortRuns []propagation
	shortKeys []branchKey
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
	cost     int // the depths the branches reach the conclusion at
	links    int // the links of all the branches
}

// dynamicForcingNames names each kind of proof of the dynamic forcing
// chains, whose branches follow subsets too (see subsetRound).
var dynamicForcingNames = [3]string{"Dynamic Contradiction Chain", "Dynamic Cell Forcing Chain", "Dynamic House Forcing Chain"}

func findForcingChain(s *State) (Step, bool)   { return findForcing(s, false, false) }
func findForcingNet(s *State) (Step, bool)     { return findForcing(s, true, false) }
func findDynamicForcing(s *State) (Step, bool) { return findForcing(s, true, true) }

// nestedForcingNames names each kind of proof of the nested forcing
// chains (see nestedRound).
var nestedForcingNames = [3]string{"Nested Contradiction Chain", "Nested Cell Forcing Chain", "Nested House Forcing Chain"}

func findForcing(s *State, net, dynamic bool) (Step, bool) {
	fs := forcingPool.Get().(*forcingSearch)
	defer forcingPool.Put(fs)
	fs.dynamic, fs.nested = dynamic, false
	if !branchMemoOff {
		ms, memo := takeMemo(s, net, dynamic)
		defer giveMemo(ms)
		fs.memo, fs.netMemo = memo, nil
		if dynamic {
			fs.netMemo = &ms.kind[1]
		}
		defer func() { fs.memo, fs.netMemo = nil, nil }()
	}
	fs.runAll(s, net)
	best, ok := fs.shortest(fs.proofs(s))
	if !ok {
		return Step{}, false
	}
	return fs.step(s, net, &best), true
}

// shortestOf bounds how many proofs, cheapest by depth first, have their
// links counted: depth tells the short proofs from the long ones well,
// but not which of the short ones a person checks fastest.
const shortestOf = 24

// shortest returns the proof a person checks fastest: the one with the
// fewest links over all its branches, and of those one that concludes
// (a cell or a house forcing) before a contradiction, then the cheapest
// by depth. The links of the shortestOf cheapest proofs by depth are
// counted as the run found them, and the best few of those counted again
// after shorten, which is what the step shows.
//
// Links come first: a conclusion put before every contradiction takes
// house forcing nets of seven branches where one contradiction of a
// dozen links does (on top95, 22.5 links a forcing step against 19.2,
// the longest 94 against 46).
func (fs *forcingSearch) shortest(prs []forcingProof) (forcingProof, bool) {
	return fs.shortestOfProofs(prs, true)
}

// shortestOfProofs is shortest, with the best few counted again after
// shorten only when shortened is set.
func (fs *forcingSearch) shortestOfProofs(prs []forcingProof, shortened bool) (forcingProof, bool) {
	// A conclusion that denies one of its own premises is that premise's
	// contradiction with other branches besides: never shorter.
	fs.shortKeys = fs.shortKeys[:0]
	prs = slices.DeleteFunc(prs, func(pr forcingProof) bool {
		return pr.kind != forcingContradiction && !pr.on && slices.Contains(pr.premises, pr.lit)
	})
	if len(prs) == 0 {
		return forcingProof{}, false
	}
	slices.SortStableFunc(prs, func(a, b forcingProof) int { return cmp.Compare(a.cost, b.cost) })
	prs = prs[:min(len(prs), shortestOf)]
	fs.countLinks(prs, false)
	if shortened {
		slices.SortStableFunc(prs, func(a, b forcingProof) int { return cmp.Compare(a.links, b.links) })
		prs = prs[:min(len(prs), shortenOf)]
		fs.countLinks(prs, true)
	}
	return slices.MinFunc(prs, func(a, b forcingProof) int {
		return cmp.Or(cmp.Compare(a.links, b.links),
			cmp.Compare(b2i(a.kind == forcingContradiction), b2i(b.kind == forcingContradiction)),
			cmp.Compare(a.cost, b.cost))
	}), true
}

// shortenOf is how many proofs are counted again after shorten.
const shortenOf = 4

// countLinks sets the links of each proof of prs, over all its
// branches, each shortened when short is set (see runShortest). Proofs
// share premises (a contradiction, the cell and the houses of its
// premise), so each premise's branch is run once for all of them.
func (fs *forcingSearch) countLinks(prs []forcingProof, short bool) {
	users := map[int16][]int{} // premise → the proofs that assume it
	var order []int16
	for i := range prs {
		prs[i].links = 0
		for _, l := range prs[i].premises {
			if _, ok := users[l]; !ok {
				order = append(order, l)
			}
			users[l] = append(users[l], i)
		}
	}
	p := &fs.p
	if short {
		p.beyond = shortenBeyond
		defer func() { p.beyond = 0 }()
	}
	for _, l := range order {
		var before []int
		if !short && fs.memoCounts(l, users[l], prs) {
			continue
		}
		p.run(l, true)
		for _, i := range users[l] {
			n := p.countLinks(prs[i].lit, prs[i].on)
			before = append(before, n)
			if !short {
				fs.memo.keepLinks(l, prs[i].lit, prs[i].on, n, &p.reads)
			}
		}
		if short {
			p.shorten()
		}
		for k, i := range users[l] {
			n := before[k]
			if short {
				m := p.refine(prs[i].lit, prs[i].on)
				if k == 0 && m <= n {
					// Just as runShortest leaves the branch for this proof.
					fs.keepShortened(branchKey{l, prs[i].lit, prs[i].on})
				}
				n = min(n, m)
			}
			prs[i].links += n
		}
	}
}

// runAll runs the branch of every candidate of s.
func (fs *forcingSearch) runAll(s *State, net bool) {
	fs.p.reset(s, net)
	fs.p.subsets, fs.p.nested = fs.dynamic, fs.nested
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
	// A dynamic search over the position the nets just searched resumes
	// their branches: one that failed fails the same way, the others go
	// on from where singles and locked candidates ran out.
	fs.shortKeys = fs.shortKeys[:0]
	resume := net && fs.dynamic && !fs.nested && fs.hasNet(s)
	fs.netOf.valid = false
	memo := fs.memo
	if memo != nil {
		memo.update(s)
		if resume && !fs.netMemo.at(s) {
			memo = nil // no net reads to add to a resumed branch's
		}
	}
	for i, l := range fs.premises {
		if memo != nil && !(resume && fs.bad[i]) {
			if r := memo.has(l, resume); r != nil {
				fs.take(i, r)
				continue
			}
		}
		switch {
		case !resume:
			fs.p.run(l, true)
		case fs.bad[i]:
			continue
		default:
			if memo != nil && !fs.netMemo.valid.has(l) {
				memo = nil // cannot happen: the nets just ran over s
			}
			if memo != nil {
				fs.p.reads = fs.netMemo.res[l].reads
			}
			fs.p.resume(&fs.on[i], &fs.off[i], &fs.onDepth[i], &fs.offDepth[i])
		}
		fs.on[i], fs.off[i] = fs.p.on, fs.p.off
		fs.bad[i], fs.badDepth[i] = fs.p.contradiction, fs.p.contradictionDepth
		if !fs.p.contradiction {
			fs.copyDepths(i)
		}
		if memo != nil {
			memo.keep(fs, i, l, resume)
		}
	}
	if memo != nil {
		memo.dropAbsent(s)
	}
	if net && !fs.dynamic && !fs.nested {
		fs.keepNet(s)
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

// proofs returns the proofs of the position: every contradiction, and
// for every cell and every house each literal its branches all force.
func (fs *forcingSearch) proofs(s *State) []forcingProof {
	var out []forcingProof
	for i, l := range fs.premises {
		if fs.bad[i] {
			// Two lines meet in a contradiction, so it counts twice its depth.
			out = append(out, forcingProof{kind: forcingContradiction, premises: []int16{l}, lit: l, cost: 2 * fs.badDepth[i]})
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
		k := len(out)
		out = fs.common(group, out)
		for i := k; i < len(out); i++ {
			out[i].kind, out[i].cell = forcingCell, c
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
			k := len(out)
			out = fs.common(group, out)
			for i := k; i < len(out); i++ {
				out[i].kind, out[i].house = forcingHouse, h
			}
		}
	}
	return out
}

// common appends to out a proof for every literal that every branch of
// group forces, each with its cost by depth. Branches that reach a
// contradiction drop out: the others still cover every way the cell or
// house can be filled.
func (fs *forcingSearch) common(group []int16, out []forcingProof) []forcingProof {
	var on, off litSet
	for i := range on {
		on[i], off[i] = ^uint64(0), ^uint64(0)
	}
	good, badCost := 0, 0
	for _, l := range group {
		b := fs.branchOf[l]
		if fs.bad[b] {
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
			return out
		}
	}
	if good < 2 {
		return out // the contradictions alone prove more
	}
	premises := append([]int16(nil), group...)
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
				out = append(out, forcingProof{premises: premises, lit: lit, on: isOn, cost: cost})
			}
		}
	}
	try(&on, true)
	try(&off, false)
	return out
}
