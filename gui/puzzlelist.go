package gui

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
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// newPuzzleColumns measures the puzzle list's columns from their
// headings and the longest texts they show, in the theme's text size,
// so that no heading or value is cut: the number column as wide as the
// set's largest number (see puzzleList.refresh), the status column
// taking what is left, at least as wide as "In progress".
func newPuzzleColumns() *widgets.Columns {
	return &widgets.Columns{
		Widths: []float32{labelWidth("000", false), labelWidth("Givens", true), 0, labelWidth("Difficulty", true)},
		Flex:   2,
		FlexMin: max(labelWidth("Not started", false), labelWidth("In progress", false), labelWidth("Status", true)) +
			statusDotWidth,
	}
}

// statusDotWidth is the room the status dot takes before its text.
const statusDotWidth = 10 + 4

// labelWidth is the width a label needs to show s whole.
func labelWidth(s string, bold bool) float32 {
	return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{Bold: bold}).Width + 2*theme.InnerPadding()
}

// statusColour is the dot shown before a puzzle's status.
func statusColour(s PuzzleStatus) color.Color {
	switch s {
	case StatusInProgress:
		return color.NRGBA{R: 0x29, G: 0x79, B: 0xFF, A: 0xFF}
	case StatusSolved:
		return color.NRGBA{R: 0x2E, G: 0xA0, B: 0x4F, A: 0xFF}
	case StatusNoSolution, StatusInvalid:
		return color.NRGBA{R: 0xD4, G: 0x2A, B: 0x2A, A: 0xFF}
	case StatusSeveral:
		return color.NRGBA{R: 0xE0, G: 0x8A, B: 0x00, A: 0xFF}
	case StatusUndecided:
		return color.NRGBA{R: 0x8E, G: 0x6C, B: 0xC8, A: 0xFF}
	}
	return color.NRGBA{R: 0x90, G: 0x90, B: 0x98, A: 0xFF}
}

// statusText is the status column's text: the status, and for an
// invalid puzzle the reason.
func statusText(info *PuzzleInfo) string {
	if info.Status == StatusInvalid && info.Reason != "" {
		return "Invalid: " + info.Reason
	}
	return info.Shown().String()
}

// difficultyText is the difficulty column's text: what the engine found
// of a puzzle a person can solve, apart from the person's status. It is
// the rating once rated, "Solvable" once the solver found its one
// solution, and "" before.
func difficultyText(info *PuzzleInfo) string {
	switch {
	case info.Rated:
		return info.Difficulty.String()
	case info.Checked && info.Shown() <= StatusSolved:
		return "Solvable"
	}
	return ""
}

// puzzleList is the virtual list of every puzzle of the set: rows are
// made only for what is on screen, so 100,000 puzzles scroll smoothly.
type puzzleList struct {
	columns  *widgets.Columns // shared by the header and every row
	list     *pageList
	content  fyne.CanvasObject
	title    *widget.Label
	titleRow *fyne.Container // the row holding the title, set by the window
	session  func() *Session
	onSelect func(i int)
	quiet    bool // set while the window selects a row itself
}

func newPuzzleList(session func() *Session, onSelect func(int)) *puzzleList {
	pl := &puzzleList{session: session, onSelect: onSelect, columns: newPuzzleColumns()}
	pl.list = newPageList(pl.length, pl.createRow, pl.updateRow, puzzleRowHeight)
	pl.list.OnSelected = pl.list.track(func(id widget.ListItemID) {
		if pl.quiet {
			return
		}
		if pl.onSelect != nil {
			pl.onSelect(id)
		}
		// A row chosen by the person (a click, a key): the list keeps the
		// keyboard, so the arrow keys go on moving in it, not on the board.
		if app := fyne.CurrentApp(); app != nil {
			if cv := app.Driver().CanvasForObject(pl.list); cv != nil && cv.Focused() != fyne.Focusable(pl.list) {
				cv.Focus(pl.list)
			}
		}
	})
	header := container.New(pl.columns,
		headerLabel("#"), headerLabel("Givens"), headerLabel("Status"), headerLabel("Difficulty"))
	pl.title = widget.NewLabelWithStyle("Puzzles", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pl.content = container.NewBorder(container.NewVBox(header, widget.NewSeparator()), nil, nil, nil, pl.list)
	return pl
}

// headerLabel is a column heading, in the secondary text colour: a
// label of low importance would be Fyne's disabled grey, too faint to
// read on the dark background.
func headerLabel(s string) fyne.CanvasObject {
	return widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{
		ColorName: colorNameNotation, Inline: true, TextStyle: fyne.TextStyle{Bold: true},
	}})
}

func (pl *puzzleList) length() int {
	if s := pl.session(); s != nil {
		return s.Len()
	}
	return 0
}

func (pl *puzzleList) createRow() fyne.CanvasObject {
	number := widget.NewLabel("00000")
	givens := widget.NewLabel("00")
	dot := canvas.NewCircle(statusColour(StatusNotStarted))
	status := widget.NewLabel("Not started")
	status.Truncation = fyne.TextTruncateEllipsis
	statusCell := container.NewBorder(nil, nil, container.NewCenter(sizedDot(dot)), nil, status)
	difficulty := widget.NewLabel("Extreme")
	return container.New(pl.columns, number, givens, statusCell, difficulty)
}

// sizedDot keeps a status dot at a fixed small size.
func sizedDot(c *canvas.Circle) fyne.CanvasObject {
	return container.New(fixedSize{fyne.NewSize(10, 10)}, c)
}

type fixedSize struct{ size fyne.Size }

func (f fixedSize) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(f.size)
	}
}

func (f fixedSize) MinSize([]fyne.CanvasObject) fyne.Size { return f.size }

func (pl *puzzleList) updateRow(id widget.ListItemID, row fyne.CanvasObject) {
	s := pl.session()
	if s == nil || id < 0 || id >= s.Len() {
		return
	}
	info := &s.Info[id]
	objs := row.(*fyne.Container).Objects
	widgets.SetText(objs[0].(*widget.Label), fmt.Sprint(id+1))
	widgets.SetText(objs[1].(*widget.Label), fmt.Sprint(s.Puzzle(id).Givens.Filled()))
	statusCell := objs[2].(*fyne.Container)
	for _, o := range statusCell.Objects {
		switch o := o.(type) {
		case *widget.Label:
			widgets.SetText(o, statusText(info))
		case *fyne.Container: // the centred dot
			dot := o.Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			if c := statusColour(info.Shown()); dot.FillColor != c {
				dot.FillColor = c
				dot.Refresh()
			}
		}
	}
	diff := objs[3].(*widget.Label)
	widgets.SetText(diff, difficultyText(info))
	imp := widget.MediumImportance
	if info.Rated && info.Difficulty >= steps.Expert {
		imp = widget.WarningImportance
	}
	widgets.SetImportance(diff, imp)
}

// refresh redraws the visible rows and the title after statuses changed.
func (pl *puzzleList) refresh() {
	if s := pl.session(); s != nil {
		if widgets.SetText(pl.title, fmt.Sprintf("Puzzles (%d)", s.Len())) && pl.titleRow != nil {
			pl.titleRow.Refresh() // the longer title needs room
		}
		// The number column fits the set's largest number.
		pl.columns.Widths[0] = max(labelWidth(strings.Repeat("0", len(fmt.Sprint(s.Len()))), false), labelWidth("000", false))
	}
	pl.content.Refresh()
	pl.list.Refresh()
}

// selectQuietly shows row i as selected without loading it again.
func (pl *puzzleList) selectQuietly(i int) {
	pl.quiet = true
	pl.list.Select(i)
	pl.quiet = false
}

// puzzleRowHeight is the height of one row of the list, as the list
// lays it out (its template row and the padding between rows).
func puzzleRowHeight() float32 {
	return widget.NewLabel("0").MinSize().Height + theme.Padding()
}
