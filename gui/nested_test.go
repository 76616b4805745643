package gui

import (
	"context"
	"errors"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// hardest5 is hardest_1106 #5: the guided path guesses on it, the
// nested one does not (about 4 s).
const hardest5 = "..6..1....5..3....9..4....7..1....2..3..9....4..5....13.....68....3..2....2..8..3"

// TestExplainNestedNotNeeded: on a puzzle the guided path solves
// without a guess, the nested path is the guided one, the list keeps
// its rating, and the menu item is back once done.
func TestExplainNestedNotNeeded(t *testing.T) {
	s := newTestStudio(t)
	before := s.model.Session().Info[s.model.Index()]
	guided := s.st.Trace()
	item := s.menus.item("Solve/Explain with Nested Chains…")
	if item == nil || item.Disabled {
		t.Fatalf("no enabled menu item Solve/Explain with Nested Chains…")
	}
	item.Action()
	if s.st.Trace() == guided || len(s.st.Trace().Steps) != len(guided.Steps) {
		t.Errorf("the path is not the nested one, or differs from the guided one: %d steps, want %d", len(s.st.Trace().Steps), len(guided.Steps))
	}
	if !strings.Contains(s.message, "No nested forcing chain needed") {
		t.Errorf("message %q", s.message)
	}
	if s.model.Session().Info[s.model.Index()] != before || s.nested != nil || item.Disabled {
		t.Errorf("rating changed (%v), run left open (%v) or item disabled (%v)", s.model.Session().Info[s.model.Index()] != before, s.nested != nil, item.Disabled)
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
	s.loadSession(model.NewSession(set, "", "hardest"))
	rating := s.model.Session().Info[0]
	if !rating.Rated || rating.Difficulty != steps.Extreme {
		t.Fatalf("the guided path of hardest #5 does not guess (rated %v, %v)", rating.Rated, rating.Difficulty)
	}
	s.explainNested()
	first, n := model.FirstNested(s.st.Trace())
	if n == 0 || s.st.Pos() != first+1 || !model.IsNestedStep(s.st.Current()) {
		t.Fatalf("%d nested steps; shown position %d, want %d", n, s.st.Pos(), first+1)
	}
	if r := s.st.Trace().Rate(); r.Guesses != 0 || r.Status != steps.Solved {
		t.Errorf("the nested path guesses %d times (%v)", r.Guesses, r.Status)
	}
	if s.model.Session().Info[0] != rating {
		t.Errorf("the list's rating changed to %+v", s.model.Session().Info[0])
	}
	if sum := s.summary(); !strings.HasPrefix(sum, "With nested forcing chains: difficulty Grandmaster") {
		t.Errorf("the end of the nested path reads %q", sum)
	}
	if !strings.Contains(s.message, "0 guesses") {
		t.Errorf("message %q", s.message)
	}
	// The step panel folds the inner proofs; opening one goes a level
	// down, where the keys step through the inner proof.
	if s.st.Current().Branches == nil || len(s.steps.InnerFolds()) == 0 {
		s.steps.Unfold(+1) // a net: follow its first branch
	}
	if len(s.steps.InnerFolds()) == 0 {
		t.Fatalf("no inner proof folded under the nested step %q", s.st.Current().Text)
	}
	outer := s.st.Unfold()
	s.menus.item("Solve/Open Inner Proof").Action() // Ctrl+Down
	if s.st.Inner() == nil || s.st.InnerUnfold() != 1 || len(s.steps.InnerLines()) != 1 {
		t.Fatalf("opening the inner proof: drawn %v at %d, %d lines", s.st.Inner() != nil, s.st.InnerUnfold(), len(s.steps.InnerLines()))
	}
	if h := s.steps.Heading(); !strings.Contains(h, "› inner proof") {
		t.Errorf("the heading reads %q", h)
	}
	var m board.Model
	s.st.Model(&m)
	if m.Step != s.st.Inner() || m.Unfold != 1 || len(m.Context) != s.st.InnerAt()-1 {
		t.Errorf("the board draws step %p unfolded to %d over %d inferences, want the inner proof at 1 over %d", m.Step, m.Unfold, len(m.Context), s.st.InnerAt()-1)
	}
	next, prev := s.menus.item("Solve/Next Inference"), s.menus.item("Solve/Previous Inference")
	next.Action()
	next.Action()
	prev.Action()
	if s.st.InnerUnfold() != 2 || len(s.steps.InnerLines()) != 2 || s.st.Unfold() != outer {
		t.Errorf("the keys left the inner proof at %d (%d lines), the branch at %d (was %d)", s.st.InnerUnfold(), len(s.steps.InnerLines()), s.st.Unfold(), outer)
	}
	s.menus.item("Solve/Back from Inner Proof").Action() // Ctrl+Up
	if s.st.Inner() != nil || s.st.Unfold() != outer || len(s.steps.InnerFolds()) == 0 {
		t.Fatalf("folding: drawn %v, the branch at %d (was %d)", s.st.Inner() != nil, s.st.Unfold(), outer)
	}
	s.steps.ToggleInner(0)
	s.goTo(s.st.Pos() + 1)
	if s.st.Inner() != nil || s.st.InnerAt() != 0 {
		t.Errorf("moving on leaves the inner proof drawn")
	}
}

// TestNestedGoldenImages draws the window at hardest_1106 #5's first
// nested step, at 1380×920: its branch unfolded to the first nested
// inference with the inner proof folded, light and dark; the inner
// proof opened at its first inference, at its sixth (light and dark)
// and all of it; and folded again, which must be the first picture.
// It compares them with their golden images (-update rewrites them).
func TestNestedGoldenImages(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	s := newTestStudio(t)
	s.setTheme(studiotheme.Light)
	s.win.Resize(fyne.NewSize(1380, 920))
	set, err := puzzlefile.Parse("hardest.txt", []byte(hardest5+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.loadSession(model.NewSession(set, "", "hardest"))
	// A puzzle opens in Solve mode, which draws the person's board, not
	// the path: the pictures are of the path's views (Ctrl+1).
	s.setMode(model.PathMode)
	if s.model.Mode() != model.PathMode {
		t.Fatalf("the window is in %v mode, want the solution path", s.model.Mode())
	}
	s.explainNested()
	s.message = ""
	s.status.update(s)
	at := firstNestedInference(s.st.Current())
	if at == 0 {
		t.Fatal("the first nested step has no nested inference in its first branch")
	}
	if len(s.st.Current().Branches) > 1 {
		s.focusBranch(1)
	}
	s.unfoldTo(at)
	if len(s.steps.InnerFolds()) == 0 {
		t.Fatal("no inner proof folded")
	}
	folded := s.win.Canvas().Capture()
	compareGolden(t, folded, "window_nested_folded_1380x920_light.png")
	s.setTheme(studiotheme.Dark)
	compareGolden(t, s.win.Canvas().Capture(), "window_nested_folded_1380x920_dark.png")
	s.setTheme(studiotheme.Light)
	s.steps.ToggleInner(0)
	inner1 := s.win.Canvas().Capture()
	compareGolden(t, inner1, "window_nested_inner1_1380x920_light.png")
	for range 5 {
		s.steps.Unfold(+1)
	}
	if s.st.InnerUnfold() != 6 {
		t.Fatalf("the inner proof is at %d, want 6", s.st.InnerUnfold())
	}
	inner6 := s.win.Canvas().Capture()
	compareGolden(t, inner6, "window_nested_inner6_1380x920_light.png")
	s.setTheme(studiotheme.Dark)
	compareGolden(t, s.win.Canvas().Capture(), "window_nested_inner6_1380x920_dark.png")
	s.setTheme(studiotheme.Light)
	for s.st.InnerUnfold() != 0 { // on past the last: all of it
		s.steps.Unfold(+1)
	}
	innerAll := s.win.Canvas().Capture()
	compareGolden(t, innerAll, "window_nested_innerall_1380x920_light.png")
	// Each view is a picture of its own: were the path not shown (the
	// board in Solve mode, say) they would all be the same picture.
	views := []struct {
		name string
		img  image.Image
	}{{"folded", folded}, {"inner1", inner1}, {"inner6", inner6}, {"innerall", innerAll}}
	for i := range views {
		for j := i + 1; j < len(views); j++ {
			if guitest.DifferentPixels(views[i].img, views[j].img, 0) == 0 {
				t.Errorf("the %s and %s views draw the same picture", views[i].name, views[j].name)
			}
		}
	}
	s.steps.ToggleInner(0) // folds
	if s.st.Inner() != nil || s.st.Unfold() != at {
		t.Fatalf("folding leaves the inner proof drawn (%v) or the branch at %d, not %d", s.st.Inner() != nil, s.st.Unfold(), at)
	}
	if again := s.win.Canvas().Capture(); guitest.DifferentPixels(folded, again, 0) > 0 {
		out := os.TempDir() + "/window_nested_folded_again.png"
		if f, err := os.Create(out); err == nil {
			png.Encode(f, again)
			f.Close()
		}
		t.Errorf("folded again, the window differs from before in %d pixels: %s", guitest.DifferentPixels(folded, again, 0), out)
	}
	// A level down at the smallest size the window is checked at, no
	// text is cut and nothing overlaps that did not before. (Resized
	// from 1380×920 in a test, which lays the window out once, the search
	// bar's wrapped rows overlap the line under them before and after.)
	s.win.Resize(fyne.NewSize(1024, 700))
	before := map[string]bool{}
	for _, f := range layoutFaults(s) {
		before[f] = true
	}
	s.steps.EnterInner()
	for range 5 {
		s.steps.Unfold(+1)
	}
	for _, f := range layoutFaults(s) {
		if !before[f] {
			t.Errorf("1024×700, inner proof at %d: %s", s.st.InnerUnfold(), f)
		}
	}
}

// firstNestedInference returns the first inference (from 1) of st's
// first branch that rests on an inner proof, 0 for none.
func firstNestedInference(st *steps.Step) int {
	if st == nil || len(st.Branches) == 0 {
		return 0
	}
	for i, in := range st.Branches[0].Inferences {
		if in.Rule == steps.RuleNested && in.Inner != nil {
			return i + 1
		}
	}
	return 0
}

// TestExplainNestedCancel: the dialog hears the engine's progress, and
// closing it (its Cancel) stops the engine, which returns
// context.Canceled rather than a path; the guided path stays shown.
func TestExplainNestedCancel(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes seconds")
	}
	s := newTestStudio(t)
	set, err := puzzlefile.Parse("hardest.txt", []byte(hardest5+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.loadSession(model.NewSession(set, "", "hardest"))
	guided := s.st.Trace()
	s.sync = false
	s.explainNested()
	run := s.nested
	if run == nil || run.dialog == nil || !s.menus.item("Solve/Explain with Nested Chains…").Disabled {
		t.Fatal("no run under way, or its menu item still enabled")
	}
	// The first reports come within the first steps, well before the
	// path is done (seconds).
	for wait := 0; wait < 500; wait++ {
		if _, n := run.progress(); n > 0 {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	pr, n := run.progress()
	if n == 0 || pr.Steps == 0 {
		t.Fatalf("no progress reported: %d reports, %+v", n, pr)
	}
	run.dialog.Hide()
	if !run.cancelled || s.nested != nil || !strings.Contains(s.message, "cancelled") {
		t.Fatalf("closing the dialog does not cancel: %v %v %q", run.cancelled, s.nested != nil, s.message)
	}
	s.work.Wait()
	// Stopped midway, the engine's last report is short of the full grid
	// (run to the end, it would say 81 cells filled).
	if last, _ := run.progress(); !errors.Is(run.err, context.Canceled) || last.Filled >= 81 {
		t.Errorf("the engine was not stopped: it returned %v, its last report %+v", run.err, last)
	}
	if s.st.Trace() != guided {
		t.Errorf("the cancelled run replaced the path shown")
	}
}
