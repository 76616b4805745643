package gui

import (
	"context"
	"fmt"
	"math"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// goTo moves the step view to position pos of the path (clamped).
func (s *Studio) goTo(pos int) {
	if s.model.Mode().Editing() {
		// The path is of the puzzle as edited: stop editing first.
		s.leaveEditing(func() { s.switchMode(model.PathMode); s.goTo(pos) }, nil)
		return
	}
	if s.model.Mode() == model.SolveMode {
		s.leaveSolving()
	}
	if !s.st.GoTo(pos) {
		s.steps.Update(s.st.View(s.playing, s.summary(), s.stepNote())) // re-select the row
		return
	}
	s.steps.HideHint()
	s.stepMoved()
}

// stepMoved redraws after the position changed. Stepping through the
// solution path is the engine's work, not the person's: it leaves the
// puzzle's status in the list as it was.
func (s *Studio) stepMoved() {
	s.refresh()
	s.menus.refresh()
}

// focusBranch shows branch b (from 1) of the current step's forcing net
// alone on the board, or all its branches for 0.
func (s *Studio) focusBranch(b int) {
	if s.st.FocusBranch(b) {
		s.refresh()
	}
}

// unfoldTo draws the first n inferences of the chain or branch followed,
// or all of it for 0.
func (s *Studio) unfoldTo(n int) {
	if s.st.UnfoldTo(n) {
		s.refresh()
	}
}

// showHint names the next technique without taking the step; in solve
// mode it climbs the hint ladder on the person's position instead.
func (s *Studio) showHint() {
	if s.model.Mode() == model.SolveMode {
		s.climbHint()
		return
	}
	text := s.st.Hint()
	if s.st.Trace() == nil {
		text = s.stepNote()
	}
	s.steps.ShowHint(text)
}

// flash makes the cells of a name in the explanation blink on the
// board: one cell (r4c2) or a group (r4c89). It is the one place the
// step panel's links reach the board; a group flashes all its cells at once.
func (s *Studio) flash(cells grid.CellSet) {
	s.board.FlashCells(cells)
}

// summary is the rating line shown at the end of the path.
func (s *Studio) summary() string {
	if s.model.Session() == nil || s.model.Index() < 0 {
		return ""
	}
	if t := s.st.Trace(); t != nil && t == s.nestedShown {
		return model.NestedSummary(t)
	}
	info := &s.model.Session().Info[s.model.Index()]
	if !info.Rated {
		return ""
	}
	text := fmt.Sprintf("Difficulty %s, score %d", info.Difficulty, info.Score)
	if info.Hardest != "" {
		text += ", hardest step " + info.Hardest
	}
	if info.Profile != "" && info.Profile != steps.DefaultProfileName {
		text += ", with the techniques of profile " + info.Profile
	}
	return text + "."
}

// stepNote says why there is no path to step through, or "" when there is one.
func (s *Studio) stepNote() string {
	switch {
	case s.model.Editor() == nil:
		return ""
	case s.model.Invalid() != nil:
		return "This puzzle breaks a rule: " + s.model.Invalid().Error() + ". Fix the givens to see its solution path."
	case s.model.Checking():
		return "Checking the puzzle…"
	case s.model.Check().Status == solver.Multiple:
		return "This puzzle has several solutions, so there is no single solution path. Add givens until its solution is unique."
	case s.tracing:
		return "Working out the solution path…"
	}
	return ""
}

// Playing: a goroutine ticks at the chosen speed and takes one step a
// tick on the UI thread, until the end or a pause.

func (s *Studio) setSpeed(stepsPerSecond float64) {
	s.speed.Store(math.Float64bits(stepsPerSecond))
}

func (s *Studio) stepsPerSecond() float64 { return math.Float64frombits(s.speed.Load()) }

func (s *Studio) stepInterval() time.Duration {
	v := s.stepsPerSecond()
	if v < minStepsPerSecond {
		v = minStepsPerSecond
	}
	return time.Duration(float64(time.Second) / v)
}

// togglePlay starts or pauses playing the path.
func (s *Studio) togglePlay() {
	if s.playing {
		s.stopPlay()
		s.refresh()
		s.menus.refresh()
		return
	}
	if s.model.Mode().Editing() {
		s.leaveEditing(func() { s.switchMode(model.PathMode); s.togglePlay() }, nil)
		return
	}
	if s.model.Mode() == model.SolveMode {
		s.leaveSolving()
	}
	if !s.st.Ready() {
		s.showHint()
		return
	}
	if s.st.AtEnd() {
		s.st.GoTo(0) // play again from the start
	}
	s.playing = true
	stop := make(chan struct{})
	s.playStop = stop
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-time.After(s.stepInterval()):
			}
			fyne.Do(func() {
				if s.playStop != stop {
					return
				}
				if s.st.Next() {
					s.stepMoved()
				}
				if s.st.AtEnd() {
					s.stopPlay()
					s.refresh()
					s.menus.refresh()
				}
			})
		}
	}()
	s.steps.HideHint()
	s.refresh()
	s.menus.refresh()
}

// stopPlay pauses playing; it is safe to call when not playing.
func (s *Studio) stopPlay() {
	if !s.playing {
		return
	}
	s.playing = false
	close(s.playStop)
	s.playStop = nil
}

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

// explainNested starts working out the nested path of the puzzle shown.
func (s *Studio) explainNested() {
	tr := s.st.Trace()
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
				text, secs := model.NestedProgressText(pr, n), fmt.Sprintf("%d s", int(time.Since(start).Seconds()))
				share := 0.0
				if n > 0 {
					share = model.FilledShare(pr.Filled, givens)
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
	s.st = stepper.New(nt, true) // the panel no longer offers nested chains
	first, nested := model.FirstNested(nt)
	if first >= 0 {
		s.nestedShown = nt
		s.st.GoTo(first + 1)
	}
	s.refresh()
	s.menus.refresh()
	r := nt.Rate()
	switch {
	case nested == 0:
		s.notify("No nested forcing chain needed: the path is the guided one (%s).", words.Duration(took))
	default:
		s.notify("Path with nested forcing chains: %s, %s, %s, %s (%s).",
			words.Count(nested, "nested step", "nested steps"), words.Count(r.Guesses, "guess", "guesses"),
			words.Count(r.Steps, "step", "steps"), r.Difficulty, words.Duration(took))
	}
}

// showInner has the board draw the inner proof of inference at (from
// 1) of the branch followed, its first unfold inferences (0 all), as
// the step panel asks, or the step again for at 0.
func (s *Studio) showInner(at, unfold int) {
	if s.st.ShowInner(at, unfold) {
		s.refresh()
	}
}
