package steppanel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Inner proofs. An inference of a nested forcing chain (rule nested)
// rests on a proof of its own: the candidate, assumed true in the
// branch's position, leads to a contradiction. Under its line the
// panel shows that proof folded, "inner proof: N inferences — show";
// unfolding it lists the inner inferences, indented, each with its
// reason, and has the board draw the inner proof instead of the outer
// branch (OnInner). One inner proof is open at a time, so that the
// board always draws the level the panel shows.

// innerFold is the fold of one nested inference's inner proof.
type innerFold struct {
	index  int // the nested inference's index in the branch followed
	inner  *steps.Branch
	button *widget.Button
}

// innerFoldLabel is what a fold's button says.
func innerFoldLabel(inner *steps.Branch, open bool) string {
	what := "show"
	if open {
		what = "hide"
	}
	return fmt.Sprintf("inner proof: %d inferences — %s", len(inner.Inferences), what)
}

// followedInferences returns the inferences of what the unfold bar
// follows for step with branch b (0 the step's own chain).
func followedInferences(step *steps.Step, b int) []steps.Inference {
	switch {
	case step == nil:
		return nil
	case b > 0 && b <= len(step.Branches):
		return step.Branches[b-1].Inferences
	case b == 0:
		return step.Inferences
	}
	return nil
}

// innerLines are the lines listed for an inner proof unfolded: one per
// inner inference, numbered, with its reason, and the contradiction it
// ends in.
func innerLines(l *grid.Layout, inner *steps.Branch) []string {
	if l == nil {
		l = grid.Standard()
	}
	out := make([]string, 0, len(inner.Inferences)+1)
	for i := range inner.Inferences {
		out = append(out, fmt.Sprintf("%d. %s", i+1, inferenceText(l, inner.Inferences, i)))
	}
	return out
}

// unfoldRowObjects makes the unfold bar's rows: each line, and under a
// nested inference's line the fold of its inner proof, unfolded when
// it is the one open.
func (p *Panel) unfoldRowObjects(l *grid.Layout, infs []steps.Inference, unfold int) []fyne.CanvasObject {
	u := p.unfold
	u.folds, u.openRow = u.folds[:0], nil
	var objs []fyne.CanvasObject
	for i, line := range u.lines {
		style := fyne.TextStyle{}
		if unfold > 0 && i == len(u.lines)-1 {
			style.Bold = true // the newest
		}
		objs = append(objs, p.textFlow(lineTokens(line, false), style, foreground))
		if i >= len(infs) || infs[i].Rule != steps.RuleNested || infs[i].Inner == nil {
			continue
		}
		f := &innerFold{index: i, inner: infs[i].Inner}
		open := u.openInner == i
		f.button = widget.NewButton(innerFoldLabel(f.inner, open), func() { p.toggleInner(f.index) })
		f.button.Importance = widget.LowImportance
		f.button.Alignment = widget.ButtonAlignLeading
		u.folds = append(u.folds, f)
		row := container.NewBorder(nil, nil, gapOf(24), nil, f.button)
		objs = append(objs, row)
		if !open {
			continue
		}
		u.openRow = row
		u.innerShown = innerLines(l, f.inner)
		for _, in := range u.innerShown {
			objs = append(objs, container.NewBorder(nil, nil, gapOf(40), nil, p.textFlow(lineTokens(in, false), fyne.TextStyle{Italic: true}, foreground)))
		}
		if f.inner.Text != "" {
			objs = append(objs, container.NewBorder(nil, nil, gapOf(40), nil, p.branchFlow(f.inner)))
		}
	}
	return objs
}

// toggleInner opens the inner proof of inference i of the branch
// followed, or folds it when it is the one open, and tells the window
// which level the board draws.
func (p *Panel) toggleInner(i int) {
	u := p.unfold
	var shown *steps.Branch
	if u.openInner == i {
		u.openInner = -1
	} else {
		u.openInner = i
		for _, f := range u.folds {
			if f.index == i {
				shown = f.inner
			}
		}
	}
	if u.openInner < 0 {
		u.innerShown = nil
	}
	p.rebuildUnfoldRows()
	if r := u.openRow; r != nil {
		// The inner proof in sight: its fold at the top of the view.
		y := u.content.Position().Y + u.rows.Position().Y + r.Position().Y
		p.detail.ScrollToOffset(fyne.NewPos(0, max(0, y)))
	}
	if p.OnInner != nil {
		p.OnInner(shown)
	}
}

// InnerFolds are the fold buttons' labels, in order, for tests.
func (p *Panel) InnerFolds() []string {
	var out []string
	for _, f := range p.unfold.folds {
		out = append(out, f.button.Text)
	}
	return out
}

// ToggleInner opens or folds the inner proof of fold k (from 0, in the
// order InnerFolds lists them), as tapping its button does.
func (p *Panel) ToggleInner(k int) {
	if k >= 0 && k < len(p.unfold.folds) {
		p.unfold.folds[k].button.OnTapped()
	}
}

// InnerLines are the lines of the inner proof unfolded, none when all
// are folded, for tests.
func (p *Panel) InnerLines() []string { return append([]string(nil), p.unfold.innerShown...) }
