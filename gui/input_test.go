package gui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// pressKey delivers a key as the desktop driver does: to the focused
// widget, else to the canvas's handler; then its character, if any.
func pressKey(s *Studio, name fyne.KeyName, ch rune) {
	c := s.win.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
	if ch == 0 {
		return
	}
	if f := c.Focused(); f != nil {
		f.TypedRune(ch)
	} else if h := c.OnTypedRune(); h != nil {
		h(ch)
	}
}

// pressShortcut runs what the driver runs for a shortcut: the main
// menu's item with that shortcut, else the canvas's.
func pressShortcut(s *Studio, sc fyne.Shortcut) {
	var walk func(*fyne.Menu) bool
	walk = func(m *fyne.Menu) bool {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return true
			}
			if it.ChildMenu != nil && walk(it.ChildMenu) {
				return true
			}
		}
		return false
	}
	for _, m := range s.menus.main.Items {
		if walk(m) {
			return
		}
	}
	s.win.Canvas().(fyne.Shortcutable).TypedShortcut(sc)
}

// windowState is what a stray key could change: the puzzle, the mode,
// the step shown, the person's game and whether the path plays.
type windowState struct {
	puzzle  grid.Puzzle
	mode    model.Mode
	pos     int
	entries grid.Grid
	notes   [grid.NumCells]uint16
	playing bool
	index   int
}

func stateOf(s *Studio) windowState {
	w := windowState{puzzle: s.model.Editor().Puzzle(), mode: s.model.Mode(), pos: s.st.Pos(), playing: s.playing, index: s.model.Index()}
	if s.model.Game() != nil {
		p := s.model.Game().Progress()
		w.entries, w.notes = p.Entries, p.Notes
	}
	return w
}

func (w windowState) String() string {
	return fmt.Sprintf("mode %v, step %d, playing %v, puzzle %d, givens %d", w.mode, w.pos, w.playing, w.index, w.puzzle.Givens.Filled())
}

// strayKeys are the keys that must never pass an open dialog: every
// digit, Space, Backspace and Delete (Enter and Esc close it).
var strayKeys = func() []struct {
	name fyne.KeyName
	ch   rune
} {
	keys := []struct {
		name fyne.KeyName
		ch   rune
	}{{fyne.KeySpace, ' '}, {fyne.KeyBackspace, 0}, {fyne.KeyDelete, 0}, {fyne.KeyPageDown, 0}, {fyne.KeyEnd, 0}}
	for d := '0'; d <= '9'; d++ {
		keys = append(keys, struct {
			name fyne.KeyName
			ch   rune
		}{fyne.KeyName(string(d)), d})
	}
	return keys
}()

// dialogOpeners open every dialog and pop-up of the window.
var dialogOpeners = []struct {
	name string
	open func(s *Studio)
}{
	{"Keyboard Shortcuts", func(s *Studio) { s.showShortcuts() }},
	{"Techniques", func(s *Studio) { s.showTechniques() }},
	{"About", func(s *Studio) { s.showAbout() }},
	{"New Puzzle", func(s *Studio) { s.showNewPuzzleDialog() }},
	{"Open", func(s *Studio) { s.showOpenDialog() }},
	{"Open Reference", func(s *Studio) { s.showOpenReferenceDialog() }},
	{"Generate", func(s *Studio) { s.showGenerateDialog() }},
	{"Save Puzzles", func(s *Studio) { s.showExportDialog(fileio.ExportPuzzles) }},
	{"Export Solved Grids", func(s *Studio) { s.showExportDialog(fileio.ExportSolutions) }},
	{"Export Board Image", func(s *Studio) { s.showExportDialog(fileio.ExportImage) }},
	{"Save Progress", func(s *Studio) { s.showExportDialog(fileio.ExportProgress) }},
	{"Compare Searches", func(s *Studio) { s.showSearchSummary() }},
	{"Error", func(s *Studio) { s.showError("Cannot open the file", fmt.Errorf("x.npy: no such file")) }},
	{"Unsaved changes", func(s *Studio) {
		s.model.Session().Add(grid.Puzzle{Layout: grid.Standard()}) // something unsaved to ask about
		s.confirmDiscard("quit", func() {})
	}},
}

// TestKeysNeverPassAnOpenDialog opens each dialog over a board that has
// the focus and a selected cell in the mode where a digit changes the
// givens, and types every digit, Space, Backspace and Delete: the
// puzzle, the mode, the step and the game stay as they were, and the
// dialog stays open. Then Esc closes the dialog, also without changing
// anything.
func TestKeysNeverPassAnOpenDialog(t *testing.T) {
	for _, d := range dialogOpeners {
		t.Run(d.name, func(t *testing.T) {
			s := newTestStudio(t)
			s.setMode(model.EditMode)
			s.win.Canvas().Focus(s.board)
			s.board.SetSelected(grid.CellAt(0, 2)) // empty in the first sample
			before := stateOf(s)
			d.open(s)
			if s.win.Canvas().Overlays().Top() == nil {
				t.Fatal("no dialog opened")
			}
			for _, k := range strayKeys {
				pressKey(s, k.name, k.ch)
				if got := stateOf(s); got != before {
					t.Fatalf("key %q under the dialog changed the window: %v, was %v", k.name, got, before)
				}
				if s.win.Canvas().Overlays().Top() == nil {
					t.Fatalf("key %q closed the dialog", k.name)
				}
			}
			for _, sc := range []fyne.Shortcut{ctrl(fyne.KeySpace), ctrl(fyne.Key2), ctrl(fyne.KeyEnd), ctrl(fyne.KeyRight), ctrlShift(fyne.KeyBackspace), &fyne.ShortcutUndo{}} {
				pressShortcut(s, sc)
				if got := stateOf(s); got != before {
					t.Fatalf("shortcut %s under the dialog changed the window: %v, was %v", sc.ShortcutName(), got, before)
				}
			}
			s.input.Now = func() time.Time { return time.Now().Add(time.Second) } // past the close guard
			for i := 0; i < 3 && s.win.Canvas().Overlays().Top() != nil; i++ {
				pressKey(s, fyne.KeyEscape, 0)
			}
			if s.win.Canvas().Overlays().Top() != nil {
				t.Fatalf("Esc did not close the dialog: %s", overlayTexts(s))
			}
			if got := stateOf(s); got != before {
				t.Fatalf("Esc changed the window: %v, was %v", got, before)
			}
		})
	}
}

// TestEnterRunsTheDialogsDefault: Enter presses the default button of
// a dialog, and the key goes no further.
func TestEnterRunsTheDialogsDefault(t *testing.T) {
	for _, name := range []string{"Keyboard Shortcuts", "Techniques", "About", "Compare Searches", "Error"} {
		t.Run(name, func(t *testing.T) {
			s := newTestStudio(t)
			s.setMode(model.EditMode)
			s.win.Canvas().Focus(s.board)
			s.board.SetSelected(grid.CellAt(0, 2))
			before := stateOf(s)
			for _, d := range dialogOpeners {
				if d.name == name {
					d.open(s)
				}
			}
			pressKey(s, fyne.KeyReturn, 0)
			if s.win.Canvas().Overlays().Top() != nil {
				t.Fatalf("Enter did not close the dialog: %s", overlayTexts(s))
			}
			if got := stateOf(s); got != before {
				t.Fatalf("Enter changed the window: %v, was %v", got, before)
			}
		})
	}
}

// TestSpaceThatClosesADialogDoesNotPlay: Space on a dialog's focused
// button closes it, and the character event that follows the key must
// not start Play in the window behind.
func TestSpaceThatClosesADialogDoesNotPlay(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.EditMode)
	s.showAbout()
	close := findButton(s.win.Canvas().Overlays().Top(), "Close")
	if close == nil {
		t.Fatalf("no Close button: %s", overlayTexts(s))
	}
	s.win.Canvas().Focus(close)
	pressKey(s, fyne.KeySpace, ' ')
	if s.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Space on Close did not close the dialog")
	}
	if s.playing {
		t.Fatal("the Space that closed the dialog started Play")
	}
}

// TestGuardedMenuRunsWithNoDialog: the guard lets menu actions run when
// nothing is open (the Redo alternative included).
func TestGuardedMenuRunsWithNoDialog(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.EditMode)
	s.board.SetSelected(grid.CellAt(0, 2))
	typeDigit(s, 4)
	pressShortcut(s, &fyne.ShortcutUndo{})
	if s.model.Editor().Puzzle().Givens[grid.CellAt(0, 2)] != 0 {
		t.Fatal("Undo from its shortcut did not run")
	}
	pressShortcut(s, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if s.model.Editor().Puzzle().Givens[grid.CellAt(0, 2)] != 4 {
		t.Fatal("Redo from Ctrl+Shift+Z did not run")
	}
}
