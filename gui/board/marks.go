package board

import (
	"fmt"
	"image/color"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// NumMarkColours is how many colours the person paints with: five
// pairs, the two colours of a pair being the two sides of one chain.
const NumMarkColours = 10

// Marks are the person's colour marks, as plain data: a colour 1–10 on a
// cell, or on candidate d (index d−1) of a cell; 0 is none. Colours 1
// and 2 are the first pair, 3 and 4 the second, and so on.
type Marks struct {
	Cells      [grid.NumCells]int8
	Candidates [grid.NumCells][9]int8
}

// Each pair is one hue, the first colour deep and the second pale, so
// that the two sides of a chain read as one pair and apart at once; the
// five hues keep clear of the region colours' pastel band (the pale ones
// are framed in their deep colour to stay apart from a region's fill).
var (
	markColoursLight = [NumMarkColours]color.NRGBA{
		hexColour(0xFF9F1C), hexColour(0xFFD79A), // orange
		hexColour(0x9B8CF0), hexColour(0xD5CEFF), // violet
		hexColour(0x3DC9A8), hexColour(0xB5EEDF), // teal
		hexColour(0xF27BAE), hexColour(0xFAC8DD), // pink
		hexColour(0x8CC751), hexColour(0xD3EDB6), // green
	}
	// On the dark board the pale side is a muted mid tone, brighter than
	// the deep region fills, so that a 1b disc still shows on them.
	markColoursDark = [NumMarkColours]color.NRGBA{
		hexColour(0xB86A00), hexColour(0x8A6630),
		hexColour(0x5E4DC2), hexColour(0x5A5096),
		hexColour(0x13866E), hexColour(0x337565),
		hexColour(0xA8336A), hexColour(0x84466A),
		hexColour(0x4F7F1F), hexColour(0x5A7340),
	}
)

// MarkColour returns colour k (1–10) of the person's marks in this
// palette; k out of range gives the first.
func (p *Palette) MarkColour(k int) color.NRGBA {
	if k < 1 || k > NumMarkColours {
		k = 1
	}
	if p.dark {
		return markColoursDark[k-1]
	}
	return markColoursLight[k-1]
}

// markName names colour k as the window does: 1a, 1b … 5b.
func markName(k int8) string { return fmt.Sprintf("%d%c", (k+1)/2, 'a'+(k+1)%2) }

// validMark reports whether k is a colour.
func validMark(k int8) bool { return k >= 1 && k <= NumMarkColours }

// paintMarkCells fills the painted cells, set in from the cell lines, and
// frames each in its pair's deep colour; over the region colours and the
// filter, under every tint of a step.
func (p *boardPainter) paintMarkCells() {
	mk := &p.v.model.Marks
	inset := max(1, p.thick/2)
	frame := max(1, int(p.px.cell*0.04))
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		k := mk.Cells[c]
		if !validMark(k) {
			continue
		}
		r := p.cellRect(c).Inset(inset)
		p.begin("mark colour-"+markName(k), "data-cell", c.String())
		p.fillRect(r, p.pal.MarkColour(int(k)))
		p.ringRect(r, frame, p.pal.MarkColour(int(k+1)/2*2-1))
		p.end()
	}
}

// paintMarkCandidates puts a disc in its colour under each painted
// candidate, before the candidates are drawn; a step's discs, drawn with
// the candidates, cover it where they meet.
func (p *boardPainter) paintMarkCandidates() {
	m := &p.v.model
	radius := p.px.cell * 0.16
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != 0 {
			continue
		}
		for i, k := range m.Marks.Candidates[c] {
			if !validMark(k) {
				continue
			}
			var s shape
			s.circle(p.px.candidateCentre(c, int8(i+1)), radius)
			p.begin("mark colour-"+markName(k), "data-cand", candName(steps.Candidate{Cell: c, Digit: int8(i + 1)}))
			p.fill(&s, p.pal.MarkColour(int(k)))
			p.end()
		}
	}
}
