package gui

import (
	"context"
	"fmt"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Explaining with nested forcing chains. The guided path guesses where
// nothing cheaper than a nested forcing chain applies; on request the
// window works out the path with them too (steps.SolveNestedContext),
// which takes seconds to minutes on the hardest puzzles. It runs in the
// background behind a dialog that shows how far the path has got (the
// cells filled, the steps and nested steps so far, whether a nested
// search is under way, the time) and whose Cancel stops the engine; the
// path then replaces the one shown, at its first nested step. The
// puzzle list's Difficulty keeps the guided path's rating.

// nestedRun is a nested path being worked out: its dialog, the way to
// stop it, and the engine's latest report, which the dialog reads a few
// times a second rather than at every step.
type nestedRun struct {
	cancelled bool
	cancel    context.CancelFunc
	dialog    dialog.Dialog

	mu      sync.Mutex
	last    steps.NestedProgress
	reports int
	err     error // what SolveNestedContext returned: context.Canceled once stopped
}

// report keeps the engine's latest progress; it runs on the engine's
// goroutine.
func (r *nestedRun) report(pr steps.NestedProgress) {
	r.mu.Lock()
	r.last = pr
	r.reports++
	r.mu.Unlock()
}

// progress returns the latest report and how many came.
func (r *nestedRun) progress() (steps.NestedProgress, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last, r.reports
}

// nestedProgressText says where the path stands: "Step 42, 57 of 81
// cells filled: 3 nested steps so far; looking for a nested chain…".
func nestedProgressText(pr steps.NestedProgress, reports int) string {
	if reports == 0 {
		return "Starting…"
	}
	text := fmt.Sprintf("Step %d, %d of 81 cells filled: %s so far", pr.Steps, pr.Filled, words.Count(pr.Nested, "nested step", "nested steps"))
	if pr.Searching {
		text += "; looking for a nested chain…"
	}
	return text
}

// filledShare is how far from the givens to the full grid a position
// with filled cells is, 0–1.
func filledShare(filled, givens int) float64 {
	if givens >= 81 {
		return 1
	}
	return max(0, min(1, float64(filled-givens)/float64(81-givens)))
}

// explainNested starts working out the nested path of the puzzle shown.
func (s *Studio) explainNested() {
	tr := s.st.trace
	if tr == nil || tr.Status == steps.Invalid || s.tracing {
		s.notify("There is no solution path to explain with nested chains yet.")
		return
	}
	if tr.Status == steps.Unsolvable {
		s.notify("This puzzle has no solution: its path already ends in the proof of the contradiction.")
		return
	}
	if s.nested != nil {
		return // one at a time
	}
	p := tr.Puzzle
	gen, index := s.traceGen, s.model.Index()
	ctx, cancel := context.WithCancel(context.Background())
	run := &nestedRun{cancel: cancel}
	s.nested = run
	finish := func(nt *steps.Trace, err error, took time.Duration) {
		run.err = err
		if s.nested == run {
			s.nested = nil
			s.menus.refresh()
		}
		if nt == nil || err != nil || run.cancelled || gen != s.traceGen || index != s.model.Index() {
			return
		}
		s.nestedReady(nt, took)
	}
	if s.sync {
		start := time.Now()
		nt, err := steps.SolveNestedContext(ctx, p, run.report)
		cancel()
		finish(nt, err, time.Since(start))
		return
	}
	givens := p.Givens.Filled()
	status := widget.NewLabel("Starting…")
	status.Wrapping = fyne.TextWrapWord
	elapsed := widget.NewLabel("0 s")
	bar := widget.NewProgressBar()
	// The cells are told in the line under the bar: Fyne's text on
	// the bar is faint on its light track.
	bar.TextFormatter = func() string { return "" }
	bar.SetValue(0)
	run.dialog = dialog.NewCustom("Nested forcing chains", "Cancel",
		widgets.FixedWidth(420, container.NewVBox(widget.NewLabel("Working out the path with nested forcing chains…"),
			bar, status, elapsed)), s.win)
	run.dialog.SetOnClosed(func() {
		if s.nested == run {
			run.cancelled = true
			run.cancel() // the engine stops within milliseconds
			s.nested = nil
			s.menus.refresh()
			s.notify("Nested explanation cancelled.")
		}
	})
	s.showDialog(run.dialog)
	s.menus.refresh() // one run at a time
	done := make(chan struct{})
	start := time.Now()
	go func() { // the progress and the time, four times a second, until done
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				pr, n := run.progress()
				text, secs := nestedProgressText(pr, n), fmt.Sprintf("%d s", int(time.Since(start).Seconds()))
				share := 0.0
				if n > 0 {
					share = filledShare(pr.Filled, givens)
				}
				fyne.Do(func() {
					widgets.SetText(status, text)
					widgets.SetText(elapsed, secs)
					if bar.Value != share {
						bar.SetValue(share)
					}
				})
			}
		}
	}()
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		nt, err := steps.SolveNestedContext(ctx, p, run.report)
		took := time.Since(start)
		close(done)
		fyne.Do(func() {
			live := s.nested == run
			finish(nt, err, took)
			if live {
				run.dialog.Hide()
			}
		})
	}()
}

// nestedReady shows the nested path, at its first nested step, and
// says what it found. The rating in the list stays the guided one.
func (s *Studio) nestedReady(nt *steps.Trace, took time.Duration) {
	s.stopPlay()
	s.st = stepper{trace: nt, nested: true} // the panel no longer offers nested chains
	first, nested := firstNested(nt)
	if first >= 0 {
		s.nestedShown = nt
		s.st.goTo(first + 1)
	}
	s.refresh()
	s.menus.refresh()
	r := nt.Rate()
	switch {
	case nested == 0:
		s.notify("No nested forcing chain needed: the path is the guided one (%.1f s).", took.Seconds())
	default:
		s.notify("Path with nested forcing chains: %s, %s, %s, %s (%.1f s).",
			words.Count(nested, "nested step", "nested steps"), words.Count(r.Guesses, "guess", "guesses"),
			words.Count(r.Steps, "step", "steps"), r.Difficulty, took.Seconds())
	}
}

// firstNested returns the index of the first step of t resting on a
// nested forcing chain (-1 if none) and how many there are.
func firstNested(t *steps.Trace) (first, n int) {
	first = -1
	for i := range t.Steps {
		if isNestedStep(&t.Steps[i]) {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	return first, n
}

// isNestedStep reports whether a step has an inference resting on an
// inner proof.
func isNestedStep(st *steps.Step) bool {
	for i := range st.Branches {
		for _, in := range st.Branches[i].Inferences {
			if in.Rule == steps.RuleNested {
				return true
			}
		}
	}
	for _, in := range st.Inferences {
		if in.Rule == steps.RuleNested {
			return true
		}
	}
	return false
}

// showInner has the board draw the inner proof of inference at (from
// 1) of the branch followed, its first unfold inferences (0 all), as
// the step panel asks, or the step again for at 0.
func (s *Studio) showInner(at, unfold int) {
	if s.st.showInner(at, unfold) {
		s.refresh()
	}
}

// showInner opens the inner proof of inference at of the branch
// followed at unfold inferences, or folds it for at 0 or an inference
// that has none, and reports whether that changed what is shown.
func (s *stepper) showInner(at, unfold int) bool {
	inner, context := steppanel.InnerProof(s.current(), s.branch, at)
	if inner == nil {
		return s.foldInner()
	}
	unfold = max(0, min(unfold, len(inner.Inferences)))
	if at == s.innerAt && s.inner != nil {
		changed := unfold != s.innerUnfold
		s.innerUnfold = unfold
		return changed
	}
	s.innerAt, s.innerUnfold, s.context = at, unfold, context
	s.inner = &steps.Step{Kind: steps.Logic, Technique: "Inner proof", Branches: []steps.Branch{*inner}, Text: inner.Text}
	return true
}

// foldInner draws the branch again rather than an inner proof, and
// reports whether one was open.
func (s *stepper) foldInner() bool {
	open := s.inner != nil
	s.innerAt, s.innerUnfold, s.inner, s.context = 0, 0, nil, nil
	return open
}

// nestedSummary is the rating line at the end of a nested path: its
// own, the list keeping the guided path's.
func nestedSummary(t *steps.Trace) string {
	r := t.Rate()
	text := fmt.Sprintf("With nested forcing chains: difficulty %s, score %d", r.Difficulty, r.Score)
	if r.Hardest != "" {
		text += ", hardest step " + r.Hardest
	}
	return text + ". The puzzle list keeps the guided path's rating."
}
