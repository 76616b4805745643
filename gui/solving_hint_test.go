package gui

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

func TestHintLadderOnWrongWork(t *testing.T) {
	tests := []struct {
		name  string
		note  bool
		kind  play.HintKind
		words string
	}{
		{"wrong entry", false, play.WrongEntriesHint, "entry is wrong"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, sol := newSolvingStudio(t)
			c := firstEmpty(t, s)
			s.pencil = tt.note
			typeIn(t, s, c, wrongDigit(sol, c))
			before := s.model.Game().Progress()
			for press := 1; press <= 4; press++ {
				s.menus.item("Solve/Hint").Action()
				h := s.ladder.Current(s.model.Game())
				if h == nil || h.Kind != tt.kind || !strings.Contains(s.solveMsg, tt.words) {
					t.Fatalf("press %d: hint %+v says %q", press, h, s.solveMsg)
				}
				m := s.board.Model()
				marked := m.Wrong
				if tt.note {
					marked = m.WrongNotes
				}
				if !marked.Has(c) || m.Step != nil || !s.board.FlashedCells().Has(c) {
					t.Fatalf("press %d: marks %v, step %v, flashing %v; want %v marked", press, marked, m.Step, s.board.FlashedCells(), c)
				}
				if s.model.Game().Progress() != before {
					t.Fatalf("press %d changed the position", press)
				}
			}
		})
	}
}

// A note that removed the solution's digit: the ladder says so first,
// then names the digit, and its last rung notes the digit again.
func TestHintLadderOnWrongNotes(t *testing.T) {
	s, sol := newSolvingStudio(t)
	c := firstEmpty(t, s)
	s.pencil = true
	typeIn(t, s, c, wrongDigit(sol, c))
	before := s.model.Game().Progress()
	for press, words := range []string{"A note in " + c.String() + " is missing a digit that the solution needs",
		c.String() + " needs " + string(rune('0'+sol[c])), c.String() + " needs", "Applied"} {
		s.menus.item("Solve/Hint").Action()
		h := s.ladder.Current(s.model.Game())
		if !strings.Contains(s.solveMsg, words) {
			t.Fatalf("press %d: hint %+v says %q, want %q", press+1, h, s.solveMsg, words)
		}
		if press < 3 {
			if h == nil || h.Kind != play.WrongNotesHint || !s.board.Model().WrongNotes.Has(c) || s.model.Game().Progress() != before {
				t.Fatalf("press %d: hint %+v; %v marked %v", press+1, h, c, s.board.Model().WrongNotes.Has(c))
			}
		}
	}
	if !s.model.Game().NotesAt(c).Has(sol[c]) {
		t.Errorf("the last rung left the notes of %v without %d", c, sol[c])
	}
}

func TestHintLadderOnCorrectPosition(t *testing.T) {
	s, _ := newSolvingStudio(t)
	hint := s.menus.item("Solve/Hint")
	before := s.model.Game().Progress()

	hint.Action()
	h := s.ladder.Current(s.model.Game())
	if h == nil || h.Kind != play.StepHint || h.Technique == "" || !strings.Contains(s.solveMsg, h.Technique) {
		t.Fatalf("rung 1: %+v says %q", h, s.solveMsg)
	}
	if s.board.Model().Step != nil || s.solveBar.Hint.Text != "Show houses" {
		t.Errorf("rung 1 draws %v; the button says %q", s.board.Model().Step, s.solveBar.Hint.Text)
	}

	s.solveBar.Hint.OnTapped()
	st := s.board.Model().Step
	if st == nil || len(st.Houses) == 0 || len(st.Placements)+len(st.Eliminations) != 0 || !strings.Contains(s.solveMsg, "look at") {
		t.Fatalf("rung 2 draws %+v and says %q", st, s.solveMsg)
	}

	s.showHint() // Ctrl+H's action
	st = s.board.Model().Step
	if st == nil || len(st.Placements)+len(st.Eliminations) == 0 || s.solveBar.Hint.Text != "Apply step" {
		t.Fatalf("rung 3 draws %+v; the button says %q", st, s.solveBar.Hint.Text)
	}
	want := *st

	hint.Action()
	if s.model.Game().Progress() == before || !strings.HasPrefix(s.solveMsg, "Applied") {
		t.Fatalf("rung 4 did not apply the step: %q", s.solveMsg)
	}
	for _, p := range want.Placements {
		if d := s.board.Model().Digits[p.Cell]; d != p.Digit || s.board.Model().Origins[p.Cell] != board.Entered {
			t.Errorf("the applied step left %d in %v, want the entry %d", d, p.Cell, p.Digit)
		}
	}
	if s.board.Model().Step != nil || s.solveBar.Hint.Text != "Hint" {
		t.Error("the ladder did not start again after applying")
	}
	s.undo()
	if s.model.Game().Progress() != before {
		t.Error("Undo did not take the applied step back")
	}
}

func TestHintLadderResetsWhenThePositionChanges(t *testing.T) {
	s, sol := newSolvingStudio(t)
	s.showHint()
	s.showHint()
	if s.ladder.Rung(s.model.Game()) != 2 {
		t.Fatalf("rung %d after two presses", s.ladder.Rung(s.model.Game()))
	}
	c := firstEmpty(t, s)
	typeIn(t, s, c, sol[c])
	if s.ladder.Rung(s.model.Game()) != 0 || s.board.Model().Step != nil {
		t.Error("a new entry kept the hint")
	}
	s.showHint()
	if s.ladder.Rung(s.model.Game()) != 1 {
		t.Errorf("the first press after a move answered rung %d", s.ladder.Rung(s.model.Game()))
	}
}

// regionPeer returns an empty cell of c's region that shares neither
// its row, its column nor its standard box, so that only the jigsaw
// region links them.
func regionPeer(p grid.Puzzle, c grid.Cell) (grid.Cell, bool) {
	l, std := p.Regions(), grid.Standard()
	for q := grid.Cell(0); q < grid.NumCells; q++ {
		if p.Givens[q] == 0 && l.Region(q) == l.Region(c) && q.Row() != c.Row() && q.Col() != c.Col() &&
			std.Region(q) != std.Region(c) {
			return q, true
		}
	}
	return 0, false
}

func TestSolveModeJigsaw(t *testing.T) {
	s := newTestStudio(t)
	openTestFile(t, s, "jigsaw/janko_133.txt")
	s.setMode(model.SolveMode)
	if !s.solving() {
		t.Fatal("solve mode refused a jigsaw puzzle")
	}
	p := s.model.Game().Puzzle()
	var c, q grid.Cell
	found := false
	for c = 0; c < grid.NumCells && !found; c++ {
		if p.Givens[c] == 0 {
			q, found = regionPeer(p, c)
		}
	}
	c--
	if !found {
		t.Fatal("no cell whose jigsaw region differs from its box")
	}
	sol, _ := s.model.Game().Solution()
	s.setPencil(true)
	typeIn(t, s, c, sol[q])
	s.setPencil(false)
	typeIn(t, s, q, sol[q])
	if s.board.Model().Candidates[c].Has(sol[q]) {
		t.Errorf("%d placed in %v stayed in the notes of %v, in the same jigsaw region", sol[q], q, c)
	}
	s.undo()
	s.undo()
	for rung := 1; rung <= 3; rung++ {
		s.showHint()
		h := s.ladder.Current(s.model.Game())
		if h == nil || h.Kind != play.StepHint || h.Rung != rung {
			t.Fatalf("press %d on a jigsaw: %+v, %q", rung, h, s.solveMsg)
		}
	}
}

// What the hint said of a wrong entry leaves the status bar once the
// entry is erased, and when the path replaces the game on the board; a
// notice of something else stays.
func TestSolveNoticeLeavesWithItsPosition(t *testing.T) {
	s, sol := newSolvingStudio(t)
	c := firstEmpty(t, s)
	typeIn(t, s, c, wrongDigit(sol, c))
	s.menus.item("Solve/Hint").Action()
	if !strings.Contains(s.message, "entry is wrong") {
		t.Fatalf("the hint on a wrong entry says %q", s.message)
	}
	s.board.SetSelected(c)
	s.eraseSelected()
	if strings.Contains(s.message, "entry is wrong") {
		t.Errorf("after the entry is erased the status bar still says %q", s.message)
	}
	typeIn(t, s, c, wrongDigit(sol, c))
	s.menus.item("Solve/Hint").Action()
	s.setMode(model.PathMode)
	if strings.Contains(s.message, "entry is wrong") {
		t.Errorf("on the solution path the status bar still says %q", s.message)
	}
	s.notify("Saved")
	s.setMode(model.SolveMode)
	s.setMode(model.PathMode)
	if s.message != "Saved" {
		t.Errorf("a notice of something else went with the mode: %q", s.message)
	}
}
