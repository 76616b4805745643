package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// solveBar is the row above the board in solve mode: the auto-candidates
// switch, Check, First mistake and the hint ladder's button, and under
// them what the last of them said.
type solveBar struct {
	content                       *fyne.Container
	auto                          *widget.Check
	checkBtn, mistakeBtn, hintBtn *widget.Button
	message                       *widget.Label
	// pathNote stands above the step panel in solve mode: its controls
	// step through the solution path, which leaves solve mode.
	pathNote *widget.Label
	pathBox  *fyne.Container // the note with the step panel under it
	quiet    bool            // set while update sets the switch itself
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
	// The buttons wrap onto a second row in a narrow window rather than
	// widen it: the bar is laid out again when the rows change.
	row := &wrapRow{onRows: func() { b.relayout(s) }}
	buttons := container.New(row, b.auto, b.checkBtn, b.mistakeBtn, b.hintBtn)
	// The message has a room of its own, two lines high whatever it
	// says: the board under it never moves when a message appears or
	// grows, and a longer message scrolls within its room.
	room := container.New(messageRoom{lines: 2}, container.NewVScroll(b.message))
	b.content = container.NewVBox(buttons, room, widget.NewSeparator())
	b.content.Hide()
	b.pathNote = widget.NewLabel("Stepping through the solution path leaves Solve mode; your entries and notes stay.")
	b.pathNote.Wrapping = fyne.TextWrapWord
	b.pathNote.Importance = widget.WarningImportance
	b.pathNote.Hide()
	return b
}

// relayout lays the centre out again after the bar's height changed.
func (b *solveBar) relayout(s *Studio) {
	if s.centre == nil {
		return
	}
	fyne.Do(func() {
		b.content.Refresh()
		s.centre.Refresh()
	})
}

// update shows the bar in solve mode only, with the state of the game.
func (b *solveBar) update(s *Studio) {
	show := s.solving()
	relayout := widgets.SetVisible(b.content, show)
	// One Hint button: in solve mode the bar's, which names the next
	// rung of the ladder; the step panel's would do the same.
	s.steps.ShowHintButton(!show)
	if widgets.SetVisible(b.pathNote, show) && b.pathBox != nil {
		b.pathBox.Refresh()
	}
	if show {
		relayout = b.show(s) || relayout
	}
	if relayout && s.centre != nil {
		// The bar changes the board's room: lay the centre out again,
		// from the bar up.
		b.content.Refresh()
		for _, o := range s.centre.Objects {
			if c, ok := o.(*fyne.Container); ok {
				c.Refresh()
			}
		}
		s.centre.Refresh()
	}
}

// show fills the bar from the game and reports whether its height may
// have changed: it does not, as the message keeps its room.
func (b *solveBar) show(s *Studio) bool {
	if b.auto.Checked != s.game.Auto() {
		b.quiet = true
		b.auto.SetChecked(s.game.Auto())
		b.quiet = false
	}
	if label := s.nextHintLabel(); b.hintBtn.Text != label {
		b.hintBtn.SetText(label)
	}
	widgets.SetText(b.message, s.solveMsg)
	return false
}

// messageRoom lays its one object out at a fixed height of some lines of
// text, as wide as it is given.
type messageRoom struct{ lines int }

func (r messageRoom) height() float32 {
	line := fyne.MeasureText("Xg", theme.TextSize(), fyne.TextStyle{}).Height
	return float32(r.lines)*line + 2*theme.InnerPadding()
}

func (r messageRoom) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(fyne.NewSize(size.Width, r.height()))
	}
}

func (r messageRoom) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(0, r.height()) }
