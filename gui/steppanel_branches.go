package gui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// The step panel unfolds a forcing chain or net one branch at a time:
// under the explanation it lists the step's branches, each with its
// colour on the board, its number and its text with every cell name a
// link. Choosing a branch makes the board draw that branch alone with
// the step's conclusion; "All branches" draws them all again.

// Heights of the explanation, alone and above a branch list, and of the
// branch list: together they take little more room than the explanation
// alone, so that the window keeps its size.
const (
	explainHeight         = 150
	explainHeightBranches = 64
	branchListHeight      = 96
)

// branchList is the panel's list of the current step's branches.
type branchList struct {
	content fyne.CanvasObject // the list in its scroller, hidden when the step has no branches
	box     *fyne.Container
	all     *widget.Button
	buttons []*widget.Button
	swatch  []*canvas.Rectangle

	shown *steps.Step // the step the rows were built for
	dark  bool        // the theme the swatches were coloured in
}

func newBranchList() *branchList {
	l := &branchList{box: container.NewVBox()}
	scroll := container.NewScroll(l.box)
	scroll.SetMinSize(fyne.NewSize(0, branchListHeight))
	l.content = scroll
	scroll.Hide()
	return l
}

// showBranches lists the branches of step, with branch (from 1, or 0
// for all) chosen. The rows are built again only for a new step; a new
// choice only changes which button stands out.
func (p *stepPanel) showBranches(step *steps.Step, branch int) {
	l := p.branchList
	if step == nil || len(step.Branches) == 0 {
		if l.shown != nil || l.content.Visible() {
			l.shown = nil
			l.box.Objects = nil
			l.content.Hide()
			p.explainScroll.SetMinSize(fyne.NewSize(0, explainHeight))
			p.bottom.Refresh()
		}
		return
	}
	var th fyne.Theme
	if app := fyne.CurrentApp(); app != nil {
		th = app.Settings().Theme()
	}
	pal := paletteForTheme(th)
	if step != l.shown || pal.dark != l.dark {
		p.buildBranchRows(step, pal)
	}
	setImportanceBtn(l.all, branch == 0)
	for i, b := range l.buttons {
		setImportanceBtn(b, branch == i+1)
	}
	if !l.content.Visible() {
		l.content.Show()
		p.explainScroll.SetMinSize(fyne.NewSize(0, explainHeightBranches))
		p.bottom.Refresh()
	}
}

// buildBranchRows makes one row per branch of step.
func (p *stepPanel) buildBranchRows(step *steps.Step, pal *boardPalette) {
	l := p.branchList
	l.shown, l.dark = step, pal.dark
	l.buttons, l.swatch = nil, nil
	choose := func(b int) func() {
		return func() {
			if p.onBranch != nil {
				p.onBranch(b)
			}
		}
	}
	// The first row shows every branch; its button lines up with the
	// branches' numbers, so that it stays in sight when a long branch
	// scrolls the list sideways.
	heading := widget.NewLabelWithStyle(fmt.Sprintf("%d branches: choose one to follow it alone", len(step.Branches)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.all = widget.NewButton("All", choose(0))
	gap := canvas.NewRectangle(color.Transparent)
	gap.SetMinSize(fyne.NewSize(6, 1))
	objs := []fyne.CanvasObject{container.NewBorder(nil, nil, container.NewHBox(gap, l.all), nil, heading)}
	for i := range step.Branches {
		br := &step.Branches[i]
		sw := canvas.NewRectangle(pal.seriesColour(i))
		sw.SetMinSize(fyne.NewSize(6, 24))
		sw.CornerRadius = 2
		btn := widget.NewButton(fmt.Sprint(i+1), choose(i+1))
		l.buttons = append(l.buttons, btn)
		l.swatch = append(l.swatch, sw)
		text := widget.NewRichText(p.linked(branchText(br), widget.RichTextStyleParagraph)...)
		// A branch reads as one line, as a chain does; a long one
		// scrolls sideways rather than wrapping. (Wrapped rich text in a
		// box of rows is measured before its width is known, and its
		// lines then run into the next row.)
		text.Wrapping = fyne.TextWrapOff
		left := container.NewHBox(sw, container.NewVBox(btn))
		objs = append(objs, container.NewBorder(nil, nil, left, nil, text))
	}
	l.box.Objects = objs
	l.box.Refresh()
}

// branchText is a branch's text, or one made from its premise when the
// step carries none.
func branchText(b *steps.Branch) string {
	text := b.Text
	if text == "" {
		op := "="
		if !b.On {
			op = "<>"
		}
		text = fmt.Sprintf("%s%s%d", b.Premise.Cell, op, b.Premise.Digit)
	}
	if b.Contradiction {
		text += " (contradiction)"
	}
	return text
}

// setImportanceBtn makes a button stand out when on.
func setImportanceBtn(b *widget.Button, on bool) {
	imp := widget.MediumImportance
	if on {
		imp = widget.HighImportance
	}
	if b.Importance != imp {
		b.Importance = imp
		b.Refresh()
	}
}
