package gui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// TestScreenshots draws the window in a few states into SCREENSHOT_DIR
// (skipped when it is not set), for the README and for looking at the
// app without a display.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("SCREENSHOT_DIR")
	if dir == "" {
		t.Skip("SCREENSHOT_DIR is not set")
	}
	shoot := func(s *Studio, name string) {
		t.Helper()
		img := s.win.Canvas().Capture()
		f, err := os.Create(filepath.Join(dir, name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
	s := newTestStudio(t)
	s.setTheme(themeLight)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	// Step to the first step that eliminates candidates, for the highlights.
	s.list.list.Select(121)
	for p, st := range s.st.trace.Steps {
		if len(st.Eliminations) > 0 && st.Kind == steps.Logic && st.Technique != "Pointing" {
			s.goTo(p + 1)
			break
		}
	}
	s.board.SetSelected(grid.CellAt(4, 4))
	shoot(s, "step-light")
	s.setTheme(themeDark)
	shoot(s, "step-dark")
	s.setTheme(themeLight)
	s.menus.item("Solve/Solve Whole Set").Action()
	shoot(s, "batch-report")
	dismissDialogs(s)
	s.menus.item("Edit/New Puzzle/Jigsaw").Action()
	for _, c := range []grid.Cell{3, 12, 21} {
		s.setPaintRegion(0)
		s.paintCell(c)
	}
	shoot(s, "region-mode")
	s.setMode(DigitMode)
	s.showExportDialog(exportSolutions)
	shoot(s, "export-dialog")
	dismissDialogs(s)
	s.openSamples()
	s.openPuzzle(5)
	for p, st := range s.st.trace.Steps {
		if st.Kind == steps.Backtrack {
			s.goTo(p + 1)
			break
		}
	}
	shoot(s, "backtrack")
}
