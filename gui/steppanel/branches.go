package steppanel

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// The step panel unfolds a forcing chain or net one branch at a time:
// under the explanation it lists the step's branches, each with its
// colour on the board, its number and its text with every cell name a
// link. Choosing a branch makes the board draw that branch alone with
// the step's conclusion; "All branches" draws them all again.

// detailMinHeight is the least height of the step's explanation and
// branches under the list of steps.
const detailMinHeight = 160

// branchList is the panel's list of the current step's branches.
type branchList struct {
	content *fyne.Container // the heading and the rows, hidden when the step has no branches
	heading *widget.Label
	all     *widget.Button // nil when there is only one branch: nothing to choose
	buttons []*widget.Button
	swatch  []*canvas.Rectangle
	texts   []*tokenFlow // each branch's text, wrapped between its steps

	shown *steps.Step // the step the rows were built for
	dark  bool        // the theme the swatches were coloured in
}

func newBranchList() *branchList {
	l := &branchList{content: container.NewVBox()}
	l.content.Hide()
	return l
}

// showBranches lists the branches of step, with branch (from 1, or 0
// for all) chosen. The rows are built again only for a new step; a new
// choice only changes which button stands out.
func (p *Panel) showBranches(step *steps.Step, branch int) {
	l := p.branchList
	if step == nil || len(step.Branches) == 0 {
		if l.shown != nil || l.content.Visible() {
			l.shown = nil
			l.content.Objects = nil
			l.content.Hide()
			p.relayoutDetail()
		}
		return
	}
	var th fyne.Theme
	if app := fyne.CurrentApp(); app != nil {
		th = app.Settings().Theme()
	}
	pal := board.PaletteOf(th)
	changed := false
	if step != l.shown || pal.Dark() != l.dark {
		p.buildBranchRows(step, pal)
		changed = true
	}
	if l.all != nil {
		setImportanceBtn(l.all, branch == 0)
	}
	for i, b := range l.buttons {
		setImportanceBtn(b, branch == i+1)
	}
	if !l.content.Visible() {
		l.content.Show()
		changed = true
	}
	if changed {
		p.relayoutDetail()
	}
}

// relayoutDetail lays the explanation and branches out again after the
// rows changed. It takes two passes: the first tells each branch's flow
// its width, the second gives it the height its rows take at that width.
// (The window's canvas would get there too, a frame later; laying out at
// once shows no frame with rows run together, and serves tests, whose
// canvas does not.)
func (p *Panel) relayoutDetail() {
	if p.lower != nil {
		p.lower.Refresh() // the follow bar's head may have moved above the detail or back
	}
	for range 2 {
		p.detail.Content.Refresh()
		p.detail.Refresh()
	}
}

// branchHeading says how many branches there are and, when there are
// several, what choosing one does.
func branchHeading(n int) string {
	if n == 1 {
		return "1 branch"
	}
	return fmt.Sprintf("%d branches — pick one to follow it alone", n)
}

// buildBranchRows makes one row per branch of step: its colour on the
// board, its number (a button that shows it alone, when there are
// several) and its text, wrapped between its steps.
func (p *Panel) buildBranchRows(step *steps.Step, pal *board.Palette) {
	l := p.branchList
	l.shown, l.dark = step, pal.Dark()
	l.all, l.buttons, l.swatch, l.texts = nil, nil, nil, nil
	choose := func(b int) func() {
		return func() {
			if p.OnBranch != nil {
				p.OnBranch(b)
			}
		}
	}
	several := len(step.Branches) > 1
	l.heading = widget.NewLabelWithStyle(branchHeading(len(step.Branches)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.heading.Wrapping = fyne.TextWrapWord
	head := fyne.CanvasObject(l.heading)
	if several {
		// "All" lines up with the branches' numbers under it.
		l.all = widget.NewButton("All", choose(0))
		head = container.NewBorder(nil, nil, container.NewHBox(gapOf(6), container.NewVBox(l.all)), nil, l.heading)
	}
	objs := []fyne.CanvasObject{widget.NewSeparator(), head}
	for i := range step.Branches {
		br := &step.Branches[i]
		sw := canvas.NewRectangle(pal.Series(i))
		sw.SetMinSize(fyne.NewSize(6, 24))
		sw.CornerRadius = 2
		l.swatch = append(l.swatch, sw)
		left := []fyne.CanvasObject{sw}
		if several {
			btn := widget.NewButton(fmt.Sprint(i+1), choose(i+1))
			l.buttons = append(l.buttons, btn)
			left = append(left, container.NewVBox(btn))
		}
		text := p.branchFlow(br)
		l.texts = append(l.texts, text)
		objs = append(objs, container.NewBorder(nil, nil, container.NewHBox(left...), nil, text))
	}
	l.content.Objects = objs
	l.content.Refresh()
}

// branchFlow lays out a branch's text as tokens that wrap as words do:
// a line breaks after an arrow, never before one. Cell names are
// links, and the contradiction a branch ends in ("=> r3c9 has no
// candidate left") is in the error colour.
func (p *Panel) branchFlow(br *steps.Branch) *tokenFlow {
	tokens := lineTokens(branchText(br), true)
	contradiction := len(tokens)
	if br.Contradiction {
		for i, tok := range tokens {
			if tok.text == "=>" {
				contradiction = i
			}
		}
	}
	// The premise leads the branch's text.
	return p.textFlow(tokens, fyne.TextStyle{}, truthColours(tokens, 0, func(i int) fyne.ThemeColorName {
		if i >= contradiction {
			return colorNameContradiction
		}
		return theme.ColorNameForeground
	}))
}

// rowText is the text of branch i (from 0) as listed.
func (l *branchList) rowText(i int) string { return flowText(l.texts[i]) }

// gapOf is an empty space w wide.
func gapOf(w float32) fyne.CanvasObject {
	gap := canvas.NewRectangle(color.Transparent)
	gap.SetMinSize(fyne.NewSize(w, 1))
	return gap
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
	if b.Contradiction && !strings.Contains(text, "=>") {
		text += " => contradiction" // the engine's text says which; without it, at least that
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
