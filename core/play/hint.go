package play

import (
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// HintKind says what a hint is about.
type HintKind int8

// The kinds of hint. StepHint and the two about the notes climb the
// ladder (Hint.Climbs); the others answer every rung alike and change
// nothing.
const (
	// StepHint: a technique of the catalogue applies to the position.
	StepHint HintKind = iota
	// WrongEntriesHint: Cells hold entries that differ from the solution
	// (or clash with a peer, when the puzzle has no unique solution),
	// so there is nothing sound to reason from.
	WrongEntriesHint
	// WrongNotesHint: the notes of Cells lack the solution's digit.
	WrongNotesHint
	// ContradictionHint: the notes leave Cells without a candidate, or a
	// house without a place for a digit (Cells are then its empty cells).
	// Only a puzzle without a unique solution gets this far with such
	// notes, since otherwise WrongNotesHint comes first.
	ContradictionHint
	// NoStepHint: no technique of the catalogue applies; the next move
	// would need a guess.
	NoStepHint
	// SolvedHint: every cell is filled, and correctly.
	SolvedHint
	// MissingEliminationsHint: the notes of Cells still hold a digit that
	// a peer holds, or, when a basic technique is the next step, digits
	// that the basic techniques take out: eliminations the person has not
	// made yet (hint_notes.go, hint_basic.go). Step, from rung 3, holds
	// them all as eliminations.
	MissingEliminationsHint
)

// Hint is one rung of the hint ladder, on the person's own position:
// their entries, and their notes as candidates. A cell without notes
// counts as having every candidate the givens and entries allow; a note
// of a digit a peer holds is reported (MissingEliminationsHint) before
// any technique is named, and so are the notes the basic techniques take
// out when one of them is the next step.
type Hint struct {
	Kind HintKind
	Rung int // the rung answered, 1–4
	// Cells are the cells at fault for the kinds other than StepHint.
	Cells grid.CellSet
	// Technique is the step's technique name, from rung 1 on.
	Technique string
	// Houses are the houses to look at, as indexes into grid.Layout.House,
	// from rung 2 on: the step's own houses, or else those holding two or
	// more of the cells of its pattern (all three houses of a pattern of
	// one cell, and every house of the cells when no two share one).
	Houses []int
	// Step is the whole step for the board to draw, from rung 3 on.
	Step *steps.Step
	// Applied is set on rung 4, once the step has been made as one move.
	Applied bool
	Message string // what the window says, in plain words
}

// hintResult is the part of a hint that depends on the position alone.
type hintResult struct {
	kind    HintKind
	cells   grid.CellSet
	step    steps.Step
	message string
}

// Hint answers rung 1–4 of the ladder for the current position: 1 the
// technique's name, 2 the houses to look at, 3 the whole step, 4 the
// step made (placements become entries, eliminations leave the notes;
// one move for Undo). The window keeps the rung and starts again at 1
// when the position changes. Before any reasoning, a wrong entry, a
// cell whose notes lack the solution's digit, or notes still holding a
// digit a peer holds or one a basic technique takes out are reported
// instead (see hint_notes.go for their rungs).
// Uniqueness techniques are used only when the puzzle has one solution.
func (g *Game) Hint(rung int) (Hint, error) {
	if rung < 1 || rung > 4 {
		return Hint{}, fmt.Errorf("hint rung %d: %w (want 1–4)", rung, ErrOutOfRange)
	}
	if g.hint == nil || g.hintAt != g.pos {
		r := g.findHint()
		g.hint, g.hintAt = &r, g.pos
	}
	r := g.hint
	h := Hint{Kind: r.kind, Rung: rung, Cells: r.cells, Message: r.message}
	if r.kind != StepHint {
		g.notesRung(&h, r)
		return h, nil
	}
	st := r.step
	h.Technique = st.Technique
	h.Message = "Next technique: " + st.Technique + "."
	if rung >= 2 {
		h.Houses = g.hintHouses(&st)
		h.Message = st.Technique + ": look at " + g.houseNames(h.Houses) + "."
	}
	if rung >= 3 {
		h.Step = &st
		h.Message = st.Text
		if st.Explanation != "" {
			h.Message += "\n" + st.Explanation
		}
	}
	if rung == 4 {
		g.applyStep(&st)
		h.Applied = true
		h.Message = "Applied: " + st.Text
	}
	return h, nil
}

// findHint judges the current position and finds its easiest step.
func (g *Game) findHint() hintResult {
	p := &g.pos
	if wrong := g.wrongEntries(p); !wrong.Empty() {
		what := "wrong"
		if !g.unique() {
			what = "in a clash with a peer"
		}
		return hintResult{kind: WrongEntriesHint, cells: wrong, message: fmt.Sprintf(
			"%s %s: %v. A hint cannot reason from %s; fix %s first.", words.Count(wrong.Len(), "entry is", "entries are"), what, words.Cells(wrong),
			pick(wrong.Len(), "it", "them"), pick(wrong.Len(), "it", "them"))}
	}
	if missing := g.notesMissing(p); !missing.Empty() {
		return wrongNotesHint(missing)
	}
	s := g.state(p)
	if s.Solved() {
		return hintResult{kind: SolvedHint, message: "The puzzle is solved."}
	}
	if r, broken := g.contradiction(&s); broken {
		return r
	}
	if stale, cells := g.staleNotes(p); !cells.Empty() {
		return g.peerEliminationsHint(p, &stale, cells)
	}
	st, ok := steps.NextIn(&s, g.unique(), g.profile)
	if ok && basicElimination(&st) {
		if r, lack := g.basicEliminationsHint(p, &s); lack {
			return r
		}
	}
	if !ok {
		where := "in the catalogue"
		if !g.profile.IsDefault() {
			where = "of the profile " + strconv.Quote(g.profile.Name)
		}
		return hintResult{kind: NoStepHint, message: "No technique " + where + " applies to this position: the next move would need a guess."}
	}
	return hintResult{kind: StepHint, step: st}
}

// state builds the engine's view of p: givens and entries placed, and as
// candidates each empty cell's notes (or, without notes, every digit)
// less the digits its peers hold.
func (g *Game) state(p *position) steps.State {
	s := steps.State{Layout: g.layout}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if d := g.puzzle.Givens[c]; d != 0 {
			s.Grid[c], s.Givens = d, s.Givens.With(c)
		} else {
			s.Grid[c] = p.entries[c]
		}
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] != 0 {
			continue
		}
		cands := p.notes[c]
		if cands == 0 {
			cands = steps.AllDigits
		}
		s.Candidates[c] = cands & g.allowed(p, c)
	}
	return s
}

// contradiction finds an empty cell of s without a candidate, or a house
// where a digit it lacks has no place.
func (g *Game) contradiction(s *steps.State) (hintResult, bool) {
	var dead grid.CellSet
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] == 0 && s.Candidates[c] == 0 {
			dead = dead.With(c)
		}
	}
	if !dead.Empty() {
		return hintResult{kind: ContradictionHint, cells: dead, message: fmt.Sprintf(
			"Your notes leave no candidate in %s: something went wrong earlier.", words.Cells(dead))}, true
	}
	for h := 0; h < grid.NumHouses; h++ {
		var placed, noted steps.Digits
		var empty grid.CellSet
		for _, c := range g.layout.House(h).Cells {
			if d := s.Grid[c]; d != 0 {
				placed |= steps.DigitSet(d)
			} else {
				noted |= s.Candidates[c]
				empty = empty.With(c)
			}
		}
		if lost := steps.AllDigits &^ placed &^ noted; lost != 0 {
			return hintResult{kind: ContradictionHint, cells: empty, message: fmt.Sprintf(
				"Your notes leave no place for %d in %v: something went wrong earlier.", lost.List()[0], g.layout.House(h))}, true
		}
	}
	return hintResult{}, false
}

// applyStep makes st's placements entries and removes its eliminations
// from the notes, as one move. A cell losing a candidate that had no
// notes gets the candidates it is left with as notes, so that the
// elimination is not lost.
func (g *Game) applyStep(st *steps.Step) {
	s := g.state(&g.pos)
	s.Apply(st)
	next := g.pos
	for _, pl := range st.Placements {
		if inRange(pl.Cell) && g.puzzle.Givens[pl.Cell] == 0 && checkDigit(pl.Digit) == nil {
			g.place(&next, pl.Cell, pl.Digit)
		}
	}
	for _, e := range st.Eliminations {
		if inRange(e.Cell) && g.digitAt(&next, e.Cell) == 0 {
			next.notes[e.Cell] = s.Candidates[e.Cell]
		}
	}
	g.commit(next)
}

// hintHouses returns the houses rung 2 points at (see Hint.Houses).
func (g *Game) hintHouses(st *steps.Step) []int {
	if len(st.Houses) > 0 {
		hs := slices.Clone(st.Houses)
		slices.Sort(hs)
		return slices.Compact(hs)
	}
	cells := patternCells(st)
	if cells.Empty() {
		for _, p := range st.Placements {
			cells = cells.With(p.Cell)
		}
		for _, e := range st.Eliminations {
			cells = cells.With(e.Cell)
		}
	}
	var shared, all []int
	for h := 0; h < grid.NumHouses; h++ {
		switch n := g.layout.House(h).Set.And(cells).Len(); {
		case n >= 2:
			shared = append(shared, h)
			fallthrough
		case n == 1:
			all = append(all, h)
		}
	}
	if len(shared) > 0 {
		return shared
	}
	return all
}

// patternCells returns the cells that make st work: its pattern and
// fins, the ends of its links, its groups, its own cells and the
// premises of its branches.
func patternCells(st *steps.Step) grid.CellSet {
	var out grid.CellSet
	add := func(c grid.Cell) {
		if inRange(c) {
			out = out.With(c)
		}
	}
	for _, cs := range [][]steps.Candidate{st.Pattern, st.Fins, st.Restricted} {
		for _, c := range cs {
			add(c.Cell)
		}
	}
	for _, l := range st.Links {
		add(l.From.Cell)
		add(l.To.Cell)
	}
	for _, gr := range st.Groups {
		for _, c := range gr.Cells {
			add(c)
		}
	}
	for _, c := range st.Cells {
		add(c)
	}
	for _, b := range st.Branches {
		add(b.Premise.Cell)
	}
	return out
}

// houseNames lists houses for people: "row 4, column 2 and box 5".
func (g *Game) houseNames(hs []int) string {
	names := make([]string, len(hs))
	for i, h := range hs {
		names[i] = g.layout.House(h).String()
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// pick returns one for a count of 1 and many otherwise, for the words
// around a counted noun ("fix it" or "fix them").
func pick(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
