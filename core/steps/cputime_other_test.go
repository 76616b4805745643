//go:build !unix

package steps

import "time"

// processCPUTime is not measured on this platform; benchmarks then
// report the wall clock alone.
func processCPUTime() time.Duration { return 0 }
