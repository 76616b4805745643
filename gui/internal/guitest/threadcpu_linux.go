package guitest

import (
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD: the calling thread's usage.
const rusageThread = 1

// ThreadCPU is the CPU time the calling OS thread has used, and whether
// the system tells it. A goroutine locked to its thread
// (runtime.LockOSThread) measures its own CPU time with it, apart from
// the time the machine's load keeps it waiting.
func ThreadCPU() (time.Duration, bool) {
	var r syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &r); err != nil {
		return 0, false
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano()), true
}
