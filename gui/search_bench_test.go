package gui

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// bigTraceBudget gives a plain path of about 100,000 steps on the first
// puzzle of hardest_1106: plain backtracking takes three steps a node.
const bigTraceBudget = 34000

// studioWithBigTrace opens the first puzzle of hardest_1106 headless and
// shows its plain backtracking path of about 100,000 steps.
func studioWithBigTrace(tb testing.TB) *Studio {
	tb.Helper()
	s := newTestStudio(tb)
	openTestFile(tb, s, "bench/hardest_1106.txt")
	trace := steps.SolveWith(s.model.Editor().Puzzle(), steps.Options{Search: steps.Plain, NodeBudget: bigTraceBudget})
	if trace.Len() < 100_000 {
		tb.Fatalf("the plain path has %d steps, want 100,000 or more", trace.Len())
	}
	s.traceReady(s.traceGen, s.model.Index(), trace)
	if s.st.Trace() != trace {
		tb.Fatal("the window does not show the plain path")
	}
	return s
}

// BenchmarkGoToBigTrace jumps to random positions of a 100,000-step
// path: the position rebuilt from its checkpoint, the board model, the
// step panel, the search strip's marker and the counters.
func BenchmarkGoToBigTrace(b *testing.B) {
	s := studioWithBigTrace(b)
	r := rand.New(rand.NewPCG(1, 2))
	total := s.st.Total()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.goTo(r.IntN(total + 1))
	}
}

// BenchmarkNextBigTrace takes one step forwards at a time along a
// 100,000-step path, from random places.
func BenchmarkNextBigTrace(b *testing.B) {
	s := studioWithBigTrace(b)
	r := rand.New(rand.NewPCG(3, 4))
	total := s.st.Total()
	s.goTo(r.IntN(total))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.st.AtEnd() || i%64 == 0 {
			s.goTo(r.IntN(total))
		}
		s.goTo(s.st.Pos() + 1)
	}
}

// BenchmarkStripChartBigTrace draws the search strip's chart of a
// 100,000-step path at 600×56 pixels, as a new path or a new size does,
// with the path's index found first.
func BenchmarkStripChartBigTrace(b *testing.B) {
	s := studioWithBigTrace(b)
	col := stripColours(s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		searchstrip.ChartImage(newSearchIndex(s.st.Trace()).data, 600, searchstrip.Height, col)
	}
}
