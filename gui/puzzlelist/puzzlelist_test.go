package puzzlelist

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestListShowsRowsAndTellsChoices(t *testing.T) {
	test.NewTempApp(t)
	n := 120
	red := color.NRGBA{R: 0xff, A: 0xff}
	var picked []int
	l := New(func() int { return n }, func(i int) Row {
		return Row{Givens: 17 + i%5, Status: "Not started", Dot: red, Difficulty: "Easy"}
	}, func(i int) { picked = append(picked, i) })
	w := test.NewTempWindow(t, l.Content)
	w.Resize(fyne.NewSize(400, 300))
	l.Refresh()
	if l.Title.Text != "Puzzles (120)" || l.Len() != 120 {
		t.Errorf("title %q, %d rows", l.Title.Text, l.Len())
	}
	l.SelectQuietly(3)
	if len(picked) != 0 {
		t.Errorf("a quiet selection told %v", picked)
	}
	l.List.Select(4) // what a click does
	w.Canvas().Focus(l.List)
	l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if want := []int{4, 119, 118}; len(picked) != 3 || picked[0] != want[0] || picked[1] != want[1] || picked[2] != want[2] {
		t.Errorf("picked %v, want %v", picked, want)
	}
	row := l.createRow()
	l.updateRow(7, row)
	objs := row.(*fyne.Container).Objects
	if objs[0].(*widget.Label).Text != "8" || objs[1].(*widget.Label).Text != "19" || objs[3].(*widget.Label).Text != "Easy" {
		t.Errorf("row 8 reads %q %q %q", objs[0].(*widget.Label).Text, objs[1].(*widget.Label).Text, objs[3].(*widget.Label).Text)
	}
	l.updateRow(n, row) // past the end: nothing, no panic
}
