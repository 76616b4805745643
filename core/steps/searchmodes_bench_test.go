package steps

import (
	"runtime"
	"testing"
	"time"
	"unsafe"
)

// The search modes' figures of docs/speed.md ("Search modes"):
//
//	go test -run '^$' -bench 'FullPath|StateAt|SearchNodes' -benchtime 1x ./core/steps

// BenchmarkFullPath builds the full-mode path (logic first, the default)
// of every hardest_1106 puzzle and reports the mean and the worst time,
// the worst allocation and the worst retained size of a trace. The
// worst CPU time (the process's, garbage collection included) says more
// than the worst wall time on a machine shared with other work.
func BenchmarkFullPath(b *testing.B) {
	puzzles := readPuzzles(b, "bench/hardest_1106.txt")
	for _, o := range []struct {
		name string
		opt  Options
	}{{"logic", Options{Search: Full}}, {"nologic", Options{Search: Full, NoLogic: true}}} {
		b.Run(o.name, func(b *testing.B) {
			var worst, worstCPU time.Duration
			var worstAlloc, worstSize uint64
			var total time.Duration
			var ms runtime.MemStats
			for b.Loop() {
				total = 0
				for _, p := range puzzles { // timed alone: reading the memory statistics stops the world
					start, cpu := time.Now(), processCPUTime()
					SolveWith(p, o.opt)
					d := time.Since(start)
					total += d
					worst = max(worst, d)
					worstCPU = max(worstCPU, processCPUTime()-cpu)
				}
			}
			b.StopTimer()
			for _, p := range puzzles {
				runtime.ReadMemStats(&ms)
				before := ms.TotalAlloc
				tr := SolveWith(p, o.opt)
				runtime.ReadMemStats(&ms)
				worstAlloc = max(worstAlloc, ms.TotalAlloc-before)
				worstSize = max(worstSize, uint64(traceBytes(tr)))
			}
			b.ReportMetric(float64(total.Microseconds())/1e3/float64(len(puzzles)), "ms/puzzle")
			b.ReportMetric(float64(worst.Microseconds())/1e3, "worst-ms")
			b.ReportMetric(float64(worstCPU.Microseconds())/1e3, "worst-cpu-ms")
			b.ReportMetric(float64(worstAlloc)/1e6, "worst-alloc-MB")
			b.ReportMetric(float64(worstSize)/1e6, "worst-trace-MB")
		})
	}
}

// BenchmarkStateAt measures State(i) at spread positions of a plain
// path of about 100,000 steps, and reports the trace's size.
func BenchmarkStateAt(b *testing.B) {
	p := readPuzzles(b, "bench/hardest_1106.txt")[0]
	tr := SolveWith(p, Options{Search: Plain, NodeBudget: 34000})
	n := tr.Len()
	var worst time.Duration
	i := 0
	for b.Loop() {
		k := (i * 7919) % (n + 1)
		i++
		start := time.Now()
		tr.State(k)
		worst = max(worst, time.Since(start))
	}
	size := traceBytes(tr)
	b.ReportMetric(float64(n), "steps")
	b.ReportMetric(float64(size)/float64(n), "bytes/step")
	b.ReportMetric(float64(size)/1e6, "trace-MB")
	b.ReportMetric(float64(worst.Microseconds())/1e3, "worst-ms")
}

// BenchmarkSearchNodes counts the nodes of the three searches over the
// first 100 puzzles of hardest_1106 and top1465 (plain capped at
// CountBudget each).
func BenchmarkSearchNodes(b *testing.B) {
	for _, file := range []string{"bench/hardest_1106.txt", "bench/top1465.txt"} {
		puzzles := readPuzzles(b, file)[:100]
		b.Run(file[6:], func(b *testing.B) {
			var nodes [4]int
			stopped := 0
			for b.Loop() {
				nodes, stopped = [4]int{}, 0
				for _, p := range puzzles {
					for _, c := range CompareSearch(p) {
						nodes[c.Mode] += c.Nodes
						if c.Stopped {
							stopped++
						}
					}
				}
			}
			n := float64(len(puzzles))
			b.ReportMetric(float64(nodes[Full])/n, "full-nodes/puzzle")
			b.ReportMetric(float64(nodes[MRV])/n, "mrv-nodes/puzzle")
			b.ReportMetric(float64(nodes[Plain])/n, "plain-nodes/puzzle")
			b.ReportMetric(float64(stopped), "stopped")
		})
	}
}

// traceBytes estimates the memory a trace holds: its steps with what
// they point to, and its positions.
func traceBytes(t *Trace) int {
	n := cap(t.Steps)*int(unsafe.Sizeof(Step{})) + (cap(t.States)+cap(t.checkpoints))*int(unsafe.Sizeof(State{}))
	for i := range t.Steps {
		n += stepHeapBytes(&t.Steps[i])
	}
	return n
}

// stepHeapBytes counts what a step points to (groups and branches,
// which search steps never have, are left out).
func stepHeapBytes(st *Step) int {
	c := int(unsafe.Sizeof(Candidate{}))
	n := len(st.Text) + len(st.Explanation) +
		c*(cap(st.Placements)+cap(st.Eliminations)+cap(st.Pattern)+cap(st.Fins)+cap(st.Restricted)) +
		8*cap(st.Houses) + cap(st.Cells) + int(unsafe.Sizeof(Link{}))*cap(st.Links) +
		cap(st.Substeps)*int(unsafe.Sizeof(Step{}))
	for i := range st.Substeps {
		n += stepHeapBytes(&st.Substeps[i])
	}
	return n
}
