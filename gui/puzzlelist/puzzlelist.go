// Package puzzlelist is the list of every puzzle of a set: a virtual
// list whose rows are made only for what is on screen, so that 100,000
// puzzles scroll smoothly, under headings measured so that no heading or
// value is cut. It is told the number of rows and what each shows, and
// tells what the person picks; it knows nothing of the window.
package puzzlelist

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// Row is what one row of the list shows of its puzzle.
type Row struct {
	Givens     int         // the number of givens
	Status     string      // the status column's text
	Dot        color.Color // the dot before the status
	Difficulty string      // the difficulty column's text
	Warn       bool        // the difficulty in the warning colour (the hardest grades)
}

// newPuzzleColumns measures the puzzle list's columns from their
// headings and the longest texts they show, in the theme's text size,
// so that no heading or value is cut: the number column as wide as the
// set's largest number (see List.Refresh), the status column
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

// List is the virtual list of every puzzle of the set, with its title.
type List struct {
	// List is the list widget itself, which takes the keyboard.
	List *PageList
	// Content is the headings and the list, for the window to place.
	Content fyne.CanvasObject
	// Title says "Puzzles (n)"; TitleRow, set by the window, holds it
	// and lays out again when it grows.
	Title    *widget.Label
	TitleRow *fyne.Container
	columns  *widgets.Columns // shared by the header and every row
	length   func() int
	row      func(i int) Row
	onSelect func(i int)
	quiet    bool // set while the window selects a row itself
}

// New returns a list of length() rows, row i showing row(i); onSelect
// is told of a row the person picks.
func New(length func() int, row func(i int) Row, onSelect func(int)) *List {
	pl := &List{length: length, row: row, onSelect: onSelect, columns: newPuzzleColumns()}
	pl.List = NewPageList(pl.Len, pl.createRow, pl.updateRow, RowHeight)
	pl.List.OnSelected = pl.List.track(func(id widget.ListItemID) {
		if pl.quiet {
			return
		}
		if pl.onSelect != nil {
			pl.onSelect(id)
		}
		// A row chosen by the person (a click, a key): the list keeps the
		// keyboard, so the arrow keys go on moving in it, not on the board.
		if app := fyne.CurrentApp(); app != nil {
			if cv := app.Driver().CanvasForObject(pl.List); cv != nil && cv.Focused() != fyne.Focusable(pl.List) {
				cv.Focus(pl.List)
			}
		}
	})
	header := container.New(pl.columns,
		HeaderLabel("#"), HeaderLabel("Givens"), HeaderLabel("Status"), HeaderLabel("Difficulty"))
	pl.Title = widget.NewLabelWithStyle("Puzzles", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pl.Content = container.NewBorder(container.NewVBox(header, widget.NewSeparator()), nil, nil, nil, pl.List)
	return pl
}

// HeaderLabel is a column heading, in the secondary text colour: a
// label of low importance would be Fyne's disabled grey, too faint to
// read on the dark background.
func HeaderLabel(s string) fyne.CanvasObject {
	return widget.NewRichText(&widget.TextSegment{Text: s, Style: widget.RichTextStyle{
		ColorName: studiotheme.ColorNameNotation, Inline: true, TextStyle: fyne.TextStyle{Bold: true},
	}})
}

// Len is the number of rows.
func (pl *List) Len() int {
	if pl.length == nil {
		return 0
	}
	return pl.length()
}

func (pl *List) createRow() fyne.CanvasObject {
	number := widget.NewLabel("00000")
	givens := widget.NewLabel("00")
	dot := canvas.NewCircle(notStarted)
	status := widget.NewLabel("Not started")
	status.Truncation = fyne.TextTruncateEllipsis
	statusCell := container.NewBorder(nil, nil, container.NewCenter(sizedDot(dot)), nil, status)
	difficulty := widget.NewLabel("Extreme")
	return container.New(pl.columns, number, givens, statusCell, difficulty)
}

// sizedDot keeps a status dot at a fixed small size.
func sizedDot(c *canvas.Circle) fyne.CanvasObject {
	return widgets.FixedSize(fyne.NewSize(10, 10), c)
}

func (pl *List) updateRow(id widget.ListItemID, row fyne.CanvasObject) {
	if id < 0 || id >= pl.Len() {
		return
	}
	r := pl.row(id)
	objs := row.(*fyne.Container).Objects
	widgets.SetText(objs[0].(*widget.Label), fmt.Sprint(id+1))
	widgets.SetText(objs[1].(*widget.Label), fmt.Sprint(r.Givens))
	statusCell := objs[2].(*fyne.Container)
	for _, o := range statusCell.Objects {
		switch o := o.(type) {
		case *widget.Label:
			widgets.SetText(o, r.Status)
		case *fyne.Container: // the centred dot
			dot := o.Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
			if c := r.Dot; c != nil && dot.FillColor != c {
				dot.FillColor = c
				dot.Refresh()
			}
		}
	}
	diff := objs[3].(*widget.Label)
	widgets.SetText(diff, r.Difficulty)
	imp := widget.MediumImportance
	if r.Warn {
		imp = widget.WarningImportance
	}
	widgets.SetImportance(diff, imp)
}

// Refresh redraws the visible rows and the title after statuses changed.
func (pl *List) Refresh() {
	if pl.length != nil {
		n := pl.length()
		if widgets.SetText(pl.Title, fmt.Sprintf("Puzzles (%d)", n)) && pl.TitleRow != nil {
			pl.TitleRow.Refresh() // the longer title needs room
		}
		// The number column fits the set's largest number.
		pl.columns.Widths[0] = max(labelWidth(strings.Repeat("0", len(fmt.Sprint(n))), false), labelWidth("000", false))
	}
	pl.Content.Refresh()
	pl.List.Refresh()
}

// SelectQuietly shows row i as selected without telling onSelect.
func (pl *List) SelectQuietly(i int) {
	pl.quiet = true
	pl.List.Select(i)
	pl.quiet = false
}

// RowHeight is the height of one row of the list, as the list
// lays it out (its template row and the padding between rows).
func RowHeight() float32 {
	return widget.NewLabel("0").MinSize().Height + theme.Padding()
}

// notStarted is the dot of a row before its puzzle's status is known.
var notStarted = color.NRGBA{R: 0x90, G: 0x90, B: 0x98, A: 0xFF}
