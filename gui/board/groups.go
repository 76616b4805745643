package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// This file draws a step's groups of cells (almost locked sets, the two
// sets of a Sue de Coq, the innies and outies of the Law of Leftovers):
// each group a tint over its cells in its own series colour, with an
// outline of the same colour that follows the group's shape, so that the
// group still reads where its tint meets a region colour of a like hue.

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
	var plain grid.CellSet
	for i := range st.Groups {
		plain = plain.Or(groupSet(&st.Groups[i]))
	}
	for _, c := range plain.Cells() {
		p.fillRect(p.cellRect(c), p.pal.cell)
	}
	for i := range st.Groups {
		col := withAlpha(p.pal.seriesColour(i), p.pal.groupTint)
		for _, c := range groupSet(&st.Groups[i]).Cells() {
			p.fillRect(p.cellRect(c), col)
		}
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
	for i := range st.Groups {
		set := groupSet(&st.Groups[i])
		inset := base
		for _, d := range drawn {
			if !d.And(set).Empty() {
				inset += w
			}
		}
		p.outlineCells(set, p.pal.seriesColour(i), w, inset)
		drawn = append(drawn, set)
	}
}
