package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// readGenerated parses generate's text output or file and checks that
// every puzzle has exactly one solution.
func readGenerated(t *testing.T, name string, data []byte) []grid.Puzzle {
	t.Helper()
	set, err := puzzlefile.Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	var out []grid.Puzzle
	for i, e := range set.Entries {
		if e.Err != nil {
			t.Fatalf("puzzle %d: %v", i, e.Err)
		}
		if st := solver.Solve(e.Puzzle, 2).Status; st != solver.Unique {
			t.Fatalf("puzzle %d %s: %v", i, e.Puzzle.Givens, st)
		}
		out = append(out, e.Puzzle)
	}
	return out
}

func TestGenerateStdout(t *testing.T) {
	code, out, stderr := runCLI(t, "generate", "-n", "4", "-seed", "5", "-minimal", "-symmetry", "180")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	puzzles := readGenerated(t, "out.txt", []byte(out))
	if len(puzzles) != 4 {
		t.Fatalf("%d puzzles, want 4:\n%s", len(puzzles), out)
	}
	for i, p := range puzzles {
		if !p.Regions().IsStandard() || !generate.Rotate180.Holds(&p.Givens) {
			t.Errorf("puzzle %d: not a symmetric standard puzzle", i)
		}
	}
	if !strings.Contains(stderr, "4 of 4 puzzles, seed 5, in ") {
		t.Errorf("summary: %q", stderr)
	}
}

func TestGenerateGoal(t *testing.T) {
	code, out, stderr := runCLI(t, "generate", "-n", "2", "-seed", "8", "-difficulty", "hard", "-technique", "x-wing", "-hardest")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for i, p := range readGenerated(t, "out.txt", []byte(out)) {
		if rt := steps.Solve(p).Rate(); rt.Hardest != "X-Wing" || rt.Difficulty != steps.Hard {
			t.Errorf("puzzle %d: %v, hardest %s", i, rt.Difficulty, rt.Hardest)
		}
	}
	for _, want := range []string{"2 of 2 puzzles (Hard, hardest step X-Wing), seed 8", "difficulty: Easy 0 Medium 0 Hard 2", "hardest step: X-Wing 2;"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("summary lacks %q: %q", want, stderr)
		}
	}
}

func TestGenerateFilesSameSeed(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{".npz", ".txt"} {
		var files [2][]byte
		for k := range files {
			path := filepath.Join(dir, "jigsaw"+string(rune('a'+k))+ext)
			code, _, stderr := runCLI(t, "generate", "-n", "3", "-layout", "jigsaw-180", "-seed", "12", "-difficulty", "medium", "-o", path)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			files[k] = data
		}
		if !bytes.Equal(files[0], files[1]) {
			t.Errorf("%s: two runs with one seed wrote different files", ext)
		}
		for i, p := range readGenerated(t, "x"+ext, files[0]) {
			if p.Regions().IsStandard() || !generate.Connected(p.Regions()) {
				t.Errorf("%s puzzle %d: layout %s", ext, i, p.Regions().Letters())
			}
		}
	}
	path := filepath.Join(dir, "standard.npy")
	if code, _, stderr := runCLI(t, "generate", "-n", "2", "-o", path); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, _ := os.ReadFile(path)
	if n := len(readGenerated(t, path, data)); n != 2 {
		t.Errorf("%d puzzles in the .npy, want 2", n)
	}
}

func TestGenerateLayoutFile(t *testing.T) {
	l, _ := generate.RandomLayout(generate.RNG(1, 1), false)
	file := writeTemp(t, "layout.txt", strings.Repeat(".", 81)+" "+l.Letters()+"\n")
	code, out, stderr := runCLI(t, "generate", "-n", "2", "-layout", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for i, p := range readGenerated(t, "out.txt", []byte(out)) {
		if !p.Regions().Equal(l) {
			t.Errorf("puzzle %d is on %s, not the file's layout", i, p.Regions().Letters())
		}
	}
}

func TestGenerateErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-technique", "Quantum Wing"}, `unknown technique "Quantum Wing"`},
		{[]string{"-difficulty", "fiendish"}, `unknown difficulty "fiendish"`},
		{[]string{"-symmetry", "120"}, `unknown symmetry "120"`},
		{[]string{"-givens", "16"}, "fewer than 17"},
		{[]string{"-layout", "jigsaw", "-o", "x.npy"}, "a .npy file holds no regions"},
		{[]string{"-technique", "Naked Pair", "-hardest", "-difficulty", "easy"}, "rates Medium, not Easy"},
		{[]string{"-layout", "no-such-file.txt"}, "no-such-file.txt"},
		{[]string{"-n", "0"}, "usage: sudoku-studio generate"},
	} {
		code, out, stderr := runCLI(t, append([]string{"generate"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr, tc.want)
		}
	}
}

func TestGenerateTimeBound(t *testing.T) {
	// Easy minimal jigsaw puzzles are rare: the bound ends the run first.
	code, out, stderr := runCLI(t, "generate", "-n", "200", "-layout", "jigsaw", "-minimal", "-difficulty", "easy", "-timeout", "300ms")
	if code != 1 || !strings.Contains(stderr, "stopped early: the time bound of 300ms ran out;") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if out != "" {
		readGenerated(t, "out.txt", []byte(out))
	}
}

func TestGenerateTechniqueTimeBound(t *testing.T) {
	code, _, stderr := runCLI(t, "generate", "-n", "1000", "-technique", "guess", "-hardest", "-minimal", "-timeout", "300ms")
	if code != 1 || !regexp.MustCompile(`\nGuess appeared in the paths of \d+ of the [1-9]\d* candidates tried`).MatchString(stderr) {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

func TestGenerateInterrupted(t *testing.T) {
	interruptAfter(t, 300*time.Millisecond)
	path := filepath.Join(t.TempDir(), "out.txt")
	code, _, stderr := runCLI(t, "generate", "-n", "100000", "-o", path)
	if code != 130 || !strings.Contains(stderr, "stopped early: interrupted; the ") || !strings.Contains(stderr, "written to "+path) {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(readGenerated(t, path, data)); n == 0 || n == 100000 {
		t.Errorf("%d puzzles kept", n)
	}
}

// TestGenerateAnyCount checks that -n has no bound but the time: a run
// asked for the most puzzles an int holds is stopped, and writes what it
// made to a .npy and a jigsaw .npz, whose counts numpy's header gives.
func TestGenerateAnyCount(t *testing.T) {
	interruptAfter(t, 400*time.Millisecond)
	for _, tc := range []struct{ name, layout string }{{"out.npy", "standard"}, {"out.npz", "jigsaw"}} {
		path := filepath.Join(t.TempDir(), tc.name)
		code, _, stderr := runCLI(t, "generate", "-n", "9223372036854775807", "-layout", tc.layout, "-o", path)
		if code != 130 || !strings.Contains(stderr, "stopped early: interrupted; the ") {
			t.Fatalf("%s: exit %d, stderr %q", tc.name, code, stderr)
		}
		set, err := puzzlefile.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(set.Entries) == 0 || !strings.Contains(stderr, fmt.Sprintf("%d of 9223372036854775807 puzzles", len(set.Entries))) {
			t.Fatalf("%s: %d puzzles read back, stderr %q", tc.name, len(set.Entries), stderr)
		}
		for i, e := range set.Entries {
			jigsaw := e.Puzzle.Layout != nil && !e.Puzzle.Layout.IsStandard()
			if e.Err != nil || jigsaw != (tc.layout == "jigsaw") {
				t.Fatalf("%s: puzzle %d: %v, jigsaw %v", tc.name, i, e.Err, jigsaw)
			}
		}
	}
}

// interruptAfter makes the commands a test runs stop after d, as if
// Ctrl+C came then.
func interruptAfter(t *testing.T, d time.Duration) {
	old := interruptContext
	t.Cleanup(func() { interruptContext = old })
	interruptContext = func(parent context.Context) (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(parent)
		time.AfterFunc(d, cancel)
		return ctx, cancel
	}
}

// generate -techniques rates its candidates with the profile: puzzles
// made for a technique of "Basic only" rate with it under that profile,
// and without a guess.
func TestGenerateTechniquesProfile(t *testing.T) {
	out := filepath.Join(t.TempDir(), "basic.txt")
	code, _, stderr := runCLI(t, "generate", "-n", "2", "-seed", "4", "-techniques", "Basic only", "-technique", "Naked Pair", "-difficulty", "medium", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	code, rates, stderr := runCLI(t, "rate", "-json", "-techniques", "Basic only", out)
	if code != 0 {
		t.Fatalf("rate: exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(rates), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d ratings, want 2", len(lines))
	}
	for _, l := range lines {
		if !strings.Contains(l, `"difficulty":"Medium"`) || !strings.Contains(l, `"guesses":0`) || !strings.Contains(l, `"profile":"Basic only"`) {
			t.Errorf("rating %s: want Medium, no guess, profile Basic only", l)
		}
	}
}
