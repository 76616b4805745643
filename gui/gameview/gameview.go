// Package gameview turns a person's game into what the board draws:
// givens and entries, the pencil notes, clashes, what the last Check
// found while it still holds, and the colour marks. Solve mode draws
// its board from it, and so does `render -progress`, so that a picture
// of saved work looks as the window showed it. It reads the game's
// data only: drawing a game never solves it.
package gameview

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// Model is the board of g's current position.
func Model(g *play.Game) board.Model {
	b := g.Board()
	m := board.Model{Layout: b.Layout, Notes: true}
	for c, v := range b.Cells {
		cell := grid.Cell(c)
		m.Digits[c], m.Candidates[c] = v.Digit, v.Notes
		switch v.Origin {
		case play.Given:
			m.Origins[c] = board.Given
		case play.Entered:
			m.Origins[c] = board.Entered
		}
		if v.Conflict {
			m.Conflicts = m.Conflicts.With(cell)
		}
		if v.Wrong {
			m.Wrong = m.Wrong.With(cell)
		}
		if v.NotesMissing {
			m.WrongNotes = m.WrongNotes.With(cell)
		}
	}
	m.Marks = Marks(g.Marks())
	return m
}

// Marks converts the game's colour marks to the board's plain data.
func Marks(m play.Marks) board.Marks {
	var out board.Marks
	for c := range m.Cells {
		out.Cells[c] = int8(m.Cells[c])
		for i, k := range m.Candidates[c] {
			out.Candidates[c][i] = int8(k)
		}
	}
	return out
}
