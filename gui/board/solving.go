package board

import (
	"math"
)

// This file draws what a Check finds on the person's own position:
// entries that differ from the solution, ringed in red (their digit is
// red too, see paintDigits), and cells whose notes lack the solution's
// digit, framed in red dashes just inside their edges. The frame stays
// clear of the notes, which must still read, and its dashes tell it
// from the solid ring of a contradiction's cell.

// paintCheckMarks draws the marks of Model.Wrong and Model.WrongNotes.
func (p *boardPainter) paintCheckMarks() {
	m := &p.v.model
	col := p.pal.conflict
	w := math.Max(1.5, p.px.cell*0.05)
	for _, c := range m.Wrong.And(allCells).Cells() {
		if m.Digits[c] == 0 {
			continue
		}
		var ring shape
		ring.polyline(circlePoints(p.px.centre(c), p.px.cell*0.36), w, 0, 0, 0)
		p.fill(&ring, col)
	}
	fw := math.Max(1.5, p.px.cell*0.045)
	dash, gap := p.px.cell*0.13, p.px.cell*0.075
	for _, c := range m.WrongNotes.And(allCells).Cells() {
		r := p.cellRect(c).Inset(p.thick/2 + 1)
		x0, y0 := float64(r.Min.X)+fw/2, float64(r.Min.Y)+fw/2
		x1, y1 := float64(r.Max.X)-fw/2, float64(r.Max.Y)-fw/2
		if x1-x0 < 2*fw || y1-y0 < 2*fw {
			continue
		}
		var frame shape
		frame.polyline([]vec{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}, fw, dash, gap, dash/2)
		p.fill(&frame, col)
	}
}
