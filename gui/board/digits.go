package board

import (
	"image"
	"image/color"
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// paintDigits draws the placed digits: givens bold, the person's and the
// solver's digits each in their own colour, clashes in red, and the
// digit a step places in its role's colour.
func (p *boardPainter) paintDigits() {
	m, pal := &p.v.model, p.pal
	size := p.px.cell * 0.66
	st := m.Step
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		d := m.Digits[c]
		placed := false
		if d == 0 && st != nil && st.Kind == steps.Guess && p.roles.place[c] != 0 {
			// A guess shows the digit it tries, in the cell, in orange.
			d, placed = p.roles.place[c].List()[0], true
		}
		if d < 1 || d > 9 {
			continue
		}
		col, bold := pal.solved, false
		switch m.Origins[c] {
		case Given:
			col, bold = pal.text, true
		case Entered:
			col = pal.entered
		}
		switch {
		case m.Conflicts.Has(c) || m.Wrong.Has(c):
			col = pal.conflict
		case placed || (st != nil && st.Kind == steps.Guess && p.roles.place[c].Has(d)):
			col, bold = pal.guessText, true
		case st != nil && st.Kind == steps.Logic && p.roles.place[c].Has(d):
			col, bold = pal.placement, true
		}
		if p.fading.Has(c) {
			col = fadeColour(col, 1-0.75*p.v.fade)
		}
		at := p.px.centre(c)
		class := "placed"
		switch {
		case placed:
			class = "guess"
		case m.Origins[c] == Given:
			class = "given"
		case m.Origins[c] == Entered:
			class = "entry"
		}
		p.begin(class, "data-cell", c.String())
		p.digit(rune('0'+d), bold, size, at.x, at.y, col)
		p.end()
		if p.roles.elim[c].Has(d) {
			// A placed digit the step removes, such as the guess a
			// backtrack takes back: struck through in red.
			k := p.px.cell * 0.3
			w := math.Max(2, p.px.cell*0.05)
			a, b := vec{at.x - k*0.8, at.y + k}, vec{at.x + k*0.8, at.y - k}
			var s shape
			s.segment(a, b, w)
			s.circle(a, w/2)
			s.circle(b, w/2)
			p.fill(&s, p.pal.elimination)
		}
	}
	p.paintCheckMarks()
	// A contradiction's cell and a guessed cell are also ringed.
	if st != nil && st.Kind == steps.Contradiction {
		for _, c := range stepCells(st).Cells() {
			p.ringCell(c, p.pal.contradiction)
		}
	}
	if st != nil && st.Kind == steps.Guess {
		for _, pl := range st.Placements {
			if validCell(pl.Cell) {
				p.ringCell(pl.Cell, p.pal.guess)
			}
		}
	}
}

// ringCell draws a ring just inside a cell's edges.
func (p *boardPainter) ringCell(c grid.Cell, col color.NRGBA) {
	w := int(math.Round(math.Max(2, p.px.cell*0.055)))
	p.ringRect(p.cellRect(c).Inset(p.thick/2+1), w, col)
}

// ringRect fills a frame of width w just inside r.
func (p *boardPainter) ringRect(r image.Rectangle, w int, col color.NRGBA) {
	if r.Dx() < 2*w || r.Dy() < 2*w {
		return
	}
	p.fillRect(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), col)
	p.fillRect(image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), col)
	p.fillRect(image.Rect(r.Min.X, r.Min.Y+w, r.Min.X+w, r.Max.Y-w), col)
	p.fillRect(image.Rect(r.Max.X-w, r.Min.Y+w, r.Max.X, r.Max.Y-w), col)
}

// outline adds the outline of a rectangle, stroked with width w.
func outline(s *shape, x0, y0, x1, y1, w float64) {
	h := w / 2
	s.segment(vec{x0 - h, y0}, vec{x1 + h, y0}, w)
	s.segment(vec{x0 - h, y1}, vec{x1 + h, y1}, w)
	s.segment(vec{x0, y0 + h}, vec{x0, y1 - h}, w)
	s.segment(vec{x1, y0 + h}, vec{x1, y1 - h}, w)
}
