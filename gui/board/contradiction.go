package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// A branch of a forcing chain or net may end in a contradiction rather
// than in the step's conclusion: a cell left without candidates, a digit
// left without a place in a house, or a candidate made both true and
// false, as the branch's Breakdown says. The board marks it in the
// contradiction colour while the branch is drawn: the cell tinted and
// ringed, the house outlined, the candidate ringed.

// contradiction is where one branch's contradiction lies.
type contradiction struct {
	cell  grid.Cell       // the cell left without candidates, or -1
	house int             // the house left without a place for a digit, or -1
	cand  steps.Candidate // the candidate both true and false; Digit 0 for none
}

// branchContradiction returns where branch b ends in a contradiction,
// and reports false when it does not, or names no place on the board.
func branchContradiction(b *steps.Branch) (contradiction, bool) {
	c := contradiction{cell: -1, house: -1}
	bd := b.Breakdown
	if !b.Contradiction || bd == nil {
		return c, false
	}
	switch {
	case bd.Cell >= 0 && bd.Cell < grid.NumCells:
		c.cell = bd.Cell
	case bd.House >= 0 && bd.House < grid.NumHouses:
		c.house = bd.House
	case validCand(bd.Both):
		c.cand = bd.Both
	default:
		return c, false
	}
	return c, true
}

// resolveContradictions finds where the shown branches of st end in a
// contradiction, to be drawn in the contradiction colour.
func (r *stepRoles) resolveContradictions(st *steps.Step) {
	r.resolveContradictionsUnfolded(st, 0, 0)
}

// resolveContradictionsUnfolded is resolveContradictions for a board
// that shows branch (Model.Branch) unfolded to unfold inferences
// (Model.Unfold): a branch unfolded short of its last inference has not
// reached its contradiction yet, and none is drawn.
func (r *stepRoles) resolveContradictionsUnfolded(st *steps.Step, branch, unfold int) {
	if st == nil {
		return
	}
	if unfold > 0 && branch == 0 && len(st.Branches) == 1 {
		branch = 1
	}
	for _, i := range r.branches {
		if i < 0 || i >= len(st.Branches) {
			continue
		}
		if b := &st.Branches[i]; branch == i+1 && unfold > 0 && unfold < max(len(b.Inferences), len(b.Links)) {
			continue
		}
		c, ok := branchContradiction(&st.Branches[i])
		switch {
		case !ok:
		case c.cell >= 0:
			r.contraCells = r.contraCells.With(c.cell)
		case c.house >= 0:
			r.contraHouses = append(r.contraHouses, c.house)
		case validCand(c.cand):
			r.contraCand[c.cand.Cell] |= steps.DigitSet(c.cand.Digit)
		}
	}
}

// paintContradictionCells tints the cells and houses the branches shown
// end in.
func (p *boardPainter) paintContradictionCells() {
	for _, h := range p.roles.contraHouses {
		for _, c := range p.layout.House(h).Cells {
			p.fillRect(p.cellRect(c), withAlpha(p.pal.contradiction, tintContradict/2))
		}
	}
	for _, c := range p.roles.contraCells.Cells() {
		p.fillRect(p.cellRect(c), withAlpha(p.pal.contradiction, tintContradict))
	}
}

// paintContradictionMarks outlines the houses and rings the cells the
// branches shown end in.
func (p *boardPainter) paintContradictionMarks() {
	if len(p.roles.contraHouses) > 0 {
		w := math.Round(math.Max(2, p.px.cell*0.05))
		inset := float64(p.thick)/2 + w/2 + math.Max(1, p.px.cell*0.025)
		for _, h := range p.roles.contraHouses {
			p.outlineCells(p.layout.House(h).Set, p.pal.contradiction, w, inset)
		}
	}
	for _, c := range p.roles.contraCells.Cells() {
		p.ringCell(c, p.pal.contradiction)
	}
}

// paintContradictionCandidate rings a candidate made both true and
// false, just outside its disc.
func (p *boardPainter) paintContradictionCandidate(at vec, radius float64) {
	w := math.Max(1.5, p.px.cell*0.035)
	var ring shape
	ring.polyline(circlePoints(at, radius+w/2+math.Max(0.5, w*0.2)), w, 0, 0, 0)
	p.fill(&ring, p.pal.contradiction)
}
