package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// Ctrl+C or SIGTERM, at any point of any command (reading a file's
// index, the steps -i seek, a bench, a render, generate, solve's
// write), ends the built program with exit 130, a line saying what
// was and was not written, every old file as it was and no temporary
// file of ours left, in the output's folder or the system's.
func TestSignalsEndEveryCommandCleanly(t *testing.T) {
	big := bigText(t)
	hard := shareddata.Path(t, "bench/hardest_1106.txt")
	type run struct {
		dir, tmp, out string
	}
	cases := []struct {
		name   string
		sig    syscall.Signal
		out    string // the output's name in the test's folder, "" for none
		args   func(r run) []string
		when   func(s *started, r run) bool // the moment to signal
		stderr func(r run) *regexp.Regexp
	}{
		{"solve while reading the index", syscall.SIGINT, "solved.npz",
			func(r run) []string { return []string{"solve", "-o", r.out, big} },
			func(s *started, r run) bool { return s.hasOpen(big) },
			func(r run) *regexp.Regexp {
				// The index read ends in the handler's line, the solving in
				// solve's own summary.
				return regexp.MustCompile(`(?s)^(sudoku-studio: interrupted: no file was written; ` + regexp.QuoteMeta(r.out) +
					` was not written \(the old file, if any, is unchanged\)|.*interrupted after \d+ of \d+ puzzles: ` + regexp.QuoteMeta(r.out) + ` was not written \(the old file, if any, is unchanged\))\n$`)
			}},
		{"solve while writing", syscall.SIGTERM, "solved.txt",
			func(r run) []string { return []string{"solve", "-o", r.out, big} },
			func(s *started, r run) bool { return nonEmptyTemporary(r.dir) },
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`^\d+ of 1000000 puzzles: [^\n]*\ninterrupted after \d+ of 1000000 puzzles: ` + regexp.QuoteMeta(r.out) + ` was not written \(the old file, if any, is unchanged\)\n$`)
			}},
		{"steps while seeking", syscall.SIGTERM, "",
			func(r run) []string { return []string{"steps", "-i", "999999", big} },
			func(s *started, r run) bool { return s.hasOpen(big) },
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`^sudoku-studio: interrupted: no file was written\n$`)
			}},
		{"rate", syscall.SIGINT, "",
			func(r run) []string { return []string{"rate", big} },
			func(s *started, r run) bool { return s.hasOpen(big) },
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`(?s)^(sudoku-studio: interrupted: no file was written\n|interrupted after \d+ of 1000000 puzzles; the summary below is of those\n)$`)
			}},
		{"bench", syscall.SIGINT, "",
			func(r run) []string { return []string{"bench", "-n", "1", big} },
			func(s *started, r run) bool { return s.hasOpen(big) },
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`^sudoku-studio: interrupted: no file was written\n$`)
			}},
		{"render -all", syscall.SIGINT, "p.png",
			func(r run) []string { return []string{"render", "-all", "-size", "1200", "-i", "5", hard, "-o", r.out} },
			func(s *started, r run) bool { _, err := os.Stat(filepath.Join(r.dir, "p-002.png")); return err == nil },
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`^sudoku-studio: interrupted: (\d+ files were written, \S+/p-001.png to|\S+/p-001.png and) \S+/p-\d{3}.png were written(; \S+/p-\d{3}.png was not written \(the old file, if any, is unchanged\))?\n$`)
			}},
		{"print while rating", syscall.SIGINT, "booklet.pdf",
			func(r run) []string { return []string{"print", "-ratings", hard, "-o", r.out} },
			after[run](time.Second), // the file is read by then, the rating minutes from done
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`^sudoku-studio: interrupted: (no file was written; )?` + regexp.QuoteMeta(r.out) + ` was not written \(the old file, if any, is unchanged\)\n$`)
			}},
		{"generate", syscall.SIGINT, "made.npz",
			func(r run) []string { return []string{"generate", "-n", "1000000", "-o", r.out} },
			func(s *started, r run) bool { return nonEmptyTemporary(r.tmp) }, // the spool has its first batch
			func(r run) *regexp.Regexp {
				return regexp.MustCompile(`(?s)\nstopped early: interrupted; the \d+ puzzles made are written to ` + regexp.QuoteMeta(r.out) + `\n$`)
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := run{dir: t.TempDir(), tmp: t.TempDir()}
			old := []byte("the old file\n")
			if c.out != "" {
				r.out = filepath.Join(r.dir, c.out)
				os.WriteFile(r.out, old, 0o644)
			}
			s := start(t, r.tmp, c.args(r)...)
			if !s.waitFor(func() bool { return c.when(s, r) }) {
				t.Fatalf("the moment to signal never came: stderr %q", s.stderr.String())
			}
			s.cmd.Process.Signal(c.sig)
			code := s.end(t)
			stderr := s.stderr.String()
			if code != 130 || !c.stderr(r).MatchString(stderr) {
				t.Fatalf("exit %d, stderr %q: want 130 and %s", code, stderr, c.stderr(r))
			}
			if left := append(ourTemporaries(r.dir), ourTemporaries(r.tmp)...); len(left) > 0 {
				t.Errorf("temporaries left: %v", left)
			}
			switch c.name {
			case "generate": // what was made is written, whole
				if set, err := puzzlefile.Read(r.out); err != nil || len(set.Entries) == 0 {
					t.Errorf("%s: %v", r.out, err)
				}
			case "render -all": // every picture written is whole
				pics, _ := filepath.Glob(filepath.Join(r.dir, "p-*.png"))
				for _, p := range pics {
					f, _ := os.Open(p)
					if _, err := png.Decode(f); err != nil {
						t.Errorf("%s: %v", p, err)
					}
					f.Close()
				}
			default:
				if got, _ := os.ReadFile(r.out); c.out != "" && !bytes.Equal(got, old) {
					t.Errorf("%s changed: %d bytes", r.out, len(got))
				}
			}
		})
	}
}

// after returns a moment to signal: d after it is first asked.
func after[R any](d time.Duration) func(*started, R) bool {
	var first time.Time
	return func(*started, R) bool {
		if first.IsZero() {
			first = time.Now()
		}
		return time.Since(first) > d
	}
}

// SIGKILL cannot be caught: the temporary it leaves carries our name,
// and the next run writing into that folder removes it.
func TestTemporaryLeftByAKillIsRemovedByTheNextRun(t *testing.T) {
	big := bigText(t)
	dir, tmp := t.TempDir(), t.TempDir()
	out := filepath.Join(dir, "solved.txt")
	s := start(t, tmp, "solve", "-o", out, big)
	if !s.waitFor(func() bool { return nonEmptyTemporary(dir) }) {
		t.Fatalf("no temporary file appeared: %q", s.stderr.String())
	}
	s.cmd.Process.Signal(syscall.SIGKILL)
	s.end(t)
	left := ourTemporaries(dir)
	if len(left) != 1 {
		t.Fatalf("after the kill: %v, want its one temporary", left)
	}
	time.Sleep(20 * time.Millisecond) // the next run starts after the file's last change
	small := writeTemp(t, "one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n")
	next := start(t, tmp, "solve", "-o", filepath.Join(dir, "other.txt"), small)
	if code := next.end(t); code != 0 {
		t.Fatalf("the next run: exit %d, %s", code, next.stderr.String())
	}
	if left := ourTemporaries(dir); len(left) > 0 {
		t.Errorf("still there after the next run: %v", left)
	}
	if !strings.Contains(filepath.Base(left[0]), ".solved.txt.sudoku-studio-") {
		t.Errorf("the temporary %s is not named after its target and us", left[0])
	}
}

// nonEmptyTemporary reports whether dir holds a temporary of ours with
// data in it: a write under way, not the empty one a check before the
// work makes and removes.
func nonEmptyTemporary(dir string) bool {
	for _, name := range ourTemporaries(dir) {
		if info, err := os.Stat(name); err == nil && info.Size() > 0 {
			return true
		}
	}
	return false
}
