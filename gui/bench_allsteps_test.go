package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Ctrl+Shift+A opens All steps here in place of the solve panel: it
// lists the person's position grouped by technique, a pick is drawn on
// the board, Apply makes it in the game and the list follows; on the
// solution path Apply takes the pick as the path's next step and the
// path goes on from it; Close brings the panel back.
func TestAllStepsPanel(t *testing.T) {
	s, _ := newSolvingStudio(t)
	pressShortcut(s, ctrlShift(fyne.KeyA))
	p := s.allSteps.panel
	if !s.allSteps.open || !p.Content().Visible() || s.solveBar.Content.Visible() {
		t.Fatal("Ctrl+Shift+A did not put the panel in place of the solve panel")
	}
	rows := p.Rows()
	if len(rows) < 2 || strings.HasPrefix(rows[0], "   ") {
		t.Fatalf("the panel lists %q", rows)
	}
	stepRow := -1
	for i, r := range rows {
		if strings.HasPrefix(r, "   ") {
			stepRow = i
			break
		}
	}
	p.Pick(stepRow)
	picked := p.Picked()
	if picked == nil || s.board.Model().Step == nil || s.board.Model().Step.Text != picked.Text {
		t.Fatalf("picking %q: the board draws %v", rows[stepRow], s.board.Model().Step)
	}
	before := s.model.Game().Progress()
	test.Tap(p.ApplyButton())
	if s.model.Game().Progress() == before || !strings.HasPrefix(s.message, "Applied") {
		t.Fatalf("Apply did not make %q: %q", picked.Text, s.message)
	}
	if p.Picked() != nil || s.board.Model().Step != nil {
		t.Error("after Apply the pick is still drawn")
	}
	if !s.model.Game().CanUndo() {
		t.Error("the applied step is not a move for Undo")
	}

	// On the solution path: Apply takes a step other than the path's
	// own next one, and the path goes on from it.
	s.setMode(model.PathMode)
	s.goTo(2)
	if !p.Content().Visible() || s.pathPanel.Visible() || len(p.Rows()) == 0 {
		t.Fatalf("path mode: panel visible %v, path visible %v, %d rows", p.Content().Visible(), s.pathPanel.Visible(), len(p.Rows()))
	}
	old := s.st.Trace()
	for i, r := range p.Rows() {
		if strings.HasPrefix(r, "   ") && strings.TrimSpace(r) != old.Steps[2].Text {
			p.Pick(i)
			break
		}
	}
	taken := p.Picked()
	if taken == nil || p.ApplyButton().Disabled() || s.board.Model().Step != taken {
		t.Fatal("path mode: no other step picked, the pick is not drawn, or Apply is off")
	}
	test.Tap(p.ApplyButton())
	tr := s.st.Trace()
	if tr == old || s.st.Pos() != 3 || tr.Steps[2].Text != taken.Text || !strings.HasPrefix(s.message, "Took") {
		t.Fatalf("Apply on the path: at %d, step 3 %q, message %q; want %q taken", s.st.Pos(), tr.Steps[2].Text, s.message, taken.Text)
	}
	if tr.Steps[0].Text != old.Steps[0].Text || tr.Steps[1].Text != old.Steps[1].Text || tr.Status != steps.Solved {
		t.Errorf("the path taken changed the steps before it or does not solve: %v", tr.Status)
	}
	if s.board.Model().Step != nil && s.board.Model().Step == taken {
		t.Error("after Apply the pick is still drawn")
	}

	pressShortcut(s, ctrlShift(fyne.KeyA))
	if s.allSteps.open || p.Content().Visible() || !s.pathPanel.Visible() {
		t.Error("closing the panel did not bring the path back")
	}
}
