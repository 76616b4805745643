package atomicfile

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// runStart is when this run began: a temporary older than it cannot be
// one this run is writing.
var runStart = time.Now()

// sweepOnce removes the stale temporaries of ours from dir, the first
// time this run writes there.
func sweepOnce(dir string) {
	key := filepath.Clean(dir)
	run.mu.Lock()
	if run.swept == nil {
		run.swept = map[string]bool{}
	}
	done := run.swept[key]
	run.swept[key] = true
	run.mu.Unlock()
	if !done {
		sweepStale(dir)
	}
}

// sweepStale removes from dir the temporary files that a run of ours
// killed by SIGKILL (which no program can catch) left behind: those
// named as ours, older than this run, whose process is gone. A
// temporary of a run still going is kept, as is any file not named as
// ours. It returns how many it removed.
func sweepStale(dir string) int {
	d, err := os.Open(dir)
	if err != nil {
		return 0
	}
	defer d.Close()
	removed := 0
	for {
		names, err := d.Readdirnames(1024) // a folder of millions is read in parts
		for _, name := range names {
			pid, ok := ourTemp(name)
			if !ok || pid == os.Getpid() || processAlive(pid) {
				continue
			}
			path := filepath.Join(dir, name)
			if info, err := os.Lstat(path); err == nil && info.Mode().IsRegular() && info.ModTime().Before(runStart) {
				if os.Remove(path) == nil {
					removed++
				}
			}
		}
		if err != nil {
			return removed
		}
	}
}

// ourTemp reports whether name is a temporary of ours,
// ".NAME.sudoku-studio-PID-RANDOM.tmp", and the process that made it.
func ourTemp(name string) (int, bool) {
	if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") {
		return 0, false
	}
	i := strings.LastIndex(name, ourMark)
	if i < 0 {
		return 0, false
	}
	pidText, random, ok := strings.Cut(strings.TrimSuffix(name[i+len(ourMark):], ".tmp"), "-")
	if !ok || !allDigits(random) {
		return 0, false
	}
	pid, err := strconv.Atoi(pidText)
	if err != nil || pid <= 0 {
		return 0, false
	}
	return pid, true
}

func allDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
