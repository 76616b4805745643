package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
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
	guided := s.st.trace
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
	if s.st.trace != guided || !s.steps.NestedOfferShown() || !strings.Contains(s.message, "cancelled") {
		t.Fatalf("cancelled, the path shown changed (%v) or the offer went (%v); message %q", s.st.trace != guided, !s.steps.NestedOfferShown(), s.message)
	}
	s.sync = true
	test.Tap(btn)
	if s.st.trace == guided || !s.st.nested || !strings.Contains(s.message, "0 guesses") {
		t.Fatalf("the nested path did not replace the guided one; message %q", s.message)
	}
	if s.steps.NestedOfferShown() {
		t.Error("nested chains still offered on the nested path")
	}
}
