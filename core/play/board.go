package play

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Origin says where a cell's digit comes from.
type Origin int8

// The origins of a cell's digit.
const (
	Empty   Origin = iota // no digit: the cell shows its notes
	Given                 // part of the puzzle
	Entered               // typed by the person
)

// CellView is what the board draws in one cell.
type CellView struct {
	Digit  int8 // 0 when empty
	Origin Origin
	// Notes are the pencil marks of an empty cell; with auto-candidates
	// on they are kept as the candidates the grid allows (see SetAuto).
	Notes steps.Digits
	// Conflict: the digit also stands in a peer (see Conflicts).
	Conflict bool
	// Wrong: the last Check found this entry wrong, and it has not changed since.
	Wrong bool
	// NotesMissing: the last Check found these notes lacking the
	// solution's digit, and they have not changed since.
	NotesMissing bool
}

// Board is the whole board as the window draws it.
type Board struct {
	Layout *grid.Layout
	Cells  [grid.NumCells]CellView
	Auto   bool // auto-candidates are on
}

// Board returns what the board draws for the current position.
func (g *Game) Board() Board {
	b := Board{Layout: g.layout, Auto: g.pos.auto}
	conflicts := g.Conflicts()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		v := &b.Cells[c]
		switch {
		case g.puzzle.Givens[c] != 0:
			v.Digit, v.Origin = g.puzzle.Givens[c], Given
		case g.pos.entries[c] != 0:
			v.Digit, v.Origin = g.pos.entries[c], Entered
		default:
			v.Notes = g.pos.notes[c]
		}
		v.Conflict = conflicts.Has(c)
		if g.check != nil {
			v.Wrong = g.check.Wrong.Has(c) && g.checked.entries[c] == g.pos.entries[c]
			v.NotesMissing = g.check.NotesMissing.Has(c) && g.checked.notes[c] == g.pos.notes[c] &&
				g.checked.entries[c] == g.pos.entries[c]
		}
	}
	return b
}
