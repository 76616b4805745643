package gui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/dialog"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/allsteps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
)

// showDialog shows a dialog of the window through the input router.
func (s *Studio) showDialog(d dialog.Dialog) { s.input.Show(d, nil) }

// showDialogEnter shows a dialog whose Enter runs enter.
func (s *Studio) showDialogEnter(d dialog.Dialog, enter func()) { s.input.Show(d, enter) }

// newEntry returns a one-line text field for a dialog of the window.
func (s *Studio) newEntry() *input.Entry { return input.NewEntry(s.input) }

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
	return s.input.GuardCell(func(c grid.Cell, d int8) {
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
	changed = widgets.SetVisible(s.practLine, s.model.Mode() == model.PracticeMode) || changed
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

// Colouring: the person paints cells and candidates of their game in
// five pairs of colours (core/play keeps the marks, with undo, redo and
// the progress file). A swatch of the colour strip, or Edit › Colour,
// picks the brush; with the brush up, a click paints a cell and a
// right-click a candidate, and painting with a mark's own colour takes
// it off. The keys paint the selected cell without the mouse.

// colourReady reports whether the game can be painted, saying why not.
func (s *Studio) colourReady() bool {
	if s.solving() {
		return true
	}
	s.notify("Colours are part of your game: Solve Mode (Ctrl+2) shows and paints them")
	return false
}

// setBrush picks colour k (1–10) for clicks to paint with; 0 puts the
// brush down.
func (s *Studio) setBrush(k int) {
	if k < 0 || k > play.NumColours {
		k = 0
	}
	s.bench.brush = k
	s.bench.colours.SetBrush(k)
	if k == 0 {
		s.notify("Brush down: clicks select cells again")
	} else {
		s.notify("Brush %v: click a cell to paint it, right-click a candidate; Alt+C paints the selected cell", play.Colour(k))
	}
	s.menus.refreshBench()
}

// stepBrush picks the next (+1) or previous (−1) colour, round the ten.
func (s *Studio) stepBrush(dir int) {
	k := s.bench.brush
	if k == 0 {
		k = 1
		if dir < 0 {
			k = play.NumColours
		}
	} else {
		k = (k-1+dir+play.NumColours)%play.NumColours + 1
	}
	s.setBrush(k)
}

// brushColour is the colour the keys paint with: the brush, or 1a.
func (s *Studio) brushColour() play.Colour {
	if s.bench.brush == 0 {
		return 1
	}
	return play.Colour(s.bench.brush)
}

// colourCell paints cell c in the brush's colour, or takes that colour
// off when c has it already.
func (s *Studio) colourCell(c grid.Cell, k play.Colour) {
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if s.model.Game().Marks().Cells[c] == k {
		k = 0
	}
	if err := s.model.Game().PaintCell(c, k); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// colourCandidate paints candidate d of cell c, or takes the colour off.
func (s *Studio) colourCandidate(c grid.Cell, d int8, k play.Colour) {
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if s.model.Game().Digits()[c] != 0 {
		s.notify("%v holds a digit: a candidate is painted in an empty cell (Alt+C paints the cell)", c)
		return
	}
	if d >= 1 && d <= 9 && s.model.Game().Marks().Candidates[c][d-1] == k {
		k = 0
	}
	if err := s.model.Game().PaintCandidate(c, d, k); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// validCellOrSay reports whether c is a cell, and asks for one if not.
func validCellOrSay(s *Studio, c grid.Cell) bool {
	if c < 0 || c >= grid.NumCells {
		s.notify("Select a cell first (click it, or the arrow keys)")
		return false
	}
	return true
}

// brushTap paints the tapped cell when the brush is up, and reports
// whether it did (the tap then does nothing else).
func (s *Studio) brushTap(c grid.Cell) bool {
	if s.bench.brush == 0 || !s.solving() {
		return false
	}
	s.colourCell(c, play.Colour(s.bench.brush))
	return true
}

// brushCandidate paints the right-clicked candidate when the brush is
// up, and reports whether it did (the note then stays as it is).
func (s *Studio) brushCandidate(c grid.Cell, d int8) bool {
	if s.bench.brush == 0 || !s.solving() {
		return false
	}
	s.colourCandidate(c, d, play.Colour(s.bench.brush))
	return true
}

// clearCellColours takes every colour off the selected cell.
func (s *Studio) clearCellColours() {
	c := s.board.Selected()
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if err := s.model.Game().ClearColours(c); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// clearAllColours takes every colour off the board (Undo brings them back).
func (s *Studio) clearAllColours() {
	if !s.colourReady() {
		return
	}
	if m := s.model.Game().Marks(); m.Empty() {
		s.notify("No colours to clear")
		return
	}
	s.model.Game().ClearAllColours()
	s.gameMoved()
	s.notify("Cleared every colour (Undo brings them back)")
}

// All steps here: the panel (gui/allsteps) lists every technique
// instance at the position shown, in the right column in place of the
// solve panel or the path. In solve mode the position is the person's
// (their notes as candidates) and Apply makes the step picked as one
// move of their game; on the solution path it is the path's position,
// and Apply takes the step picked as the path's next one, the rest of
// the path worked out from there (steps.ContinueWith). The listing runs
// in the background and Close stops it.

// allStepsLimit caps each technique's list; the rest are counted.
const allStepsLimit = 50

// allStepsView is the window's side of the panel.
type allStepsView struct {
	panel  *allsteps.Panel
	open   bool
	key    allStepsKey // the position listed
	pick   *steps.Step // the step picked, drawn while key holds
	gen    int         // the listing being worked out; older results are dropped
	cancel context.CancelFunc
}

// allStepsKey says which position a listing is of.
type allStepsKey struct {
	mode  model.Mode
	index int
	pos   int
	work  play.Progress
}

func newAllStepsView(s *Studio) *allStepsView {
	v := &allStepsView{panel: allsteps.New()}
	v.panel.Content().Hide()
	v.panel.OnPick = func(st *steps.Step) { v.pick = st; s.refresh() }
	v.panel.OnApply = func(st *steps.Step) { s.input.Guard(func() { s.applyListedStep(st) })() }
	v.panel.OnClose = func() { s.input.Guard(func() { s.setAllSteps(false) })() }
	return v
}

// currentKey is the key of the position shown now.
func (s *Studio) allStepsKey() allStepsKey {
	k := allStepsKey{mode: s.model.Mode(), index: s.model.Index(), pos: s.st.Pos()}
	if s.solving() {
		k.pos, k.work = 0, s.model.Game().Progress()
	}
	return k
}

// setAllSteps opens or closes the panel.
func (s *Studio) setAllSteps(open bool) {
	v := s.allSteps
	v.open, v.pick = open, nil
	if !open && v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
	v.key = allStepsKey{index: -1} // list afresh on opening
	s.refresh()
	s.menus.refreshBench()
}

// updateAllSteps shows the panel in place of the right column's others
// while it is open, lists the position when it changed, and draws the
// step picked.
func (s *Studio) updateAllSteps() {
	v := s.allSteps
	widgets.SetVisible(v.panel.Content(), v.open)
	if !v.open {
		return
	}
	widgets.SetVisible(s.solveBar.Content, false)
	widgets.SetVisible(s.pathPanel, false)
	if key := s.allStepsKey(); key != v.key {
		v.key, v.pick = key, nil
		s.listAllSteps()
	}
	if v.pick != nil {
		m := s.board.Model()
		m.Step = v.pick
		s.board.SetModel(m)
	}
}
