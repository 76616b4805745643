package puzzlefile

import (
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// measure reports, beside a benchmark's wall time, the CPU time of the
// whole process a run (the machine is shared, so wall time alone says
// little) and the peak resident memory of one run above what the
// process held before it.
func measure(b *testing.B, run func()) {
	debug.FreeOSMemory()
	os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // reset the peak
	base := residentKB("VmRSS")
	run()
	peak := residentKB("VmHWM")
	start := cpuTime()
	n := 0
	for b.Loop() {
		run()
		n++
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(n), "cpu-s/op")
	b.ReportMetric(float64(peak-base)/1024, "peak-MB")
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func residentKB(field string) int {
	status, _ := os.ReadFile("/proc/self/status")
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			return n
		}
	}
	return 0
}
