package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// TestNestedOfferInWindow: on hardest_1106 #1 the guided path guesses;
// at its first guess the step panel offers nested forcing chains, with
// no text cut at 1024×700. Its button opens the nested run (its dialog,
// cancelled here, leaves the guided path shown); run to the end, the
// nested path replaces the guided one and the offer is gone.
func TestNestedOfferInWindow(t *testing.T) {
	if testing.Short() {
		t.Skip("a nested path takes a second")
	}
	s := newTestStudio(t)
	openTestFile(t, s, "bench/hardest_1106.txt")
	s.openPuzzle(1)
	guided := s.st.Trace()
	guess := -1
	for i := range guided.Steps {
		if guided.Steps[i].Kind == steps.Guess {
			guess = i
			break
		}
	}
	if guess < 0 {
		t.Fatal("the guided path of hardest_1106 #1 does not guess")
	}
	s.win.Resize(fyne.NewSize(1024, 700))
	s.goTo(guess) // the step before the guess
	if s.steps.NestedOfferShown() {
		t.Fatal("nested chains offered before the guess")
	}
	before := map[string]bool{}
	for _, f := range layoutFaults(s) {
		before[f] = true
	}
	s.goTo(guess + 1)
	if !s.steps.NestedOfferShown() {
		t.Fatal("no offer of nested chains at the first guess")
	}
	for _, f := range layoutFaults(s) {
		if !before[f] {
			t.Errorf("1024×700, at the first guess: %s", f)
		}
	}
	btn := findButton(s.win.Content(), "Explain with nested chains")
	if btn == nil {
		t.Fatal("no button Explain with nested chains in the window")
	}
	s.sync = false
	test.Tap(btn)
	run := s.nested
	if run == nil || run.dialog == nil || !s.menus.item("Solve/Explain with Nested Chains…").Disabled {
		t.Fatal("the button opened no nested run")
	}
	run.dialog.Hide() // its Cancel
	s.work.Wait()
	if s.st.Trace() != guided || !s.steps.NestedOfferShown() || !strings.Contains(s.message, "cancelled") {
		t.Fatalf("cancelled, the path shown changed (%v) or the offer went (%v); message %q", s.st.Trace() != guided, !s.steps.NestedOfferShown(), s.message)
	}
	s.sync = true
	test.Tap(btn)
	if s.st.Trace() == guided || !s.st.Nested() || !strings.Contains(s.message, "0 guesses") {
		t.Fatalf("the nested path did not replace the guided one; message %q", s.message)
	}
	if s.steps.NestedOfferShown() {
		t.Error("nested chains still offered on the nested path")
	}
}

// TestNestedOfferInView: at 1380×920 the offer of nested chains is in
// view without scrolling, at the first guess of hardest_1106 #1 and at
// each step of the search under it (whose explanations run longer):
// the button lies between the step list and the path's controls, all
// of it inside the window. (Inside the scrolling detail, under a long
// explanation, it sat below the Play button, out of sight.)
func TestNestedOfferInView(t *testing.T) {
	if testing.Short() {
		t.Skip("a guided path with guesses takes a second")
	}
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(1380, 920))
	openTestFile(t, s, "bench/hardest_1106.txt")
	s.openPuzzle(1)
	s.setMode(model.PathMode)
	guess := -1
	for i := range s.st.Trace().Steps {
		if s.st.Trace().Steps[i].Kind == steps.Guess {
			guess = i
			break
		}
	}
	if guess < 0 {
		t.Fatal("the guided path of hardest_1106 #1 does not guess")
	}
	driver := fyne.CurrentApp().Driver()
	offered := 0
	for pos := guess + 1; pos <= min(guess+4, s.st.Total()); pos++ {
		s.goTo(pos)
		if !s.steps.NestedOfferShown() {
			continue
		}
		offered++
		s.win.Content().Refresh()
		btn := findButton(s.win.Content(), "Explain with nested chains")
		play := findButton(s.win.Content(), "Play")
		if btn == nil || play == nil {
			t.Fatalf("step %d: no offer's button (%v) or no Play button (%v)", pos, btn != nil, play != nil)
		}
		at, playAt := driver.AbsolutePositionForObject(btn), driver.AbsolutePositionForObject(play)
		bottom := at.Y + btn.Size().Height
		if at.Y < 0 || bottom > playAt.Y || bottom > s.win.Canvas().Size().Height {
			t.Errorf("step %d: the offer's button spans y %.0f–%.0f, out of view (the Play button is at %.0f, the window %.0f high)",
				pos, at.Y, bottom, playAt.Y, s.win.Canvas().Size().Height)
		}
	}
	if offered == 0 {
		t.Error("nested chains offered at no step from the first guess on")
	}
}
