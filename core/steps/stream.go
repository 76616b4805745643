package steps

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// Summary is what is left of a path streamed step by step: the trace
// without its steps (Status, Reason, Exact, Mode and Counts set), its
// rating, how many steps it had and the position it ended in.
type Summary struct {
	Trace  *Trace
	Rating Rating
	Steps  int
	Final  State
}

// End returns the path's closing JSON object, as Trace.End does for a
// path held whole.
func (s Summary) End() EndJSON {
	e := s.Trace.End()
	e.Steps = s.Steps
	e.Grid = gridDigits(s.Final.Grid)
	return e
}

// Stream builds the path of p as SolveWith does and hands each step to
// emit as it is made, numbered from 1. A search mode's steps are not
// held, so memory stays bounded whatever the node budget: a plain
// search of 100,000,000 nodes streams in a few megabytes. (A guided
// path, at most maxSearchSteps long, is built whole first.) An error
// from emit stops the search and is returned.
func Stream(p grid.Puzzle, o Options, emit func(i int, st *Step) error) (Summary, error) {
	if o.Search == Guided {
		t := Solve(p)
		for i := range t.Steps {
			if err := emit(i+1, &t.Steps[i]); err != nil {
				return Summary{}, err
			}
		}
		return Summary{Trace: t, Rating: t.Rate(), Steps: len(t.Steps), Final: t.Final()}, nil
	}
	t := &Trace{Puzzle: p, Mode: o.Search}
	if err := p.Validate(); err != nil {
		t.Status, t.Reason = Invalid, err.Error()
		return Summary{Trace: t, Rating: newRater().rating(Invalid, 0), Final: NewState(p)}, nil
	}
	t.Exact = solver.Solve(p, 2)
	x := newDFS(t, o)
	t.Steps, t.checkpoints = nil, nil
	ra := newRater()
	n := 0
	x.sink = func(st *Step) error {
		n++
		ra.add(st)
		return emit(n, st)
	}
	x.run()
	if x.err != nil {
		return Summary{}, x.err
	}
	return Summary{Trace: t, Rating: ra.rating(t.Status, n), Steps: n, Final: x.s}, nil
}

// CountedPath rates the path of p in the Plain search mode from the
// counts of CountSearch, without building the path or any step: its
// steps are its guesses, a contradiction and a backtrack for every
// backtrack, and the final contradiction of a puzzle without solution.
// It returns a trace without steps (as Stream's Summary.Trace) and the
// rating Trace.Rate gives for the full path. ok is false for the other
// modes, whose propagation steps the counts do not tell.
func CountedPath(p grid.Puzzle, o Options) (t *Trace, r Rating, ok bool) {
	if o.Search != Plain {
		return nil, Rating{}, false
	}
	t = &Trace{Puzzle: p, Mode: Plain}
	if err := p.Validate(); err != nil {
		t.Status, t.Reason = Invalid, err.Error()
		return t, newRater().rating(Invalid, 0), true
	}
	t.Exact = solver.Solve(p, 2)
	budget := o.NodeBudget
	if budget <= 0 {
		budget = DefaultNodeBudget
	}
	c := CountSearch(p, Plain, budget)
	t.Status, t.Counts = c.Status, c.SearchCounts
	n := c.Nodes + 2*c.Backtracks
	if c.Status == Unsolvable {
		n++
	}
	if c.Status == Stopped {
		t.Reason = stopReason(c.SearchCounts, t.Exact.Status)
	}
	ra := newRater()
	ra.r.Guesses = c.Nodes
	if c.Nodes > 0 {
		ra.r.Uses[GuessName] = c.Nodes
	}
	return t, ra.rating(t.Status, n), true
}

// HeldPathBound is the memory a path held whole (SolveWith, as the
// window holds it) takes at most at DefaultNodeBudget: its steps with
// their texts, and a checkpoint every 32 positions from which State
// rebuilds the others. A plain search stopped at the budget takes some
// 34 MB (TestHeldPathBound); longer searches are for Stream.
const HeldPathBound = 48 << 20
