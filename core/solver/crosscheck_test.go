package solver

import (
	"io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// verdict is what both solvers said about one puzzle.
type verdict struct {
	fast, fast1, oracle Result
}

// solveAll runs the fast solver (limits 2 and 1) and the oracle on every
// puzzle, spread over all cores.
func solveAll(puzzles []testPuzzle) []verdict {
	out := make([]verdict, len(puzzles))
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s Solver
			for i := w; i < len(puzzles); i += workers {
				p := puzzles[i].puzzle
				out[i] = verdict{fast: s.Solve(p, 2), fast1: s.Solve(p, 1), oracle: oracleSolve(p, 2)}
			}
		}()
	}
	wg.Wait()
	return out
}

// checkAgainstOracle reports every puzzle where the fast solver and the
// oracle disagree, or where a solution given is not one.
func checkAgainstOracle(t *testing.T, name string, puzzles []testPuzzle, got []verdict) {
	t.Helper()
	errors := 0
	fail := func(p testPuzzle, format string, args ...any) {
		errors++
		if errors <= 10 {
			t.Errorf("%s:%d %s: "+format, append([]any{name, p.line, p.puzzle.Givens}, args...)...)
		}
	}
	for i, p := range puzzles {
		v := got[i]
		if v.fast.Status != v.oracle.Status {
			fail(p, "status %v, oracle says %v", v.fast.Status, v.oracle.Status)
			continue
		}
		switch v.fast.Status {
		case Unique:
			if v.fast.Solution != v.oracle.Solution {
				fail(p, "solution %v, oracle has %v", v.fast.Solution, v.oracle.Solution)
			}
		case Multiple:
			if !p.puzzle.IsSolution(v.fast.Solution) {
				fail(p, "multiple, but %v is not a solution", v.fast.Solution)
			}
		case None:
			if v.fast.Solution != (grid.Grid{}) {
				fail(p, "none, but a solution grid was returned")
			}
		}
		wantLimit1 := Unique
		if v.oracle.Status == None {
			wantLimit1 = None
		}
		if v.fast1.Status != wantLimit1 {
			fail(p, "limit 1 gives %v, want %v", v.fast1.Status, wantLimit1)
		} else if wantLimit1 == Unique && !p.puzzle.IsSolution(v.fast1.Solution) {
			fail(p, "limit 1 gives %v, not a solution", v.fast1.Solution)
		}
	}
	if errors > 10 {
		t.Errorf("%s: %d disagreements in all", name, errors)
	}
}

// textFiles lists every text puzzle file of the shared data, relative to it.
func textFiles(t *testing.T) []string {
	root := dataDir(t)
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".txt") {
			rel, _ := filepath.Rel(root, path)
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestAgreesWithOracle cross-checks the fast solver against the oracle on
// every puzzle of every text file in the shared data, with the extra
// knowledge some files carry: solution counts, reference solutions, and a
// file whose puzzles all have several solutions.
func TestAgreesWithOracle(t *testing.T) {
	files := textFiles(t)
	want := []string{"bench/17_clue.txt", "bench/serg_multi_solution.txt", "jigsaw/janko_133.txt", "classic/test_puzzles_with_counts.txt"}
	for _, w := range want {
		found := false
		for _, f := range files {
			found = found || filepath.ToSlash(f) == w
		}
		if !found {
			t.Fatalf("%s is missing from the shared data", w)
		}
	}
	for _, name := range files {
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			puzzles := loadPuzzles(t, name)
			got := solveAll(puzzles)
			checkAgainstOracle(t, name, puzzles, got)
			switch filepath.ToSlash(name) {
			case "bench/serg_multi_solution.txt":
				for i, v := range got {
					if v.fast.Status != Multiple {
						t.Errorf("line %d: %v, want multiple", puzzles[i].line, v.fast.Status)
					}
				}
			case "classic/test_puzzles_with_counts.txt":
				checkCounts(t, puzzles, got)
			case "jigsaw/janko_133.txt":
				checkReference(t, puzzles, got, loadPuzzles(t, "jigsaw/janko_133_solutions.txt"))
			}
		})
	}
}

// checkCounts compares the status with the solution count of each line.
func checkCounts(t *testing.T, puzzles []testPuzzle, got []verdict) {
	for i, p := range puzzles {
		want := Multiple
		switch p.count {
		case -1:
			t.Fatalf("line %d has no solution count", p.line)
		case 0:
			want = None
		case 1:
			want = Unique
		}
		if got[i].fast.Status != want {
			t.Errorf("line %d: %v, count says %v (%d)", p.line, got[i].fast.Status, want, p.count)
		}
		if want == Unique && p.solution != (grid.Grid{}) && got[i].fast.Solution != p.solution {
			t.Errorf("line %d: solution %v, want %v", p.line, got[i].fast.Solution, p.solution)
		}
	}
}

// checkReference compares each unique solution with the reference file.
func checkReference(t *testing.T, puzzles []testPuzzle, got []verdict, ref []testPuzzle) {
	if len(ref) != len(puzzles) {
		t.Fatalf("%d reference solutions for %d puzzles", len(ref), len(puzzles))
	}
	for i, p := range puzzles {
		if got[i].fast.Status != Unique {
			t.Errorf("line %d: %v, want unique", p.line, got[i].fast.Status)
			continue
		}
		if got[i].fast.Solution != ref[i].puzzle.Givens {
			t.Errorf("line %d: solution %v, reference %v", p.line, got[i].fast.Solution, ref[i].puzzle.Givens)
		}
		if !ref[i].puzzle.Regions().Equal(p.puzzle.Regions()) {
			t.Errorf("line %d: the reference has other regions", p.line)
		}
	}
}
