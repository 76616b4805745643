package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// The keyboard shortcuts dialog shows every line whole at 1024×700.
func TestShortcutsLinesWhole(t *testing.T) {
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	s.showShortcuts()
	var cut []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Wrapping == fyne.TextWrapOff && l.Text != "" && l.Visible() {
			if l.Size().Width > 0 && l.Size().Width+0.5 < l.MinSize().Width {
				cut = append(cut, l.Text+" "+fmt.Sprint(l.Size(), l.MinSize()))
			}
			return
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, x := range c.Objects {
				walk(x)
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, x := range test.WidgetRenderer(w).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
				walk(x)
			}
		}
	}
	for _, o := range s.win.Canvas().Overlays().List() {
		walk(o)
	}
	if len(cut) > 0 {
		t.Errorf("the shortcuts dialog cuts %d lines: %q", len(cut), cut)
	}
	if !strings.Contains(overlayTexts(s), "one rung further on your own position") {
		t.Error("the shortcuts dialog lacks its longest line")
	}
}

// A status-bar notice too long for the bar shows whole under the
// pointer or a tap.
func TestLongNoticeReadsWhole(t *testing.T) {
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	long := "Opened janko_133.txt: 133 puzzles; your entries and notes are back on puzzles 1, 2, 3, 4, 5, 6, 7, 8 and 40 more (In progress in the list)"
	s.notify("%s", long)
	m := s.status.message
	if !m.Cut() {
		t.Fatalf("the notice fits the bar (%v wide): make it longer", m.Size().Width)
	}
	test.Tap(m)
	if m.Whole() != long || !strings.Contains(overlayTexts(s), long) {
		t.Errorf("a tap on the cut notice shows %q", m.Whole())
	}
	m.MouseOut()
	if m.Whole() != "" {
		t.Error("the whole notice stays after the pointer left")
	}
	m.MouseIn(nil)
	if m.Whole() != long {
		t.Error("the pointer on the cut notice does not show it whole")
	}
}
