package play

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The hint follows the game's technique profile: its order picks the
// technique, a technique left out is never hinted, and where the
// profile's techniques run out the hint says so.
func TestHintFollowsProfile(t *testing.T) {
	// top95's first puzzle: at the givens both a hidden single and a
	// pointing apply.
	p := mustPuzzle(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	pointingFirst, err := steps.NewProfile("pointing first", []string{"Pointing", "Hidden Single"})
	if err != nil {
		t.Fatal(err)
	}
	nakedOnly, _ := steps.NewProfile("naked only", []string{"Naked Single"})
	for _, c := range []struct {
		prof      steps.Profile
		kind      HintKind
		technique string
		message   string
	}{
		{steps.Profile{}, StepHint, "Hidden Single", ""},
		{pointingFirst, StepHint, "Pointing", ""},
		{nakedOnly, NoStepHint, "", `No technique of the profile "naked only" applies`},
	} {
		g, err := New(p)
		if err != nil {
			t.Fatal(err)
		}
		g.Hint(1) // cached under the default profile: SetProfile must drop it
		g.SetProfile(c.prof)
		h, err := g.Hint(1)
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind != c.kind || h.Technique != c.technique || !strings.Contains(h.Message, c.message) {
			t.Errorf("%q: hint %v %q %q, want %v %q %q", c.prof.Name, h.Kind, h.Technique, h.Message, c.kind, c.technique, c.message)
		}
	}
}
