package practice

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/practice"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// Techniques are the ones the panel offers, easiest first: those of the
// default path whose steps a person can find by eye and mark.
func Techniques() []string {
	var out []string
	for _, t := range steps.Techniques() {
		if t.OnRequest || t.ListOnly || t.Name == steps.GuessName || t.Name == steps.SinglesName {
			continue
		}
		if _, err := practice.Lookup(t.Name); err == nil {
			out = append(out, t.Name)
		}
	}
	return out
}

// Panel is the practice panel, in the room the solve panel has in Solve
// mode. The window sets the hooks before Start.
type Panel struct {
	// Content is the whole panel, for the window to place; hidden until
	// the window shows it.
	Content *fyne.Container
	// Technique, Jigsaw and FromSet are the round's choices: a change
	// starts a new round.
	Technique       *widget.Select
	Jigsaw, FromSet *widget.Check
	// Check, Show, Next and Leave are the panel's buttons.
	CheckButton, ShowButton, NextButton, Leave *widget.Button
	// Header names the round; Result says what Check found; Tally is the
	// technique's score.
	Header, Result, Tally *widget.Label

	// OnChange is told that the board's picture or the round changed.
	OnChange func()
	// OnTally is told the whole tally, as a preference string, after
	// every Check.
	OnTally func(tally string)
	// OnLeave is told the person pressed Leave.
	OnLeave func()
	// Background runs work off the UI thread and what it returns on it.
	Background func(work func() func())
	// SetLen and SetPuzzle read the open set, for rounds taken from it;
	// they are called on the UI thread.
	SetLen    func() int
	SetPuzzle func(i int) grid.Puzzle

	active bool
	quiet  bool // set while the panel sets its own choices
	st     state
	tally  practice.Tally
}

// New returns the panel, hidden, with the tally kept in the preferences
// (a damaged one starts afresh) and the technique chosen last.
func New(tally, technique string) *Panel {
	p := &Panel{}
	p.tally, _ = practice.ParseTally(tally)
	if p.tally == nil {
		p.tally = make(practice.Tally)
	}
	p.Technique = widget.NewSelect(Techniques(), func(string) { p.choiceChanged() })
	p.quiet = true
	if name, err := practice.Lookup(technique); err == nil {
		p.Technique.SetSelected(name)
	} else {
		p.Technique.SetSelected("X-Wing")
	}
	p.Jigsaw = widget.NewCheck("Jigsaw", func(bool) { p.choiceChanged() })
	p.FromSet = widget.NewCheck("From the open set", func(bool) { p.choiceChanged() })
	p.quiet = false
	p.CheckButton = widget.NewButtonWithIcon("Check", theme.ConfirmIcon(), p.Check)
	p.CheckButton.Importance = widget.HighImportance
	p.ShowButton = widget.NewButtonWithIcon("Show", theme.VisibilityIcon(), p.Show)
	p.NextButton = widget.NewButtonWithIcon("Next", theme.MediaSkipNextIcon(), p.Next)
	p.Leave = widget.NewButtonWithIcon("Leave", theme.CancelIcon(), func() {
		if p.OnLeave != nil {
			p.OnLeave()
		}
	})
	p.Header = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.Header.Wrapping = fyne.TextWrapWord
	p.Result = widget.NewLabel("")
	p.Result.Wrapping = fyne.TextWrapWord
	p.Tally = widget.NewLabel("")
	p.Tally.Wrapping = fyne.TextWrapWord
	title := widget.NewLabelWithStyle("Practice", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	choices := container.New(&widgets.WrapRow{OnRows: func() { fyne.Do(p.Content.Refresh) }}, p.Jigsaw, p.FromSet)
	buttons := container.New(&widgets.WrapRow{OnRows: func() { fyne.Do(p.Content.Refresh) }},
		p.CheckButton, p.ShowButton, p.NextButton, p.Leave)
	top := container.NewVBox(title, p.Technique, choices, widget.NewSeparator(), p.Header, buttons, widget.NewSeparator())
	p.Content = container.NewBorder(top, p.Tally, nil, nil, container.NewVScroll(p.Result))
	p.Content.Hide()
	p.update()
	return p
}

// technique is the technique chosen.
func (p *Panel) technique() string { return p.Technique.Selected }

// TallyText returns the tally as the preferences keep it.
func (p *Panel) TallyText() string { return p.tally.String() }

// choiceChanged starts over with the new choice while practice is on.
func (p *Panel) choiceChanged() {
	if p.quiet {
		return
	}
	if !p.active {
		p.update()
		return
	}
	p.restart()
}

// update shows the state in the widgets and tells the window to redraw.
func (p *Panel) update() {
	r := p.st.round
	widgets.SetText(p.Header, p.headerText())
	widgets.SetText(p.Result, p.resultText())
	score := p.tally[p.technique()]
	widgets.SetText(p.Tally, fmt.Sprintf("%s so far: %s.", p.technique(), score))
	// The open set's puzzles have their own layouts.
	if p.FromSet.Checked != p.Jigsaw.Disabled() {
		if p.FromSet.Checked {
			p.Jigsaw.Disable()
		} else {
			p.Jigsaw.Enable()
		}
	}
	setEnabled(p.CheckButton, r != nil && !p.st.shown)
	setEnabled(p.ShowButton, r != nil && !p.st.shown)
	setEnabled(p.NextButton, p.active && !p.st.waiting)
	if p.OnChange != nil && p.active {
		p.OnChange()
	}
}

// headerText names the round: technique, number, layout and source.
func (p *Panel) headerText() string {
	r := p.st.round
	switch {
	case !p.active:
		return ""
	case p.st.waiting && r == nil:
		return "Making a round of " + p.technique() + "…"
	case r == nil:
		return "No round"
	}
	layout := "standard"
	if !r.Position.Layout.IsStandard() {
		layout = "jigsaw"
	}
	return fmt.Sprintf("Round %d: %s, %s, %s, step %d", p.st.number, r.Technique, layout, r.Source, r.StepIndex+1)
}

// resultText is what the panel says under the buttons.
func (p *Panel) resultText() string {
	r := p.st.round
	switch {
	case p.st.err != nil:
		return p.st.err.Error()
	case r == nil:
		return ""
	case p.st.verdict != nil:
		return p.st.verdict.Text(r.Places()) + "\n\n" + p.st.verdict.Step.Text
	case p.st.shown:
		return "The step: " + r.Step.Text
	}
	what := "the candidates " + r.Technique + " removes"
	if r.Places() {
		what = "the digits " + r.Technique + " places"
	}
	if p.st.note != "" {
		return p.st.note
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s is the next step here. Click %s, then Check.", r.Technique, what)
	if n := len(p.st.marks); n > 0 {
		fmt.Fprintf(&b, " %d marked.", n)
	}
	if p.st.waiting {
		b.WriteString(" The next round is being made.")
	}
	return b.String()
}

func setEnabled(b *widget.Button, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

// Status is what the window's status bar says in practice: the board
// shows the round's puzzle, not the one picked in the list, so the
// puzzle, its givens and the step are the round's.
type Status struct {
	Puzzle, Givens, Detail, Step string
}

// Status returns the status bar's words for the round, ok false when
// practice is off.
func (p *Panel) Status() (st Status, ok bool) {
	if !p.active {
		return Status{}, false
	}
	r := p.st.round
	if r == nil {
		return Status{Puzzle: "Practice: making a round of " + p.technique() + "…"}, true
	}
	st.Puzzle = fmt.Sprintf("Practice round %d: %s", p.st.number, r.Source)
	if r.SetIndex < 0 {
		st.Puzzle = fmt.Sprintf("Practice round %d: a generated puzzle", p.st.number)
	}
	st.Givens = fmt.Sprintf("%d givens", r.Puzzle.Givens.Filled())
	st.Detail = r.Technique
	st.Step = fmt.Sprintf("Step %d of its path", r.StepIndex+1)
	return st, true
}
