package steps

import (
	"context"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// Status says how a solution path ended.
type Status int8

// The ways a path ends.
const (
	Solved     Status = iota // every cell filled
	Unsolvable               // the puzzle has no solution
	Invalid                  // the givens break a rule; Trace.Reason says which
	Undecided                // the search was cut short and the exact solver gave up too
	Stopped                  // a search mode's path reached its node budget; Trace.Reason says so
)

// String returns the status as the command line prints it.
func (s Status) String() string {
	switch s {
	case Solved:
		return "solved"
	case Unsolvable:
		return "unsolvable"
	case Invalid:
		return "invalid"
	case Undecided:
		return "undecided"
	case Stopped:
		return "stopped"
	}
	return "unknown"
}

// Trace is a complete solution path. Its positions are numbered from 0
// (the puzzle) to Len() (the end): State(i) is the position before
// Steps[i], so a viewer moves to any step exactly, backwards as well as
// forwards.
type Trace struct {
	Puzzle grid.Puzzle
	Steps  []Step
	// States, when set, lists every position: States[i] is State(i). The
	// guided path of Solve keeps them all, being short; the paths of the
	// other search modes can run to 100,000 steps and keep checkpoints
	// instead, leaving States nil. Read positions with State.
	States []State
	Status Status
	Reason string // why the puzzle is invalid, or why a path stops short
	// Exact is the exact solver's answer for the puzzle (asked for up to
	// two solutions): whether it has none, one or several, and one of them.
	Exact solver.Result
	Mode  SearchMode // the search mode that built the path
	// Profile names the technique profile the path was built with
	// (SolveProfile); empty means the default one.
	Profile string
	Counts  SearchCounts // the search's guesses, backtracks and depth
	// checkpoints[k] is position k*checkpointEvery, for traces without States.
	checkpoints []State
}

// Final returns the position the path ends in.
func (t *Trace) Final() State { return t.State(t.Len()) }

// Solve finds the full solution path of p: the easiest technique that
// applies at each point and, where none does, a search shown as steps
// (see search.go). It never fails: a puzzle whose givens clash gives a
// trace with status Invalid and the reason, one without a solution a
// trace that ends in a contradiction with status Unsolvable.
func Solve(p grid.Puzzle) *Trace { return solvePath(p, false) }

// SolveNested is Solve with the nested forcing chains too: where every
// other technique fails, before it guesses, the path looks for a forcing
// chain whose branches rest on inner ones (see nestedRound). On the
// hardest known puzzles a path takes half a second on average and up to
// a few seconds, twenty times the guessing path, so it is a separate
// call, for a caller that can wait (see SolveNestedContext).
func SolveNested(p grid.Puzzle) *Trace {
	t, _ := SolveNestedContext(context.Background(), p, nil)
	return t
}

// NestedProgress is where a nested path stands, as SolveNestedContext
// reports it: after every step, and as each nested search starts (the
// slow part, seconds at most on the hardest puzzles).
type NestedProgress struct {
	Steps  int // steps in the path so far
	Filled int // cells filled in the path's current position, givens included (81 when solved)
	Nested int // nested forcing steps among Steps
	// Searching is set when the path has run out of every other technique
	// and a nested search starts; the next report follows its step.
	Searching bool
}

// SolveNestedContext is SolveNested that can be cancelled and reports its
// progress. It calls progress (when not nil) on the caller's goroutine,
// after every step and as each nested search starts; progress must
// return quickly. When ctx is cancelled, the search stops within a few
// milliseconds (it polls ctx between steps and before every inner branch
// of the nested search) and SolveNestedContext returns nil and
// ctx.Err(). Otherwise it returns the finished trace, as SolveNested
// does, and a nil error.
func SolveNestedContext(ctx context.Context, p grid.Puzzle, progress func(NestedProgress)) (*Trace, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	stop := func() bool { return ctx.Err() != nil }
	if ctx.Done() == nil {
		stop = nil // never cancelled: nothing to poll
	}
	t := solvePathWith(p, true, stop, progress)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return t, nil
}

func solvePath(p grid.Puzzle, nested bool) *Trace { return solvePathWith(p, nested, nil, nil) }

// solvePathProfile is the guided path with a profile's techniques.
func solvePathProfile(p grid.Puzzle, prof *Profile) *Trace {
	return solvePathIn(p, false, nil, nil, prof)
}

func solvePathWith(p grid.Puzzle, nested bool, stop func() bool, progress func(NestedProgress)) *Trace {
	return solvePathIn(p, nested, stop, progress, nil)
}

func solvePathIn(p grid.Puzzle, nested bool, stop func() bool, progress func(NestedProgress), prof *Profile) *Trace {
	t := &Trace{Puzzle: p}
	if err := p.Validate(); err != nil {
		t.Status, t.Reason = Invalid, err.Error()
		t.States = []State{NewState(p)}
		return t
	}
	t.Exact = solver.Solve(p, 2)
	x := newSearch(t)
	x.nested = nested
	x.stop, x.progress = stop, progress
	x.profile = prof
	x.run()
	t.Counts = countSteps(t.Steps)
	return t
}

// nextLogical returns the easiest logical step in s.
func nextLogical(s *State, unique bool) (Step, bool) {
	return nextLogicalUpTo(s, unique, len(catalogue)-optInTechniques)
}

// linkChains are the techniques whose links are a plain chain whose
// ends both see every candidate the step removes; they are read as
// inferences from their links (see linkInferences).
var linkChains = map[string]bool{
	"Skyscraper": true, "2-String Kite": true, "Turbot Fish": true,
	"XY-Wing": true, "W-Wing": true, "Remote Pair": true,
}

// nextLogicalUpTo returns the easiest step in s among the first limit
// techniques of the catalogue.
func nextLogicalUpTo(s *State, unique bool, limit int) (Step, bool) {
	for i := range catalogue[:min(limit, len(catalogue))] {
		if catalogue[i].listOnly {
			continue
		}
		if st, ok := tryTechnique(s, unique, i); ok {
			return st, true
		}
	}
	return Step{}, false
}

// tryTechnique returns the first instance in s of catalogue entry i.
func tryTechnique(s *State, unique bool, i int) (Step, bool) {
	tq := &catalogue[i]
	if tq.needsUnique && !unique {
		return Step{}, false
	}
	st, ok := tq.find(s)
	if ok && st.Inferences == nil && linkChains[st.Technique] {
		st.Inferences = linkInferences(s, st.Links)
	}
	return st, ok
}
