package solver

import (
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
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
// oracle disagree, or where a solution given is not one. Entries whose
// givens clash must come out as None; other refused entries are skipped.
func checkAgainstOracle(t *testing.T, name string, puzzles []testPuzzle, got []verdict) {
	t.Helper()
	errors := 0
	fail := func(p testPuzzle, format string, args ...any) {
		errors++
		if errors <= 10 {
			t.Errorf("%s puzzle %d %s: "+format, append([]any{name, p.index + 1, p.puzzle.Givens}, args...)...)
		}
	}
	checked := 0
	for i, p := range puzzles {
		v := got[i]
		if p.err != nil && !p.givensClash() {
			continue // unreadable: nothing to ask the solver
		}
		checked++
		if p.givensClash() && (v.fast.Status != None || v.fast1.Status != None) {
			fail(p, "givens clash (%v), but the solver says %v (limit 1: %v)", p.err, v.fast.Status, v.fast1.Status)
		}
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
	if checked == 0 {
		t.Errorf("%s: no puzzle could be checked", name)
	}
}

// puzzleFiles lists every puzzle file of the shared data, relative to it
// with forward slashes: the text files and the numpy files that are not
// reference solutions.
func puzzleFiles(t *testing.T) []string {
	root := shareddata.Dir(t)
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		switch filepath.Ext(rel) {
		case ".txt":
			files = append(files, rel)
		case ".npy", ".npz":
			if !strings.Contains(filepath.Base(rel), "_solution") {
				files = append(files, rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// referenceFile names the file of reference solutions for a puzzle file,
// or "" when it has none: "x_puzzle.npy" has "x_solution.npy", "x.ext"
// has "x_solutions.ext", and a text file of "puzzle:count:solution" lines
// carries its own.
func referenceFile(t *testing.T, name string, puzzles []testPuzzle) string {
	if len(puzzles) > 0 && puzzles[0].count >= 0 {
		return name
	}
	candidates := []string{strings.TrimSuffix(name, filepath.Ext(name)) + "_solutions" + filepath.Ext(name)}
	if before, ok := strings.CutSuffix(name, "_puzzle.npy"); ok {
		candidates = []string{before + "_solution.npy"}
	}
	for _, c := range candidates {
		if _, err := os.Stat(filepath.Join(shareddata.Dir(t), filepath.FromSlash(c))); err == nil {
			return c
		}
	}
	return ""
}

// TestAgreesWithOracle cross-checks the fast solver against the oracle on
// every puzzle of every puzzle file in the shared data (text, .npy and
// .npz), with the extra knowledge some files carry: solution counts,
// reference solutions, and a file whose puzzles all have several solutions.
func TestAgreesWithOracle(t *testing.T) {
	files := puzzleFiles(t)
	withReference := map[string]bool{
		"jigsaw/janko_133.txt":                 true,
		"classic/test_puzzles_with_counts.txt": true,
		"jigsaw/numpySudoku.npz":               true,
		"coursework/very_easy_puzzle.npy":      true,
		"coursework/easy_puzzle.npy":           true,
		"coursework/medium_puzzle.npy":         true,
		"coursework/hard_puzzle.npy":           true,
		"bench/17_clue.txt":                    false,
		"bench/serg_multi_solution.txt":        false,
	}
	for w := range withReference {
		if !slices.Contains(files, w) {
			t.Fatalf("%s is missing from the shared data", w)
		}
	}
	for _, name := range files {
		t.Run(name, func(t *testing.T) {
			puzzles := loadPuzzles(t, name)
			got := solveAll(puzzles)
			checkAgainstOracle(t, name, puzzles, got)
			ref := referenceFile(t, name, puzzles)
			if withReference[name] && ref == "" {
				t.Fatalf("%s has no reference solutions", name)
			}
			if ref != "" {
				sols, err := puzzlefile.ReadSolutions(shareddata.Path(t, ref))
				if err != nil {
					t.Fatal(err)
				}
				checkReference(t, ref, puzzles, got, sols)
			}
			switch name {
			case "bench/serg_multi_solution.txt":
				for i, v := range got {
					if v.fast.Status != Multiple {
						t.Errorf("puzzle %d: %v, want multiple", puzzles[i].index+1, v.fast.Status)
					}
				}
			case "classic/test_puzzles_with_counts.txt":
				checkCounts(t, puzzles, got)
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
			t.Fatalf("puzzle %d has no solution count", p.index+1)
		case 0:
			want = None
		case 1:
			want = Unique
		}
		if p.err != nil && !p.givensClash() {
			t.Errorf("puzzle %d is unreadable: %v", p.index+1, p.err)
			continue
		}
		if got[i].fast.Status != want {
			t.Errorf("puzzle %d: %v, count says %v (%d)", p.index+1, got[i].fast.Status, want, p.count)
		}
	}
}

// checkReference compares each result with the reference solution of the
// same index in the file ref. A "no solution" reference wants None (or a
// refused entry); an empty one (several solutions, in a counts file) says
// nothing; any other wants that unique solution.
func checkReference(t *testing.T, ref string, puzzles []testPuzzle, got []verdict, sols []grid.Grid) {
	t.Helper()
	if len(sols) != len(puzzles) {
		t.Fatalf("%s: %d reference solutions for %d puzzles", ref, len(sols), len(puzzles))
	}
	for i, p := range puzzles {
		switch fast := got[i].fast; {
		case p.err != nil:
			if !puzzlefile.IsNoSolution(sols[i]) {
				t.Errorf("puzzle %d is refused (%v), but %s has a solution for it", p.index+1, p.err, ref)
			}
		case puzzlefile.IsNoSolution(sols[i]):
			if fast.Status != None {
				t.Errorf("puzzle %d: %v, but %s expects no solution", p.index+1, fast.Status, ref)
			}
		case sols[i] == (grid.Grid{}):
		case fast.Status != Unique:
			t.Errorf("puzzle %d: %v, want unique", p.index+1, fast.Status)
		case fast.Solution != sols[i]:
			t.Errorf("puzzle %d: solution %v, %s has %v", p.index+1, fast.Solution, ref, sols[i])
		}
	}
}
