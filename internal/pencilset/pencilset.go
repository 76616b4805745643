// Package pencilset makes pencil-mark ("sukaku") test puzzles with known
// solutions for the tests of several packages: each is a top95 puzzle
// moved a third of the way along its guided path (or to its first
// guess, if sooner) and written as candidates only, so that it has its
// puzzle's solution and that alone.
package pencilset

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// Puzzle is a pencil-mark puzzle and its solution.
type Puzzle struct {
	Puzzle   grid.Puzzle // givens: the cells of one candidate; Candidates set
	Solution grid.Grid
}

// Make returns pencil-mark puzzles made from the first n puzzles of
// top95. It fails the test when a puzzle's path does not solve it, or
// when fewer than half of them give candidates their givens alone do
// not imply (the set would not test candidates).
func Make(tb testing.TB, n int) []Puzzle {
	tb.Helper()
	src, err := puzzlefile.Read(shareddata.Path(tb, "classic/top95.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	n = min(n, len(src.Entries))
	out := make([]Puzzle, 0, n)
	narrower := 0
	for i, e := range src.Entries[:n] {
		tr := steps.Solve(e.Puzzle)
		if tr.Status != steps.Solved || tr.Exact.Status != solver.Unique {
			tb.Fatalf("top95 puzzle %d: %v, exact %v", i+1, tr.Status, tr.Exact.Status)
		}
		k := tr.Len() / 3
		for j, st := range tr.Steps[:k] {
			if st.Kind != steps.Logic {
				k = j
				break
			}
		}
		m := Candidates(tr.State(k))
		p := grid.Puzzle{Givens: m.Givens(), Candidates: (*[grid.NumCells]uint16)(m)}
		plain := steps.NewState(grid.Puzzle{Givens: p.Givens})
		for c := range plain.Candidates {
			if plain.Grid[c] == 0 && plain.Candidates[c] != steps.Digits(m[c])<<1 {
				narrower++
				break
			}
		}
		out = append(out, Puzzle{Puzzle: p, Solution: tr.Exact.Solution})
	}
	if narrower < n/2 {
		tb.Fatalf("only %d of %d puzzles have candidates their givens do not imply", narrower, n)
	}
	return out
}

// Candidates writes a position as given candidates: a placed digit as
// its one candidate, an empty cell's candidates as they are.
func Candidates(pos steps.State) *puzzlefile.Candidates {
	var m puzzlefile.Candidates
	for c, d := range pos.Grid {
		if d != 0 {
			m[c] = 1 << (d - 1)
		} else {
			m[c] = uint16(pos.Candidates[c] >> 1)
		}
	}
	return &m
}

// Set returns the puzzles as a set whose entries carry their candidates
// (as Set.GiveCandidates leaves them) and lists them in Set.Candidates,
// ready to write.
func Set(ps []Puzzle) *puzzlefile.Set {
	set := &puzzlefile.Set{}
	for _, p := range ps {
		set.Entries = append(set.Entries, puzzlefile.Entry{Puzzle: p.Puzzle})
		set.Candidates = append(set.Candidates, (*puzzlefile.Candidates)(p.Puzzle.Candidates))
	}
	return set
}
