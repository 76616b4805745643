package play

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Status is the person's own progress: a note is work, and only a
// correct full grid is Solved.
func TestStatusFollowsTheWork(t *testing.T) {
	g := mustGame(t, easyGivens)
	sol, _ := g.Solution()
	c, _ := emptyCellWithPeer(t, g)
	if got := g.Status(); got != NotStarted {
		t.Fatalf("new game: %v, want Not started", got)
	}
	g.SetAuto(true)
	g.SetAuto(false)
	g.ClearAllNotes()
	if got := g.Status(); got != NotStarted {
		t.Errorf("no entries or notes: %v, want Not started", got)
	}
	if err := g.ToggleNote(c, 1); err != nil {
		t.Fatal(err)
	}
	if got := g.Status(); got != InProgress {
		t.Errorf("one note: %v, want In progress", got)
	}
	for q := grid.Cell(0); q < grid.NumCells; q++ {
		if g.Puzzle().Givens[q] == 0 {
			if err := g.Enter(q, sol[q]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := g.Status(); got != Solved {
		t.Errorf("the solution entered: %v, want Solved", got)
	}
	wrong := sol[c]%9 + 1
	if err := g.Enter(c, wrong); err != nil {
		t.Fatal(err)
	}
	if got := g.Status(); got != InProgress {
		t.Errorf("a wrong entry in a full grid: %v, want In progress", got)
	}
}

// First mistake goes back in the entries but leaves the auto-candidates
// switch as the person set it, with notes filled to match.
func TestFirstMistakeKeepsAuto(t *testing.T) {
	g := mustGame(t, easyGivens)
	sol, _ := g.Solution()
	c, _ := emptyCellWithPeer(t, g)
	if err := g.Enter(c, sol[c]%9+1); err != nil {
		t.Fatal(err)
	}
	g.SetAuto(true)
	r := g.FirstMistake()
	if !r.Moved {
		t.Fatalf("FirstMistake did not move: %s", r.Message)
	}
	if !g.Auto() {
		t.Error("First mistake turned auto-candidates off")
	}
	if g.Entries()[c] != 0 {
		t.Error("the wrong entry is still there")
	}
	if got, want := g.NotesAt(c), g.allowed(&g.pos, c); got != want || want == 0 {
		t.Errorf("notes of %v = %v, want the candidates %v", c, got, want)
	}
	if !g.Undo() || g.Entries()[c] == 0 {
		t.Error("Undo does not bring the mistake back")
	}
}

// The hint about wrong entries agrees in number with its count.
func TestWrongEntriesHintAgrees(t *testing.T) {
	for _, n := range []int{1, 2} {
		g := mustGame(t, easyGivens)
		sol, _ := g.Solution()
		placed := 0
		for q := grid.Cell(0); q < grid.NumCells && placed < n; q++ {
			if g.Puzzle().Givens[q] != 0 || g.Entries()[q] != 0 {
				continue
			}
			// A wrong digit that clashes with nothing placed so far.
			for d := int8(1); d <= 9; d++ {
				if d != sol[q] && g.allowed(&g.pos, q).Has(d) {
					if err := g.Enter(q, d); err != nil {
						t.Fatal(err)
					}
					placed++
					break
				}
			}
		}
		h, err := g.Hint(1)
		if err != nil || h.Kind != WrongEntriesHint {
			t.Fatalf("%d wrong: hint %v, %v", n, h.Kind, err)
		}
		want := map[int]string{1: "1 entry is wrong", 2: "2 entries are wrong"}[n]
		pron := map[int]string{1: "fix it first", 2: "fix them first"}[n]
		if !strings.Contains(h.Message, want) || !strings.Contains(h.Message, pron) {
			t.Errorf("%d wrong: %q, want %q and %q", n, h.Message, want, pron)
		}
	}
}
