// Package steppanel is the side panel of the step view, a widget of its
// own: it takes a solution path and a position on it (a View) and shows
// the steps taken so far, the current step explained with every cell
// name a link, its branches and, one inference at a time, the chain or
// branch being followed; it reports what the person picks through its
// callbacks. It knows nothing of the window around it.
package steppanel

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// Panel is the side panel of the step view: the steps taken so far,
// the current step explained with every cell name a link, and the
// controls to move along the path.
type Panel struct {
	content fyne.CanvasObject

	title   *widget.Label
	counter *widget.Label
	list    *widget.List
	// explanation is the current step's title, notation and plain
	// words, one object per paragraph; paras is what it shows.
	explanation *fyne.Container
	paras       []para
	hint        *widget.Label

	firstBtn, backBtn, playBtn, nextBtn, lastBtn, hintBtn *widget.Button
	speed                                                 *widget.Slider
	speedLabel                                            *widget.Label

	branchList *branchList  // the current step's branches, if it has any
	substeps   *substepList // the current round's single steps, if it is one
	// detail is the current step's title, notation, explanation and
	// branches, one scrolling column under the list of steps; split is
	// the divider between the two.
	detail *container.Scroll
	lower  *fyne.Container // the detail and, above it, the follow bar's head a level down
	split  *container.Split

	st    View
	quiet bool // set while the panel selects a row itself
	// shownTrace and shownRows are what the list's rows were last filled
	// from: moving along the path only moves the selection, and the
	// rows are filled again only when the path or its length changes.
	shownTrace *steps.Trace
	shownRows  int
	// detailTrace and detailPos are the step the detail was last
	// scrolled to the top for.
	detailTrace *steps.Trace
	detailPos   int
	unfold      *unfoldBar // follows a chain or branch one inference at a time

	// nestedOffer holds the button offering nested forcing chains
	// (nestedoffer.go); scannedTrace is the path last looked through
	// for nested steps, scannedNested whether it had any.
	nestedOffer   *fyne.Container
	nestedBtn     *widget.Button
	scannedTrace  *steps.Trace
	scannedNested bool

	// OnGoTo moves to position pos of the path.
	OnGoTo func(pos int)
	// OnFlash flashes cells on the board: a cell link's one cell, or
	// all the cells of a group link such as r4c89.
	OnFlash func(cells grid.CellSet)
	// OnPlay starts or pauses playing the path.
	OnPlay func()
	// OnHint asks for a hint.
	OnHint func()
	// OnSpeed sets the playing speed.
	OnSpeed func(stepsPerSecond float64)
	// OnBranch shows branch b (from 1) of the current step alone, or
	// all of its branches for 0.
	OnBranch func(b int)
	// OnUnfold shows the first n inferences of the chain or branch
	// followed, or all of it for 0 (board.Model.Unfold).
	OnUnfold func(n int)
	// OnInner opens the inner proof of inference at (from 1) of the
	// branch followed, its first unfold inferences unfolded (0 all), or
	// folds it back to the branch for at 0 (View.Inner, inner.go).
	OnInner func(at, unfold int)
	// OnExplainNested asks for the path with nested forcing chains. The
	// panel offers them, under a guess of a guided path and the search
	// under it, only when it is set.
	OnExplainNested func()
}

// stepListShare is the part of the panel's height the list of steps
// takes at first; the step explained below it gets the rest, since a
// forcing net's explanation and branches need the room.
const stepListShare = 0.32

// New returns a panel with no path; its speed slider runs from
// minSpeed to maxSpeed steps a second.
func New(minSpeed, maxSpeed float64) *Panel {
	p := &Panel{}
	p.title = widget.NewLabelWithStyle("Solution path", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.counter = widget.NewLabel("")
	p.counter.Alignment = fyne.TextAlignTrailing

	p.list = widget.NewList(p.rowCount, p.createRow, p.updateRow)
	p.list.OnSelected = func(id widget.ListItemID) {
		if !p.quiet && p.OnGoTo != nil {
			p.OnGoTo(id)
		}
	}

	p.explanation = container.NewVBox()
	p.hint = widget.NewLabel("")
	p.hint.Wrapping = fyne.TextWrapWord
	p.hint.Importance = widget.HighImportance
	p.hint.Hide()

	call := func(f *func(int), pos func() int) func() {
		return func() {
			if *f != nil {
				(*f)(pos())
			}
		}
	}
	p.firstBtn = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), call(&p.OnGoTo, func() int { return 0 }))
	p.backBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), call(&p.OnGoTo, func() int { return p.st.Pos - 1 }))
	p.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), func() {
		if p.OnPlay != nil {
			p.OnPlay()
		}
	})
	p.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), call(&p.OnGoTo, func() int { return p.st.Pos + 1 }))
	p.lastBtn = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), call(&p.OnGoTo, func() int { return p.st.total() }))
	p.hintBtn = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), func() {
		if p.OnHint != nil {
			p.OnHint()
		}
	})
	p.playBtn.Importance = widget.HighImportance

	p.speed = widget.NewSlider(minSpeed, maxSpeed)
	p.speed.Step = 0.5
	p.speedLabel = widget.NewLabel("")
	p.speed.OnChanged = func(v float64) {
		p.speedLabel.SetText(speedText(v))
		if p.OnSpeed != nil {
			p.OnSpeed(v)
		}
	}

	// Play takes the room the arrows leave: "Pause" must not widen the
	// panel (and move the board) while the path plays.
	controls := container.NewBorder(nil, nil, container.NewHBox(p.firstBtn, p.backBtn), container.NewHBox(p.nextBtn, p.lastBtn), p.playBtn)
	speedRow := container.NewBorder(nil, nil, widget.NewLabel("Speed"), p.speedLabel, p.speed)
	p.branchList = newBranchList()
	p.substeps = p.newSubstepList()
	// The explanation and the branches scroll together: a long net
	// scrolls as one text rather than in two cramped boxes.
	p.unfold = p.newUnfoldBar()
	p.newNestedOffer()
	p.detail = container.NewVScroll(container.NewVBox(p.explanation, p.substeps.content, p.unfold.content, p.branchList.content))
	p.detail.SetMinSize(fyne.NewSize(0, detailMinHeight))
	// A level down, in an inner proof, the follow bar's heading and
	// buttons stand still above the scrolling detail (p.level), so the
	// breadcrumb stays in sight as the inner inferences unfold.
	// The offer of nested chains stands still under the detail: under a
	// long explanation, scrolled with it, it fell out of sight.
	p.lower = container.NewBorder(p.unfold.level, p.nestedOffer, nil, nil, p.detail)
	p.split = container.NewVSplit(p.list, p.lower)
	p.split.SetOffset(stepListShare)
	bottom := container.NewVBox(
		p.hint,
		controls,
		container.NewBorder(nil, nil, nil, p.hintBtn, speedRow),
	)
	// The counter fills the rest of the row, right-aligned: as the
	// centre it needs no new layout when its text grows.
	header := container.NewBorder(nil, nil, p.title, nil, p.counter)
	p.content = container.NewBorder(header, bottom, nil, nil, p.split)
	p.Update(View{})
	return p
}

// Content returns the panel's widgets, to place in the window.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// SetSpeed sets the speed slider, which reports it through OnSpeed.
func (p *Panel) SetSpeed(stepsPerSecond float64) { p.speed.SetValue(stepsPerSecond) }

func speedText(v float64) string {
	if v == float64(int(v)) {
		return fmt.Sprintf("%d steps/s", int(v))
	}
	return fmt.Sprintf("%.1f steps/s", v)
}

// rowCount is the start position plus every step reached so far.
func (p *Panel) rowCount() int {
	if !p.st.ready() {
		return 0
	}
	return p.st.Reached + 1
}

func (p *Panel) createRow() fyne.CanvasObject {
	num := widget.NewLabel("000")
	num.Alignment = fyne.TextAlignTrailing
	tech := widget.NewLabelWithStyle("Alternating Inference", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	tech.Truncation = fyne.TextTruncateEllipsis
	text := NotationText("")
	// The number column fits six digits: a search path can pass 100,000
	// steps; the technique column fits the longest technique's name.
	// The notation column yields: in a narrow window (1024 wide) it
	// gives its room to the board rather than cut a technique's name,
	// and the step's detail under the list says it whole.
	return container.New(widgets.Columns{Widths: []float32{numberColumnWidth(), techColumnWidth(tech.TextStyle), 0}, Flex: 2, FlexYields: true}, num, tech, text)
}

// numberColumnWidth is the width of the step list's number column: six
// digits, right-aligned, and a label's padding.
func numberColumnWidth() float32 {
	return float32(math.Ceil(float64(fyne.MeasureText("000000", theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding())))
}

// techColumnWidth is the width of the step list's technique column: the
// longest name a step can carry, in the list's bold text, so that no name
// ends in an ellipsis ("Alternating Inference Chain" did at 190).
func techColumnWidth(style fyne.TextStyle) float32 {
	names := []string{steps.ContradictionName, steps.BacktrackName}
	for _, t := range steps.Techniques() {
		names = append(names, t.Name)
	}
	widest := float32(0)
	for _, n := range names {
		widest = max(widest, fyne.MeasureText(n, theme.TextSize(), style).Width)
	}
	return float32(math.Ceil(float64(widest + 2*theme.InnerPadding())))
}

// NotationText is a line of notation as the list of steps shows it:
// secondary, but readable. (A label of low importance is Fyne's
// disabled grey, 1.5:1 on the dark background; ColorNameNotation is not.)
func NotationText(text string) *widget.RichText {
	rt := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: colorNameNotation, Inline: true}})
	rt.Truncation = fyne.TextTruncateEllipsis
	return rt
}

func (p *Panel) updateRow(id widget.ListItemID, row fyne.CanvasObject) {
	objs := row.(*fyne.Container).Objects
	num, tech, text := objs[0].(*widget.Label), objs[1].(*widget.Label), objs[2].(*widget.RichText)
	if id == 0 || !p.st.ready() || id > p.st.total() {
		widgets.SetText(num, "")
		widgets.SetImportance(tech, widget.MediumImportance)
		widgets.SetText(tech, "Start")
		if p.st.Trace != nil {
			setRichText(text, fmt.Sprintf("%d givens", p.st.Trace.Puzzle.Givens.Filled()))
		}
		return
	}
	st := &p.st.Trace.Steps[id-1]
	widgets.SetText(num, fmt.Sprint(id))
	widgets.SetImportance(tech, kindImportance(st.Kind))
	widgets.SetText(tech, depthIndent(st.Depth)+st.Technique)
	setRichText(text, shortText(st))
}

// maxIndent is the deepest a step is indented in the list: a plain
// backtracking search goes fifty guesses deep, which would push the
// technique's name out of its column.
const maxIndent = 4

// depthIndent indents a step of the list by its search depth; past
// maxIndent levels the depth is written out instead, named as a depth
// ("depth 28 · Backtrack") so that it does not read as a second counter
// beside the step number.
func depthIndent(depth int) string {
	if depth <= maxIndent {
		return strings.Repeat("  ", depth)
	}
	return "depth " + strconv.Itoa(depth) + " · "
}

// setRichText changes the text of a one-segment rich text only when it
// differs.
func setRichText(rt *widget.RichText, text string) {
	if seg := rt.Segments[0].(*widget.TextSegment); seg.Text != text {
		seg.Text = text
		rt.Refresh()
	}
}

// kindImportance colours the technique of search steps in the list.
func kindImportance(k steps.Kind) widget.Importance {
	switch k {
	case steps.Guess:
		return widget.WarningImportance
	case steps.Contradiction, steps.Backtrack:
		return widget.DangerImportance
	}
	return widget.MediumImportance
}

// shortText is a step's notation without the technique name it starts with.
func shortText(st *steps.Step) string {
	t := st.Text
	if rest, ok := strings.CutPrefix(t, st.Technique+":"); ok {
		t = strings.TrimSpace(rest)
	}
	return t
}

// Update shows the view v.
func (p *Panel) Update(v View) {
	p.st = v
	st := &p.st
	playing, summary, note := v.Playing, v.Summary, v.Note
	if rows := p.rowCount(); st.Trace != p.shownTrace || rows != p.shownRows {
		p.shownTrace, p.shownRows = st.Trace, rows
		p.list.Refresh()
	}
	if st.ready() {
		p.quiet = true
		p.list.Select(st.Pos)
		p.quiet = false
	} else {
		p.list.UnselectAll()
	}

	total := st.total()
	if st.Trace == nil {
		widgets.SetText(p.counter, "")
	} else {
		widgets.SetText(p.counter, fmt.Sprintf("Step %d / %d", st.Pos, total))
	}
	canBack, canFwd := st.ready() && st.Pos > 0, st.ready() && st.Pos < total
	widgets.SetEnabled(p.firstBtn, canBack)
	widgets.SetEnabled(p.backBtn, canBack)
	widgets.SetEnabled(p.nextBtn, canFwd)
	widgets.SetEnabled(p.lastBtn, canFwd)
	widgets.SetEnabled(p.playBtn, canFwd || playing)
	widgets.SetEnabled(p.hintBtn, st.Trace != nil)
	if label := map[bool]string{true: "Pause", false: "Play"}[playing]; p.playBtn.Text != label {
		p.playBtn.SetText(label)
		if playing {
			p.playBtn.SetIcon(theme.MediaPauseIcon())
		} else {
			p.playBtn.SetIcon(theme.MediaPlayIcon())
		}
	}
	offer := p.offersNested(st)
	p.showExplanation(p.explain(st, summary, note, offer))
	p.showNestedOffer(offer)
	p.showBranches(st.current(), st.Branch)
	p.showSubsteps(st.current())
	p.showUnfold(st.current(), st.Branch, st.Unfold)
	if st.Trace != p.detailTrace || st.Pos != p.detailPos {
		// A new step is read from its title down.
		p.detailTrace, p.detailPos = st.Trace, st.Pos
		p.relayoutDetail()
		p.detail.ScrollToTop()
	}
}

// ShowHint shows text under the explanation until HideHint.
func (p *Panel) ShowHint(text string) {
	p.hint.SetText(text)
	p.hint.Show()
}

// HideHint hides the hint.
func (p *Panel) HideHint() { p.hint.Hide() }

// ShowHintButton shows or hides the panel's Hint button, so that a window
// with a Hint of its own (solve mode's) shows one; it reports whether the
// button changed.
func (p *Panel) ShowHintButton(show bool) bool {
	if p.hintBtn.Visible() == show {
		return false
	}
	if show {
		p.hintBtn.Show()
	} else {
		p.hintBtn.Hide()
	}
	return true
}

// HintButtonShown tells whether the panel's Hint button shows.
func (p *Panel) HintButtonShown() bool { return p.hintBtn.Visible() }
