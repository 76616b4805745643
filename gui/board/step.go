package board

import (
	"image"
	"image/color"
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file draws a step's highlighting: its houses, its candidates in
// their roles and its chain links.

// stepRoles is a step's highlighting resolved per candidate: for each
// cell, the set of digits in each role.
type stepRoles struct {
	pattern, elim, place, fin, link [grid.NumCells]steps.Digits
	restricted                      [grid.NumCells]steps.Digits
	// via are the places of an ALS's digit its strong link lands on
	// (alsVia): arrow ends that are neither true nor false.
	via    [grid.NumCells]steps.Digits
	houses []int

	// arrows are the arrows drawn, each once: the step's own chain in
	// the link colour, the branches shown each in its colour; drawn
	// holds the pairs of candidates already joined.
	arrows []arrowSpec
	drawn  map[[2]steps.Candidate]bool
	// newest is the newest inference unfolded, when the board unfolds.
	newest    steps.Candidate
	hasNewest bool
	// groups is how many of the step's groups are drawn: all of them
	// but while an ALS Chain unfolds.
	groups int
	// branches are the indexes of the step's branches drawn, and the
	// branch fields below tell each of their candidates' part.
	branches               []int
	premise, bTrue, bFalse [grid.NumCells]steps.Digits
	// truthShown tells that candidates are drawn in their truth.
	truthShown bool
	// outline is how bare the outlines of the chains and branches
	// drawn are.
	outline outlineLevel
	// placed are the cells where a shown inference places a digit.
	placed   grid.CellSet
	branchOf [grid.NumCells][9]int8 // 1 + the branch a candidate is drawn for; 0 for a chain's own

	// The contradictions the branches shown end in: cells left without
	// candidates, houses left without a place for a digit, candidates
	// both true and false.
	contraCells  grid.CellSet
	contraHouses []int
	contraCand   [grid.NumCells]steps.Digits

	// ctxTrue and ctxFalse are the candidates an outer level made true
	// and false, drawn faded (Model.Context).
	ctxTrue, ctxFalse [grid.NumCells]steps.Digits
}

// resolveRoles resolves st's roles; branch chooses the branches drawn,
// as Model.Branch does.
func resolveRoles(st *steps.Step, branch, unfold int) *stepRoles {
	r := resolveRolesOutlined(st, branch, unfold, outlineNone)
	// Too many arrows to read at a glance: ever barer outlines, which
	// Follow unfolds inference by inference; while it unfolds, the
	// arrows of the newest inference and of the digits placed.
	for level := outlinePlacements; len(r.arrows) > OpeningArrows && level <= outlineEnds; level++ {
		r = resolveRolesOutlined(st, branch, unfold, level)
	}
	return r
}

// resolveRolesOutlined is resolveRoles, drawing the chains and branches
// shown by their outlines (summary.go) when outline is set; the All view
// of several branches is always outlined.
func resolveRolesOutlined(st *steps.Step, branch, unfold int, outline outlineLevel) *stepRoles {
	r := &stepRoles{outline: outline}
	if st == nil {
		return r
	}
	add := func(m *[grid.NumCells]steps.Digits, cs ...steps.Candidate) {
		for _, c := range cs {
			if validCand(c) {
				m[c.Cell] |= steps.DigitSet(c.Digit)
			}
		}
	}
	add(&r.pattern, st.Pattern...)
	add(&r.elim, st.Eliminations...)
	add(&r.place, st.Placements...)
	add(&r.fin, st.Fins...)
	add(&r.restricted, st.Restricted...)
	r.resolveBranches(st, branch, unfold)
	for _, h := range st.Houses {
		if h >= 0 && h < grid.NumHouses {
			r.houses = append(r.houses, h)
		}
	}
	return r
}

// validCand reports whether c is a digit in a cell of the board.
func validCand(c steps.Candidate) bool {
	return validCell(c.Cell) && c.Digit >= 1 && c.Digit <= 9
}

func validCell(c grid.Cell) bool { return c >= 0 && c < grid.NumCells }

// stepCells returns the cells of st.Cells that are on the board.
func stepCells(st *steps.Step) grid.CellSet {
	var s grid.CellSet
	if st == nil {
		return s
	}
	for _, c := range st.Cells {
		if validCell(c) {
			s = s.With(c)
		}
	}
	return s
}

// paintHouses outlines the step's houses just inside their border, and
// then the step's groups of cells. A group's outline lies nearer the
// border than a house's and over it, so where the two run together both
// show: the group's colour outside, the house's inside.
func (p *boardPainter) paintHouses() {
	p.begin("house")
	defer p.end()
	if len(p.roles.houses) > 0 {
		// The outline lies on the house's border, as wide as a region
		// line, rather than inset beside it: where it meets a region
		// border it covers it instead of doubling it.
		w := math.Max(math.Round(math.Max(2, p.px.cell*0.05)), float64(p.thick))
		inset := 0.0
		for _, h := range p.roles.houses {
			p.outlineCells(p.layout.House(h).Set, p.pal.house, w, inset)
		}
	}
	p.paintGroupOutlines()
	p.paintContradictionMarks()
}

// outlineCells outlines a set of cells, inset from its border by inset,
// with a line of width w. The outline follows the set's shape, which for
// a jigsaw region may turn many corners: each boundary side of each cell
// is drawn inset, and its ends are moved to meet the neighbouring sides
// at convex and concave corners.
func (p *boardPainter) outlineCells(set grid.CellSet, col color.NRGBA, w, inset float64) {
	// Every side is axis-aligned, so it is filled as a pixel rectangle:
	// crisp, and far quicker than a rasterised path.
	hline := func(xa, xb, y float64) {
		p.fillRect(image.Rect(int(math.Round(xa)), int(math.Round(y-w/2)), int(math.Round(xb)), int(math.Round(y-w/2))+int(w)), col)
	}
	vline := func(x, ya, yb float64) {
		p.fillRect(image.Rect(int(math.Round(x-w/2)), int(math.Round(ya)), int(math.Round(x-w/2))+int(w), int(math.Round(yb))), col)
	}
	in := func(r, c int) bool { return r >= 0 && r < 9 && c >= 0 && c < 9 && set.Has(grid.CellAt(r, c)) }
	for _, cell := range set.Cells() {
		r, c := cell.Row(), cell.Col()
		x0, y0 := float64(p.px.xs[c]), float64(p.px.ys[r])
		x1, y1 := float64(p.px.xs[c+1]), float64(p.px.ys[r+1])
		// end returns how far a side's end moves inward: +inset at
		// a convex corner, 0 where the side runs on straight into
		// the next cell, -inset at a concave corner.
		end := func(sideOpen, diagonalIn bool) float64 {
			switch {
			case sideOpen:
				return inset
			case diagonalIn:
				return -inset
			}
			return 0
		}
		if !in(r-1, c) { // top side
			a := end(!in(r, c-1), in(r-1, c-1))
			b := end(!in(r, c+1), in(r-1, c+1))
			hline(x0+a-w/2, x1-b+w/2, y0+inset)
		}
		if !in(r+1, c) { // bottom side
			a := end(!in(r, c-1), in(r+1, c-1))
			b := end(!in(r, c+1), in(r+1, c+1))
			hline(x0+a-w/2, x1-b+w/2, y1-inset)
		}
		if !in(r, c-1) { // left side
			a := end(!in(r-1, c), in(r-1, c-1))
			b := end(!in(r+1, c), in(r+1, c-1))
			vline(x0+inset, y0+a-w/2, y1-b+w/2)
		}
		if !in(r, c+1) { // right side
			a := end(!in(r-1, c), in(r-1, c+1))
			b := end(!in(r+1, c), in(r+1, c+1))
			vline(x1-inset, y0+a-w/2, y1-b+w/2)
		}
	}
}

// candidateRole is how one candidate is drawn.
type candidateRole int8

const (
	candPlain candidateRole = iota
	candPattern
	candLink
	candFin
	candBranchTrue  // made true by a branch: a disc in the branch's colour
	candBranchFalse // made false by a branch: a ring in the branch's colour
	candPremise     // a branch's premise: a square in the branch's colour
	candPlacement
	candGuess
	candElimination
	candContextTrue  // made true by an outer level: faded, on a pale disc
	candContextFalse // made false by an outer level: faded, struck through
	candVia          // where an ALS's strong link lands: its digit bold, in the link's ink
)

// roleOf returns the strongest role of candidate d in c: what a step
// does to a candidate outranks the part it plays.
func (p *boardPainter) roleOf(c grid.Cell, d int8) candidateRole {
	r := p.roles
	switch {
	case r.elim[c].Has(d):
		return candElimination
	case r.place[c].Has(d):
		if st := p.v.model.Step; st != nil && st.Kind == steps.Guess {
			return candGuess
		}
		return candPlacement
	case r.fin[c].Has(d):
		return candFin
	case r.premise[c].Has(d):
		return candPremise
	case r.bTrue[c].Has(d):
		return candBranchTrue
	case r.bFalse[c].Has(d):
		return candBranchFalse
	case r.via[c].Has(d):
		return candVia
	case r.pattern[c].Has(d) && !(r.truthShown && r.groupCells(p.v.model.Step).Has(c)):
		// A chain's sets keep their digits plain: their tint and letter
		// mark them, and a green disc there would read as made true.
		return candPattern
	case r.link[c].Has(d):
		return candLink
	case r.ctxTrue[c].Has(d):
		return candContextTrue
	case r.ctxFalse[c].Has(d):
		return candContextFalse
	}
	return candPlain
}

// shownDigits returns the candidates drawn in empty cell c: its
// candidates when they are shown (or the person's notes), and the step's
// always.
func (p *boardPainter) shownDigits(c grid.Cell) steps.Digits {
	m := &p.v.model
	var show steps.Digits
	if p.v.candidates || m.Notes {
		show = m.Candidates[c]
	}
	r := p.roles
	show |= r.pattern[c] | r.elim[c] | r.fin[c] | r.link[c] | r.restricted[c] | r.branchCandidates(c) | r.ctxTrue[c] | r.ctxFalse[c]
	if st := m.Step; st != nil && st.Kind == steps.Logic {
		show |= r.place[c]
	}
	return show & steps.AllDigits // a stray bit in a model is no digit
}

// paintCandidates draws the small digits of empty cells. The step's
// candidates are drawn whether or not candidates are shown, and whether
// or not they are still in the cell, so the step always reads.
func (p *boardPainter) paintCandidates() {
	m, pal := &p.v.model, p.pal
	size := p.px.cell * 0.26
	radius := p.px.cell * 0.148
	strikeW := math.Max(1.2, p.px.cell*0.03)
	plain := pal.candidate
	if m.Notes {
		plain = pal.entered // the person's notes, in the ink of their entries
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != 0 {
			continue
		}
		show := p.shownDigits(c)
		fade := 1.0
		if p.fading.Has(c) {
			fade = 1 - 0.75*p.v.fade
		}
		for _, d := range show.List() {
			at := p.px.candidateCentre(c, d)
			role := p.roleOf(c, d)
			p.begin(p.candidateClass(c, d, role), "data-cand", candName(steps.Candidate{Cell: c, Digit: d}))
			p.paintCandidate(c, d, role, at, fade, plain, size, radius, strikeW)
			p.end()
		}
	}
}

// paintCandidate draws candidate d of cell c in its role.
func (p *boardPainter) paintCandidate(c grid.Cell, d int8, role candidateRole, at vec, fade float64, plain color.NRGBA, size, radius, strikeW float64) {
	r, pal := p.roles, p.pal
	var disc color.NRGBA
	switch role {
	case candPattern, candLink:
		disc = pal.pattern
	case candFin:
		disc = pal.fin
	case candPlacement:
		disc = pal.placement
	case candGuess:
		disc = pal.guess
	case candElimination:
		disc = pal.elimination
	}
	switch role {
	case candContextTrue, candContextFalse:
		p.paintContextCandidate(d, role == candContextTrue, at, radius, size)
		return
	case candVia:
		p.digit(rune('0'+d), true, size, at.x, at.y, pal.link)
		return
	case candPlain:
		p.digit(rune('0'+d), false, size, at.x, at.y, fadeColour(plain, fade))
		if r.restricted[c].Has(d) {
			p.paintRestricted(at, radius)
		}
		return
	case candBranchTrue, candBranchFalse, candPremise:
		p.paintBranchCandidate(c, d, role, at, radius, size)
		if r.restricted[c].Has(d) {
			p.paintRestricted(at, radius)
		}
		if r.contraCand[c].Has(d) {
			p.paintContradictionCandidate(at, radius)
		}
		return
	}
	var s shape
	s.circle(at, radius)
	if role == candElimination {
		// An eliminated candidate: its digit in red on a pale
		// red disc, struck through; a branch's premise that the
		// step eliminates keeps its square under the strike.
		if r.premise[c].Has(d) {
			paintTruth(p.surface, pal, d, true, r.bTrue[c].Has(d), at, radius, size, math.Max(1.2, p.px.cell*0.03))
		} else {
			p.fill(&s, withAlpha(disc, tintElimination))
			p.digit(rune('0'+d), true, size, at.x, at.y, disc)
		}
		k := radius * 0.95
		a, b := vec{at.x - k*0.74, at.y + k*0.68}, vec{at.x + k*0.74, at.y - k*0.68}
		if r.premise[c].Has(d) {
			// A halo keeps the red strike apart from the square.
			var halo shape
			halo.segment(a, b, strikeW*2.4)
			p.fill(&halo, pal.cell)
		}
		var strike shape
		strike.segment(a, b, strikeW)
		strike.circle(a, strikeW/2)
		strike.circle(b, strikeW/2)
		p.fill(&strike, disc)
		return
	}
	p.fill(&s, disc)
	if r.restricted[c].Has(d) {
		p.paintRestricted(at, radius)
	}
	p.digit(rune('0'+d), true, size, at.x, at.y, pal.onRole)
}

// quadPoint evaluates a quadratic Bézier curve at t.
func quadPoint(a, ctrl, b vec, t float64) vec {
	u := 1 - t
	return a.scale(u * u).add(ctrl.scale(2 * u * t)).add(b.scale(t * t))
}

// trimPathEnd shortens a polyline by length k at its end.
func trimPathEnd(pts []vec, k float64) []vec {
	for len(pts) >= 2 {
		a, b := pts[len(pts)-2], pts[len(pts)-1]
		l := b.sub(a).length()
		if l > k {
			pts[len(pts)-1] = b.sub(b.sub(a).unit().scale(k))
			return pts
		}
		k -= l
		pts = pts[:len(pts)-1]
	}
	return pts
}

// allCells is every cell of the board; a set from a model is masked
// with it, as a stray bit beyond cell 80 is no cell.
var allCells = grid.CellSet{Lo: ^uint64(0), Hi: 1<<(grid.NumCells-64) - 1}
