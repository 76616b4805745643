package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
)

// The run's temporary files and what it has written, so that an
// interrupted run can remove the one and report the other.
var run struct {
	mu        sync.Mutex
	live      map[string]string // temporary file → the target it becomes ("" for scratch)
	written   int               // targets replaced by this run
	first     string            // the first and last of them
	last      string
	done      map[string]bool // the targets written
	intended  map[string]bool // the targets checked before the work (CheckWritable)
	abandoned bool            // Abandon was called: no new temporary, no rename
	swept     map[string]bool // folders already swept of stale temporaries
}

// ourMark is in the name of every temporary file of ours, with the
// process id after it: ".NAME.sudoku-studio-PID-RANDOM.tmp".
const ourMark = ".sudoku-studio-"

// maxBase keeps a temporary's name within NAME_MAX (255 bytes).
const maxBase = 180

// create makes the temporary file that becomes target, in its folder,
// and records it; the folder is first swept of stale temporaries.
func create(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	return newTemp(dir, base, target)
}

// newTemp makes ".LABEL.sudoku-studio-PID-RANDOM.tmp" in dir and records it.
func newTemp(dir, label, target string) (*os.File, error) {
	if len(label) > maxBase {
		label = label[:maxBase]
	}
	sweepOnce(dir)
	run.mu.Lock()
	defer run.mu.Unlock()
	if run.abandoned {
		return nil, ErrInterrupted
	}
	f, err := os.CreateTemp(dir, "."+label+ourMark+strconv.Itoa(os.Getpid())+"-*.tmp")
	if err != nil {
		return nil, err
	}
	if run.live == nil {
		run.live = map[string]string{}
	}
	run.live[f.Name()] = target
	return f, nil
}

// discard closes and removes a temporary file that will not be renamed.
func discard(f *os.File) {
	f.Close()
	run.mu.Lock()
	defer run.mu.Unlock()
	os.Remove(f.Name())
	delete(run.live, f.Name())
}

// commit renames a closed temporary file over its target, unless the
// run was abandoned: the rename and Abandon's removal never cross.
func commit(f *os.File, target string) error {
	run.mu.Lock()
	defer run.mu.Unlock()
	if run.abandoned {
		return ErrInterrupted
	}
	if err := os.Rename(f.Name(), target); err != nil {
		return err
	}
	delete(run.live, f.Name())
	if run.done == nil {
		run.done = map[string]bool{}
	}
	run.done[target] = true
	run.written++
	if run.first == "" {
		run.first = target
	}
	run.last = target
	return nil
}

// Scratch creates a file in the system's temporary folder for a run's
// own use (a spool, say), named as the temporaries are: Abandon removes
// it, and a later run removes it if a kill left it behind. The caller
// removes it with RemoveScratch.
func Scratch(label string) (*os.File, error) {
	return newTemp(os.TempDir(), label, "")
}

// RemoveScratch closes and removes a file Scratch made.
func RemoveScratch(f *os.File) { discard(f) }

// Report is what a run wrote before it was interrupted, and what it was
// writing and did not.
type Report struct {
	Written     int    // files replaced or created, whole
	First, Last string // the first and last of them
	Unwritten   []string
}

// String says in one line what was and was not written.
func (r Report) String() string {
	s := "no file was written"
	switch {
	case r.Written == 1:
		s = r.First + " was written"
	case r.Written == 2:
		s = fmt.Sprintf("%s and %s were written", r.First, r.Last)
	case r.Written > 2:
		s = fmt.Sprintf("%d files were written, %s to %s", r.Written, r.First, r.Last)
	}
	for _, t := range r.Unwritten {
		s += fmt.Sprintf("; %s was not written (the old file, if any, is unchanged)", t)
	}
	return s
}

// Abandon removes every temporary file of the run and stops any later
// one from being made or renamed, for a run that is about to exit on a
// signal; it returns what was and was not written.
func Abandon() Report {
	run.mu.Lock()
	defer run.mu.Unlock()
	run.abandoned = true
	r := Report{Written: run.written, First: run.first, Last: run.last}
	unwritten := map[string]bool{}
	for tmp, target := range run.live {
		os.Remove(tmp)
		if target != "" {
			unwritten[target] = true
		}
	}
	clear(run.live)
	for target := range run.intended {
		if !run.done[target] {
			unwritten[target] = true
		}
	}
	for target := range unwritten {
		r.Unwritten = append(r.Unwritten, target)
	}
	sort.Strings(r.Unwritten)
	return r
}

// intend records that the run means to write target: a report of an
// interrupted run names it as not written until it is.
func intend(target string) {
	run.mu.Lock()
	defer run.mu.Unlock()
	if run.intended == nil {
		run.intended = map[string]bool{}
	}
	run.intended[target] = true
}

// Resume lets writes go on after Abandon, for a process that outlives
// an interruption: the tests, which run command after command.
func Resume() {
	run.mu.Lock()
	defer run.mu.Unlock()
	run.abandoned = false
}

// Written returns what the run has written so far.
func Written() Report {
	run.mu.Lock()
	defer run.mu.Unlock()
	return Report{Written: run.written, First: run.first, Last: run.last}
}
