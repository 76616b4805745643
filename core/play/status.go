package play

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Status is how far the person has come with a puzzle: their own
// progress, apart from what the solver found (see Game.Solutions).
type Status int8

// The statuses of a person's work on a puzzle.
const (
	// NotStarted: no entry and no note yet.
	NotStarted Status = iota
	// InProgress: some entries or notes, not yet a correct full grid.
	InProgress
	// Solved: the entries complete the grid correctly.
	Solved
)

// String names the status as the puzzle list shows it.
func (s Status) String() string {
	switch s {
	case InProgress:
		return "In progress"
	case Solved:
		return "Solved"
	}
	return "Not started"
}

// Empty reports whether the progress holds no entry, note or colour; the
// auto-candidates switch alone is no work.
func (p Progress) Empty() bool {
	return p.Entries == grid.Grid{} && p.Notes == [grid.NumCells]uint16{} && p.Colours == ColourMasks{}
}

// Status says how far the person has come: Solved once the givens and
// entries fill the grid correctly (equal to the solution where it is
// unique, a clash-free full grid otherwise), InProgress once the person
// has entered a digit, changed a note or painted a colour, NotStarted
// before (see Untouched).
func (g *Game) Status() Status {
	if g.Solved() {
		if sol, ok := g.Solution(); !ok || sol == g.Digits() {
			return Solved
		}
	}
	if g.Untouched() {
		return NotStarted
	}
	return InProgress
}

// Untouched reports whether the entries and notes are those the game
// started with (none, or a pencil-mark puzzle's given candidates as
// notes) and no colour is painted. Such work is no progress to save: a
// new game starts there again.
func (g *Game) Untouched() bool {
	return g.pos.entries == g.start.entries && g.pos.notes == g.start.notes && g.pos.marks.Empty()
}
