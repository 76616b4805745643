package play

import (
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// Basis says what Check measured the position against.
type Basis int8

// The bases of a check.
const (
	// AgainstSolution: the puzzle has one solution, and every entry and
	// note was compared with it.
	AgainstSolution Basis = iota
	// AgainstConsistency: the puzzle has several solutions, none, or the
	// solver could not tell, so there is no solution to compare with;
	// entries were checked only for clashes with their peers, and notes
	// not at all.
	AgainstConsistency
)

// CheckResult is what Check found.
type CheckResult struct {
	Basis Basis
	// Wrong holds the entries that differ from the solution, or, against
	// consistency, those that clash with a peer's digit.
	Wrong grid.CellSet
	// NotesMissing holds the empty cells with notes that lack the
	// solution's digit. Cells without notes are not counted: they have
	// not been worked on yet. Always empty against consistency.
	NotesMissing grid.CellSet
	// AllCorrect is set when the solution was checked against and
	// nothing is wrong: "All correct so far". Against consistency it is
	// never set, since no clash does not make an entry right.
	AllCorrect bool
	Message    string // one or two sentences for the person
}

// Conflicts returns the cells whose digit, given or entered, also stands
// in one of their peers, for the board to draw. Both cells of a clash
// are in the set, a given too when an entry clashes with it.
func (g *Game) Conflicts() grid.CellSet { return g.conflicts(&g.pos) }

func (g *Game) conflicts(p *position) grid.CellSet {
	var out grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		d := g.digitAt(p, c)
		if d == 0 {
			continue
		}
		for _, q := range g.layout.Peers(c).Cells() {
			if g.digitAt(p, q) == d {
				out = out.With(c)
				break
			}
		}
	}
	return out
}

// unique reports whether Check and the hints can trust the solution.
func (g *Game) unique() bool { return g.exact.Status == solver.Unique }

// wrongEntries returns the entries of p that are wrong: different from
// the unique solution, or else clashing with a peer.
func (g *Game) wrongEntries(p *position) grid.CellSet {
	if !g.unique() {
		var entered grid.CellSet
		for c, d := range p.entries {
			if d != 0 {
				entered = entered.With(grid.Cell(c))
			}
		}
		return g.conflicts(p).And(entered)
	}
	var out grid.CellSet
	for c, d := range p.entries {
		if d != 0 && d != g.exact.Solution[c] {
			out = out.With(grid.Cell(c))
		}
	}
	return out
}

// notesMissing returns the empty cells of p whose notes, if any, lack
// the solution's digit; none when the solution is not unique.
func (g *Game) notesMissing(p *position) grid.CellSet {
	var out grid.CellSet
	if !g.unique() {
		return out
	}
	for c, ds := range p.notes {
		if ds != 0 && g.digitAt(p, grid.Cell(c)) == 0 && !ds.Has(g.exact.Solution[c]) {
			out = out.With(grid.Cell(c))
		}
	}
	return out
}

// Check compares the position with the solution (see Basis for puzzles
// without a unique one). The board marks what it finds until the cells
// marked change.
func (g *Game) Check() CheckResult {
	r := CheckResult{Basis: AgainstSolution}
	if !g.unique() {
		r.Basis = AgainstConsistency
	}
	r.Wrong = g.wrongEntries(&g.pos)
	r.NotesMissing = g.notesMissing(&g.pos)
	r.AllCorrect = r.Basis == AgainstSolution && r.Wrong.Empty() && r.NotesMissing.Empty()
	r.Message = g.checkMessage(&r)
	g.checked, g.check = g.pos, &r
	return r
}

// ClearCheck removes the marks of the last Check from the board.
func (g *Game) ClearCheck() { g.check = nil }

func (g *Game) checkMessage(r *CheckResult) string {
	var parts []string
	if n := r.Wrong.Len(); n > 0 {
		what := words.Count(n, "entry differs", "entries differ") + " from the solution"
		if r.Basis == AgainstConsistency {
			what = words.Count(n, "entry clashes", "entries clash") + " with a digit in the same row, column or region"
		}
		parts = append(parts, fmt.Sprintf("%s: %s", what, words.Cells(r.Wrong)))
	}
	if n := r.NotesMissing.Len(); n > 0 {
		parts = append(parts, fmt.Sprintf("the notes of %s lack the solution's digit: %s", words.Count(n, "cell", "cells"), words.Cells(r.NotesMissing)))
	}
	msg := strings.Join(parts, "; ")
	switch {
	case len(parts) > 0:
		msg = strings.ToUpper(msg[:1]) + msg[1:] + "."
	case g.Solved():
		msg = "Solved: all correct."
	case r.Basis == AgainstConsistency:
		msg = "No clashes so far."
	default:
		msg = "All correct so far."
	}
	if r.Basis == AgainstConsistency {
		msg = g.noSolutionReason() + " so entries were checked only against each other. " + msg
	}
	return msg
}

// noSolutionReason says why there is no solution to check against.
func (g *Game) noSolutionReason() string {
	switch g.exact.Status {
	case solver.Multiple:
		return "This puzzle has more than one solution,"
	case solver.None:
		return "This puzzle has no solution,"
	}
	return "The solver could not settle this puzzle's solution,"
}

// Rewind is what FirstMistake did.
type Rewind struct {
	Moved bool         // the position went back
	Wrong grid.CellSet // the wrong entries of the position FirstMistake started from
	// Undone counts the moves of the history between the position gone
	// back to and the one left.
	Undone  int
	Message string
}

// FirstMistake goes back to the position just before the first wrong
// entry (as Check judges entries): the latest position of the undo
// history without a wrong entry, so that every later one has one. Going
// back is itself one move: Undo returns to the mistakes, and the moves
// that could be redone before are forgotten, as after any move. Notes
// do not count as mistakes here. When the position has no wrong entry,
// or every position of the history has one (the mistake came with saved
// progress), FirstMistake does nothing and says so.
func (g *Game) FirstMistake() Rewind {
	r := Rewind{Wrong: g.wrongEntries(&g.pos)}
	if r.Wrong.Empty() {
		r.Message = "No wrong entries: nothing to go back to."
		return r
	}
	for i := len(g.undo) - 1; i >= 0; i-- {
		if g.wrongEntries(&g.undo[i]).Empty() {
			r.Moved, r.Undone = true, len(g.undo)-i
			// Going back is about entries: the auto-candidates switch
			// stays as the person set it, and with it on the notes are
			// those the earlier entries allow.
			back := g.undo[i]
			if back.auto != g.pos.auto {
				back.auto = g.pos.auto
				if back.auto {
					g.fill(&back)
				}
			}
			g.commit(back)
			r.Message = fmt.Sprintf("Went back %s, to just before the first wrong entry.", words.Count(r.Undone, "move", "moves"))
			return r
		}
	}
	r.Message = fmt.Sprintf("Wrong entries in %s were there from the start of this session's history, so there is no earlier position to go back to.", words.Cells(r.Wrong))
	return r
}
