package gui

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Switching the search keeps the person near where they were: at a
// position the new path shares (its logic opening), at the same step;
// past it, just after the matching guess; never back at step 0.
func TestSwitchingSearchKeepsThePlace(t *testing.T) {
	s := openHardest(t)
	s.setSearchChoice(model.SearchMRV)
	x := newSearchIndex(s.st.Trace())
	if len(x.guesses) < 3 {
		t.Fatalf("the MRV path has %d guesses", len(x.guesses))
	}
	// Just after the third guess.
	s.goTo(int(x.guesses[2]) + 1)
	s.setSearchChoice(model.SearchPlain)
	if s.st.Pos() == 0 {
		t.Fatal("switching the search went back to step 0")
	}
	y := newSearchIndex(s.st.Trace())
	cur := s.st.Current()
	if cur == nil || cur.Kind != steps.Guess || before(y.guesses, s.st.Pos()) != 3 {
		t.Errorf("after switching, at %d (%v), %d guesses taken; want just after the third guess", s.st.Pos(), cur, before(y.guesses, s.st.Pos()))
	}
	// A logic step both paths share stays put.
	s.setSearchChoice(model.SearchGuided)
	s.goTo(1)
	want := *s.st.Current()
	s.setSearchChoice(model.SearchFull)
	if s.st.Pos() != 1 || s.st.Current().Text != want.Text {
		t.Errorf("at the first step, switching lands at %d (%v), want 1 (%s)", s.st.Pos(), s.st.Current(), want.Text)
	}
}

// The Difficulty column keeps its value in every search mode: a puzzle
// opened while another search shows is rated all the same.
func TestDifficultyInEveryMode(t *testing.T) {
	for _, c := range model.Searches() {
		s := newTestStudio(t)
		s.setSearchChoice(c)
		s.openPuzzle(2)
		if info := s.model.Session().Info[2]; !info.Rated || info.DifficultyText() == "" {
			t.Errorf("with the %s search the Difficulty column of an opened puzzle is %q", c.ShortLabel(), info.DifficultyText())
		}
	}
}
