package steppanel

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Inner proofs. An inference of a nested forcing chain (rule nested)
// rests on a proof of its own: the candidate, assumed true in the
// branch's position, leads to a contradiction. Under its line the
// panel shows that proof folded, "inner proof: N inferences — show".
// Opening it (View.Inner) puts the follow bar a level down: a
// breadcrumb says where ("Branch 2 › inference 7 › inner proof"), the
// buttons and keys step through the inner inferences as they do through
// a branch's (View.InnerUnfold), and the rows list the inner
// inferences so far, each with its reason, the newest in bold, under
// the nested inference they prove. The board draws the inner proof so
// far over the branch's position, faded. Folding returns to the branch
// where it was left. The window holds the level in its View, as it
// holds the branch and the unfolding, and moving along the path or
// choosing another branch folds it.

// innerFold is the fold of one nested inference's inner proof.
type innerFold struct {
	index  int // the nested inference's index in the branch followed
	inner  *steps.Branch
	button *widget.Button
}

// innerFoldLabel is what a fold's button says.
func innerFoldLabel(inner *steps.Branch) string {
	return fmt.Sprintf("inner proof: %d inferences — show", len(inner.Inferences))
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

// InnerProof returns the inner proof of inference at (from 1) of what
// the panel follows at step with branch chosen (View.Branch), and the
// inferences before it, the branch's position the proof stands in; nil
// when that inference carries no inner proof. The window draws what it
// returns, so that the board shows the level the panel does.
func InnerProof(step *steps.Step, branch, at int) (inner *steps.Branch, context []steps.Inference) {
	b, _ := unfolding(step, branch)
	infs := followedInferences(step, b)
	if at < 1 || at > len(infs) {
		return nil, nil
	}
	in := &infs[at-1]
	if in.Rule != steps.RuleNested || in.Inner == nil || len(in.Inner.Inferences) == 0 {
		return nil, nil
	}
	return in.Inner, infs[:at-1]
}

// innerLines are the lines listed for an inner proof unfolded to k
// inferences (0 all): one per inner inference, numbered, with its
// reason.
func innerLines(l *grid.Layout, inner *steps.Branch, k int) []string {
	if l == nil {
		l = grid.Standard()
	}
	n := len(inner.Inferences)
	if k > 0 && k < n {
		n = k
	}
	out := make([]string, 0, n)
	for i := range n {
		out = append(out, fmt.Sprintf("%d. %s", i+1, inferenceText(l, inner.Inferences, i)))
	}
	return out
}

// levelName names what the bar follows at the outer level: "branch 2",
// "the branch" (a step's only one) or "the chain".
func levelName(step *steps.Step, b int) string {
	switch {
	case b > 0 && len(step.Branches) > 1:
		return fmt.Sprintf("branch %d", b)
	case b > 0:
		return "the branch"
	}
	return "the chain"
}

// breadcrumb says which level is shown, "Branch 2 › inference 7 ›
// inner proof", as its first part, the way back up, and the rest.
func breadcrumb(step *steps.Step, b, at int) (up, rest string) {
	outer := levelName(step, b)
	return strings.ToUpper(outer[:1]) + outer[1:], fmt.Sprintf("› inference %d › inner proof", at)
}

// contradictionWords is what an inner proof's text says it ends in
// ("r3c9 has no candidate left"), the part after its last arrow.
func contradictionWords(inner *steps.Branch) string {
	if i := strings.LastIndex(inner.Text, " => "); i >= 0 {
		return inner.Text[i+len(" => "):]
	}
	return "contradiction"
}

// unfoldRowObjects makes the unfold bar's rows at the outer level:
// each line, and under a nested inference's line the fold of its inner
// proof.
func (p *Panel) unfoldRowObjects(infs []steps.Inference, unfold int) []fyne.CanvasObject {
	u := p.unfold
	u.folds, u.newestRow = u.folds[:0], nil
	var objs []fyne.CanvasObject
	for i, line := range u.lines {
		style := fyne.TextStyle{}
		if unfold > 0 && i == len(u.lines)-1 {
			style.Bold = true // the newest
		}
		tokens := lineTokens(line, false)
		row := p.textFlow(tokens, style, truthColours(tokens, premiseToken(tokens, i < len(infs) && infs[i].Rule == steps.RulePremise), foreground))
		if style.Bold {
			u.newestRow = row
		}
		objs = append(objs, row)
		if i >= len(infs) || infs[i].Rule != steps.RuleNested || infs[i].Inner == nil || len(infs[i].Inner.Inferences) == 0 {
			continue
		}
		f := &innerFold{index: i, inner: infs[i].Inner}
		f.button = widget.NewButton(innerFoldLabel(f.inner), func() { p.openInner(f.index+1, 1) })
		f.button.Importance = widget.LowImportance
		f.button.Alignment = widget.ButtonAlignLeading
		u.folds = append(u.folds, f)
		objs = append(objs, container.NewBorder(nil, nil, gapOf(24), nil, f.button))
	}
	return objs
}

// truthFlow lays out a line with each candidate in its truth's colour.
func (p *Panel) truthFlow(line string, style fyne.TextStyle) *tokenFlow {
	tokens := lineTokens(line, false)
	return p.textFlow(tokens, style, truthColours(tokens, -1, foreground))
}

// premiseToken returns the index of the first candidate of a line of
// the Follow list when the line is a premise's, else -1.
func premiseToken(tokens []textToken, premise bool) int {
	if !premise {
		return -1
	}
	for i, t := range tokens {
		if candidateToken.MatchString(t.text) {
			return i
		}
	}
	return -1
}

// innerRowObjects makes the unfold bar's rows a level down, inside the
// inner proof of inference at of infs unfolded to k (0 all): the
// branch's position it stands in (faded, as on the board), the nested
// inference it proves, and the inner inferences so far, indented, the
// newest in bold, with the contradiction they end in once all show.
func (p *Panel) innerRowObjects(step *steps.Step, b int, infs []steps.Inference, at, k int) []fyne.CanvasObject {
	u := p.unfold
	u.folds = u.folds[:0]
	inner := infs[at-1].Inner
	faded := func(int) fyne.ThemeColorName { return colorNameNotation }
	where := fmt.Sprintf("In the position of %s", levelName(step, b))
	if at > 1 {
		where += fmt.Sprintf(" after its inferences 1–%d (faded on the board)", at-1)
	}
	objs := []fyne.CanvasObject{
		p.textFlow(lineTokens(where+":", false), fyne.TextStyle{Italic: true}, faded),
		p.truthFlow(fmt.Sprintf("%d. %s", at, inferenceText(p.layout(), infs, at-1)), fyne.TextStyle{}),
	}
	u.innerShown = innerLines(p.layout(), inner, k)
	u.newestRow = objs[1]
	for i, line := range u.innerShown {
		style := fyne.TextStyle{Bold: k > 0 && i == len(u.innerShown)-1}
		tokens := lineTokens(line, false)
		premise := premiseToken(tokens, i < len(inner.Inferences) && inner.Inferences[i].Rule == steps.RulePremise)
		row := container.NewBorder(nil, nil, gapOf(24), nil, p.textFlow(tokens, style, truthColours(tokens, premise, foreground)))
		if style.Bold {
			u.newestRow = row
		}
		objs = append(objs, row)
	}
	if k == 0 || k >= len(inner.Inferences) {
		end := fmt.Sprintf("=> %s: so %s", contradictionWords(inner), candText(infs[at-1].Candidate, false))
		contra := func(int) fyne.ThemeColorName { return colorNameContradiction }
		objs = append(objs, container.NewBorder(nil, nil, gapOf(24), nil, p.textFlow(lineTokens(end, false), fyne.TextStyle{}, contra)))
	}
	return objs
}

// openInner has the window open the inner proof of inference at (from
// 1) of the branch followed, unfolded to k (0 all), or fold it for at 0.
func (p *Panel) openInner(at, k int) {
	if p.OnInner != nil {
		p.OnInner(at, k)
	}
}

// innerOpen returns the inner proof open in the view shown, with the
// inferences of the branch followed, or nil at the outer level.
func (p *Panel) innerOpen() (*steps.Branch, []steps.Inference) {
	if p.st.Inner == 0 {
		return nil, nil
	}
	st := p.st.current()
	inner, _ := InnerProof(st, p.st.Branch, p.st.Inner)
	if inner == nil {
		return nil, nil
	}
	b, _ := unfolding(st, p.st.Branch)
	return inner, followedInferences(st, b)
}

// EnterInner opens, at its first inference, the inner proof of the
// newest inference unfolded, or, with the whole branch shown, of the
// first one listed that has one, as the window's Ctrl+Down does; it
// reports whether one opened.
func (p *Panel) EnterInner() bool {
	u := p.unfold
	if p.st.Inner > 0 || len(u.folds) == 0 {
		return false
	}
	f := u.folds[0]
	if k := p.st.Unfold; k > 0 {
		f = u.folds[len(u.folds)-1]
		if f.index != k-1 {
			return false // the newest inference rests on no inner proof
		}
	}
	p.openInner(f.index+1, 1)
	return true
}

// LeaveInner folds the inner proof open, back to the branch where it
// was left, as the window's Ctrl+Up does; it reports whether one was
// open.
func (p *Panel) LeaveInner() bool {
	if p.st.Inner == 0 {
		return false
	}
	p.openInner(0, 0)
	return true
}

// InnerFolds are the fold buttons' labels at the outer level, in order,
// for tests; none while an inner proof is open.
func (p *Panel) InnerFolds() []string {
	var out []string
	for _, f := range p.unfold.folds {
		out = append(out, f.button.Text)
	}
	return out
}

// ToggleInner opens the inner proof of fold k (from 0, in the order
// InnerFolds lists them) at its first inference, as tapping its button
// does; while an inner proof is open, it folds it, as the bar's Back
// button does.
func (p *Panel) ToggleInner(k int) {
	if p.st.Inner > 0 {
		p.unfold.up.OnTapped()
		return
	}
	if k >= 0 && k < len(p.unfold.folds) {
		p.unfold.folds[k].button.OnTapped()
	}
}

// InnerLines are the lines of the inner proof open so far, none at the
// outer level, for tests.
func (p *Panel) InnerLines() []string { return append([]string(nil), p.unfold.innerShown...) }

// Heading is what the follow bar's heading says: the branch followed,
// or where an inner proof open lies, for tests.
func (p *Panel) Heading() string {
	if u := p.unfold; u.upRow.Visible() {
		return u.up.Text + " " + u.heading.Text
	}
	return p.unfold.heading.Text
}
