package gui

import (
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// The hint ladder in solve mode: each press of Hint (the button, the
// menu, Ctrl+H) climbs one rung on the person's own position: 1 names
// the technique, 2 outlines the houses to look at, 3 draws the whole
// step with its text, 4 applies it as one undoable move. Any change of
// the position starts the ladder again at rung 1. When entries or notes
// are wrong the hint says so and marks those cells, at every rung,
// instead of reasoning from them. In the editing modes Hint keeps its
// old meaning: it names the next step of the solution path.

// hintLadder is the rung shown and the position it was shown on.
type hintLadder struct {
	game *play.Game
	at   play.Progress
	hint *play.Hint // the last rung shown, nil for none
}

// current returns the hint shown, or nil when none is or the position
// has changed since.
func (l *hintLadder) current(g *play.Game) *play.Hint {
	if l.hint == nil || l.game != g || l.at != g.Progress() {
		return nil
	}
	return l.hint
}

// rung returns the last rung shown on g's position, 0 for none.
func (l *hintLadder) rung(g *play.Game) int {
	if h := l.current(g); h != nil {
		return h.Rung
	}
	return 0
}

// mark draws the hint shown onto the board model: the cells at fault,
// the houses of rung 2 or the whole step of rung 3.
func (l *hintLadder) mark(g *play.Game, m *board.Model) {
	h := l.current(g)
	if h == nil {
		return
	}
	switch h.Kind {
	case play.WrongEntriesHint:
		m.Wrong = m.Wrong.Or(h.Cells)
	case play.WrongNotesHint, play.ContradictionHint:
		m.WrongNotes = m.WrongNotes.Or(h.Cells)
	case play.MissingEliminationsHint:
		if h.Step != nil {
			m.Step = h.Step // the notes to take out, struck through
		} else {
			m.WrongNotes = m.WrongNotes.Or(h.Cells)
		}
	case play.StepHint:
		switch {
		case h.Step != nil:
			m.Step = h.Step
			// A cell without notes counts as holding every candidate its
			// peers allow: show the digits the step names there.
			for _, cs := range [][]steps.Candidate{h.Step.Eliminations, h.Step.Pattern, h.Step.Fins} {
				for _, c := range cs {
					if c.Cell >= 0 && int(c.Cell) < len(m.Digits) && m.Digits[c.Cell] == 0 && g.NotesAt(c.Cell) == 0 {
						m.Candidates[c.Cell] |= steps.DigitSet(c.Digit)
					}
				}
			}
		case len(h.Houses) > 0:
			m.Step = &steps.Step{Houses: h.Houses}
		}
	}
}

// nextHintLabel names what the next press of Hint shows.
func (s *Studio) nextHintLabel() string {
	if !s.solving() {
		return "Hint"
	}
	h := s.ladder.current(s.model.Game())
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
	rung := min(s.ladder.rung(s.model.Game())+1, 4)
	h, err := s.model.Game().Hint(rung)
	if err != nil {
		s.notify("%v", err)
		return
	}
	if !h.Climbs() {
		h.Rung = 1 // the answer is the same at every rung: stay at the bottom
	}
	s.ladder = hintLadder{game: s.model.Game(), at: s.model.Game().Progress(), hint: &h}
	if h.Applied {
		s.ladder = hintLadder{}
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
