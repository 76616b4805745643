package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// With the puzzle list focused, Page Down, Page Up, End and Home move in
// it, opening the puzzle they land on.
func TestListPageKeys(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.win.Canvas().Focus(s.list.list)
	page := int(s.list.list.Size().Height/puzzleRowHeight()) - 1
	if page < 2 {
		t.Fatalf("the list shows %d rows", page+1)
	}
	for _, tt := range []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyPageDown, page},
		{fyne.KeyPageDown, 2 * page},
		{fyne.KeyPageUp, page},
		{fyne.KeyEnd, 132},
		{fyne.KeyPageDown, 132},
		{fyne.KeyHome, 0},
		{fyne.KeyPageUp, 0},
	} {
		s.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: tt.key})
		if s.index != tt.want {
			t.Fatalf("after %s puzzle %d is open, want %d", tt.key, s.index+1, tt.want+1)
		}
	}
}
