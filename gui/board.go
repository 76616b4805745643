package gui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
)

// inputRouter is the one place that decides where a key, a shortcut or a
// menu action goes. While a dialog or a pop-up is open it takes them
// all: Enter does what the dialog's default button does, Esc cancels
// it, and nothing else reaches the board or the window's actions. With
// no dialog open, keys go to the board's handlers (which decide by
// mode) and menu actions run.
//
// Fyne sends a key to the focused widget, or to the canvas's handlers
// when nothing is focused, and it runs the main menu's shortcuts
// whatever is on top: without this router a digit typed under an open
// dialog that has no focused widget reached the board.
type inputRouter struct {
	canvas fyne.Canvas
	// onRune and onKey receive what is typed while no dialog is open.
	onRune func(r rune)
	onKey  func(e *fyne.KeyEvent)

	// open holds the dialogs shown through show, bottom first.
	open []*routedDialog
	// closedAt is when a dialog last closed. The character event of the
	// key that closed it (Space on its focused button) arrives after it
	// closed: a space typed within afterClose of it is dropped. (Enter and
	// Esc make no character.)
	closedAt time.Time
	now      func() time.Time
}

// afterClose is how long after a dialog closed a typed space is taken
// to belong to the key that closed it.
const afterClose = 250 * time.Millisecond

// routedDialog is a dialog the router knows, with what Enter does in it.
type routedDialog struct {
	d     dialog.Dialog
	enter func()
}

func newInputRouter(c fyne.Canvas) *inputRouter {
	return &inputRouter{canvas: c, now: time.Now}
}

// modal reports whether a dialog or pop-up is open over the window.
func (r *inputRouter) modal() bool { return r.canvas.Overlays().Top() != nil }

// typedRune routes a typed character.
func (r *inputRouter) typedRune(ch rune) {
	if r.modal() || (ch == ' ' && r.now().Sub(r.closedAt) < afterClose) {
		return
	}
	if r.onRune != nil {
		r.onRune(ch)
	}
}

// typedKey routes a key that is not a character.
func (r *inputRouter) typedKey(e *fyne.KeyEvent) {
	if r.modal() {
		r.dialogKey(e)
		return
	}
	if r.onKey != nil {
		r.onKey(e)
	}
}

// dialogKey is a key typed while a dialog or pop-up is open and nothing
// in it has the focus: Enter presses the default button of a dialog the
// router knows, Esc closes the top one.
func (r *inputRouter) dialogKey(e *fyne.KeyEvent) {
	top := r.top()
	switch e.Name {
	case fyne.KeyEscape:
		if top != nil {
			top.d.Dismiss()
			return
		}
		if o := r.canvas.Overlays().Top(); o != nil {
			o.Hide() // a pop-up: Esc closes it
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if top != nil {
			top.enter()
		}
	}
}

// top returns the dialog on top when it is one the router knows.
func (r *inputRouter) top() *routedDialog {
	n := len(r.canvas.Overlays().List())
	if n < len(r.open) {
		r.open = r.open[:n] // overlays removed without closing their dialogs
	}
	if len(r.open) == 0 || n > len(r.open) {
		return nil // something the router does not know (a pop-up, a file chooser) is on top
	}
	return r.open[len(r.open)-1]
}

// guard wraps a window action (a menu item, a shortcut) so that it does
// nothing while a dialog or pop-up is open: the main menu's shortcuts
// reach the window whatever is on top.
func (r *inputRouter) guard(action func()) func() {
	if action == nil {
		return nil
	}
	return func() {
		if !r.modal() {
			action()
		}
	}
}

// guardCell is guard for a click on a cell's candidate.
func (r *inputRouter) guardCell(action func(c grid.Cell, d int8)) func(c grid.Cell, d int8) {
	return func(c grid.Cell, d int8) {
		if !r.modal() {
			action(c, d)
		}
	}
}

// guardMenu guards the action of every item of the main menu, its
// submenus included. Items already guarded are left as they are.
func (r *inputRouter) guardMenu(m *fyne.MainMenu, done map[*fyne.MenuItem]bool) {
	var walk func(*fyne.Menu)
	walk = func(menu *fyne.Menu) {
		for _, it := range menu.Items {
			if !done[it] {
				done[it] = true
				it.Action = r.guard(it.Action)
			}
			if it.ChildMenu != nil {
				walk(it.ChildMenu)
			}
		}
	}
	for _, menu := range m.Items {
		walk(menu)
	}
}

// show shows d and routes Enter and Esc to it while it is open: Esc
// dismisses it (its Cancel or Close), Enter runs enter, or dismisses it
// too when enter is nil. A form's Enter is its Submit, a confirmation's
// its Confirm, unless enter says otherwise.
func (r *inputRouter) show(d dialog.Dialog, enter func()) {
	if enter == nil {
		switch d := d.(type) {
		case *dialog.FormDialog:
			enter = d.Submit
		case *dialog.ConfirmDialog:
			enter = d.Confirm
		default:
			enter = d.Dismiss
		}
	}
	rd := &routedDialog{d: d, enter: enter}
	r.open = append(r.open, rd)
	d.SetOnClosed(func() { r.closed(rd) })
	d.Show()
}

// closed forgets a dialog that was closed.
func (r *inputRouter) closed(rd *routedDialog) {
	for i, o := range r.open {
		if o == rd {
			r.open = append(r.open[:i], r.open[i+1:]...)
			break
		}
	}
	r.closedAt = r.now()
}

// showDialog shows a dialog of the window through the input router.
func (s *Studio) showDialog(d dialog.Dialog) { s.input.show(d, nil) }

// showDialogEnter shows a dialog whose Enter runs enter.
func (s *Studio) showDialogEnter(d dialog.Dialog, enter func()) { s.input.show(d, enter) }

// routedEntry is a text field of a dialog: it keeps the keys it edits
// with, and gives Esc (and Enter, unless it has its own OnSubmitted) to
// the router, which closes or submits the dialog, since a focused field
// would otherwise swallow them.
type routedEntry struct {
	widget.Entry
	router *inputRouter
}

// newEntry returns a one-line text field for a dialog of the window.
func (s *Studio) newEntry() *routedEntry { return newRoutedEntry(s.input) }

// newRoutedEntry returns a text field whose Esc and Enter go to r (none
// when r is nil).
func newRoutedEntry(r *inputRouter) *routedEntry {
	e := &routedEntry{router: r}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey is part of fyne.Focusable.
func (e *routedEntry) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case e.router == nil:
	case ev.Name == fyne.KeyEscape,
		(ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && e.OnSubmitted == nil:
		e.router.dialogKey(ev) // Enter in a field of a form submits it
		return
	}
	e.Entry.TypedKey(ev)
}

// updateSolveBar shows the solve panel in solve mode only, with the
// state of the game. One Hint button: in solve mode the panel's, which
// names the next rung of the ladder.
func (s *Studio) updateSolveBar() {
	show := s.solving()
	s.steps.ShowHintButton(!show)
	var st solvebar.State
	if show {
		st = solvebar.State{Auto: s.model.Game().Auto(), HintLabel: s.nextHintLabel(), Message: s.solveMsg}
	}
	s.solveBar.Update(show, st)
}

// updatePad enables the pad's keys the mode uses: digits in solve and
// the editing modes, Erase in solve and Edit Puzzle mode, Notes in
// solve mode, where it is the pencil.
func (s *Studio) updatePad() {
	solving := s.solving()
	s.pad.SetEnabled(solving || s.model.Mode().Editing(), solving || s.model.Mode() == model.EditMode, solving)
	s.pad.SetNotes(solving && s.pencil)
}

// padKey runs what a key of the pad does, with the board keeping the
// keyboard focus: a click on the pad must not stop typing from working.
func (s *Studio) padKey(action func()) {
	s.win.Canvas().Focus(s.board)
	action()
}

// noteTapped is a right-click on candidate d of cell c: in solve mode
// it toggles that note, whatever the pencil says.
func (s *Studio) noteTapped(c grid.Cell, d int8) {
	if s.brushCandidate(c, d) {
		return
	}
	if !s.solving() {
		s.notify("A right-click toggles a pencil note in Solve mode")
		return
	}
	s.solveDigit(c, d, !s.pencil)
}

// candidateClick routes a click on candidate d of cell c (secondary: a
// right-click): in practice it marks the candidate; otherwise a
// right-click toggles the note, a left click only selects the cell.
func (s *Studio) candidateClick(secondary bool) func(c grid.Cell, d int8) {
	return s.input.guardCell(func(c grid.Cell, d int8) {
		switch {
		case s.model.Mode() == model.PracticeMode:
			s.practice.Mark(c, d)
		case secondary:
			s.noteTapped(c, d)
		}
	})
}

// updateModeSlot shows, above the board, what belongs to the mode.
func (s *Studio) updateModeSlot() {
	changed := widgets.SetVisible(s.editBox, s.model.Mode().Editing())
	changed = widgets.SetVisible(s.pathLine, s.model.Mode() == model.PathMode) || changed
	changed = widgets.SetVisible(s.solveLine, s.model.Mode() == model.SolveMode) || changed
	widgets.SetText(s.bannerText, bannerText(s.model.Mode()))
	if changed {
		s.modeSlot.Refresh()
	}
	practising := s.model.Mode() == model.PracticeMode
	if widgets.SetVisible(s.pathPanel, !s.solving() && !practising) {
		s.pathPanel.Refresh()
	}
	widgets.SetVisible(s.practice.Content, practising)
}

// boardModel is what the board shows: in solve mode the person's game,
// otherwise the position of the step view over the puzzle's givens, and
// the clashes.
func (s *Studio) boardModel() board.Model {
	if s.solving() {
		return s.solveModel()
	}
	if s.model.Mode() == model.PracticeMode {
		return s.practice.BoardModel()
	}
	p := s.model.Editor().Puzzle()
	m := board.Model{Layout: p.Regions(), Digits: p.Givens}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if p.Givens[c] != 0 {
			m.Origins[c] = board.Given // a given typed in is a given like the others
		}
	}
	if s.st.Ready() {
		s.st.Model(&m)
	} else {
		m.Candidates = baseCandidates(p)
	}
	m.Conflicts = conflicts(&m.Digits, m.Layout)
	if s.model.Mode() == model.RegionMode {
		// Painting is about the regions: keep the cells clear of candidates.
		draft := s.model.Editor().Draft()
		m.Draft = &draft
		m.Candidates = [grid.NumCells]steps.Digits{}
	}
	return m
}

// refreshTitle puts the set's name, and a mark for unsaved edits, in the title.
func (s *Studio) refreshTitle() {
	title := "Sudoku Studio"
	if s.model.Session() != nil {
		name := s.model.Session().Name
		if s.model.Session().Unsaved() {
			name = "• " + name
		}
		title = name + " — " + title
	}
	s.win.SetTitle(title)
}

// notify shows a short message in the status bar.
func (s *Studio) notify(format string, args ...any) {
	s.message = fmt.Sprintf(format, args...)
	s.status.update(s)
}

// textField is a focused widget that edits text: it answers Copy and
// Paste itself.
type textField interface {
	fyne.Shortcutable
	SelectedText() string
}

// textShortcut wraps the action of a menu item whose shortcut a text
// field answers too (Edit › Copy, Paste). Fyne runs the main menu's
// shortcut before the focused widget sees it: with a text field focused
// (the search field, a dialog's field) the field gets the shortcut, made
// by sc, as if the menu had none; otherwise the action runs, unless a
// dialog is open.
func (r *inputRouter) textShortcut(sc func() fyne.Shortcut, action func()) func() {
	return func() {
		if f, ok := r.canvas.Focused().(textField); ok {
			f.TypedShortcut(sc())
			return
		}
		if !r.modal() {
			action()
		}
	}
}
