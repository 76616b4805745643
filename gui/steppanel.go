package gui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// stepPanel is the side panel of the step view: the steps taken so far,
// the current step explained with every cell name a link, and the
// controls to move along the path.
type stepPanel struct {
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
	split  *container.Split

	st    *stepper
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

	onGoTo func(pos int)
	// onFlash flashes cells on the board: a cell link's one cell, or
	// all the cells of a group link such as r4c89.
	onFlash func(cells grid.CellSet)
	onPlay  func()
	onHint  func()
	onSpeed func(stepsPerSecond float64)
	// onBranch shows branch b (from 1) of the current step alone, or
	// all of its branches for 0.
	onBranch func(b int)
}

// stepListShare is the part of the panel's height the list of steps
// takes at first; the step explained below it gets the rest, since a
// forcing net's explanation and branches need the room.
const stepListShare = 0.32

func newStepPanel() *stepPanel {
	p := &stepPanel{st: &stepper{}}
	p.title = widget.NewLabelWithStyle("Solution path", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.counter = widget.NewLabel("")
	p.counter.Alignment = fyne.TextAlignTrailing

	p.list = widget.NewList(p.rowCount, p.createRow, p.updateRow)
	p.list.OnSelected = func(id widget.ListItemID) {
		if !p.quiet && p.onGoTo != nil {
			p.onGoTo(id)
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
	p.firstBtn = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), call(&p.onGoTo, func() int { return 0 }))
	p.backBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), call(&p.onGoTo, func() int { return p.st.pos - 1 }))
	p.playBtn = widget.NewButtonWithIcon("Play", theme.MediaPlayIcon(), func() {
		if p.onPlay != nil {
			p.onPlay()
		}
	})
	p.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), call(&p.onGoTo, func() int { return p.st.pos + 1 }))
	p.lastBtn = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), call(&p.onGoTo, func() int { return p.st.total() }))
	p.hintBtn = widget.NewButtonWithIcon("Hint", theme.HelpIcon(), func() {
		if p.onHint != nil {
			p.onHint()
		}
	})
	p.playBtn.Importance = widget.HighImportance

	p.speed = widget.NewSlider(minStepsPerSecond, maxStepsPerSecond)
	p.speed.Step = 0.5
	p.speedLabel = widget.NewLabel("")
	p.speed.OnChanged = func(v float64) {
		p.speedLabel.SetText(speedText(v))
		if p.onSpeed != nil {
			p.onSpeed(v)
		}
	}

	controls := container.NewGridWithColumns(5, p.firstBtn, p.backBtn, p.playBtn, p.nextBtn, p.lastBtn)
	speedRow := container.NewBorder(nil, nil, widget.NewLabel("Speed"), p.speedLabel, p.speed)
	p.branchList = newBranchList()
	p.substeps = p.newSubstepList()
	// The explanation and the branches scroll together: a long net
	// scrolls as one text rather than in two cramped boxes.
	p.detail = container.NewVScroll(container.NewVBox(p.explanation, p.substeps.content, p.branchList.content))
	p.detail.SetMinSize(fyne.NewSize(0, detailMinHeight))
	p.split = container.NewVSplit(p.list, p.detail)
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
	p.update(p.st, false, "", "")
	return p
}

func speedText(v float64) string {
	if v == float64(int(v)) {
		return fmt.Sprintf("%d steps/s", int(v))
	}
	return fmt.Sprintf("%.1f steps/s", v)
}

// rowCount is the start position plus every step reached so far.
func (p *stepPanel) rowCount() int {
	if !p.st.ready() {
		return 0
	}
	return p.st.reached + 1
}

func (p *stepPanel) createRow() fyne.CanvasObject {
	num := widget.NewLabel("000")
	num.Alignment = fyne.TextAlignTrailing
	tech := widget.NewLabelWithStyle("Alternating Inference", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	tech.Truncation = fyne.TextTruncateEllipsis
	// The notation is secondary, but must stay readable: a label of low
	// importance is Fyne's disabled grey, 1.5:1 on the dark background.
	text := widget.NewRichText(&widget.TextSegment{Style: widget.RichTextStyle{ColorName: colorNameNotation, Inline: true}})
	text.Truncation = fyne.TextTruncateEllipsis
	// The number column fits six digits: a search path can pass 100,000 steps.
	return container.New(columnsLayout{widths: []float32{64, 190, 0}, flex: 2}, num, tech, text)
}

func (p *stepPanel) updateRow(id widget.ListItemID, row fyne.CanvasObject) {
	objs := row.(*fyne.Container).Objects
	num, tech, text := objs[0].(*widget.Label), objs[1].(*widget.Label), objs[2].(*widget.RichText)
	if id == 0 || !p.st.ready() || id > p.st.total() {
		setText(num, "")
		setImportance(tech, widget.MediumImportance)
		setText(tech, "Start")
		if p.st.trace != nil {
			setRichText(text, fmt.Sprintf("%d givens", p.st.trace.Puzzle.Givens.Filled()))
		}
		return
	}
	st := &p.st.trace.Steps[id-1]
	setText(num, fmt.Sprint(id))
	setImportance(tech, kindImportance(st.Kind))
	setText(tech, depthIndent(st.Depth)+st.Technique)
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

// update shows the position of st; summary is the rating line shown at
// the end, and note what to say when there is no path.
func (p *stepPanel) update(st *stepper, playing bool, summary, note string) {
	p.st = st
	if rows := p.rowCount(); st.trace != p.shownTrace || rows != p.shownRows {
		p.shownTrace, p.shownRows = st.trace, rows
		p.list.Refresh()
	}
	if st.ready() {
		p.quiet = true
		p.list.Select(st.pos)
		p.quiet = false
	} else {
		p.list.UnselectAll()
	}

	total := st.total()
	if st.trace == nil {
		setText(p.counter, "")
	} else {
		setText(p.counter, fmt.Sprintf("Step %d / %d", st.pos, total))
	}
	canBack, canFwd := st.ready() && st.pos > 0, st.ready() && st.pos < total
	setEnabled(p.firstBtn, canBack)
	setEnabled(p.backBtn, canBack)
	setEnabled(p.nextBtn, canFwd)
	setEnabled(p.lastBtn, canFwd)
	setEnabled(p.playBtn, canFwd || playing)
	setEnabled(p.hintBtn, st.trace != nil)
	if label := map[bool]string{true: "Pause", false: "Play"}[playing]; p.playBtn.Text != label {
		p.playBtn.SetText(label)
		if playing {
			p.playBtn.SetIcon(theme.MediaPauseIcon())
		} else {
			p.playBtn.SetIcon(theme.MediaPlayIcon())
		}
	}
	p.showExplanation(p.explain(st, summary, note))
	p.showBranches(st.current(), st.branch)
	p.showSubsteps(st.current())
	if st.trace != p.detailTrace || st.pos != p.detailPos {
		// A new step is read from its title down.
		p.detailTrace, p.detailPos = st.trace, st.pos
		p.relayoutDetail()
		p.detail.ScrollToTop()
	}
}

// setText changes a label's text only when it differs, and reports
// whether it did: setting a label's text measures it again, which costs.
func setText(l *widget.Label, text string) bool {
	if l.Text == text {
		return false
	}
	l.SetText(text)
	return true
}

// setImportance changes a label's importance only when it differs.
func setImportance(l *widget.Label, imp widget.Importance) {
	if l.Importance != imp {
		l.Importance = imp
		l.Refresh()
	}
}

func setEnabled(b *widget.Button, on bool) {
	switch {
	case on && b.Disabled():
		b.Enable()
	case !on && !b.Disabled():
		b.Disable()
	}
}

// setVisible shows or hides o and reports whether that changed anything.
func setVisible(o fyne.CanvasObject, show bool) bool {
	if o.Visible() == show {
		return false
	}
	if show {
		o.Show()
	} else {
		o.Hide()
	}
	return true
}

// showHint shows text under the explanation until the position changes.
func (p *stepPanel) showHint(text string) {
	p.hint.SetText(text)
	p.hint.Show()
}

func (p *stepPanel) hideHint() { p.hint.Hide() }
