package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// solveBar is the panel beside the board in solve mode, in the room the
// step panel has on the solution path: the auto-candidates switch,
// Check, First mistake and the hint ladder's button, and under them,
// with all the room left, what the last of them said.
type solveBar struct {
	content                       *fyne.Container
	auto                          *widget.Check
	checkBtn, mistakeBtn, hintBtn *widget.Button
	message                       *widget.Label
	// pathNote says, at the foot of the panel, that stepping through the
	// solution path leaves solve mode.
	pathNote *widget.Label
	quiet    bool // set while update sets the switch itself
}

func newSolveBar(s *Studio) *solveBar {
	b := &solveBar{}
	b.auto = widget.NewCheck("Auto-candidates", func(on bool) {
		if !b.quiet {
			s.setAuto(on)
		}
	})
	b.checkBtn = widget.NewButtonWithIcon("Check", theme.ConfirmIcon(), s.checkGame)
	b.mistakeBtn = widget.NewButtonWithIcon("First mistake", theme.MediaReplayIcon(), s.firstMistake)
	b.hintBtn = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), s.showHint)
	b.hintBtn.Importance = widget.HighImportance
	b.message = widget.NewLabel("")
	b.message.Wrapping = fyne.TextWrapWord
	// The buttons wrap onto a second row in a narrow panel.
	row := &wrapRow{onRows: func() { fyne.Do(b.content.Refresh) }}
	buttons := container.New(row, b.auto, b.checkBtn, b.mistakeBtn, b.hintBtn)
	title := widget.NewLabelWithStyle("Solving", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.pathNote = widget.NewLabel("Stepping through the solution path (Path, Ctrl+1) leaves Solve mode; your entries and notes stay.")
	b.pathNote.Wrapping = fyne.TextWrapWord
	b.pathNote.Importance = widget.WarningImportance
	b.content = container.NewBorder(container.NewVBox(title, buttons, widget.NewSeparator()), b.pathNote, nil, nil,
		container.NewVScroll(b.message))
	b.content.Hide()
	return b
}

// update shows the panel in solve mode only, with the state of the game.
func (b *solveBar) update(s *Studio) {
	show := s.solving()
	// One Hint button: in solve mode the panel's, which names the next
	// rung of the ladder.
	s.steps.ShowHintButton(!show)
	b.pathNote.Show()
	widgets.SetVisible(b.content, show)
	if show {
		b.show(s)
	}
}

// show fills the panel from the game.
func (b *solveBar) show(s *Studio) {
	if b.auto.Checked != s.game.Auto() {
		b.quiet = true
		b.auto.SetChecked(s.game.Auto())
		b.quiet = false
	}
	if label := s.nextHintLabel(); b.hintBtn.Text != label {
		b.hintBtn.SetText(label)
	}
	widgets.SetText(b.message, s.solveMsg)
}
