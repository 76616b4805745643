package solver

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// FuzzSolve feeds arbitrary grids (values -1 to 10, on the boxes or on a
// jigsaw layout) to Solve: it must not panic, and whatever it answers must
// hold up.
func FuzzSolve(f *testing.F) {
	for _, seed := range []string{uniqueGivens, multiGivens, noSolution, jankoGivens, solvedGrid} {
		g := mustGrid(f, seed)
		data := make([]byte, grid.NumCells+1)
		for i, v := range g {
			data[i] = byte(v + 1)
		}
		f.Add(data)
	}
	jigsaw := mustPuzzle(f, jankoGivens, jankoRegions).Layout
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < grid.NumCells+1 {
			return
		}
		var p grid.Puzzle
		for i := range p.Givens {
			p.Givens[i] = int8(data[i]%12) - 1
		}
		if data[grid.NumCells]&1 == 1 {
			p.Layout = jigsaw
		}
		r2, r1 := Solve(p, 2), Solve(p, 1)
		if (p.Validate() != nil) && r2.Status != None {
			t.Fatalf("invalid givens %v solved as %v", p.Givens, r2.Status)
		}
		switch r2.Status {
		case None:
			if r1.Status != None || r2.Solution != (grid.Grid{}) {
				t.Fatalf("none with limit 2, %v with limit 1", r1.Status)
			}
			return
		case Unknown:
			t.Fatalf("unknown without a guess limit (limit 1: %v)", r1.Status)
		case Unique:
			if r1.Status != Unique || r1.Solution != r2.Solution {
				t.Fatalf("unique with limit 2, but limit 1 gives %v %v", r1.Status, r1.Solution)
			}
		}
		if !p.IsSolution(r2.Solution) || !p.IsSolution(r1.Solution) {
			t.Fatalf("%v: %v / %v is not a solution", p.Givens, r2.Solution, r1.Solution)
		}
		if back := Solve(grid.Puzzle{Givens: r2.Solution, Layout: p.Layout}, 2); back.Status != Unique || back.Solution != r2.Solution {
			t.Fatalf("the solution %v as givens gives %v", r2.Solution, back.Status)
		}
	})
}
