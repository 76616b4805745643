package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file resolves and draws the branches of forcing chains and nets:
// each branch in its own colour, its premise as a square, the candidates
// it makes true as discs and those it makes false as rings, and its links
// as arrows in its colour.

// shownBranches returns the indexes of st's branches to draw: all of them
// for branch 0, else only the branch-th (from 1), or none when there is
// no such branch.
func shownBranches(st *steps.Step, branch int) []int {
	if branch > 0 {
		if branch <= len(st.Branches) {
			return []int{branch - 1}
		}
		return nil
	}
	out := make([]int, len(st.Branches))
	for i := range out {
		out[i] = i
	}
	return out
}

// resolveBranches fills the branch roles of the branches shown and the
// arrows drawn. A candidate that only a hidden branch uses is dropped
// from the pattern and the plain links too, so that a focused branch
// stands alone with the step's conclusion (its placements and
// eliminations, which are always drawn). unfold, as Model.Unfold, cuts
// what is unfolded after its first unfold inferences; what comes later
// is not drawn either.
func (r *stepRoles) resolveBranches(st *steps.Step, branch, unfold int) {
	if unfold > 0 && branch == 0 && len(st.Branches) == 1 {
		branch = 1 // a chain's one branch unfolds as the chain
	}
	r.branches = shownBranches(st, branch)
	r.groups = len(st.Groups)
	r.drawn = map[[2]steps.Candidate]bool{}
	var inShown, inHidden [grid.NumCells]steps.Digits
	mark := func(m *[grid.NumCells]steps.Digits, c steps.Candidate) {
		if validCand(c) {
			m[c.Cell] |= steps.DigitSet(c.Digit)
		}
	}
	shown := func(i int) bool {
		for _, j := range r.branches {
			if j == i {
				return true
			}
		}
		return false
	}
	inBranch := map[steps.Link]bool{}
	for i := range st.Branches {
		b := &st.Branches[i]
		set := &inHidden
		if shown(i) {
			set = &inShown
		}
		mark(set, b.Premise)
		for _, c := range branchCandidates(b, 0) {
			mark(set, c)
		}
		for _, l := range b.Links {
			inBranch[l] = true
		}
	}
	// Candidates not to draw: those of hidden branches the shown ones do
	// not use, and those of inferences not yet unfolded.
	var hide [grid.NumCells]steps.Digits
	for c := range hide {
		hide[c] = inHidden[c] &^ inShown[c]
	}
	hidden := func(c steps.Candidate) bool { return validCand(c) && hide[c.Cell].Has(c.Digit) }
	// future hides the candidates of all that lie beyond the first n of
	// the list cands, keeping those the first n use.
	future := func(all, first []steps.Candidate) {
		var keep [grid.NumCells]steps.Digits
		for _, c := range first {
			mark(&keep, c)
		}
		for _, c := range all {
			if validCand(c) && !keep[c.Cell].Has(c.Digit) {
				hide[c.Cell] |= steps.DigitSet(c.Digit)
			}
		}
	}

	chainUnfold := 0
	if branch == 0 && len(st.Branches) == 0 {
		chainUnfold = unfold
	}
	switch {
	case len(st.Inferences) > 0:
		infs := cutInferences(st.Inferences, chainUnfold)
		if chainUnfold > 0 {
			future(inferenceCandidates(st.Inferences), inferenceCandidates(infs))
		}
		r.addInferenceArrows(infs, -1, chainUnfold > 0)
		for _, inf := range infs {
			mark(&r.link, inf.Candidate)
		}
	case len(st.Links) > 0:
		var links []steps.Link
		for _, l := range st.Links {
			if !inBranch[l] && !hidden(l.From) && !hidden(l.To) {
				links = append(links, l)
			}
		}
		all := links
		if chainUnfold > 0 && chainUnfold < len(links) {
			links = links[:chainUnfold]
			future(linkCandidates(all), linkCandidates(links))
		}
		for k, l := range links {
			r.addArrow(l.From, l.To, l.Strong, -1, chainUnfold > 0 && k == len(links)-1)
			mark(&r.link, l.From)
			mark(&r.link, l.To)
		}
	case chainUnfold > 0 && len(st.Groups) > 0:
		// A chain of groups (an ALS Chain) unfolds a group at a time.
		r.groups = min(chainUnfold, len(st.Groups))
		var shownCells grid.CellSet
		for i := 0; i < r.groups; i++ {
			shownCells = shownCells.Or(groupSet(&st.Groups[i]))
		}
		for i := r.groups; i < len(st.Groups); i++ {
			for _, c := range groupSet(&st.Groups[i]).Cells() {
				if !shownCells.Has(c) {
					hide[c] |= steps.AllDigits
				}
			}
		}
	}
	for c := range hide {
		r.pattern[c] &^= hide[c]
		r.restricted[c] &^= hide[c]
	}

	for _, i := range r.branches {
		b := &st.Branches[i]
		limit := 0
		if branch > 0 {
			limit = unfold
		}
		// set records candidate c as true or false in branch i; the
		// first part a candidate plays in the branch is the one shown.
		var seen [grid.NumCells]steps.Digits
		set := func(c steps.Candidate, on bool) {
			if !validCand(c) || seen[c.Cell].Has(c.Digit) {
				return
			}
			seen[c.Cell] |= steps.DigitSet(c.Digit)
			bit := steps.DigitSet(c.Digit)
			if on {
				r.bTrue[c.Cell] |= bit
				r.bFalse[c.Cell] &^= bit
			} else {
				r.bFalse[c.Cell] |= bit
				r.bTrue[c.Cell] &^= bit
			}
			r.branchOf[c.Cell][c.Digit-1] = int8(i)
		}
		if validCand(b.Premise) {
			r.premise[b.Premise.Cell] |= steps.DigitSet(b.Premise.Digit)
			set(b.Premise, b.On)
		}
		if len(b.Inferences) > 0 {
			infs := cutInferences(b.Inferences, limit)
			for _, inf := range infs {
				set(inf.Candidate, inf.On)
			}
			r.addInferenceArrows(infs, i, limit > 0)
			continue
		}
		links := b.Links
		if limit > 0 && limit < len(links) {
			links = links[:limit]
		}
		for k, l := range links {
			// A weak link reasons from a true candidate, a strong one
			// from a false one.
			set(l.From, !l.Strong)
			set(l.To, l.Strong)
			r.addArrow(l.From, l.To, l.Strong, i, limit > 0 && k == len(links)-1)
		}
	}
}

// branchCandidates returns the candidates of c that the shown branches use.
func (r *stepRoles) branchCandidates(c grid.Cell) steps.Digits {
	return r.premise[c] | r.bTrue[c] | r.bFalse[c]
}

// paintBranchCandidate draws candidate d of cell c in its branch role:
// a disc in the branch's colour when the branch makes it true, a ring
// when it makes it false, and a square, filled or ringed alike, for the
// branch's premise.
func (p *boardPainter) paintBranchCandidate(c grid.Cell, d int8, role candidateRole, at vec, radius, size float64) {
	col := p.pal.seriesColour(int(p.roles.branchOf[c][d-1]))
	on := role == candBranchTrue || (role == candPremise && p.roles.bTrue[c].Has(d))
	var s shape
	if role == candPremise {
		k := radius * 0.9
		s.roundRect(at.x-k, at.y-k, at.x+k, at.y+k, radius*0.28)
	} else {
		s.circle(at, radius)
	}
	if on {
		p.fill(&s, col)
		if int(p.roles.branchOf[c][d-1]) >= len(p.pal.series) {
			// A branch whose colour comes round again is drawn
			// hollow, as its arrows are.
			var core shape
			if role == candPremise {
				k := radius * 0.72
				core.roundRect(at.x-k, at.y-k, at.x+k, at.y+k, radius*0.2)
			} else {
				core.circle(at, radius*0.8)
			}
			p.fill(&core, p.pal.cell)
			p.digit(rune('0'+d), true, size, at.x, at.y, col)
			return
		}
		p.digit(rune('0'+d), true, size, at.x, at.y, p.pal.onRole)
		return
	}
	// False: a pale fill inside a ring of the branch's colour.
	p.fill(&s, withAlpha(col, tintElimination))
	w := math.Max(1.2, p.px.cell*0.028)
	var ring shape
	if role == candPremise {
		k := radius*0.9 - w/2
		ring.polyline(roundRectPoints(at.x-k, at.y-k, at.x+k, at.y+k, radius*0.22), w, 0, 0, 0)
	} else {
		ring.polyline(circlePoints(at, radius-w/2), w, 0, 0, 0)
	}
	p.fill(&ring, col)
	p.digit(rune('0'+d), true, size, at.x, at.y, col)
}

// paintRestricted rings a restricted common candidate in the restricted
// colour, just inside the edge of its disc.
func (p *boardPainter) paintRestricted(at vec, radius float64) {
	w := math.Max(1.5, p.px.cell*0.032)
	var ring shape
	ring.polyline(circlePoints(at, radius-w/2+w*0.35), w, 0, 0, 0)
	p.fill(&ring, p.pal.restricted)
}

// circlePoints returns the closed outline of a circle.
func circlePoints(c vec, r float64) []vec {
	n := int(math.Max(24, math.Min(96, r*3)))
	pts := make([]vec, n+1)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = vec{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return pts
}
