package play

import (
	"fmt"
	"unicode"
	"unicode/utf8"

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
//     them, rung 2 names each with the peer that rules it out, rung 3
//     draws them as eliminations, rung 4 takes them out;
//   - notes still holding candidates that the basic techniques remove
//     (MissingEliminationsHint too, hint_basic.go), when such a technique
//     is the next step the notes call for: rung 1 names the techniques,
//     rung 2 each elimination with its reason, rungs 3 and 4 as above.
//
// Only then does the ladder name a technique, which then holds on the
// person's notes: a step the notes already made is not offered again.

// Climbs reports whether the hint's rungs differ: a step's, and the two
// about the notes. Other kinds answer every rung alike.
func (h *Hint) Climbs() bool {
	return h.Kind == StepHint || h.Kind == WrongNotesHint || h.Kind == MissingEliminationsHint
}

// maxReasons is how many reasons rung 2 of missing eliminations writes
// out before it counts the rest, so that notes filled in before a dozen
// digits were placed still get a message that reads.
const maxReasons = 6

// maxListed is how many eliminations the applied message names one by
// one; beyond that it counts them.
const maxListed = 8

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

// peerEliminationsHint is the hint about notes holding digits a peer
// holds: rung 1's message, and as its step the eliminations with, as
// the step's cells, the peers that rule them out. Its text (rung 2)
// names each: "r4c5 and r4c9 still have 7 noted, but the 7 in r4c1
// rules it out." A digit the puzzle's given candidates leave out of a
// cell, with no peer holding it, is said so.
func (g *Game) peerEliminationsHint(p *position, stale *[grid.NumCells]steps.Digits, cells grid.CellSet) hintResult {
	type source struct {
		peer  grid.Cell // -1: the given candidates leave the digit out
		digit int8
	}
	var order []source
	noted := map[source]grid.CellSet{}
	st := steps.Step{Technique: "Placed digits"}
	for _, c := range cells.Cells() {
		for _, d := range stale[c].List() {
			st.Eliminations = append(st.Eliminations, steps.Candidate{Cell: c, Digit: d})
			src := source{peer: -1, digit: d}
			for _, q := range g.layout.Peers(c).Cells() {
				if g.digitAt(p, q) == d {
					src.peer = q
					st.Cells = append(st.Cells, q)
					break
				}
			}
			if _, seen := noted[src]; !seen {
				order = append(order, src)
			}
			noted[src] = noted[src].With(c)
		}
	}
	var reasons []string
	for _, src := range order {
		cs := noted[src]
		why := fmt.Sprintf("the %d in %v rules it out", src.digit, src.peer)
		if src.peer < 0 {
			why = "the puzzle's given candidates leave it out"
		}
		reasons = append(reasons, fmt.Sprintf("%s still %s %d noted, but %s.",
			words.Cells(cs), pick(cs.Len(), "has", "have"), src.digit, why))
	}
	st.Text = joinReasons(reasons)
	return hintResult{kind: MissingEliminationsHint, cells: cells, step: st, message: fmt.Sprintf(
		"Your notes lack eliminations: %s still %s a digit that a peer holds.",
		words.Count(cells.Len(), "cell", "cells"), pick(cells.Len(), "notes", "note"))}
}

// joinReasons writes the first maxReasons reasons, one a line, and
// counts the rest.
func joinReasons(reasons []string) string {
	out := ""
	for i, r := range reasons {
		if i == maxReasons {
			return out + fmt.Sprintf("\nAnd %d more like these.", len(reasons)-i)
		}
		if i > 0 {
			out += "\n"
		}
		out += r
	}
	return out
}

// notedPhrase says which of the eliminations the notes still hold,
// cells with the same digits together: "r2c1 and r2c3 still have 7
// noted", "r5c6 still has 5 and 9 noted and r6c6 still has 4 noted".
func notedPhrase(elims []steps.Candidate) string {
	var cells []grid.Cell
	digits := map[grid.Cell]steps.Digits{}
	for _, e := range elims {
		if digits[e.Cell] == 0 {
			cells = append(cells, e.Cell)
		}
		digits[e.Cell] |= steps.DigitSet(e.Digit)
	}
	var groups []steps.Digits
	together := map[steps.Digits]grid.CellSet{}
	for _, c := range cells {
		ds := digits[c]
		if together[ds].Empty() {
			groups = append(groups, ds)
		}
		together[ds] = together[ds].With(c)
	}
	parts := make([]string, len(groups))
	for i, ds := range groups {
		var names []string
		for _, d := range ds.List() {
			names = append(names, fmt.Sprint(d))
		}
		cs := together[ds]
		parts[i] = fmt.Sprintf("%s still %s %s noted", words.Cells(cs), pick(cs.Len(), "has", "have"), words.And(names))
	}
	return words.And(parts)
}

// eliminationList names eliminations as the applied message does, by
// digit: "7 from r2c1 and r2c3 and 5 from r4c4".
func eliminationList(elims []steps.Candidate) string {
	var order []int8
	from := map[int8]grid.CellSet{}
	for _, e := range elims {
		if from[e.Digit].Empty() {
			order = append(order, e.Digit)
		}
		from[e.Digit] = from[e.Digit].With(e.Cell)
	}
	parts := make([]string, len(order))
	for i, d := range order {
		parts[i] = fmt.Sprintf("%d from %s", d, words.Cells(from[d]))
	}
	return words.And(parts)
}

// firstSentence is the first sentence of text with its first letter
// made small, to follow "but Pointing rules it out:".
func firstSentence(text string) string {
	for i := 0; i+1 < len(text); i++ {
		if text[i] == '.' && text[i+1] == ' ' {
			text = text[:i+1]
			break
		}
	}
	r, n := utf8.DecodeRuneInString(text)
	return string(unicode.ToLower(r)) + text[n:]
}

// notesRung answers rungs 2–4 of the two hints about the notes.
func (g *Game) notesRung(h *Hint, r *hintResult) {
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
		st := r.step
		h.Message = st.Text
		if h.Rung >= 3 {
			h.Step = &st
		}
		if h.Rung == 4 {
			next := g.pos
			for _, e := range st.Eliminations {
				next.notes[e.Cell] &^= steps.DigitSet(e.Digit)
			}
			g.commit(next)
			h.Applied = true
			h.Message = "Applied: took " + eliminationList(st.Eliminations) + " out of the notes."
			if len(st.Eliminations) > maxListed {
				h.Message = fmt.Sprintf("Applied: took %s out of %s.",
					words.Count(len(st.Eliminations), "note", "notes"), words.Count(h.Cells.Len(), "cell", "cells"))
			}
		}
	}
}
