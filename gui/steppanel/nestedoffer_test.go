package steppanel

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// hardestGuided returns the guided path of hardest_1106 #0, which
// guesses, and the position just after its first guess.
func hardestGuided(t *testing.T) (*steps.Trace, int) {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "bench/hardest_1106.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tr := steps.Solve(set.Entries[0].Puzzle)
	for i := range tr.Steps {
		if tr.Steps[i].Kind == steps.Guess {
			return tr, i + 1
		}
	}
	t.Fatal("the guided path of hardest_1106 #0 does not guess")
	return nil, 0
}

// TestNestedOffer checks where the panel offers nested forcing chains:
// at a guess of a guided path and in the search under it, when the
// window listens; not before the guess, nor on a path of another search
// mode, nor on one worked out with nested chains or holding nested
// steps. Clicking the button calls the hook.
func TestNestedOffer(t *testing.T) {
	test.NewTempApp(t)
	tr, guess := hardestGuided(t)
	full := *tr
	full.Mode = steps.Full
	withNested := *tr
	withNested.Steps = slices.Clone(tr.Steps)
	withNested.Steps[0].Inferences = append(slices.Clone(tr.Steps[0].Inferences), steps.Inference{Rule: steps.RuleNested})
	for _, tt := range []struct {
		name   string
		trace  *steps.Trace
		pos    int
		hook   bool
		nested bool // View.NestedPath
		want   bool
	}{
		{"at the first guess", tr, guess, true, false, true},
		{"under the guess", tr, guess + 1, true, false, true},
		{"at the last step of the search", tr, len(tr.Steps), true, false, true},
		{"before the guess", tr, guess - 1, true, false, false},
		{"at the start", tr, 0, true, false, false},
		{"no hook", tr, guess, false, false, false},
		{"a nested path", tr, guess, true, true, false},
		{"a full search's path", &full, guess, true, false, false},
		{"a path with a nested step", &withNested, guess, true, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := New(0.5, 20)
			w := test.NewWindow(p.Content())
			defer w.Close()
			w.Resize(panelSize)
			calls := 0
			if tt.hook {
				p.OnExplainNested = func() { calls++ }
			}
			p.Update(View{Trace: tt.trace, Pos: tt.pos, Reached: tt.pos, NestedPath: tt.nested})
			text := p.explanationText()
			if got := p.NestedOfferShown(); got != tt.want {
				t.Fatalf("offer shown %v, want %v", got, tt.want)
			}
			offer := "short of nested forcing chains appl"
			if strings.Contains(strings.ToLower(text), offer) != tt.want {
				t.Errorf("explanation %q: offer's words there %v, want %v", text, !tt.want, tt.want)
			}
			if !tt.want {
				return
			}
			// At a guess the words say why it guesses; under it, where a
			// single may apply again, they point back to the guess.
			want := "part of the search under a guess"
			if tt.trace.Steps[tt.pos-1].Kind == steps.Guess {
				want = "the path leaves them out for their cost"
			}
			if !strings.Contains(text, want) {
				t.Errorf("explanation %q lacks %q", text, want)
			}
			// The button stands under the scrolling detail, in view however
			// long the explanation, inside the panel and not over the
			// controls under it.
			btn, top := absPos(p.nestedBtn), absPos(p.detail)
			if viewEnd := top.Y + p.detail.Size().Height; btn.Y < viewEnd-0.5 || btn.Y+p.nestedBtn.Size().Height > absPos(p.playBtn).Y+0.5 {
				t.Errorf("the button at %v is not between the detail's view (ends at %v) and the Play button (at %v)", btn, viewEnd, absPos(p.playBtn))
			}
			if p.nestedBtn.Size().Width < p.nestedBtn.MinSize().Width || p.nestedBtn.Size().Width > p.detail.Size().Width {
				t.Errorf("the button is %v wide, its text needs %v, the view is %v", p.nestedBtn.Size().Width, p.nestedBtn.MinSize().Width, p.detail.Size().Width)
			}
			test.Tap(p.nestedBtn)
			if calls != 1 {
				t.Errorf("clicking the button called the hook %d times", calls)
			}
			// Moving back before the guess takes the offer away.
			p.Update(View{Trace: tt.trace, Pos: guess - 1, Reached: tt.pos})
			if p.NestedOfferShown() || strings.Contains(strings.ToLower(p.explanationText()), offer) {
				t.Error("the offer stays before the guess")
			}
		})
	}
}
