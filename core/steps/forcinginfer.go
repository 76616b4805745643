package steps

import (
	"math/bits"
	"slices"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A branch's inferences are read off its propagation: each literal the
// derivation needs becomes one Inference, with the rule that set it and
// the literals it rests on. They are listed in an order in which each
// one's reasons come first, chosen so that an inference comes, where it
// can, right after the one it rests on: a depth-first walk back from the
// goals lists each inference after the whole of its reasons, the
// deepest reason walked first.

// litRef is one literal of a derivation, true or false.
type litRef struct {
	lit int16
	on  bool
}

// reasons appends the literals r rests on.
func (p *propagation) reasons(out []litRef, r litRef) []litRef {
	c, d := grid.Cell(r.lit/9), int8(r.lit%9+1)
	if r.on {
		switch why := p.onReason[r.lit]; {
		case why == reasonPremise:
		case why == reasonCell:
			for m := uint16(p.base.Candidates[c]) &^ (1 << uint(d)); m != 0; m &= m - 1 {
				out = append(out, litRef{litOf(c, int8(bits.TrailingZeros16(m))), false})
			}
		default:
			out = appendOffs(out, p.baseWith[d].And(p.base.Layout.House(int(why)).Set).Without(c), d)
		}
	} else {
		switch parent := p.offParent[r.lit]; {
		case parent >= 0:
			out = append(out, litRef{parent, true})
		case parent == offLocked:
			out = appendOffs(out, p.lockOutside(r.lit), d)
		case parent == offSubset:
			out = p.subsetReasons(out, r.lit)
		case parent == offNested:
			out = p.nestedReasons(out, r.lit)
		}
	}
	return out
}

// appendOffs appends the literals "q is not d" of every cell q of set, in
// increasing order, without the slice CellSet.Cells allocates: reasons
// runs for every literal of every count of links.
func appendOffs(out []litRef, set grid.CellSet, d int8) []litRef {
	for lo := set.Lo; lo != 0; lo &= lo - 1 {
		out = append(out, litRef{litOf(grid.Cell(bits.TrailingZeros64(lo)), d), false})
	}
	for hi := set.Hi; hi != 0; hi &= hi - 1 {
		out = append(out, litRef{litOf(grid.Cell(64+bits.TrailingZeros64(hi)), d), false})
	}
	return out
}

// sortReasons puts the deepest reason first: the long line of reasoning
// reads on unbroken and the short side facts come just before what they
// feed.
func (p *propagation) sortReasons(rs []litRef) {
	slices.SortFunc(rs, func(a, b litRef) int {
		if da, db := p.depthOf(a), p.depthOf(b); da != db {
			return int(db) - int(da)
		}
		return int(p.seqOf(a)) - int(p.seqOf(b))
	})
}

func (p *propagation) seqOf(r litRef) int16 {
	if r.on {
		return p.onSeq[r.lit]
	}
	return p.offSeq[r.lit]
}

func (p *propagation) depthOf(r litRef) uint8 {
	if r.on {
		return p.onDepth[r.lit]
	}
	return p.offDepth[r.lit]
}

// goals returns the literals the branch ends on: its conclusion, or what
// its contradiction rests on: the literal made both true and false, the
// candidates of the cell left empty or the places of the digit left
// without one.
func (p *propagation) goals(concl int16, on bool) []litRef {
	return p.appendGoals(nil, concl, on)
}

// appendGoals appends the goals (see goals) to g.
func (p *propagation) appendGoals(g []litRef, concl int16, on bool) []litRef {
	switch {
	case !p.contradiction:
		return append(g, litRef{concl, on})
	case p.badLit >= 0:
		if p.onSeq[p.badLit] > p.offSeq[p.badLit] {
			return append(g, litRef{p.badLit, false}, litRef{p.badLit, true})
		}
		return append(g, litRef{p.badLit, true}, litRef{p.badLit, false})
	case p.badCell >= 0:
		for m := uint16(p.base.Candidates[p.badCell]); m != 0; m &= m - 1 {
			g = append(g, litRef{litOf(p.badCell, int8(bits.TrailingZeros16(m))), false})
		}
		return g
	default:
		return appendOffs(g, p.baseWith[p.badDigit].And(p.base.Layout.House(p.badHouse).Set), p.badDigit)
	}
}

// branchInferences lists, after a run, the inferences the branch needs to
// reach concl (true when on) or, when it ran into a contradiction, the
// contradiction; the premise comes first.
func (p *propagation) branchInferences(concl int16, on bool) []Inference {
	var index [2][numLits]int16 // 1 + the inference's index, by off/on and literal
	var out []Inference
	var visit func(r litRef)
	visit = func(r litRef) {
		if index[b2i(r.on)][r.lit] != 0 {
			return
		}
		if q, ok := p.lockedPlacement(r); ok && index[1][q.lit] >= 0 {
			// The lock leaves its digit one place in its house: that
			// is a placement, written as one from the lock's
			// removals, and the removal follows from the digit placed.
			index[0][r.lit] = -1
			if p.onStamp[q.lit] == p.stamp {
				visit(q) // its reasons are the lock's removals
			} else if index[1][q.lit] == 0 {
				index[1][q.lit] = -1
				rs := p.reasons(nil, r) // the removals that lock it
				p.sortReasons(rs)
				for _, x := range rs {
					visit(x)
				}
				in := Inference{Candidate: litCandidate(q.lit), On: true, Rule: RuleHouse, House: int(p.offLock[r.lit][0]), Second: -1}
				for _, x := range rs {
					in.Because = append(in.Because, int(index[b2i(x.on)][x.lit])-1)
				}
				out = append(out, in)
				index[1][q.lit] = int16(len(out))
			}
			in := Inference{Candidate: litCandidate(r.lit), On: false, Rule: RulePeer, House: -1, Second: -1}
			if pc := grid.Cell(q.lit / 9); pc != in.Cell {
				in.House = linkHouse(p.base.Layout, pc, in.Cell)
			}
			in.Because = []int{int(index[1][q.lit]) - 1}
			out = append(out, in)
			index[0][r.lit] = int16(len(out))
			return
		}
		index[b2i(r.on)][r.lit] = -1 // on the walk's path; reasons never loop back
		rs := p.reasons(nil, r)
		p.sortReasons(rs)
		for _, x := range rs {
			visit(x)
		}
		in := p.inference(r)
		for _, x := range rs {
			in.Because = append(in.Because, int(index[b2i(x.on)][x.lit])-1)
		}
		out = append(out, in)
		index[b2i(r.on)][r.lit] = int16(len(out))
	}
	for _, g := range p.goals(concl, on) {
		visit(g)
	}
	return out
}

// lockedPlacement returns, for a removal by a locked digit whose places
// left in the locking house lie in one cell (a row locked in a column:
// one cell), that cell's digit set true: the last place in the house,
// which the inferences write as a placement before the removal it makes.
func (p *propagation) lockedPlacement(r litRef) (litRef, bool) {
	if r.on || p.offParent[r.lit] != offLocked {
		return litRef{}, false
	}
	d := int8(r.lit%9 + 1)
	ab := p.offLock[r.lit]
	inter := p.baseWith[d].And(p.base.Layout.House(int(ab[0])).Set).And(p.base.Layout.House(int(ab[1])).Set)
	if inter.Len() != 1 {
		return litRef{}, false
	}
	q := litOf(inter.First(), d)
	switch {
	case p.offStamp[q] == p.stamp:
		return litRef{}, false // removed too: the lock stands as it is
	case p.onStamp[q] == p.stamp && p.onReason[q] != int8(ab[0]):
		// Set by another rule, maybe from this very removal.
		return litRef{}, false
	}
	// Not set, or set as the last place in the lock's house: its
	// reasons are the lock's own.
	return litRef{q, true}, true
}

// inference returns the Inference of literal r, its Because left empty.
func (p *propagation) inference(r litRef) Inference {
	in := Inference{Candidate: litCandidate(r.lit), On: r.on, House: -1, Second: -1}
	if r.on {
		switch why := p.onReason[r.lit]; {
		case why == reasonPremise:
			in.Rule = RulePremise
		case why == reasonCell:
			in.Rule = RuleCell
		default:
			in.Rule, in.House = RuleHouse, int(why)
		}
		return in
	}
	switch parent := p.offParent[r.lit]; {
	case parent >= 0:
		in.Rule = RulePeer
		if pc := grid.Cell(parent / 9); pc != in.Cell {
			in.House = linkHouse(p.base.Layout, pc, in.Cell)
		}
	case parent == offLocked:
		in.Rule = RuleLocked
		in.House, in.Second = int(p.offLock[r.lit][0]), int(p.offLock[r.lit][1])
	case parent == offSubset:
		rec := &p.offSub[r.lit]
		in.Rule, in.House, in.Cells = RuleSubset, int(rec.house), p.subsetCells(rec).Cells()
	case parent == offNested:
		in.Rule, in.Inner = RuleNested, p.nest.proof[r.lit]
	default:
		in.Rule = RulePremise
	}
	return in
}

// inferenceLinks returns the links of a list of inferences: one from
// each inference an inference rests on to it, strong when it sets a
// digit true. So no link starts from a candidate no inference rests on.
func inferenceLinks(infs []Inference) []Link {
	var out []Link
	for _, in := range infs {
		for _, j := range in.Because {
			out = append(out, Link{From: infs[j].Candidate, To: in.Candidate, Strong: in.On})
		}
	}
	return out
}

// inferenceText writes inferences in their order, each joined to the one
// before by "=>", and says where each comes from when that is not the one
// just before it: "r9c8=1 => r9c5<>1 => r5c8<>1 (since r9c8=1) => 1 in
// row 5 locked in box 5 => r4c5<>1 => r5c5=1 (only place in column 5)".
// A digit made true always says why.
func inferenceText(l *grid.Layout, infs []Inference) string {
	b := make([]byte, 0, 16*len(infs))
	for i, in := range infs {
		if i > 0 {
			b = append(b, " => "...)
		}
		if in.Rule == RuleLocked {
			b = appendDigit(b, in.Digit)
			b = append(b, " in "...)
			b = append(b, houseName(l, in.House)...)
			b = append(b, " locked in "...)
			b = append(b, houseName(l, in.Second)...)
			b = append(b, " => "...)
		}
		if in.Rule == RuleSubset {
			b = append(b, "subset "...)
			b = append(b, cellList(in.Cells)...)
			b = append(b, " in "...)
			b = append(b, houseName(l, in.House)...)
			b = append(b, " => "...)
		}
		if in.Rule == RuleALS && (i == 0 || infs[i-1].Rule != RuleALS || !sameCells(infs[i-1].Set, in.Set)) {
			b = append(b, alsLockWords(infs, in)...)
			b = append(b, " => "...)
		}
		b = appendInference(b, in)
		switch in.Rule {
		case RulePeer:
			if j := in.Because[0]; j != i-1 {
				b = append(b, " (since "...)
				b = append(appendInference(b, infs[j]), ')')
			}
		case RuleCell:
			b = append(b, " (only candidate left)"...)
		case RuleHouse:
			b = append(b, " (only place in "...)
			b = append(append(b, houseName(l, in.House)...), ')')
		case RuleNested:
			b = append(b, " (inner chain: contradiction)"...)
		}
	}
	return string(b)
}

// appendInference writes an inference's candidate as "r4c5=1" or "r4c5<>1".
func appendInference(b []byte, in Inference) []byte {
	b = appendCell(b, in.Cell)
	if in.On {
		b = append(b, '=')
	} else {
		b = append(b, "<>"...)
	}
	return appendDigit(b, in.Digit)
}

// countLinks returns, after a run, the number of links of the branch's
// inferences (see branchInferences) without building them.
func (p *propagation) countLinks(concl int16, on bool) int {
	return p.countLinksBelow(concl, on, int(^uint(0)>>1))
}

// linkCount is one walk of countLinksBelow: the literals seen and the
// reasons of the walks above, kept off the heap.
type linkCount struct {
	p     *propagation
	seen  [2]litSet
	stack []litRef // each walk's reasons above its caller's
	n     int
	bound int
}

// countLinksBelow is countLinks, except that it stops as soon as the
// count reaches bound and then returns a number not below it: refine
// only asks whether a derivation has fewer links than its best, and
// most it tries have not.
func (p *propagation) countLinksBelow(concl int16, on bool, bound int) int {
	// The goals sit at the bottom of the walk's stack, which visit only
	// grows above them: no slice of their own for every count.
	w := linkCount{p: p, bound: bound, stack: p.appendGoals(p.linkStack[:0], concl, on)}
	goals := len(w.stack)
	for i := 0; i < goals; i++ {
		if w.visit(w.stack[i]); w.n >= bound {
			break
		}
	}
	p.linkStack = w.stack[:0]
	return w.n
}

// visit counts the links of r's derivation not counted yet, walking
// depth first in the order of the reasons, as branchInferences lists
// them.
func (w *linkCount) visit(r litRef) {
	if w.seen[b2i(r.on)].has(r.lit) || w.n >= w.bound {
		return
	}
	w.seen[b2i(r.on)].add(r.lit)
	p := w.p
	// Only a lock's removal can be written as a placement; testing that
	// here first spares the walk a call for every other literal.
	if !r.on && p.offParent[r.lit] == offLocked {
		if q, ok := p.lockedPlacement(r); ok {
			// Written as the placement, then the removal it makes
			// (branchInferences).
			w.n++ // the removal's link from the placement
			if w.seen[1].has(q.lit) || p.onStamp[q.lit] == p.stamp {
				w.visit(q)
				return
			}
			w.seen[1].add(q.lit) // the placement from the lock's removals, below
		}
	}
	start := len(w.stack)
	w.stack = p.reasons(w.stack, r)
	end := len(w.stack)
	w.n += end - start
	for i := start; i < end; i++ {
		w.visit(w.stack[i])
	}
	w.stack = w.stack[:start]
}
