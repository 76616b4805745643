package steps

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// checkSearchPath checks a path of a search mode against the puzzle
// alone: replayed step by step with its own stack of open guesses, it
// must pass through every checkpoint the search recorded, State(i) must
// agree with it, every backtrack must return to the position before its
// guess minus the guessed digit, depths must follow the open guesses,
// rounds must be the sum of their substeps, and the path must end as
// its status says.
func checkSearchPath(t *testing.T, name string, tr *Trace) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: "+format, append([]any{name}, args...)...)
	}
	s := NewState(tr.Puzzle)
	type open struct {
		before State
		at     int
	}
	var stack []open
	sample := max(1, tr.Len()/400)
	for i := 0; ; i++ {
		if i%checkpointEvery == 0 && len(tr.States) == 0 && tr.checkpoints[i/checkpointEvery] != s {
			fail("position %d differs from the search's checkpoint", i)
		}
		if (i%sample == 0 || i == tr.Len()) && tr.State(i) != s {
			fail("State(%d) differs from the replayed position", i)
		}
		if i == tr.Len() {
			break
		}
		st := &tr.Steps[i]
		if want := len(stack); st.Depth != want && !(st.Kind == Backtrack && st.Depth == want-1) {
			fail("step %d (%s) at depth %d under %d open guesses", i+1, st.Text, st.Depth, want)
		}
		switch st.Kind {
		case Logic:
			var sum []Candidate
			for _, sub := range st.Substeps {
				sum = append(sum, sub.Placements...)
				if len(sub.Substeps) > 0 {
					fail("step %d: nested substeps", i+1)
				}
			}
			if len(st.Substeps) > 0 && st.Technique == SinglesName && fmt.Sprint(sum) != fmt.Sprint(st.Placements) {
				fail("step %d: round places %v, its substeps %v", i+1, st.Placements, sum)
			}
			s.Apply(st)
		case Guess:
			if len(st.Placements) != 1 || !s.Candidates[st.Placements[0].Cell].Has(st.Placements[0].Digit) {
				fail("step %d: malformed guess %q", i+1, st.Text)
			}
			stack = append(stack, open{s, i})
			s.Place(st.Placements[0].Cell, st.Placements[0].Digit)
		case Backtrack:
			if st.Depth != len(stack)-1 || len(st.Eliminations) != 1 {
				fail("step %d: backtrack %q at depth %d with %d guesses open", i+1, st.Text, st.Depth, len(stack))
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if g := tr.Steps[top.at].Placements[0]; g != st.Eliminations[0] {
				fail("step %d: backtrack removes %v, its guess placed %v", i+1, st.Eliminations[0], g)
			}
			s = top.before
			s.Eliminate(st.Eliminations[0].Cell, st.Eliminations[0].Digit)
			if tr.State(i+1) != s {
				fail("step %d: backtrack does not return to the position before its guess minus the digit", i+1)
			}
		}
	}
	if tr.Counts != countSteps(tr.Steps) && !tr.Counts.Stopped {
		fail("counts %+v, the steps give %+v", tr.Counts, countSteps(tr.Steps))
	}
	final := tr.Final()
	switch tr.Status {
	case Solved:
		if !tr.Puzzle.IsSolution(final.Grid) {
			fail("solved in %v, not a solution", final.Grid)
		}
	case Unsolvable:
		last := tr.Steps[tr.Len()-1]
		if last.Kind != Contradiction || last.Depth != 0 || tr.Exact.Status != solver.None {
			fail("unsolvable, ends with %q at depth %d, solver says %v", last.Text, last.Depth, tr.Exact.Status)
		}
	case Stopped:
		if !tr.Counts.Stopped || !strings.HasPrefix(tr.Reason, "stopped after ") {
			fail("stopped with counts %+v and reason %q", tr.Counts, tr.Reason)
		}
	default:
		fail("status %v", tr.Status)
	}
}

// searchSamples are the puzzles the search modes are tested on.
func searchSamples(t *testing.T) map[string][]grid.Puzzle {
	return map[string][]grid.Puzzle{
		"top95":        readPuzzles(t, "classic/top95.txt"),
		"hardest_1106": readPuzzles(t, "bench/hardest_1106.txt")[:25],
		"janko_133":    readPuzzles(t, "jigsaw/janko_133.txt")[:40],
	}
}

func TestSearchModePaths(t *testing.T) {
	samples := searchSamples(t)
	tests := []struct {
		name string
		opt  Options
		max  int // puzzles of each set
	}{
		{"full", Options{Search: Full}, 10},
		{"full-nologic", Options{Search: Full, NoLogic: true}, 1000},
		{"mrv", Options{Search: MRV, NodeBudget: 3000}, 1000},
		{"plain", Options{Search: Plain, NodeBudget: 1500}, 20},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			statuses := map[Status]int{}
			for set, puzzles := range samples {
				for i, p := range puzzles[:min(tt.max, len(puzzles))] {
					tr := SolveWith(p, tt.opt)
					if tr.Mode != tt.opt.Search {
						t.Fatalf("mode %v, want %v", tr.Mode, tt.opt.Search)
					}
					checkSearchPath(t, fmt.Sprintf("%s #%d", set, i), tr)
					if tr.Status == Solved && tr.Exact.Status == solver.Unique && tr.Final().Grid != tr.Exact.Solution {
						t.Errorf("%s #%d: solved in another grid than the unique solution", set, i)
					}
					statuses[tr.Status]++
				}
			}
			if tt.name != "plain" && statuses[Solved] == 0 || len(statuses) > 2 {
				t.Errorf("statuses %v", statuses)
			}
		})
	}
}

// TestFullNoLogicIsTheSolversSearch: with logic off, the full mode's
// guesses, backtracks and depth are the exact solver's own.
func TestFullNoLogicIsTheSolversSearch(t *testing.T) {
	for set, puzzles := range searchSamples(t) {
		switch set {
		case "hardest_1106":
			puzzles = readPuzzles(t, "bench/hardest_1106.txt")[:150]
		case "janko_133":
			puzzles = readPuzzles(t, "jigsaw/janko_133.txt") // most need no guess: take them all
		}
		guesses := 0
		for i, p := range puzzles {
			tr := SolveWith(p, Options{Search: Full, NoLogic: true})
			r := solver.Solve(p, 1)
			got, want := tr.Counts, SearchCounts{Nodes: r.Guesses, Backtracks: r.Backtracks, Deepest: r.Deepest}
			if got != want || tr.Status != Solved {
				t.Errorf("%s #%d: path %v with %+v, the solver's search %+v", set, i, tr.Status, got, want)
			}
			guesses += got.Nodes
		}
		if guesses == 0 {
			t.Errorf("%s: no guess at all; the test compares nothing", set)
		}
	}
}

// TestCountersAgreeWithPaths: the fast counters run the traced searches,
// also up to the same budget.
func TestCountersAgreeWithPaths(t *testing.T) {
	const budget = 1200
	stopped := 0
	for set, puzzles := range searchSamples(t) {
		for i, p := range puzzles[:min(20, len(puzzles))] {
			for _, m := range []SearchMode{Full, MRV, Plain} {
				tr := SolveWith(p, Options{Search: m, NoLogic: true, NodeBudget: budget})
				c := CountSearch(p, m, budget)
				if m == Full && tr.Counts.Stopped {
					continue // the solver's own budget is larger
				}
				if c.SearchCounts != tr.Counts || c.Status != tr.Status || c.Mode != m {
					t.Errorf("%s #%d %v: counted %+v, path %v %+v", set, i, m, c, tr.Status, tr.Counts)
				}
				if c.Stopped {
					stopped++
				}
			}
		}
	}
	if stopped == 0 {
		t.Error("no search reached the budget; the test does not compare stopped counts")
	}
}

// TestSearchNodeOrder is the sanity check of docs/speed.md: on the hardest
// puzzles plain backtracking needs more nodes than MRV, and MRV more
// than the exact solver's strategy.
func TestSearchNodeOrder(t *testing.T) {
	var nodes [4]int
	for _, p := range readPuzzles(t, "bench/hardest_1106.txt")[:20] {
		for _, m := range []SearchMode{Full, MRV, Plain} {
			nodes[m] += CountSearch(p, m, 1_000_000).Nodes
		}
	}
	if !(nodes[Plain] >= nodes[MRV] && nodes[MRV] >= nodes[Full] && nodes[Full] > 0) {
		t.Errorf("nodes on 20 hardest puzzles: plain %d, mrv %d, full %d", nodes[Plain], nodes[MRV], nodes[Full])
	}
}

func TestSearchModeDeadEnds(t *testing.T) {
	noCandidate := mustPuzzle(t, "12345678."+"........9"+strings.Repeat(".", 63))
	noPlace := mustPuzzle(t, "...1....."+"......1.."+"..5......"+"........."+"1........"+
		"........."+"........."+".1......."+".........")
	invalid := mustPuzzle(t, "9..9"+strings.Repeat(".", 77))
	for _, m := range []SearchMode{Guided, Full, MRV, Plain} {
		t.Run(m.String(), func(t *testing.T) {
			tr := SolveWith(noCandidate, Options{Search: m})
			if tr.Status != Unsolvable || tr.Len() != 1 || tr.Steps[0].Text != "Contradiction: r1c9 has no candidate left" {
				t.Errorf("cell without candidates: %v after %d steps", tr.Status, tr.Len())
			}
			tr = SolveWith(noPlace, Options{Search: m, NodeBudget: 500})
			last := tr.Steps[tr.Len()-1]
			if tr.Status == Stopped && (m == Plain || m == MRV) { // neither sees a house without a place
				checkSearchPath(t, "no place", tr)
			} else if tr.Status != Unsolvable || last.Kind != Contradiction || last.Depth != 0 ||
				!strings.Contains(last.Explanation, "no solution") {
				t.Errorf("digit without a place: %v, last step %q", tr.Status, last.Text)
			}
			if (m == Guided || m == Full) && tr.Len() != 1 {
				t.Errorf("digit without a place: %d steps, want the one contradiction", tr.Len())
			}
			tr = SolveWith(invalid, Options{Search: m})
			if tr.Status != Invalid || tr.Reason != "digit 9 twice in row 1: r1c1 and r1c4" || tr.Len() != 0 ||
				tr.Final().Grid != invalid.Givens {
				t.Errorf("invalid: %v %q, %d steps", tr.Status, tr.Reason, tr.Len())
			}
			if c := CountSearch(invalid, m, 0); c.Status != Invalid || c.Nodes != 0 {
				t.Errorf("invalid counted %+v", c)
			}
		})
	}
}

func TestParseSearchMode(t *testing.T) {
	tests := []struct {
		in   string
		want SearchMode
		ok   bool
	}{
		{"guided", Guided, true}, {"full", Full, true}, {"mrv", MRV, true}, {"plain", Plain, true},
		{"", Guided, false}, {"Full", Guided, false}, {"dlx", Guided, false},
	}
	for _, tt := range tests {
		got, err := ParseSearchMode(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseSearchMode(%q) = %v, %v", tt.in, got, err)
		}
	}
	for _, m := range SearchModes() {
		if back, err := ParseSearchMode(m.String()); err != nil || back != m {
			t.Errorf("%v does not read back", m)
		}
	}
}

// TestGuidedGuessesSayWhy: an open-ended guided guess says its digit is
// the solution's; a trial refuted by singles keeps its wording.
func TestGuidedGuessesSayWhy(t *testing.T) {
	known, trials := 0, 0
	for _, p := range readPuzzles(t, "bench/hardest_1106.txt")[:5] {
		tr := Solve(p)
		for _, st := range tr.Steps {
			if st.Kind != Guess {
				continue
			}
			onSolution := tr.Exact.Solution[st.Placements[0].Cell] == st.Placements[0].Digit
			says := strings.Contains(st.Explanation, "the digit the solution has in") &&
				strings.Contains(st.Explanation, "path stays short")
			switch {
			case says:
				known++
			case strings.Contains(st.Explanation, "If it leads to a contradiction"):
				trials++
			default:
				t.Errorf("guess %q: %q", st.Text, st.Explanation)
			}
			if says && !onSolution {
				t.Errorf("guess %q claims the solution's digit", st.Text)
			}
		}
	}
	if known == 0 || trials == 0 {
		t.Errorf("%d open-ended guesses and %d trials; want some of each", known, trials)
	}
}

func TestSearchPathJSONHasSubsteps(t *testing.T) {
	tr := SolveWith(readPuzzles(t, "jigsaw/janko_133.txt")[0], Options{Search: MRV})
	var buf bytes.Buffer
	if err := tr.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"substeps":[{"n":1,"kind":"logic","technique":"Naked Single"`) {
		t.Errorf("no substeps in %.300s", buf.String())
	}
	if n := strings.Count(buf.String(), "\n"); n != tr.Len()+1 {
		t.Errorf("%d lines for %d steps", n, tr.Len())
	}
}
