package puzzlelist

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The list's own controls over its view: the headings sort, the
// filters filter, and a number typed opens its puzzle.

// sortBy sorts by column c: up at first, the other way when it is the
// column sorted by already.
func (pl *List) sortBy(c int) {
	col, desc := pl.view.Sorted()
	pl.view.SortBy(c, col == c && !desc)
	pl.showSort()
	pl.viewChanged()
}

// showSort puts the arrow on the heading of the column sorted by.
func (pl *List) showSort() {
	col, desc := pl.view.Sorted()
	for c, h := range pl.Headings {
		var dir int8
		if c == col {
			dir = 1
			if desc {
				dir = -1
			}
		}
		h.setSorted(dir)
	}
}

// newFilters makes the status and grade filters.
func (pl *List) newFilters() fyne.CanvasObject {
	status, grade := pl.view.Filters()
	pl.Status = widget.NewSelect(status, nil)
	pl.Grade = widget.NewSelect(grade, nil)
	pl.syncFilters()
	pl.Status.OnChanged = func(string) { pl.filterChanged() }
	pl.Grade.OnChanged = func(string) { pl.filterChanged() }
	return container.NewGridWithColumns(2, pl.Status, pl.Grade)
}

// syncFilters shows the view's filter choices.
func (pl *List) syncFilters() {
	st, gr := pl.view.Filter()
	if pl.Status.SelectedIndex() != st {
		pl.Status.SetSelectedIndex(st)
	}
	if pl.Grade.SelectedIndex() != gr {
		pl.Grade.SetSelectedIndex(gr)
	}
}

// filterChanged applies the filters chosen.
func (pl *List) filterChanged() {
	st, gr := pl.view.Filter()
	if st == pl.Status.SelectedIndex() && gr == pl.Grade.SelectedIndex() {
		return
	}
	pl.view.SetFilter(pl.Status.SelectedIndex(), pl.Grade.SelectedIndex())
	pl.viewChanged()
}

// SetFilter chooses the filters, as the person would.
func (pl *List) SetFilter(status, grade int) {
	pl.view.SetFilter(status, grade)
	pl.syncFilters()
	pl.viewChanged()
}

// SortBy sorts the list, as clicks on the headings would.
func (pl *List) SortBy(column int, descending bool) {
	pl.view.SortBy(column, descending)
	pl.showSort()
	pl.viewChanged()
}

// viewChanged shows the rows sorted or filtered anew, the puzzle
// selected still selected and in sight.
func (pl *List) viewChanged() {
	pl.Refresh()
	if pl.selected >= 0 {
		pl.ScrollTo(pl.selected)
	} else {
		pl.List.ScrollToTop()
	}
}

// Number reads a puzzle's number as the person types it, "12" or
// "#12", and returns the puzzle (from 0), or why it is no puzzle of the set.
func (pl *List) Number(text string) (int, error) {
	n := pl.view.Total()
	t := strings.TrimPrefix(strings.TrimSpace(text), "#")
	k, err := strconv.Atoi(strings.TrimSpace(t))
	switch {
	case n == 0:
		return -1, fmt.Errorf("no set is open")
	case err != nil || k < 1 || k > n:
		return -1, fmt.Errorf("type a puzzle number from 1 to %d", n)
	}
	return k - 1, nil
}

// GoTo opens the puzzle numbered text, as a click on its row would,
// and brings its row into sight: the puzzle shown stays in the list
// even where the filters leave it out.
func (pl *List) GoTo(text string) error {
	p, err := pl.Number(text)
	if err != nil {
		return err
	}
	pl.selected = p
	if pl.onSelect != nil {
		pl.onSelect(p)
	}
	pl.Refresh()
	pl.ScrollTo(p)
	return nil
}
