package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"github.com/sudoku-studio/sudoku-studio/gui/legend"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
)

// listRowsShown is how many puzzle rows the left column keeps in view
// before the legend under them gets any height: the list is what the
// column is for, the legend reference matter that scrolls.
const listRowsShown = 10

// leftColumn lays out the puzzle list's title, the list, and under it
// the batch bar and the legend. The list keeps room for listRowsShown
// rows; what is left goes to the bottom part, up to its full height, and
// the legend scrolls within it when it has less.
type leftColumn struct {
	rowHeight func() float32 // one list row's height, header included once
	// full is the bottom part's height with the legend whole.
	full func() float32
}

func (l leftColumn) split(objs []fyne.CanvasObject, h float32) (top, list, bottom float32) {
	top = objs[0].MinSize().Height
	listMin := l.rowHeight() * (listRowsShown + 1) // the header counts as a row
	bottom = max(min(l.full(), h-top-listMin), objs[2].MinSize().Height)
	list = max(h-top-bottom, 0)
	return top, list, bottom
}

func (l leftColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top, list, bottom := l.split(objs, size.Height)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, top))
	objs[1].Move(fyne.NewPos(0, top))
	objs[1].Resize(fyne.NewSize(size.Width, list))
	objs[2].Move(fyne.NewPos(0, top+list))
	objs[2].Resize(fyne.NewSize(size.Width, bottom))
}

func (l leftColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, objs[0].MinSize().Height+l.rowHeight()*(listRowsShown+1))
}

// newLeftColumn puts the title row, the list and the bottom part (the
// batch bar first, then the legend section, which scrolls) together.
func newLeftColumn(title, list, batchBar fyne.CanvasObject, legend *legend.Section) *fyne.Container {
	scroll := container.NewVScroll(legend.Content)
	bottom := container.NewBorder(batchBar, nil, nil, nil, scroll)
	full := func() float32 {
		h := legend.Content.MinSize().Height
		if batchBar.Visible() {
			h += batchBar.MinSize().Height
		}
		return h
	}
	return container.New(leftColumn{rowHeight: puzzlelist.RowHeight, full: full}, title, list, bottom)
}
