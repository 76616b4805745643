package gui

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
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
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// New › Generate…: a dialog for what to make, then a progress dialog
// with Cancel while the puzzles are made in the background. They join
// the open set (or a new one), checked and rated, and the first is
// opened; with a technique asked for, at the position just before its
// first step, ready to practise.

// The dialog's choices that stand for "no goal".
const (
	anyChoice      = "Any"
	layoutStandard = "Standard"
	layoutJigsaw   = "Jigsaw"
	layoutJigsaw2  = "Jigsaw, symmetric"
	intoOpenSet    = "Add to the open set"
	intoNewSet     = "Make a new set"
)

// maxGenerateCount bounds the puzzles one dialog asks for.
const maxGenerateCount = 1000

// generateTimeLimit bounds one run from the dialog: a rare goal ends
// with what was found, and says so.
const generateTimeLimit = 2 * time.Minute

// generateChoice is what the dialog asks for.
type generateChoice struct {
	req    generate.Request
	count  int
	seed   uint64
	newSet bool
}

// generateForm holds the dialog's widgets.
type generateForm struct {
	layout, difficulty, technique, symmetry *widget.Select
	hardest, minimal                        *widget.Check
	count                                   *routedEntry
	into                                    *widget.RadioGroup
}

// newGenerateForm builds the dialog's widgets with their defaults. The
// techniques come from the catalogue, so new ones appear by themselves;
// r takes Esc and Enter from its text field.
func newGenerateForm(r *inputRouter) *generateForm {
	f := &generateForm{}
	f.layout = widget.NewSelect([]string{layoutStandard, layoutJigsaw, layoutJigsaw2}, nil)
	f.layout.SetSelected(layoutStandard)
	grades := []string{anyChoice}
	for d := steps.Easy; d <= steps.Extreme; d++ {
		grades = append(grades, d.String())
	}
	f.difficulty = widget.NewSelect(grades, nil)
	f.difficulty.SetSelected(anyChoice)
	techniques := []string{anyChoice}
	for _, t := range steps.Techniques() {
		if !t.OnRequest { // never on a generated puzzle's path
			techniques = append(techniques, t.Name)
		}
	}
	f.hardest = widget.NewCheck("as the hardest step (practice)", nil)
	// "As the hardest step" means nothing without a technique: it is off
	// and disabled while Technique is Any, and on again when one is chosen.
	f.technique = widget.NewSelect(techniques, func(t string) {
		if t == anyChoice || t == "" {
			f.hardest.SetChecked(false)
			f.hardest.Disable()
		} else if f.hardest.Disabled() {
			f.hardest.Enable()
			f.hardest.SetChecked(true)
		}
	})
	f.technique.SetSelected(anyChoice)
	var syms []string
	for _, sym := range generate.Symmetries() {
		syms = append(syms, sym.String())
	}
	f.symmetry = widget.NewSelect(syms, nil)
	f.symmetry.SetSelected(generate.NoSymmetry.String())
	f.minimal = widget.NewCheck("minimal: every given needed", nil)
	f.count = newRoutedEntry(r)
	f.count.SetText("1")
	f.into = widget.NewRadioGroup([]string{intoOpenSet, intoNewSet}, nil)
	f.into.SetSelected(intoOpenSet)
	return f
}

// items lays the widgets out as form rows.
func (f *generateForm) items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem("Layout", f.layout),
		widget.NewFormItem("Difficulty", f.difficulty),
		widget.NewFormItem("Technique", container.NewVBox(f.technique, f.hardest)),
		widget.NewFormItem("Symmetry", f.symmetry),
		widget.NewFormItem("", f.minimal),
		widget.NewFormItem("Count", f.count),
		widget.NewFormItem("Puzzles", f.into),
	}
}

// choice reads the widgets into a request, or says what is wrong.
func (f *generateForm) choice() (generateChoice, error) {
	var c generateChoice
	switch f.layout.Selected {
	case layoutJigsaw:
		c.req.Jigsaw = true
	case layoutJigsaw2:
		c.req.Jigsaw, c.req.SymmetricLayout = true, true
	}
	if d := f.difficulty.Selected; d != anyChoice && d != "" {
		grade, err := generate.ParseDifficulty(d)
		if err != nil {
			return c, err
		}
		c.req.ByDifficulty, c.req.Difficulty = true, grade
	}
	if t := f.technique.Selected; t != anyChoice && t != "" {
		c.req.Technique, c.req.Hardest = t, f.hardest.Checked
	}
	sym, err := generate.ParseSymmetry(f.symmetry.Selected)
	if err != nil {
		return c, err
	}
	c.req.Symmetry, c.req.Minimal, c.req.Rate = sym, f.minimal.Checked, true
	n, err := strconv.Atoi(strings.TrimSpace(f.count.Text))
	if err != nil || n < 1 || n > maxGenerateCount {
		return c, fmt.Errorf("the count must be a number from 1 to %d", maxGenerateCount)
	}
	c.count, c.newSet = n, f.into.Selected == intoNewSet
	c.seed = rand.Uint64()
	if _, err := generate.New(c.req); err != nil {
		return c, err
	}
	return c, nil
}

// showGenerateDialog asks what to generate, then generates it.
func (s *Studio) showGenerateDialog() {
	f := newGenerateForm(s.input)
	d := dialog.NewForm("Generate Puzzles", "Generate", "Cancel", f.items(), func(ok bool) {
		if !ok {
			return
		}
		c, err := f.choice()
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
func (s *Studio) generate(c generateChoice) {
	ctx, cancel := context.WithTimeout(context.Background(), generateTimeLimit)
	bar := widget.NewProgressBar()
	label := widget.NewLabel(fmt.Sprintf("Generating %d puzzles…", c.count))
	progress := dialog.NewCustom("Generating", "Cancel", widgets.FixedWidth(360, container.NewVBox(label, bar)), s.win)
	progress.SetOnClosed(cancel)
	run := func() ([]generate.Result, *steps.Trace, error) {
		results, err := generate.Many(ctx, c.req, c.count, c.seed, 0, func(p generate.Progress) {
			fyne.Do(func() {
				bar.SetValue(float64(p.Done) / float64(p.Total))
				label.SetText(fmt.Sprintf("%d of %d puzzles made, %d candidates tried", p.Done, p.Total, p.Attempts))
			})
		})
		var tr *steps.Trace
		if len(results) > 0 && c.req.Technique != "" {
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
func (s *Studio) generated(c generateChoice, results []generate.Result, tr *steps.Trace, err error) {
	if len(results) == 0 {
		s.notify("No puzzle generated: %s", generateStopReason(err))
		return
	}
	add := func() {
		if c.newSet || s.model.Session() == nil {
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
		msg := fmt.Sprintf("Generated %d of %d puzzles", len(results), c.count)
		if goal := c.req.Goal(); goal != "" {
			msg += " (" + goal + ")"
		}
		if err != nil {
			msg += ": stopped early, " + generateStopReason(err)
		}
		s.notify("%s", msg)
	}
	if c.newSet {
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
