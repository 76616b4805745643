package solver

import (
	"path/filepath"
	"testing"
)

// benchFiles are the benchmark sets of issue 3, in the order of its
// table, and the one issue 19 adds.
var benchFiles = []string{
	"bench/17_clue.txt",
	"bench/top1465.txt",
	"bench/hardest_1106.txt",
	"bench/hardest_1905_11plus_2000.txt",
	"jigsaw/janko_133.txt",
	"bench/unbiased_1000.txt",
	"bench/serg_multi_solution.txt", // of issue 19
}

// benchPuzzles keeps each file's puzzles once loaded: testing.B runs a
// sub-benchmark's function several times while it sizes b.N.
var benchPuzzles = map[string][]testPuzzle{}

// BenchmarkSolve solves each benchmark file in file order with limit 2
// (solve and prove unique) on one goroutine with one Solver. One op is
// one pass over the whole file; µs/puzzle is the figure to compare, and
// guesses/puzzle shows how much searching the propagation left.
func BenchmarkSolve(b *testing.B) { benchSolve(b, false) }

// BenchmarkSolveGeneric is BenchmarkSolve on the region-generic path,
// boxes included, to compare with the fast path from one binary
// (go test -bench Solve -count N, then benchstat).
func BenchmarkSolveGeneric(b *testing.B) { benchSolve(b, true) }

func benchSolve(b *testing.B, generic bool) {
	for _, name := range benchFiles {
		b.Run(filepath.Base(name), func(b *testing.B) {
			puzzles, ok := benchPuzzles[name]
			if !ok {
				puzzles = loadPuzzles(b, name)
				benchPuzzles[name] = puzzles
			}
			s := Solver{generic: generic}
			guesses := 0
			b.ResetTimer()
			for b.Loop() {
				guesses = 0
				for i := range puzzles {
					s.Solve(puzzles[i].puzzle, 2)
					guesses += s.guesses
				}
			}
			n := float64(len(puzzles))
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N)/n, "µs/puzzle")
			b.ReportMetric(float64(guesses)/n, "guesses/puzzle")
		})
	}
}
