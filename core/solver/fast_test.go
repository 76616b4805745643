package solver

import (
	"math/rand/v2"
	"runtime"
	"strings"
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
		// Two 5s in a column, in a box, and in the same band and stack
		// without sharing a house.
		"5" + strings.Repeat(".", 71) + "5" + strings.Repeat(".", 8),
		"5" + strings.Repeat(".", 9) + "5" + strings.Repeat(".", 70),
		"5" + strings.Repeat(".", 12) + "5" + strings.Repeat(".", 14) + "5" + strings.Repeat(".", 52),
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

// TestSetupAgainstRules checks the fast board's setup on random sparse
// grids, where clashes are common, against the rules written plainly:
// the verdict (a value out of range, or two equal givens in one row,
// column or box), and on a valid grid each digit's candidates (its
// givens, and the empty cells none of whose houses hold it).
func TestSetupAgainstRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 3))
	clashes := 0
	for range 5000 {
		var g grid.Grid
		values := 3 + 6*rng.IntN(2) // 1–3, where clashes are common, or 1–9
		for range rng.IntN(8) + 1 {
			g[rng.IntN(grid.NumCells)] = int8(rng.IntN(values) + 1)
		}
		if rng.IntN(50) == 0 {
			g[rng.IntN(grid.NumCells)] = int8(rng.IntN(256) - 128)
		}
		sameHouse := func(a, b int) bool {
			return a/9 == b/9 || a%9 == b%9 || a/27 == b/27 && a%9/3 == b%9/3
		}
		valid := true
		for a, v := range g {
			if v < 0 || v > 9 {
				valid = false
			}
			for c := a + 1; c < grid.NumCells; c++ {
				if v != 0 && g[c] == v && sameHouse(a, c) {
					valid = false
				}
			}
		}
		var b fboard
		if got := b.setup(&g); got != valid {
			t.Fatalf("setup says %v, the rules %v, on %v", got, valid, g)
		}
		if !valid {
			clashes++
			continue
		}
		for d := range 9 {
			var want board81
			for c := range grid.NumCells {
				held := g[c] == int8(d+1)
				if g[c] == 0 {
					held = true
					for e := range grid.NumCells {
						if g[e] == int8(d+1) && sameHouse(c, e) {
							held = false
						}
					}
				}
				if held {
					want[rowWord[c]] |= rowBit[c]
				}
			}
			if b.cand[d] != want {
				t.Fatalf("digit %d: setup gave %x, the rules %x, on %v", d+1, b.cand[d], want, g)
			}
		}
	}
	if clashes < 250 || clashes > 4750 {
		t.Errorf("%d of 5000 grids refused: the test meets too few of one kind", clashes)
	}
}
