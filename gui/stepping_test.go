package gui

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// boardSnapshot is what the board draws, compared field by field.
type boardSnapshot struct {
	digits     grid.Grid
	origins    [grid.NumCells]board.Origin
	candidates [grid.NumCells]steps.Digits
	step       *steps.Step
}

func snapshot(m board.Model) boardSnapshot {
	return boardSnapshot{m.Digits, m.Origins, m.Candidates, m.Step}
}

func TestSteppingRestoresTheExactBoard(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.PathMode)
	if !s.st.Ready() || s.st.Total() < 10 {
		t.Fatalf("sample puzzle 1 has no usable path (ready=%v, %d steps)", s.st.Ready(), s.st.Total())
	}
	next, prev := s.menus.item("Solve/Next Step"), s.menus.item("Solve/Previous Step")
	total := s.st.Total()
	seen := make([]boardSnapshot, total+1)
	seen[0] = snapshot(s.board.Model())
	if seen[0].step != nil {
		t.Fatal("the start position highlights a step")
	}
	for p := 1; p <= total; p++ {
		next.Action()
		if s.st.Pos() != p {
			t.Fatalf("Next Step went to %d, want %d", s.st.Pos(), p)
		}
		seen[p] = snapshot(s.board.Model())
		if seen[p].step != &s.st.Trace().Steps[p-1] {
			t.Fatalf("position %d does not highlight step %d", p, p)
		}
	}
	if !next.Disabled {
		t.Error("Next Step enabled at the end")
	}
	final := s.board.Model().Digits
	if final.Filled() != grid.NumCells || grid.Conflict(&final, s.model.Editor().Puzzle().Regions()) != nil {
		t.Errorf("the end of the path is not a solved grid:\n%s", final.Format())
	}
	for p := total - 1; p >= 0; p-- {
		prev.Action()
		if got := snapshot(s.board.Model()); got != seen[p] {
			t.Fatalf("going back to position %d does not restore the board", p)
		}
	}
	// Jumping anywhere shows exactly what stepping showed.
	for _, p := range []int{total, 3, total / 2, 0} {
		s.goTo(p)
		if got := snapshot(s.board.Model()); got != seen[p] {
			t.Errorf("jumping to %d does not restore the board", p)
		}
	}
	// The eliminations of the step shown stay drawn (struck through).
	for p := 1; p <= total; p++ {
		s.goTo(p)
		m := s.board.Model()
		for _, e := range s.st.Trace().Steps[p-1].Eliminations {
			if !m.Candidates[e.Cell].Has(e.Digit) {
				t.Fatalf("step %d: eliminated %v<>%d is not drawn", p, e.Cell, e.Digit)
			}
		}
	}
}

func TestStepListAndExplanation(t *testing.T) {
	s := newTestStudio(t)
	s.menus.item("Solve/Next Step").Action()
	s.menus.item("Solve/Next Step").Action()
	s.menus.item("Solve/Next Step").Action()
	if n := s.steps.RowCount(); n != 4 {
		t.Fatalf("step list has %d rows after 3 steps, want 4 (start and three)", n)
	}
	// Clicking a row of the list jumps there; the rows reached stay.
	s.steps.SelectRow(1)
	if s.st.Pos() != 1 {
		t.Fatalf("clicking row 1 went to position %d", s.st.Pos())
	}
	if n := s.steps.RowCount(); n != 4 {
		t.Errorf("going back shortened the list to %d rows", n)
	}
	step := s.st.Current()
	text := s.steps.ExplanationText()
	if !strings.Contains(text, step.Technique) {
		t.Errorf("explanation %q does not name %s", text, step.Technique)
	}
	// Every cell name is a link that flashes the cell.
	links := s.steps.ExplanationLinks()
	if len(links) == 0 {
		t.Fatalf("no cell links in %q", text)
	}
	for _, l := range links {
		if l.Cells.Empty() {
			t.Fatalf("link %q names no cell", l.Text)
		}
		l.Tap()
		if got := s.board.FlashedCells(); got != l.Cells {
			t.Errorf("tapping %s flashed %v", l.Text, got)
		}
	}
}

func TestHintNamesTheNextTechnique(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.PathMode)
	want := s.st.Trace().Steps[0].Technique
	s.menus.item("Solve/Hint").Action()
	if hint, shown := s.steps.Hint(); !shown || !strings.Contains(hint, want) {
		t.Errorf("hint = %q (shown %v), want it to name %s", hint, shown, want)
	}
	if s.st.Pos() != 0 {
		t.Error("the hint took the step")
	}
	s.menus.item("Solve/Next Step").Action()
	if _, shown := s.steps.Hint(); shown {
		t.Error("the hint stays after stepping")
	}
}

func TestSolveToEndAndRestart(t *testing.T) {
	s := newTestStudio(t)
	s.menus.item("Solve/Solve to End").Action()
	if !s.st.AtEnd() {
		t.Fatal("Solve to End did not reach the end")
	}
	// Stepping the solution path is not the person's progress.
	if got := s.model.Session().Info[0].Shown(); got != model.StatusNotStarted {
		t.Errorf("list status at the end = %v, want not started", got)
	}
	if !strings.Contains(s.status.step.Text, "Step") {
		t.Errorf("status bar step = %q", s.status.step.Text)
	}
	s.menus.item("Solve/Restart").Action()
	if s.st.Pos() != 0 {
		t.Fatal("Restart did not go back to the start")
	}
}

func TestPlayPause(t *testing.T) {
	s := newTestStudio(t)
	play := s.menus.item("Solve/Play")
	play.Action()
	if !s.playing || play.Label != "Pause" || !play.Checked {
		t.Fatalf("Play: playing=%v label=%q", s.playing, play.Label)
	}
	play.Action()
	if s.playing || play.Label != "Play" {
		t.Fatalf("Pause: playing=%v label=%q", s.playing, play.Label)
	}
}

// TestSearchSteps walks a puzzle that needs guessing and checks the
// guess, contradiction and backtrack steps are shown as such.
func TestSearchSteps(t *testing.T) {
	s := newTestStudio(t)
	found := false
	for i := 0; i < s.model.Session().Len() && !found; i++ {
		s.openPuzzle(i)
		if !s.st.Ready() {
			continue
		}
		for p, st := range s.st.Trace().Steps {
			if st.Kind == steps.Guess && !found {
				s.goTo(p)
				if hint := s.st.Hint(); !strings.Contains(hint, "guess") {
					t.Errorf("the hint before a guess says %q", hint)
				}
				s.goTo(p + 1)
				if !strings.Contains(s.status.step.Text, "guess depth 1") {
					t.Errorf("after a guess the status bar says %q, want the depth", s.status.step.Text)
				}
			}
			if st.Kind != steps.Backtrack {
				continue
			}
			found = true
			s.goTo(p + 1)
			m := s.board.Model()
			if m.Fading.Empty() {
				t.Errorf("puzzle %d step %d: a backtrack shows no fading cells", i+1, p+1)
			}
			for _, c := range m.Fading.Cells() {
				if m.Digits[c] == 0 {
					t.Errorf("puzzle %d step %d: fading %v has no digit to fade", i+1, p+1, c)
				}
			}
			break
		}
	}
	if !found {
		t.Skip("no sample puzzle needs a backtrack with this engine")
	}
}
