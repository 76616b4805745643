package gui

import (
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

func TestSolveWholeSet(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "coursework/hard_puzzle.npy")
	ref, err := puzzlefile.ReadSolutions(shareddata.Path(t, "coursework/hard_solution.npy"))
	if err != nil {
		t.Fatal(err)
	}
	s.model.Session().Reference = ref
	s.menus.item("Solve/Solve Whole Set").Action()

	// The engine's findings show apart from the person's status: the
	// solvable puzzles are rated, and none of them reads "Solved".
	counts := map[model.PuzzleStatus]int{}
	for i, info := range s.model.Session().Info {
		counts[info.Shown()]++
		if info.Checked && info.Shown() == model.StatusNotStarted && (!info.Rated || info.DifficultyText() == "") {
			t.Errorf("puzzle %d is solvable but not rated", i+1)
		}
	}
	if counts[model.StatusNotStarted] != 10 || counts[model.StatusNoSolution] != 5 {
		t.Errorf("statuses = %v, want 10 not started and 5 without a solution", counts)
	}
	shown := overlayTexts(s)
	for _, want := range []string{"Whole set solved", "Difficulty", "Technique uses", "15 puzzles",
		"Reference solutions: 15 match, 0 differ."} {
		if !strings.Contains(shown, want) {
			t.Errorf("the report does not show %q:\n%s", want, shown)
		}
	}
	if s.batch != nil || s.batchBar.content.Visible() {
		t.Error("the progress bar stays after the batch")
	}
	// Exporting now needs no second solve: every puzzle is checked.
	if _, ok := s.model.Session().Solutions(); !ok {
		t.Error("solutions are missing after solving the whole set")
	}
}

// TestSolveWholeSetInBackground runs the batch on its goroutines, as
// the app does, and cancels it part way.
func TestSolveWholeSetInBackground(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "bench/17_clue.txt")
	ui := lockUI(t)
	s.sync = false
	var b *model.Batch
	ui.do(func() {
		s.solveWholeSet()
		if s.batch == nil || !s.batchBar.content.Visible() {
			t.Fatal("no batch running")
		}
		b = s.batch
	})
	deadline := time.Now().Add(30 * time.Second)
	for b.Count() < 100 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	ui.do(s.cancelBatch)
	s.work.Wait()
	if n := b.Count(); n == 0 || n >= s.model.Session().Len() {
		t.Fatalf("%d of %d puzzles done after cancelling", n, s.model.Session().Len())
	}
	if s.batch != nil {
		t.Error("the batch is still marked running")
	}
	if !strings.Contains(overlayTexts(s), "Cancelled after") {
		t.Errorf("the report does not say it was cancelled:\n%s", overlayTexts(s))
	}
	solved := 0
	for _, info := range s.model.Session().Info {
		if info.Checked {
			solved++
		}
	}
	if solved == 0 {
		t.Error("the puzzles done before cancelling did not get their status")
	}
}
