package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// windowSizes are the window sizes the layout must fit.
var windowSizes = []fyne.Size{{Width: 1024, Height: 700}, {Width: 1380, Height: 920}, {Width: 1920, Height: 1080}}

// At every size, in both themes, with a jigsaw puzzle in solve mode and
// with the search strip open on a hard puzzle, no widget's text is cut
// and no two widgets overlap; the window's minimum size fits the
// smallest of them.
func TestWindowLayoutFits(t *testing.T) {
	for _, size := range windowSizes {
		for _, th := range []string{studiotheme.Light, studiotheme.Dark} {
			s := newTestStudio(t)
			s.setTheme(th)
			s.win.Resize(size)
			openTestFile(t, s, "jigsaw/janko_133.txt")
			s.setMode(model.SolveMode)
			s.checkGame()
			for _, f := range layoutFaults(s) {
				t.Errorf("%v %s, jigsaw in solve mode: %s", size, th, f)
			}
			s.setMode(model.PathMode)
			openTestFile(t, s, "bench/hardest_1106.txt")
			s.setSearchChoice(model.SearchMRV)
			s.goTo(s.st.Total() / 2)
			for _, f := range layoutFaults(s) {
				t.Errorf("%v %s, search strip open: %s", size, th, f)
			}
			if min := s.win.Content().MinSize(); min.Width > 1024 || min.Height > 700 || min.Width < 800 || min.Height < 500 {
				t.Errorf("%v %s: the window's minimum size is %v, want it within 800×500 to 1024×700", size, th, min)
			}
		}
	}
}
