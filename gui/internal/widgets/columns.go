package widgets

import "fyne.io/fyne/v2"

// Columns lays objects out in a row of columns: fixed Widths, and the
// column Flex taking the remaining space, at least FlexMin (60 when
// FlexMin is 0, nothing when FlexYields). Objects past the widths are
// not laid out.
type Columns struct {
	Widths  []float32
	Flex    int
	FlexMin float32
	// FlexYields lets the flex column shrink to nothing, for a column of
	// secondary text shown whole elsewhere: in a narrow window the
	// fixed columns keep their whole text rather than the row asking
	// for more room.
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
	if l.FlexMin == 0 {
		return fyne.NewSize(w+60, h)
	}
	return fyne.NewSize(w+l.FlexMin, h)
}
