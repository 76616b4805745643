package gui

import (
	"fmt"
	"math"
	"time"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// startTrace works out the solution path of p in the background; a
// newer edit makes the result stale, and it is dropped.
func (s *Studio) startTrace(p grid.Puzzle) {
	gen := s.traceGen
	index := s.model.Index()
	opts, prof := s.traceOptions(), s.model.Profile()
	s.tracing = true
	s.background(func() func() {
		trace := steps.SolveWith(p, opts)
		if opts.Search == steps.Guided { // the one path that takes techniques in a profile's order
			trace = steps.SolveProfile(p, prof)
		}
		return func() { s.traceReady(gen, index, trace) }
	})
}

// traceReady shows a solution path once it is worked out.
func (s *Studio) traceReady(gen, index int, trace *steps.Trace) {
	if gen != s.traceGen || index != s.model.Index() {
		return
	}
	s.tracing = false
	s.st = stepper{trace: trace}
	switch {
	case trace.Status == steps.Solved && trace.Mode == steps.Guided: // the rating is the guided path's
		s.model.Session().SetRating(index, trace.Rate())
		s.list.List.RefreshItem(index)
	case trace.Status != steps.Invalid && !s.model.Session().Info[index].Rated:
		// Another search shows: the Difficulty column still tells the
		// rating, from the guided path worked out aside.
		s.rateAside(gen, index, trace.Puzzle)
	}
	if s.keep != nil {
		s.st.goTo(s.keep.landing(trace))
		s.keep = nil
	}
	s.refresh()
	s.menus.refresh()
}

// rateAside works out the guided path of puzzle index off the UI thread
// for its rating alone.
func (s *Studio) rateAside(gen, index int, p grid.Puzzle) {
	prof := s.model.Profile()
	s.background(func() func() {
		tr := steps.SolveProfile(p, prof)
		return func() {
			if gen != s.traceGen || index != s.model.Index() || tr.Status != steps.Solved {
				return
			}
			s.model.Session().SetRating(index, tr.Rate())
			s.list.List.RefreshItem(index)
			s.refresh()
		}
	})
}

// keptPlace is where the person was on the path shown before switching
// the search: the position, the step there, and how many guesses the
// path had taken by then.
type keptPlace struct {
	pos     int
	step    *steps.Step
	guesses int
}

// keepPlace remembers where the person is on the path shown, for the
// path of another search to land near it (see landing).
func (s *Studio) keepPlace() {
	if !s.st.ready() || s.st.pos == 0 {
		s.keep = nil
		return
	}
	x := newSearchIndex(s.st.trace)
	s.keep = &keptPlace{pos: s.st.pos, step: s.st.current(), guesses: before(x.guesses, s.st.pos)}
}

// landing is the position of t nearest the kept place: the same step at
// the same position if t has it, else just after t's matching guess
// (the same count of guesses taken), else as far as t goes.
func (k *keptPlace) landing(t *steps.Trace) int {
	if k.pos <= t.Len() && k.step != nil {
		if st := &t.Steps[k.pos-1]; st.Kind == k.step.Kind && st.Technique == k.step.Technique && st.Text == k.step.Text {
			return k.pos
		}
	}
	x := newSearchIndex(t)
	if k.guesses > 0 && len(x.guesses) > 0 {
		return int(x.guesses[min(k.guesses, len(x.guesses))-1]) + 1
	}
	return min(k.pos, t.Len())
}

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
	if !s.st.goTo(pos) {
		s.steps.Update(s.st.view(s.playing, s.summary(), s.stepNote())) // re-select the row
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
	if s.st.focusBranch(b) {
		s.refresh()
	}
}

// unfoldTo draws the first n inferences of the chain or branch followed,
// or all of it for 0.
func (s *Studio) unfoldTo(n int) {
	if s.st.unfoldTo(n) {
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
	text := s.st.hint()
	if s.st.trace == nil {
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
	if t := s.st.trace; t != nil && t == s.nestedShown {
		return nestedSummary(t)
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
	case s.invalid != nil:
		return "This puzzle breaks a rule: " + s.invalid.Error() + ". Fix the givens to see its solution path."
	case s.checking:
		return "Checking the puzzle…"
	case s.check.Status == solver.Multiple:
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
	if !s.st.ready() {
		s.showHint()
		return
	}
	if s.st.atEnd() {
		s.st.goTo(0) // play again from the start
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
				if s.st.next() {
					s.stepMoved()
				}
				if s.st.atEnd() {
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
