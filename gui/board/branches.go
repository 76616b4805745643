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
		// Every inference shown keeps its truth's colour; an outline
		// only draws fewer arrows.
		truth := r.truthSetter(-1)
		for _, inf := range infs {
			mark(&r.link, inf.Candidate)
			truth(inf.Candidate, inf.On, inf.Rule == steps.RulePremise)
			r.markPlaced(inf)
		}
		if r.outline != outlineNone {
			infs = outlineOf(infs, chainUnfold > 0, nil, r.outline)
		}
		r.addInferenceArrows(infs, -1, chainUnfold > 0)
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
		truth := r.truthSetter(-1)
		for k, l := range links {
			r.addArrow(l.From, l.To, l.Strong, -1, chainUnfold > 0 && k == len(links)-1)
			mark(&r.link, l.From)
			mark(&r.link, l.To)
			// Read as "if the first is false then…": a strong link
			// goes from a false candidate to a true one, a weak link
			// from a true one to a false one.
			truth(l.From, !l.Strong, false)
			truth(l.To, l.Strong, false)
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

	var meet map[truthKey]bool
	outline := r.outline
	if outline == outlineNone && branch == 0 && len(r.branches) > 1 {
		outline = outlineMeetings
	}
	if outline != outlineNone {
		meet = meetings(st, r.branches)
	}
	for _, i := range r.branches {
		b := &st.Branches[i]
		limit := 0
		if branch > 0 {
			limit = unfold
		}
		truth := r.truthSetter(i)
		set := func(c steps.Candidate, on bool) { truth(c, on, false) }
		if validCand(b.Premise) {
			truth(b.Premise, b.On, true)
		}
		if len(b.Inferences) > 0 {
			infs := cutInferences(b.Inferences, limit)
			if branch > 0 || len(r.branches) == 1 {
				// One branch: every inference shown keeps its truth's
				// colour and its placements, outlined or not; All
				// draws the branches' outlines alone.
				for _, inf := range infs {
					r.markPlaced(inf)
					set(inf.Candidate, inf.On)
				}
			}
			if outline != outlineNone {
				infs = outlineOf(infs, limit > 0, meet, outline)
			}
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

// markPlaced marks the cell of an inference that places a digit (the
// last candidate of its cell, the last place in a house): the board
// tints it as placed, so the arrows that start from it start from a
// placed digit.
func (r *stepRoles) markPlaced(inf steps.Inference) {
	if inf.On && inf.Rule != steps.RulePremise && validCand(inf.Candidate) {
		r.placed = r.placed.With(inf.Cell)
	}
}

// truthSetter returns a function that records a candidate as made true
// or false, or as the premise, by branch i (-1 for a chain that is no
// branch); the first part a candidate plays is the one shown.
func (r *stepRoles) truthSetter(i int) func(c steps.Candidate, on, premise bool) {
	var seen [grid.NumCells]steps.Digits
	r.truthShown = true
	return func(c steps.Candidate, on, premise bool) {
		if !validCand(c) || seen[c.Cell].Has(c.Digit) {
			return
		}
		seen[c.Cell] |= steps.DigitSet(c.Digit)
		bit := steps.DigitSet(c.Digit)
		if premise {
			r.premise[c.Cell] |= bit
		}
		if on {
			r.bTrue[c.Cell] |= bit
			r.bFalse[c.Cell] &^= bit
		} else {
			r.bFalse[c.Cell] |= bit
			r.bTrue[c.Cell] &^= bit
		}
		r.branchOf[c.Cell][c.Digit-1] = int8(i + 1)
	}
}

// branchCandidates returns the candidates of c that the shown branches use.
func (r *stepRoles) branchCandidates(c grid.Cell) steps.Digits {
	return r.premise[c] | r.bTrue[c] | r.bFalse[c]
}

// paintBranchCandidate draws candidate d of cell c in its truth: a
// disc in the true colour when the chain or branch makes it true, a ring
// in the false colour when it makes it false, and a square in the
// premise colour, filled or ringed alike, for what a branch assumes.
// The colours say the truth, not the branch: a person reads a chain by
// its colours before reading any text.
func (p *boardPainter) paintBranchCandidate(c grid.Cell, d int8, role candidateRole, at vec, radius, size float64) {
	on := role == candBranchTrue || (role == candPremise && p.roles.bTrue[c].Has(d))
	paintTruth(p.surface, p.pal, d, role == candPremise, on, at, radius, size, math.Max(1.2, p.px.cell*0.03))
}

// paintTruth draws digit d at at as a candidate made true (on) or false,
// or as a premise: the one picture the board and the legend share.
func paintTruth(ci surface, pal *Palette, d int8, premise, on bool, at vec, radius, size, w float64) {
	col := pal.truthOn
	if !on {
		col = pal.truthOff
	}
	if premise {
		col = pal.premise
	}
	outlineOf := func(inset float64) []vec {
		if premise {
			k := radius*0.92 - inset
			return roundRectPoints(at.x-k, at.y-k, at.x+k, at.y+k, radius*0.22)
		}
		return circlePoints(at, radius-inset)
	}
	var s shape
	if premise {
		k := radius * 0.92
		s.roundRect(at.x-k, at.y-k, at.x+k, at.y+k, radius*0.28)
	} else {
		s.circle(at, radius)
	}
	if on {
		ci.fill(&s, col)
		ci.digit(rune('0'+d), true, size, at.x, at.y, pal.onRole)
		return
	}
	// False: the cell's colour inside a ring, the digit in the ring's
	// colour, so no fill is shared with a true candidate.
	ci.fill(&s, pal.cell)
	var ring shape
	ring.polyline(outlineOf(w/2), w, 0, 0, 0)
	ci.fill(&ring, col)
	ci.digit(rune('0'+d), true, size, at.x, at.y, col)
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
