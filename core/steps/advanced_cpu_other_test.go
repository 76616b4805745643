//go:build !unix

package steps

import "time"

// advCPUTime is not measured on this platform: the benchmarks then report
// the wall clock alone.
func advCPUTime() time.Duration { return 0 }
