package model

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestRebase(t *testing.T) {
	std := grid.Puzzle{Layout: grid.Standard()}
	std.Givens[grid.CellAt(0, 0)] = 5
	std.Givens[grid.CellAt(4, 4)] = 7
	var saved play.Progress
	saved.Entries[grid.CellAt(0, 0)] = 5 // equal to its new given: not lost
	saved.Entries[grid.CellAt(4, 4)] = 3 // under a different given
	saved.Entries[grid.CellAt(0, 8)] = 5 // clashes with the given r1c1
	saved.Entries[grid.CellAt(8, 8)] = 2 // fits
	saved.Notes[grid.CellAt(4, 0)] = play.NoteMask(steps.DigitSet(7) | steps.DigitSet(1))
	saved.Entries[grid.CellAt(2, 2)] = 12 // hostile: kept for Restore to refuse
	got, dropped := rebase(saved, std)
	if want := grid.CellSetOf(grid.CellAt(4, 4), grid.CellAt(0, 8)); dropped != want {
		t.Errorf("dropped %v, want %v", dropped, want)
	}
	if got.Entries[grid.CellAt(8, 8)] != 2 || got.Entries[grid.CellAt(0, 0)] != 0 {
		t.Error("rebase lost a fitting entry or kept one on a given")
	}
	if got.Notes[grid.CellAt(4, 0)] != play.NoteMask(steps.DigitSet(1)) {
		t.Errorf("notes of r5c1 = %#x, want only 1 (7 is a given in its row)", got.Notes[grid.CellAt(4, 0)])
	}
	if _, err := play.Restore(std, got); err == nil {
		t.Error("Restore took an entry of 12")
	}
}

func TestRebaseJigsaw(t *testing.T) {
	// Region k holds rows k%3, k%3+3 and k%3+6 of the band of columns
	// k/3, so r1c1 and r4c2 share a region, and no row, column or box.
	ids := make([]int, grid.NumCells)
	for c := range ids {
		cell := grid.Cell(c)
		ids[c] = (cell.Row()%3)*3 + cell.Col()/3 + 1
	}
	l, err := grid.NewLayout(ids)
	if err != nil {
		t.Skipf("no such layout: %v", err)
	}
	p := grid.Puzzle{Layout: l}
	p.Givens[grid.CellAt(0, 0)] = 4
	var saved play.Progress
	saved.Entries[grid.CellAt(3, 1)] = 4 // the given's region only
	saved.Entries[grid.CellAt(1, 1)] = 4 // the given's box, but not its region: fits
	got, dropped := rebase(saved, p)
	if dropped != grid.CellSetOf(grid.CellAt(3, 1)) || got.Entries[grid.CellAt(1, 1)] != 4 {
		t.Errorf("jigsaw rebase dropped %v, kept r2c2 = %d", dropped, got.Entries[grid.CellAt(1, 1)])
	}
}
