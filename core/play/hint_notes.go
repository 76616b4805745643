package play

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Hints from the person's own notes. The ladder reasons from the notes
// as candidates (Game.state), so before any technique it makes sure the
// notes are a position worth reasoning from, and says what is wrong with
// them in the person's terms:
//
//   - a note that removed the solution's digit (WrongNotesHint): rung 1
//     names the cells, rung 2 the digits they need, rung 4 puts them back;
//   - notes still holding a digit that a peer holds, the elimination the
//     most basic step makes (MissingEliminationsHint): rung 1 counts
//     them, rung 2 names them, rung 3 draws them as eliminations, rung 4
//     takes them out.
//
// Only then does the ladder name a technique, which then holds on the
// person's notes: a step the notes already made is not offered again.

// Climbs reports whether the hint's rungs differ: a step's, and the two
// about the notes. Other kinds answer every rung alike.
func (h *Hint) Climbs() bool {
	return h.Kind == StepHint || h.Kind == WrongNotesHint || h.Kind == MissingEliminationsHint
}

// staleNotes returns, for each empty cell of p with notes, the noted
// digits a peer holds (given or entered).
func (g *Game) staleNotes(p *position) (stale [grid.NumCells]steps.Digits, cells grid.CellSet) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		ds := p.notes[c]
		if ds == 0 || g.digitAt(p, c) != 0 {
			continue
		}
		if extra := ds &^ g.allowed(p, c); extra != 0 {
			stale[c], cells = extra, cells.With(c)
		}
	}
	return stale, cells
}

// wrongNotesHint is rung 1 of a note that removed the solution's digit.
func wrongNotesHint(missing grid.CellSet) hintResult {
	msg := fmt.Sprintf("A note in %s is missing a digit that the solution needs: a hint cannot reason from it; fix that note first.", words.Cells(missing))
	if missing.Len() > 1 {
		msg = fmt.Sprintf("Notes in %s are each missing a digit that the solution needs: a hint cannot reason from them; fix those notes first.", words.Cells(missing))
	}
	return hintResult{kind: WrongNotesHint, cells: missing, message: msg}
}

// missingEliminationsHint is rung 1 of notes holding digits a peer holds.
func missingEliminationsHint(cells grid.CellSet) hintResult {
	return hintResult{kind: MissingEliminationsHint, cells: cells, message: fmt.Sprintf(
		"Your notes lack eliminations: %s still %s a digit that a peer holds.",
		words.Count(cells.Len(), "cell", "cells"), pick(cells.Len(), "notes", "note"))}
}

// notesRung answers rungs 2–4 of the two hints about the notes.
func (g *Game) notesRung(h *Hint) {
	if h.Rung < 2 {
		return
	}
	switch h.Kind {
	case WrongNotesHint:
		var needs, back []string
		for _, c := range h.Cells.Cells() {
			needs = append(needs, fmt.Sprintf("%v needs %d", c, g.exact.Solution[c]))
			back = append(back, fmt.Sprintf("%d in %v", g.exact.Solution[c], c))
		}
		h.Message = "Put back in the notes: " + words.And(needs) + "."
		if h.Rung == 4 {
			next := g.pos
			for _, c := range h.Cells.Cells() {
				next.notes[c] |= steps.DigitSet(g.exact.Solution[c])
			}
			g.commit(next)
			h.Applied = true
			h.Message = "Applied: noted " + words.And(back) + " again."
		}
	case MissingEliminationsHint:
		stale, _ := g.staleNotes(&g.pos)
		var parts []string
		st := &steps.Step{Technique: "Placed digits"}
		for _, c := range h.Cells.Cells() {
			for _, d := range stale[c].List() {
				parts = append(parts, fmt.Sprintf("%d from %v", d, c))
				st.Eliminations = append(st.Eliminations, steps.Candidate{Cell: c, Digit: d})
			}
		}
		st.Text = "Take out of the notes " + words.And(parts) + ": each digit stands in a house of its cell already."
		h.Message = st.Text
		if h.Rung >= 3 {
			h.Step = st
		}
		if h.Rung == 4 {
			next := g.pos
			for _, c := range h.Cells.Cells() {
				next.notes[c] &^= stale[c]
			}
			g.commit(next)
			h.Applied = true
			h.Message = "Applied: took " + words.And(parts) + " out of the notes."
		}
	}
}
