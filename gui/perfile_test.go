package gui

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// A typed extension that is one of the export's formats is kept (the
// format follows it); a name without one gets the chosen format's; any
// other is refused with the reason.
func TestExportKeepsTheTypedExtension(t *testing.T) {
	exts := exportSolutions.formats() // .npy .npz .txt
	for _, tt := range []struct {
		name   string
		chosen int
		want   string
		err    string
	}{
		{"x_solved.npz", 0, "x_solved.npz", ""},
		{"x_solved.NPZ", 2, "x_solved.NPZ", ""},
		{"x_solved", 1, "x_solved.npz", ""},
		{"x_solved.txt", 0, "x_solved.txt", ""},
		{"x_solved.png", 0, "", ".png is not one of them"},
		{"x.final", 0, "", ".npy, .npz, .txt"},
	} {
		got, err := exportName(tt.name, exts, tt.chosen)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want one saying %q", tt.name, err, tt.err)
		case tt.err == "" && (err != nil || got != tt.want):
			t.Errorf("%q (format %s): %q, %v; want %q", tt.name, exts[tt.chosen], got, err, tt.want)
		}
	}
}

// Every file opens with the Guided search, whatever was tried on the last.
func TestOpeningAFileStartsGuided(t *testing.T) {
	s := newTestStudio(t)
	s.setSearchChoice(model.SearchPlain)
	openTestFile(t, s, "bench/top1465.txt")
	if s.model.Search() != model.SearchGuided {
		t.Errorf("the file opened with search %v", s.model.Search())
	}
}

// A puzzle with no solution says so from the first step: no nested
// offer at any step, no word of logic solving it, and the menu's
// Explain with Nested Chains is off.
func TestNoSolutionSaysSoFromTheStart(t *testing.T) {
	s := newTestStudio(t)
	var p grid.Puzzle
	p.Layout = grid.Standard()
	for c := 0; c < 8; c++ {
		p.Givens[grid.CellAt(0, c)] = int8(c + 1) // r1c9 can only be 9…
	}
	p.Givens[grid.CellAt(8, 8)] = 9 // …which column 9 already holds
	i := s.model.Session().Add(p)
	s.openPuzzle(i)
	s.setMode(model.PathMode)
	if s.st.trace == nil || s.st.trace.Status != steps.Unsolvable {
		t.Fatalf("the path: %v", s.st.trace)
	}
	if text := s.steps.ExplanationText(); !strings.Contains(text, "no solution") {
		t.Errorf("step 0 says:\n%s", text)
	}
	if text := s.search.bar.Counters.Text; strings.Contains(text, "solves") {
		t.Errorf("the search bar says %q", text)
	}
	if !s.menus.item("Solve/Explain with Nested Chains…").Disabled {
		t.Error("Explain with Nested Chains is offered")
	}
	for pos := 0; pos <= s.st.total(); pos++ {
		s.goTo(pos)
		if s.steps.NestedOfferShown() || strings.Contains(s.steps.ExplanationText(), "search under a guess") {
			t.Errorf("step %d offers nested chains:\n%s", pos, s.steps.ExplanationText())
		}
	}
}
