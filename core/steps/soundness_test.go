package steps

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// checkTrace checks a whole solution path against the puzzle's unique
// solution and the trace's own rules. It returns the problems found,
// each naming the step, its technique and its text.
func checkTrace(tr *Trace, sol grid.Grid) []string {
	var bad []string
	report := func(i int, format string, args ...any) {
		st := &tr.Steps[i]
		bad = append(bad, fmt.Sprintf("step %d (%s, %s, depth %d) %q: %s",
			i+1, st.Technique, st.Kind, st.Depth, st.Text, fmt.Sprintf(format, args...)))
	}
	if len(tr.States) != len(tr.Steps)+1 {
		return []string{fmt.Sprintf("%d states for %d steps", len(tr.States), len(tr.Steps))}
	}
	depth := 0
	for i := range tr.Steps {
		st := &tr.Steps[i]
		before, after := tr.States[i], tr.States[i+1]
		if st.Depth != depth && st.Kind != Backtrack {
			report(i, "depth %d, want %d", st.Depth, depth)
		}
		switch st.Kind {
		case Logic:
			want := before
			want.Apply(st)
			if want != after {
				report(i, "the next state is not the step applied to the previous one")
			}
			if len(st.Placements)+len(st.Eliminations) == 0 {
				report(i, "the step changes nothing")
			}
			for _, e := range st.Eliminations {
				if !before.Candidates[e.Cell].Has(e.Digit) {
					report(i, "eliminates %v<>%d, which is not a candidate", e.Cell, e.Digit)
				}
			}
			if depth > 0 {
				continue // a deduction under a guess holds only if the guess does
			}
			for _, p := range st.Placements {
				if sol[p.Cell] != p.Digit {
					report(i, "places %v=%d but the solution has %d", p.Cell, p.Digit, sol[p.Cell])
				}
			}
			for _, e := range st.Eliminations {
				if sol[e.Cell] == e.Digit {
					report(i, "eliminates %v<>%d, the solution's digit", e.Cell, e.Digit)
				}
			}
		case Guess:
			depth++
			g := st.Placements[0]
			if !before.Candidates[g.Cell].Has(g.Digit) || after.Grid[g.Cell] != g.Digit {
				report(i, "guesses %v=%d, which is not a candidate", g.Cell, g.Digit)
			}
		case Contradiction:
			if before != after {
				report(i, "a contradiction changes the position")
			}
			if _, bad := findContradiction(&before); !bad {
				report(i, "the position is not contradictory")
			}
		case Backtrack:
			depth--
			if st.Depth != depth {
				report(i, "backtrack depth %d, want %d", st.Depth, depth)
			}
			e := st.Eliminations[0]
			if depth == 0 && sol[e.Cell] == e.Digit {
				report(i, "backtrack eliminates %v<>%d, the solution's digit", e.Cell, e.Digit)
			}
			if after.Candidates[e.Cell].Has(e.Digit) {
				report(i, "backtrack leaves %v<>%d in place", e.Cell, e.Digit)
			}
		}
		if len(bad) > 5 {
			return bad
		}
	}
	if tr.Status != Solved {
		bad = append(bad, fmt.Sprintf("trace ends %v (%s)", tr.Status, tr.Reason))
	} else if final := tr.Final().Grid; final != sol {
		bad = append(bad, fmt.Sprintf("trace ends in %v, not the solution %v", final, sol))
	}
	return bad
}

// soundnessSets are the text puzzle sets the soundness test walks.
var soundnessSets = []string{
	"classic/top95.txt",
	"bench/top1465.txt",
	"jigsaw/janko_133.txt",
}

// TestSoundness runs the engine over real puzzle sets and checks every
// step taken outside a guess against the unique solution, and that every
// path ends in it. It covers every technique of the catalogue.
func TestSoundness(t *testing.T) {
	if testing.Short() {
		t.Skip("long: walks every puzzle of four sets")
	}
	used := map[string]int{}
	for _, set := range soundnessSets {
		t.Run(filepath.Base(set), func(t *testing.T) {
			for i, p := range readPuzzles(t, set) {
				if raceEnabled && i%raceStride != 0 {
					continue // the short mode under -race: a sample of each set
				}
				checkSolvedPuzzle(t, fmt.Sprintf("%s #%d", set, i), p, used)
			}
		})
	}
	t.Run("coursework", func(t *testing.T) {
		checked, unsolvable := 0, 0
		defer func() { t.Logf("coursework: %d unique puzzles checked, %d without a solution", checked, unsolvable) }()
		for _, level := range []string{"very_easy", "easy", "medium", "hard"} {
			name := level + "_puzzle.npy"
			s, err := puzzlefile.Read(shareddata.Path(t, "coursework/"+name))
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range s.Entries {
				if e.Err != nil {
					continue
				}
				where := fmt.Sprintf("coursework/%s #%d", name, i)
				if solver.Solve(e.Puzzle, 2).Status == solver.None {
					checkUnsolvable(t, where, e.Puzzle)
					unsolvable++
					continue
				}
				checkSolvedPuzzle(t, where, e.Puzzle, used)
				checked++
			}
		}
	})
	t.Logf("logic steps outside guesses by technique: %v", used)
}

func checkSolvedPuzzle(t *testing.T, where string, p grid.Puzzle, used map[string]int) {
	t.Helper()
	exact := solver.Solve(p, 2)
	if exact.Status != solver.Unique {
		t.Errorf("%s: the exact solver says %v, the sets hold unique puzzles", where, exact.Status)
		return
	}
	tr := Solve(p)
	if problems := checkTrace(tr, exact.Solution); len(problems) > 0 {
		t.Errorf("%s %v:\n  %s", where, p.Givens, strings.Join(problems, "\n  "))
	}
	for _, st := range tr.Steps {
		if st.Kind == Logic && st.Depth == 0 {
			used[st.Technique]++
		}
	}
}

// checkUnsolvable checks the path of a puzzle without a solution: it
// must end in a contradiction at depth 0.
func checkUnsolvable(t *testing.T, where string, p grid.Puzzle) {
	t.Helper()
	tr := Solve(p)
	n := len(tr.Steps)
	if tr.Status != Unsolvable || n == 0 || tr.Steps[n-1].Kind != Contradiction || tr.Steps[n-1].Depth != 0 {
		t.Errorf("%s: unsolvable puzzle ends %v after %d steps", where, tr.Status, n)
	}
}
