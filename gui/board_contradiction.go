package gui

import (
	"math"
	"strings"

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

// breakdownCells returns the cells st's branches end in a
// contradiction in.
func breakdownCells(st *steps.Step) grid.CellSet {
	var out grid.CellSet
	for i := range st.Branches {
		if c, ok := branchContradiction(&st.Branches[i]); ok && c.cell >= 0 {
			out = out.With(c.cell)
		}
	}
	return out
}

// resolveContradictions finds the contradictions of st's branches: those
// of the branches shown are drawn, and a house any branch ends in is no
// longer drawn as one of the step's houses (the house forcing net's own
// house stays).
func (r *stepRoles) resolveContradictions(st *steps.Step, l *grid.Layout) {
	if st == nil || len(st.Branches) == 0 {
		return
	}
	shown := map[int]bool{}
	for _, i := range r.branches {
		shown[i] = true
	}
	var badHouses []int
	for i := range st.Branches {
		c, ok := branchContradiction(&st.Branches[i])
		if !ok {
			continue
		}
		if c.house >= 0 {
			badHouses = append(badHouses, c.house)
		}
		if !shown[i] {
			continue
		}
		switch {
		case c.cell >= 0:
			r.contraCells = r.contraCells.With(c.cell)
		case c.house >= 0:
			r.contraHouses = append(r.contraHouses, c.house)
		case validCand(c.cand):
			r.contraCand[c.cand.Cell] |= steps.DigitSet(c.cand.Digit)
		}
	}
	if len(badHouses) == 0 {
		return
	}
	// The forcing net's own house is the last of st.Houses and never a
	// contradiction's: keep it when a branch names it too.
	own := -1
	if strings.Contains(st.Technique, "House") && len(st.Houses) > 0 {
		own = st.Houses[len(st.Houses)-1]
	}
	keep := r.houses[:0]
	for _, h := range r.houses {
		bad := false
		for _, b := range badHouses {
			bad = bad || (b == h && h != own)
		}
		if !bad {
			keep = append(keep, h)
		}
	}
	r.houses = keep
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
