// Package play models a person solving one puzzle: the givens, which
// never change; the digits the person enters; pencil notes per cell; an
// auto-candidates switch; undo and redo; a check against the solution;
// and a hint ladder that reasons from the person's own position. It knows
// nothing of any window: a view asks a Game for its Board and sends it
// the person's moves.
//
// Every method takes any input without panicking: cells outside 0–80,
// digits outside 1–9 and edits of given cells come back as errors (see
// ErrOutOfRange, ErrGiven, ErrFilled).
package play

import (
	"errors"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The errors a move can fail with, wrapped with the cell or digit at
// fault; test for them with errors.Is.
var (
	// ErrOutOfRange: a cell outside 0–80 or a digit outside 1–9.
	ErrOutOfRange = errors.New("out of range")
	// ErrGiven: the cell holds a given, which a person cannot change.
	ErrGiven = errors.New("given cell")
	// ErrFilled: notes go only in cells without a digit.
	ErrFilled = errors.New("cell holds a digit")
)

// position is everything a move can change; the undo history keeps one
// for each move, whole, so that undoing a move that touched many cells
// is as simple as undoing one that touched a single note.
type position struct {
	entries grid.Grid
	// notes holds the pencil marks of empty cells; cells holding a digit
	// always have none.
	notes [grid.NumCells]steps.Digits
	auto  bool
	// marks are the person's colours (colours.go): part of the position,
	// so that painting is undone and redone like any other move.
	marks Marks
}

// Game is one puzzle being solved by a person. The zero value is not
// usable; make one with New or Restore. A Game is not safe for
// concurrent use.
type Game struct {
	puzzle grid.Puzzle
	layout *grid.Layout
	// exact is the exact solver's answer, asked once for up to two
	// solutions: Check and the hints trust the solution only when it is
	// unique.
	exact solver.Result

	pos        position
	undo, redo []position
	// start is the position a new game begins at: no entries, and no
	// notes but a pencil-mark puzzle's given candidates.
	start position

	// checked is the position the last Check looked at and its result;
	// the board marks a cell wrong only while it still holds what was
	// checked, so marks never outlive the mistake they point at.
	checked position
	check   *CheckResult
	// hint caches the step found for the position hintAt, since the
	// window asks once for each rung and the hardest techniques are slow.
	hintAt position
	hint   *hintResult
	// profile is the technique profile the hints follow (SetProfile).
	profile steps.Profile
}

// SetProfile makes the hints follow technique profile p: a hint names the
// first technique of p, in p's order, that applies. The zero Profile is
// the default one.
func (g *Game) SetProfile(p steps.Profile) {
	g.profile = p
	g.hint = nil // a hint found under the old profile no longer holds
}

// New starts a game on p with no entries and no notes, but for a puzzle
// that gives candidates (grid.Puzzle.Candidates): the person's notes
// start from those, less the digits given peers hold. It refuses givens
// out of range or clashing in a house, with the reason. A puzzle without
// a unique solution is accepted: Check and the hints then say what they
// can and cannot tell.
func New(p grid.Puzzle) (*Game, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("cannot play this puzzle: %w", err)
	}
	g := &Game{puzzle: p, layout: p.Regions()}
	g.exact = solver.Solve(p, 2)
	if p.Candidates != nil {
		g.fill(&g.start)
		g.pos = g.start
	}
	return g, nil
}

// Progress is a person's work on a puzzle in the form it is saved in.
type Progress struct {
	Entries grid.Grid // the digits entered, 0 for none and on given cells
	// Notes are the pencil notes of each cell, bit d−1 for digit d.
	Notes [grid.NumCells]uint16
	// Auto says auto-candidates were on; restoring it keeps the saved
	// notes, eliminations included, rather than filling them afresh.
	Auto bool
	// Colours are the person's colour marks in their saved form.
	Colours ColourMasks
}

// Progress returns the person's work for saving.
func (g *Game) Progress() Progress {
	return Progress{Entries: g.Entries(), Notes: g.Notes(), Auto: g.pos.auto, Colours: g.pos.marks.Masks()}
}

// Restore starts a game on p from saved progress. Notes of given cells
// and of cells holding an entry are dropped, as is an entry equal to the
// given beneath it. An entry out of 0–9, an entry different from its
// cell's given, or a note mask with bits beyond digit 9 is refused with
// an error naming the cell. The restored position is the start of the
// undo history.
func Restore(p grid.Puzzle, saved Progress) (*Game, error) {
	g, err := New(p)
	if err != nil {
		return nil, err
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		d, given := saved.Entries[c], p.Givens[c]
		switch {
		case d < 0 || d > 9:
			return nil, fmt.Errorf("%v: entry %d: %w (want 0–9)", c, d, ErrOutOfRange)
		case given != 0 && d != 0 && d != given:
			return nil, fmt.Errorf("%v: entry %d on the given %d: %w", c, d, given, ErrGiven)
		case given == 0:
			g.pos.entries[c] = d
		}
		ds, ok := NotesFromMask(saved.Notes[c])
		if !ok {
			return nil, fmt.Errorf("%v: notes %#x hold bits beyond digit 9: %w", c, saved.Notes[c], ErrOutOfRange)
		}
		g.pos.notes[c] = 0 // the saved notes replace those a new game starts with
		if given == 0 && d == 0 {
			g.pos.notes[c] = ds
		}
	}
	g.pos.auto = saved.Auto
	if g.pos.marks, err = MarksFromMasks(&saved.Colours); err != nil {
		return nil, err
	}
	return g, nil
}

// Puzzle returns the puzzle being solved.
func (g *Game) Puzzle() grid.Puzzle { return g.puzzle }

// Solutions says how many solutions the puzzle has as far as the exact
// solver could tell: solver.Unique, Multiple, None, or Unknown when it
// gave up. Only a unique solution is checked against.
func (g *Game) Solutions() solver.Status { return g.exact.Status }

// Solution returns the puzzle's solution and true when it is unique.
func (g *Game) Solution() (grid.Grid, bool) {
	if g.exact.Status != solver.Unique {
		return grid.Grid{}, false
	}
	return g.exact.Solution, true
}

// Entries returns the digits the person has entered, 0 elsewhere; given
// cells are always 0.
func (g *Game) Entries() grid.Grid { return g.pos.entries }

// Notes returns every cell's pencil notes in the saved form, bit d−1 for
// digit d; cells holding a digit have none.
func (g *Game) Notes() [grid.NumCells]uint16 {
	var out [grid.NumCells]uint16
	for c, ds := range g.pos.notes {
		out[c] = NoteMask(ds)
	}
	return out
}

// NotesAt returns the pencil notes of c, none for a cell out of range.
func (g *Game) NotesAt(c grid.Cell) steps.Digits {
	if !inRange(c) {
		return 0
	}
	return g.pos.notes[c]
}

// Digits returns the board as the person sees it: givens and entries
// together, 0 for empty cells.
func (g *Game) Digits() grid.Grid {
	out := g.puzzle.Givens
	for c, d := range g.pos.entries {
		if d != 0 {
			out[c] = d
		}
	}
	return out
}

// Auto reports whether auto-candidates are on.
func (g *Game) Auto() bool { return g.pos.auto }

// Solved reports whether every cell holds a digit and no digit clashes
// with a peer: the grid is a solution of the puzzle.
func (g *Game) Solved() bool { return g.puzzle.IsSolution(g.Digits()) }

// inRange reports whether c is a cell of the board.
func inRange(c grid.Cell) bool { return c >= 0 && c < grid.NumCells }

// editable returns the error that forbids changing c, if any.
func (g *Game) editable(c grid.Cell) error {
	if !inRange(c) {
		return fmt.Errorf("cell %d: %w (want 0–80)", int(c), ErrOutOfRange)
	}
	if d := g.puzzle.Givens[c]; d != 0 {
		return fmt.Errorf("%v holds the given %d: %w", c, d, ErrGiven)
	}
	return nil
}

// checkDigit returns an error unless d is 1–9.
func checkDigit(d int8) error {
	if d < 1 || d > 9 {
		return fmt.Errorf("digit %d: %w (want 1–9)", d, ErrOutOfRange)
	}
	return nil
}

// commit makes next the current position as one undoable move. A move
// that changes nothing leaves no trace in the history.
func (g *Game) commit(next position) {
	if next == g.pos {
		return
	}
	g.undo = append(g.undo, g.pos)
	g.redo = g.redo[:0]
	g.pos = next
}

// Undo goes back one move and reports whether there was one.
func (g *Game) Undo() bool {
	if len(g.undo) == 0 {
		return false
	}
	g.redo = append(g.redo, g.pos)
	g.pos = g.undo[len(g.undo)-1]
	g.undo = g.undo[:len(g.undo)-1]
	return true
}

// Redo makes again the last move undone and reports whether there was one.
// Any new move forgets the moves that could be redone.
func (g *Game) Redo() bool {
	if len(g.redo) == 0 {
		return false
	}
	g.undo = append(g.undo, g.pos)
	g.pos = g.redo[len(g.redo)-1]
	g.redo = g.redo[:len(g.redo)-1]
	return true
}

// CanUndo reports whether Undo has a move to take back.
func (g *Game) CanUndo() bool { return len(g.undo) > 0 }

// CanRedo reports whether Redo has a move to make again.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }
