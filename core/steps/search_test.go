package steps

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// replay rebuilds every position of a trace from the puzzle alone, the
// way a viewer steps through it: logic applies, a guess places, a
// contradiction changes nothing, a backtrack returns to the position
// before its guess and removes the guessed digit.
func replay(t *testing.T, tr *Trace) {
	t.Helper()
	s := NewState(tr.Puzzle)
	var open []State
	if s != tr.States[0] {
		t.Fatal("the first state is not the puzzle's")
	}
	for i := range tr.Steps {
		st := &tr.Steps[i]
		switch st.Kind {
		case Logic:
			s.Apply(st)
		case Guess:
			open = append(open, s)
			s.Place(st.Placements[0].Cell, st.Placements[0].Digit)
		case Backtrack:
			if len(open) == 0 {
				t.Fatalf("step %d: backtrack without an open guess", i+1)
			}
			s = open[len(open)-1]
			open = open[:len(open)-1]
			s.Eliminate(st.Eliminations[0].Cell, st.Eliminations[0].Digit)
		}
		if s != tr.States[i+1] {
			t.Fatalf("step %d (%s): replayed position differs from the trace's", i+1, st.Text)
		}
	}
	// And backwards: every recorded position is the one before the next step.
	for i := len(tr.Steps) - 1; i >= 0; i-- {
		if tr.Steps[i].Kind == Logic {
			s := tr.States[i]
			s.Apply(&tr.Steps[i])
			if s != tr.States[i+1] {
				t.Fatalf("step %d does not lead from state %d to state %d", i+1, i, i+1)
			}
		}
	}
}

func TestSearchPathsReplayExactly(t *testing.T) {
	hard := readPuzzles(t, "bench/hardest_1106.txt")
	nested, backtracks := 0, 0
	for i, p := range hard[:40] {
		tr := Solve(p)
		replay(t, tr)
		if problems := checkTrace(tr, tr.Exact.Solution); len(problems) > 0 {
			t.Errorf("hardest_1106 #%d:\n  %s", i, strings.Join(problems, "\n  "))
		}
		for _, st := range tr.Steps {
			switch {
			case st.Kind == Guess && st.Depth > 0:
				nested++
			case st.Kind == Backtrack:
				backtracks++
				if len(st.Cells) == 0 {
					t.Errorf("#%d: backtrack %q undoes no cell", i, st.Text)
				}
			}
		}
	}
	if nested == 0 || backtracks == 0 {
		t.Errorf("40 of the hardest puzzles gave %d nested guesses and %d backtracks; want some of each", nested, backtracks)
	}
}

func TestSearchStepsAreWellFormed(t *testing.T) {
	p := readPuzzles(t, "bench/hardest_1106.txt")[0]
	tr := Solve(p)
	var kinds [4]int
	for i, st := range tr.Steps {
		kinds[st.Kind]++
		switch st.Kind {
		case Guess:
			if len(st.Placements) != 1 || len(st.Cells) != 1 || !strings.HasPrefix(st.Text, "Guess: ") ||
				len(st.Pattern) < 2 || st.Technique != GuessName {
				t.Errorf("step %d: malformed guess %+v", i+1, st)
			}
			if n := tr.States[i].Candidates[st.Cells[0]].Len(); n != fewestCandidates(&tr.States[i]) {
				t.Errorf("step %d: guess in a cell with %d candidates, the fewest is %d", i+1, n, fewestCandidates(&tr.States[i]))
			}
		case Contradiction:
			if len(st.Cells)+len(st.Houses) != 1 || !strings.HasPrefix(st.Text, "Contradiction: ") || st.Explanation == "" {
				t.Errorf("step %d: malformed contradiction %+v", i+1, st)
			}
		case Backtrack:
			if len(st.Eliminations) != 1 || !strings.HasPrefix(st.Text, "Backtrack: ") || st.Explanation == "" {
				t.Errorf("step %d: malformed backtrack %+v", i+1, st)
			}
		}
	}
	if kinds[Guess] == 0 || kinds[Contradiction] == 0 || kinds[Backtrack] == 0 {
		t.Errorf("kinds %v: want guesses, contradictions and backtracks", kinds)
	}
}

func fewestCandidates(s *State) int {
	fewest := 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if n := s.Candidates[c].Len(); s.Grid[c] == 0 && n < fewest {
			fewest = n
		}
	}
	return fewest
}

// TestSolutionCounts runs tdoku's test file, whose puzzles have no
// solution, one, or many.
func TestSolutionCounts(t *testing.T) {
	const rel = "classic/test_puzzles_with_counts.txt"
	set, err := puzzlefile.Read(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzlefile.ReadSolutions(shareddata.Path(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	if set.Counts == nil || len(sols) != len(set.Entries) {
		t.Fatalf("%s: %d counts and %d solutions for %d puzzles", rel, len(set.Counts), len(sols), len(set.Entries))
	}
	seen := map[string]int{}
	for i, e := range set.Entries {
		n, p, count := i+1, e.Puzzle, set.Counts[i]
		if e.Err != nil {
			t.Fatalf("puzzle %d: %v", n, e.Err)
		}
		tr := Solve(p)
		last := tr.Steps[len(tr.Steps)-1]
		switch {
		case count == 0:
			seen["none"]++
			if tr.Status != Unsolvable || last.Kind != Contradiction || last.Depth != 0 {
				t.Errorf("puzzle %d: no solution, but the path ends %v with %q", n, tr.Status, last.Text)
			}
		case count == 1:
			seen["one"]++
			if tr.Status != Solved || tr.Final().Grid != sols[i] || tr.Exact.Status != solver.Unique {
				t.Errorf("puzzle %d: ends %v in %v, want the solution %v", n, tr.Status, tr.Final().Grid, sols[i])
			}
		default:
			seen["many"]++
			if tr.Status != Solved || !p.IsSolution(tr.Final().Grid) || tr.Exact.Status != solver.Multiple {
				t.Errorf("puzzle %d: %d solutions, the path ends %v in %v", n, count, tr.Status, tr.Final().Grid)
			}
			for _, st := range tr.Steps {
				if catalogueEntry(st.Technique).needsUnique {
					t.Errorf("puzzle %d: %s used on a puzzle with several solutions", n, st.Technique)
				}
			}
		}
		if len(tr.States) != len(tr.Steps)+1 {
			t.Errorf("puzzle %d: %d states for %d steps", n, len(tr.States), len(tr.Steps))
		}
	}
	if seen["none"] == 0 || seen["one"] == 0 || seen["many"] == 0 {
		t.Errorf("read %v; want puzzles of each kind", seen)
	}
}

func catalogueEntry(name string) technique {
	if k, ok := techniqueIndex[name]; ok {
		return catalogue[k]
	}
	return technique{}
}

func TestContradictionsAtDepthZero(t *testing.T) {
	tests := []struct {
		name, puzzle, want string
	}{
		{"cell without candidates",
			"12345678." + "........9" + strings.Repeat(".", 63),
			"Contradiction: r1c9 has no candidate left"},
		{"digit without a place",
			// Row 3 cannot hold its 1: r3c1 and r3c2 see a 1 in their
			// column, r3c3 is taken, boxes 2 and 3 have their 1.
			"...1....." + "......1.." + "..5......" + "........." + "1........" +
				"........." + "........." + ".1......." + ".........",
			"Contradiction: 1 has no place in row 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := Solve(mustPuzzle(t, tt.puzzle))
			if tr.Status != Unsolvable || len(tr.Steps) != 1 || tr.Steps[0].Text != tt.want {
				t.Fatalf("status %v, steps %d, first %+v; want only %q", tr.Status, len(tr.Steps), tr.Steps, tt.want)
			}
			if !strings.Contains(tr.Steps[0].Explanation, "no solution") {
				t.Errorf("explanation %q does not say there is no solution", tr.Steps[0].Explanation)
			}
		})
	}
}

func TestInvalidPuzzle(t *testing.T) {
	tr := Solve(mustPuzzle(t, "9..9"+strings.Repeat(".", 77)))
	if tr.Status != Invalid || tr.Reason != "digit 9 twice in row 1: r1c1 and r1c4" {
		t.Fatalf("status %v reason %q", tr.Status, tr.Reason)
	}
	if len(tr.Steps) != 0 || len(tr.States) != 1 {
		t.Errorf("%d steps and %d states, want 0 and 1", len(tr.Steps), len(tr.States))
	}
	if r := tr.Rate(); r.Status != Invalid || r.Steps != 0 || r.Hardest != "" {
		t.Errorf("rating %+v", r)
	}
	var bad grid.Puzzle
	bad.Givens[5] = 12
	if tr := Solve(bad); tr.Status != Invalid || !strings.Contains(tr.Reason, "r1c6") {
		t.Errorf("value 12: status %v reason %q", tr.Status, tr.Reason)
	}
}

func TestEmptyGrid(t *testing.T) {
	tr := Solve(grid.Puzzle{})
	if tr.Status != Solved || !(grid.Puzzle{}).IsSolution(tr.Final().Grid) {
		t.Fatalf("empty grid ends %v in %v", tr.Status, tr.Final().Grid)
	}
	if len(tr.Steps) > 200 {
		t.Errorf("empty grid takes %d steps", len(tr.Steps))
	}
	tr = Solve(grid.Puzzle{Layout: jankoLayout(t)})
	if tr.Status != Solved || !(grid.Puzzle{Layout: jankoLayout(t)}).IsSolution(tr.Final().Grid) {
		t.Fatalf("empty jigsaw grid ends %v in %v", tr.Status, tr.Final().Grid)
	}
}

func TestRating(t *testing.T) {
	easy := mustPuzzle(t, "..45.21781...9..3....8....46..45.....7.9...128.12.35..4.......935..6.8.7.9.3..62.")
	r := Solve(easy).Rate()
	if r.Status != Solved || r.Difficulty != Easy || r.Guesses != 0 || r.Steps == 0 ||
		(r.Hardest != "Hidden Single" && r.Hardest != "Naked Single" && r.Hardest != "Full House") {
		t.Errorf("easy puzzle rated %+v", r)
	}
	tr := Solve(readPuzzles(t, "bench/hardest_1106.txt")[0])
	r = tr.Rate()
	if r.Difficulty != Extreme || r.Hardest != GuessName || r.Guesses == 0 || r.Uses[GuessName] != r.Guesses {
		t.Errorf("hardest puzzle rated %+v", r)
	}
	want := guessScore * r.Guesses
	for _, st := range tr.Steps {
		if st.Kind == Logic && st.Depth == 0 {
			want += catalogueEntry(st.Technique).score
		}
	}
	if r.Score != want || r.Steps != len(tr.Steps) {
		t.Errorf("score %d steps %d, want %d and %d", r.Score, r.Steps, want, len(tr.Steps))
	}
	for _, d := range []Difficulty{Easy, Medium, Hard, Expert, Master, Extreme} {
		if d.String() == "Unknown" {
			t.Errorf("difficulty %d has no name", d)
		}
	}
}

func TestTraceJSON(t *testing.T) {
	tr := Solve(readPuzzles(t, "jigsaw/janko_133.txt")[0])
	var buf bytes.Buffer
	if err := tr.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != len(tr.Steps)+1 {
		t.Fatalf("%d lines for %d steps", len(lines), len(tr.Steps))
	}
	for i, line := range lines[:len(lines)-1] {
		var j map[string]any
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for _, key := range []string{"placements", "eliminations", "pattern", "houses"} {
			if _, ok := j[key].([]any); !ok {
				t.Errorf("line %d: %s is %v, want an array", i+1, key, j[key])
			}
		}
		if j["n"] != float64(i+1) || j["kind"] != "logic" || j["text"] != tr.Steps[i].Text {
			t.Errorf("line %d: %s", i+1, line)
		}
	}
	var end EndJSON
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil {
		t.Fatal(err)
	}
	if end.Kind != "end" || end.Status != "solved" || end.Grid != tr.Final().Grid.String() || !end.Unique {
		t.Errorf("end object %+v", end)
	}
	if !strings.Contains(buf.String(), `"region `) {
		t.Error("no jigsaw region named in the houses")
	}
}

func TestFindersFindNothingOnABlankBoard(t *testing.T) {
	for _, l := range []*grid.Layout{grid.Standard(), jankoLayout(t)} {
		s := blankState(l)
		for _, tq := range catalogue[:16] {
			if st, ok := tq.find(&s); ok {
				t.Errorf("%s finds %q on a blank board", tq.name, st.Text)
			}
		}
	}
}
