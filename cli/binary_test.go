package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// The tests here run the built program, as a person does, to signal
// it: SUDOKU_STUDIO_BINARY names one already built (make test-binary's),
// or the first test builds it, as make build does.

var (
	binaryOnce sync.Once
	binaryPath string
	binaryErr  error
	scratchDir string // the binary and the big input, shared by the tests
)

// builtBinary returns the program's path, building it once.
func builtBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the program: not in -short runs")
	}
	binaryOnce.Do(func() {
		if p := os.Getenv("SUDOKU_STUDIO_BINARY"); p != "" {
			binaryPath, binaryErr = filepath.Abs(p)
			return
		}
		binaryPath = filepath.Join(testScratch(t), "sudoku-studio")
		cmd := exec.Command("go", "build", "-o", binaryPath, "..")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			binaryErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if binaryErr != nil {
		t.Fatal(binaryErr)
	}
	return binaryPath
}

var scratchOnce sync.Once

// testScratch is a folder the tests of this file share; TestMain
// removes it.
func testScratch(t *testing.T) string {
	scratchOnce.Do(func() {
		var err error
		if scratchDir, err = os.MkdirTemp("", "cli-binary-test-"); err != nil {
			t.Fatal(err)
		}
	})
	return scratchDir
}

var bigOnce sync.Once

// bigText returns a text file of a million puzzles (82 MB): long enough
// to read that a signal lands while the program reads or seeks in it.
func bigText(t *testing.T) string {
	t.Helper()
	path := filepath.Join(testScratch(t), "big.txt")
	bigOnce.Do(func() {
		data, err := os.ReadFile(shareddata.Path(t, "bench/top1465.txt"))
		if err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, l := range strings.Split(string(data), "\n") {
			if len(strings.TrimSpace(l)) == 81 {
				lines = append(lines, strings.TrimSpace(l))
			}
		}
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriterSize(f, 1<<20)
		for i := 0; i < 1_000_000; i++ {
			w.WriteString(lines[i%len(lines)])
			w.WriteByte('\n')
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		f.Close()
	})
	return path
}

// started is the program running in the background.
type started struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	done           chan struct{}
}

// start runs the program with args, its temporary folder tmp.
func start(t *testing.T, tmp string, args ...string) *started {
	t.Helper()
	s := &started{cmd: exec.Command(builtBinary(t), args...), done: make(chan struct{})}
	s.cmd.Stdout, s.cmd.Stderr = &s.stdout, &s.stderr
	s.cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { s.cmd.Wait(); close(s.done) }()
	t.Cleanup(func() { s.cmd.Process.Kill(); <-s.done })
	return s
}

// waitFor polls cond until it holds; false if the program ended first
// or a minute went by.
func (s *started) waitFor(cond func() bool) bool {
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if cond() {
			return true
		}
		select {
		case <-s.done:
			return cond()
		default:
		}
	}
	return false
}

// end waits for the program to end and returns its exit code (-1 when
// a signal killed it).
func (s *started) end(t *testing.T) int {
	t.Helper()
	select {
	case <-s.done:
	case <-time.After(2 * time.Minute):
		t.Fatalf("%v did not end", s.cmd.Args)
	}
	return s.cmd.ProcessState.ExitCode()
}

// hasOpen reports whether the program has path open: it is reading it.
func (s *started) hasOpen(path string) bool {
	fds := fmt.Sprintf("/proc/%d/fd", s.cmd.Process.Pid)
	entries, _ := os.ReadDir(fds)
	for _, e := range entries {
		if dest, err := os.Readlink(filepath.Join(fds, e.Name())); err == nil && dest == path {
			return true
		}
	}
	return false
}

// ourTemporaries lists the files in dir named as our temporaries.
func ourTemporaries(dir string) []string {
	names, _ := filepath.Glob(filepath.Join(dir, ".*.sudoku-studio-*.tmp"))
	return names
}
