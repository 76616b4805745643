//go:build !linux

package puzzlefile

import (
	"testing"
	"time"
)

// measure runs the benchmark; the CPU and memory figures need Linux.
func measure(b *testing.B, run func()) {
	for b.Loop() {
		run()
	}
}

// cpuTime is not measured off Linux: CPU figures read as zero.
func cpuTime() time.Duration { return 0 }
