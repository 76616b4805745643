package steps

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Status says how a solution path ended.
type Status int8

// The ways a path ends.
const (
	Solved     Status = iota // every cell filled
	Unsolvable               // the puzzle has no solution
	Invalid                  // the givens break a rule; Trace.Reason says which
)

// String returns the status as the command line prints it.
func (s Status) String() string {
	return [...]string{"solved", "unsolvable", "invalid"}[s]
}

// Trace is a complete solution path. States[i] is the position before
// Steps[i] and States[len(Steps)] the final one, so a viewer moves to any
// step exactly, backwards as well as forwards.
type Trace struct {
	Puzzle grid.Puzzle
	Steps  []Step
	States []State
	Status Status
	Reason string // why the puzzle is invalid
}

// Solve finds the full solution path of p: the easiest technique that
// applies at each point and, where none does, a search shown as steps.
func Solve(p grid.Puzzle) *Trace {
	t := &Trace{Puzzle: p}
	if err := p.Validate(); err != nil {
		t.Status, t.Reason = Invalid, err.Error()
		return t
	}
	s := NewState(p)
	t.States = append(t.States, s)
	for !s.Solved() {
		st, ok := nextLogical(&s, false)
		if !ok {
			t.Status = Unsolvable
			return t
		}
		s.Apply(&st)
		t.Steps = append(t.Steps, st)
		t.States = append(t.States, s)
	}
	return t
}

// nextLogical returns the easiest logical step in s.
func nextLogical(s *State, unique bool) (Step, bool) {
	for i := range catalogue {
		tq := &catalogue[i]
		if tq.needsUnique && !unique {
			continue
		}
		if st, ok := tq.find(s); ok {
			return st, true
		}
	}
	return Step{}, false
}
