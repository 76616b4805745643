//go:build unix

package steps

import (
	"syscall"
	"time"
)

// processCPUTime returns the CPU time the test process has used, user
// and system. On a machine shared with other work it measures the
// engine's own cost better than the wall clock.
func processCPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
