package steppanel

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// The panel follows a chain, a branch of a forcing net, or the sets of
// an ALS Chain one inference at a time: buttons (and the window's keys,
// through Unfold) step forward and back, the board draws the inferences
// so far with the newest ringed, and under the buttons each inference
// so far is listed with its reason in words, the newest in bold.

// unfoldBar is the panel's part that follows a chain.
type unfoldBar struct {
	content                *fyne.Container // hidden when the step has nothing to unfold
	heading, counter       *widget.Label
	first, back, next, all *widget.Button
	rows                   *fyne.Container
	lines                  []string // the rows' texts, for tests

	shown          *steps.Step
	branch, unfold int
	// folds are the inner proofs of the nested inferences listed;
	// openInner is the index of the inference whose proof is unfolded
	// (-1 none) and innerShown its lines (see inner.go).
	folds      []*innerFold
	openInner  int
	innerShown []string
	openRow    fyne.CanvasObject // the open fold's row, to scroll to
}

func (p *Panel) newUnfoldBar() *unfoldBar {
	u := &unfoldBar{rows: container.NewVBox(), openInner: -1}
	u.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.heading.Wrapping = fyne.TextWrapWord
	u.counter = widget.NewLabel("")
	u.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.unfoldTo(1) })
	u.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.Unfold(-1) })
	u.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.Unfold(+1) })
	u.all = widget.NewButton("All", func() { p.unfoldTo(0) })
	buttons := container.NewHBox(u.first, u.back, u.next, u.all, u.counter)
	u.content = container.NewVBox(widget.NewSeparator(), u.heading, buttons, u.rows)
	u.content.Hide()
	return u
}

// unfolding returns the branch the board unfolds for the view (a
// step's one branch when it has only one) and how many inferences it
// has; 0 when there is nothing to unfold.
func unfolding(st *steps.Step, branch int) (int, int) {
	if st == nil {
		return 0, 0
	}
	if branch == 0 && len(st.Branches) == 1 {
		branch = 1
	}
	return branch, board.Unfolds(st, branch)
}

// Unfold moves the inference followed by delta (+1 the next, -1 the one
// before) and reports it through OnUnfold: from all of it, forward
// starts at the first, back at the one before the last; past the last,
// all of it is shown again. It does nothing where there is nothing to
// unfold, as at a step that is no chain. At a net with no branch
// chosen it chooses the first.
func (p *Panel) Unfold(delta int) {
	st := p.st.current()
	if st != nil && p.st.Branch == 0 && len(st.Branches) > 1 && p.OnBranch != nil {
		p.OnBranch(1) // the window shows the branch, and this view with it
		if p.st.Branch == 0 {
			return
		}
	}
	_, n := unfolding(st, p.st.Branch)
	if n == 0 {
		return
	}
	k := p.st.Unfold
	switch {
	case k == 0 && delta > 0:
		k = 1
	case k == 0 && delta < 0:
		k = n - 1
	default:
		k += delta
	}
	switch {
	case k > n || k == n && delta > 0 && p.st.Unfold == n:
		k = 0
	case k < 1:
		k = 1
	}
	p.unfoldTo(k)
}

// unfoldTo reports k through OnUnfold.
func (p *Panel) unfoldTo(k int) {
	if p.OnUnfold != nil {
		p.OnUnfold(k)
	}
}

// showUnfold shows the unfold bar for step with branch chosen and
// unfold inferences unfolded (0 all).
func (p *Panel) showUnfold(step *steps.Step, branch, unfold int) {
	u := p.unfold
	b, n := unfolding(step, branch)
	if n < 2 {
		if u.content.Visible() {
			u.content.Hide()
			u.shown, u.rows.Objects, u.lines = nil, nil, nil
			p.foldInner()
			p.relayoutDetail()
		}
		return
	}
	if u.content.Visible() && u.shown == step && u.branch == b && u.unfold == unfold {
		return
	}
	if u.shown != step || u.branch != b {
		p.foldInner()
	}
	u.shown, u.branch, u.unfold = step, b, unfold
	what := "the chain"
	switch {
	case b > 0 && len(step.Branches) > 1:
		what = fmt.Sprintf("branch %d", b)
	case b > 0:
		what = "the branch"
	case len(step.Inferences) == 0 && len(step.Links) == 0:
		what = "the sets"
	}
	widgets.SetText(u.heading, fmt.Sprintf("Follow %s one step at a time", what))
	if unfold == 0 {
		widgets.SetText(u.counter, fmt.Sprintf("all %d", n))
	} else {
		widgets.SetText(u.counter, fmt.Sprintf("%d / %d", unfold, n))
	}
	widgets.SetEnabled(u.first, unfold != 1)
	widgets.SetEnabled(u.back, unfold != 1)
	setImportanceBtn(u.all, unfold == 0)
	u.lines = unfoldLines(p.layout(), step, b, unfold)
	u.rows.Objects = p.unfoldRowObjects(p.layout(), followedInferences(step, b), unfold)
	u.rows.Refresh()
	if !u.content.Visible() {
		u.content.Show()
	}
	p.relayoutDetail()
	if unfold > 0 {
		// Keep the inferences in sight as they unfold: the newest at
		// the bottom of the view, or the bar's top if it is taller.
		end := u.content.Position().Y + u.content.Size().Height
		y := max(0, min(u.content.Position().Y, end-p.detail.Size().Height))
		if y > p.detail.Offset.Y || end-p.detail.Size().Height > p.detail.Offset.Y {
			p.detail.ScrollToOffset(fyne.NewPos(0, y))
		}
	}
}

// layout is the regions of the puzzle shown, nil without one.
func (p *Panel) layout() *grid.Layout {
	if p.st.Trace != nil {
		return p.st.Trace.Puzzle.Regions()
	}
	return nil
}

// rebuildUnfoldRows fills the unfold bar's rows again, as after an
// inner proof was opened or folded.
func (p *Panel) rebuildUnfoldRows() {
	u := p.unfold
	u.rows.Objects = p.unfoldRowObjects(p.layout(), followedInferences(u.shown, u.branch), u.unfold)
	u.rows.Refresh()
	p.relayoutDetail()
}

// foldInner folds the inner proof open, if any, telling the window the
// board draws the outer level again.
func (p *Panel) foldInner() {
	u := p.unfold
	if u.openInner < 0 {
		return
	}
	u.openInner, u.innerShown = -1, nil
	if p.OnInner != nil {
		p.OnInner(nil)
	}
}

// UnfoldLines are the lines the panel lists for what it follows, for
// tests and readers: one per inference so far, with its reason.
func (p *Panel) UnfoldLines() []string { return append([]string(nil), p.unfold.lines...) }

// unfoldLines are the lines listed for step with branch b (0 the step's
// own chain) unfolded to k (0 all): one per inference, numbered.
func unfoldLines(l *grid.Layout, step *steps.Step, b, k int) []string {
	if l == nil {
		l = grid.Standard()
	}
	var out []string
	add := func(i int, text string) {
		if k == 0 || i < k {
			out = append(out, fmt.Sprintf("%d. %s", i+1, text))
		}
	}
	var infs []steps.Inference
	var links []steps.Link
	switch {
	case b > 0 && b <= len(step.Branches):
		infs, links = step.Branches[b-1].Inferences, step.Branches[b-1].Links
	case b == 0:
		infs, links = step.Inferences, step.Links
	}
	switch {
	case len(infs) > 0:
		for i := range infs {
			add(i, inferenceText(l, infs, i))
		}
	case len(links) > 0:
		for i, lk := range links {
			add(i, linkText(lk))
		}
	case b == 0:
		for i := range step.Groups {
			g := &step.Groups[i]
			text := fmt.Sprintf("%s: %s %s", board.GroupLabel(step, i), cellList(g.Cells), digitSet(g.Digits))
			if i > 0 {
				if ds := restrictedBetween(step, i-1, i); len(ds) > 0 {
					text += fmt.Sprintf(" — tied to %s by %s, which they cannot both hold", board.GroupLabel(step, i-1), digitList(ds))
				}
			}
			add(i, text)
		}
	}
	return out
}

// candText writes a candidate set true or false: "r5c5=1", "r4c5<>1".
func candText(c steps.Candidate, on bool) string {
	if on {
		return fmt.Sprintf("%s=%d", c.Cell, c.Digit)
	}
	return fmt.Sprintf("%s<>%d", c.Cell, c.Digit)
}

// inferenceText says inference i of infs and its reason in words (the
// engine's, steps.InferenceReason), and, where it does not rest on the
// one just before it alone, which ones it rests on.
func inferenceText(l *grid.Layout, infs []steps.Inference, i int) string {
	inf := infs[i]
	text := candText(inf.Candidate, inf.On)
	if reason := steps.InferenceReason(l, infs, i); reason != "" {
		text += " — " + reason
	}
	if len(inf.Because) > 0 && !(len(inf.Because) == 1 && inf.Because[0] == i-1) {
		text += " (from"
		for j, b := range inf.Because {
			if j > 0 {
				text += ","
			}
			text += fmt.Sprintf(" %d", b+1)
		}
		text += ")"
	}
	return text
}

// linkText says one link of a chain that carries no inferences.
func linkText(lk steps.Link) string {
	if lk.Strong {
		return fmt.Sprintf("%s => %s — strong link: one of the two is true", candText(lk.From, false), candText(lk.To, true))
	}
	return fmt.Sprintf("%s => %s — weak link: not both are true", candText(lk.From, true), candText(lk.To, false))
}

// cellList names cells one after another: "r1c9,r4c8".
func cellList(cells []grid.Cell) string {
	out := ""
	for i, c := range cells {
		if i > 0 {
			out += ","
		}
		out += c.String()
	}
	return out
}

// digitSet writes digits as "{389}".
func digitSet(ds []int8) string {
	out := "{"
	for _, d := range ds {
		out += fmt.Sprint(d)
	}
	return out + "}"
}

// restrictedBetween returns the restricted common digits of groups i and
// j of step: digits of its Restricted candidates found in both.
func restrictedBetween(step *steps.Step, i, j int) []int8 {
	in := func(g int, c steps.Candidate) bool {
		for _, x := range step.Groups[g].Cells {
			if x == c.Cell {
				return true
			}
		}
		return false
	}
	var inI, inJ steps.Digits
	for _, c := range step.Restricted {
		if c.Digit < 1 || c.Digit > 9 {
			continue
		}
		if in(i, c) {
			inI |= steps.DigitSet(c.Digit)
		}
		if in(j, c) {
			inJ |= steps.DigitSet(c.Digit)
		}
	}
	return (inI & inJ).List()
}

// digitList writes digits as "3" or "3 or 8".
func digitList(ds []int8) string {
	out := ""
	for i, d := range ds {
		switch {
		case i == 0:
		case i == len(ds)-1:
			out += " or "
		default:
			out += ", "
		}
		out += fmt.Sprint(d)
	}
	return out
}
