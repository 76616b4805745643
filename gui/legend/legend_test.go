package legend

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

func TestLegendListsEveryRole(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(theme.LightTheme())
	l := New()
	w := test.NewTempWindow(t, l)
	w.Resize(fyne.NewSize(320, 400))
	labels := map[string]bool{}
	for _, o := range test.LaidOutObjects(l) {
		if lb, ok := o.(*widget.Label); ok {
			labels[lb.Text] = true
		}
	}
	for _, r := range board.Roles() {
		if !labels[r.String()] {
			t.Errorf("the legend has no entry %q", r.String())
		}
	}
}
