// Package allsteps is the "All steps here" panel: every instance of every
// technique at one position, grouped by technique, as steps.AllAt lists
// them. Picking a step reports it (the window draws it on the board);
// Apply reports the step picked. It knows nothing of the window or of
// games: the window gives it the lists and decides what Apply does.
package allsteps

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Panel is the panel. Make one with New.
type Panel struct {
	// OnPick is called with the step picked in the list, or nil when the
	// pick is cleared.
	OnPick func(st *steps.Step)
	// OnApply is called with the step picked when Apply is pressed.
	OnApply func(st *steps.Step)
	// OnClose is called when Close is pressed.
	OnClose func()

	rows     []row
	picked   int // the row picked, -1 for none
	list     *widget.List
	note     *widget.Label
	apply    *widget.Button
	content  *fyne.Container
	canApply bool
}

// row is a line of the list: a technique's heading, or one of its steps.
type row struct {
	heading string
	step    *steps.Step
}

// New returns an empty panel.
func New() *Panel {
	p := &Panel{picked: -1}
	p.list = widget.NewList(
		func() int { return len(p.rows) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			// What the step does stays whole at the row's end: fifty
			// forcing nets of one house read alike up to their "=>".
			effect := widget.NewLabel("")
			return container.NewBorder(nil, nil, nil, effect, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			objs := o.(*fyne.Container).Objects
			l, effect := objs[0].(*widget.Label), objs[1].(*widget.Label)
			if i < 0 || i >= len(p.rows) {
				return
			}
			r := p.rows[i]
			if r.step == nil {
				l.TextStyle = fyne.TextStyle{Bold: true}
				l.SetText(r.heading)
				effect.SetText("")
				return
			}
			l.TextStyle = fyne.TextStyle{}
			l.SetText("   " + r.step.Text)
			effect.SetText(steps.EffectSummary(r.step))
		})
	p.list.OnSelected = p.selected
	p.note = widget.NewLabel("")
	p.note.Wrapping = fyne.TextWrapWord
	p.apply = widget.NewButtonWithIcon("Apply", theme.ConfirmIcon(), func() {
		if st := p.Picked(); st != nil && p.OnApply != nil {
			p.OnApply(st)
		}
	})
	p.apply.Importance = widget.HighImportance
	p.apply.Disable()
	closeBtn := widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		if p.OnClose != nil {
			p.OnClose()
		}
	})
	closeBtn.Importance = widget.LowImportance
	title := widget.NewLabelWithStyle("All steps here", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.content = container.NewBorder(
		container.NewBorder(nil, nil, nil, closeBtn, title),
		container.NewVBox(p.note, container.NewHBox(p.apply)),
		nil, nil, p.list)
	return p
}

// Content is the panel's widget tree, for the window to place.
func (p *Panel) Content() *fyne.Container { return p.content }

// SetGroups shows the techniques' instances; note says where they were
// found, or that the listing is under way or was stopped. canApply says
// whether Apply may take a step in the window's mode. The pick is
// cleared.
func (p *Panel) SetGroups(groups []steps.TechniqueInstances, note string, canApply bool) {
	p.rows = p.rows[:0]
	for gi := range groups {
		g := &groups[gi]
		head := fmt.Sprintf("%s (%d)", g.Technique, len(g.Steps))
		switch {
		case g.More > 0:
			head = fmt.Sprintf("%s (%d, %d more not listed)", g.Technique, len(g.Steps), g.More)
		case g.FirstOnly:
			head = g.Technique + " (the first found)"
		case !g.Complete:
			head = fmt.Sprintf("%s (%d, not every one searched for)", g.Technique, len(g.Steps))
		}
		p.rows = append(p.rows, row{heading: head})
		for si := range g.Steps {
			p.rows = append(p.rows, row{step: &g.Steps[si]})
		}
	}
	p.canApply = canApply
	p.picked = -1
	p.list.UnselectAll()
	p.list.Refresh()
	p.note.SetText(note)
	p.apply.Disable()
}

// Rows returns the list's lines as shown, for tests: headings as they
// are, steps indented.
func (p *Panel) Rows() []string {
	out := make([]string, len(p.rows))
	for i, r := range p.rows {
		if r.step == nil {
			out[i] = r.heading
		} else {
			out[i] = "   " + r.step.Text
		}
	}
	return out
}

// Pick picks line i of the list, as a click does.
func (p *Panel) Pick(i int) { p.list.Select(i) }

// Picked returns the step picked, or nil.
func (p *Panel) Picked() *steps.Step {
	if p.picked < 0 || p.picked >= len(p.rows) {
		return nil
	}
	return p.rows[p.picked].step
}

// PickText picks the step whose text is text, if the list has it, as a
// click does, and reports whether it did: a pick survives a listing
// that was only completed.
func (p *Panel) PickText(text string) bool {
	for i, r := range p.rows {
		if r.step != nil && r.step.Text == text {
			p.list.Select(i)
			return true
		}
	}
	return false
}

// ApplyButton returns the Apply button, for tests.
func (p *Panel) ApplyButton() *widget.Button { return p.apply }

// selected is a click on line i: a step is picked and reported, a
// heading picks nothing.
func (p *Panel) selected(i widget.ListItemID) {
	if i < 0 || i >= len(p.rows) || p.rows[i].step == nil {
		p.list.Unselect(i)
		return
	}
	p.picked = i
	if p.canApply {
		p.apply.Enable()
	}
	if p.OnPick != nil {
		p.OnPick(p.rows[i].step)
	}
}
