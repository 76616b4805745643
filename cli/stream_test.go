package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// bigSet writes n puzzles of 17_clue.txt, over and over, as an npz and
// returns its path.
func bigSet(t *testing.T, n int, name string) string {
	t.Helper()
	src, err := puzzlefile.Read(shareddata.Path(t, "bench/17_clue.txt"))
	if err != nil {
		t.Fatal(err)
	}
	set := &puzzlefile.Set{Entries: make([]puzzlefile.Entry, n)}
	for i := range set.Entries {
		set.Entries[i] = src.Entries[i%len(src.Entries)]
	}
	path := filepath.Join(t.TempDir(), name)
	if err := puzzlefile.Write(path, set, nil); err != nil {
		t.Fatal(err)
	}
	return path
}

// solve -o writes, in each format, a solution a puzzle that solves it,
// reading and writing a chunk at a time.
func TestSolveStreamsEveryFormat(t *testing.T) {
	n := 3*puzzlefile.ChunkSize + 5
	if raceEnabled {
		n = puzzlefile.ChunkSize + 5 // two chunks still; the detector slows solving tenfold
	}
	in := bigSet(t, n, "in.npz")
	set, err := puzzlefile.Read(in)
	if err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".npy", ".npz", ".txt"} {
		out := filepath.Join(t.TempDir(), "out"+ext)
		code, _, stderr := runCLI(t, "solve", "-o", out, in)
		if want := fmt.Sprintf("%d puzzles: %d unique,", n, n); code != 0 || !strings.HasPrefix(stderr, want) {
			t.Fatalf("%s: exit %d, %q", ext, code, stderr)
		}
		sols, err := puzzlefile.ReadSolutions(out)
		if err != nil {
			t.Fatal(err)
		}
		if len(sols) != len(set.Entries) {
			t.Fatalf("%s: %d solutions for %d puzzles", ext, len(sols), len(set.Entries))
		}
		for i := range sols {
			if !set.Entries[i].Puzzle.IsSolution(sols[i]) {
				t.Fatalf("%s: solution %d does not solve its puzzle", ext, i)
			}
		}
	}
}

// -o - writes the solved set to standard output, as text or (with
// -format npy) as an .npy array; nothing named "-" is created.
func TestSolveToStandardOutput(t *testing.T) {
	dir := t.TempDir()
	in := shareddata.Path(t, "coursework/hard_puzzle.npy")
	want, err := puzzlefile.ReadSolutions(shareddata.Path(t, "coursework/hard_solution.npy"))
	if err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	os.Chdir(dir)
	defer os.Chdir(wd)
	for _, tc := range []struct{ format, name string }{{"", "out.txt"}, {"npy", "out.npy"}, {"npz", "out.npz"}} {
		args := []string{"solve", "-o", "-", in}
		if tc.format != "" {
			args = append(args, "-format", tc.format)
		}
		code, stdout, stderr := runCLI(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
		got, err := puzzlefile.ParseSolutions(tc.name, []byte(stdout))
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if len(got) != len(want) || got[0] != want[0] || got[len(got)-1] != want[len(want)-1] {
			t.Fatalf("%v: solutions differ from the reference", args)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "-")); err == nil {
		t.Fatal(`a file named "-" was written`)
	}
}

// Ctrl+C (SIGINT) or SIGTERM while solve writes leaves no temporary
// file, keeps the old file as it was, and says what was not written.
func TestSolveInterruptedLeavesNoTempFile(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector slows solving past the signal's timing")
	}
	in := bigSet(t, 400_000, "in.npy")
	// Should a signal come after solve has finished, it must not end the
	// test binary: while this is registered, no signal kills it.
	held := make(chan os.Signal, 4)
	signal.Notify(held, syscall.SIGINT, syscall.SIGTERM)
	defer signal.Stop(held)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		dir := t.TempDir()
		out := filepath.Join(dir, "solved.npz")
		os.WriteFile(out, []byte("old"), 0o644)
		done := make(chan struct{})
		var code int
		var stderr string
		go func() {
			defer close(done)
			code, _, stderr = runCLI(t, "solve", "-o", out, in)
		}()
		// Signal once the temporary file exists: solve is writing.
		for deadline := time.Now().Add(20 * time.Second); ; {
			if tmp, _ := filepath.Glob(filepath.Join(dir, ".solved.npz.sudoku-studio-*.tmp")); len(tmp) > 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("no temporary file appeared")
			}
			time.Sleep(5 * time.Millisecond)
		}
		syscall.Kill(os.Getpid(), sig)
		<-done
		if code != 130 || !strings.Contains(stderr, "interrupted after ") || !strings.Contains(stderr, out+" was not written (the old file, if any, is unchanged)") {
			t.Fatalf("%v: exit %d, stderr %q", sig, code, stderr)
		}
		entries, _ := os.ReadDir(dir)
		if len(entries) != 1 {
			t.Fatalf("%v: the folder holds %d files, want only the old one", sig, len(entries))
		}
		if data, _ := os.ReadFile(out); string(data) != "old" {
			t.Fatalf("%v: the old file now holds %d bytes", sig, len(data))
		}
	}
}

// Every wrong use gets one line saying what is wrong and at most a
// pointer to -h, and exit 2; faults in files are named.
func TestWrongUseOneLine(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	lay8 := strings.Repeat(".", 81) + " " + regionLetters(func(c int) int {
		if c == 2 {
			return 1 // r1c3 moves to the second box: 8 cells in the first
		}
		return (c/27)*3 + (c%9)/3
	})
	dir := t.TempDir()
	dangling := filepath.Join(dir, "out.txt")
	os.Symlink(filepath.Join(dir, "no", "such.txt"), dangling)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "a", "b"}, "want one puzzle FILE, got 2: a b"},
		{[]string{"generate", "-n", "0"}, "-n 0: want at least 1 puzzle"},
		{[]string{"generate", "-n", "-1"}, "-n -1: want at least 1 puzzle"},
		{[]string{"generate", "-timeout", "-1s"}, "-timeout -1s: want 0 (no bound) or a positive duration"},
		{[]string{"generate", "-o", "x.PNG"}, "-o x.PNG: a picture's name; -o writes puzzles as .npy, .npz or text"},
		{[]string{"solve", "-o", "x.bmp", top95}, "-o x.bmp: a picture's name"},
		{[]string{"bench", "-n", "0", top95}, "-n 0: want at least 1 run"},
		{[]string{"solve", "-format", "npy", top95}, "only with -o"},
		{[]string{"solve", "-o", "x.txt", "-format", "pdf", top95}, "-format pdf: want text, npy, npz, csv"},
		{[]string{"solve", "-nope", top95}, "flag provided but not defined: -nope"},
		{[]string{"generate", "-layout", writeTemp(t, "lay8.txt", lay8+"\n")}, "region 1 has 8 cells, want 9"},
		{[]string{"solve", writeTemp(t, "arabic.txt", strings.Repeat("\u0663", 81)+"\n")}, "r1c1: unexpected character '٣'"},
		{[]string{"solve", "-o", dangling, top95}, "a symbolic link to"},
	} {
		code, out, stderr := runCLI(t, tc.args...)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		if code != 2 || out != "" || !strings.Contains(lines[0], tc.want) || len(lines) > 2 ||
			(len(lines) == 2 && !strings.Contains(lines[1], "-h")) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line with %q", tc.args, code, stderr, tc.want)
		}
	}
	if info, err := os.Lstat(dangling); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Error("the dangling link was replaced")
	}
	if code, _, stderr := runCLI(t, "solve", "-h"); code != 0 || !strings.Contains(stderr, "-compress") {
		t.Errorf("-h: exit %d, %q", code, stderr)
	}
}

func regionLetters(id func(c int) int) string {
	b := make([]byte, grid.NumCells)
	for c := range b {
		b[c] = byte('A' + id(c))
	}
	return string(b)
}

// A summary never claims a file that was not written: the folder goes
// away while generate runs, so the write fails.
func TestGenerateSummaryTrueWhenWriteFails(t *testing.T) {
	old := interruptContext
	defer func() { interruptContext = old }()
	dir := filepath.Join(t.TempDir(), "gone")
	os.Mkdir(dir, 0o755)
	interruptContext = func(parent context.Context) (context.Context, context.CancelFunc) {
		os.RemoveAll(dir) // after the check before the work
		ctx, cancel := context.WithCancel(parent)
		time.AfterFunc(300*time.Millisecond, cancel)
		return ctx, cancel
	}
	out := filepath.Join(dir, "out.txt")
	code, _, stderr := runCLI(t, "generate", "-n", "100000", "-o", out)
	if code != 2 || strings.Contains(stderr, "written to") || !strings.Contains(stderr, "not written: "+out+" could not be written") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

// steps and rate hold no search path: a plain search of 300,000 nodes
// (some 900,000 steps, 450 MB held whole) runs in a few megabytes.
func TestSearchTracesBounded(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a long search: not in -short or -race runs")
	}
	hardest := shareddata.Path(t, "bench/hardest_1106.txt")
	for _, args := range [][]string{
		{"steps", "-search", "plain", "-budget", "300000", "-json", hardest},
		{"rate", "-search", "plain", "-budget", "10000000", hardest},
	} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		var stdout, stderr bytes.Buffer
		code := Run(args, nil, &discardCounter{w: &stdout}, &stderr)
		runtime.ReadMemStats(&after)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr.String())
		}
		if grew := int64(after.HeapSys) - int64(before.HeapSys); grew > 64<<20 {
			t.Errorf("%v: the heap grew by %d MB, want at most 64", args[:3], grew>>20)
		}
	}
}

// discardCounter keeps only the last 4 KB written.
type discardCounter struct{ w *bytes.Buffer }

func (d *discardCounter) Write(p []byte) (int, error) {
	if d.w.Len() > 4096 {
		d.w.Reset()
	}
	d.w.Write(p[max(0, len(p)-4096):])
	return len(p), nil
}

// numpy reads what solve streams, .npy and npz (stored and deflated).
func TestSolveOutputReadByNumpy(t *testing.T) {
	py := os.Getenv("NUMPY_PYTHON")
	if py == "" {
		py = "/usr/bin/python3"
	}
	if err := exec.Command(py, "-c", "import numpy").Run(); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("no Python with numpy")
		}
		t.Skip("no Python with numpy")
	}
	in := bigSet(t, puzzlefile.ChunkSize+3, "in.npy")
	dir := t.TempDir()
	for _, args := range [][]string{{"-o", dir + "/a.npy"}, {"-o", dir + "/b.npz"}, {"-o", dir + "/c.npz", "-compress"}} {
		if code, _, stderr := runCLI(t, append(append([]string{"solve"}, args...), in)...); code != 0 {
			t.Fatal(stderr)
		}
	}
	script := `
import sys, numpy as np
p = np.load(sys.argv[1])
a = np.load(sys.argv[2])
for name in sys.argv[3:]:
    z = np.load(name)
    assert (z["puzzles"] == p).all() and (z["solutions"] == a).all(), name
assert a.shape == p.shape and a.dtype == np.int8
f = p.reshape(len(p), 81)
assert ((f == 0) | (f == a.reshape(len(a), 81))).all()
assert (np.sort(a, axis=2) == np.arange(1, 10)).all()
print(len(a))
`
	out, err := exec.Command(py, "-c", script, in, dir+"/a.npy", dir+"/b.npz", dir+"/c.npz").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "32771" {
		t.Fatalf("numpy: %v\n%s", err, out)
	}
}
