// Package input is the one place that decides where every key and
// click of the window goes: a dialog or pop-up that is open takes all of
// them, and the window gets only what comes while none is. It knows
// nothing of the window: it is given the canvas and what to call.
package input

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Router is the one place that decides where a key, a shortcut or a
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
type Router struct {
	canvas fyne.Canvas
	// OnRune and OnKey receive what is typed while no dialog is open.
	OnRune func(r rune)
	OnKey  func(e *fyne.KeyEvent)

	// open holds the dialogs shown through Show, bottom first.
	open []*Dialog
	// closedAt is when a dialog last closed. The character event of the
	// key that closed it (Space on its focused button) arrives after it
	// closed: a space typed within afterClose of it is dropped. (Enter and
	// Esc make no character.)
	closedAt time.Time
	// Now is the router's clock (tests set it).
	Now func() time.Time
}

// afterClose is how long after a dialog closed a typed space is taken
// to belong to the key that closed it.
const afterClose = 250 * time.Millisecond

// Dialog is a dialog the router knows, with what Enter does in it.
type Dialog struct {
	Dialog dialog.Dialog
	Enter  func() // what Enter does in it
}

// NewRouter returns the router of canvas c.
func NewRouter(c fyne.Canvas) *Router {
	return &Router{canvas: c, Now: time.Now}
}

// Modal reports whether a dialog or pop-up is open over the window.
func (r *Router) Modal() bool { return r.canvas.Overlays().Top() != nil }

// TypedRune routes a typed character.
func (r *Router) TypedRune(ch rune) {
	if r.Modal() || (ch == ' ' && r.Now().Sub(r.closedAt) < afterClose) {
		return
	}
	if r.OnRune != nil {
		r.OnRune(ch)
	}
}

// TypedKey routes a key that is not a character.
func (r *Router) TypedKey(e *fyne.KeyEvent) {
	if r.Modal() {
		r.dialogKey(e)
		return
	}
	if r.OnKey != nil {
		r.OnKey(e)
	}
}

// dialogKey is a key typed while a dialog or pop-up is open and nothing
// in it has the focus: Enter presses the default button of a dialog the
// router knows, Esc closes the top one.
func (r *Router) dialogKey(e *fyne.KeyEvent) {
	top := r.Top()
	switch e.Name {
	case fyne.KeyEscape:
		if top != nil {
			top.Dialog.Dismiss()
			return
		}
		if o := r.canvas.Overlays().Top(); o != nil {
			o.Hide() // a pop-up: Esc closes it
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if top != nil {
			top.Enter()
		}
	}
}

// Top returns the dialog on top when it is one the router knows.
func (r *Router) Top() *Dialog {
	n := len(r.canvas.Overlays().List())
	if n < len(r.open) {
		r.open = r.open[:n] // overlays removed without closing their dialogs
	}
	if len(r.open) == 0 || n > len(r.open) {
		return nil // something the router does not know (a pop-up, a file chooser) is on top
	}
	return r.open[len(r.open)-1]
}

// Guard wraps a window action (a menu item, a shortcut) so that it does
// nothing while a dialog or pop-up is open: the main menu's shortcuts
// reach the window whatever is on top.
func (r *Router) Guard(action func()) func() {
	if action == nil {
		return nil
	}
	return func() {
		if !r.Modal() {
			action()
		}
	}
}

// GuardCell is guard for a click on a cell's candidate.
func (r *Router) GuardCell(action func(c grid.Cell, d int8)) func(c grid.Cell, d int8) {
	return func(c grid.Cell, d int8) {
		if !r.Modal() {
			action(c, d)
		}
	}
}

// GuardMenu guards the action of every item of the main menu, its
// submenus included. Items already guarded are left as they are.
func (r *Router) GuardMenu(m *fyne.MainMenu, done map[*fyne.MenuItem]bool) {
	var walk func(*fyne.Menu)
	walk = func(menu *fyne.Menu) {
		for _, it := range menu.Items {
			if !done[it] {
				done[it] = true
				it.Action = r.Guard(it.Action)
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

// Show shows d and routes Enter and Esc to it while it is open: Esc
// dismisses it (its Cancel or Close), Enter runs enter, or dismisses it
// too when enter is nil. A form's Enter is its Submit, a confirmation's
// its Confirm, unless enter says otherwise.
func (r *Router) Show(d dialog.Dialog, enter func()) {
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
	rd := &Dialog{Dialog: d, Enter: enter}
	r.open = append(r.open, rd)
	d.SetOnClosed(func() { r.closed(rd) })
	d.Show()
}

// closed forgets a dialog that was closed.
func (r *Router) closed(rd *Dialog) {
	for i, o := range r.open {
		if o == rd {
			r.open = append(r.open[:i], r.open[i+1:]...)
			break
		}
	}
	r.closedAt = r.Now()
}

// Entry is a text field of a dialog: it keeps the keys it edits
// with, and gives Esc (and Enter, unless it has its own OnSubmitted) to
// the router, which closes or submits the dialog, since a focused field
// would otherwise swallow them.
type Entry struct {
	widget.Entry
	router *Router
}

// NewEntry returns a text field whose Esc and Enter go to r (none
// when r is nil).
func NewEntry(r *Router) *Entry {
	e := &Entry{router: r}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey is part of fyne.Focusable.
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case e.router == nil:
	case ev.Name == fyne.KeyEscape,
		(ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && e.OnSubmitted == nil:
		e.router.dialogKey(ev) // Enter in a field of a form submits it
		return
	}
	e.Entry.TypedKey(ev)
}

// textField is a focused widget that edits text: it answers Copy and
// Paste itself.
type textField interface {
	fyne.Shortcutable
	SelectedText() string
}

// TextShortcut wraps the action of a menu item whose shortcut a text
// field answers too (Edit › Copy, Paste). Fyne runs the main menu's
// shortcut before the focused widget sees it: with a text field focused
// (the search field, a dialog's field) the field gets the shortcut, made
// by sc, as if the menu had none; otherwise the action runs, unless a
// dialog is open.
func (r *Router) TextShortcut(sc func() fyne.Shortcut, action func()) func() {
	return func() {
		if f, ok := r.canvas.Focused().(textField); ok {
			f.TypedShortcut(sc())
			return
		}
		if !r.Modal() {
			action()
		}
	}
}
