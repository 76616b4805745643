package puzzlelist

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// PageList is a list that, focused, moves by Up and Down (a row), Page
// Up and Page Down (a screenful of rows) and to its first and last rows
// with Home and End, selecting the row it lands on as a click would.
// Space keeps Fyne's meaning.
type PageList struct {
	widget.List
	rowHeight func() float32
	// current is the row last selected, by a click, a key or the window,
	// -1 for none; OnSelected keeps it (see track).
	current int
}

// NewPageList returns a list of length() rows, made by create and
// filled by update, rowHeight() high.
func NewPageList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), rowHeight func() float32) *PageList {
	l := &PageList{rowHeight: rowHeight, current: -1}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey is part of fyne.Focusable.
func (l *PageList) TypedKey(e *fyne.KeyEvent) {
	n := 0
	if l.Length != nil {
		n = l.Length()
	}
	if n == 0 {
		l.List.TypedKey(e)
		return
	}
	from := max(l.current, 0)
	page := max(int(l.Size().Height/l.rowHeight())-1, 1)
	to := -1
	switch e.Name {
	case fyne.KeyDown, fyne.KeyUp:
		l.List.TypedKey(e) // Fyne's focus highlight follows
		to = max(from-1, 0)
		if e.Name == fyne.KeyDown {
			to = min(from+1, n-1)
		}
	case fyne.KeyPageDown:
		to = min(from+page, n-1)
	case fyne.KeyPageUp:
		to = max(from-page, 0)
	case fyne.KeyHome:
		to = 0
	case fyne.KeyEnd:
		to = n - 1
	default:
		l.List.TypedKey(e)
		return
	}
	l.Select(to)
	l.ScrollTo(to)
}

// track wraps an OnSelected callback so that the list knows its row.
func (l *PageList) track(f func(widget.ListItemID)) func(widget.ListItemID) {
	return func(id widget.ListItemID) {
		l.current = id
		if f != nil {
			f(id)
		}
	}
}
