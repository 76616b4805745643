package gui

import (
	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/gui/clipio"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// The window's Edit › Copy, Copy As and Paste, through the system
// clipboard; gui/clipio reads and writes the text.

// clipboardItems returns the Edit menu's Copy, Copy As and Paste items.
// Their shortcuts are Fyne's Copy and Paste, which a focused text field
// answers too: the input router gives the field the shortcut then
// (textShortcut), so that Ctrl+V in the search field pastes there.
func (s *Studio) clipboardItems(guarded map[*fyne.MenuItem]bool) (copyItem, copyAs, paste *fyne.MenuItem) {
	copyItem = item("Copy", &fyne.ShortcutCopy{}, nil)
	copyItem.Action = s.input.textShortcut(func() fyne.Shortcut { return &fyne.ShortcutCopy{Clipboard: s.app.Clipboard()} },
		func() { s.copyAs(clipio.Digits, "81 characters") })
	paste = item("Paste", &fyne.ShortcutPaste{}, nil)
	paste.Action = s.input.textShortcut(func() fyne.Shortcut { return &fyne.ShortcutPaste{Clipboard: s.app.Clipboard()} },
		s.paste)
	guarded[copyItem], guarded[paste] = true, true
	copyAs = fyne.NewMenuItem("Copy As", nil)
	copyAs.ChildMenu = fyne.NewMenu("")
	for _, k := range clipio.CopyAs {
		copyAs.ChildMenu.Items = append(copyAs.ChildMenu.Items,
			fyne.NewMenuItem(k.Name, func() { s.copyAs(k.Kind, k.Noun) }))
	}
	return copyItem, copyAs, paste
}

// copyAs puts the puzzle shown on the clipboard as a kind of text. A
// pencil-mark grid shows the board's candidates: the person's notes in
// solve mode, the step's candidates on the solution path.
func (s *Studio) copyAs(k clipio.Kind, what string) {
	if s.model.Editor() == nil {
		s.notify("No puzzle to copy")
		return
	}
	p := s.model.Editor().Puzzle()
	var text string
	var err error
	if k == clipio.PencilMarks {
		m := s.boardModel()
		text, err = clipio.Text(k, p, clipio.Marks(p, m.Digits, &m.Candidates))
	} else {
		text, err = clipio.Text(k, p, nil)
	}
	if err != nil {
		s.showError("Cannot copy the puzzle", err)
		return
	}
	s.app.Clipboard().SetContent(text)
	s.notify("Copied puzzle %d as %s", s.model.Index()+1, what)
}

// paste reads the clipboard: one puzzle replaces the one shown while it
// is edited and otherwise joins the set at its end; several open as a
// new set, never saved.
func (s *Studio) paste() {
	p, err := clipio.Read(s.app.Clipboard().Content(), s.model.Mode().Editing() && s.model.Editor() != nil)
	if err != nil {
		s.showError("Cannot paste", err)
		return
	}
	if p.Action == clipio.Add && s.model.Session() == nil {
		p.Action = clipio.NewSet
	}
	switch p.Action {
	case clipio.Replace:
		if s.model.Editor().Revert(p.Puzzle(), "paste") {
			s.puzzleEdited()
		}
		s.notify("Pasted a puzzle (read as %s) over puzzle %d: Undo brings it back", p.FormatName(), s.model.Index()+1)
	case clipio.Add:
		i := s.model.Session().Add(p.Puzzle())
		s.list.Refresh()
		s.openPuzzle(i)
		s.list.List.ScrollTo(i)
		s.refreshTitle()
		s.notify("Pasted a puzzle (read as %s) as puzzle %d", p.FormatName(), i+1)
	case clipio.NewSet:
		s.confirmDiscard("open the pasted puzzles", func() {
			if s.showLoaded("", "Pasted puzzles", p.Set, nil) != nil {
				return
			}
			s.model.Session().MarkNew() // no file holds them
			s.refreshTitle()
			s.notify("Pasted %s (read as %s) as a new set", words.Count(len(p.Set.Entries), "puzzle", "puzzles"), p.FormatName())
		})
	}
}
