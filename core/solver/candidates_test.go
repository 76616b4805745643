package solver

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// pencilFrom gives each empty cell of p the candidates of its solution
// digit and a few others, chosen by rng, as a pencil-mark puzzle; the
// givens still settle it, so its only solution is the same.
func pencilFrom(p grid.Puzzle, sol grid.Grid, rng *rand.Rand) grid.Puzzle {
	var m [grid.NumCells]uint16
	for c, d := range sol {
		m[c] = 1 << (d - 1)
		if p.Givens[c] == 0 {
			m[c] |= uint16(rng.IntN(1 << 9))
		}
	}
	p.Candidates = &m
	return p
}

// Given candidates are honoured on every path: the quick generic board,
// and the thorough search alone, with and without a digit renaming.
// Candidates that keep the solution leave the answer unique; candidates
// that drop its digit from one cell, or a given's digit from its cell,
// leave none.
func TestSolveHonoursGivenCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	solvers := map[string]*Solver{"quick": {}, "thorough": {thoroughOnly: true}}
	for _, tp := range loadPuzzles(t, "classic/top95.txt")[:30] {
		plain := Solve(tp.puzzle, 2)
		if plain.Status != Unique {
			t.Fatalf("puzzle %d: %v", tp.index+1, plain.Status)
		}
		sol := plain.Solution
		pencil := pencilFrom(tp.puzzle, sol, rng)
		var empty, given int
		for c, d := range tp.puzzle.Givens {
			if d == 0 {
				empty = c
			} else {
				given = c
			}
		}
		noSolution := pencil
		m := *pencil.Candidates
		m[empty] &^= 1 << (sol[empty] - 1)
		noSolution.Candidates = &m
		givenOut := pencil
		g := *pencil.Candidates
		g[given] = grid.AllDigits &^ (1 << (sol[given] - 1))
		givenOut.Candidates = &g
		cases := []struct {
			name string
			p    grid.Puzzle
			want Status
		}{
			{"candidates keep the solution", pencil, Unique},
			{"solution's digit removed from a cell", noSolution, None},
			{"given's digit not among its candidates", givenOut, None},
		}
		for name, s := range solvers {
			for _, tc := range cases {
				r := s.Solve(tc.p, 2)
				if r.Status != tc.want || tc.want == Unique && r.Solution != sol {
					t.Errorf("puzzle %d, %s, %s: %v %v, want %v %v", tp.index+1, name, tc.name, r.Status, r.Solution, tc.want, sol)
				}
				if tc.want == Unique && !tc.p.IsSolution(r.Solution) {
					t.Errorf("puzzle %d, %s: IsSolution refuses the solution", tp.index+1, name)
				}
			}
		}
	}
}

// Uniqueness is judged under the candidates: an empty grid has many
// solutions, but with every cell but one narrowed to one solution's
// digit it has exactly that one.
func TestSolveUniqueUnderCandidates(t *testing.T) {
	r := Solve(grid.Puzzle{}, 2)
	if r.Status != Multiple {
		t.Fatalf("empty grid: %v", r.Status)
	}
	var m [grid.NumCells]uint16
	for c, d := range r.Solution {
		m[c] = 1 << (d - 1)
	}
	m[40] = grid.AllDigits
	got := Solve(grid.Puzzle{Candidates: &m}, 2)
	if got.Status != Unique || got.Solution != r.Solution {
		t.Errorf("pencil-mark grid: %v %v, want unique %v", got.Status, got.Solution, r.Solution)
	}
}

// The thorough search's later attempts rename the digits; the given
// candidates are renamed with them, so every renaming finds the same
// solution of a pencil-mark puzzle, and none when one is dropped.
func TestThoroughRenamesGivenCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tp := loadPuzzles(t, "classic/top95.txt")[0]
	sol := Solve(tp.puzzle, 2).Solution
	pencil := pencilFrom(tp.puzzle, sol, rng)
	s := &Solver{}
	h := s.housesFor(pencil.Regions())
	for k := range digitRenamings {
		rename := &digitRenamings[k]
		renamed := pencil.Givens
		for c, d := range renamed {
			if d != 0 {
				renamed[c] = rename[d]
			}
		}
		s.limit, s.found, s.budget = 2, 0, 1<<30
		if !s.deep.stack[0].setup(h, &renamed) || !s.deep.stack[0].restrict(&pencil, rename) {
			t.Fatalf("renaming %d: setup refused the puzzle", k)
		}
		if !s.thoroughSearch(h) || s.found != 1 || renamedBack(s.first, rename) != sol {
			t.Errorf("renaming %d: %d solutions, first %v, want %v", k, s.found, renamedBack(s.first, rename), sol)
		}
	}
}
