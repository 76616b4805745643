package gui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
)

// The route of an opened file, top to bottom. A file read and parsed
// off the UI thread (files.go: openInBackground, showLoaded) becomes the
// model's open set in loadSession, which opens its first puzzle
// (openPuzzle, showPuzzle); the puzzle is validated and checked by the
// exact solver in the background (recheck, checkReady), then its
// solution path is worked out (startTrace, traceReady) and rated
// (rateAside); refresh then draws the board, the step panel and the bars
// from the model. The model tells modelChanged of each change it makes.

// loadSession shows a new puzzle set, at its first puzzle.
func (s *Studio) loadSession(sess *model.Session) {
	s.stopPlay()
	s.cancelBatch()
	// A file opens in Solve mode, where nothing typed changes its givens,
	// and with the Guided search.
	s.model.Open(sess)
	if !s.sync { // tests rate only when they ask
		s.rater.Start(sess, s.model.Profile())
	}
	if sess.Len() > 0 {
		s.openPuzzle(max(s.model.List().Puzzle(0), 0)) // the first row, as the list is sorted
		s.list.List.ScrollToTop()
	}
	s.menus.refresh()
}

// openPuzzle shows puzzle i of the set from the start of its path, in
// Solve mode. Leaving a puzzle being edited asks first about changes.
func (s *Studio) openPuzzle(i int) {
	if s.model.Session() == nil || i < 0 || i >= s.model.Session().Len() {
		return
	}
	if i == s.model.Index() {
		return
	}
	if s.model.Mode().Editing() {
		from := s.model.Index()
		s.leaveEditing(func() { s.model.SetMode(model.SolveMode); s.showPuzzle(i) }, func() { s.list.SelectQuietly(from) })
		return
	}
	s.showPuzzle(i)
}

// showPuzzle shows puzzle i, in Solve mode where it can be played and
// on its solution path where it cannot.
func (s *Studio) showPuzzle(i int) {
	s.stopPlay()
	s.model.Show(i)
	s.message = ""
	s.board.SetSelected(0)
	s.recheck()
	s.model.SetMode(model.SolveMode)
	if !s.loadGame() {
		s.model.SetMode(model.PathMode)
	}
	s.refresh()
	s.menus.refresh()
}

// recheck validates the puzzle and, in the background, asks the exact
// solver how many solutions it has and then works out its solution
// path. A newer edit or another puzzle makes the answers stale: they
// are dropped.
func (s *Studio) recheck() {
	p := s.model.Editor().Puzzle()
	s.st = stepper.Stepper{}
	s.keep = nil
	s.traceGen++
	s.tracing = false
	if s.model.Validate() != nil {
		return
	}
	gen, index := s.traceGen, s.model.Index()
	s.background(func() func() {
		r := solver.Solve(p, 2)
		return func() { s.checkReady(gen, index, p, r) }
	})
}

// checkReady takes the exact solver's answer for the puzzle shown.
func (s *Studio) checkReady(gen, index int, p grid.Puzzle, r solver.Result) {
	if gen != s.traceGen || index != s.model.Index() {
		return
	}
	s.model.Solved(r)
	s.model.Session().SetChecked(index, r)
	s.list.RefreshPuzzle(index)
	if r.Status != solver.Multiple && r.Status != solver.Unknown {
		s.startTrace(p) // several solutions have no single path to show, nor a puzzle the solver gave up on
	}
	s.refresh()
}

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
	s.st = stepper.New(trace, false)
	switch {
	case trace.Status == steps.Solved && trace.Mode == steps.Guided: // the rating is the guided path's
		s.model.Session().SetRating(index, trace.Rate())
		s.list.RefreshPuzzle(index)
	case trace.Status != steps.Invalid && !s.model.Session().Info[index].Rated:
		// Another search shows: the Difficulty column still tells the
		// rating, from the guided path worked out aside.
		s.rateAside(gen, index, trace.Puzzle)
	}
	if s.keep != nil {
		s.st.GoTo(s.keep.landing(trace))
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
			s.list.RefreshPuzzle(index)
			s.refresh()
		}
	})
}

// refresh redraws the board, the step panel and the status bar from the
// model.
func (s *Studio) refresh() {
	if s.model.Editor() == nil {
		s.status.update(s)
		return
	}
	m := s.boardModel()
	s.board.SetModel(m)
	s.steps.Update(s.st.View(s.playing, s.summary(), s.stepNote()))
	s.search.update(s)
	s.status.update(s)
	s.tools.update(s)
	s.updateSolveBar()
	s.updateModeSlot()
	s.updatePad()
	s.bench.update()
	s.updateAllSteps()
	s.refreshTitle()
}

// modelChanged keeps the views that follow the model's own state in
// step with it: the list's rows and selection, and the window's title.
// What follows from the engine's answers is redrawn by refresh.
func (s *Studio) modelChanged(c model.Change) {
	if c.Has(model.ChangedSet) {
		s.list.Refresh()
	}
	if i := s.model.Index(); i >= 0 {
		if c.Has(model.ChangedPuzzle) {
			s.list.SelectQuietly(i)
		}
		if c.Has(model.ChangedGivens) {
			s.list.RefreshPuzzle(i)
		}
	}
	if c&(model.ChangedSet|model.ChangedGivens|model.ChangedSaved) != 0 {
		s.refreshTitle()
	}
	s.followPractice(c)
}

// openNeighbour opens the puzzle delta rows from the one shown in the
// list's order (as sorted and filtered), and shows it in the list.
func (s *Studio) openNeighbour(delta int) {
	i := s.list.Neighbour(s.model.Index(), delta)
	if i < 0 {
		return
	}
	s.openPuzzle(i)
	s.list.ScrollTo(i)
}

// puzzleEdited re-checks the puzzle after an edit of its givens or
// layout, and works out its new solution path.
func (s *Studio) puzzleEdited() {
	s.stopPlay()
	s.model.Edited()
	s.recheck()
	s.list.RefreshPuzzle(s.model.Index())
	s.refresh()
	s.menus.refresh()
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
	if !s.st.Ready() || s.st.Pos() == 0 {
		s.keep = nil
		return
	}
	x := newSearchIndex(s.st.Trace())
	s.keep = &keptPlace{pos: s.st.Pos(), step: s.st.Current(), guesses: before(x.guesses, s.st.Pos())}
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

// listAllSteps works out the listing of the position shown, in the
// background: first the techniques without chains, shown at once, then
// every technique, which may take long (forcing chains and nets); a
// newer listing or Close drops it.
func (s *Studio) listAllSteps() {
	v := s.allSteps
	if v.cancel != nil {
		v.cancel()
	}
	v.gen++
	gen := v.gen
	ctx, cancel := context.WithCancel(context.Background())
	v.cancel = cancel
	solving := s.solving()
	canApply := solving || (s.st.Ready() && s.st.Trace().CanContinueAt(s.st.Pos()))
	var run func(p steps.Profile) ([]steps.TechniqueInstances, error)
	full := s.model.Profile() // the techniques of Technique Settings
	where := ""
	switch {
	case solving:
		// A copy of the game: the listing runs beside the person's moves.
		g, err := play.Restore(s.model.Game().Puzzle(), s.model.Game().Progress())
		if err != nil {
			v.panel.SetGroups(nil, err.Error(), false)
			return
		}
		full = s.model.Game().Profile()
		run = func(p steps.Profile) ([]steps.TechniqueInstances, error) { return g.AllStepsIn(ctx, p, allStepsLimit) }
		where = "On your own position (your notes as candidates). Pick a step to see it; Apply makes it as one move."
	case s.st.Ready():
		st := *s.st.State()
		unique := !s.model.Checking() && s.model.Invalid() == nil && s.model.Check().Status == solver.Unique
		run = func(p steps.Profile) ([]steps.TechniqueInstances, error) {
			return steps.AllAt(ctx, &st, unique, p, allStepsLimit)
		}
		where = fmt.Sprintf("At step %d of the solution path. Pick a step to see it; Apply takes it as the next step and the path goes on from there.", s.st.Pos())
		if !canApply {
			where = fmt.Sprintf("At step %d of the solution path, under a guess: pick a step to see it.", s.st.Pos())
		}
	default:
		v.panel.SetGroups(nil, "The solution path is still being worked out.", false)
		return
	}
	quick, _ := steps.BuiltinProfile("No chains")
	v.panel.SetGroups(nil, "Looking for every step here…", false)
	show := func(groups []steps.TechniqueInstances, err error, done bool) {
		if gen != v.gen {
			return
		}
		note := where
		n := 0
		for _, g := range groups {
			n += len(g.Steps) + g.More
		}
		switch {
		case err != nil:
			note = "Stopped: the techniques after the last listed were not tried. " + note
		case !done:
			note = "Chains and forcing nets are still being looked for (× stops). " + note
		case n == 0:
			note = "No technique applies here: the next move would need a guess."
		}
		pick := v.pick
		v.panel.SetGroups(groups, note, canApply)
		if pick != nil && !v.panel.PickText(pick.Text) {
			v.pick = nil
		}
		if done {
			v.cancel = nil
		}
	}
	s.background(func() func() {
		if full.IsDefault() { // the quick techniques are the profile's first
			if groups, err := run(quick); err == nil {
				s.onUI(func() { show(groups, nil, false) })
			}
		}
		groups, err := run(full)
		return func() { show(groups, err, true) }
	})
}

// onUI runs f on the UI thread: at once in tests (sync), else through
// fyne.Do.
func (s *Studio) onUI(f func()) {
	if s.sync {
		f()
		return
	}
	fyne.Do(f)
}

// applyListedStep makes the step picked in the person's game, or on the
// solution path takes it as the next step, the rest of the path worked
// out afresh from there in the background.
func (s *Studio) applyListedStep(st *steps.Step) {
	if !s.solving() {
		tr, pos, nested, gen, index := s.st.Trace(), s.st.Pos(), s.st.Nested(), s.traceGen, s.model.Index()
		prof, taken := s.model.Profile(), *st
		s.background(func() func() {
			nt, err := steps.ContinueWith(tr, pos, taken, prof, nested)
			return func() {
				if gen != s.traceGen || index != s.model.Index() || s.st.Trace() != tr {
					return // the puzzle or its path changed meanwhile
				}
				if err != nil {
					s.notify("%v", err)
					return
				}
				s.allSteps.pick, s.st = nil, stepper.New(nt, nested)
				s.st.GoTo(pos + 1)
				s.refresh()
				s.menus.refresh()
				s.notify("Took %s; the path goes on from there", taken.Text)
			}
		})
		return
	}
	if err := s.model.Game().ApplyStep(st); err != nil {
		s.notify("%v", err)
		return
	}
	s.allSteps.pick = nil
	s.gameMoved()
	s.notify("Applied: %s", st.Text)
}
