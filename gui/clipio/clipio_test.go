package clipio

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/pencilset"
)

const (
	first  = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	second = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."
)

// Every kind of copied text pastes back as the same puzzle, given
// candidates included, and a lone puzzle is added, or replaces the one
// shown while editing.
func TestCopyPasteRoundTrip(t *testing.T) {
	plain, err := grid.ParseGrid(first)
	if err != nil {
		t.Fatal(err)
	}
	pencil := pencilset.Make(t, 1)[0].Puzzle
	for _, p := range []grid.Puzzle{{Givens: plain}, pencil} {
		for _, k := range []Kind{Digits, NineLines, PencilMarks, Library} {
			text, err := Text(k, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			if k == Digits && p.Candidates == nil && text != first {
				t.Errorf("Copy gives %q, want the 81 characters", text)
			}
			got, err := Read(text, false)
			if err != nil {
				t.Fatalf("kind %d: %v\n%s", k, err, text)
			}
			back := got.Puzzle()
			if got.Action != Add || back.Givens != p.Givens {
				t.Errorf("kind %d: action %d, givens %v, want add %v", k, got.Action, back.Givens, p.Givens)
			}
			wantMarks := p.Candidates != nil && k != Digits && k != NineLines
			if wantMarks && (back.Candidates == nil || *back.Candidates != *p.Candidates) {
				t.Errorf("kind %d: the given candidates did not come back", k)
			}
			if r, _ := Read(text, true); r.Action != Replace {
				t.Errorf("kind %d: pasted while editing: action %d, want replace", k, r.Action)
			}
		}
	}
}

// Several puzzles in any format open as a new set; a CSV keeps its
// solutions.
func TestPasteSeveral(t *testing.T) {
	sol := "487312695593684271126597384735849162914265837268731459851476923342958716679123548"
	for name, text := range map[string]string{
		"lines":     first + "\n" + second + "\n",
		"csv":       "quizzes,solutions\n" + strings.ReplaceAll(first, ".", "0") + "," + sol + "\n" + second + ",\n",
		"nine-line": nineLines(first) + "\n" + nineLines(second),
	} {
		p, err := Read(text, true)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if p.Action != NewSet || len(p.Set.Entries) != 2 || p.Set.Entries[1].Puzzle.Givens.String() != strings.ReplaceAll(second, ".", "0") {
			t.Errorf("%s: action %d with %d puzzles, want a new set of 2", name, p.Action, len(p.Set.Entries))
		}
		if name == "csv" && (len(p.Set.Solutions) != 2 || p.Set.Solutions[0].String() != sol) {
			t.Errorf("csv: solutions %v", p.Set.Solutions)
		}
	}
}

func nineLines(s string) string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		b.WriteString(s[9*r:9*r+9] + "\n")
	}
	return b.String()
}

// Text that is no puzzle, and a lone invalid puzzle, are refused with
// the reason, never a panic.
func TestPasteRefused(t *testing.T) {
	clash := "11" + strings.Repeat(".", 79)
	for text, want := range map[string]string{
		"":                      "clipboard: nothing to paste",
		"hello world":           "clipboard:",
		clash:                   "clipboard: line 1: digit 1 twice in row 1",
		strings.Repeat("1", 80): "clipboard:",
	} {
		_, err := Read(text, false)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// A pencil-mark copy shows the position's candidates: digits as single
// candidates, notes as they are, and an empty cell without notes as all
// its puzzle allows.
func TestMarks(t *testing.T) {
	g, _ := grid.ParseGrid(first)
	p := grid.Puzzle{Givens: g}
	var cands [grid.NumCells]steps.Digits
	cands[1] = steps.DigitSet(1, 2)
	digits := g
	digits[2] = 9
	m := Marks(p, digits, &cands)
	if m[0] != 1<<3 || m[1] != 0b11 || m[2] != 1<<8 || m[3] != puzzlefile.AllCandidates {
		t.Errorf("marks %b %b %b %b", m[0], m[1], m[2], m[3])
	}
	text, err := Text(PencilMarks, p, m)
	if err != nil || !strings.HasPrefix(strings.Fields(strings.Split(text, "\n")[1])[1], "4") || strings.Fields(strings.Split(text, "\n")[1])[2] != "12" {
		t.Errorf("pencil-mark copy: %v\n%s", err, text)
	}
}
