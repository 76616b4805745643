package generate

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// checkUnique fails unless r's puzzle is valid, has exactly one
// solution by the exact solver, and that solution is r.Solution.
func checkUnique(t *testing.T, r Result) {
	t.Helper()
	p := r.Puzzle
	if err := p.Validate(); err != nil {
		t.Fatalf("puzzle %d invalid: %v", r.Index, err)
	}
	res := solver.Solve(p, 2)
	if res.Status != solver.Unique || res.Solution != r.Solution {
		t.Fatalf("puzzle %d %s: status %v, solution matches %v", r.Index, p.Givens, res.Status, res.Solution == r.Solution)
	}
}

// checkMinimal fails unless no orbit of sym can leave r's givens with
// the solution still unique.
func checkMinimal(t *testing.T, r Result, sym Symmetry) {
	t.Helper()
	for _, orbit := range sym.Orbits() {
		p := r.Puzzle
		if p.Givens[orbit[0]] == 0 {
			continue
		}
		for _, c := range orbit {
			p.Givens[c] = 0
		}
		if solver.Solve(p, 2).Status == solver.Unique {
			t.Fatalf("puzzle %d %s is not minimal: %v can go", r.Index, r.Puzzle.Givens, orbit)
		}
	}
}

// generateAll makes n puzzles for req with seed on one goroutine.
func generateAll(t *testing.T, req Request, n int, seed uint64) []Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute*raceSlowdown)
	defer cancel()
	out, err := Many(ctx, req, n, seed, 1, nil)
	if err != nil || len(out) != n {
		t.Fatalf("%d of %d puzzles: %v", len(out), n, err)
	}
	return out
}

func TestRandomSolution(t *testing.T) {
	rng := RNG(3, 0)
	jigsaw, _ := RandomLayout(rng, false)
	for _, l := range []*grid.Layout{grid.Standard(), jigsaw} {
		for range 20 {
			sol, ok := RandomSolution(rng, l)
			if !ok || !(grid.Puzzle{Layout: l}).IsSolution(sol) {
				t.Fatalf("not a solution on %s: %s", l.Letters(), sol)
			}
		}
	}
}

func TestRandomLayouts(t *testing.T) {
	const n = 1000
	distinct := map[string]bool{}
	for i := range n {
		l, sol := RandomLayout(RNG(11, i), false)
		switch {
		case l.IsStandard():
			t.Fatalf("layout %d is the boxes", i)
		case !Connected(l):
			t.Fatalf("layout %d %s has a region in pieces", i, l.Letters())
		case !(grid.Puzzle{Layout: l}).IsSolution(sol):
			t.Fatalf("layout %d %s: its grid is no solution", i, l.Letters())
		}
		for r := 18; r < grid.NumHouses; r++ {
			if len(l.House(r).Cells) != 9 || l.House(r).Set.Len() != 9 {
				t.Fatalf("layout %d: region %d has %d cells", i, r-17, l.House(r).Set.Len())
			}
		}
		distinct[l.Letters()] = true
	}
	if len(distinct) < 200 {
		t.Errorf("%d distinct layouts in %d, want at least 200", len(distinct), n)
	}
	t.Logf("%d distinct layouts in %d", len(distinct), n)
}

func TestSymmetricLayouts(t *testing.T) {
	for i := range 100 {
		l, _ := RandomLayout(RNG(12, i), true)
		var m regionMap
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			m[c] = int8(l.Region(c))
		}
		if !isSymmetric(&m) || !Connected(l) || l.IsStandard() {
			t.Fatalf("layout %d %s: symmetric %v, connected %v", i, l.Letters(), isSymmetric(&m), Connected(l))
		}
	}
}

func TestUniqueMinimalPuzzles(t *testing.T) {
	for _, req := range []Request{{Minimal: true}, {Jigsaw: true, Minimal: true}, {Jigsaw: true, SymmetricLayout: true, Minimal: true}} {
		for _, r := range generateAll(t, req, 15, 5) {
			checkUnique(t, r)
			checkMinimal(t, r, NoSymmetry)
			if req.Jigsaw == r.Puzzle.Regions().IsStandard() {
				t.Fatalf("puzzle %d: jigsaw %v asked, layout %s", r.Index, req.Jigsaw, r.Puzzle.Regions().Letters())
			}
		}
	}
}

func TestClueSymmetry(t *testing.T) {
	for _, sym := range Symmetries() {
		for _, jigsaw := range []bool{false, true} {
			for _, r := range generateAll(t, Request{Symmetry: sym, Jigsaw: jigsaw, Minimal: true}, 6, 9) {
				checkUnique(t, r)
				if !sym.Holds(&r.Puzzle.Givens) {
					t.Fatalf("%v: puzzle %d not symmetric:\n%s", sym, r.Index, r.Puzzle.Givens.Format())
				}
				checkMinimal(t, r, sym)
			}
		}
	}
}

func TestOrbits(t *testing.T) {
	for sym, want := range map[Symmetry]int{NoSymmetry: 81, Rotate180: 41, Rotate90: 21, Mirror: 45, Diagonal: 45} {
		if got := len(sym.Orbits()); got != want {
			t.Errorf("%v: %d orbits, want %d", sym, got, want)
		}
		if s, err := ParseSymmetry(sym.String()); err != nil || s != sym {
			t.Errorf("ParseSymmetry(%q) = %v, %v", sym.String(), s, err)
		}
	}
}

// checkRating re-rates r's puzzle and fails unless the rating is r's
// and it meets req.
func checkRating(t *testing.T, req Request, r Result) {
	t.Helper()
	checkUnique(t, r)
	rt := steps.Solve(r.Puzzle).Rate()
	if !r.Rated || rt.Difficulty != r.Rating.Difficulty || rt.Hardest != r.Rating.Hardest || !req.meets(&rt) {
		t.Fatalf("puzzle %d %s: rated %v %q, want %q", r.Index, r.Puzzle.Givens, rt.Difficulty, rt.Hardest, req.Goal())
	}
}

func TestDifficultyGoal(t *testing.T) {
	for d := steps.Easy; d <= steps.Expert; d++ {
		for _, jigsaw := range []bool{false, true} {
			req := Request{ByDifficulty: true, Difficulty: d, Jigsaw: jigsaw}
			for _, r := range generateAll(t, req, 3, 21) {
				checkRating(t, req, r)
			}
		}
	}
}

func TestTechniqueGoal(t *testing.T) {
	for _, req := range []Request{
		{Technique: "x-wing", Hardest: true},
		{Technique: "XY-Wing"},
		{Technique: "Skyscraper", Hardest: true, Minimal: true},
		{Technique: "Naked Pair", Hardest: true, Jigsaw: true},
	} {
		if _, err := LookupTechnique(req.Technique); err != nil {
			t.Skip(err) // the catalogue may rename techniques
		}
		if err := req.Check(); err != nil {
			t.Fatal(err)
		}
		for _, r := range generateAll(t, req, 2, 33) {
			checkRating(t, req, r)
			if req.Minimal {
				checkMinimal(t, r, NoSymmetry)
			}
			tr := steps.Solve(r.Puzzle)
			if r.Step < 0 || tr.Steps[r.Step].Technique != req.Technique {
				t.Fatalf("puzzle %d: step %d is not a %s", r.Index, r.Step, req.Technique)
			}
		}
	}
}

func TestSameSeedSamePuzzles(t *testing.T) {
	req := Request{Jigsaw: true, Symmetry: Rotate180, ByDifficulty: true, Difficulty: steps.Hard}
	a := generateAll(t, req, 6, 77)
	b, err := Many(context.Background(), req, 6, 77, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if a[i].Puzzle.Givens != b[i].Puzzle.Givens || !a[i].Puzzle.Regions().Equal(b[i].Puzzle.Regions()) {
			t.Fatalf("puzzle %d differs between runs with the same seed", i)
		}
	}
	c := generateAll(t, req, 1, 78)
	if c[0].Puzzle.Givens == a[0].Puzzle.Givens {
		t.Errorf("seeds 77 and 78 made the same first puzzle")
	}
}

func TestMaxGivens(t *testing.T) {
	for _, r := range generateAll(t, Request{MaxGivens: 23}, 5, 4) {
		checkUnique(t, r)
		if n := r.Puzzle.Givens.Filled(); n > 23 {
			t.Fatalf("puzzle %d has %d givens", r.Index, n)
		}
	}
}

func TestRequestErrors(t *testing.T) {
	for _, tc := range []struct {
		req  Request
		want string
	}{
		{Request{Technique: "Quantum Wing"}, `unknown technique "Quantum Wing"; the techniques are: Full House,`},
		{Request{Technique: "nested contradiction chain"}, `"Nested Contradiction Chain" is tried only on request`},
		{Request{Technique: "Hidden Single", Hardest: true, ByDifficulty: true, Difficulty: steps.Hard}, "rates Easy, not Hard"},
		{Request{Technique: "Guess", ByDifficulty: true, Difficulty: steps.Medium}, "a Medium puzzle cannot use it"},
		{Request{Hardest: true}, "needs a technique"},
		{Request{MaxGivens: 16}, "no standard sudoku with one solution has fewer than 17"},
		{Request{MaxGivens: 7, Jigsaw: true}, "needs at least 8"},
		{Request{Jigsaw: true, Layout: grid.Standard()}, "not both"},
		{Request{SymmetricLayout: true}, "random jigsaw layouts only"},
	} {
		_, err := New(tc.req)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.req, err, tc.want)
		}
	}
	if _, err := New(Request{MaxGivens: 16, Jigsaw: true}); err != nil {
		t.Errorf("16 givens on a jigsaw refused: %v", err)
	}
}

func TestBounds(t *testing.T) {
	// Extreme minimal jigsaw puzzles are common, easy ones rare: one attempt
	// seldom gives one, and a run that ends keeps the puzzles it made.
	g, _ := New(Request{Jigsaw: true, Minimal: true, ByDifficulty: true, Difficulty: steps.Easy, MaxAttempts: 1})
	misses := 0
	for i := range 5 {
		if _, err := g.Generate(context.Background(), 1, i); errors.Is(err, ErrAttempts) {
			misses++
		}
	}
	if misses == 0 {
		t.Errorf("five single attempts all met a rare goal")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	req := Request{Jigsaw: true, Minimal: true, ByDifficulty: true, Difficulty: steps.Easy}
	start := time.Now()
	out, err := Many(ctx, req, 1000, 1, 2, nil)
	if !errors.Is(err, context.DeadlineExceeded) || len(out) == 1000 {
		t.Fatalf("%d puzzles, error %v; want the deadline", len(out), err)
	}
	if time.Since(start) > 5*time.Second*raceSlowdown {
		t.Errorf("the time bound took %v to stop the run", time.Since(start))
	}
	for _, r := range out {
		checkRating(t, req, r)
	}
}
