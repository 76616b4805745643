package gui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/generateform"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/practice"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
)

// setMode switches mode. Solve mode needs a puzzle that can be played:
// otherwise the mode stays and the status bar says why. Leaving the
// editing modes with the puzzle changed asks first (leaveEditing).
func (s *Studio) setMode(m model.Mode) {
	if s.model.Mode() == m {
		return
	}
	if s.model.Mode().Editing() && !m.Editing() {
		s.leaveEditing(func() { s.switchMode(m) }, nil)
		return
	}
	s.switchMode(m)
}

// switchMode switches mode without asking.
func (s *Studio) switchMode(m model.Mode) {
	if s.model.Mode() == m {
		return
	}
	if m == model.SolveMode {
		if !s.loadGame() {
			if !s.model.Mode().Editing() {
				return
			}
			m = model.PathMode // leaving the editing on a puzzle that cannot be played: its path shows why
		}
		s.stopPlay()
	}
	if s.model.Mode() == model.RegionMode && s.model.Editor() != nil && s.model.Editor().DraftPending() {
		// Leaving region mode with painting not applied: keep it as a
		// draft, but say so, so that it is not mistaken for applied.
		s.notify("The painted regions are not applied yet: Edit Regions › Apply uses them")
	}
	if s.model.Mode() == model.SolveMode {
		s.dropSolveNotice()
	}
	if m.Editing() && !s.model.Mode().Editing() && s.model.Editor() != nil {
		s.editStart = s.model.Editor().Puzzle()
	}
	s.model.SetMode(m)
	if m.Editing() {
		s.stopPlay()
		if s.st.Pos() != 0 {
			s.st.GoTo(0) // the puzzle is edited as it is, not at a step of its path
		}
	}
	s.refresh()
	s.menus.refresh()
}

// toggleEditing enters mode m (Edit or Regions), or leaves the editing
// modes for Solve mode when m is on.
func (s *Studio) toggleEditing(m model.Mode) {
	if s.model.Mode() == m {
		s.setMode(model.SolveMode)
		return
	}
	s.setMode(m)
}

// newPracticePanel makes the practice panel (gui/practice) with its
// hooks into the window.
func (s *Studio) newPracticePanel() *practice.Panel {
	p := practice.New(s.prefs.practice())
	p.OnChange = func() {
		s.board.SetModel(p.BoardModel())
		s.status.update(s) // the round's puzzle, once it is made
	}
	p.OnTally = func(t string) { s.prefs.setPractice(t, p.Technique.Selected) }
	p.OnLeave, p.Background = s.togglePractice, s.background
	p.SetLen, p.SetPuzzle = s.listLen, func(i int) grid.Puzzle { return s.model.Session().Puzzle(i) }
	return p
}

// followPractice runs practice while its mode lasts, however the mode
// is left (a puzzle opened from the list leaves it too).
func (s *Studio) followPractice(c model.Change) {
	if practising := s.model.Mode() == model.PracticeMode; c.Has(model.ChangedMode) && practising != s.practice.Active() {
		if practising {
			s.practice.Start()
		} else {
			s.practice.Stop()
		}
	}
}

// togglePractice enters practice (Solve › Practise a Technique), or
// leaves it for Solve mode, or the path where the puzzle cannot be played.
func (s *Studio) togglePractice() {
	if s.model.Mode() != model.PracticeMode {
		s.setMode(model.PracticeMode)
	} else if s.setMode(model.SolveMode); s.model.Mode() == model.PracticeMode {
		s.setMode(model.PathMode)
	}
}

// editChanges counts the cells whose given differs from when the
// editing began, and reports whether the layout changed.
func (s *Studio) editChanges() (cells int, layout bool) {
	if s.model.Editor() == nil {
		return 0, false
	}
	now := s.model.Editor().Puzzle()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if now.Givens[c] != s.editStart.Givens[c] {
			cells++
		}
	}
	return cells, !now.Regions().Equal(s.editStart.Regions())
}

// leaveEditing runs then at once when the puzzle is as it was when the
// editing began; otherwise it asks whether to keep the changes (the
// default), revert them, or stay in the editing mode, which runs stay.
func (s *Studio) leaveEditing(then, stay func()) {
	cells, layout := s.editChanges()
	if cells == 0 && !layout {
		then()
		return
	}
	what := ""
	switch {
	case cells > 0 && layout:
		what = fmt.Sprintf("the givens of %s and the region layout", cellsWord(cells))
	case layout:
		what = "the region layout"
	default:
		what = fmt.Sprintf("the givens of %s", cellsWord(cells))
	}
	msg := widget.NewLabel(fmt.Sprintf("You changed %s of puzzle %d.\n\n"+
		"Keep Changes leaves them in the puzzle (Save Puzzles As… writes them to a file); "+
		"Revert puts the puzzle back as it was when you began editing.", what, s.model.Index()+1))
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	keep := widget.NewButton("Keep Changes", func() { d.Hide(); then() })
	keep.Importance = widget.HighImportance
	revert := widget.NewButton("Revert", func() {
		d.Hide()
		if s.model.Editor().Revert(s.editStart, "revert the edits") {
			s.puzzleEdited()
		}
		then()
	})
	stayBtn := widget.NewButton("Stay in Edit Mode", func() {
		d.Hide()
		if stay != nil {
			stay()
		}
	})
	d = dialog.NewCustomWithoutButtons("Keep your changes to the puzzle?", widgets.FixedWidth(460, msg), s.win)
	d.SetButtons([]fyne.CanvasObject{stayBtn, revert, keep})
	s.showDialogEnter(d, func() { d.Hide(); then() })
}

func cellsWord(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return fmt.Sprintf("%d cells", n)
}

// newEditBanner is the line above the board while the puzzle is being
// edited: what digits and taps do now, and the button that stops.
func newEditBanner(s *Studio) (banner *fyne.Container, text *widget.Label) {
	text = modeLine("")
	text.TextStyle.Bold = true
	done := widget.NewButton("Done Editing", func() { s.toggleEditing(s.model.Mode()) })
	done.Importance = widget.HighImportance
	return container.NewBorder(nil, nil, nil, container.NewCenter(done), text), text
}

// modeLine is a line of the room above the board: one line high
// whatever it says, so that the board under it never moves.
func modeLine(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// bannerText says what the editing mode m does.
func bannerText(m model.Mode) string {
	if m == model.RegionMode {
		return "Painting the regions"
	}
	return "Editing: digits are givens"
}

// setAutoAdvance turns on or off the move to the next cell after a
// digit typed in Edit Puzzle mode, and remembers it.
func (s *Studio) setAutoAdvance(on bool) {
	s.autoAdvance = on
	s.prefs.setAutoAdvance(on)
	s.menus.refresh()
}

// advanceAfterDigit moves the selection to the next cell, row by row, after a
// digit in Edit Puzzle mode when Auto-Advance is on.
func (s *Studio) advanceAfterDigit() {
	if !s.autoAdvance || s.model.Mode() != model.EditMode {
		return
	}
	if c := s.board.Selected(); c >= 0 {
		s.board.SetSelected((c + 1) % grid.NumCells)
	}
}

// New › Generate…: a dialog for what to make, then a progress dialog
// with Cancel while the puzzles are made in the background. They join
// the open set (or a new one), checked and rated, and the first is
// opened; with a technique asked for, at the position just before its
// first step, ready to practise.

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
	c.Req.Profile = s.model.Profile() // rated, and a technique asked for found, as the path shows them
	ctx, cancel := context.WithTimeout(context.Background(), generateform.TimeLimit)
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
			tr = steps.SolveProfile(results[0].Puzzle, c.Req.Profile) // to open it at the step
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
		s.notify("No puzzle generated: %s", generateform.StopReason(err))
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
		s.list.ScrollTo(first)
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
			msg += ": stopped early, " + generateform.StopReason(err)
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
	s.tracing = false
	s.model.Solved(tr.Exact)
	s.st = stepper.New(tr, false)
	s.st.GoTo(pos)
	s.list.RefreshPuzzle(i)
	s.refresh()
}

// startGameAtPath starts puzzle i's game at the position the step view
// shows, with its candidates as notes, so that in solve mode the board,
// the step panel and the mode agree: the person practises from just
// before the technique, as the step view shows it.
func (s *Studio) startGameAtPath(i int) {
	if s.model.Index() != i || !s.st.Ready() {
		return
	}
	st := s.st.State()
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
	s.list.RefreshPuzzle(i)
	s.refresh()
}
