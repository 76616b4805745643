package board

import (
	"fmt"
	"image/color"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Filter picks out cells of the board by their candidates, for a person
// looking for a pattern by eye: the places of one digit, the bivalue
// cells, the cells with a given number of candidates. The picked cells
// are tinted and every other cell is dimmed, under whatever a step
// draws, so that a step and a filter can be shown together. The zero
// Filter picks nothing and changes nothing.
type Filter struct {
	// Digit, 1–9, picks the empty cells where Digit is a candidate
	// (and the cells already holding it stay undimmed); 0 for none.
	Digit int8
	// Count, 1–9, picks the empty cells with exactly Count candidates
	// (2: the bivalue cells); 0 for none. With Digit too, a cell must
	// have both.
	Count int8
}

// Active reports whether the filter picks anything out.
func (f Filter) Active() bool { return f.valid().Digit != 0 || f.valid().Count != 0 }

// valid returns f with values out of 1–9 dropped.
func (f Filter) valid() Filter {
	if f.Digit < 1 || f.Digit > 9 {
		f.Digit = 0
	}
	if f.Count < 1 || f.Count > 9 {
		f.Count = 0
	}
	return f
}

// String says what the filter shows, for a status bar: "digit 5",
// "bivalue cells", "cells with 3 candidates", "bivalue cells with 5".
func (f Filter) String() string {
	f = f.valid()
	count := ""
	switch f.Count {
	case 0:
	case 1:
		count = "cells with 1 candidate"
	case 2:
		count = "bivalue cells"
	default:
		count = fmt.Sprintf("cells with %d candidates", f.Count)
	}
	switch {
	case f.Digit != 0 && count != "":
		return fmt.Sprintf("%s holding %d", count, f.Digit)
	case f.Digit != 0:
		return fmt.Sprintf("digit %d", f.Digit)
	case count != "":
		return count
	}
	return "no filter"
}

// Picks returns the cells the filter tints in m: empty cells whose
// candidates (the engine's, or the person's notes) fit it. A cell
// without any, as in a game played without notes, counts the digits
// its peers leave it, so that the places of a digit show all the same.
func (f Filter) Picks(m *Model) grid.CellSet {
	f = f.valid()
	var out grid.CellSet
	if !f.Active() {
		return out
	}
	layout := m.Layout
	if layout == nil {
		layout = grid.Standard()
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] != 0 {
			continue
		}
		ds := m.Candidates[c] & steps.AllDigits
		if ds == 0 {
			ds = steps.AllDigits
			for _, q := range layout.Peers(c).Cells() {
				if d := m.Digits[q]; d >= 1 && d <= 9 {
					ds &^= steps.DigitSet(d)
				}
			}
		}
		if f.Digit != 0 && !ds.Has(f.Digit) {
			continue
		}
		if f.Count != 0 && ds.Len() != int(f.Count) {
			continue
		}
		out = out.With(c)
	}
	return out
}

// Kept returns the cells the filter neither tints nor dims: those that
// already hold the filtered digit, so that the person sees its places
// and the places it has left together.
func (f Filter) Kept(m *Model) grid.CellSet {
	f = f.valid()
	var out grid.CellSet
	if f.Digit == 0 || f.Count != 0 {
		return out
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] == f.Digit {
			out = out.With(c)
		}
	}
	return out
}

// Opacities of the filter's marks.
const (
	tintFilter      = 0x70 // a picked cell
	tintFilterDim   = 0xB8 // the veil over a cell the filter leaves out
	tintFilterDigit = 0x90 // the disc under the filtered digit's candidate
)

// filterColour is the tint of the cells a filter picks: a yellow that no
// step role uses, light on a light board and deep on a dark one.
func (p *Palette) filterColour() color.NRGBA {
	if p.dark {
		return hexColour(0xB08C00)
	}
	return hexColour(0xFFD430)
}

// paintFilterCells tints the picked cells and veils the others in the
// background colour, over the region colours and under the step's
// tints.
func (p *boardPainter) paintFilterCells() {
	f := p.v.filter
	if !f.Active() {
		return
	}
	m := &p.v.model
	picks, kept := f.Picks(m), f.Kept(m)
	p.begin("filter")
	defer p.end()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case picks.Has(c):
			p.fillRect(p.cellRect(c), withAlpha(p.pal.filterColour(), tintFilter))
		case !kept.Has(c):
			p.fillRect(p.cellRect(c), withAlpha(p.pal.background, tintFilterDim))
		}
	}
}

// paintFilterDigit puts a disc under the filtered digit's candidate in
// every picked cell, before the candidates are drawn: a step's own
// discs cover it where they fall on the same candidate.
func (p *boardPainter) paintFilterDigit() {
	f := p.v.filter.valid()
	if f.Digit == 0 {
		return
	}
	m := &p.v.model
	if !p.v.candidates && !m.Notes {
		return // no candidates drawn: the cell's tint says it all
	}
	radius := p.px.cell * 0.148
	var s shape
	for _, c := range f.Picks(m).Cells() {
		s.circle(p.px.candidateCentre(c, f.Digit), radius)
	}
	p.begin("filter-digit")
	p.fill(&s, withAlpha(p.pal.filterColour(), tintFilterDigit))
	p.end()
}
