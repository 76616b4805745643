package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/clipio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

const pastedPuzzle = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."

func clipboardText(s *Studio) string { return s.app.Clipboard().Content() }

// Ctrl+C puts the puzzle shown on the clipboard as 81 characters, and
// each Copy As item as its text; a pencil-mark grid carries the
// person's notes in solve mode.
func TestCopyToClipboard(t *testing.T) {
	s, _ := newSolvingStudio(t)
	p := s.model.Editor().Puzzle()
	pressShortcut(s, &fyne.ShortcutCopy{})
	if got := clipboardText(s); got != strings.ReplaceAll(p.Givens.String(), "0", ".") {
		t.Fatalf("Ctrl+C copied %q, want the puzzle's 81 characters", got)
	}
	c := emptyCells(t, s, 1)[0]
	s.setPencil(true)
	typeIn(t, s, c, 3)
	typeIn(t, s, c, 8)
	s.setPencil(false)
	for _, k := range clipio.CopyAs {
		s.menus.item("Edit/Copy As/" + k.Name).Action()
		text := clipboardText(s)
		set, err := puzzlefile.ParsePasted(text)
		if err != nil || len(set.Entries) != 1 || set.Entries[0].Puzzle.Givens != p.Givens && k.Kind != clipio.PencilMarks {
			t.Fatalf("%s: %v\n%s", k.Name, err, text)
		}
		if k.Kind == clipio.PencilMarks {
			if set.Candidates == nil || set.Candidates[0][c] != 1<<2|1<<7 {
				t.Errorf("the pencil-mark copy does not hold the notes 3 and 8 in %v:\n%s", c, text)
			}
		}
		if !strings.Contains(s.message, "Copied puzzle 1 as "+k.Noun) {
			t.Errorf("%s: the notice is %q", k.Name, s.message)
		}
	}
}

// Ctrl+V with one puzzle adds it at the end of the set in solve mode,
// replaces the puzzle shown in Edit Puzzle mode (Undo brings the old one
// back), and several puzzles open as a new set.
func TestPasteFromClipboard(t *testing.T) {
	s := newTestStudio(t)
	n := s.model.Session().Len()
	s.app.Clipboard().SetContent(nineLineGrid(pastedPuzzle))
	pressShortcut(s, &fyne.ShortcutPaste{})
	want, _ := grid.ParseGrid(pastedPuzzle)
	if s.model.Session().Len() != n+1 || s.model.Index() != n || s.model.Editor().Puzzle().Givens != want {
		t.Fatalf("pasting one puzzle in solve mode: %d puzzles, showing %d", s.model.Session().Len(), s.model.Index()+1)
	}
	if !strings.Contains(s.message, "read as nine-line grids") {
		t.Errorf("notice %q", s.message)
	}

	s.openPuzzle(0)
	s.setMode(model.EditMode)
	before := s.model.Editor().Puzzle()
	s.app.Clipboard().SetContent(pastedPuzzle)
	pressShortcut(s, &fyne.ShortcutPaste{})
	if s.model.Session().Len() != n+1 || s.model.Index() != 0 || s.model.Editor().Puzzle().Givens != want || s.model.Session().Set.Entries[0].Puzzle.Givens != want {
		t.Fatalf("pasting while editing did not replace puzzle 1")
	}
	s.undo()
	if s.model.Editor().Puzzle().Givens != before.Givens {
		t.Error("Undo does not bring back the puzzle pasted over")
	}
	s.setMode(model.SolveMode)

	s.app.Clipboard().SetContent("quizzes,solutions\n" + pastedPuzzle + ",\n" + strings.Repeat(".", 81) + ",\n")
	pressShortcut(s, &fyne.ShortcutPaste{})
	// The set has a puzzle no file holds: the discard question comes first.
	if s.input.Top() == nil || s.model.Session().Len() != n+1 {
		t.Error("pasting a new set over unsaved puzzles did not ask first")
	}
}

// Several pasted puzzles open as a new set that no file holds.
func TestPasteSeveralOpensANewSet(t *testing.T) {
	s := newTestStudio(t)
	s.app.Clipboard().SetContent("quizzes,difficulty\n" + pastedPuzzle + ",3\n" + strings.Repeat(".", 81) + ",1\n")
	s.menus.item("Edit/Paste").Action()
	if s.model.Session().Len() != 2 || s.model.Session().Name != "Pasted puzzles" || !s.model.Session().NeverSaved() {
		t.Fatalf("pasting two puzzles: %d puzzles in %q (never saved %v)", s.model.Session().Len(), s.model.Session().Name, s.model.Session().NeverSaved())
	}
	if !strings.Contains(s.message, "Pasted 2 puzzles (read as CSV table) as a new set") {
		t.Errorf("notice %q", s.message)
	}
}

// Text that is no puzzle is refused in a dialog that says why; with a
// dialog open Ctrl+V pastes into its focused field, never the board.
func TestPasteRefusedAndRouted(t *testing.T) {
	s := newTestStudio(t)
	n := s.model.Session().Len()
	s.app.Clipboard().SetContent("not a puzzle")
	pressShortcut(s, &fyne.ShortcutPaste{})
	if s.input.Top() == nil || s.model.Session().Len() != n {
		t.Fatal("text that is no puzzle was not refused in a dialog")
	}
	s.input.Top().Dialog.Dismiss()

	s.showPalette()
	s.app.Clipboard().SetContent(pastedPuzzle)
	pressShortcut(s, &fyne.ShortcutPaste{})
	text, _ := s.palette.Field().(interface{ SelectedText() string })
	if text == nil {
		t.Fatal("the palette's field is no text field")
	}
	text.(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutSelectAll{})
	if got := text.SelectedText(); got != pastedPuzzle {
		t.Errorf("the palette's field holds %q after Ctrl+V, want the clipboard's text", got)
	}
	if s.model.Session().Len() != n {
		t.Error("Ctrl+V under an open dialog pasted a puzzle into the set")
	}
}

func nineLineGrid(s string) string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		b.WriteString(s[9*r:9*r+9] + "\n")
	}
	return b.String()
}
