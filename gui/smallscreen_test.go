package gui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestWindowFitsASmallScreen: on a 1024×700 screen the first window is
// at most 90% of each side, 630 high with its menu bar (about 36 under
// Xvfb with openbox, measured), so the content's minimum height, with
// the workbench strips and the list's rows, must leave that room.
func TestWindowFitsASmallScreen(t *testing.T) {
	const screenHeight, menuBar = 700, 36
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(900, 560))
	if min := s.win.Content().MinSize(); min.Height+menuBar > 0.9*screenHeight {
		t.Errorf("the content asks %v; with the menu bar it does not fit 90%% of a %v-high screen", min, screenHeight)
	}
}
