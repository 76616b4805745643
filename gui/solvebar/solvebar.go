// Package solvebar is the panel beside the board while a person solves a
// puzzle: the auto-candidates switch, Check, First mistake and the hint
// ladder's button, and under them what the last of them said. It is told
// the game's state and tells what the person presses; it knows nothing
// of the window.
package solvebar

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// Bar is the panel, in the room the step panel has on the solution path.
type Bar struct {
	// Content is the whole panel, for the window to place.
	Content *fyne.Container
	// Auto is the auto-candidates switch.
	Auto *widget.Check
	// Check, Mistake and Hint are the panel's buttons; Hint names the
	// next rung of the hint ladder.
	Check, Mistake, Hint *widget.Button
	// Message is what the last button said, with all the room left.
	Message *widget.Label
	// PathNote says, at the foot of the panel, that stepping through the
	// solution path leaves solve mode.
	PathNote *widget.Label
	quiet    bool // set while Update sets the switch itself
}

// State is what the panel shows of the game.
type State struct {
	Auto      bool   // candidates are kept by the game
	HintLabel string // the hint button's text
	Message   string // what Check, First mistake or the hint said last
}

// New returns the panel, hidden; onAuto is told of the switch turned by
// the person, the others of their buttons.
func New(onAuto func(on bool), onCheck, onMistake, onHint func()) *Bar {
	b := &Bar{}
	b.Auto = widget.NewCheck("Auto-candidates", func(on bool) {
		if !b.quiet {
			onAuto(on)
		}
	})
	b.Check = widget.NewButtonWithIcon("Check", theme.ConfirmIcon(), onCheck)
	b.Mistake = widget.NewButtonWithIcon("First mistake", theme.MediaReplayIcon(), onMistake)
	b.Hint = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), onHint)
	b.Hint.Importance = widget.HighImportance
	b.Message = widget.NewLabel("")
	b.Message.Wrapping = fyne.TextWrapWord
	// The buttons wrap onto a second row in a narrow panel.
	row := &widgets.WrapRow{OnRows: func() { fyne.Do(b.Content.Refresh) }}
	buttons := container.New(row, b.Auto, b.Check, b.Mistake, b.Hint)
	title := widget.NewLabelWithStyle("Solving", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	b.PathNote = widget.NewLabel("Path (Ctrl+1) leaves Solve mode; your entries and notes stay.")
	b.PathNote.Wrapping = fyne.TextWrapWord
	// A plain remark, not a warning: nothing is lost by stepping.
	b.PathNote.TextStyle = fyne.TextStyle{Italic: true}
	b.Content = container.NewBorder(container.NewVBox(title, buttons, widget.NewSeparator()), b.PathNote, nil, nil,
		container.NewVScroll(b.Message))
	b.Content.Hide()
	return b
}

// Update shows the panel, with st, or hides it.
func (b *Bar) Update(show bool, st State) {
	b.PathNote.Show()
	widgets.SetVisible(b.Content, show)
	if !show {
		return
	}
	if b.Auto.Checked != st.Auto {
		b.quiet = true
		b.Auto.SetChecked(st.Auto)
		b.quiet = false
	}
	if b.Hint.Text != st.HintLabel {
		b.Hint.SetText(st.HintLabel)
	}
	widgets.SetText(b.Message, st.Message)
}
