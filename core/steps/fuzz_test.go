package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// fuzzBases are real puzzles the fuzzer edits, standard and jigsaw.
var fuzzBases = []struct{ givens, regions string }{
	{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", ""},
	{"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....", ""},
	{"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3", ""},
	{"8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.", jankoLetters},
}

// FuzzSolve edits real puzzles (clearing givens, adding or changing
// digits, which makes puzzles with many solutions, none, or clashing
// givens) and runs the engine on them: it must never panic, and its
// trace must keep its own rules and agree with the exact solver. It
// starts from real puzzles rather than arbitrary grids because a sparse
// grid without a solution can keep any exact solver busy for minutes,
// which is the solver's concern, not this target's.
func FuzzSolve(f *testing.F) {
	f.Add(uint8(0), []byte{})
	f.Add(uint8(1), []byte{0, 0, 1, 0, 2, 0})
	f.Add(uint8(2), []byte{5, 5, 40, 9})
	f.Add(uint8(3), []byte{0, 8, 80, 1})
	f.Fuzz(func(t *testing.T, base uint8, edits []byte) {
		b := fuzzBases[int(base)%len(fuzzBases)]
		p, err := puzzleFromText(b.givens, regionsOf(b.regions)...)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(edits) && i < 16; i += 2 {
			p.Givens[int(edits[i])%grid.NumCells] = int8(edits[i+1] % 10)
		}
		tr := Solve(p)
		if len(tr.States) != len(tr.Steps)+1 {
			t.Fatalf("%d states for %d steps", len(tr.States), len(tr.Steps))
		}
		switch tr.Status {
		case Invalid:
			if p.Validate() == nil {
				t.Fatal("valid givens reported invalid")
			}
		case Solved:
			if !p.IsSolution(tr.Final().Grid) {
				t.Fatalf("the path ends in %v, not a solution", tr.Final().Grid)
			}
		case Unsolvable:
			if tr.Exact.Status != solver.None {
				t.Fatalf("unsolvable path, but the exact solver says %v", tr.Exact.Status)
			}
		}
		if tr.Status == Solved && tr.Exact.Status == solver.Unique {
			if problems := checkTrace(tr, tr.Exact.Solution); len(problems) > 0 {
				t.Fatalf("%v", problems)
			}
		}
	})
}

// regionsOf is the optional region argument of puzzleFromText.
func regionsOf(letters string) []string {
	if letters == "" {
		return nil
	}
	return []string{letters}
}
