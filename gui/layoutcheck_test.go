package gui

import (
	"fmt"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// layoutFaults walks what the window shows and lists every widget whose
// text is cut (a label, button, check or selector given less room than
// its text needs, or a label ending in an ellipsis) and every two
// objects side by side in one container that overlap. The status bar's
// notice may end in an ellipsis: it shows whole under the pointer.
func layoutFaults(s *Studio) []string {
	var faults []string
	var walk func(o fyne.CanvasObject, path string)
	checkText := func(o fyne.CanvasObject, what, path string) {
		sz, min := o.Size(), o.MinSize()
		if sz.Width > 0 && (sz.Width+0.5 < min.Width || sz.Height+0.5 < min.Height) {
			faults = append(faults, fmt.Sprintf("%s %q is cut: %v for %v (%s)", reflect.TypeOf(o), what, sz, min, path))
		}
	}
	walk = func(o fyne.CanvasObject, path string) {
		if o == nil || !o.Visible() || o.Size().Width <= 0 || o.Size().Height <= 0 {
			return
		}
		switch w := o.(type) {
		case *widgets.NoticeLabel:
			return
		case *widget.Label:
			if w.Wrapping == fyne.TextWrapOff && w.Text != "" {
				full := fyne.MeasureText(w.Text, textSizeOf(w), w.TextStyle).Width + 2*innerPadding()
				if w.Size().Width+0.5 < full {
					faults = append(faults, fmt.Sprintf("label %q is cut: %.0f wide for %.0f (%s)", w.Text, w.Size().Width, full, path))
				}
			}
			return
		case *widget.Button:
			checkText(w, w.Text, path)
			return
		case *widget.Check:
			checkText(w, w.Text, path)
			return
		case *widget.Select:
			checkText(w, w.Selected, path)
			return
		case *widget.Entry, *input.Entry:
			return
		case *container.Split:
			walk(w.Leading, path+"/split")
			walk(w.Trailing, path+"/split")
			return
		case *container.Scroll:
			walk(w.Content, path+"/scroll")
			return
		case *fyne.Container:
			objs := w.Objects
			if !stacked(w) {
				for i := range objs {
					for j := i + 1; j < len(objs); j++ {
						if overlap(objs[i], objs[j]) {
							faults = append(faults, fmt.Sprintf("%s overlaps %s in %s", describe(objs[i]), describe(objs[j]), path))
						}
					}
				}
			}
			for i, c := range objs {
				walk(c, fmt.Sprintf("%s/%d", path, i))
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for i, c := range test.WidgetRenderer(w).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
				if _, isC := c.(*fyne.Container); isC {
					walk(c, fmt.Sprintf("%s/%T.%d", path, w, i))
				} else if _, isW := c.(fyne.Widget); isW {
					walk(c, fmt.Sprintf("%s/%T.%d", path, w, i))
				}
			}
		}
	}
	walk(s.win.Content(), "window")
	return faults
}

// stacked reports whether a container lays its objects over each other
// on purpose (a stack, a centred object, a padded one).
func stacked(c *fyne.Container) bool {
	name := strings.ToLower(fmt.Sprintf("%T", c.Layout))
	for _, s := range []string{"stack", "max", "center", "padded", "fixedsize", "wrapwidth", "messageroom", "steppanel.flowlayout"} {
		if strings.Contains(name, s) {
			return true
		}
	}
	return c.Layout == nil
}

// overlap reports whether two visible objects cover some of the same
// area, by more than a pixel.
func overlap(a, b fyne.CanvasObject) bool {
	if !a.Visible() || !b.Visible() {
		return false
	}
	pa, sa, pb, sb := a.Position(), a.Size(), b.Position(), b.Size()
	if sa.Width <= 0 || sa.Height <= 0 || sb.Width <= 0 || sb.Height <= 0 {
		return false
	}
	w := min(pa.X+sa.Width, pb.X+sb.Width) - max(pa.X, pb.X)
	h := min(pa.Y+sa.Height, pb.Y+sb.Height) - max(pa.Y, pb.Y)
	return w > 1 && h > 1
}

func describe(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *widget.Label:
		return fmt.Sprintf("label %q", w.Text)
	case *widget.Button:
		return fmt.Sprintf("button %q", w.Text)
	}
	return fmt.Sprintf("%T at %v size %v", o, o.Position(), o.Size())
}

// textSizeOf is the text size a label draws in.
func textSizeOf(l *widget.Label) float32 {
	if l.SizeName != "" {
		return fyne.CurrentApp().Settings().Theme().Size(l.SizeName)
	}
	return fyne.CurrentApp().Settings().Theme().Size("text")
}

func innerPadding() float32 { return fyne.CurrentApp().Settings().Theme().Size("innerPadding") }
