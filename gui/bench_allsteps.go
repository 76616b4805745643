package gui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/allsteps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// All steps here: the panel (gui/allsteps) lists every technique
// instance at the position shown, in the right column in place of the
// solve panel or the path. In solve mode the position is the person's
// (their notes as candidates) and Apply makes the step picked as one
// move of their game; on the solution path it is the path's position,
// and a pick is drawn but not applied (the path keeps the engine's
// order). The listing runs in the background and Close stops it.

// allStepsLimit caps each technique's list; the rest are counted.
const allStepsLimit = 50

// allStepsView is the window's side of the panel.
type allStepsView struct {
	panel  *allsteps.Panel
	open   bool
	key    allStepsKey // the position listed
	pick   *steps.Step // the step picked, drawn while key holds
	gen    int         // the listing being worked out; older results are dropped
	cancel context.CancelFunc
}

// allStepsKey says which position a listing is of.
type allStepsKey struct {
	mode  model.Mode
	index int
	pos   int
	work  play.Progress
}

func newAllStepsView(s *Studio) *allStepsView {
	v := &allStepsView{panel: allsteps.New()}
	v.panel.Content().Hide()
	v.panel.OnPick = func(st *steps.Step) { v.pick = st; s.refresh() }
	v.panel.OnApply = func(st *steps.Step) { s.input.guard(func() { s.applyListedStep(st) })() }
	v.panel.OnClose = func() { s.input.guard(func() { s.setAllSteps(false) })() }
	return v
}

// currentKey is the key of the position shown now.
func (s *Studio) allStepsKey() allStepsKey {
	k := allStepsKey{mode: s.model.Mode(), index: s.model.Index(), pos: s.st.Pos()}
	if s.solving() {
		k.pos, k.work = 0, s.model.Game().Progress()
	}
	return k
}

// setAllSteps opens or closes the panel.
func (s *Studio) setAllSteps(open bool) {
	v := s.allSteps
	v.open, v.pick = open, nil
	if !open && v.cancel != nil {
		v.cancel()
		v.cancel = nil
	}
	v.key = allStepsKey{index: -1} // list afresh on opening
	s.refresh()
	s.menus.refreshBench()
}

// updateAllSteps shows the panel in place of the right column's others
// while it is open, lists the position when it changed, and draws the
// step picked.
func (s *Studio) updateAllSteps() {
	v := s.allSteps
	widgets.SetVisible(v.panel.Content(), v.open)
	if !v.open {
		return
	}
	widgets.SetVisible(s.solveBar.Content, false)
	widgets.SetVisible(s.pathPanel, false)
	if key := s.allStepsKey(); key != v.key {
		v.key, v.pick = key, nil
		s.listAllSteps()
	}
	if v.pick != nil {
		m := s.board.Model()
		m.Step = v.pick
		s.board.SetModel(m)
	}
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
	var run func(p steps.Profile) ([]steps.TechniqueInstances, error)
	full := steps.DefaultProfile()
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
		where = fmt.Sprintf("At step %d of the solution path. Pick a step to see it; Solve mode (Ctrl+2) applies steps to your own game.", s.st.Pos())
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
		v.panel.SetGroups(groups, note, solving)
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

// applyListedStep makes the step picked in the person's game.
func (s *Studio) applyListedStep(st *steps.Step) {
	if !s.solving() {
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
