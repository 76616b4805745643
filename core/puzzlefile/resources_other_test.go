//go:build !linux

package puzzlefile

import "testing"

// measure runs the benchmark; the CPU and memory figures need Linux.
func measure(b *testing.B, run func()) {
	for b.Loop() {
		run()
	}
}
