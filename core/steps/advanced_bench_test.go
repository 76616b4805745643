package steps

import (
	"sync"
	"testing"
)

var (
	advBenchOnce      sync.Once
	advBenchPositions []State
)

// advHardPositions returns positions of the first 300 puzzles of top1465
// where no technique before level 5 applies: the positions the finders
// of levels 5–7 are asked about. The walk places a correct digit at such
// a position, so the set does not depend on what the finders find.
func advHardPositions(b *testing.B) []State {
	advBenchOnce.Do(func() {
		for _, pz := range advLoad(b, "bench/top1465.txt", "", 300) {
			s := NewState(pz.p)
			for !s.Solved() {
				if st, ok := advBasicStep(&s); ok {
					s.Apply(&st)
					continue
				}
				advBenchPositions = append(advBenchPositions, s)
				advPlaceHint(&s, pz.solution)
			}
		}
	})
	if len(advBenchPositions) == 0 {
		b.Skip("no positions")
	}
	return advBenchPositions
}

// BenchmarkAdvancedFinders times each finder of levels 5–7 over the
// positions where the engine asks for them; ns/op is per position, and
// cpu-ns/op the process CPU time per position (run with GOMAXPROCS=1 so
// that it counts the finder alone), which the load of a shared machine
// does not inflate. The "fail" variant of the AIC runs on the positions
// where it finds nothing, the cost the engine pays before it guesses.
func BenchmarkAdvancedFinders(b *testing.B) {
	positions := advHardPositions(b)
	for _, f := range advancedFinders {
		advBenchFinder(b, f.name, f.find, positions, nil)
	}
	if failing := advFailing(findAIC, positions); len(failing) > 0 {
		advBenchFinder(b, "Alternating Inference Chain fail", findAIC, failing, nil)
	}
}

// advBenchFinder times find over positions as the sub-benchmark name:
// ns/op is per position, cpu-ns/op the process CPU time per position
// (see BenchmarkAdvancedFinders) and found/op how often it finds a step.
// before, unless nil, runs before each call, inside the timing.
func advBenchFinder(b *testing.B, name string, find func(*State) (Step, bool), positions []State, before func()) {
	b.Run(name, func(b *testing.B) {
		b.ReportAllocs()
		found := 0
		cpu := advCPUTime()
		for i := 0; i < b.N; i++ {
			if before != nil {
				before()
			}
			if _, ok := find(&positions[i%len(positions)]); ok {
				found++
			}
		}
		if cpu := advCPUTime() - cpu; cpu > 0 {
			b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
		}
		b.ReportMetric(float64(found)/float64(b.N), "found/op")
	})
}

// advFailing returns the positions where find finds nothing, on which
// the "fail" benchmarks time the cost the engine pays passing it by.
func advFailing(find func(*State) (Step, bool), positions []State) []State {
	var failing []State
	for i := range positions {
		if _, ok := find(&positions[i]); !ok {
			failing = append(failing, positions[i])
		}
	}
	return failing
}
