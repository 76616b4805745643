package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// boardRect is where the board is in the window, and its size.
func boardRect(s *Studio) string {
	s.win.Content().Refresh()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(s.board)
	return fmt.Sprintf("%v %v", pos, s.board.Size())
}

// TestBoardHoldsStill: the board keeps its place and size across the
// modes, puzzles, files, search modes, Play, hints and notices, at
// three window sizes.
func TestBoardHoldsStill(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1380, Height: 920}, {Width: 1920, Height: 1080}} {
		t.Run(fmt.Sprint(size), func(t *testing.T) {
			s := newTestStudio(t)
			s.win.Resize(size)
			want := boardRect(s)
			check := func(what string) {
				t.Helper()
				if got := boardRect(s); got != want {
					t.Errorf("%s: the board is at %s, was at %s", what, got, want)
				}
			}
			s.showHint()
			check("a hint in solve mode")
			s.checkGame()
			check("Check")
			s.setMode(model.PathMode)
			check("solution path")
			s.goTo(5)
			s.showHint()
			check("a step and its hint")
			s.setMode(model.EditMode)
			check("Edit Puzzle mode")
			s.setMode(model.RegionMode)
			check("Edit Regions mode")
			s.setMode(model.SolveMode)
			check("back in solve mode")
			s.openPuzzle(4)
			check("another puzzle")
			openTestFile(t, s, "bench/hardest_1106.txt")
			check("another file")
			s.setMode(model.PathMode)
			for _, c := range []model.Search{model.SearchMRV, model.SearchPlain, model.SearchFull, model.SearchGuided} {
				s.setSearchChoice(c)
				s.goTo(s.st.Total() / 2)
				check("search " + c.ShortLabel())
			}
			s.togglePlay()
			check("Play")
			s.stopPlay()
			s.notify("A notice long enough to fill the status bar and more: %s", "the board must not move when it shows, nor when it wraps or goes")
			check("a notice")
			openTestFile(t, s, "jigsaw/janko_133.txt")
			check("a jigsaw file")
			s.setTheme(studiotheme.Dark)
			check("the dark theme")
		})
	}
}

// At 1024×700 the board is the largest pane, and at least 420 units a
// side: the puzzle list asks 288 (no status cut) and the step panel as
// much (its list's notation column yields first, every technique's name
// stays whole), in every mode.
func TestBoardIsTheLargestPaneAt1024(t *testing.T) {
	s := newTestStudio(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	for _, m := range []model.Mode{model.SolveMode, model.PathMode} {
		s.setMode(m)
		s.win.Content().Refresh()
		b := s.board.Size()
		side := min(b.Width, b.Height)
		if side < 420 {
			t.Errorf("%v mode: the board is %v, want at least 420 a side", m, b)
		}
		for name, o := range map[string]fyne.CanvasObject{"puzzle list": s.list.Content, "legend": s.legend.Content, "step panel": s.steps.Content(), "solve panel": s.solveBar.Content, "search bar": s.search.bar.Content} {
			if w := o.Size().Width; w >= side {
				t.Errorf("%v mode: the %s is %v wide, not narrower than the board's %v", m, name, w, side)
			}
		}
		for _, f := range layoutFaults(s) {
			t.Errorf("%v mode: %s", m, f)
		}
	}
}

// fitWindow keeps a window within 90% of each side of the screen.
func TestFitWindow(t *testing.T) {
	for _, tt := range []struct{ want, screen, got fyne.Size }{
		{fyne.NewSize(1280, 820), fyne.NewSize(1024, 700), fyne.NewSize(921.6, 630)},
		{fyne.NewSize(1280, 820), fyne.NewSize(1920, 1080), fyne.NewSize(1280, 820)},
		{fyne.NewSize(1280, 820), fyne.NewSize(0, 0), fyne.NewSize(1280, 820)},
	} {
		if got := fitWindow(tt.want, tt.screen); got != tt.got {
			t.Errorf("fitWindow(%v, %v) = %v, want %v", tt.want, tt.screen, got, tt.got)
		}
	}
}
