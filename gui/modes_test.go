package gui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	core "github.com/sudoku-studio/sudoku-studio/core/practice"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// A file opens in Solve mode: a digit typed on the board is the
// person's entry, never a new given.
func TestFileOpensInSolveMode(t *testing.T) {
	s := newTestStudio(t)
	s.setMode(model.PathMode)
	openTestFile(t, s, "bench/top1465.txt")
	if s.model.Mode() != model.SolveMode {
		t.Fatalf("a file opened in %v mode", s.model.Mode())
	}
	c := firstEmpty(t, s)
	givens := s.model.Editor().Puzzle().Givens
	tapCell(t, s, c)
	pressKey(s, fyne.Key6, '6')
	if s.model.Editor().Puzzle().Givens != givens {
		t.Fatal("a digit typed in a freshly opened file changed its givens")
	}
	if s.model.Game().Board().Cells[c].Digit != 6 {
		t.Error("the digit did not become the person's entry")
	}
	s.openPuzzle(1)
	if s.model.Mode() != model.SolveMode {
		t.Errorf("the next puzzle opened in %v mode", s.model.Mode())
	}
}

// Esc never changes the mode, whichever it is.
func TestEscKeepsTheMode(t *testing.T) {
	for _, m := range []model.Mode{model.SolveMode, model.PathMode, model.EditMode, model.RegionMode} {
		s := newTestStudio(t)
		s.setMode(m)
		s.win.Canvas().Focus(s.board)
		pressKey(s, fyne.KeyEscape, 0)
		if s.model.Mode() != m {
			t.Errorf("Esc in %v mode switched to %v mode", m, s.model.Mode())
		}
	}
}

// Digits change the givens in Edit Puzzle mode alone, and a given typed
// there is drawn as a given.
func TestGivensChangeInEditModeAlone(t *testing.T) {
	s := newTestStudio(t)
	c := firstEmpty(t, s)
	givens := s.model.Editor().Puzzle().Givens
	for _, m := range []model.Mode{model.SolveMode, model.PathMode} {
		s.setMode(m)
		tapCell(t, s, c)
		pressKey(s, fyne.Key4, '4')
		pressKey(s, fyne.KeyBackspace, 0)
		if s.model.Editor().Puzzle().Givens != givens {
			t.Fatalf("a digit in %v mode changed the givens", m)
		}
	}
	s.menus.item("Edit/Edit Puzzle").Action()
	if s.model.Mode() != model.EditMode || !s.editBox.Visible() || !strings.Contains(s.bannerText.Text, "givens") {
		t.Fatalf("Edit Puzzle: mode %v, banner shown %v %q", s.model.Mode(), s.editBox.Visible(), s.bannerText.Text)
	}
	tapCell(t, s, c)
	pressKey(s, fyne.Key4, '4')
	if s.model.Editor().Puzzle().Givens[c] != 4 {
		t.Fatal("a digit in Edit Puzzle mode did not become a given")
	}
	if s.board.Model().Origins[c] != board.Given {
		t.Errorf("the given typed in is drawn as %v, not as a given", s.board.Model().Origins[c])
	}
}

// Leaving Edit Puzzle mode with changes asks: Stay keeps editing,
// Revert puts the puzzle back, Keep Changes (Enter) keeps them.
func TestLeavingEditModeAsks(t *testing.T) {
	s := newTestStudio(t)
	c := firstEmpty(t, s)
	before := s.model.Editor().Puzzle().Givens
	edit := func() {
		s.setMode(model.EditMode)
		tapCell(t, s, c)
		pressKey(s, fyne.Key4, '4')
		if s.model.Editor().Puzzle().Givens[c] != 4 {
			t.Fatalf("4 typed in Edit Puzzle mode is not a given (mode %v)", s.model.Mode())
		}
		s.menus.item("Edit/Edit Puzzle").Action()
		if !strings.Contains(overlayTexts(s), "You changed the givens of 1 cell") {
			t.Fatalf("leaving with a change did not ask; dialogs: %q", overlayTexts(s))
		}
	}
	edit()
	tapOverlayButton(t, s, "Stay in Edit Mode")
	if s.model.Mode() != model.EditMode || s.model.Editor().Puzzle().Givens[c] != 4 {
		t.Fatalf("Stay: mode %v", s.model.Mode())
	}
	s.menus.item("Edit/Edit Puzzle").Action()
	tapOverlayButton(t, s, "Revert")
	if s.model.Mode() != model.SolveMode || s.model.Editor().Puzzle().Givens != before {
		t.Fatalf("Revert: mode %v, givens kept %v", s.model.Mode(), s.model.Editor().Puzzle().Givens != before)
	}
	edit()
	pressKey(s, fyne.KeyReturn, 0)
	if s.model.Mode().Editing() || s.model.Editor().Puzzle().Givens[c] != 4 {
		t.Fatalf("Enter (Keep Changes): mode %v, given %d", s.model.Mode(), s.model.Editor().Puzzle().Givens[c])
	}
	// Unchanged, it leaves without a word.
	s.setMode(model.EditMode)
	s.menus.item("Edit/Edit Puzzle").Action()
	if s.model.Mode().Editing() || s.win.Canvas().Overlays().Top() != nil {
		t.Errorf("leaving an unchanged puzzle: mode %v, dialog %q", s.model.Mode(), overlayTexts(s))
	}
}

// The unsaved question offers Save (the default), Discard and Cancel,
// and calls a generated set new, never saved.
func TestUnsavedQuestion(t *testing.T) {
	s := newTestStudio(t)
	// As Generate makes a new set: an empty one, then the puzzles added.
	p := s.model.Editor().Puzzle()
	s.loadSession(model.NewSession(&puzzlefile.Set{}, "", "Generated puzzles"))
	s.model.Session().Add(p)
	s.refresh()
	if !strings.Contains(s.status.file.Text, "new, never saved") {
		t.Errorf("the status bar calls a generated set %q", s.status.file.Text)
	}
	quit := false
	s.confirmDiscard("quit", func() { quit = true })
	text := overlayTexts(s)
	for _, want := range []string{"[Save…]", "[Discard]", "[Cancel]", "new, never saved"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "entries") {
		t.Errorf("the question speaks of entries nobody made:\n%s", text)
	}
	pressKey(s, fyne.KeyReturn, 0)
	if quit || !strings.Contains(overlayTexts(s), "Save Puzzles") {
		t.Fatalf("Enter did not choose Save: quit %v, dialogs %q", quit, overlayTexts(s))
	}
	pressKey(s, fyne.KeyEscape, 0)
	s.confirmDiscard("quit", func() { quit = true })
	tapOverlayButton(t, s, "Discard")
	if !quit {
		t.Error("Discard did not go on")
	}
}

// The number pad puts digits and notes in with the mouse, right-click
// toggles a note, and Auto-Advance moves on after a given.
func TestDigitsByMouse(t *testing.T) {
	s := newTestStudio(t)
	cells := emptyCells(t, s, 2)
	tapCell(t, s, cells[0])
	test.Tap(s.pad.Digit(7))
	if s.model.Game().Board().Cells[cells[0]].Digit != 7 {
		t.Fatal("the pad's 7 did not enter 7")
	}
	if s.win.Canvas().Focused() != s.board {
		t.Error("the board lost the keyboard focus to the pad")
	}
	test.Tap(s.pad.Erase())
	test.Tap(s.pad.NotesKey())
	test.Tap(s.pad.Digit(3))
	if !s.pencil || !s.model.Game().Board().Cells[cells[0]].Notes.Has(3) {
		t.Fatal("Notes and 3 on the pad did not note 3")
	}
	test.Tap(s.pad.NotesKey())
	// Right-click: the note of the candidate under the pointer.
	size := s.board.Size()
	for y := float32(1); y < size.Height; y += 2 {
		for x := float32(1); x < size.Width; x += 2 {
			if c, d := s.board.CandidateAt(fyne.NewPos(x, y)); c == cells[1] && d == 5 {
				test.TapSecondaryAt(s.board, fyne.NewPos(x+1, y+1))
				if !s.model.Game().Board().Cells[cells[1]].Notes.Has(5) {
					t.Fatal("a right-click on candidate 5 did not note it")
				}
				goto edit
			}
		}
	}
	t.Fatal("candidate 5 of the cell is not on the board")
edit:
	s.setMode(model.PathMode)
	if s.pad.Digit(1).Enabled() {
		t.Error("the pad takes digits on the solution path")
	}
	s.setMode(model.EditMode)
	s.setAutoAdvance(true)
	tapCell(t, s, grid.Cell(0))
	test.Tap(s.pad.Digit(1))
	if s.board.Selected() != 1 {
		t.Errorf("Auto-Advance left the selection at %v", s.board.Selected())
	}
}

// tapCandidate clicks candidate d of cell c on the board (secondary: a
// right-click).
func tapCandidate(t *testing.T, s *Studio, c grid.Cell, d int8, secondary bool) {
	t.Helper()
	size := s.board.Size()
	for y := float32(1); y < size.Height; y += 2 {
		for x := float32(1); x < size.Width; x += 2 {
			if cc, dd := s.board.CandidateAt(fyne.NewPos(x+3, y+3)); cc == c && dd == d {
				ev := &fyne.PointEvent{Position: fyne.NewPos(x+3, y+3)}
				if secondary {
					s.board.TappedSecondary(ev)
				} else {
					s.board.Tapped(ev)
				}
				return
			}
		}
	}
	t.Fatalf("no place on the board for candidate %d of %v", d, c)
}

// TestPracticeMode practises X-Wing in the window: Ctrl+4 enters it,
// the board shows the round's position, clicks (left, right, a typed
// digit) mark the candidates, Check says right and keeps the tally in
// the preferences, Leave returns to Solve mode.
func TestPracticeMode(t *testing.T) {
	s := newTestStudio(t)
	s.practice.Technique.SetSelected("X-Wing")
	pressShortcut(s, ctrl(fyne.Key4))
	r := s.practice.Round()
	if s.model.Mode() != model.PracticeMode || r == nil || r.Technique != "X-Wing" {
		t.Fatalf("mode %v, round %v", s.model.Mode(), r)
	}
	if !s.practice.Content.Visible() || s.pathPanel.Visible() || s.solveBar.Content.Visible() || !s.menus.practise.Checked {
		t.Fatal("the practice panel is not the one shown beside the board")
	}
	if s.board.Model().Digits != r.Position.Grid || s.board.Model().Candidates != r.Position.Candidates {
		t.Fatal("the board does not show the round's position")
	}
	if !s.practLine.Visible() || s.solveLine.Visible() || s.pathLine.Visible() {
		t.Fatal("the line above the board does not say practice")
	}
	// The status bar speaks of the round's puzzle, not the list's.
	if got, want := s.status.givens.Text, fmt.Sprintf("%d givens", r.Puzzle.Givens.Filled()); !strings.HasPrefix(s.status.puzzle.Text, "Practice round 1") ||
		got != want || s.status.step.Text != fmt.Sprintf("Step %d of its path", r.StepIndex+1) {
		t.Fatalf("in practice the status bar says %q, %q, %q", s.status.puzzle.Text, got, s.status.step.Text)
	}
	ans := core.Answer(&r.Step)
	for i, c := range ans {
		switch i % 3 {
		case 0:
			tapCandidate(t, s, c.Cell, c.Digit, false)
		case 1:
			tapCandidate(t, s, c.Cell, c.Digit, true)
		default:
			s.board.SetSelected(c.Cell)
			pressKey(s, fyne.KeyName(fmt.Sprint(c.Digit)), rune('0'+c.Digit))
		}
	}
	if got := s.practice.Marks(); len(got) != len(ans) {
		t.Fatalf("marks %v, want %v", got, ans)
	}
	if st := s.board.Model().Step; st == nil || len(st.Eliminations) != len(ans) {
		t.Fatal("the marks are not drawn on the board")
	}
	test.Tap(s.practice.CheckButton)
	if !strings.HasPrefix(s.practice.Result.Text, "Right: X-Wing") {
		t.Fatalf("Check said %q", s.practice.Result.Text)
	}
	if tally := s.app.Preferences().String(prefPractice); !strings.Contains(tally, "X-Wing=1,0,0") {
		t.Fatalf("tally kept %q", tally)
	}
	if st := s.board.Model().Step; st == nil || len(st.Pattern) == 0 {
		t.Fatal("the step is not drawn after Check")
	}
	test.Tap(s.practice.Leave)
	if s.model.Mode() != model.SolveMode || s.practice.Active() || s.practice.Content.Visible() {
		t.Fatalf("after Leave: mode %v, practice on %v", s.model.Mode(), s.practice.Active())
	}
	if s.practLine.Visible() || !strings.HasPrefix(s.status.puzzle.Text, "Puzzle ") {
		t.Fatalf("after Leave the status bar says %q", s.status.puzzle.Text)
	}
	// Opening a puzzle from the list ends practice too.
	pressShortcut(s, ctrl(fyne.Key4))
	s.openPuzzle(1)
	if s.practice.Active() || s.model.Mode() == model.PracticeMode {
		t.Fatal("practice went on under another puzzle")
	}
}
