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

// The engine's speed and reach, measured as the issue asks:
//
//	go test -run '^$' -bench Path -benchtime 1x ./core/steps
//
// ms/puzzle is wall-clock time; cpu-ms/puzzle is the process's CPU time,
// which on a machine shared with other work says more about the engine.

// pathStats sums up a set of traces.
type pathStats struct {
	puzzles, noGuess, logicSteps int
	slowest                      time.Duration
	slowestAt                    int
	// slowestCPU is the most CPU time one puzzle took, and slowestCPUAt
	// that puzzle: on a shared machine the wall clock counts other work.
	slowestCPU   time.Duration
	slowestCPUAt int
	noGuessAt    []int // the puzzles solved without a guess
	// noGuessCPU is the CPU time of the puzzles solved without a guess,
	// guessedCPU that of the others: the first is what the guess-free
	// share costs, the second what the techniques cost where they fail.
	noGuessCPU, guessedCPU time.Duration
	uses, users            map[string]int // logic steps outside guesses by technique; puzzles using each
}

func solveSet(puzzles []grid.Puzzle) pathStats {
	st := pathStats{uses: map[string]int{}, users: map[string]int{}}
	for i, p := range puzzles {
		start, startCPU := time.Now(), processCPUTime()
		r := Solve(p).Rate()
		if d := time.Since(start); d > st.slowest {
			st.slowest, st.slowestAt = d, i
		}
		cpu := processCPUTime() - startCPU
		if cpu > st.slowestCPU {
			st.slowestCPU, st.slowestCPUAt = cpu, i
		}
		st.puzzles++
		if r.Guesses == 0 {
			st.noGuess++
			st.noGuessAt = append(st.noGuessAt, i)
			st.noGuessCPU += cpu
		} else {
			st.guessedCPU += cpu
		}
		for name, n := range r.Uses {
			st.uses[name] += n
			st.users[name]++
			if name != GuessName {
				st.logicSteps += n
			}
		}
	}
	return st
}

// table writes the share of each technique, in catalogue order.
func (st pathStats) table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-28s %8s %9s %9s\n", "technique", "steps", "of steps", "puzzles")
	for _, t := range Techniques() {
		n := st.uses[t.Name]
		if n == 0 {
			continue
		}
		share := "-"
		if t.Name != GuessName {
			share = fmt.Sprintf("%.2f%%", 100*float64(n)/float64(st.logicSteps))
		}
		fmt.Fprintf(&b, "%-28s %8d %9s %8.1f%%\n", t.Name, n, share, 100*float64(st.users[t.Name])/float64(st.puzzles))
	}
	return b.String()
}

// benchmarkSet solves a whole set per iteration and reports the mean
// time a puzzle, the slowest puzzle and the share solved without a guess.
func benchmarkSet(b *testing.B, rel string) {
	puzzles := readPuzzles(b, rel)
	var st pathStats
	b.ResetTimer()
	cpu0 := processCPUTime()
	for b.Loop() {
		st = solveSet(puzzles)
	}
	cpu := processCPUTime() - cpu0
	n := float64(b.N * len(puzzles))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/n, "ms/puzzle")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e6/n, "cpu-ms/puzzle")
	}
	b.ReportMetric(float64(st.slowest.Nanoseconds())/1e6, "slowest-ms")
	if st.slowestCPU > 0 {
		b.ReportMetric(float64(st.slowestCPU.Nanoseconds())/1e6, "slowest-cpu-ms")
	}
	b.ReportMetric(100*float64(st.noGuess)/float64(st.puzzles), "%no-guess")
	if guessed := st.puzzles - st.noGuess; guessed > 0 && st.guessedCPU > 0 {
		// The mean split in two: what the puzzles solved without a guess
		// add to it, and the mean over the others.
		b.ReportMetric(float64(st.noGuessCPU.Nanoseconds())/1e6/float64(st.puzzles), "no-guess-share-cpu-ms/puzzle")
		b.ReportMetric(float64(st.guessedCPU.Nanoseconds())/1e6/float64(guessed), "guessed-mean-cpu-ms")
	}
	b.ReportMetric(0, "ns/op") // a whole set per op: ms/puzzle says it better
	b.Logf("%s: %d puzzles, %.1f%% without a guess, slowest #%d (%v), by CPU #%d (%v)\n%s",
		rel, st.puzzles, 100*float64(st.noGuess)/float64(st.puzzles), st.slowestAt, st.slowest,
		st.slowestCPUAt, st.slowestCPU, st.table())
}

// BenchmarkPathTop1465 is the average: the full path of every
// puzzle of top1465, at most 5 ms a puzzle, and the share solved
// without a guess, at least 45%.
func BenchmarkPathTop1465(b *testing.B) { benchmarkSet(b, "bench/top1465.txt") }

// BenchmarkPathHardest1106 runs the whole hardest_1106 set: the guided
// path's cost where logic runs out most, the mean (cpu-ms/puzzle) and
// the slowest puzzle (slowest-cpu-ms) by CPU time. Run it on one thread,
// as the figures are given:
//
//	GOMAXPROCS=1 go test -run '^$' -bench 'PathHardest1106$' -benchtime 1x ./core/steps
func BenchmarkPathHardest1106(b *testing.B) { benchmarkSet(b, "bench/hardest_1106.txt") }

// BenchmarkPathHardest1106Some solves the puzzles of hardest_1106 that
// HARDEST lists (0-based, comma separated; by default the three slowest,
// #36, #62 and #37), for a profile or an instruction count of them alone:
//
//	GOMAXPROCS=1 GODEBUG=cpu.rdtscp=off,asyncpreemptoff=1 valgrind --tool=callgrind \
//		./steps.test -test.run '^$' -test.bench 'PathHardest1106Some$' -test.benchtime 1x
func BenchmarkPathHardest1106Some(b *testing.B) {
	puzzles := readPuzzles(b, "bench/hardest_1106.txt")
	list := os.Getenv("HARDEST")
	if list == "" {
		list = "36,62,37"
	}
	var pick []grid.Puzzle
	for _, f := range strings.Split(list, ",") {
		i, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || i < 0 || i >= len(puzzles) {
			b.Fatalf("HARDEST=%q: %q is not a puzzle index from 0 to %d", list, f, len(puzzles)-1)
		}
		pick = append(pick, puzzles[i])
	}
	for b.Loop() {
		for _, p := range pick {
			Solve(p)
		}
	}
}

// BenchmarkPathJanko133 runs the jigsaw set.
func BenchmarkPathJanko133(b *testing.B) { benchmarkSet(b, "jigsaw/janko_133.txt") }

// BenchmarkPathSlowestHardest1106 times the worst case, the
// slowest puzzle of hardest_1106 (at most 50 ms): it first finds that
// puzzle (the best of three runs of each, to see past noise), then
// times it alone; ns/op is that puzzle's time.
func BenchmarkPathSlowestHardest1106(b *testing.B) {
	puzzles := readPuzzles(b, "bench/hardest_1106.txt")
	times := make([]time.Duration, len(puzzles))
	for i, p := range puzzles {
		times[i] = time.Hour
		for range 3 {
			start := time.Now()
			Solve(p)
			times[i] = min(times[i], time.Since(start))
		}
	}
	order := make([]int, len(puzzles))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return times[order[i]] > times[order[j]] })
	slowest := puzzles[order[0]]
	b.Logf("slowest of hardest_1106: #%d (%v), then #%d (%v), #%d (%v)",
		order[0], times[order[0]], order[1], times[order[1]], order[2], times[order[2]])
	b.ResetTimer()
	cpu0 := processCPUTime()
	for b.Loop() {
		Solve(slowest)
	}
	if cpu := processCPUTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e6/float64(b.N), "cpu-ms/op")
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/1e6/float64(b.N), "ms/op")
}

// BenchmarkPathTop1465BasicOnly is BenchmarkPathTop1465 with the
// catalogue cut to the techniques of levels 1–4 (singles, locked
// candidates, subsets, basic fish), as if the later levels were not
// there: the reach of the basic techniques plus the search alone.
func BenchmarkPathTop1465BasicOnly(b *testing.B) {
	basic := map[string]bool{
		"Full House": true, "Naked Single": true, "Hidden Single": true, "Pointing": true, "Claiming": true,
		"Naked Pair": true, "Hidden Pair": true, "Naked Triple": true, "Hidden Triple": true,
		"Naked Quad": true, "Hidden Quad": true, "X-Wing": true, "Swordfish": true, "Jellyfish": true,
	}
	full := append([]technique(nil), catalogue...)
	defer copy(catalogue, full)
	for i := range catalogue {
		if !basic[catalogue[i].name] {
			catalogue[i].find = func(*State) (Step, bool) { return Step{}, false }
		}
	}
	benchmarkSet(b, "bench/top1465.txt")
}
