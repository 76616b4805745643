package gui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Explaining with nested forcing chains. The guided path guesses where
// nothing cheaper than a nested forcing chain applies; on request the
// window works out the path with them too (steps.SolveNested), which
// takes seconds to minutes on the hardest puzzles. It runs in the
// background behind a dialog that counts the time and can be
// cancelled; the path then replaces the one shown, at its first nested
// step. The puzzle list's Difficulty keeps the guided path's rating.

// nestedRun is a nested path being worked out: its dialog, and whether
// the person cancelled it.
type nestedRun struct {
	cancelled bool
	dialog    dialog.Dialog
}

// explainNested starts working out the nested path of the puzzle shown.
func (s *Studio) explainNested() {
	tr := s.st.trace
	if tr == nil || tr.Status == steps.Invalid || s.tracing {
		s.notify("There is no solution path to explain with nested chains yet.")
		return
	}
	if s.nested != nil {
		return // one at a time
	}
	p := tr.Puzzle
	gen, index := s.traceGen, s.index
	run := &nestedRun{}
	s.nested = run
	finish := func(nt *steps.Trace, took time.Duration) {
		if s.nested == run {
			s.nested = nil
			s.menus.refresh()
		}
		if run.cancelled || gen != s.traceGen || index != s.index {
			return
		}
		s.nestedReady(nt, took)
	}
	if s.sync {
		start := time.Now()
		finish(steps.SolveNested(p), time.Since(start))
		return
	}
	label := widget.NewLabel("Working out the path with nested forcing chains…")
	elapsed := widget.NewLabel("0 s")
	bar := widget.NewProgressBarInfinite()
	run.dialog = dialog.NewCustom("Nested forcing chains", "Cancel",
		fixedWidth(420, container.NewVBox(label, bar, elapsed,
			widget.NewLabel("The hardest puzzles take seconds to minutes."))), s.win)
	run.dialog.SetOnClosed(func() {
		if s.nested == run {
			// The engine cannot be stopped midway: its result is dropped.
			run.cancelled = true
			s.nested = nil
			s.menus.refresh()
			s.notify("Nested explanation cancelled.")
		}
	})
	run.dialog.Show()
	s.menus.refresh() // one run at a time
	done := make(chan struct{})
	start := time.Now()
	go func() { // the elapsed time, once a second, until done
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				text := fmt.Sprintf("%d s", int(time.Since(start).Seconds()))
				fyne.Do(func() { elapsed.SetText(text) })
			}
		}
	}()
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		nt := steps.SolveNested(p)
		took := time.Since(start)
		close(done)
		fyne.Do(func() {
			live := s.nested == run
			finish(nt, took)
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
	s.st = stepper{trace: nt}
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
