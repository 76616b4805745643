package cli

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// run runs a command and returns its exit code, stdout and stderr.
func run(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Run(args, nil, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestSolveCheckCoursework(t *testing.T) {
	for _, level := range []string{"very_easy", "easy", "medium", "hard"} {
		t.Run(level, func(t *testing.T) {
			puzzles := shareddata.Path(t, "coursework/"+level+"_puzzle.npy")
			ref := shareddata.Path(t, "coursework/"+level+"_solution.npy")
			code, _, stderr := run(t, "solve", "-check", ref, puzzles)
			if code != 0 || !strings.Contains(stderr, "15 puzzles:") || !strings.Contains(stderr, "; 0 mismatches;") {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
		})
	}
}

func TestSolveCheckJigsawNPZ(t *testing.T) {
	code, _, stderr := run(t, "solve", "-check",
		shareddata.Path(t, "jigsaw/numpySudoku_solutions.npz"),
		shareddata.Path(t, "jigsaw/numpySudoku.npz"))
	if code != 0 || !strings.Contains(stderr, "133 puzzles: 133 unique") || !strings.Contains(stderr, "0 mismatches") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

// decodeLines reads solve -json output.
func decodeLines(t *testing.T, out string) []jsonOutcome {
	t.Helper()
	var lines []jsonOutcome
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var j jsonOutcome
		if err := json.Unmarshal([]byte(line), &j); err != nil {
			t.Fatalf("bad JSON line %q: %v", line, err)
		}
		lines = append(lines, j)
	}
	return lines
}

func TestSolveStatusAgreesWithCounts(t *testing.T) {
	file := shareddata.Path(t, "classic/test_puzzles_with_counts.txt")
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, line := range strings.Split(string(raw), "\n") {
		fields := strings.Split(strings.TrimSpace(line), ":")
		if len(fields) < 2 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		switch fields[1] {
		case "0":
			want = append(want, "none")
		case "1":
			want = append(want, "unique")
		default:
			want = append(want, "multiple")
		}
	}
	code, stdout, _ := run(t, "solve", "-json", file)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	got := decodeLines(t, stdout)
	if len(got) != len(want) || len(want) != 43 {
		t.Fatalf("%d results for %d puzzles (want 43)", len(got), len(want))
	}
	for i := range want {
		if got[i].Index != i || got[i].Status != want[i] {
			t.Errorf("puzzle %d: index %d status %q, want %q", i, got[i].Index, got[i].Status, want[i])
		}
	}
}

// writeNPY writes int16 grids as a (N, 9, 9) .npy file.
func writeNPY(t *testing.T, path string, grids [][81]int16, shape string) {
	t.Helper()
	header := fmt.Sprintf("{'descr': '<i2', 'fortran_order': False, 'shape': %s, }", shape)
	for (10+len(header)+1)%64 != 0 {
		header += " "
	}
	header += "\n"
	var b bytes.Buffer
	b.WriteString("\x93NUMPY\x01\x00")
	binary.Write(&b, binary.LittleEndian, uint16(len(header)))
	b.WriteString(header)
	for _, g := range grids {
		binary.Write(&b, binary.LittleEndian, g[:])
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestSolveReportsInvalidPuzzlesAndSolvesTheRest(t *testing.T) {
	const easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	var base [81]int16
	for i := range easy {
		if easy[i] != '.' {
			base[i] = int16(easy[i] - '0')
		}
	}
	big, negative, twice := base, base, base
	big[2] = 900
	negative[2] = -900
	twice[0], twice[3] = 9, 9 // r1c1 and r1c4; rows are checked before boxes
	path := filepath.Join(t.TempDir(), "seeded.npy")
	writeNPY(t, path, [][81]int16{base, big, negative, twice, base}, "(5, 9, 9)")

	code, stdout, stderr := run(t, "solve", "-json", path)
	if code != 0 {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	got := decodeLines(t, stdout)
	want := []struct{ status, reason string }{
		{"unique", ""},
		{"invalid", "r1c3: value 900"},
		{"invalid", "r1c3: value -900"},
		{"invalid", "digit 9 twice in row 1: r1c1 and r1c4"},
		{"unique", ""},
	}
	if len(got) != len(want) {
		t.Fatalf("%d results, want %d", len(got), len(want))
	}
	for i, w := range want {
		if got[i].Status != w.status || !strings.Contains(got[i].Error, w.reason) {
			t.Errorf("puzzle %d: %q %q, want %q with %q", i, got[i].Status, got[i].Error, w.status, w.reason)
		}
	}
	if !strings.Contains(stderr, "5 puzzles: 2 unique, 0 multiple, 0 none, 3 invalid") {
		t.Errorf("summary %q", stderr)
	}
}

func TestSolveRefusesWrongShape(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nine_by_eight.npy")
	writeNPY(t, path, [][81]int16{}, "(9, 8)")
	// The header claims 72 values; give it exactly that many.
	raw, _ := os.ReadFile(path)
	os.WriteFile(path, append(raw, make([]byte, 72*2)...), 0o644)
	code, _, stderr := run(t, "solve", path)
	if code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if lines := strings.Count(strings.TrimSpace(stderr), "\n"); lines != 0 || !strings.Contains(stderr, "(9, 8)") {
		t.Errorf("want one line naming the shape, got %q", stderr)
	}
	if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
		t.Errorf("stderr shows a crash: %q", stderr)
	}
}

func TestSolveWritesWhatItSolved(t *testing.T) {
	out := filepath.Join(t.TempDir(), "solved.npy")
	puzzles := shareddata.Path(t, "coursework/easy_puzzle.npy")
	if code, _, stderr := run(t, "solve", puzzles, "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	code, _, stderr := run(t, "solve", "-check", out, puzzles)
	if code != 0 || !strings.Contains(stderr, "; 0 mismatches;") {
		t.Fatalf("written solutions do not check: exit %d, %q", code, stderr)
	}
	sols, err := puzzlefile.ReadSolutions(out)
	if err != nil || len(sols) != 15 {
		t.Fatalf("read back %d solutions, err %v", len(sols), err)
	}
}

func TestSolveMismatchExitsOne(t *testing.T) {
	puzzles := shareddata.Path(t, "coursework/easy_puzzle.npy")
	wrong := shareddata.Path(t, "coursework/medium_solution.npy")
	code, _, stderr := run(t, "solve", "-check", wrong, puzzles)
	if code != 1 || strings.Contains(stderr, "; 0 mismatches;") {
		t.Fatalf("exit %d, stderr %q; want exit 1 with mismatches", code, stderr)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"solve"}, {"solve", "-nope", "x"}, {"solve", "/no/such/file.npy"}, {"bench"}, {"frobnicate"}} {
		if code, _, _ := run(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestBenchPrintsOneLineAFile(t *testing.T) {
	code, stdout, stderr := run(t, "bench", "-n", "1", shareddata.Path(t, "classic/top95.txt"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.HasPrefix(stdout, "top95.txt  95 puzzles  ") || !strings.Contains(stdout, "µs/puzzle") {
		t.Errorf("bench printed %q", stdout)
	}
}

// A jigsaw layout on which no grid can be filled (the boxes with r1c3 and
// r1c4 swapped), given empty: the exact solver proves it (by the law of
// leftovers) and solve says "none", never "unknown"; the step engine's
// forcing nets prove in a few steps that no grid fits, so steps says
// "unsolvable".
func TestLayoutWithoutSolutionAnswersNone(t *testing.T) {
	ids := make([]byte, 81)
	for c := range ids {
		ids[c] = byte('A' + (c/27)*3 + (c%9)/3)
	}
	ids[2], ids[3] = ids[3], ids[2]
	path := filepath.Join(t.TempDir(), "swapped.txt")
	line := strings.Repeat(".", 81) + " " + string(ids) + "\n"
	if err := os.WriteFile(path, []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := run(t, "solve", "-json", path)
	if code != 0 || !strings.Contains(stdout, `"status":"none"`) || !strings.Contains(stderr, "1 none") || strings.Contains(stderr, "unknown") {
		t.Fatalf("solve: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, _ = run(t, "steps", "-json", path)
	if code != 0 || !strings.Contains(stdout, `"status":"unsolvable"`) {
		t.Fatalf("steps: exit %d, last line %q", code, stdout[max(0, len(stdout)-300):])
	}
}

// TestSolveAllValidatesWhatHasNoSolution checks solveAll on entries that
// no file reader checked: the givens are validated only when the solver
// finds no solution, so a clash or a value out of range must still come
// out invalid, with Validate's reason, and a valid puzzle without a
// solution must stay none.
func TestSolveAllValidatesWhatHasNoSolution(t *testing.T) {
	var noSolution grid.Grid // row 1 holds 1–8, and r2c9 the 9 that r1c9 needs
	for c := range 8 {
		noSolution[c] = int8(c + 1)
	}
	noSolution[17] = 9
	clash, outOfRange := noSolution, grid.Grid{}
	clash[17], clash[20] = 0, 1 // r3c3 repeats r1c1's 1 in box 1
	outOfRange[40] = 12
	tests := []struct {
		name   string
		givens grid.Grid
		want   string // outcome.String()
		reason string
	}{
		{"valid, no solution", noSolution, "none", ""},
		{"digit twice in a box", clash, "invalid", "digit 1 twice"},
		{"value out of range", outOfRange, "invalid", "out of range"},
		{"empty grid", grid.Grid{}, "multiple", ""},
	}
	entries := make([]puzzlefile.Entry, len(tests))
	for i, tc := range tests {
		entries[i].Puzzle = grid.Puzzle{Givens: tc.givens}
	}
	var done atomic.Int64
	outcomes, solutions := solveAll(context.Background(), entries, &done)
	for i, tc := range tests {
		o := outcomes[i]
		if o.String() != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, o, tc.want)
		}
		if tc.reason != "" && (o.invalid == nil || !strings.Contains(o.invalid.Error(), tc.reason)) {
			t.Errorf("%s: error %v, want one with %q", tc.name, o.invalid, tc.reason)
		}
		if o.status != solver.Multiple && o.status != solver.Unique && solutions[i] != puzzlefile.NoSolution() {
			t.Errorf("%s: solution %v, want the no-solution grid", tc.name, solutions[i])
		}
	}
	if done.Load() != int64(len(tests)) {
		t.Errorf("done %d, want %d", done.Load(), len(tests))
	}
}
