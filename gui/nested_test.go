package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// hardest5 is hardest_1106 #5: the guided path guesses on it, the
// nested one does not (about 4 s).
const hardest5 = "..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3"

// TestExplainNestedNotNeeded: on a puzzle the guided path solves
// without a guess, the nested path is the guided one, the list keeps
// its rating, and the menu item is back once done.
func TestExplainNestedNotNeeded(t *testing.T) {
	s := newTestStudio(t)
	before := s.session.Info[s.index]
	guided := s.st.trace
	item := s.menus.item("Solve/Explain with Nested Chains…")
	if item == nil || item.Disabled {
		t.Fatalf("no enabled menu item Solve/Explain with Nested Chains…")
	}
	item.Action()
	if s.st.trace == guided || len(s.st.trace.Steps) != len(guided.Steps) {
		t.Errorf("the path is not the nested one, or differs from the guided one: %d steps, want %d", len(s.st.trace.Steps), len(guided.Steps))
	}
	if !strings.Contains(s.message, "No nested forcing chain needed") {
		t.Errorf("message %q", s.message)
	}
	if s.session.Info[s.index] != before || s.nested != nil || item.Disabled {
		t.Errorf("rating changed (%v), run left open (%v) or item disabled (%v)", s.session.Info[s.index] != before, s.nested != nil, item.Disabled)
	}
}

// TestExplainNestedHardest: on a puzzle the guided path guesses on, the
// window shows the nested path at its first nested step, while the
// list's Difficulty stays the guided rating.
func TestExplainNestedHardest(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	s := newTestStudio(t)
	set, err := puzzlefile.Parse("hardest.txt", []byte(hardest5+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.loadSession(NewSession(set, "", "hardest"))
	rating := s.session.Info[0]
	if !rating.Rated || rating.Difficulty != steps.Extreme {
		t.Fatalf("the guided path of hardest #5 does not guess (rated %v, %v)", rating.Rated, rating.Difficulty)
	}
	s.explainNested()
	first, n := firstNested(s.st.trace)
	if n == 0 || s.st.pos != first+1 || !isNestedStep(s.st.current()) {
		t.Fatalf("%d nested steps; shown position %d, want %d", n, s.st.pos, first+1)
	}
	if r := s.st.trace.Rate(); r.Guesses != 0 || r.Status != steps.Solved {
		t.Errorf("the nested path guesses %d times (%v)", r.Guesses, r.Status)
	}
	if s.session.Info[0] != rating {
		t.Errorf("the list's rating changed to %+v", s.session.Info[0])
	}
	if sum := s.summary(); !strings.HasPrefix(sum, "With nested forcing chains: difficulty Grandmaster") {
		t.Errorf("the end of the nested path reads %q", sum)
	}
	if !strings.Contains(s.message, "0 guesses") {
		t.Errorf("message %q", s.message)
	}
	// The step panel folds the inner proofs; unfolding one has the
	// board draw it, and moving on draws the path again.
	if s.st.current().Branches == nil || len(s.steps.InnerFolds()) == 0 {
		s.steps.Unfold(+1) // a net: follow its first branch
	}
	if len(s.steps.InnerFolds()) == 0 {
		t.Fatalf("no inner proof folded under the nested step %q", s.st.current().Text)
	}
	s.steps.ToggleInner(0)
	if s.st.inner == nil || len(s.steps.InnerLines()) != len(s.st.inner.Branches[0].Inferences) {
		t.Fatalf("the board does not draw the inner proof unfolded")
	}
	s.goTo(s.st.pos + 1)
	if s.st.inner != nil {
		t.Errorf("moving on leaves the inner proof drawn")
	}
}

// TestNestedGoldenImages draws the window at hardest_1106 #5's first
// nested step, its inner proof folded and then unfolded (the board
// drawing the inner proof), at 1380×920 in the light theme, and
// compares them with their golden images (-update rewrites them).
func TestNestedGoldenImages(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	s := newTestStudio(t)
	s.setTheme(themeLight)
	s.win.Resize(fyne.NewSize(1380, 920))
	set, err := puzzlefile.Parse("hardest.txt", []byte(hardest5+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.loadSession(NewSession(set, "", "hardest"))
	s.explainNested()
	if len(s.steps.InnerFolds()) == 0 {
		s.steps.Unfold(+1)
	}
	// Opening and folding the first inner proof leaves its fold in sight.
	s.steps.ToggleInner(0)
	s.steps.ToggleInner(0)
	if s.st.inner != nil {
		t.Fatal("folding the inner proof leaves it drawn")
	}
	s.message = ""
	s.status.update(s)
	compareGolden(t, s.win.Canvas().Capture(), "window_nested_folded_1380x920_light.png")
	s.steps.ToggleInner(0)
	compareGolden(t, s.win.Canvas().Capture(), "window_nested_unfolded_1380x920_light.png")
}

// TestExplainNestedCancel: closing the progress dialog (its Cancel)
// drops the nested path when it comes; the guided path stays shown.
func TestExplainNestedCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	s := newTestStudio(t)
	set, err := puzzlefile.Parse("hardest.txt", []byte(hardest5+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.loadSession(NewSession(set, "", "hardest"))
	guided := s.st.trace
	s.sync = false
	s.explainNested()
	run := s.nested
	if run == nil || run.dialog == nil || !s.menus.item("Solve/Explain with Nested Chains…").Disabled {
		t.Fatal("no run under way, or its menu item still enabled")
	}
	run.dialog.Hide()
	if !run.cancelled || s.nested != nil || !strings.Contains(s.message, "cancelled") {
		t.Fatalf("closing the dialog does not cancel: %v %v %q", run.cancelled, s.nested != nil, s.message)
	}
	s.work.Wait()
	if s.st.trace != guided {
		t.Errorf("the cancelled run replaced the path shown")
	}
}
