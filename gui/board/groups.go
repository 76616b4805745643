package board

import (
	"fmt"
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file draws a step's groups of cells (almost locked sets, the two
// sets of a Sue de Coq, the innies and outies of the Law of Leftovers):
// each group a tint over its cells in its own series colour, with an
// outline of the same colour that follows the group's shape, so that the
// group still reads where its tint meets a region colour of a like hue.

// groupCells returns the cells of the groups of st drawn.
func (r *stepRoles) groupCells(st *steps.Step) grid.CellSet {
	var s grid.CellSet
	if st == nil {
		return s
	}
	for i := 0; i < r.groups && i < len(st.Groups); i++ {
		s = s.Or(groupSet(&st.Groups[i]))
	}
	return s
}

// groupSet returns the cells of g that are on the board.
func groupSet(g *steps.Group) grid.CellSet {
	var s grid.CellSet
	for _, c := range g.Cells {
		if validCell(c) {
			s = s.With(c)
		}
	}
	return s
}

// paintGroupTints tints each group's cells in the group's colour. The
// tint is laid over the plain cell colour, not the region's, which would
// turn it into a third colour (orange over sky blue reads as grey); the
// region borders still show the regions.
func (p *boardPainter) paintGroupTints() {
	st := p.v.model.Step
	if st == nil {
		return
	}
	groups := st.Groups[:min(len(st.Groups), p.roles.groups)]
	var plain grid.CellSet
	for i := range groups {
		plain = plain.Or(groupSet(&groups[i]))
	}
	p.begin("group")
	for _, c := range plain.Cells() {
		p.fillRect(p.cellRect(c), p.pal.cell)
	}
	p.end()
	for i := range groups {
		col := withAlpha(p.pal.seriesColour(i), p.pal.groupTint)
		p.begin("group group-"+GroupLabel(st, i), "data-group", GroupLabel(st, i))
		for _, c := range groupSet(&groups[i]).Cells() {
			p.fillRect(p.cellRect(c), col)
		}
		p.end()
	}
}

// paintGroupOutlines outlines each group in its colour, inside the
// region lines and outside a house's outline, which is drawn further in.
// Groups that share cells are outlined at growing insets, so that each
// outline stays in sight.
func (p *boardPainter) paintGroupOutlines() {
	st := p.v.model.Step
	if st == nil || len(st.Groups) == 0 {
		return
	}
	w := math.Round(math.Max(2, p.px.cell*0.045))
	base := float64(p.thick)/2 + w/2
	var drawn []grid.CellSet
	for i := range st.Groups[:min(len(st.Groups), p.roles.groups)] {
		set := groupSet(&st.Groups[i])
		inset := base
		for _, d := range drawn {
			if !d.And(set).Empty() {
				inset += w
			}
		}
		p.begin("group group-"+GroupLabel(st, i), "data-group", GroupLabel(st, i))
		p.outlineCells(set, p.pal.seriesColour(i), w, inset)
		p.end()
		drawn = append(drawn, set)
	}
}

// GroupLabel returns the name group i of st goes by on the board and in
// the legend: its own label when short, else a letter, A for the first.
func GroupLabel(st *steps.Step, i int) string {
	if i < len(st.Groups) {
		if l := st.Groups[i].Label; l != "" && len([]rune(l)) <= 6 {
			return l
		}
	}
	if i < 26 {
		return string(rune('A' + i))
	}
	return fmt.Sprint(i + 1)
}

// regionFadeBusy is how far the region colours fade towards the plain
// cell colour while a busy step is shown.
const regionFadeBusy = 0.75

// paintGroupLabels labels each group drawn with its name, on a tab in
// its colour at the top-left corner of its first cell, where no
// candidate's digit lies. Groups sharing a corner take the next cell.
func (p *boardPainter) paintGroupLabels() {
	st := p.v.model.Step
	if st == nil || len(st.Groups) == 0 {
		return
	}
	h := p.px.cell * 0.27
	size := h * 0.78
	used := map[grid.Cell]bool{}
	for i := range st.Groups[:min(len(st.Groups), p.roles.groups)] {
		cells := groupSet(&st.Groups[i]).Cells()
		if len(cells) == 0 {
			continue
		}
		at := cells[0]
		for _, c := range cells {
			if !used[c] {
				at = c
				break
			}
		}
		used[at] = true
		label := GroupLabel(st, i)
		x0, y0, _, _ := p.px.cellBox(at)
		w := math.Max(h, p.textWidth(label, true, size)+h*0.5)
		cx, cy := float64(x0), float64(y0)
		var tab shape
		tab.roundRect(cx-w/2, cy-h/2, cx+w/2, cy+h/2, h*0.3)
		p.begin("group-label group-"+label, "data-group", label)
		p.fill(&tab, p.pal.seriesColour(i))
		p.text(label, true, size, cx, cy, p.pal.onRole)
		p.end()
	}
}
