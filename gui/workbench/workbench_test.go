package workbench

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

func TestFilterStripAsksAndShows(t *testing.T) {
	test.NewTempApp(t)
	s := NewFilterStrip()
	var asked []board.Filter
	s.OnFilter = func(f board.Filter) { asked = append(asked, f); s.SetFilter(f) }
	test.Tap(s.Digit(4))
	test.Tap(s.Bivalue())
	test.Tap(s.Digit(4)) // again: the digit goes, the count stays
	test.Tap(s.Off())
	want := []board.Filter{{Digit: 4}, {Digit: 4, Count: 2}, {Count: 2}, {}}
	if len(asked) != len(want) {
		t.Fatalf("asked %v, want %v", asked, want)
	}
	for i := range want {
		if asked[i] != want[i] {
			t.Errorf("tap %d asked %+v, want %+v", i+1, asked[i], want[i])
		}
	}
	s.SetFilter(board.Filter{Digit: 9, Count: 2})
	if !s.Digit(9).On() || s.Digit(4).On() || !s.Bivalue().On() {
		t.Error("SetFilter did not mark 9 and bivalue on, 4 off")
	}
}

func TestColourStripPicksAndPutsDown(t *testing.T) {
	test.NewTempApp(t)
	cols := make([]color.Color, 10)
	for i := range cols {
		cols[i] = color.NRGBA{R: uint8(20 * i), A: 0xFF}
	}
	s := NewColourStrip(cols)
	var brush []int
	cleared := 0
	s.OnBrush = func(k int) { brush = append(brush, k); s.SetBrush(k) }
	s.OnClear = func() { cleared++ }
	test.Tap(s.Swatch(5))
	test.Tap(s.Swatch(6))
	test.Tap(s.Swatch(6)) // the picked swatch again: brush down
	test.Tap(s.Clear())
	if len(brush) != 3 || brush[0] != 5 || brush[1] != 6 || brush[2] != 0 || cleared != 1 {
		t.Errorf("brush asks %v, clears %d; want [5 6 0] and 1", brush, cleared)
	}
	if s.Swatch(6).On() || s.Swatch(5).On() {
		t.Error("a swatch stays marked with the brush down")
	}
	if s.Swatch(5).Label() != "a" || s.Swatch(6).Label() != "b" {
		t.Error("swatches 5 and 6 are not labelled a and b (pair 3)")
	}
}
