package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Ctrl+Shift+A opens All steps here in place of the solve panel: it
// lists the person's position grouped by technique, a pick is drawn on
// the board, Apply makes it in the game and the list follows; on the
// solution path a pick is drawn but not applied; Close brings the panel
// back.
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

	// On the solution path: listed and drawn, not applied.
	s.setMode(model.PathMode)
	s.goTo(2)
	if !p.Content().Visible() || s.pathPanel.Visible() || len(p.Rows()) == 0 {
		t.Fatalf("path mode: panel visible %v, path visible %v, %d rows", p.Content().Visible(), s.pathPanel.Visible(), len(p.Rows()))
	}
	for i, r := range p.Rows() {
		if strings.HasPrefix(r, "   ") {
			p.Pick(i)
			break
		}
	}
	if p.Picked() == nil || !p.ApplyButton().Disabled() || s.board.Model().Step != p.Picked() {
		t.Error("path mode: the pick is not drawn, or Apply is on")
	}

	pressShortcut(s, ctrlShift(fyne.KeyA))
	if s.allSteps.open || p.Content().Visible() || !s.pathPanel.Visible() {
		t.Error("closing the panel did not bring the path back")
	}
}
