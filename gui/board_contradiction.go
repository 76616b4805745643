package gui

import (
	"math"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// A branch of a forcing chain or net may end in a contradiction rather
// than in the step's conclusion: a cell left without candidates, a digit
// left without a place in a house, or a candidate made both true and
// false. The board marks it in the contradiction colour while the
// branch is drawn: the cell tinted and ringed, the house outlined, the
// candidate ringed.
//
// The step carries the cells and houses (Step.Cells, Step.Houses) but
// not which branch each belongs to, and not the candidate; the branch's
// text says which, in the engine's words ("=> r2c1 has no candidate
// left", "=> 3 has no place left in row 4", "=> r5c5 would be 7 and not
// 7"). A cell or house is taken from the text only when the step lists
// it, so a text in other words marks nothing rather than something
// wrong.

// contradiction is where one branch's contradiction lies.
type contradiction struct {
	cell  grid.Cell       // the cell left without candidates, or -1
	house int             // the house left without a place for a digit, or -1
	cand  steps.Candidate // the candidate both true and false; Digit 0 for none
}

// branchContradiction reads where branch b of st ends in a
// contradiction, and reports false when it does not or the text says
// no place the step lists.
func branchContradiction(st *steps.Step, b *steps.Branch, l *grid.Layout) (contradiction, bool) {
	none := contradiction{cell: -1, house: -1}
	if !b.Contradiction {
		return none, false
	}
	i := strings.LastIndex(b.Text, "=> ")
	if i < 0 {
		return none, false
	}
	words := strings.Fields(b.Text[i+3:])
	switch {
	case len(words) == 5 && strings.Join(words[1:], " ") == "has no candidate left":
		c, err := grid.ParseCell(words[0])
		if err != nil || !hasCell(st.Cells, c) {
			return none, false
		}
		none.cell = c
		return none, true
	case len(words) >= 7 && strings.Join(words[1:5], " ") == "has no place left":
		name := strings.Join(words[6:], " ")
		if words[5] != "in" {
			return none, false
		}
		for _, h := range st.Houses {
			if h >= 0 && h < grid.NumHouses && steps.HouseName(l, h) == name {
				none.house = h
				return none, true
			}
		}
	case len(words) == 7 && words[1] == "would" && words[2] == "be" && words[4] == "and" && words[5] == "not" && words[3] == words[6]:
		c, err := grid.ParseCell(words[0])
		d, derr := strconv.Atoi(words[3])
		if err == nil && derr == nil && d >= 1 && d <= 9 {
			none.cand = steps.Candidate{Cell: c, Digit: int8(d)}
			return none, true
		}
	}
	return none, false
}

// hasCell reports whether c is one of cs.
func hasCell(cs []grid.Cell, c grid.Cell) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
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
		c, ok := branchContradiction(st, &st.Branches[i], l)
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
