package play

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// top95First is top95's first puzzle: at its givens both a hidden single
// and a pointing apply, and its path soon takes a pointing.
const top95First = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// firstBasicElimination returns the index of the first step of p's path
// that is a basic elimination.
func firstBasicElimination(t *testing.T, tr *steps.Trace) int {
	t.Helper()
	for i := range tr.Steps {
		if basicElimination(&tr.Steps[i]) {
			return i
		}
	}
	t.Fatal("no basic elimination on the path")
	return -1
}

// Full notes where the next step is a pointing: rung 1 names the basic
// techniques and counts the notes, rung 2 names the cells and digits
// with their reasons, rung 3 draws every basic elimination at the
// position (the engine's step among them, nothing the solution needs),
// rung 4 takes them all out as one move.
func TestHintOnMissingBasicEliminations(t *testing.T) {
	p := mustPuzzle(t, top95First)
	tr := steps.Solve(p)
	i := firstBasicElimination(t, tr)
	st := &tr.Steps[i]
	g := restoreState(t, p, tr.States[i], nil)
	before := g.pos

	h1, _ := g.Hint(1)
	if h1.Kind != MissingEliminationsHint || !h1.Climbs() || h1.Step != nil ||
		!strings.Contains(h1.Message, "lack eliminations that basic techniques make") ||
		!strings.Contains(h1.Message, st.Technique) {
		t.Fatalf("rung 1: %+v, want the basic eliminations, %s among them", h1, st.Technique)
	}
	for _, e := range st.Eliminations {
		if !h1.Cells.Has(e.Cell) {
			t.Errorf("rung 1 cells %v lack %v of the engine's %q", h1.Cells, e.Cell, st.Text)
		}
	}
	// The engine's step is the first the hint names: its cells and digit,
	// then the technique and its reason.
	h2, _ := g.Hint(2)
	want := notedPhrase(st.Eliminations) + ", but " + st.Technique + " rules it out: "
	if !strings.HasPrefix(h2.Message, want) || h2.Step != nil {
		t.Errorf("rung 2: %q, want it to start %q", h2.Message, want)
	}
	if lines := strings.Split(h2.Message, "\n"); len(lines) != maxReasons+1 || !strings.HasPrefix(lines[maxReasons], "And ") {
		t.Errorf("rung 2 writes %d lines, want %d reasons, one a line, and the count of the rest", len(lines), maxReasons)
	}
	if !strings.Contains(want, "r2c1 and r2c3 still have 7 noted") {
		t.Errorf("the engine's step %q: rung 2 starts %q, which no longer names r2c1 and r2c3", st.Text, want)
	}

	// Every basic elimination at the position, and nothing else.
	s := tr.States[i]
	basic, _ := g.basicProfile()
	all, _ := steps.AllAt(context.Background(), &s, true, basic, 0)
	var wantElims []steps.Candidate
	for _, ti := range all {
		for _, x := range ti.Steps {
			for _, e := range x.Eliminations {
				if !slices.Contains(wantElims, e) {
					wantElims = append(wantElims, e)
				}
			}
		}
	}
	h3, _ := g.Hint(3)
	if h3.Step == nil || len(h3.Step.Eliminations) != len(wantElims) || !holdsAll(h3.Step, wantElims) {
		t.Fatalf("rung 3: step %+v, want the %d basic eliminations %v", h3.Step, len(wantElims), wantElims)
	}
	for _, e := range h3.Step.Eliminations {
		if g.exact.Solution[e.Cell] == e.Digit {
			t.Errorf("rung 3 takes out %v, the solution's digit", e)
		}
	}
	if g.pos != before {
		t.Error("rungs 1–3 changed the position")
	}
	h4, _ := g.Hint(4)
	if !h4.Applied || h4.Message != fmt.Sprintf("Applied: took %d notes out of %d cells.", len(wantElims), h1.Cells.Len()) {
		t.Errorf("rung 4: %+v", h4)
	}
	for _, e := range wantElims {
		if g.NotesAt(e.Cell).Has(e.Digit) {
			t.Errorf("after rung 4 the notes of %v still hold %d", e.Cell, e.Digit)
		}
	}
	if !g.Undo() || g.pos != before {
		t.Error("one Undo did not bring the notes back")
	}
}

// The basic eliminations are asked only of notes: a person without notes,
// or whose notes are not where the step removes, is taught the step; a
// single on the notes comes first; and a technique the profile leaves
// out is never asked of the notes.
func TestBasicEliminationsOnlyOfNotes(t *testing.T) {
	p := mustPuzzle(t, top95First)
	tr := steps.Solve(p)
	i := firstBasicElimination(t, tr)
	st := &tr.Steps[i]

	// No notes: the step ladder names the engine's step.
	bare := restoreState(t, p, tr.States[i], nil)
	var noNotes Progress
	noNotes.Entries = bare.Progress().Entries
	g, err := Restore(p, noNotes)
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := g.Hint(3); h.Kind != StepHint || h.Step.Text != st.Text {
		t.Errorf("without notes: hint %+v, want the engine's %q", h, st.Text)
	}

	// Notes only in the cells of the pattern, none where steps remove:
	// nothing is missing from the notes, so the step is named.
	s := tr.States[i]
	pattern := grid.CellSet{}
	for _, c := range st.Pattern {
		pattern = pattern.With(c.Cell)
	}
	some := noNotes
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if pattern.Has(c) {
			some.Notes[c] = NoteMask(s.Candidates[c])
		}
	}
	if g, err = Restore(p, some); err != nil {
		t.Fatal(err)
	}
	if h, _ := g.Hint(1); h.Kind != StepHint {
		t.Errorf("notes in the pattern only: hint %+v, want the step", h)
	}

	// At the givens a hidden single comes before the pointing.
	g, _ = New(p)
	g.FillNotes()
	if h, _ := g.Hint(1); h.Kind != StepHint || h.Technique != "Hidden Single" {
		t.Errorf("full notes at the givens: hint %+v, want the hidden single", h)
	}

	// A profile without locked candidates never asks for them.
	var names []string
	for _, n := range steps.DefaultProfile().Techniques() {
		if n != "Pointing" && n != "Claiming" {
			names = append(names, n)
		}
	}
	prof, err := steps.NewProfile("no locked candidates", names)
	if err != nil {
		t.Fatal(err)
	}
	g = restoreState(t, p, tr.States[i], nil)
	g.SetProfile(prof)
	h, _ := g.Hint(3)
	if strings.Contains(h.Message, "Pointing") || strings.Contains(h.Message, "Claiming") {
		t.Errorf("profile without locked candidates: hint %+v names them", h)
	}
}

// BenchmarkHintBasicEliminations times rung 1 on full notes where the
// next step is a pointing (the step search and the gathering of every
// basic elimination at the position) beside the step search alone.
func BenchmarkHintBasicEliminations(b *testing.B) {
	p := mustPuzzle(b, top95First)
	tr := steps.Solve(p)
	i := -1
	for k := range tr.Steps {
		if basicElimination(&tr.Steps[k]) {
			i = k
			break
		}
	}
	var pr Progress
	for c := range pr.Entries {
		if p.Givens[c] == 0 {
			pr.Entries[c] = tr.States[i].Grid[c]
			pr.Notes[c] = NoteMask(tr.States[i].Candidates[c])
		}
	}
	g, err := Restore(p, pr)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("hint", func(b *testing.B) {
		for b.Loop() {
			g.hint = nil // no cache: the position is judged afresh
			if h, _ := g.Hint(1); h.Kind != MissingEliminationsHint {
				b.Fatalf("hint %+v", h)
			}
		}
	})
	// The next step alone, for comparison: what the hint cost before it
	// gathered the basic eliminations.
	b.Run("next step", func(b *testing.B) {
		s := g.state(&g.pos)
		for b.Loop() {
			steps.NextIn(&s, true, g.profile)
		}
	})
}
