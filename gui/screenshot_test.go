package gui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// TestScreenshots draws the window in a few states into SCREENSHOT_DIR
// (skipped when it is not set), for docs/screenshot.png and for looking at the
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
	s.setTheme(studiotheme.Light)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	// Step to the first step that eliminates candidates, for the highlights.
	s.list.List.Select(121)
	for p, st := range s.st.Trace().Steps {
		if len(st.Eliminations) > 0 && st.Kind == steps.Logic && st.Technique != "Pointing" {
			s.goTo(p + 1)
			break
		}
	}
	s.board.SetSelected(grid.CellAt(4, 4))
	shoot(s, "step-light")
	s.setTheme(studiotheme.Dark)
	shoot(s, "step-dark")
	s.setTheme(studiotheme.Light)
	s.menus.item("Solve/Solve Whole Set").Action()
	shoot(s, "batch-report")
	dismissDialogs(s)
	s.menus.item("Edit/New Puzzle/Jigsaw").Action()
	for _, c := range []grid.Cell{3, 12, 21} {
		s.setPaintRegion(0)
		s.paintCell(c)
	}
	shoot(s, "region-mode")
	s.switchMode(model.PathMode)
	s.showExportDialog(fileio.ExportSolutions)
	shoot(s, "export-dialog")
	dismissDialogs(s)
	s.openSamples()
	s.openPuzzle(5)
	for p, st := range s.st.Trace().Steps {
		if st.Kind == steps.Backtrack {
			s.goTo(p + 1)
			break
		}
	}
	shoot(s, "backtrack")
	shootSolving(t, s, shoot)
	shootSearch(t, s, shoot)
}

// shootSearch draws the search view on a hardest puzzle: the full
// search at its tenth backtrack, and plain backtracking at its end.
func shootSearch(t *testing.T, s *Studio, shoot func(*Studio, string)) {
	s.setMode(model.PathMode)
	openTestFile(t, s, "bench/hardest_1106.txt")
	s.setSearchChoice(model.SearchFull)
	for range 10 {
		s.jumpSearch(kindBacktrack, true)
	}
	shoot(s, "search-full")
	s.setSearchChoice(model.SearchPlain)
	s.goTo(s.st.Total() / 2)
	shoot(s, "search-plain")
	s.setSearchChoice(model.SearchGuided)
}

// shootSolving draws solve mode on the first sample: entries, notes, a
// Check that finds a wrong entry and wrong notes, then a hint's houses
// and its whole step on a correct position.
func shootSolving(t *testing.T, s *Studio, shoot func(*Studio, string)) {
	s.openPuzzle(0)
	s.setMode(model.SolveMode)
	sol, _ := s.model.Game().Solution()
	var empty []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.model.Game().Puzzle().Givens[c] == 0 {
			empty = append(empty, c)
		}
	}
	for _, c := range empty[:3] {
		s.model.Game().Enter(c, sol[c])
	}
	s.model.Game().Enter(empty[3], sol[empty[3]]%9+1)
	for _, c := range empty[4:8] {
		s.model.Game().SetNotes(c, steps.DigitSet(sol[c])|steps.DigitSet(sol[c]%9+1))
	}
	s.model.Game().SetNotes(empty[8], steps.DigitSet(sol[empty[8]]%9+1))
	s.board.SetSelected(empty[4])
	s.checkGame()
	shoot(s, "solve-check")
	s.firstMistake()
	s.model.Game().ClearAllNotes()
	s.gameMoved()
	s.showHint()
	s.showHint()
	shoot(s, "solve-hint-houses")
	s.showHint()
	shoot(s, "solve-hint-step")
	s.setTheme(studiotheme.Dark)
	shoot(s, "solve-hint-step-dark")
	s.setTheme(studiotheme.Light)
}
