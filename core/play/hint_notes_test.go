package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Notes still holding a digit a peer holds: rung 1 says the notes lack
// eliminations, rung 2 names each with the peer that rules it out,
// rung 3 draws them as eliminations (the peer as the step's cell), rung
// 4 takes them out as one move; then the ladder goes on.
func TestHintOnMissingEliminations(t *testing.T) {
	for name, g := range games(t) {
		g.FillNotes()
		// A cell whose notes also hold a digit a peer holds.
		var cell, peer grid.Cell = -1, -1
		var extra int8
		for c := grid.Cell(0); c < grid.NumCells && cell < 0; c++ {
			if g.Digits()[c] != 0 {
				continue
			}
			for _, q := range g.layout.Peers(c).Cells() {
				if d := g.Digits()[q]; d != 0 {
					cell, peer, extra = c, q, d
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
		want := fmt.Sprintf("%v still has %d noted, but the %d in %v rules it out.", cell, extra, extra, peer)
		h2, _ := g.Hint(2)
		if h2.Message != want || h2.Step != nil {
			t.Errorf("%s rung 2: %q, want %q", name, h2.Message, want)
		}
		h3, _ := g.Hint(3)
		if h3.Step == nil || len(h3.Step.Eliminations) != 1 ||
			h3.Step.Eliminations[0] != (steps.Candidate{Cell: cell, Digit: extra}) ||
			len(h3.Step.Cells) != 1 || h3.Step.Cells[0] != peer {
			t.Errorf("%s rung 3: step %+v, want the one elimination %d from %v, ruled out by %v", name, h3.Step, extra, cell, peer)
		}
		if g.pos != before {
			t.Errorf("%s: rungs 1–3 changed the position", name)
		}
		h4, _ := g.Hint(4)
		if !h4.Applied || g.NotesAt(cell).Has(extra) {
			t.Errorf("%s rung 4: %+v; notes of %v still hold %d", name, h4, cell, extra)
		}
		if h, _ := g.Hint(1); h.Kind == MissingEliminationsHint && h.Cells.Has(cell) {
			t.Errorf("%s: after the eliminations, hint %+v still about %v", name, h, cell)
		}
		if !g.Undo() || g.pos != before {
			t.Errorf("%s: Undo did not bring the notes back", name)
		}
	}
}

// A correct position, with eliminations the person made beyond the
// engine's: the hint names the step that holds on their notes, not the
// one their notes already made. The position is taken where the engine
// needs more than a basic technique, so that full candidates lack no
// basic elimination and the hint is the engine's own step.
func TestHintOnCorrectOwnNotes(t *testing.T) {
	p := mustPuzzle(t, "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...") // top95 #5: a 2-String Kite at step 29
	tr := steps.Solve(p)
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if st.Kind != steps.Logic || st.Depth > 0 {
			break
		}
		if len(st.Placements) > 0 || len(st.Eliminations) == 0 || basicGrades[st.Technique] {
			continue
		}
		full := restoreState(t, p, tr.States[i], nil)
		if h, _ := full.Hint(3); h.Kind != StepHint || h.Step.Text != st.Text {
			t.Fatalf("full candidates at step %d: hint %+v, want the engine's %q", i+1, h, st.Text)
		}
		own := restoreState(t, p, tr.States[i], st.Eliminations)
		h, _ := own.Hint(3)
		if h.Kind != StepHint && h.Kind != MissingEliminationsHint {
			t.Fatalf("own notes at step %d: hint %+v, want a technique or basic eliminations", i+1, h)
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
	t.Fatal("no elimination step beyond the basic techniques on the path of top95 #5")
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
