package gui

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/gameview"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Solve mode is the person solving the puzzle themselves, on a
// play.Game the model.Session keeps for each puzzle: digits typed are entries,
// drawn apart from the givens, and with the pencil on (or Shift held)
// they toggle notes. Undo, Redo, Clear Cell and Clear Grid act on the
// game, Check and First mistake judge it, and Hint climbs a ladder on
// the person's own position (the hint ladder, below). The puzzle itself is
// changed only in the editing modes; the game follows its givens when
// it is next opened (see model.Session.Game).

// loadGame makes the game of the puzzle shown current, and says what
// was dropped when the givens changed under it. It reports false, with
// the reason in the status bar, when the puzzle cannot be played.
func (s *Studio) loadGame() bool {
	if s.model.Session() == nil || s.model.Index() < 0 {
		return false
	}
	g, dropped, err := s.model.Session().Game(s.model.Index())
	if err != nil {
		s.model.SetGame(nil)
		s.notify("Cannot solve this puzzle until its givens are fixed: %v", err)
		return false
	}
	if !dropped.Empty() {
		s.notify("The givens changed since you solved here: %s that no longer fit went (%s); the rest are kept",
			words.Count(dropped.Len(), "entry", "entries"), words.Cells(dropped))
	}
	if g != s.model.Game() {
		s.solveMsg = ""
		s.ladder = solvebar.Ladder{}
	}
	s.model.SetGame(g)
	return true
}

// solving reports whether the board shows the person's game.
func (s *Studio) solving() bool { return s.model.Mode() == model.SolveMode && s.model.Game() != nil }

// solveModel is the board in solve mode: the person's game as
// gameview draws it (givens and entries, notes, clashes, what the last
// Check found, the colour marks), and the hint being shown.
func (s *Studio) solveModel() board.Model {
	m := gameview.Model(s.model.Game())
	s.ladder.Mark(s.model.Game(), &m)
	return m
}

// solveDigit enters d in c, or toggles the note d when the pencil is on;
// asNote inverts the pencil, for Shift+digit.
func (s *Studio) solveDigit(c grid.Cell, d int8, asNote bool) {
	var err error
	if s.pencil != asNote {
		err = s.model.Game().ToggleNote(c, d)
	} else {
		err = s.model.Game().Enter(c, d)
	}
	if err != nil {
		s.refuseMove(c, err)
		return
	}
	s.gameMoved()
}

// refuseMove says in plain words why a move on c was refused.
func (s *Studio) refuseMove(c grid.Cell, err error) {
	switch {
	case errors.Is(err, play.ErrGiven):
		s.notify("%v holds a given: it is part of the puzzle", c)
	case errors.Is(err, play.ErrFilled):
		s.notify("%v holds your entry: clear it (Backspace) before writing notes in it", c)
	default:
		s.notify("%v", err)
	}
}

// gameMoved redraws after the position changed, and records how far the
// person has come in the puzzle list.
func (s *Studio) gameMoved() {
	s.dropSolveNotice()
	s.solveMsg = ""
	if s.model.Game().Status() == play.Solved {
		s.solveMsg = "Solved! Every cell is filled and no digit clashes."
		s.notify("%s", s.solveMsg)
	}
	if s.model.Session().UpdateWork(s.model.Index()) {
		s.list.RefreshPuzzle(s.model.Index())
	}
	s.refresh()
	s.menus.refresh()
}

// dropSolveNotice takes what Check, First mistake or the hint said last
// off the status bar, where it still shows: it spoke of a position the
// person has since changed, or of the game a mode switch hides ("1 entry
// is wrong" stayed after the entry was erased).
func (s *Studio) dropSolveNotice() {
	if s.solveMsg != "" && (s.message == s.solveMsg || s.message == firstLine(s.solveMsg)) {
		s.message = ""
	}
}

// eraseSelected empties the selected cell of the game: its entry, or
// its notes.
func (s *Studio) eraseSelected() {
	c := s.board.Selected()
	if err := s.model.Game().Erase(c); err != nil {
		s.refuseMove(c, err)
		return
	}
	s.gameMoved()
}

// restartGame asks, then forgets every entry and note of the puzzle shown.
func (s *Studio) restartGame() {
	p := s.model.Game().Progress()
	if p.Entries == (grid.Grid{}) && p.Notes == ([grid.NumCells]uint16{}) {
		s.notify("Nothing to clear: no entries or notes yet")
		return
	}
	d := dialog.NewConfirm("Clear your solving?",
		"Remove every entry and note you made in this puzzle? This cannot be undone.\nThe puzzle's givens stay.",
		func(ok bool) {
			if ok {
				s.clearGame()
			}
		}, s.win)
	// Nothing that cannot be undone happens on Enter alone: it cancels.
	s.showDialogEnter(d, d.Dismiss)
}

// clearGame starts the puzzle shown afresh in solve mode.
func (s *Studio) clearGame() {
	s.model.Session().ResetGame(s.model.Index())
	s.model.SetGame(nil)
	if s.loadGame() {
		s.notify("Cleared your entries and notes")
	}
	s.refresh()
	s.menus.refresh()
}

// gameUndo and gameRedo step through the game's history.
func (s *Studio) gameUndo() {
	if !s.model.Game().Undo() {
		s.notify("Nothing to undo")
		return
	}
	s.gameMoved()
	s.notify("Undid a move")
}

func (s *Studio) gameRedo() {
	if !s.model.Game().Redo() {
		s.notify("Nothing to redo")
		return
	}
	s.gameMoved()
	s.notify("Redid a move")
}

// setPencil turns note-taking on or off; from another mode it enters
// solve mode, since notes are solving work.
func (s *Studio) setPencil(on bool) {
	if s.model.Mode() != model.SolveMode {
		s.setMode(model.SolveMode)
		if s.model.Mode() != model.SolveMode {
			return
		}
	}
	s.pencil = on
	s.refresh()
	s.menus.refresh()
}

// setAuto switches auto-candidates on or off, as one undoable move.
func (s *Studio) setAuto(on bool) {
	if !s.solving() || s.model.Game().Auto() == on {
		return
	}
	s.model.Game().SetAuto(on)
	s.gameMoved()
	if on {
		s.notify("Auto-candidates: every empty cell's notes hold what its peers allow (Undo brings your notes back)")
	} else {
		s.notify("Auto-candidates off: the notes are yours now")
	}
}

// checkGame marks wrong entries and notes lacking the solution's digit.
func (s *Studio) checkGame() {
	if !s.solving() {
		return
	}
	r := s.model.Game().Check()
	s.solveMsg = r.Message
	s.notify("%s", r.Message)
	s.refresh()
}

// firstMistake goes back to just before the first wrong entry.
func (s *Studio) firstMistake() {
	if !s.solving() {
		return
	}
	r := s.model.Game().FirstMistake()
	if r.Moved {
		s.gameMoved()
	}
	s.solveMsg = r.Message
	s.notify("%s", r.Message)
	s.refresh()
}

// shiftHeld reports whether Shift is down, on a desktop driver.
func (s *Studio) shiftHeld() bool {
	d, ok := s.app.Driver().(desktop.Driver)
	return ok && d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
}

// solveKey handles Shift+1–9 in solve mode: the note of that digit, or
// the entry with the pencil on. It reports whether it used the key.
func (s *Studio) solveKey(e *fyne.KeyEvent) bool {
	if !s.solving() || e.Name < fyne.Key1 || e.Name > fyne.Key9 || len(e.Name) != 1 || !s.shiftHeld() {
		return false
	}
	s.solveDigit(s.board.Selected(), int8(e.Name[0]-'0'), true)
	return true
}

// modeText is the status bar's mode, with solve mode's switches.
func (s *Studio) modeText() string {
	text := s.model.Mode().String() + " mode"
	if s.model.Mode() == model.SolveMode {
		if s.pencil {
			text += " · pencil"
		}
		if s.model.Game() != nil && s.model.Game().Auto() {
			text += " · auto-candidates"
		}
	}
	return text
}

// leaveSolving switches to the solution path, which the person asked to
// step through; the game is kept.
func (s *Studio) leaveSolving() {
	s.switchMode(model.PathMode)
	s.notify("Showing the solution path; Solve Mode (Ctrl+2) brings back your entries and notes")
}

// The hint ladder in solve mode: each press of Hint (the button, the
// menu, Ctrl+H) climbs one rung on the person's own position: 1 names
// the technique, 2 outlines the houses to look at, 3 draws the whole
// step with its text, 4 applies it as one undoable move. Any change of
// the position starts the ladder again at rung 1. When entries or notes
// are wrong the hint says so and marks those cells, at every rung,
// instead of reasoning from them. In the editing modes Hint keeps its
// old meaning: it names the next step of the solution path.

// nextHintLabel names what the next press of Hint shows.
func (s *Studio) nextHintLabel() string {
	if !s.solving() {
		return "Hint"
	}
	h := s.ladder.Current(s.model.Game())
	if h == nil || !h.Climbs() {
		return "Hint"
	}
	if h.Kind != play.StepHint {
		if h.Rung >= 3 || (h.Kind == play.WrongNotesHint && h.Rung == 2) {
			return "Fix notes"
		}
		return "Hint"
	}
	switch h.Rung {
	case 1:
		return "Show houses"
	case 2:
		return "Show step"
	}
	return "Apply step"
}

// climbHint answers the next rung of the ladder.
func (s *Studio) climbHint() {
	if !s.solving() {
		return
	}
	rung := min(s.ladder.Rung(s.model.Game())+1, 4)
	h, err := s.model.Game().Hint(rung)
	if err != nil {
		s.notify("%v", err)
		return
	}
	if !h.Climbs() {
		h.Rung = 1 // the answer is the same at every rung: stay at the bottom
	}
	s.ladder = solvebar.Shown(s.model.Game(), &h)
	if h.Applied {
		s.ladder = solvebar.Ladder{}
		s.gameMoved()
	}
	s.solveMsg = h.Message
	s.notify("%s", firstLine(h.Message))
	if !h.Cells.Empty() {
		s.board.FlashCells(h.Cells)
	}
	s.refresh()
	s.menus.refresh()
}

// firstLine returns text up to its first line break.
func firstLine(text string) string {
	line, _, _ := strings.Cut(text, "\n")
	return line
}
