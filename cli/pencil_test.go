package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/pencilset"
)

// pencilCount is how many top95 puzzles the pencil-mark tests take: the
// guided path of each is built, which takes a while on hard puzzles.
const pencilCount = 12

// pencilSet makes pencil-mark puzzles from the first pencilCount
// puzzles of top95 (see internal/pencilset) and returns them as a set
// ready to write, with their solutions.
func pencilSet(t *testing.T) (*puzzlefile.Set, []grid.Grid) {
	t.Helper()
	ps := pencilset.Make(t, pencilCount)
	sols := make([]grid.Grid, len(ps))
	for i, p := range ps {
		sols[i] = p.Solution
	}
	return pencilset.Set(ps), sols
}

// writeSukaku writes set as 729-character sukaku lines to a new file.
func writeSukaku(t *testing.T, set *puzzlefile.Set, name string) string {
	t.Helper()
	var b bytes.Buffer
	if err := puzzlefile.Encode(&b, puzzlefile.Sukaku, set, nil); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Pencil-mark puzzles read from a sukaku file are solved under their
// candidates, by the exact solver and the step engine, in process and
// through solve and steps -json; each ends at its puzzle's solution.
func TestPencilMarkPuzzlesSolve(t *testing.T) {
	set, sols := pencilSet(t)
	path := writeSukaku(t, set, "pencil.txt")
	back, err := puzzlefile.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := back.GiveCandidates(); n != pencilCount {
		t.Fatalf("%d puzzles read with candidates, want %d", n, pencilCount)
	}
	for i, e := range back.Entries {
		p := e.Puzzle
		if r := solver.Solve(p, 2); r.Status != solver.Unique || r.Solution != sols[i] {
			t.Errorf("puzzle %d: exact solver %v %v, want unique %v", i+1, r.Status, r.Solution, sols[i])
		}
		tr := steps.Solve(p)
		if tr.Status != steps.Solved || tr.Final().Grid != sols[i] {
			t.Errorf("puzzle %d: path %v ends at %v, want %v", i+1, tr.Status, tr.Final().Grid, sols[i])
		}
		start := tr.State(0)
		for c := range start.Candidates {
			want := steps.Digits(p.Candidates[c]) << 1
			if start.Grid[c] == 0 && start.Candidates[c]&^want != 0 {
				t.Fatalf("puzzle %d: the path starts with %v candidates %v beyond the given %v", i+1, grid.Cell(c), start.Candidates[c].List(), want.List())
			}
		}
		if c := steps.CountSearch(p, steps.MRV, 1<<20); c.Status != steps.Solved {
			t.Errorf("puzzle %d: MRV count %+v", i+1, c)
		}
		if r := tr.Rate(); r.Score <= 0 {
			t.Errorf("puzzle %d: rating %+v", i+1, r)
		}
	}
	// solve -check: every pencil-mark puzzle unique, with the solution.
	var ref strings.Builder
	for _, s := range sols {
		ref.WriteString(s.String() + "\n")
	}
	refPath := filepath.Join(t.TempDir(), "sol.txt")
	os.WriteFile(refPath, []byte(ref.String()), 0o644)
	code, _, stderr := run(t, "solve", "-check", refPath, path)
	want := fmt.Sprintf("%d puzzles: %d unique, 0 multiple, 0 none, 0 invalid; 0 mismatches", pencilCount, pencilCount)
	if code != 0 || !strings.Contains(stderr, want) || strings.Contains(stderr, "note:") {
		t.Errorf("solve -check: exit %d, %q, want %q", code, stderr, want)
	}
	code, _, stderr = run(t, "rate", "-json", path)
	want = fmt.Sprintf("%d puzzles: %d solved, 0 unsolvable, 0 invalid", pencilCount, pencilCount)
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("rate: exit %d, %q, want %q", code, stderr, want)
	}
	// steps -json, guided and in the search modes: the end object says
	// the puzzle gives candidates.
	for _, mode := range []string{"guided", "full", "mrv"} {
		code, stdout, stderr := run(t, "steps", "-json", "-search", mode, "-i", "1", path)
		lines := strings.Split(strings.TrimSpace(stdout), "\n")
		var end steps.EndJSON
		if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil || code != 0 {
			t.Fatalf("steps -json -search %s: exit %d, %v, %q", mode, code, err, stderr)
		}
		if end.Status != "solved" || !end.Unique || !end.GivenCandidates || end.Grid != sols[1].String() {
			t.Errorf("steps -json -search %s end: %+v, want solved, unique, given candidates, grid %v", mode, end, sols[1])
		}
	}
}

// A pencil-mark puzzle whose candidates leave out the solution's digit
// in one cell has no solution, for the exact solver, the step engine
// and solve alike.
func TestPencilMarkPuzzleWithoutSolution(t *testing.T) {
	set, sols := pencilSet(t)
	for i, m := range set.Candidates {
		for c, cell := range m {
			if cell&(cell-1) != 0 {
				m[c] &^= 1 << (sols[i][c] - 1)
				break
			}
		}
		set.Entries[i].Puzzle.Givens = m.Givens()
	}
	path := writeSukaku(t, set, "none.txt")
	back, err := puzzlefile.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	back.GiveCandidates()
	for i, e := range back.Entries {
		if r := solver.Solve(e.Puzzle, 2); r.Status != solver.None {
			t.Errorf("puzzle %d: exact solver %v, want none", i+1, r.Status)
		}
		if tr := steps.Solve(e.Puzzle); tr.Status != steps.Unsolvable {
			t.Errorf("puzzle %d: path %v, want unsolvable", i+1, tr.Status)
		}
	}
	code, _, stderr := run(t, "solve", path)
	want := fmt.Sprintf("%d puzzles: 0 unique, 0 multiple, %d none", pencilCount, pencilCount)
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("solve: exit %d, %q, want %q", code, stderr, want)
	}
	code, _, stderr = run(t, "rate", "-json", path)
	want = fmt.Sprintf("%d puzzles: 0 solved, %d unsolvable, 0 invalid", pencilCount, pencilCount)
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("rate: exit %d, %q, want %q", code, stderr, want)
	}
}

// An npz holds given candidates in its candidates array: solve streams
// them (a candidate removed from each puzzle leaves it without a
// solution), and steps -i reads them for the one puzzle it shows.
func TestPencilMarkPuzzlesInAnNPZ(t *testing.T) {
	set, sols := pencilSet(t)
	set.GiveCandidates()
	dir := t.TempDir()
	good := filepath.Join(dir, "pencil.npz")
	if err := puzzlefile.Write(good, set, nil); err != nil {
		t.Fatal(err)
	}
	for i, m := range set.Candidates {
		cut := *m
		for c, cell := range cut {
			if cell&(cell-1) != 0 {
				cut[c] &^= 1 << (sols[i][c] - 1)
				break
			}
		}
		set.Entries[i].Puzzle.Candidates = (*[grid.NumCells]uint16)(&cut)
	}
	none := filepath.Join(dir, "none.npz")
	if err := puzzlefile.Write(none, set, nil); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		good: fmt.Sprintf("%d puzzles: %d unique, 0 multiple, 0 none", pencilCount, pencilCount),
		none: fmt.Sprintf("%d puzzles: 0 unique, 0 multiple, %d none", pencilCount, pencilCount),
	} {
		if code, _, stderr := run(t, "solve", path); code != 0 || !strings.Contains(stderr, want) {
			t.Errorf("solve %s: exit %d, %q, want %q", filepath.Base(path), code, stderr, want)
		}
	}
	code, stdout, stderr := run(t, "steps", "-json", "-i", "1", good)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	var end steps.EndJSON
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &end); err != nil || code != 0 {
		t.Fatalf("steps -json: exit %d, %v, %q", code, err, stderr)
	}
	if end.Status != "solved" || !end.GivenCandidates || end.Grid != sols[1].String() {
		t.Errorf("steps -json -i 1 on the npz: %+v", end)
	}
}
