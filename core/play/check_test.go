package play

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestCheck(t *testing.T) {
	digits, regions := janko(t)
	for _, tt := range []struct {
		name string
		g    *Game
	}{{"standard", mustGame(t, easyGivens)}, {"jigsaw", mustGame(t, digits, regions)}} {
		g := tt.g
		sol, ok := g.Solution()
		if !ok {
			t.Fatalf("%s: no unique solution", tt.name)
		}
		c, peer := emptyCellWithPeer(t, g)
		if r := g.Check(); !r.AllCorrect || r.Message != "All correct so far." || r.Basis != AgainstSolution {
			t.Errorf("%s: empty board: %+v", tt.name, r)
		}
		mustDo(t, g.Enter(c, sol[c]))
		mustDo(t, g.SetNotes(peer, steps.AllDigits&^steps.DigitSet(sol[peer])))
		r := g.Check()
		if r.AllCorrect || !r.Wrong.Empty() || r.NotesMissing != grid.CellSetOf(peer) {
			t.Errorf("%s: notes lacking the digit: %+v", tt.name, r)
		}
		if !strings.Contains(r.Message, "lack the solution's digit") {
			t.Errorf("%s: message %q", tt.name, r.Message)
		}
		if !g.Board().Cells[peer].NotesMissing {
			t.Errorf("%s: the board does not mark the wrong notes", tt.name)
		}
		mustDo(t, g.ToggleNote(peer, sol[peer]))
		if g.Board().Cells[peer].NotesMissing {
			t.Errorf("%s: the mark outlived the fix", tt.name)
		}
		w := wrongDigit(g, c)
		if w == sol[peer] {
			w = w%9 + 1
			if w == sol[c] {
				w = w%9 + 1
			}
		}
		mustDo(t, g.Enter(c, w))
		r = g.Check()
		if r.Wrong != grid.CellSetOf(c) || r.AllCorrect || !r.NotesMissing.Empty() {
			t.Errorf("%s: wrong entry: %+v", tt.name, r)
		}
		if !g.Board().Cells[c].Wrong {
			t.Errorf("%s: the board does not mark the wrong entry", tt.name)
		}
		if !strings.HasPrefix(r.Message, "1 entry differs from the solution: ") {
			t.Errorf("%s: message %q", tt.name, r.Message)
		}
		mustDo(t, g.Enter(c, sol[c]))
		if g.Board().Cells[c].Wrong {
			t.Errorf("%s: the wrong mark outlived the fix", tt.name)
		}
		for q := grid.Cell(0); q < grid.NumCells; q++ {
			if g.puzzle.Givens[q] == 0 {
				mustDo(t, g.Enter(q, sol[q]))
			}
		}
		if r := g.Check(); !r.AllCorrect || r.Message != "Solved: all correct." || !g.Solved() {
			t.Errorf("%s: solved board: %+v", tt.name, r)
		}
	}
}

func TestCheckWithoutUniqueSolution(t *testing.T) {
	g := mustGame(t, strings.Repeat(".", 81))
	if _, ok := g.Solution(); ok {
		t.Fatal("the empty grid reported a unique solution")
	}
	mustDo(t, g.Enter(0, 5))
	mustDo(t, g.SetNotes(1, steps.DigitSet(1)))
	r := g.Check()
	if r.Basis != AgainstConsistency || r.AllCorrect || !r.Wrong.Empty() || !r.NotesMissing.Empty() {
		t.Fatalf("no clash: %+v", r)
	}
	if !strings.Contains(r.Message, "more than one solution") || !strings.Contains(r.Message, "No clashes so far") {
		t.Errorf("message %q", r.Message)
	}
	mustDo(t, g.Enter(80, 5))
	mustDo(t, g.Enter(8, 5))
	r = g.Check()
	if r.Wrong != grid.CellSetOf(0, 8, 80) {
		t.Errorf("clashing entries: Wrong = %v, want r1c1 r1c9 r9c9", r.Wrong)
	}
	if g.Conflicts() != grid.CellSetOf(0, 8, 80) {
		t.Errorf("Conflicts = %v", g.Conflicts())
	}
}

func TestConflictsIncludeTheGiven(t *testing.T) {
	g := mustGame(t, easyGivens)
	// r1c1 is empty and r1c3 holds the given 3.
	mustDo(t, g.Enter(0, 3))
	if got := g.Conflicts(); got != grid.CellSetOf(0, 2) {
		t.Errorf("Conflicts = %v, want {r1c1 r1c3}", got)
	}
	if b := g.Board(); !b.Cells[0].Conflict || !b.Cells[2].Conflict || b.Cells[1].Conflict {
		t.Error("the board does not draw the clash")
	}
}

func TestFirstMistake(t *testing.T) {
	g := mustGame(t, easyGivens)
	sol, _ := g.Solution()
	var empties []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if g.puzzle.Givens[c] == 0 {
			empties = append(empties, c)
		}
	}
	if r := g.FirstMistake(); r.Moved || !strings.Contains(r.Message, "No wrong entries") {
		t.Fatalf("no mistake: %+v", r)
	}
	a, b, c, d := empties[0], empties[1], empties[2], empties[3]
	mustDo(t, g.Enter(a, sol[a]))
	mustDo(t, g.ToggleNote(d, 1))
	beforeMistake := g.pos
	mustDo(t, g.Enter(b, wrongDigit(g, b))) // the first mistake
	mustDo(t, g.Enter(c, sol[c]))
	mustDo(t, g.Enter(d, wrongDigit(g, d))) // a second one
	mustDo(t, g.Enter(b, sol[b]))           // the first fixed, the second still there
	withMistakes := g.pos
	r := g.FirstMistake()
	if !r.Moved || r.Wrong != grid.CellSetOf(d) || r.Undone != 4 {
		t.Fatalf("FirstMistake = %+v", r)
	}
	if g.pos != beforeMistake {
		t.Fatal("FirstMistake did not return to just before the first wrong entry")
	}
	if g.CanRedo() {
		t.Error("FirstMistake left moves to redo")
	}
	if !g.Undo() || g.pos != withMistakes {
		t.Fatal("Undo after FirstMistake did not return to the mistakes")
	}
	if !g.Redo() || g.pos != beforeMistake {
		t.Fatal("Redo did not go back to before the mistake")
	}

	// A mistake that came with saved progress has no earlier position.
	var entries grid.Grid
	entries[a] = wrongDigit(g, a)
	restored, err := Restore(g.Puzzle(), Progress{Entries: entries})
	if err != nil {
		t.Fatal(err)
	}
	mustDo(t, restored.Enter(b, sol[b]))
	if r := restored.FirstMistake(); r.Moved || r.Wrong != grid.CellSetOf(a) || !strings.Contains(r.Message, "from the start") {
		t.Errorf("mistake from the saved file: %+v", r)
	}
}
