package steppanel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// A round of a search's propagation ("Singles: 7 placed") is one step
// made of single steps (Step.Substeps). Under its explanation the panel
// offers to expand it: each single step on its own line, every cell name
// a link. Once expanded, rounds stay expanded as the person steps on,
// until they fold them again.

// substepList is the panel's list of the current step's substeps.
type substepList struct {
	content *fyne.Container // the toggle and the rows, hidden for a step without substeps
	toggle  *widget.Button
	rows    *fyne.Container
	open    bool
	shown   *steps.Step // the step the rows were built for; nil while folded
}

func (p *Panel) newSubstepList() *substepList {
	l := &substepList{rows: container.NewVBox()}
	l.toggle = widget.NewButtonWithIcon("", theme.MenuExpandIcon(), func() {
		l.open = !l.open
		p.showSubsteps(p.st.current())
	})
	l.toggle.Alignment = widget.ButtonAlignLeading
	l.toggle.Importance = widget.LowImportance
	l.content = container.NewVBox(l.toggle, l.rows)
	l.content.Hide()
	return l
}

// showSubsteps offers to expand step's substeps, and lists them when
// expanded.
func (p *Panel) showSubsteps(step *steps.Step) {
	l := p.substeps
	if step == nil || len(step.Substeps) == 0 {
		if l.content.Visible() {
			l.content.Hide()
			l.shown = nil
			l.rows.Objects = nil
			p.relayoutDetail()
		}
		return
	}
	changed := !l.content.Visible()
	l.content.Show()
	n := len(step.Substeps)
	what := words.Count(n, "step", "steps") + " of this round"
	if n == 1 {
		what = "step of this round"
	}
	label := "Show the " + what
	icon := theme.MenuExpandIcon()
	if l.open {
		label = "Hide the " + what
		icon = theme.MenuDropUpIcon()
	}
	if l.toggle.Text != label {
		l.toggle.SetText(label)
		l.toggle.SetIcon(icon)
	}
	switch {
	case l.open && l.shown != step:
		objs := make([]fyne.CanvasObject, n)
		for i := range step.Substeps {
			text := fmt.Sprintf("%d. %s", i+1, step.Substeps[i].Text)
			objs[i] = p.textFlow(lineTokens(text, false), fyne.TextStyle{Monospace: true}, foreground)
		}
		l.rows.Objects = objs
		l.shown = step
		changed = true
	case !l.open && l.shown != nil:
		l.rows.Objects = nil
		l.shown = nil
		changed = true
	}
	if changed {
		l.rows.Refresh()
		p.relayoutDetail()
	}
}

// substepTexts are the texts of the substeps listed, for tests.
func (l *substepList) substepTexts() []string {
	out := make([]string, len(l.rows.Objects))
	for i, o := range l.rows.Objects {
		out[i] = flowText(o.(*tokenFlow))
	}
	return out
}
