package steps

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Reports of whole sets beside the path benchmarks:
//
//	GOMAXPROCS=1 go test -run '^$' -bench Report -benchtime 1x -v ./core/steps
//
// each reports the share solved without a guess, the mean and slowest
// path, and the puzzles by their hardest step (Tridagon's share among
// them).

// hardestReport solves puzzles once and reports the no-guess share,
// the path times and the hardest steps.
func hardestReport(b *testing.B, rel string, n int) { hardestReportWith(b, rel, n, Solve) }

// hardestReportWith is hardestReport with the path builder solve.
func hardestReportWith(b *testing.B, rel string, n int, solve func(grid.Puzzle) *Trace) {
	puzzles := readPuzzles(b, rel)
	if n > 0 && n < len(puzzles) {
		puzzles = puzzles[:n]
	}
	hardest := map[string]int{}
	var total, slowest, slowestCPU time.Duration
	slowestAt, slowestCPUAt, noGuess := 0, 0, 0
	b.ResetTimer()
	cpu0 := processCPUTime()
	for b.Loop() {
		clear(hardest)
		total, slowest, slowestCPU, noGuess = 0, 0, 0, 0
		for i, p := range puzzles {
			start, startCPU := time.Now(), processCPUTime()
			r := solve(p).Rate()
			d, dc := time.Since(start), processCPUTime()-startCPU
			if dc > slowestCPU {
				slowestCPU, slowestCPUAt = dc, i
			}
			if i < 3 {
				b.Logf("%s #%d: %v, %d guesses, hardest %s", rel, i, d, r.Guesses, r.Hardest)
			}
			total += d
			if d > slowest {
				slowest, slowestAt = d, i
			}
			if r.Guesses == 0 {
				noGuess++
			}
			hardest[r.Hardest]++
		}
	}
	cpu := processCPUTime() - cpu0
	m := float64(b.N * len(puzzles))
	b.ReportMetric(float64(total.Nanoseconds())/1e6/float64(len(puzzles)), "ms/puzzle")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e6/m, "cpu-ms/puzzle")
	}
	b.ReportMetric(float64(slowest.Nanoseconds())/1e6, "slowest-ms")
	if slowestCPU > 0 {
		// The wall clock counts other processes on a shared machine; the
		// process's CPU time does not.
		b.ReportMetric(float64(slowestCPU.Nanoseconds())/1e6, "slowest-cpu-ms")
	}
	b.ReportMetric(100*float64(noGuess)/float64(len(puzzles)), "%no-guess")
	b.ReportMetric(100*float64(hardest[TridagonName])/float64(len(puzzles)), "%tridagon-hardest")
	b.ReportMetric(0, "ns/op")
	names := make([]string, 0, len(hardest))
	for name := range hardest {
		names = append(names, name)
	}
	sort.Slice(names, func(i, j int) bool { return hardest[names[i]] > hardest[names[j]] })
	var sb strings.Builder
	for _, name := range names {
		fmt.Fprintf(&sb, " %s %d;", name, hardest[name])
	}
	b.Logf("%s (%d puzzles): %d without a guess, slowest #%d (%v), by CPU #%d (%v); hardest step:%s",
		rel, len(puzzles), noGuess, slowestAt, slowest, slowestCPUAt, slowestCPU, sb.String())
}

// BenchmarkReportHardest1106 runs all of hardest_1106.
func BenchmarkReportHardest1106(b *testing.B) { hardestReport(b, "bench/hardest_1106.txt", 0) }

// BenchmarkReportHardest1905 runs the first 200 puzzles of
// hardest_1905_11plus_2000.
func BenchmarkReportHardest1905(b *testing.B) {
	hardestReport(b, "bench/hardest_1905_11plus_2000.txt", 200)
}

// BenchmarkNestedHardest1106First10 runs SolveNested, the path with
// nested forcing chains, on the first 10 puzzles of hardest_1106 (the
// first NESTED_N): a nested path takes seconds, so a sample. (Not
// matched by -bench Report.)
func BenchmarkNestedHardest1106First10(b *testing.B) {
	n := 10
	if v, err := strconv.Atoi(os.Getenv("NESTED_N")); err == nil && v > 0 {
		n = v // NESTED_N=375 for the whole set, some hours
	}
	hardestReportWith(b, "bench/hardest_1106.txt", n, SolveNested)
}

// BenchmarkNestedHardest1905 runs SolveNested on the first 200 puzzles
// of hardest_1905_11plus_2000 (the first NESTED_N).
// (Not matched by -bench Report.)
func BenchmarkNestedHardest1905(b *testing.B) {
	n := 200
	if v, err := strconv.Atoi(os.Getenv("NESTED_N")); err == nil && v > 0 {
		n = v
	}
	hardestReportWith(b, "bench/hardest_1905_11plus_2000.txt", n, SolveNested)
}

// BenchmarkReportTop1465 runs top1465: the hardest steps show that no
// puzzle reaches the dynamic level.
func BenchmarkReportTop1465(b *testing.B) { hardestReport(b, "bench/top1465.txt", 0) }

// BenchmarkTridagonFinder times the Tridagon finder where the engine asks
// it and it finds nothing, the cost paid passing it by: the positions of
// the first 300 puzzles of top1465 where a forcing chain or net is the
// next step.
func BenchmarkTridagonFinder(b *testing.B) {
	var positions []State
	for _, p := range readPuzzles(b, "bench/top1465.txt")[:300] {
		tr := Solve(p)
		for k, st := range tr.Steps {
			if len(st.Branches) > 0 && st.Depth == 0 {
				positions = append(positions, tr.States[k])
			}
		}
	}
	b.Logf("%d positions", len(positions))
	advBenchFinder(b, TridagonName, findTridagon, positions, nil)
}
