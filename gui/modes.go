package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// setMode switches mode. Solve mode needs a puzzle that can be played:
// otherwise the mode stays and the status bar says why. Leaving the
// editing modes with the puzzle changed asks first (leaveEditing).
func (s *Studio) setMode(m model.Mode) {
	if s.model.Mode() == m {
		return
	}
	if s.model.Mode().Editing() && !m.Editing() {
		s.leaveEditing(func() { s.switchMode(m) }, nil)
		return
	}
	s.switchMode(m)
}

// switchMode switches mode without asking.
func (s *Studio) switchMode(m model.Mode) {
	if s.model.Mode() == m {
		return
	}
	if m == model.SolveMode {
		if !s.loadGame() {
			if !s.model.Mode().Editing() {
				return
			}
			m = model.PathMode // leaving the editing on a puzzle that cannot be played: its path shows why
		}
		s.stopPlay()
	}
	if s.model.Mode() == model.RegionMode && s.model.Editor() != nil && s.model.Editor().DraftPending() {
		// Leaving region mode with painting not applied: keep it as a
		// draft, but say so, so that it is not mistaken for applied.
		s.notify("The painted regions are not applied yet: Edit Regions › Apply uses them")
	}
	if m.Editing() && !s.model.Mode().Editing() && s.model.Editor() != nil {
		s.editStart = s.model.Editor().Puzzle()
	}
	s.model.SetMode(m)
	if m.Editing() {
		s.stopPlay()
		if s.st.pos != 0 {
			s.st.goTo(0) // the puzzle is edited as it is, not at a step of its path
		}
	}
	s.refresh()
	s.menus.refresh()
}

// toggleEditing enters mode m (Edit or Regions), or leaves the editing
// modes for Solve mode when m is on.
func (s *Studio) toggleEditing(m model.Mode) {
	if s.model.Mode() == m {
		s.setMode(model.SolveMode)
		return
	}
	s.setMode(m)
}

// editChanges counts the cells whose given differs from when the
// editing began, and reports whether the layout changed.
func (s *Studio) editChanges() (cells int, layout bool) {
	if s.model.Editor() == nil {
		return 0, false
	}
	now := s.model.Editor().Puzzle()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if now.Givens[c] != s.editStart.Givens[c] {
			cells++
		}
	}
	return cells, !now.Regions().Equal(s.editStart.Regions())
}

// leaveEditing runs then at once when the puzzle is as it was when the
// editing began; otherwise it asks whether to keep the changes (the
// default), revert them, or stay in the editing mode, which runs stay.
func (s *Studio) leaveEditing(then, stay func()) {
	cells, layout := s.editChanges()
	if cells == 0 && !layout {
		then()
		return
	}
	what := ""
	switch {
	case cells > 0 && layout:
		what = fmt.Sprintf("the givens of %s and the region layout", cellsWord(cells))
	case layout:
		what = "the region layout"
	default:
		what = fmt.Sprintf("the givens of %s", cellsWord(cells))
	}
	msg := widget.NewLabel(fmt.Sprintf("You changed %s of puzzle %d.\n\n"+
		"Keep Changes leaves them in the puzzle (Save Puzzles As… writes them to a file); "+
		"Revert puts the puzzle back as it was when you began editing.", what, s.model.Index()+1))
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	keep := widget.NewButton("Keep Changes", func() { d.Hide(); then() })
	keep.Importance = widget.HighImportance
	revert := widget.NewButton("Revert", func() {
		d.Hide()
		if s.model.Editor().Revert(s.editStart, "revert the edits") {
			s.puzzleEdited()
		}
		then()
	})
	stayBtn := widget.NewButton("Stay in Edit model.Mode", func() {
		d.Hide()
		if stay != nil {
			stay()
		}
	})
	d = dialog.NewCustomWithoutButtons("Keep your changes to the puzzle?", widgets.FixedWidth(460, msg), s.win)
	d.SetButtons([]fyne.CanvasObject{stayBtn, revert, keep})
	s.showDialogEnter(d, func() { d.Hide(); then() })
}

func cellsWord(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}

// newEditBanner is the line above the board while the puzzle is being
// edited: what digits and taps do now, and the button that stops.
func newEditBanner(s *Studio) (banner *fyne.Container, text *widget.Label) {
	text = modeLine("")
	text.TextStyle.Bold = true
	done := widget.NewButton("Done Editing", func() { s.toggleEditing(s.model.Mode()) })
	done.Importance = widget.HighImportance
	return container.NewBorder(nil, nil, nil, container.NewCenter(done), text), text
}

// modeLine is a line of the room above the board: one line high
// whatever it says, so that the board under it never moves.
func modeLine(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// bannerText says what the editing mode m does.
func bannerText(m model.Mode) string {
	if m == model.RegionMode {
		return "Painting the regions"
	}
	return "Editing: digits are givens"
}

// holdLayout lays every object over the same rectangle, and asks for
// the room of the largest, shown or hidden: what is shown in it can
// change without moving what lies around it.
type holdLayout struct{}

func (holdLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (holdLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	for _, o := range objs {
		out = out.Max(o.MinSize())
	}
	return out
}

// setAutoAdvance turns on or off the move to the next cell after a
// digit typed in Edit Puzzle mode, and remembers it.
func (s *Studio) setAutoAdvance(on bool) {
	s.autoAdvance = on
	s.prefs.setAutoAdvance(on)
	s.menus.refresh()
}

// advanceAfterDigit moves the selection to the next cell, row by row, after a
// digit in Edit Puzzle mode when Auto-Advance is on.
func (s *Studio) advanceAfterDigit() {
	if !s.autoAdvance || s.model.Mode() != model.EditMode {
		return
	}
	if c := s.board.Selected(); c >= 0 {
		s.board.SetSelected((c + 1) % grid.NumCells)
	}
}
