package gui

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

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
	if s.st.Trace() == nil || s.st.Trace().Status != steps.Unsolvable {
		t.Fatalf("the path: %v", s.st.Trace())
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
	for pos := 0; pos <= s.st.Total(); pos++ {
		s.goTo(pos)
		if s.steps.NestedOfferShown() || strings.Contains(s.steps.ExplanationText(), "search under a guess") {
			t.Errorf("step %d offers nested chains:\n%s", pos, s.steps.ExplanationText())
		}
	}
}
