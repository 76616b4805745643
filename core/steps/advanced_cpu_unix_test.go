//go:build unix

package steps

import (
	"syscall"
	"time"
)

// advCPUTime returns the CPU time the test process has used. The machine
// is shared, so the finder benchmarks report it beside the wall clock.
func advCPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
