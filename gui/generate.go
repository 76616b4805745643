package gui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/generateform"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// New › Generate…: a dialog for what to make, then a progress dialog
// with Cancel while the puzzles are made in the background. They join
// the open set (or a new one), checked and rated, and the first is
// opened; with a technique asked for, at the position just before its
// first step, ready to practise.

// generateTimeLimit bounds one run from the dialog: a rare goal ends
// with what was found, and says so.
const generateTimeLimit = 2 * time.Minute

// showGenerateDialog asks what to generate, then generates it.
func (s *Studio) showGenerateDialog() {
	count := s.newEntry()
	f := generateform.New(&count.Entry, count)
	d := dialog.NewForm("Generate Puzzles", "Generate", "Cancel", f.Items(), func(ok bool) {
		if !ok {
			return
		}
		c, err := f.Choice()
		if err != nil {
			s.showDialog(dialog.NewError(err, s.win))
			return
		}
		s.generate(c)
	}, s.win)
	d.Resize(fyne.NewSize(460, d.MinSize().Height))
	s.showDialog(d)
}

// generate makes the puzzles in the background behind a progress dialog
// whose Cancel keeps what is done.
func (s *Studio) generate(c generateform.Choice) {
	ctx, cancel := context.WithTimeout(context.Background(), generateTimeLimit)
	bar := widget.NewProgressBar()
	label := widget.NewLabel(fmt.Sprintf("Generating %d puzzles…", c.Count))
	progress := dialog.NewCustom("Generating", "Cancel", widgets.FixedWidth(360, container.NewVBox(label, bar)), s.win)
	progress.SetOnClosed(cancel)
	run := func() ([]generate.Result, *steps.Trace, error) {
		results, err := generate.Many(ctx, c.Req, c.Count, c.Seed, 0, func(p generate.Progress) {
			fyne.Do(func() {
				bar.SetValue(float64(p.Done) / float64(p.Total))
				label.SetText(fmt.Sprintf("%d of %d puzzles made, %d candidates tried", p.Done, p.Total, p.Attempts))
			})
		})
		var tr *steps.Trace
		if len(results) > 0 && c.Req.Technique != "" {
			tr = steps.Solve(results[0].Puzzle) // to open it at the step
		}
		return results, tr, err
	}
	if s.sync {
		results, tr, err := run()
		cancel()
		s.generated(c, results, tr, err)
		return
	}
	s.showDialog(progress)
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		results, tr, err := run()
		fyne.Do(func() {
			progress.Hide() // its OnClosed cancels a run already over: harmless
			cancel()
			s.generated(c, results, tr, err)
		})
	}()
}

// generated adds the puzzles made to the set, opens the first one and
// says how the run went.
func (s *Studio) generated(c generateform.Choice, results []generate.Result, tr *steps.Trace, err error) {
	if len(results) == 0 {
		s.notify("No puzzle generated: %s", generateStopReason(err))
		return
	}
	add := func() {
		if c.NewSet || s.model.Session() == nil {
			sess := model.NewSession(&puzzlefile.Set{}, "", "Generated puzzles")
			s.loadSession(sess)
		}
		first := -1
		for _, r := range results {
			i := s.model.Session().Add(r.Puzzle)
			if first < 0 {
				first = i
			}
			s.model.Session().SetChecked(i, solver.Result{Status: solver.Unique, Solution: r.Solution})
			if r.Rated {
				s.model.Session().SetRating(i, r.Rating)
			}
		}
		s.list.Refresh()
		s.openPuzzle(first)
		s.list.List.ScrollTo(first)
		if tr != nil && results[0].Step >= 0 {
			s.showPathAt(first, tr, results[0].Step)
			if s.model.Mode() == model.SolveMode {
				s.startGameAtPath(first)
			}
		}
		s.refreshTitle()
		s.menus.refresh()
		msg := fmt.Sprintf("Generated %d of %d puzzles", len(results), c.Count)
		if goal := c.Req.Goal(); goal != "" {
			msg += " (" + goal + ")"
		}
		if err != nil {
			msg += ": stopped early, " + generateStopReason(err)
		}
		s.notify("%s", msg)
	}
	if c.NewSet {
		s.confirmDiscard("start a new set of generated puzzles", add)
		return
	}
	add()
}

// showPathAt shows the path tr of puzzle i, which is open, at position
// pos: the generator has worked out what the background check would,
// so that check's answers are dropped as stale.
func (s *Studio) showPathAt(i int, tr *steps.Trace, pos int) {
	if s.model.Index() != i {
		return
	}
	s.traceGen++
	s.checking, s.tracing = false, false
	s.check = tr.Exact
	s.st = stepper{trace: tr}
	s.st.goTo(pos)
	s.list.List.RefreshItem(i)
	s.refresh()
}

// generateStopReason says in words why a run stopped early.
func generateStopReason(err error) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the goal is rare, and %s passed", generateTimeLimit)
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case err == nil:
		return "none asked for"
	}
	return err.Error()
}

// startGameAtPath starts puzzle i's game at the position the step view
// shows, with its candidates as notes, so that in solve mode the board,
// the step panel and the mode agree: the person practises from just
// before the technique, as the step view shows it.
func (s *Studio) startGameAtPath(i int) {
	if s.model.Index() != i || !s.st.ready() {
		return
	}
	st := s.st.state()
	if st == nil {
		return
	}
	p := s.model.Session().Puzzle(i)
	var work play.Progress
	for c := range st.Grid {
		switch {
		case p.Givens[c] != 0:
		case st.Grid[c] != 0:
			work.Entries[c] = st.Grid[c]
		default:
			work.Notes[c] = play.NoteMask(st.Candidates[c])
		}
	}
	if err := s.model.Session().SetProgress(i, work); err != nil {
		s.notify("Could not start at the step: %v", err)
		return
	}
	s.model.SetGame(nil)
	s.loadGame()
	s.list.List.RefreshItem(i)
	s.refresh()
}
