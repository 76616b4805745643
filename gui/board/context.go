package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The context of a level down. The inner proof of a nested forcing
// chain stands in its branch's position: the candidates the branch has
// made true or false so far (Model.Context). The board draws them
// faded, in the plain candidates' grey, under the inner proof: one made
// true on a pale disc, one made false struck through thinly, with no
// arrows, so that the inner proof carries the picture and the branch's
// position still reads.

// resolveContext fills the context roles from infs, the first part a
// candidate plays winning, as in a branch.
func (r *stepRoles) resolveContext(infs []steps.Inference) {
	var seen [grid.NumCells]steps.Digits
	for _, in := range infs {
		c := in.Candidate
		if !validCand(c) || seen[c.Cell].Has(c.Digit) {
			continue
		}
		seen[c.Cell] |= steps.DigitSet(c.Digit)
		if in.On {
			r.ctxTrue[c.Cell] |= steps.DigitSet(c.Digit)
		} else {
			r.ctxFalse[c.Cell] |= steps.DigitSet(c.Digit)
		}
	}
}

// paintContextCandidate draws candidate d of a context: on a pale disc
// when made true, struck through thinly when made false.
func (p *boardPainter) paintContextCandidate(d int8, on bool, at vec, radius, size float64) {
	ink := p.pal.candidate
	if on {
		var s shape
		s.circle(at, radius)
		p.fill(&s, withAlpha(ink, tintContext))
		p.digit(rune('0'+d), true, size, at.x, at.y, ink)
		return
	}
	p.digit(rune('0'+d), false, size, at.x, at.y, withAlpha(ink, 0x90))
	var strike shape
	k := radius * 0.9
	w := math.Max(1, p.px.cell*0.018)
	strike.segment(vec{at.x - k*0.74, at.y + k*0.68}, vec{at.x + k*0.74, at.y - k*0.68}, w)
	p.fill(&strike, withAlpha(ink, 0xB0))
}
