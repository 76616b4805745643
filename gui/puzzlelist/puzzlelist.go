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
// headings and the longest texts they show, in the theme's text size, so that no heading or value is cut:
// the number column as wide as the set's largest number (see
// List.Refresh), the status column taking what is left, at least as
// wide as "In progress".
func newPuzzleColumns() *widgets.Columns {
	return &widgets.Columns{
		Widths: []float32{numberWidth(0), labelWidth("Givens", true), 0, labelWidth("Difficulty", true)},
		Flex:   2,
		FlexMin: max(labelWidth("Not started", false), labelWidth("In progress", false), labelWidth("Status", true)) +
			statusDotWidth,
	}
}

// numberWidth is the number column's width for a set of n puzzles.
func numberWidth(n int) float32 {
	return max(labelWidth(strings.Repeat("0", len(fmt.Sprint(n))), false), labelWidth("000", false))
}

// statusDotWidth is the room the status dot takes before its text.
const statusDotWidth = 10 + 4

// labelWidth is the width a label needs to show s whole.
func labelWidth(s string, bold bool) float32 {
	return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{Bold: bold}).Width + 2*theme.InnerPadding()
}

// View is the order the list shows the set's puzzles in, sorted by a
// column and filtered (gui/model's ListView): rows are the view's,
// puzzles are numbered from 0 in the file's order, and the list shows
// puzzle i as number i+1 whatever its row.
type View interface {
	Len() int               // the rows
	Total() int             // the puzzles of the set, filtered out or not
	Matching() int          // the rows the filters let through: Len, less a puzzle kept as the one shown
	Puzzle(row int) int     // the puzzle row shows, -1 for none
	Row(puzzle int) int     // the row showing puzzle, -1 when filtered out
	Hidden(puzzle int) bool // whether the filters leave puzzle out
	Sorted() (column int, descending bool)
	SortBy(column int, descending bool)
	Filter() (status, grade int)
	Filters() (status, grade []string) // the choices' names, All first
	SetFilter(status, grade int)
}

// The columns, as View.SortBy numbers them.
const (
	ColumnNumber = iota
	ColumnGivens
	ColumnStatus
	ColumnDifficulty
)

// List is the virtual list of every puzzle of the set, with its title,
// its sortable headings and its filters.
type List struct {
	// List is the list widget itself, which takes the keyboard. Its rows
	// are the view's; List's own methods take puzzles.
	List *PageList
	// Content is the filters, the headings and the list, for the window
	// to place.
	Content fyne.CanvasObject
	// Title says "Puzzles (n)", or "Puzzles (k of n)" when filtered;
	// TitleRow, set by the window, holds it and lays out again when it grows.
	Title    *widget.Label
	TitleRow *fyne.Container
	// Headings are the column headings, which sort the list when clicked.
	Headings [4]*Heading
	// Status and Grade are the filters.
	Status, Grade *widget.Select
	columns       *widgets.Columns // shared by the header and every row
	view          View
	row           func(puzzle int) Row
	onSelect      func(puzzle int)
	quiet         bool // set while the window selects a row itself
	// selected is the puzzle last selected, by the person or the
	// window, -1 for none: its row moves as the view sorts.
	selected int
}

// New returns a list of the view's rows, puzzle i showing row(i);
// onSelect is told of a puzzle the person picks.
func New(view View, row func(puzzle int) Row, onSelect func(puzzle int)) *List {
	pl := &List{view: view, row: row, onSelect: onSelect, columns: newPuzzleColumns(), selected: -1}
	pl.List = NewPageList(pl.Len, pl.createRow, pl.updateRow, RowHeight)
	pl.List.OnSelected = pl.List.track(func(id widget.ListItemID) {
		if pl.quiet {
			return
		}
		p := pl.view.Puzzle(id)
		if p < 0 {
			return
		}
		pl.selected = p
		if pl.onSelect != nil {
			pl.onSelect(p)
		}
		// A row chosen by the person (a click, a key): the list keeps the
		// keyboard, so the arrow keys go on moving in it, not on the board.
		if app := fyne.CurrentApp(); app != nil {
			if cv := app.Driver().CanvasForObject(pl.List); cv != nil && cv.Focused() != fyne.Focusable(pl.List) {
				cv.Focus(pl.List)
			}
		}
	})
	for c, name := range []string{"#", "Givens", "Status", "Difficulty"} {
		pl.Headings[c] = newHeading(name, func() { pl.sortBy(c) })
	}
	header := container.New(pl.columns, pl.Headings[0], pl.Headings[1], pl.Headings[2], pl.Headings[3])
	pl.Title = widget.NewLabelWithStyle("Puzzles", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	filters := pl.newFilters()
	pl.Content = container.NewBorder(container.NewVBox(filters, header, widget.NewSeparator()), nil, nil, nil, pl.List)
	pl.showSort()
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
func (pl *List) Len() int { return pl.view.Len() }

func (pl *List) createRow() fyne.CanvasObject {
	number := widget.NewLabel("00000")
	givens := widget.NewLabel("00")
	dot := canvas.NewCircle(notStarted)
	status := widget.NewLabel("Not started")
	status.Truncation = fyne.TextTruncateEllipsis
	statusCell := container.NewBorder(nil, nil, container.NewCenter(sizedDot(dot)), nil, status)
	return container.New(pl.columns, number, givens, statusCell, newDifficultyLabel())
}

// newDifficultyLabel is a row's difficulty cell. The column is as wide
// as its heading, which the 1024×700 layout can afford; "Grandmaster"
// is wider, so it ends in an ellipsis rather than being cut off.
func newDifficultyLabel() *widget.Label {
	l := widget.NewLabel("Extreme")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// sizedDot keeps a status dot at a fixed small size.
func sizedDot(c *canvas.Circle) fyne.CanvasObject {
	return widgets.FixedSize(fyne.NewSize(10, 10), c)
}

func (pl *List) updateRow(id widget.ListItemID, row fyne.CanvasObject) {
	p := pl.view.Puzzle(id)
	if p < 0 {
		return
	}
	r := pl.row(p)
	objs := row.(*fyne.Container).Objects
	widgets.SetText(objs[0].(*widget.Label), fmt.Sprint(p+1))
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

// Refresh redraws the visible rows and the title after statuses
// changed, which may sort or filter them anew: the puzzle selected
// stays selected, wherever its row went.
func (pl *List) Refresh() {
	n, total := pl.view.Matching(), pl.view.Total()
	title := fmt.Sprintf("Puzzles (%d)", total)
	if n != total {
		title = fmt.Sprintf("Puzzles (%d of %d)", n, total)
	}
	if widgets.SetText(pl.Title, title) && pl.TitleRow != nil {
		pl.TitleRow.Refresh() // the longer title needs room
	}
	// The number column fits the set's largest number; the headings and
	// rows lay out again only when it changed.
	if w := numberWidth(total); w != pl.columns.Widths[0] {
		pl.columns.Widths[0] = w
		pl.Content.Refresh()
	}
	pl.syncFilters()
	pl.syncSelection()
	pl.List.Refresh()
}

// syncSelection selects the row of the puzzle selected, wherever the
// view put it, or no row when the filters leave it out.
func (pl *List) syncSelection() {
	row := -1
	if pl.selected >= 0 {
		row = pl.view.Row(pl.selected)
	}
	if row == pl.List.current {
		return
	}
	pl.quiet = true
	if row < 0 {
		pl.List.UnselectAll()
		pl.List.current = -1
	} else {
		pl.List.Select(row)
	}
	pl.quiet = false
}

// SelectQuietly shows puzzle i as selected without telling onSelect.
func (pl *List) SelectQuietly(i int) {
	pl.selected = i
	pl.syncSelection()
}

// Selected is the puzzle selected, -1 for none.
func (pl *List) Selected() int { return pl.selected }

// SelectedRow is the row selected, -1 for none.
func (pl *List) SelectedRow() int { return pl.List.current }

// RefreshPuzzle redraws puzzle i's row after its status or rating
// changed. The view may have sorted or filtered it elsewhere: the rows
// in sight are redrawn, and the selection follows its puzzle.
func (pl *List) RefreshPuzzle(i int) {
	pl.syncSelection()
	pl.List.Refresh()
}

// ScrollTo brings puzzle i's row into sight, if the view shows it.
func (pl *List) ScrollTo(i int) {
	if row := pl.view.Row(i); row >= 0 {
		pl.List.ScrollTo(row)
	}
}

// Neighbour is the puzzle delta rows from puzzle i in the list's order,
// -1 when there is none (or i is not in the list).
func (pl *List) Neighbour(i, delta int) int {
	row := pl.view.Row(i)
	if row < 0 {
		return -1
	}
	return pl.view.Puzzle(row + delta)
}

// RowHeight is the height of one row of the list, as the list
// lays it out (its template row and the padding between rows).
func RowHeight() float32 {
	return widget.NewLabel("0").MinSize().Height + theme.Padding()
}

// notStarted is the dot of a row before its puzzle's status is known.
var notStarted = color.NRGBA{R: 0x90, G: 0x90, B: 0x98, A: 0xFF}
