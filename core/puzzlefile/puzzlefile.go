// Package puzzlefile reads and writes puzzle sets: numpy .npy and .npz
// files and one-puzzle-a-line text.
package puzzlefile

import (
	"errors"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Entry is one puzzle of a set, or the reason it could not be taken.
type Entry struct {
	Puzzle grid.Puzzle
	Err    error // non-nil when the puzzle is invalid; the set still loads
}

// Set is a puzzle set read from a file.
type Set struct {
	Entries    []Entry
	Solutions  []grid.Grid // solutions stored beside the puzzles (npz "solutions"), or nil
	Structured bool        // read from a structured "sudokus" npz array
}

// Read loads a puzzle set; the format follows the file name's extension.
func Read(path string) (*Set, error) { return nil, errors.New("not implemented") }

// ReadSolutions loads reference solutions. A grid with no solution
// expected comes back as NoSolution().
func ReadSolutions(path string) ([]grid.Grid, error) { return nil, errors.New("not implemented") }

// Write saves solved grids beside their puzzles, in the format the file
// name's extension names. solutions[i] is NoSolution() where puzzle i has none.
func Write(path string, set *Set, solutions []grid.Grid) error { return errors.New("not implemented") }

// NoSolution returns the all -1 grid that numpy files use for "no solution".
func NoSolution() grid.Grid {
	var g grid.Grid
	for i := range g {
		g[i] = -1
	}
	return g
}

// IsNoSolution reports whether g is the "no solution" grid.
func IsNoSolution(g grid.Grid) bool { return g == NoSolution() }
