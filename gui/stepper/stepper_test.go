package stepper

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

func TestStepperFocusBranchIgnoresMissingBranches(t *testing.T) {
	st := &steps.Step{Branches: make([]steps.Branch, 2)}
	s := Stepper{trace: &steps.Trace{Steps: []steps.Step{*st}, States: make([]steps.State, 2)}, pos: 1}
	if !s.FocusBranch(2) || s.branch != 2 {
		t.Fatalf("focusBranch(2) gave branch %d", s.branch)
	}
	if !s.FocusBranch(3) || s.branch != 0 {
		t.Errorf("focusBranch(3) of two branches gave %d, want 0 (all)", s.branch)
	}
	var m board.Model
	s.FocusBranch(1)
	s.Model(&m)
	if m.Branch != 1 {
		t.Errorf("the board model has branch %d, want 1", m.Branch)
	}
}
