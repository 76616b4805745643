package gui

import (
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/generateform"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
)

// TestGenerateDialog goes through New Puzzle › Generate… with the
// dialog's defaults: one standard puzzle joins the open set and opens.
func TestGenerateDialog(t *testing.T) {
	s := newTestStudio(t)
	before := s.model.Session().Len()
	it := s.menus.item("Edit/New Puzzle/Generate…")
	if it == nil {
		t.Fatal("no Edit › New Puzzle › Generate…")
	}
	it.Action()
	texts := overlayTexts(s)
	for _, want := range []string{"Generate Puzzles", generateform.LayoutStandard, generateform.Any, "[Generate]"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the dialog lacks %q:\n%s", want, texts)
		}
	}
	tapOverlayButton(t, s, "Generate")
	if s.model.Session().Len() != before+1 || s.model.Index() != before {
		t.Fatalf("%d puzzles, puzzle %d open; want %d and %d", s.model.Session().Len(), s.model.Index(), before+1, before)
	}
	p := s.model.Session().Puzzle(before)
	if r := solver.Solve(p, 2); r.Status != solver.Unique {
		t.Fatalf("generated puzzle %s: %v", p.Givens, r.Status)
	}
	info := s.model.Session().Info[before]
	if !info.Checked || !info.Rated || !strings.Contains(s.message, "Generated 1 of 1 puzzles") {
		t.Errorf("checked %v, rated %v, message %q", info.Checked, info.Rated, s.message)
	}
}

// TestNewDialogOffersGenerate: the toolbar's New dialog leads to Generate….
func TestNewDialogOffersGenerate(t *testing.T) {
	s := newTestStudio(t)
	s.showNewPuzzleDialog()
	tapOverlayButton(t, s, "Generate… (by difficulty or technique)")
	if !strings.Contains(overlayTexts(s), "Generate Puzzles") {
		t.Fatalf("no Generate dialog:\n%s", overlayTexts(s))
	}
}

// TestGeneratePractice: a puzzle whose hardest step is X-Wing opens at
// the position just before its first X-Wing.
func TestGeneratePractice(t *testing.T) {
	s := newTestStudio(t)
	before := s.model.Session().Len()
	req := generate.Request{Technique: "X-Wing", Hardest: true, Rate: true}
	s.generate(generateform.Choice{Req: req, Count: 2, Seed: 5})
	if s.model.Session().Len() != before+2 {
		t.Fatalf("%d puzzles, want %d", s.model.Session().Len(), before+2)
	}
	for i := before; i < before+2; i++ {
		if info := s.model.Session().Info[i]; !info.Rated || info.Hardest != "X-Wing" || info.Difficulty != steps.Hard {
			t.Errorf("puzzle %d: rated %v, %v, hardest %q", i, info.Rated, info.Difficulty, info.Hardest)
		}
	}
	next := s.st.Upcoming()
	if s.model.Index() != before || next == nil || next.Technique != "X-Wing" {
		t.Fatalf("puzzle %d open, next step %+v; want puzzle %d before an X-Wing", s.model.Index(), next, before)
	}
	for _, st := range s.st.Trace().Steps[:s.st.Pos()] {
		if st.Technique == "X-Wing" {
			t.Fatal("opened after an earlier X-Wing")
		}
	}
}

// TestGenerateNewSet makes jigsaw puzzles in a set of their own.
func TestGenerateNewSet(t *testing.T) {
	s := newTestStudio(t)
	req := generate.Request{Jigsaw: true, Symmetry: generate.Rotate180, Rate: true}
	s.generate(generateform.Choice{Req: req, Count: 3, Seed: 9, NewSet: true})
	if s.model.Session().Name != "Generated puzzles" || s.model.Session().Len() != 3 || s.model.Index() != 0 {
		t.Fatalf("set %q of %d, puzzle %d open", s.model.Session().Name, s.model.Session().Len(), s.model.Index())
	}
	for i := range 3 {
		p := s.model.Session().Puzzle(i)
		if p.Regions().IsStandard() || !generate.Rotate180.Holds(&p.Givens) || !s.model.Session().Info[i].Rated {
			t.Errorf("puzzle %d: layout %s, givens %s", i, p.Regions().Letters(), p.Givens)
		}
	}
}

// TestGenerateCancel runs in the background as the app does and cancels
// from the progress dialog: what was made stays.
func TestGenerateCancel(t *testing.T) {
	s := newTestStudio(t)
	before := s.model.Session().Len()
	ui := guitest.LockUI(t)
	s.sync = false
	// Easy minimal jigsaw puzzles are rare: the run is still going when cancelled.
	req := generate.Request{Jigsaw: true, Minimal: true, ByDifficulty: true, Difficulty: steps.Easy, Rate: true}
	ui.Do(func() {
		s.generate(generateform.Choice{Req: req, Count: 1000, Seed: 3})
		if !strings.Contains(overlayTexts(s), "Generating") {
			t.Fatalf("no progress dialog:\n%s", overlayTexts(s))
		}
	})
	time.Sleep(300 * time.Millisecond)
	ui.Do(func() { tapOverlayButton(t, s, "Cancel") })
	s.work.Wait()
	if !strings.Contains(s.message, "stopped early, cancelled") && !strings.Contains(s.message, "No puzzle generated: cancelled") {
		t.Errorf("message %q", s.message)
	}
	if n := s.model.Session().Len() - before; n >= 1000 {
		t.Errorf("%d puzzles added after cancelling", n)
	}
}
