package board

import (
	"image"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// filterModel has digit 5 placed in r1c1, candidates {5,7} in r2c2,
// {1,2,3} in r3c3 and {4,5,6} in r5c5; every other empty cell has the
// one candidate 8 (a cell with none counts what its peers allow).
func filterModel() Model {
	var m Model
	for c := range m.Candidates {
		m.Candidates[c] = steps.DigitSet(8)
	}
	m.Digits[grid.CellAt(0, 0)] = 5
	m.Candidates[grid.CellAt(1, 1)] = steps.DigitSet(5, 7)
	m.Candidates[grid.CellAt(2, 2)] = steps.DigitSet(1, 2, 3)
	m.Candidates[grid.CellAt(4, 4)] = steps.DigitSet(4, 5, 6)
	return m
}

func TestFilterPicks(t *testing.T) {
	m := filterModel()
	cells := func(cs ...grid.Cell) grid.CellSet {
		var s grid.CellSet
		for _, c := range cs {
			s = s.With(c)
		}
		return s
	}
	tests := []struct {
		f    Filter
		want grid.CellSet
		text string
	}{
		{Filter{Digit: 5}, cells(grid.CellAt(1, 1), grid.CellAt(4, 4)), "digit 5"},
		{Filter{Count: 2}, cells(grid.CellAt(1, 1)), "bivalue cells"},
		{Filter{Count: 3}, cells(grid.CellAt(2, 2), grid.CellAt(4, 4)), "cells with 3 candidates"},
		{Filter{Digit: 5, Count: 3}, cells(grid.CellAt(4, 4)), "cells with 3 candidates holding 5"},
		{Filter{Digit: 8, Count: 2}, cells(), "bivalue cells holding 8"},
		{Filter{}, cells(), "no filter"},
		{Filter{Digit: 12, Count: -1}, cells(), "no filter"}, // out of range: nothing, no panic
	}
	for _, tt := range tests {
		if got := tt.f.Picks(&m); got != tt.want {
			t.Errorf("%+v picks %v, want %v", tt.f, got.Cells(), tt.want.Cells())
		}
		if got := tt.f.String(); got != tt.text {
			t.Errorf("%+v says %q, want %q", tt.f, got, tt.text)
		}
	}
	if k := (Filter{Digit: 5}).Kept(&m); k != cells(grid.CellAt(0, 0)) {
		t.Errorf("digit 5 keeps %v, want r1c1 which holds it", k.Cells())
	}
	// Without candidates, a cell counts what its peers allow: r1c2 sees
	// the 5 in r1c1, r9c9 does not.
	m.Candidates[grid.CellAt(0, 1)], m.Candidates[grid.CellAt(8, 8)] = 0, 0
	got := (Filter{Digit: 5}).Picks(&m)
	if got.Has(grid.CellAt(0, 1)) || !got.Has(grid.CellAt(8, 8)) {
		t.Errorf("without notes, digit 5 picks %v: want r9c9, not r1c2", got.Cells())
	}
}

// TestFilterTintsAndDims paints a digit filter, alone and under a step,
// and checks a picked cell is tinted, a cell without the digit dimmed,
// and the step's elimination disc still drawn over the filter.
func TestFilterTintsAndDims(t *testing.T) {
	m := filterModel()
	pal := defaultPalette(false)
	cellFill := func(img *image.RGBA, px pixelGrid, c grid.Cell) (r, g, b uint8) {
		x0, y0, _, _ := px.cellBox(c)
		at := img.RGBAAt(x0+3, y0+3)
		return at.R, at.G, at.B
	}
	plain, px := paintView(plainView(m), 450)
	v := plainView(m)
	v.filter = Filter{Digit: 5}
	filtered, _ := paintView(v, 450)

	picked, other := grid.CellAt(1, 1), grid.CellAt(2, 2)
	pr, pg, pb := cellFill(plain, px, picked)
	fr, fg, fb := cellFill(filtered, px, picked)
	if pr == fr && pg == fg && pb == fb {
		t.Errorf("picked cell r2c2 keeps its plain fill under the filter")
	}
	if int(fb) >= int(fr) {
		t.Errorf("picked cell r2c2 is not tinted yellow: %d,%d,%d", fr, fg, fb)
	}
	// A dimmed cell moves towards the background (white in the light theme).
	or, og, ob := cellFill(plain, px, other)
	dr, dg, db := cellFill(filtered, px, other)
	if int(dr)+int(dg)+int(db) <= int(or)+int(og)+int(ob) {
		t.Errorf("cell r3c3 without a 5 is not dimmed: %d,%d,%d then %d,%d,%d", or, og, ob, dr, dg, db)
	}
	// The cell holding 5 is neither tinted nor dimmed.
	kr, kg, kb := cellFill(plain, px, grid.CellAt(0, 0))
	lr, lg, lb := cellFill(filtered, px, grid.CellAt(0, 0))
	if kr != lr || kg != lg || kb != lb {
		t.Errorf("r1c1, which holds 5, changed under the filter")
	}

	// Under a step: the step's elimination on r5c5's 5 is struck through
	// over the filter's disc.
	m.Step = &steps.Step{Eliminations: []steps.Candidate{{Cell: grid.CellAt(4, 4), Digit: 5}}}
	v = plainView(m)
	v.filter = Filter{Digit: 5}
	img, px := paintView(v, 900)
	at := px.candidateCentre(grid.CellAt(4, 4), 5)
	k := px.cell * 0.148 * 0.95 * 0.6
	if got := img.At(int(at.x+k*0.74), int(at.y-k*0.68)); !near(got, pal.elimination) {
		t.Errorf("the step's elimination under a filter: colour %v, want near %v", got, pal.elimination)
	}
	// And the filter still tints the step's cell r2c2 beside it.
	if r, g, b := cellFill(img, px, picked); int(b) >= int(r) {
		t.Errorf("under a step, picked cell r2c2 is not tinted: %d,%d,%d", r, g, b)
	}

}
