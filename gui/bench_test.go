package gui

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// BenchmarkStep measures one move along the path: the board model, the
// step panel and the status bar brought up to date.
func BenchmarkStep(b *testing.B) {
	s := newTestStudio(b)
	total := s.st.Total()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.goTo(i % (total + 1))
	}
}

// largeSession is a set of n puzzles made by repeating the samples.
func largeSession(tb testing.TB, n int) *model.Session {
	tb.Helper()
	samples, err := loadSamples()
	if err != nil {
		tb.Fatal(err)
	}
	set := &puzzlefile.Set{Entries: make([]puzzlefile.Entry, n)}
	for i := range set.Entries {
		set.Entries[i] = samples.Set.Entries[i%samples.Len()]
	}
	return model.NewSession(set, "", "large")
}

func TestLargeSetStaysLazy(t *testing.T) {
	s := newTestStudio(t)
	const n = 100_000
	s.loadSession(largeSession(t, n))
	if s.list.Len() != n {
		t.Fatalf("the list has %d rows", s.list.Len())
	}
	for i, info := range s.model.Session().Info[1:] {
		if info.Checked || info.Rated {
			t.Fatalf("puzzle %d was solved on load", i+2)
		}
	}
	s.list.List.ScrollTo(n - 1)
	s.list.List.Select(n - 1)
	if s.model.Index() != n-1 || s.status.puzzle.Text != "Puzzle 100000 of 100000" {
		t.Errorf("selecting the last row shows puzzle %d (%q)", s.model.Index()+1, s.status.puzzle.Text)
	}
}

// BenchmarkLoadLargeSet measures opening a set of 100,000 puzzles in the
// window (the list, the first puzzle and its path).
func BenchmarkLoadLargeSet(b *testing.B) {
	s := newTestStudio(b)
	sess := largeSession(b, 100_000)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.loadSession(model.NewSession(sess.Set, "", "large"))
	}
}

// BenchmarkListScroll measures filling the visible rows of the puzzle
// list at a new place in a set of 100,000 puzzles.
func BenchmarkListScroll(b *testing.B) {
	s := newTestStudio(b)
	s.loadSession(largeSession(b, 100_000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.list.List.ScrollTo((i * 7919) % 100_000)
	}
}
