package widgets

import "fyne.io/fyne/v2"

// Columns lays objects out in a row of columns: fixed Widths, and the
// column Flex taking the remaining space, at least FlexMin (60 when
// FlexMin is 0). Objects past the widths are not laid out.
type Columns struct {
	Widths  []float32
	Flex    int
	FlexMin float32
	// FlexYields lets the flex column give way, for a column of
	// secondary text shown whole elsewhere: the row asks no room for it,
	// and given less than its minimum it is left out (width 0) rather
	// than show a lone ellipsis, and hidden; the fixed columns keep their
	// whole text.
	FlexYields bool
}

// Layout is part of fyne.Layout.
func (l Columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	fixed := float32(0)
	for i, w := range l.Widths {
		if i != l.Flex {
			fixed += w
		}
	}
	x := float32(0)
	for i, o := range objs {
		if i >= len(l.Widths) {
			break
		}
		w := l.Widths[i]
		if i == l.Flex {
			w = max(size.Width-fixed, 0)
			if l.FlexYields {
				// Too narrow to say anything but an ellipsis: left out, and
				// hidden, since a text given no width draws its whole line.
				if w < l.flexMin() {
					w = 0
				}
				SetVisible(o, w > 0)
			}
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		o.Resize(fyne.NewSize(w, h))
		x += w
	}
}

// MinSize is part of fyne.Layout: the fixed widths and the flex
// column's minimum side by side, as tall as the tallest object.
func (l Columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), float32(0)
	for i, o := range objs {
		if i < len(l.Widths) && i != l.Flex {
			w += l.Widths[i]
		}
		h = max(h, o.MinSize().Height)
	}
	if l.FlexYields {
		return fyne.NewSize(w, h)
	}
	return fyne.NewSize(w+l.flexMin(), h)
}

// flexMin is the flex column's least useful width: FlexMin, or 60.
func (l Columns) flexMin() float32 {
	if l.FlexMin == 0 {
		return 60
	}
	return l.FlexMin
}

// HoldLayout lays every object over the same rectangle, and asks for
// the room of the largest, shown or hidden: what is shown in it can
// change without moving what lies around it.
type HoldLayout struct{}

// Layout is part of fyne.Layout.
func (HoldLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// MinSize is part of fyne.Layout.
func (HoldLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var out fyne.Size
	for _, o := range objs {
		out = out.Max(o.MinSize())
	}
	return out
}
