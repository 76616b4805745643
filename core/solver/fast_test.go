package solver

import (
	"runtime"
	"sync"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// comparePaths solves p on the fast path and on the generic path with
// the given limit and returns a description of the first difference, or
// "". Everything a caller can see must agree: status, solution, and the
// search's counts (guesses, backtracks, deepest), which only agree when
// both walk the same tree; with limit 2 the status says whether a
// second solution exists.
func comparePaths(fast, generic *Solver, p grid.Puzzle, limit int) string {
	generic.generic = true
	f, g := fast.Solve(p, limit), generic.Solve(p, limit)
	switch {
	case f.Status != g.Status:
		return "status " + f.Status.String() + ", generic " + g.Status.String()
	case f.Solution != g.Solution:
		return "solutions differ"
	case f.Guesses != g.Guesses || f.Backtracks != g.Backtracks || f.Deepest != g.Deepest:
		return "counts differ"
	}
	return ""
}

// TestFastPathAgreesWithGeneric solves every puzzle of every puzzle file
// of the shared data on both paths, with limits 1 and 2, and wants the
// same Result. Jigsaw puzzles take the generic path either way and
// check nothing, so they are skipped.
func TestFastPathAgreesWithGeneric(t *testing.T) {
	if testing.Short() {
		t.Skip("solves every shared puzzle twice over")
	}
	for _, name := range puzzleFiles(t) {
		t.Run(name, func(t *testing.T) {
			puzzles := loadPuzzles(t, name)
			diffs := make([]string, len(puzzles))
			workers := runtime.GOMAXPROCS(0)
			var wg sync.WaitGroup
			for w := range workers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					var fast, generic Solver
					for i := w; i < len(puzzles); i += workers {
						p := puzzles[i].puzzle
						if !p.Regions().IsStandard() {
							continue
						}
						for _, limit := range []int{2, 1} {
							if d := comparePaths(&fast, &generic, p, limit); d != "" {
								diffs[i] = d
								break
							}
						}
					}
				}()
			}
			wg.Wait()
			errors := 0
			for i, d := range diffs {
				if d != "" {
					if errors++; errors <= 10 {
						t.Errorf("puzzle %d %v: %s", puzzles[i].index+1, puzzles[i].puzzle.Givens, d)
					}
				}
			}
			if errors > 10 {
				t.Errorf("%d puzzles in all", errors)
			}
		})
	}
}

// TestFastPathEdgeCases compares the two paths on hand-picked grids:
// clashing, out-of-range, empty, solved, without solution, and one whose
// empty cell has no candidate left.
func TestFastPathEdgeCases(t *testing.T) {
	tests := []string{
		uniqueGivens, multiGivens, noSolution, solvedGrid, jankoGivens,
		"55" + solvedGrid[2:],
		".................................................................................",
		"12345678.........9...............................................................",
		"9" + solvedGrid[1:],
	}
	var fast, generic Solver
	for _, s := range tests {
		var p grid.Puzzle
		for i := range p.Givens {
			if c := s[i]; c >= '1' && c <= '9' {
				p.Givens[i] = int8(c - '0')
			}
		}
		for _, limit := range []int{1, 2} {
			if d := comparePaths(&fast, &generic, p, limit); d != "" {
				t.Errorf("%s limit %d: %s", s, limit, d)
			}
		}
	}
	for _, v := range []int8{10, -1, 16, -6, 127, -128} {
		for _, cell := range []int{0, 40, 80} {
			p := grid.Puzzle{}
			p.Givens[cell] = v
			if d := comparePaths(&fast, &generic, p, 2); d != "" {
				t.Errorf("value %d at cell %d: %s", v, cell, d)
			}
		}
	}
}

// FuzzFastPath feeds arbitrary grids on the boxes (values -1 to 10) to
// both paths, which must give the same Result with limits 1 and 2.
func FuzzFastPath(f *testing.F) {
	for _, seed := range []string{uniqueGivens, multiGivens, noSolution, jankoGivens, solvedGrid} {
		g := mustGrid(f, seed)
		data := make([]byte, grid.NumCells)
		for i, v := range g {
			data[i] = byte(v + 1)
		}
		f.Add(data)
	}
	var fast, generic Solver
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < grid.NumCells {
			return
		}
		var p grid.Puzzle
		for i := range p.Givens {
			v := data[i] % 24 // mostly empty cells, as in real puzzles
			if v < 12 {
				p.Givens[i] = int8(v) - 1
			}
		}
		for _, limit := range []int{1, 2} {
			if d := comparePaths(&fast, &generic, p, limit); d != "" {
				t.Fatalf("%v limit %d: %s", p.Givens, limit, d)
			}
		}
	})
}
