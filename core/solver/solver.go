// Package solver is the exact solver: it finds a puzzle's solution and
// proves whether it is the only one.
package solver

import (
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Status says how many solutions a puzzle has, as far as the search was asked to look.
type Status int8

// The statuses Solve reports.
const (
	None     Status = iota // no solution
	Unique                 // exactly one solution (or at least one, with limit 1)
	Multiple               // two or more solutions
	Unknown                // only with Solver.GuessLimit: the search stopped before it could tell
)

// String returns the status as the command line prints it.
func (s Status) String() string {
	switch s {
	case Unique:
		return "unique"
	case Multiple:
		return "multiple"
	case Unknown:
		return "unknown"
	}
	return "none"
}

// Result is the outcome of Solve.
type Result struct {
	Status   Status
	Solution grid.Grid // the solution, or one of them; zero when Status is None or Unknown
	// The search's own counts, over all its attempts (see Solver.Solve):
	// Guesses is its node count, one for each digit it tried in a cell
	// where propagation left a choice; Backtracks counts the returns
	// from a guess's subtree, after which the guessed digit is removed;
	// Deepest is the most guesses that were open at once.
	Guesses, Backtracks, Deepest int
}

// Solve searches p for up to limit solutions (1 or 2; 2 proves
// uniqueness). A puzzle whose givens clash or are out of range has no
// solution. It is safe for concurrent use; callers that solve many
// puzzles on one goroutine can keep a Solver of their own instead.
func Solve(p grid.Puzzle, limit int) Result {
	s := solverPool.Get().(*Solver)
	r := s.Solve(p, limit)
	solverPool.Put(s)
	return r
}

// solverPool recycles Solvers, whose search stack is some 40 KB.
var solverPool = sync.Pool{New: func() any { return new(Solver) }}
