//go:build !linux

package guitest

import "time"

// ThreadCPU is the CPU time the calling OS thread has used, and whether
// the system tells it: only Linux does here.
func ThreadCPU() (time.Duration, bool) { return 0, false }
