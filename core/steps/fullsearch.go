package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// dfs builds the path of a real depth-first search (modes Full, MRV and
// Plain; see SearchMode). Unlike the guided search it never looks
// ahead: it propagates, branches where its strategy says, and explores
// every wrong branch to its end.
type dfs struct {
	t      *Trace
	mode   SearchMode
	logic  bool // Full only: the techniques run, until the first guess
	unique bool
	budget int
	s      State
	stack  []openGuess
	counts SearchCounts
	// sink, when set, takes each step instead of the trace (see Stream);
	// its first error stops the search.
	sink func(st *Step) error
	err  error
}

func newDFS(t *Trace, o Options) *dfs {
	x := &dfs{
		t:      t,
		mode:   o.Search,
		logic:  o.Search == Full && !o.NoLogic,
		unique: t.Exact.Status == solver.Unique,
		budget: o.NodeBudget,
		s:      NewState(t.Puzzle),
	}
	if x.budget <= 0 {
		x.budget = DefaultNodeBudget
	}
	t.Steps = make([]Step, 0, 256)
	t.checkpoints = append(t.checkpoints, x.s)
	return x
}

func (x *dfs) emit(st Step) {
	if x.sink == nil {
		x.t.record(st, &x.s)
	} else if x.err == nil {
		x.err = x.sink(&st)
	}
}

func (x *dfs) run() {
	defer func() { x.t.Counts = x.counts }()
	for x.err == nil {
		depth := len(x.stack)
		if st, bad := x.contradiction(); bad {
			st.Depth = depth
			explainContradiction(&st, x.s.Layout, x.stack)
			x.emit(st)
			if depth == 0 {
				x.t.Status = Unsolvable
				return
			}
			x.backtrack()
			continue
		}
		if x.s.Solved() {
			x.t.Status = Solved
			return
		}
		if st, ok := x.propagate(depth); ok {
			st.Depth = depth
			x.emit(st)
			continue
		}
		if x.counts.Nodes >= x.budget {
			x.stop()
			return
		}
		// Logic comes first; from the first guess on, the search is the
		// solver's alone, at depth 0 too.
		x.logic = false
		x.guess(x.choose())
	}
}

// contradiction looks for the dead end each mode recognises.
func (x *dfs) contradiction() (Step, bool) {
	switch x.mode {
	case Full:
		return findContradiction(&x.s)
	case MRV:
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if x.s.Grid[c] == 0 && x.s.Candidates[c] == 0 {
				return emptyCellContradiction(c), true
			}
		}
	default:
		if c := firstEmpty(&x.s); c >= 0 && x.s.Candidates[c] == 0 {
			return emptyCellContradiction(c), true
		}
	}
	return Step{}, false
}

// propagate makes the mode's next propagation step, if any: one round
// of singles (all of them at once, see singlesRound), or at depth 0 of
// the Full mode a logical step or a round of locked candidates.
func (x *dfs) propagate(depth int) (Step, bool) {
	switch {
	case x.mode == Plain:
		return Step{}, false
	case x.mode == MRV:
		return singlesRound(&x.s, false)
	case x.logic:
		st, ok := nextLogical(&x.s, x.unique)
		if ok {
			x.s.Apply(&st)
		}
		return st, ok
	}
	if st, ok := singlesRound(&x.s, true); ok || depth > 0 {
		return st, ok
	}
	return lockedRound(&x.s)
}

// choose returns the mode's guess.
func (x *dfs) choose() Candidate {
	switch x.mode {
	case Full:
		var cands [grid.NumCells]uint16
		for c, m := range x.s.Candidates {
			cands[c] = uint16(m)
		}
		if c, d, ok := solver.GuessFor(x.s.Layout, &x.s.Grid, &cands); ok {
			return Candidate{c, d}
		}
		// Logic left a cell with one candidate unplaced (only the
		// techniques at depth 0 can): the fewest-candidates rule decides.
	case Plain:
		c := firstEmpty(&x.s)
		return Candidate{c, trailingDigit(uint16(x.s.Candidates[c]))}
	}
	return fewestCandidatesGuess(&x.s)
}

// fewestCandidatesGuess is MRV's choice: the empty cell with the fewest
// candidates, the lowest cell first among equals, and its lowest digit.
func fewestCandidatesGuess(s *State) Candidate {
	cell, fewest := grid.Cell(-1), 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if n := s.Candidates[c].Len(); s.Grid[c] == 0 && n < fewest {
			cell, fewest = c, n
		}
	}
	return Candidate{cell, trailingDigit(uint16(s.Candidates[cell]))}
}

// firstEmpty returns the first empty cell of s, or -1.
func firstEmpty(s *State) grid.Cell {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if s.Grid[c] == 0 {
			return c
		}
	}
	return -1
}

// guess places g one level deeper.
func (x *dfs) guess(g Candidate) {
	depth := len(x.stack)
	alternatives := x.s.Candidates[g.Cell]
	x.stack = append(x.stack, openGuess{before: x.s, guess: g})
	x.counts.Nodes++
	x.counts.Deepest = max(x.counts.Deepest, len(x.stack))
	x.s.Place(g.Cell, g.Digit)
	st := Step{
		Technique:  GuessName,
		Kind:       Guess,
		Depth:      depth,
		Placements: []Candidate{g},
		Cells:      []grid.Cell{g.Cell},
		Pattern:    make([]Candidate, 0, alternatives.Len()),
	}
	for v := uint16(alternatives); v != 0; v &= v - 1 {
		st.Pattern = append(st.Pattern, Candidate{g.Cell, trailingDigit(v)})
	}
	cell, ds := cellName(g.Cell), strconv.Itoa(int(g.Digit))
	st.Text = "Guess: " + cell + "=" + ds + " (of " + digitList(alternatives.List()) + ")"
	var why string
	switch x.mode {
	case Full:
		why = "The exact solver's search branches on " + cell + ": a cell with two candidates whose digits " +
			"have the most candidates among its peers, else one with the fewest; it tries the lowest digit, " + ds + ". "
	case MRV:
		why = cell + " has the fewest candidates left, so the search branches there and tries the lowest, " + ds + ". "
	default:
		why = cell + " is the first empty cell, and " + ds + " its lowest digit that no placed peer holds and that was not tried yet. "
	}
	st.Explanation = why + "If this leads to a contradiction, " + cell + " is not " + ds + "."
	x.emit(st)
}

// backtrack returns to the position before the innermost guess, minus
// its digit.
func (x *dfs) backtrack() {
	top := x.stack[len(x.stack)-1]
	x.stack = x.stack[:len(x.stack)-1]
	x.counts.Backtracks++
	var undone []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if top.before.Grid[c] == 0 && x.s.Grid[c] != 0 {
			undone = append(undone, c)
		}
	}
	x.s = top.before
	g := top.guess
	x.s.Eliminate(g.Cell, g.Digit)
	cell, ds := cellName(g.Cell), strconv.Itoa(int(g.Digit))
	x.emit(Step{
		Technique:    BacktrackName,
		Kind:         Backtrack,
		Depth:        len(x.stack),
		Eliminations: []Candidate{g},
		Cells:        undone,
		Text:         "Backtrack: " + cell + "<>" + ds,
		Explanation: "Every branch under " + cell + "=" + ds + " failed, so " + cell + " is not " + ds +
			". Back to the position before that guess, taking back " + words.Count(len(undone), "digit", "digits") +
			", without " + ds + " in " + cell + ".",
	})
}

// stop ends a path at its node budget.
func (x *dfs) stop() {
	x.counts.Stopped = true
	x.t.Status = Stopped
	x.t.Reason = stopReason(x.counts, x.t.Exact.Status)
}

// stopReason says why a search stopped at its node budget.
func stopReason(c SearchCounts, exact solver.Status) string {
	reason := "stopped after " + strconv.Itoa(c.Nodes) + " nodes (" +
		strconv.Itoa(c.Backtracks) + " backtracks, depth " + strconv.Itoa(c.Deepest) + ")"
	switch exact {
	case solver.None:
		reason += "; the exact solver proves that the puzzle has no solution"
	case solver.Unknown:
		reason += "; the exact solver gave up too"
	}
	return reason
}

// emptyCellContradiction is the dead end of a cell left without a candidate.
func emptyCellContradiction(c grid.Cell) Step {
	return Step{
		Technique: ContradictionName,
		Kind:      Contradiction,
		Cells:     []grid.Cell{c},
		Text:      "Contradiction: " + cellName(c) + " has no candidate left",
	}
}
