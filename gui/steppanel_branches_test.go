package gui

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
)

// withForcingChain puts the forcing chain of the golden images in place
// of the first step of the path shown, and goes to it.
func withForcingChain(t *testing.T, s *Studio) *steps.Step {
	t.Helper()
	if !s.st.Ready() || s.st.Total() == 0 {
		t.Fatal("the sample puzzle has no path")
	}
	trace := *s.st.Trace()
	trace.Steps = append([]steps.Step(nil), trace.Steps...)
	trace.Steps[0] = *forcingChainStep()
	s.st = stepper.New(&trace, false)
	s.goTo(1)
	return &trace.Steps[0]
}

func TestStepPanelUnfoldsBranches(t *testing.T) {
	s := newTestStudio(t)
	step := withForcingChain(t, s)
	l := s.steps.Branches()
	if !l.Shown || len(l.Buttons) != len(step.Branches) {
		t.Fatalf("branch list visible=%v with %d buttons, want %d", l.Shown, len(l.Buttons), len(step.Branches))
	}
	if s.board.Model().Branch != 0 || l.All.Importance != widget.HighImportance {
		t.Fatalf("a new step does not start with all branches shown")
	}
	// Each branch's text is listed with its cell names as links.
	links := len(l.Links)
	for i, b := range step.Branches {
		if got := l.Texts[i]; got != b.Text {
			t.Errorf("branch %d is listed as %q, want %q", i+1, got, b.Text)
		}
	}
	if links < 3*len(step.Branches) {
		t.Errorf("only %d cell links in the branch texts", links)
	}

	// Choosing a branch makes the board draw it alone.
	l.Buttons[1].OnTapped()
	if got := s.board.Model().Branch; got != 2 {
		t.Fatalf("after choosing branch 2 the board shows branch %d", got)
	}
	if l.Buttons[1].Importance != widget.HighImportance || l.All.Importance == widget.HighImportance {
		t.Errorf("the chosen branch's button does not stand out")
	}
	l.All.OnTapped()
	if got := s.board.Model().Branch; got != 0 {
		t.Errorf("All branches left branch %d shown", got)
	}
	l.Buttons[0].OnTapped()
	// Moving along the path shows all branches again, and a step
	// without branches hides the list.
	s.goTo(2)
	if s.board.Model().Branch != 0 {
		t.Errorf("the branch focus outlived the step")
	}
	if len(s.st.Current().Branches) == 0 && s.steps.Branches().Shown {
		t.Errorf("the branch list stays for a step without branches")
	}
	s.goTo(1)
	if !s.steps.Branches().Shown || s.board.Model().Branch != 0 {
		t.Errorf("coming back to the forcing chain: list visible=%v, branch %d", s.steps.Branches().Shown, s.board.Model().Branch)
	}
}

// TestFollowingABranchUnfoldsTheBoard follows the forcing chain's first
// branch from the menu, one link at a time, and checks the board draws
// up to it; moving on shows whole steps again.
func TestFollowingABranchUnfoldsTheBoard(t *testing.T) {
	s := newTestStudio(t)
	withForcingChain(t, s)
	next, prev := s.menus.item("Solve/Next Inference"), s.menus.item("Solve/Previous Inference")
	if next == nil || prev == nil {
		t.Fatal("no Next / Previous Inference in the Solve menu")
	}
	next.Action()
	if m := s.board.Model(); m.Branch != 1 || m.Unfold != 1 {
		t.Fatalf("Next Inference at a net shows branch %d unfolded to %d, want 1 and 1", m.Branch, m.Unfold)
	}
	next.Action()
	next.Action()
	prev.Action()
	if m := s.board.Model(); m.Unfold != 2 {
		t.Errorf("three forward and one back: unfolded to %d, want 2", m.Unfold)
	}
	s.goTo(2)
	if m := s.board.Model(); m.Unfold != 0 || m.Branch != 0 {
		t.Errorf("the next step keeps branch %d unfolded to %d", m.Branch, m.Unfold)
	}
}
