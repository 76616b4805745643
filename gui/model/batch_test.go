package model

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// TestBatchSkipsEditedPuzzles: a puzzle edited while the set is solved
// keeps its own status.
func TestBatchSkipsEditedPuzzles(t *testing.T) {
	puzzles := []grid.Puzzle{{}, {}}
	b := NewBatch(puzzles, []bool{true, true}, false)
	b.Run()
	s := NewSession(&puzzlefile.Set{Entries: []puzzlefile.Entry{{}, {}}}, "", "two")
	s.Editor(1).SetDigit(0, 5)
	applied := make([]bool, 2)
	s.ApplyBatch(b, applied)
	if !s.Info[0].Checked || s.Info[1].Checked {
		t.Errorf("checked = %v, %v; want the unedited puzzle only", s.Info[0].Checked, s.Info[1].Checked)
	}
	if !applied[0] || !applied[1] || s.ApplyBatch(b, applied) {
		t.Errorf("applied %v; applying again changed something", applied)
	}
}
