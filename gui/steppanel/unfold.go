package steppanel

import (
	"fmt"
	"slices"
	"strings"

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
	up                     *widget.Button // back from an inner proof to the branch
	upRow                  *fyne.Container
	head                   *fyne.Container // the heading, the way up and the buttons
	level                  *fyne.Container // holds head above the detail a level down
	rows                   *fyne.Container
	lines                  []string // the rows' texts at the outer level, for tests

	shown              *steps.Step
	branch, unfold     int
	inner, innerUnfold int               // View.Inner and View.InnerUnfold shown
	folds              []*innerFold      // the inner proofs of the nested inferences listed (inner.go)
	innerShown         []string          // the inner proof's lines so far, while one is open
	newestRow          fyne.CanvasObject // the row of the newest inference listed
	outerOffset        float32           // where the detail was scrolled when an inner proof opened
}

func (p *Panel) newUnfoldBar() *unfoldBar {
	u := &unfoldBar{rows: container.NewVBox()}
	u.heading = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	u.heading.Wrapping = fyne.TextWrapWord
	u.counter = widget.NewLabel("")
	u.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { p.unfoldTo(1) })
	u.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.Unfold(-1) })
	u.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.Unfold(+1) })
	u.all = widget.NewButton("All", func() { p.unfoldTo(0) })
	u.up = widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { p.openInner(0, 0) })
	// A level down the way up is the breadcrumb's first part: "[↑ Branch
	// 2] › inference 14 › inner proof".
	u.upRow = container.NewHBox(container.NewVBox(u.up))
	u.upRow.Hide()
	buttons := container.NewHBox(u.first, u.back, u.next, u.all, u.counter)
	u.head = container.NewVBox(container.NewBorder(nil, nil, u.upRow, nil, u.heading), buttons)
	u.content = container.NewVBox(widget.NewSeparator(), u.head, u.rows)
	u.content.Hide()
	u.level = container.NewVBox()
	u.level.Hide()
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
// before) and reports it through OnUnfold, or through OnInner while an
// inner proof is open: from all of it, forward starts at the first,
// back at the one before the last; past the last, all of it is shown
// again. It does nothing where there is nothing to unfold, as at a step
// that is no chain. At a net with no branch chosen it chooses the
// first.
func (p *Panel) Unfold(delta int) {
	if inner, _ := p.innerOpen(); inner != nil {
		p.unfoldTo(nextUnfold(p.st.InnerUnfold, len(inner.Inferences), delta))
		return
	}
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
	p.unfoldTo(nextUnfold(p.st.Unfold, n, delta))
}

// nextUnfold is where Unfold moves from k of n unfolded (0 all) by delta.
func nextUnfold(k, n, delta int) int {
	was := k
	switch {
	case k == 0 && delta > 0:
		k = 1
	case k == 0 && delta < 0:
		k = n - 1
	default:
		k += delta
	}
	switch {
	case k > n || k == n && delta > 0 && was == n:
		k = 0
	case k < 1:
		k = 1
	}
	return k
}

// unfoldTo reports k through OnUnfold, or through OnInner while an
// inner proof is open.
func (p *Panel) unfoldTo(k int) {
	if inner, _ := p.innerOpen(); inner != nil {
		p.openInner(p.st.Inner, k)
		return
	}
	if p.OnUnfold != nil {
		p.OnUnfold(k)
	}
}

// showUnfold shows the unfold bar for the view: step with branch
// chosen and unfold inferences unfolded (0 all), or the inner proof
// open under one of them (inner.go).
func (p *Panel) showUnfold(step *steps.Step, branch, unfold int) {
	u := p.unfold
	b, n := unfolding(step, branch)
	if n < 2 {
		if u.content.Visible() {
			u.content.Hide()
			u.placeHead(false)
			u.shown, u.rows.Objects, u.lines, u.folds, u.innerShown = nil, nil, nil, nil, nil
			p.relayoutDetail()
		}
		return
	}
	inner, infs := p.innerOpen()
	at, innerK := 0, 0
	if inner != nil {
		at, innerK = p.st.Inner, p.st.InnerUnfold
	}
	if u.content.Visible() && u.shown == step && u.branch == b && u.unfold == unfold && u.inner == at && u.innerUnfold == innerK {
		return
	}
	back := false // folding an inner proof, back to the branch as it was left
	u.shown, u.branch, u.unfold, u.inner, u.innerUnfold = step, b, unfold, at, innerK
	u.lines = unfoldLines(p.layout(), step, b, unfold)
	k, total := unfold, n
	if inner != nil {
		k, total = innerK, len(inner.Inferences)
		up, rest := breadcrumb(step, b, at)
		widgets.SetText(u.heading, rest)
		if u.up.Text != up {
			u.up.SetText(up)
		}
		u.upRow.Show()
		if !u.level.Visible() {
			u.outerOffset = p.detail.Offset.Y // to come back to
		}
		u.placeHead(true)
		u.rows.Objects = p.innerRowObjects(step, b, infs, at, innerK)
	} else {
		what := levelName(step, b)
		if b == 0 && len(step.Inferences) == 0 && len(step.Links) == 0 {
			what = "the sets"
		}
		widgets.SetText(u.heading, fmt.Sprintf("Follow %s one step at a time", what))
		u.upRow.Hide()
		back = u.level.Visible() && u.shown == step
		u.placeHead(false)
		u.innerShown = nil
		u.rows.Objects = p.unfoldRowObjects(followedInferences(step, b), unfold)
	}
	if k == 0 {
		widgets.SetText(u.counter, fmt.Sprintf("all %d", total))
	} else {
		widgets.SetText(u.counter, fmt.Sprintf("%d / %d", k, total))
	}
	widgets.SetEnabled(u.first, k != 1)
	widgets.SetEnabled(u.back, k != 1)
	setImportanceBtn(u.all, k == 0)
	u.rows.Refresh()
	if !u.content.Visible() {
		u.content.Show()
	}
	p.relayoutDetail()
	switch {
	case back:
		p.detail.ScrollToOffset(fyne.NewPos(0, u.outerOffset))
	case k > 0 || inner != nil:
		p.keepNewestInSight(inner != nil)
	}
}

// layout is the regions of the puzzle shown, nil without one.
func (p *Panel) layout() *grid.Layout {
	if p.st.Trace != nil {
		return p.st.Trace.Puzzle.Regions()
	}
	return nil
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
		text += " (from " + becauseList(inf.Because) + ")"
	}
	return text
}

// longBecause is how many earlier inferences an inference may rest on
// before they are written as ranges: a nested inference rests on every
// removal its branch made so far, often twenty or more.
const longBecause = 6

// becauseList writes the inferences one rests on, numbered from 1: "3,
// 4" as they come, or, past longBecause of them, in order with runs as
// ranges, "2–25".
func becauseList(because []int) string {
	var parts []string
	if len(because) <= longBecause {
		for _, b := range because {
			parts = append(parts, fmt.Sprint(b+1))
		}
		return strings.Join(parts, ", ")
	}
	sorted := slices.Clone(because)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	for i := 0; i < len(sorted); {
		j := i
		for j+1 < len(sorted) && sorted[j+1] == sorted[j]+1 {
			j++
		}
		switch {
		case j-i >= 2:
			parts = append(parts, fmt.Sprintf("%d–%d", sorted[i]+1, sorted[j]+1))
		case j > i:
			parts = append(parts, fmt.Sprint(sorted[i]+1), fmt.Sprint(sorted[j]+1))
		default:
			parts = append(parts, fmt.Sprint(sorted[i]+1))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
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
