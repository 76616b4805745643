package play

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// games returns a standard and a jigsaw game, both with one solution.
func games(t *testing.T) map[string]*Game {
	digits, regions := janko(t)
	return map[string]*Game{"standard": mustGame(t, easyGivens), "jigsaw": mustGame(t, digits, regions)}
}

func TestHintOnWrongNotes(t *testing.T) {
	for name, g := range games(t) {
		sol, _ := g.Solution()
		c, peer := emptyCellWithPeer(t, g)
		mustDo(t, g.Enter(c, sol[c]))
		mustDo(t, g.SetNotes(peer, steps.AllDigits&^steps.DigitSet(sol[peer], sol[c])))
		before := g.pos
		for rung := 1; rung <= 3; rung++ {
			h, err := g.Hint(rung)
			if err != nil {
				t.Fatal(err)
			}
			if h.Kind != WrongNotesHint || h.Rung != rung || h.Cells != grid.CellSetOf(peer) || !h.Climbs() {
				t.Errorf("%s rung %d: %+v, want the wrong notes of %v", name, rung, h, peer)
			}
			if h.Technique != "" || h.Step != nil || h.Houses != nil || h.Applied {
				t.Errorf("%s rung %d: reasoned from wrong notes: %+v", name, rung, h)
			}
			want := "A note in " + peer.String() + " is missing a digit that the solution needs"
			if rung > 1 {
				want = peer.String() + " needs " + string(rune('0'+sol[peer])) // rung 2 names the digit
			}
			if !strings.Contains(h.Message, want) {
				t.Errorf("%s rung %d: message %q, want %q", name, rung, h.Message, want)
			}
		}
		if g.pos != before {
			t.Errorf("%s: rungs 1–3 on wrong notes changed the position", name)
		}
		// Rung 4 notes the digit again, as one move.
		if h, _ := g.Hint(4); !h.Applied || !g.NotesAt(peer).Has(sol[peer]) {
			t.Errorf("%s rung 4: %+v; notes of %v now %v", name, h, peer, g.NotesAt(peer).List())
		}
		if !g.Undo() || g.pos != before {
			t.Errorf("%s: Undo did not take back rung 4", name)
		}
		mustDo(t, g.Enter(peer, wrongDigit(g, peer)))
		if h, _ := g.Hint(1); h.Kind != WrongEntriesHint || h.Cells != grid.CellSetOf(peer) ||
			!strings.Contains(h.Message, "1 entry is wrong") {
			t.Errorf("%s: hint on a wrong entry: %+v", name, h)
		}
	}
}

// assertLadder climbs the four rungs on g's position, which must be
// correct, and checks that the step made matches the step shown.
func assertLadder(t *testing.T, name string, g *Game) *steps.Step {
	t.Helper()
	s := g.state(&g.pos)
	want, ok := steps.Next(&s, g.unique())
	if !ok {
		t.Fatalf("%s: setup: the engine finds no step", name)
	}
	h1, _ := g.Hint(1)
	if h1.Kind != StepHint || h1.Technique != want.Technique || h1.Houses != nil || h1.Step != nil {
		t.Fatalf("%s rung 1: %+v, want only the name %q", name, h1, want.Technique)
	}
	if !strings.Contains(h1.Message, want.Technique) {
		t.Errorf("%s rung 1: message %q", name, h1.Message)
	}
	h2, _ := g.Hint(2)
	if len(h2.Houses) == 0 || h2.Step != nil {
		t.Fatalf("%s rung 2: %+v", name, h2)
	}
	for _, h := range h2.Houses {
		if !strings.Contains(h2.Message, g.layout.House(h).String()) {
			t.Errorf("%s rung 2: message %q does not name %v", name, h2.Message, g.layout.House(h))
		}
	}
	if len(want.Houses) > 0 && len(h2.Houses) != len(want.Houses) {
		t.Errorf("%s rung 2: houses %v, the step's are %v", name, h2.Houses, want.Houses)
	}
	h3, _ := g.Hint(3)
	if h3.Step == nil || h3.Step.Text != want.Text || !strings.HasPrefix(h3.Message, want.Text) {
		t.Fatalf("%s rung 3: %+v, want the step %q", name, h3, want.Text)
	}
	before := g.pos
	h4, _ := g.Hint(4)
	if !h4.Applied || h4.Step == nil || !strings.Contains(h4.Message, want.Text) {
		t.Fatalf("%s rung 4: %+v", name, h4)
	}
	s.Apply(&want)
	if got := g.state(&g.pos); got.Grid != s.Grid || got.Candidates != s.Candidates {
		t.Fatalf("%s: after %q the position is not the step's result", name, want.Text)
	}
	g.Undo()
	if g.pos != before {
		t.Fatalf("%s: applying a hint was not one undo step", name)
	}
	g.Redo()
	return h4.Step
}

func TestHintLadder(t *testing.T) {
	for name, g := range games(t) {
		sol, _ := g.Solution()
		// A correct position: one correct entry, auto notes with one
		// correct elimination made by hand, and the rest left blank.
		c, peer := emptyCellWithPeer(t, g)
		mustDo(t, g.Enter(c, sol[c]))
		assertLadder(t, name+" without notes", g)
		g.SetAuto(true)
		if extra := g.NotesAt(peer) &^ steps.DigitSet(sol[peer]); extra != 0 {
			mustDo(t, g.ToggleNote(peer, extra.List()[0]))
		}
		assertLadder(t, name+" with notes", g)
	}
}

func TestHintsSolveThePuzzle(t *testing.T) {
	for name, g := range games(t) {
		for i := 0; !g.Solved(); i++ {
			if i > 400 {
				t.Fatalf("%s: not solved after 400 hints", name)
			}
			h, _ := g.Hint(1)
			if h.Kind != StepHint {
				t.Fatalf("%s: hint %d: %+v", name, i, h)
			}
			assertLadder(t, name, g)
		}
		if h, _ := g.Hint(1); h.Kind != SolvedHint || h.Message != "The puzzle is solved." {
			t.Errorf("%s: hint on the solved board: %+v", name, h)
		}
		if r := g.Check(); !r.AllCorrect {
			t.Errorf("%s: hints led to %+v", name, r)
		}
	}
}

func TestHintWithoutStepOrWithContradiction(t *testing.T) {
	g := mustGame(t, strings.Repeat(".", 81))
	if h, _ := g.Hint(1); h.Kind != NoStepHint || !strings.Contains(h.Message, "guess") {
		t.Errorf("empty grid: %+v", h)
	}
	mustDo(t, g.Enter(0, 5))
	mustDo(t, g.SetNotes(1, steps.DigitSet(5)))
	if h, _ := g.Hint(4); h.Kind != ContradictionHint || h.Cells != grid.CellSetOf(1) || h.Applied {
		t.Errorf("a cell noted only with its peer's digit: %+v", h)
	}
	mustDo(t, g.Enter(1, 5))
	if h, _ := g.Hint(2); h.Kind != WrongEntriesHint || h.Cells != grid.CellSetOf(0, 1) ||
		!strings.Contains(h.Message, "clash") {
		t.Errorf("clashing entries without a unique solution: %+v", h)
	}
	mustDo(t, g.Erase(1))
	mustDo(t, g.Erase(1))
	// Row 2 without a note of 3 anywhere.
	for c := grid.Cell(10); c < 18; c++ {
		mustDo(t, g.SetNotes(c, steps.DigitSet(1, 2, 4, 5, 6, 7, 8, 9)))
	}
	mustDo(t, g.SetNotes(9, steps.DigitSet(1)))
	if h, _ := g.Hint(1); h.Kind != ContradictionHint || !strings.Contains(h.Message, "no place for 3 in row 2") {
		t.Errorf("a house without a place for 3: %+v", h)
	}
}

// TestHintsFollowTheEngine gives the person the engine's own positions
// on hard puzzles, uniqueness steps among them, and expects the hint to
// name the engine's next step; where that step is a basic elimination,
// the full notes lack every basic elimination there, the engine's among
// them, and the hint says so.
func TestHintsFollowTheEngine(t *testing.T) {
	f, err := os.Open(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var seen, uniqueSteps int
	for n := 0; sc.Scan() && n < 12; {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		n++
		p := mustPuzzle(t, line)
		tr := steps.Solve(p)
		for i := range tr.Steps {
			st := &tr.Steps[i]
			if st.Kind != steps.Logic || st.Depth > 0 {
				break
			}
			s := tr.States[i]
			var entries grid.Grid
			var notes [grid.NumCells]uint16
			for c := range entries {
				if p.Givens[c] == 0 {
					entries[c] = s.Grid[c]
					notes[c] = NoteMask(s.Candidates[c])
				}
			}
			g, err := Restore(p, Progress{Entries: entries, Notes: notes})
			if err != nil {
				t.Fatal(err)
			}
			h, _ := g.Hint(3)
			if basicElimination(st) {
				// Full notes lack the eliminations of every basic step
				// at this position, the engine's among them.
				if h.Kind != MissingEliminationsHint || !holdsAll(h.Step, st.Eliminations) {
					t.Fatalf("puzzle %d step %d: hint %+v, want the basic eliminations, the engine's %q among them", n, i, h, st.Text)
				}
			} else if h.Kind != StepHint || h.Step.Text != st.Text {
				t.Fatalf("puzzle %d step %d: hint %+v, the engine's step %q", n, i, h, st.Text)
			}
			seen++
			for _, info := range steps.Techniques() {
				if info.Name == st.Technique && info.NeedsUnique {
					uniqueSteps++
				}
			}
		}
	}
	if seen < 50 {
		t.Errorf("only %d engine steps compared", seen)
	}
	t.Logf("%d steps compared, %d of them uniqueness steps", seen, uniqueSteps)
}

// holdsAll reports whether st eliminates every candidate of want.
func holdsAll(st *steps.Step, want []steps.Candidate) bool {
	if st == nil {
		return false
	}
	for _, w := range want {
		if !slices.Contains(st.Eliminations, w) {
			return false
		}
	}
	return true
}
