package steps

import (
	"errors"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// ContinueWith is the path that takes st as its next step at position
// pos of the guided path t and goes on from there as profile p would,
// nested forcing chains included when nested is set: the steps of t up
// to pos, then st, then the rest worked out afresh from the position st
// leads to. It is how a person picks a step of their own (in All steps
// here, say) and sees the path go on from it. st must be a logical step
// that applies at pos (each placement a candidate of an empty cell, each
// removal a candidate there) and, when the puzzle's solution is known,
// agree with it; pos must lie outside guesses, where the path stands on
// its logic alone. t is not changed.
func ContinueWith(t *Trace, pos int, st Step, p Profile, nested bool) (*Trace, error) {
	if t == nil || t.Mode != Guided || t.States == nil {
		return nil, errors.New("a step can be taken only on the guided path")
	}
	if pos < 0 || pos > t.Len() {
		return nil, fmt.Errorf("position %d is not on the path, which has %d steps", pos, t.Len())
	}
	if !t.CanContinueAt(pos) {
		return nil, fmt.Errorf("position %d is under a guess: a step can be taken only where the path stands on logic", pos)
	}
	s := t.State(pos)
	if err := stepApplies(&s, &st, t); err != nil {
		return nil, err
	}
	nt := &Trace{Puzzle: t.Puzzle, Exact: t.Exact, Mode: Guided, Profile: p.label()}
	x := newSearch(nt)
	st.Depth, st.Kind = 0, Logic
	s.Apply(&st)
	nt.Steps = append(append(nt.Steps, t.Steps[:pos]...), st)
	nt.States = append(append(nt.States[:0], t.States[:pos+1]...), s)
	x.s = s
	x.onSolution = x.known && agreesWith(&s, &x.solution)
	x.nested = nested
	if !p.IsDefault() {
		x.profile = &p
	}
	x.run()
	nt.Counts = countSteps(nt.Steps)
	return nt, nil
}

// CanContinueAt reports whether ContinueWith may take a step at position
// pos of t: a guided path's position outside guesses.
func (t *Trace) CanContinueAt(pos int) bool {
	if t == nil || t.Mode != Guided || t.States == nil || pos < 0 || pos > t.Len() {
		return false
	}
	return pos == 0 || (t.Steps[pos-1].Kind != Guess && t.Steps[pos-1].Depth == 0)
}

// stepApplies says why st cannot be taken at s, or nil if it can.
func stepApplies(s *State, st *Step, t *Trace) error {
	if st.Kind != Logic || len(st.Placements)+len(st.Eliminations) == 0 {
		return fmt.Errorf("%q is not a logical step that places or removes a digit", st.Text)
	}
	// Only a unique solution rules a step out: with several, another one
	// may be the one it agrees with.
	sol, known := &t.Exact.Solution, t.Exact.Status == solver.Unique
	for _, c := range st.Placements {
		if c.Cell < 0 || int(c.Cell) >= len(s.Grid) || s.Grid[c.Cell] != 0 || !s.Candidates[c.Cell].Has(c.Digit) {
			return fmt.Errorf("%q places %d in %s, which is not a candidate there", st.Text, c.Digit, cellName(c.Cell))
		}
		if known && sol[c.Cell] != c.Digit {
			return fmt.Errorf("%q places %d in %s, where the solution has %d", st.Text, c.Digit, cellName(c.Cell), sol[c.Cell])
		}
	}
	for _, c := range st.Eliminations {
		if c.Cell < 0 || int(c.Cell) >= len(s.Grid) || s.Grid[c.Cell] != 0 || !s.Candidates[c.Cell].Has(c.Digit) {
			return fmt.Errorf("%q removes %d from %s, which is not a candidate there", st.Text, c.Digit, cellName(c.Cell))
		}
		if known && sol[c.Cell] == c.Digit {
			return fmt.Errorf("%q removes %d from %s, the solution's digit", st.Text, c.Digit, cellName(c.Cell))
		}
	}
	return nil
}

// agreesWith reports whether s holds sol's digit in every cell, placed
// or as a candidate.
func agreesWith(s *State, sol *grid.Grid) bool {
	for c, d := range sol {
		if s.Grid[c] != d && (s.Grid[c] != 0 || !s.Candidates[c].Has(d)) {
			return false
		}
	}
	return true
}
