// Package board draws a sudoku board: a Model of plain data in, a Fyne
// widget (New) or a picture (Image, WritePNG, SVG) out. It knows nothing
// of the window around it; the widget reports taps and keys through its
// callbacks and the window decides what they mean.
package board

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Origin says where a cell's digit came from, which sets its colour.
type Origin int8

// The origins of a digit.
const (
	Empty   Origin = iota // no digit
	Given                 // part of the puzzle, drawn bold
	Entered               // typed by the person
	Solved                // placed by the solver or a step
)

// Model is everything the board draws, as plain data: the window
// fills it from the engine's state and the board only reads it.
type Model struct {
	Layout     *grid.Layout
	Digits     grid.Grid                   // the digit in each cell, 0 for none
	Origins    [grid.NumCells]Origin       // where each digit came from
	Candidates [grid.NumCells]steps.Digits // candidates of empty cells
	Step       *steps.Step                 // the step to highlight, or nil
	Conflicts  grid.CellSet                // cells whose digit clashes with a peer (drawn red)
	Fading     grid.CellSet                // cells a backtrack undoes (drawn fading out)

	// Branch chooses which branches of a forcing chain or net the board
	// draws: 0 draws them all, n only the step's n-th branch (counting
	// from 1) with the step's conclusion. The step panel sets it when the
	// person unfolds a net one branch at a time.
	Branch int
	// Unfold, when above 0, draws only the first Unfold inferences of
	// what the board unfolds (see Unfolds): the branch chosen by Branch,
	// or, with Branch 0, the step's own chain. The newest of them is
	// marked. 0 draws everything.
	Unfold int
	// Context are the inferences of an outer level the step stands in,
	// drawn faded under it: the branch's position an inner proof of a
	// nested forcing chain replays over (see context.go).
	Context []steps.Inference

	// Notes says that Candidates are the person's pencil notes rather
	// than the engine's candidates: they are drawn whether or not
	// candidates are shown, in the entries' ink.
	Notes bool
	// Wrong are cells whose entry differs from the solution, as a Check
	// found: the digit is drawn in red and ringed.
	Wrong grid.CellSet
	// WrongNotes are cells whose notes lack the solution's digit, as a
	// Check found: the cell gets a red corner mark.
	WrongNotes grid.CellSet
	// Marks are the person's colour marks (marks.go), drawn under the
	// step's roles.
	Marks Marks

	// Draft, when set, is a region map (0–8 per cell) being painted in
	// region mode: the board colours and outlines it instead of Layout's
	// regions, even while it is not yet a valid layout. Layout still
	// gives the rows and columns.
	Draft *[grid.NumCells]int8
}
