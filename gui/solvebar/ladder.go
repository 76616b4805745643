package solvebar

import (
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// Ladder is the hint ladder of solve mode: the rung shown and the
// position it was shown on. Each press of Hint climbs one rung on the
// person's own position; any change of the position starts it again. and the position it was shown on.
type Ladder struct {
	game *play.Game
	at   play.Progress
	hint *play.Hint // the last rung shown, nil for none
}

// Current returns the hint shown, or nil when none is or the position
// has changed since.
func (l *Ladder) Current(g *play.Game) *play.Hint {
	if l.hint == nil || l.game != g || l.at != g.Progress() {
		return nil
	}
	return l.hint
}

// Rung returns the last rung shown on g's position, 0 for none.
func (l *Ladder) Rung(g *play.Game) int {
	if h := l.Current(g); h != nil {
		return h.Rung
	}
	return 0
}

// Mark draws the hint shown onto the board model: the cells at fault,
// the houses of rung 2 or the whole step of rung 3.
func (l *Ladder) Mark(g *play.Game, m *board.Model) {
	h := l.Current(g)
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

// Shown is the ladder with hint h shown on g's position.
func Shown(g *play.Game, h *play.Hint) Ladder { return Ladder{game: g, at: g.Progress(), hint: h} }
