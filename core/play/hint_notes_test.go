package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Notes still holding a digit a peer holds: rung 1 says the notes lack
// eliminations, rung 2 names them, rung 3 draws them as eliminations,
// rung 4 takes them out as one move; then the ladder names a technique.
func TestHintOnMissingEliminations(t *testing.T) {
	for name, g := range games(t) {
		g.FillNotes()
		// A cell whose notes also hold a digit a peer holds.
		var cell grid.Cell = -1
		var extra int8
		for c := grid.Cell(0); c < grid.NumCells && cell < 0; c++ {
			if g.Digits()[c] != 0 {
				continue
			}
			for _, q := range g.layout.Peers(c).Cells() {
				if d := g.Digits()[q]; d != 0 {
					cell, extra = c, d
					break
				}
			}
		}
		mustDo(t, g.SetNotes(cell, g.NotesAt(cell)|steps.DigitSet(extra)))
		before := g.pos

		h1, _ := g.Hint(1)
		if h1.Kind != MissingEliminationsHint || h1.Cells != grid.CellSetOf(cell) || !h1.Climbs() ||
			!strings.Contains(h1.Message, "lack eliminations") || h1.Step != nil {
			t.Fatalf("%s rung 1: %+v, want the missing elimination in %v", name, h1, cell)
		}
		want := fmt.Sprintf("%d from %v", extra, cell)
		h2, _ := g.Hint(2)
		if !strings.Contains(h2.Message, want) || h2.Step != nil {
			t.Errorf("%s rung 2: %q, want it to name %s", name, h2.Message, want)
		}
		h3, _ := g.Hint(3)
		if h3.Step == nil || len(h3.Step.Eliminations) != 1 ||
			h3.Step.Eliminations[0] != (steps.Candidate{Cell: cell, Digit: extra}) {
			t.Errorf("%s rung 3: step %+v, want the one elimination %s", name, h3.Step, want)
		}
		if g.pos != before {
			t.Errorf("%s: rungs 1–3 changed the position", name)
		}
		h4, _ := g.Hint(4)
		if !h4.Applied || g.NotesAt(cell).Has(extra) {
			t.Errorf("%s rung 4: %+v; notes of %v still hold %d", name, h4, cell, extra)
		}
		if h, _ := g.Hint(1); h.Kind != StepHint {
			t.Errorf("%s: after the eliminations, hint %+v, want a technique", name, h)
		}
		if !g.Undo() || g.pos != before {
			t.Errorf("%s: Undo did not bring the notes back", name)
		}
	}
}

// A correct position, with eliminations the person made beyond the
// engine's: the hint names the step that holds on their notes, not the
// one their notes already made. On the same position with the full
// candidates the engine's own step comes first.
func TestHintOnCorrectOwnNotes(t *testing.T) {
	p := mustPuzzle(t, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......") // top95 #1
	tr := steps.Solve(p)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if st.Kind != steps.Logic || st.Depth > 0 {
			break
		}
		if len(st.Placements) > 0 || len(st.Eliminations) == 0 {
			continue
		}
		full := restoreState(t, p, tr.States[i], nil)
		if h, _ := full.Hint(3); h.Kind != StepHint || h.Step.Text != st.Text {
			t.Fatalf("full candidates at step %d: hint %+v, want the engine's %q", i+1, h, st.Text)
		}
		own := restoreState(t, p, tr.States[i], st.Eliminations)
		h, _ := own.Hint(3)
		if h.Kind != StepHint {
			t.Fatalf("own notes at step %d: hint %+v, want a technique", i+1, h)
		}
		if h.Step.Text == st.Text {
			t.Errorf("own notes at step %d: the hint repeats %q, which the notes already made", i+1, st.Text)
		}
		// The step holds on the notes: what it removes is noted there.
		for _, e := range h.Step.Eliminations {
			if !own.NotesAt(e.Cell).Has(e.Digit) {
				t.Errorf("own notes at step %d: the hint removes %v, which is not noted", i+1, e)
			}
		}
		return
	}
	t.Fatal("no elimination step on the path of top95 #1")
}

// restoreState gives a person the engine's state s as entries and notes,
// less the candidates in drop.
func restoreState(t *testing.T, p grid.Puzzle, s steps.State, drop []steps.Candidate) *Game {
	t.Helper()
	var pr Progress
	cands := s.Candidates
	for _, e := range drop {
		cands[e.Cell] &^= steps.DigitSet(e.Digit)
	}
	for c := range pr.Entries {
		if p.Givens[c] == 0 {
			pr.Entries[c] = s.Grid[c]
			pr.Notes[c] = NoteMask(cands[c])
		}
	}
	g, err := Restore(p, pr)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
