// Package booklet makes the puzzles of a printed booklet from a puzzle
// set: each numbered from #1, with its rating and its solution when
// asked for, and a pencil-mark puzzle's candidates as marks. The print
// command and the window's Print to PDF share it; core/printout lays the
// result out.
package booklet

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// MaxPuzzles is the most puzzles one booklet holds: a PDF is laid out
// whole in memory, and a larger set is better split into booklets.
const MaxPuzzles = 20000

// Choices say what each printed puzzle carries beside its grid.
type Choices struct {
	Ratings   bool // the rating above the grid, as rate gives it
	Solutions bool // the solution, for the solution pages
}

// Make returns the printed puzzles of entries, numbered from first+1.
// Ratings and solutions, the slow part, are found on all cores; once
// ctx is done the rest are left out and ctx's error is returned.
// done, when not nil, counts the puzzles finished.
func Make(ctx context.Context, entries []puzzlefile.Entry, first int, c Choices, done *atomic.Int64) ([]printout.Puzzle, error) {
	out := make([]printout.Puzzle, len(entries))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(1, len(entries))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= len(entries) {
					return
				}
				out[i] = One(entries[i], first+i, c)
				if done != nil {
					done.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// One returns entry e as printed puzzle number i+1.
func One(e puzzlefile.Entry, i int, c Choices) printout.Puzzle {
	p := printout.Puzzle{Puzzle: e.Puzzle, Caption: fmt.Sprintf("#%d", i+1), Marks: e.Puzzle.Candidates}
	if c.Ratings {
		p.Note = RatingNote(e)
	}
	if c.Solutions {
		p.Solution, p.SolutionNote = Solution(e)
	}
	return p
}

// RatingNote rates an entry as rate does (the guided search within the
// default node budget) and says it as a caption: "Medium, score 706",
// or what stopped it ("invalid", "unsolvable").
func RatingNote(e puzzlefile.Entry) string {
	if e.Err != nil {
		return "invalid"
	}
	o := steps.Options{Search: steps.Guided, NodeBudget: steps.DefaultNodeBudget}
	_, rt, ok := steps.CountedPath(e.Puzzle, o)
	if !ok {
		sum, _ := steps.Stream(e.Puzzle, o, func(int, *steps.Step) error { return nil }) // the consumer never fails
		rt = sum.Rating
	}
	switch rt.Status {
	case steps.Solved:
		return fmt.Sprintf("%s, score %d", rt.Difficulty, rt.Score)
	case steps.Invalid:
		return "invalid"
	default:
		return rt.Status.String()
	}
}

// Solution returns the entry's solution, under its given candidates
// when it has any, or an empty grid and why there is none to print.
func Solution(e puzzlefile.Entry) (grid.Grid, string) {
	if e.Err != nil {
		return grid.Grid{}, "invalid"
	}
	switch r := solver.Solve(e.Puzzle, 2); r.Status {
	case solver.Unique:
		return r.Solution, ""
	case solver.Multiple:
		return r.Solution, "one of several"
	default:
		return grid.Grid{}, "no solution"
	}
}
