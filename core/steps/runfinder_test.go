package steps

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// runFinder runs find on s for a table-driven case and checks what every
// finder owes its caller: it leaves s unchanged; it finds nothing where
// want is ""; otherwise it finds a step whose Text is want, of kind
// Logic, named by a catalogue entry whose name (or textNames) starts
// the text, explained in words, and removing only live candidates. It reports whether a step was found and wanted,
// so that the caller goes on to check the case's own data (groups, fins,
// houses, links...) only then.
func runFinder(t *testing.T, find func(*State) (Step, bool), s *State, want string) (Step, bool) {
	t.Helper()
	st, ok := runFinderAnyText(t, find, s, want)
	if ok && st.Text != want {
		t.Errorf("text\n got %q\nwant %q", st.Text, want)
	}
	return st, ok
}

// runFinderAnyText is runFinder without the check of the step's text, for
// cases that check only how it starts; want still says whether a step is
// wanted and names it in the messages.
func runFinderAnyText(t *testing.T, find func(*State) (Step, bool), s *State, want string) (Step, bool) {
	t.Helper()
	before := *s
	st, ok := find(s)
	if *s != before {
		t.Fatal("the finder changed the position")
	}
	if want == "" {
		if ok {
			t.Fatalf("found %q where there is nothing", st.Text)
		}
		return st, false
	}
	if !ok {
		t.Fatalf("found nothing, want %q", want)
	}
	if _, known := techniqueIndex[st.Technique]; !known || st.Kind != Logic {
		t.Errorf("technique %q kind %v is not a logical catalogue entry", st.Technique, st.Kind)
	}
	if !textStartsWithName(st) {
		t.Errorf("text %q does not start with the technique %q", st.Text, st.Technique)
	}
	if st.Explanation == "" {
		t.Error("no explanation")
	}
	for _, e := range st.Eliminations {
		if !s.Candidates[e.Cell].Has(e.Digit) {
			t.Errorf("removes %v<>%d, which is not a candidate", e.Cell, e.Digit)
		}
	}
	return st, true
}

// textNames are the names by which some techniques' texts start, as the
// community writes them: short, or telling the variant.
var textNames = map[string][]string{
	"Alternating Inference Chain": {"AIC"},
	"Simple Colouring":            {"Simple Colouring Trap", "Simple Colouring Wrap"},
}

// textStartsWithName reports whether st's text starts with its technique's
// name, or one of its textNames, and a colon.
func textStartsWithName(st Step) bool {
	for _, name := range append([]string{st.Technique}, textNames[st.Technique]...) {
		if strings.HasPrefix(st.Text, name+": ") {
			return true
		}
	}
	return false
}

// caseLayout is the layout of a hand-made case: jig for a jigsaw case,
// nil (the standard layout) otherwise.
func caseLayout(jig *grid.Layout, jigsaw bool) *grid.Layout {
	if jigsaw {
		return jig
	}
	return nil
}
