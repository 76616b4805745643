package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/clipio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// baseCandidates returns the candidates every given leaves in each empty
// cell, as the step engine starts from them.
func baseCandidates(p grid.Puzzle) [grid.NumCells]steps.Digits {
	return steps.NewState(p).Candidates
}

// conflicts returns the cells whose digit stands twice in one of their houses.
func conflicts(g *grid.Grid, l *grid.Layout) grid.CellSet {
	var out grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		d := g[c]
		if d <= 0 {
			continue
		}
		for _, q := range l.Peers(c).Cells() {
			if g[q] == d {
				out = out.With(c)
				break
			}
		}
	}
	return out
}

// cellTapped is a tap on a cell, which the board has selected: in
// region mode it paints the cell.
func (s *Studio) cellTapped(c grid.Cell) {
	if s.brushTap(c) {
		return
	}
	if s.model.Mode() == model.RegionMode {
		s.paintCell(c)
	}
}

// typedRune handles a character typed on the board: digits per mode.
func (s *Studio) typedRune(r rune) {
	switch {
	case r >= '1' && r <= '9':
		s.typeDigit(int8(r - '0'))
	case r == '0':
		s.clearSelected()
	case r == ' ' && s.model.Mode() == model.PathMode:
		s.togglePlay()
	}
}

// typedKey handles the keys that are not characters; the board moves the
// selection with the arrow keys itself.
func (s *Studio) typedKey(e *fyne.KeyEvent) {
	if s.solveKey(e) {
		return
	}
	if s.model.Mode() != model.PathMode {
		// Moving along the solution path would leave the person's game,
		// or the puzzle being edited.
		switch e.Name {
		case fyne.KeyPageDown, fyne.KeyPageUp, fyne.KeyHome, fyne.KeyEnd:
			return
		}
	}
	switch e.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight:
		// Nothing has the focus: give it to the board, which moves.
		s.win.Canvas().Focus(s.board)
		s.board.TypedKey(e)
	case fyne.KeyBackspace, fyne.KeyDelete:
		s.clearSelected()
	case fyne.KeyPageDown:
		s.goTo(s.st.Pos() + 1)
	case fyne.KeyPageUp:
		s.goTo(s.st.Pos() - 1)
	case fyne.KeyHome:
		s.goTo(0)
	case fyne.KeyEnd:
		s.goTo(s.st.Total())
	}
}

// typeDigit is a digit typed in the current mode: a given, an entry or
// note of the person's game, or in region mode the region to paint the
// selected cell into.
func (s *Studio) typeDigit(d int8) {
	if s.model.Editor() == nil {
		return
	}
	c := s.board.Selected()
	switch s.model.Mode() {
	case model.SolveMode:
		if s.solving() {
			s.solveDigit(c, d, false)
		}
	case model.RegionMode:
		s.setPaintRegion(int(d) - 1)
		s.paintCell(c)
	case model.PracticeMode:
		s.practice.Mark(c, d) // a digit marks that candidate of the selected cell
	case model.EditMode:
		if s.model.Editor().SetDigit(c, d) {
			s.puzzleEdited()
		}
		s.advanceAfterDigit()
	default:
		s.notify("The solution path is shown: Solve Mode (Ctrl+2) takes your digits, Edit Puzzle (Ctrl+3) changes the givens")
	}
}

// clearSelected empties the selected cell: its given, or in solve mode
// the person's entry or notes.
func (s *Studio) clearSelected() {
	if s.model.Editor() == nil || s.model.Mode() == model.RegionMode {
		return
	}
	if s.solving() {
		s.eraseSelected()
		return
	}
	if s.model.Mode() != model.EditMode {
		return // the givens change in Edit Puzzle mode alone
	}
	if s.model.Editor().ClearCell(s.board.Selected()) {
		s.puzzleEdited()
	}
}

// clearAll empties the whole grid, keeping the layout (undoable); in
// solve mode it clears the person's entries and notes instead.
func (s *Studio) clearAll() {
	if s.solving() {
		s.restartGame()
		return
	}
	if s.model.Mode() != model.EditMode {
		s.notify("Clear Grid empties your entries in Solve mode, the givens in Edit Puzzle mode")
		return
	}
	if s.model.Editor() != nil && s.model.Editor().ClearAll() {
		s.puzzleEdited()
		s.notify("Cleared the grid (Undo brings it back)")
	}
}

// undo takes back the last move of the game in solve mode, otherwise
// the last edit of the puzzle shown.
func (s *Studio) undo() {
	if s.solving() {
		s.gameUndo()
		return
	}
	if s.model.Editor() == nil || !s.model.Mode().Editing() {
		s.notify("Undo acts on your moves in Solve mode and on your edits in Edit Puzzle mode")
		return
	}
	before := s.model.Editor().Puzzle()
	label, ok := s.model.Editor().Undo()
	if !ok {
		s.notify("Nothing to undo")
		return
	}
	s.afterHistory(before)
	s.notify("Undid %s", label)
}

// redo makes the last undone move or edit again.
func (s *Studio) redo() {
	if s.solving() {
		s.gameRedo()
		return
	}
	if s.model.Editor() == nil || !s.model.Mode().Editing() {
		s.notify("Redo acts on your moves in Solve mode and on your edits in Edit Puzzle mode")
		return
	}
	before := s.model.Editor().Puzzle()
	label, ok := s.model.Editor().Redo()
	if !ok {
		s.notify("Nothing to redo")
		return
	}
	s.afterHistory(before)
	s.notify("Redid %s", label)
}

func (s *Studio) afterHistory(before grid.Puzzle) {
	after := s.model.Editor().Puzzle()
	if after.Givens != before.Givens || !after.Regions().Equal(before.Regions()) {
		s.puzzleEdited()
		return
	}
	s.refresh()
	s.menus.refresh()
}

// setPaintRegion chooses the region (0–8) region mode paints with.
func (s *Studio) setPaintRegion(r int) {
	if r < 0 || r > 8 {
		return
	}
	s.paintRegion = r
	s.tools.update(s)
}

// paintCell puts c into the chosen region of the draft layout.
func (s *Studio) paintCell(c grid.Cell) {
	if s.model.Editor() == nil || s.model.Mode() != model.RegionMode {
		return
	}
	s.board.SetSelected(c)
	if s.model.Editor().Paint(c, s.paintRegion) {
		s.refresh()
		s.menus.refresh()
	}
}

// applyDraft makes the painted layout the puzzle's, or says why it cannot.
func (s *Studio) applyDraft() {
	if s.model.Editor() == nil {
		return
	}
	if !s.model.Editor().DraftPending() {
		s.notify("The painted layout is the puzzle's layout already")
		return
	}
	if err := s.model.Editor().ApplyDraft(); err != nil {
		s.showDialog(dialog.NewInformation("Cannot apply the regions",
			"The painted layout is not nine regions of nine cells:\n"+err.Error(), s.win))
		return
	}
	s.puzzleEdited()
	s.notify("Applied the new region layout")
}

// discardDraft returns the painting to the puzzle's layout.
func (s *Studio) discardDraft() {
	if s.model.Editor() != nil && s.model.Editor().DiscardDraft() {
		s.refresh()
		s.menus.refresh()
	}
}

// newPuzzle adds an empty puzzle to the set and opens it. A jigsaw one
// starts from the standard layout in region mode, ready to be painted.
func (s *Studio) newPuzzle(jigsaw bool) {
	i := s.model.Session().Add(grid.Puzzle{Layout: grid.Standard()})
	s.list.Refresh()
	s.openPuzzle(i)
	s.list.ScrollTo(i)
	s.refreshTitle()
	if jigsaw {
		s.switchMode(model.RegionMode)
		s.notify("New jigsaw puzzle: paint the regions (choose 1–9, tap cells), then Apply")
	} else {
		s.switchMode(model.EditMode)
		s.notify("New puzzle %d: select cells and type its givens", i+1)
	}
	s.win.Canvas().Focus(s.board)
}

// setShowCandidates turns candidates on the board on or off.
func (s *Studio) setShowCandidates(on bool) {
	s.showCandidates = on
	s.prefs.setShowCandidates(on)
	s.board.SetShowCandidates(on)
	s.menus.refresh()
}

// setShowRegionColours turns the region colours on or off.
func (s *Studio) setShowRegionColours(on bool) {
	s.showRegionColours = on
	s.prefs.setShowRegionColours(on)
	s.board.SetShowRegionColours(on)
	s.menus.refresh()
}

// setShowLegend opens or folds the legend and remembers it.
func (s *Studio) setShowLegend(open bool) {
	s.legend.SetOpen(open)
	s.prefs.setShowLegend(open)
	s.menus.refresh()
}

// setTheme applies the light, dark or system theme and remembers it.
func (s *Studio) setTheme(choice string) {
	s.themeChoice = choice
	s.prefs.setTheme(choice)
	s.app.Settings().SetTheme(studiotheme.For(choice))
	s.menus.refresh()
	s.refresh() // the step panel's branch colours follow the theme
}

// The window's Edit › Copy, Copy As and Paste, through the system
// clipboard; gui/clipio reads and writes the text.

// clipboardItems returns the Edit menu's Copy, Copy As and Paste items.
// Their shortcuts are Fyne's Copy and Paste, which a focused text field
// answers too: the input router gives the field the shortcut then
// (textShortcut), so that Ctrl+V in the search field pastes there.
func (s *Studio) clipboardItems(guarded map[*fyne.MenuItem]bool) (copyItem, copyAs, paste *fyne.MenuItem) {
	copyItem = item("Copy", &fyne.ShortcutCopy{}, nil)
	copyItem.Action = s.input.TextShortcut(func() fyne.Shortcut { return &fyne.ShortcutCopy{Clipboard: s.app.Clipboard()} },
		func() { s.copyAs(clipio.Digits, "81 characters") })
	paste = item("Paste", &fyne.ShortcutPaste{}, nil)
	paste.Action = s.input.TextShortcut(func() fyne.Shortcut { return &fyne.ShortcutPaste{Clipboard: s.app.Clipboard()} },
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
		s.list.ScrollTo(i)
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
