package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// advancedFinders are the finders of catalogue levels 5–7, by catalogue name.
var advancedFinders = []struct {
	name string
	find func(s *State) (Step, bool)
}{
	{"Skyscraper", findSkyscraper},
	{"2-String Kite", findTwoStringKite},
	{"XY-Wing", findXYWing},
	{"XYZ-Wing", findXYZWing},
	{"W-Wing", findWWing},
	{"BUG+1", findBUGPlus1},
	{"Unique Rectangle Type 1", findUniqueRectangle1},
	{"Unique Rectangle Type 2", findUniqueRectangle2},
	{"Unique Rectangle Type 3", findUniqueRectangle3},
	{"Unique Rectangle Type 4", findUniqueRectangle4},
	{"Unique Rectangle Type 5", findUniqueRectangle5},
	{"Unique Rectangle Type 6", findUniqueRectangle6},
	{"Hidden Rectangle", findHiddenRectangle},
	{"Avoidable Rectangle Type 1", findAvoidableRectangle1},
	{"Avoidable Rectangle Type 2", findAvoidableRectangle2},
	{"Simple Colouring", findSimpleColouring},
	{"X-Chain", findXChain},
	{"XY-Chain", findXYChain},
	{"Alternating Inference Chain", findAIC},
	{"Law of Leftovers", findLeftovers},
	{"Sue de Coq", findSueDeCoq},
	{"ALS-XZ", findALSXZ},
	{"ALS-XY-Wing", findALSXYWing},
	{"ALS Chain", findALSChain},
	{"Death Blossom", findDeathBlossom},
	{alsAICName, findAICWithALS},
	{"Remote Pair", findRemotePair},
	{"Turbot Fish", findTurbotFish},
	{"Empty Rectangle", findEmptyRectangle},
	{"Finned X-Wing", advAs("Finned X-Wing", findFinnedXWing)},
	{"Finned Swordfish", advAs("Finned Swordfish", findFinnedSwordfish)},
	{"Finned Jellyfish", advAs("Finned Jellyfish", findFinnedJellyfish)},
	{"Franken X-Wing", advAs("Franken X-Wing", findFrankenXWing)},
	{"Franken Swordfish", advAs("Franken Swordfish", findFrankenSwordfish)},
	{"Mutant X-Wing", advAs("Mutant X-Wing", findMutantXWing)},
}

// advPuzzle is a test puzzle with its solution.
type advPuzzle struct {
	p        grid.Puzzle
	solution grid.Grid
}

// advLoad reads up to max puzzles of a shared data file and solves each
// with the exact solver, keeping those with one solution. When solutions
// names a file of solutions in the same order, they are read from there
// instead (the exact solver is slow on some jigsaws).
func advLoad(t testing.TB, rel, solutions string, max int) []advPuzzle {
	t.Helper()
	puzzles := readPuzzles(t, rel)
	var sols []grid.Grid
	if solutions != "" {
		var err error
		if sols, err = puzzlefile.ReadSolutions(shareddata.Path(t, solutions)); err != nil {
			t.Fatal(err)
		}
		if len(sols) != len(puzzles) {
			t.Fatalf("%s: %d solutions for the %d puzzles of %s", solutions, len(sols), len(puzzles), rel)
		}
	}
	var out []advPuzzle
	for i, p := range puzzles {
		if len(out) == max {
			break
		}
		if sols != nil {
			if !p.IsSolution(sols[i]) {
				t.Fatalf("%s solution %d does not solve its puzzle", solutions, i+1)
			}
			out = append(out, advPuzzle{p, sols[i]})
			continue
		}
		r := solver.Solve(p, 2)
		if r.Status != solver.Unique {
			continue
		}
		out = append(out, advPuzzle{p, r.Solution})
	}
	return out
}

// advCheckStep fails the test when st is not a sound step of technique
// name in s: every elimination must be a live candidate that is not the
// solution's digit, and the step must carry its pattern and text.
func advCheckStep(t *testing.T, where string, s *State, st *Step, name string, sol grid.Grid) bool {
	t.Helper()
	ok := true
	if st.Technique != name || st.Kind != Logic {
		t.Errorf("%s: step %q kind %v from the %s finder", where, st.Technique, st.Kind, name)
		ok = false
	}
	if len(st.Eliminations) == 0 || len(st.Pattern) == 0 || st.Text == "" || st.Explanation == "" {
		t.Errorf("%s: %s step lacks eliminations, pattern or text: %+v", where, name, st)
		ok = false
	}
	for _, e := range st.Eliminations {
		if !s.Candidates[e.Cell].Has(e.Digit) {
			t.Errorf("%s: %s removes %v<>%d, not a candidate: %s", where, name, e.Cell, e.Digit, st.Text)
			ok = false
		}
		if sol[e.Cell] == e.Digit {
			t.Errorf("%s: %s removes the solution %v=%d: %s", where, name, e.Cell, e.Digit, st.Text)
			ok = false
		}
	}
	return ok
}

// advBasicStep returns the easiest step of the techniques before level 5
// (those of the catalogue not in advancedFinders, and not the forcing
// chains and nets, which would leave the finders no position to try).
func advBasicStep(s *State) (Step, bool) {
	for i := range catalogue {
		tq := &catalogue[i]
		if advIsAdvanced(tq.name) || tq.grade >= Master || tq.listOnly {
			continue
		}
		if st, ok := tq.find(s); ok {
			return st, true
		}
	}
	return Step{}, false
}

func advIsAdvanced(name string) bool {
	for _, f := range advancedFinders {
		if f.name == name {
			return true
		}
	}
	return false
}

// advPlaceHint places the solution's digit in the empty cell with the
// fewest candidates, as a guess that happens to be right would, so that
// a walk can go on where logic stops.
func advPlaceHint(s *State, sol grid.Grid) bool {
	best, bestN := grid.Cell(-1), 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] == 0 && s.Candidates[c].Len() < bestN {
			best, bestN = c, s.Candidates[c].Len()
		}
	}
	if best < 0 {
		return false
	}
	s.Place(best, sol[best])
	return true
}

// advStateFrom builds a state from a puzzle string and a list of
// candidate strings for the empty cells in row-major order
// ("" keeps the candidates the givens allow).
func advStateFrom(t testing.TB, puzzle string, layout *grid.Layout, cands map[string]string) State {
	t.Helper()
	g, err := grid.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	s := NewState(grid.Puzzle{Givens: g, Layout: layout})
	for name, ds := range cands {
		c, err := grid.ParseCell(name)
		if err != nil {
			t.Fatal(err)
		}
		var m Digits
		for _, ch := range ds {
			m |= 1 << uint(ch-'0')
		}
		s.Candidates[c] = m
	}
	return s
}
