package model

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// TestBatchSkipsEditedPuzzles: a puzzle edited while the set is solved
// keeps its own status.
func TestBatchSkipsEditedPuzzles(t *testing.T) {
	puzzles := []grid.Puzzle{{}, {}}
	b := NewBatch(puzzles, []bool{true, true}, false)
	b.Run()
	s := NewSession(&puzzlefile.Set{Entries: []puzzlefile.Entry{{}, {}}}, "", "two")
	s.Editor(1).SetDigit(0, 5)
	applied := make([]bool, 2)
	s.ApplyBatch(b, applied)
	if !s.Info[0].Checked || s.Info[1].Checked {
		t.Errorf("checked = %v, %v; want the unedited puzzle only", s.Info[0].Checked, s.Info[1].Checked)
	}
	if !applied[0] || !applied[1] || s.ApplyBatch(b, applied) {
		t.Errorf("applied %v; applying again changed something", applied)
	}
}

// TestDroppedRatingsStayOut: once the technique profile changes, a
// batch under way still tells what the solver found but not its
// ratings, and the ratings the set had are forgotten.
func TestDroppedRatingsStayOut(t *testing.T) {
	set, err := puzzlefile.Parse("two.txt", []byte(
		"003020600900305001001806400008102900700000008006708200002609500800203009005010300\n"+
			"200080300060070084030500209000105408000000000402706000301007040720040060004010003\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession(set, "", "two")
	puzzles := []grid.Puzzle{s.Puzzle(0), s.Puzzle(1)}
	b := NewBatch(puzzles, []bool{true, true}, true)
	b.Run()
	if !b.Rates() {
		t.Fatal("a rating batch says it does not rate")
	}
	applied := make([]bool, 2)
	b.DropRatings()
	s.ApplyBatch(b, applied)
	if !s.Info[0].Checked || !s.Info[1].Checked || s.Info[0].Rated || s.Info[1].Rated {
		t.Errorf("after DropRatings: %+v", s.Info)
	}
	s.SetRating(1, steps.Rating{Difficulty: steps.Hard, Score: 7, Profile: "Basic only"})
	gen := s.Generation()
	if n := s.ForgetRatings(); n != 1 || s.Info[1].Rated || s.Info[1].Profile != "" || s.Info[1].DifficultyText() != "Solvable" || s.Generation() == gen {
		t.Errorf("ForgetRatings dropped %d: %+v, generation %d then %d", n, s.Info[1], gen, s.Generation())
	}
}
