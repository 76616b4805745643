package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// WrapRow lays objects out left to right at their minimum sizes and
// starts a new row where the width runs out, so that a row of buttons
// fits a narrow window on two lines instead of widening the window or
// overlapping its neighbours. Its minimum width is its widest object's;
// its minimum height is that of the rows it took at the width it was
// last laid out at, and OnRows is told when that number changes, for
// the container around to lay out again.
type WrapRow struct {
	width  float32
	rows   int
	OnRows func()
}

// place returns where each object goes at width w, and the rows taken.
func (l *WrapRow) place(objs []fyne.CanvasObject, w float32) (pos []fyne.Position, rows int, height float32) {
	gap := theme.Padding()
	x, y, rowH := float32(0), float32(0), float32(0)
	pos = make([]fyne.Position, len(objs))
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		if x > 0 && x+m.Width > w {
			x, y = 0, y+rowH+gap
			rowH = 0
		}
		if rows == 0 || x == 0 {
			rows++
		}
		pos[i] = fyne.NewPos(x, y)
		x += m.Width + gap
		rowH = max(rowH, m.Height)
	}
	return pos, rows, y + rowH
}

// Layout is part of fyne.Layout.
func (l *WrapRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pos, rows, _ := l.place(objs, size.Width)
	// Objects of one row share its height, centred.
	rowH := map[float32]float32{}
	for i, o := range objs {
		if o.Visible() {
			rowH[pos[i].Y] = max(rowH[pos[i].Y], o.MinSize().Height)
		}
	}
	for i, o := range objs {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		o.Move(fyne.NewPos(pos[i].X, pos[i].Y+(rowH[pos[i].Y]-m.Height)/2))
		o.Resize(m)
	}
	l.width = size.Width
	if rows != l.rows {
		l.rows = rows
		if l.OnRows != nil {
			l.OnRows()
		}
	}
}

// MinSize is part of fyne.Layout.
func (l *WrapRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	widest := float32(0)
	for _, o := range objs {
		if o.Visible() {
			widest = max(widest, o.MinSize().Width)
		}
	}
	w := l.width
	if w < widest {
		// Not laid out yet, or narrower than an object: one row as wide
		// as all of them, which the window shrinks from.
		w = 1e6
	}
	_, _, h := l.place(objs, w)
	return fyne.NewSize(widest, h)
}
