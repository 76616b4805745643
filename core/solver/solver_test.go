package solver

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// jankoRegions is the region map of the first janko_133 puzzle: region I
// holds r1c1–r1c5, r2c4–r2c5 and r3c4–r3c5.
const jankoRegions = "IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"

// mustPuzzle reads a puzzle literal, with its region letters when regions
// is not empty. Givens that clash are allowed (some tests want them);
// any other fault in the literal fails the test.
func mustPuzzle(t testing.TB, givens, regions string) grid.Puzzle {
	t.Helper()
	line := givens
	if regions != "" {
		line += " " + regions
	}
	set, err := puzzlefile.Parse("literal.txt", []byte(line))
	if err != nil {
		t.Fatalf("bad test puzzle %q: %v", line, err)
	}
	e := set.Entries[0]
	if e.Err != nil && (e.Puzzle.Validate() == nil || regions != "" && e.Puzzle.Layout == nil) {
		t.Fatalf("bad test puzzle %q: %v", line, e.Err)
	}
	return e.Puzzle
}

func mustGrid(t testing.TB, s string) grid.Grid {
	t.Helper()
	g, err := grid.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

const (
	solvedGrid   = "652483917978162435314975628825736149791824563436519872269348751547291386183657294"
	uniqueGivens = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"
	// Two solutions (from tdoku's test file, where its count is 125).
	multiGivens = "8.........95.......67..........2.485...4.3192......736...651947...732518...894263"
	// No solution, though no digit stands twice in a house.
	noSolution = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."
	// The two 5s share region I of jankoRegions, but no row, column or box.
	jigsawClash   = "5...........5...................................................................."
	jankoGivens   = "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9."
	jankoSolution = "845279361359162784281395476467918235574623918136754829928536147792481653613847592"
)

func TestSolveEdgeCases(t *testing.T) {
	empty := strings.Repeat(".", grid.NumCells)
	clash := "55" + strings.Repeat(".", grid.NumCells-2)
	tests := []struct {
		name     string
		givens   string
		regions  string
		limit    int
		want     Status
		solution string // the solution Solve must return, when only one will do
	}{
		{"empty grid", empty, "", 2, Multiple, ""},
		{"empty grid, limit 1", empty, "", 1, Unique, ""},
		{"empty jigsaw grid", empty, jankoRegions, 2, Multiple, ""},
		{"solved grid", solvedGrid, "", 2, Unique, solvedGrid},
		{"unique puzzle", uniqueGivens, "", 2, Unique, solvedGrid},
		{"unique puzzle, limit 1", uniqueGivens, "", 1, Unique, solvedGrid},
		{"limit 0 counts as 1", uniqueGivens, "", 0, Unique, solvedGrid},
		{"two solutions", multiGivens, "", 2, Multiple, ""},
		{"two solutions, limit 1", multiGivens, "", 1, Unique, ""},
		{"two solutions, limit 3", multiGivens, "", 3, Multiple, ""},
		{"clashing givens", clash, "", 2, None, ""},
		{"no solution without a clash", noSolution, "", 2, None, ""},
		{"no solution, limit 1", noSolution, "", 1, None, ""},
		{"jigsaw puzzle", jankoGivens, jankoRegions, 2, Unique, jankoSolution},
		{"jigsaw clash", jigsawClash, jankoRegions, 2, None, ""},
		{"the same givens on boxes", jigsawClash, "", 2, Multiple, ""},
	}
	var s Solver
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustPuzzle(t, tt.givens, tt.regions)
			for _, r := range []Result{s.Solve(p, tt.limit), Solve(p, tt.limit)} {
				if r.Status != tt.want {
					t.Fatalf("status %v, want %v", r.Status, tt.want)
				}
				switch {
				case tt.want == None && r.Solution != (grid.Grid{}):
					t.Errorf("no solution, but Solution is %v", r.Solution)
				case tt.want != None && !p.IsSolution(r.Solution):
					t.Errorf("%v is not a solution", r.Solution)
				case tt.solution != "" && r.Solution != mustGrid(t, tt.solution):
					t.Errorf("solution %v, want %v", r.Solution, tt.solution)
				}
			}
		})
	}
	if err := mustPuzzle(t, noSolution, "").Validate(); err != nil {
		t.Errorf("the no-solution puzzle should pass Validate: %v", err)
	}
}

func TestSolveRefusesOutOfRangeValues(t *testing.T) {
	for _, v := range []int8{10, -1, 100, -128} {
		p := mustPuzzle(t, uniqueGivens, "")
		p.Givens[40] = v
		if r := Solve(p, 2); r.Status != None || r.Solution != (grid.Grid{}) {
			t.Errorf("value %d at r5c5: %v, want none", v, r.Status)
		}
	}
}

// TestSolverSwitchesLayouts runs one Solver over puzzles whose layouts
// alternate, so that its cached region masks must follow.
func TestSolverSwitchesLayouts(t *testing.T) {
	jigsaw := mustPuzzle(t, jankoGivens, jankoRegions)
	sameRegions := mustPuzzle(t, jankoGivens, jankoRegions) // equal regions, another *Layout
	boxes := mustPuzzle(t, uniqueGivens, "")
	clash := mustPuzzle(t, jigsawClash, jankoRegions)
	var s Solver
	for i, step := range []struct {
		p    grid.Puzzle
		want Status
	}{{jigsaw, Unique}, {boxes, Unique}, {clash, None}, {sameRegions, Unique}, {boxes, Unique}, {jigsaw, Unique}} {
		if r := s.Solve(step.p, 2); r.Status != step.want || (r.Status == Unique && !step.p.IsSolution(r.Solution)) {
			t.Errorf("step %d: %v, want %v", i, r.Status, step.want)
		}
	}
}

func TestSolveDoesNotAllocate(t *testing.T) {
	boxes := mustPuzzle(t, uniqueGivens, "")
	jigsaw := mustPuzzle(t, jankoGivens, jankoRegions)
	var s Solver
	s.Solve(jigsaw, 2) // the first jigsaw layout allocates the Solver's mask storage
	for _, p := range []grid.Puzzle{boxes, jigsaw} {
		if n := testing.AllocsPerRun(20, func() { s.Solve(p, 2) }); n != 0 {
			t.Errorf("Solver.Solve allocates %v times a run", n)
		}
	}
	Solve(boxes, 2)
	if n := testing.AllocsPerRun(20, func() { Solve(boxes, 2) }); n != 0 {
		t.Errorf("Solve allocates %v times a run", n)
	}
}

func TestStatusString(t *testing.T) {
	for s, want := range map[Status]string{None: "none", Unique: "unique", Multiple: "multiple"} {
		if got := s.String(); got != want {
			t.Errorf("Status(%d).String() = %q, want %q", s, got, want)
		}
	}
}

// TestLayoutWithoutSolutionsIsNone: on the standard boxes with r1c3
// and r1c4 swapped, no grid can be filled (columns 1–3 of rows 1–3 hold
// the digits of columns 1–3 less their two lower boxes, so every digit
// once; they share eight cells with the first region, so r1c3 and r1c4
// would hold the same digit in one row). Given almost empty, a search
// would have to fill the grid in every way to see it; the law of
// leftovers sees it at once, and the answer must be None, not a give-up.
func TestLayoutWithoutSolutionsIsNone(t *testing.T) {
	ids := make([]int, grid.NumCells)
	for c := range ids {
		ids[c] = (c/27)*3 + (c%9)/3
	}
	ids[2], ids[3] = ids[3], ids[2]
	l, err := grid.NewLayout(ids)
	if err != nil {
		t.Fatal(err)
	}
	for _, limit := range []int{1, 2} {
		var s Solver
		r := s.Solve(grid.Puzzle{Layout: l}, limit)
		if r.Status != None || r.Solution != (grid.Grid{}) {
			t.Fatalf("limit %d: status %v with solution %v, want none", limit, r.Status, r.Solution)
		}
		t.Logf("limit %d: %d guesses", limit, r.Guesses)
	}
}

// TestSparseJigsawIsSettled: two givens on a janko.at layout. The first
// attempt's search loses itself in a subtree without solutions (found by
// FuzzSolve); a later attempt, on renamed digits, finds two solutions.
func TestSparseJigsawIsSettled(t *testing.T) {
	p := mustPuzzle(t, strings.Repeat(".", 81), jankoRegions)
	p.Givens[28], p.Givens[62] = 6, 4
	var s Solver
	r := s.Solve(p, 2)
	if r.Status != Multiple || !p.IsSolution(r.Solution) {
		t.Fatalf("status %v, solution %v; want multiple with a solution", r.Status, r.Solution)
	}
	if s.guesses <= firstBudget {
		t.Logf("settled by the first attempt (%d guesses); the test no longer needs a restart", s.guesses)
	}
	if r1 := s.Solve(p, 1); r1.Status != Unique || !p.IsSolution(r1.Solution) {
		t.Fatalf("limit 1: status %v, solution %v", r1.Status, r1.Solution)
	}
}
