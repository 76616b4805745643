package steps

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// SearchMode chooses how a path searches where logic runs out.
//
// Guided is the readable path of Solve: logic first, and guesses chosen
// so that the path stays short (see search.go). The other modes show a
// real depth-first search, every guess, dead end and backtrack of it,
// each the way one kind of solver runs:
//
//   - Full: the exact solver's own strategy (package solver): naked and
//     hidden singles to a fixpoint, locked candidates too at depth 0,
//     its choice of cell and its lowest digit first. By default the
//     logical techniques run first, as far as they go, and the search
//     starts where they stall.
//   - MRV: a constraint solver's AC-3 + MRV. Propagation is arc
//     consistency on the "all different" constraints of the houses: a
//     cell down to one value loses nothing else but removes that value
//     from its peers, which is exactly naked singles (hidden singles are
//     not arc consistency on binary constraints). The cell with the
//     fewest candidates is chosen (ties: lowest cell index) and its
//     lowest digit tried first; a contradiction is a cell left with no
//     value.
//   - Plain: brute-force backtracking in cell order. The first empty
//     cell gets its lowest digit that no placed peer holds and that was
//     not tried yet; nothing is propagated, and a contradiction is only
//     that first empty cell having no such digit left.
//
// All modes share the binary model of search.go: a guess places c=d one
// level deeper; when its subtree fails, the search returns to the exact
// position before the guess minus d and goes on at that depth.
type SearchMode int8

// The search modes; Guided is the zero value and Solve's.
const (
	Guided SearchMode = iota
	Full
	MRV
	Plain
)

// SearchModes lists every mode, in the order the command line names them.
func SearchModes() []SearchMode { return []SearchMode{Guided, Full, MRV, Plain} }

// String returns the mode's name on the command line: "guided", "full",
// "mrv" or "plain".
func (m SearchMode) String() string {
	switch m {
	case Guided:
		return "guided"
	case Full:
		return "full"
	case MRV:
		return "mrv"
	case Plain:
		return "plain"
	}
	return "unknown"
}

// ParseSearchMode reads a mode's name as String writes it.
func ParseSearchMode(name string) (SearchMode, error) {
	for _, m := range SearchModes() {
		if m.String() == name {
			return m, nil
		}
	}
	return Guided, fmt.Errorf("unknown search mode %q: want guided, full, mrv or plain", name)
}

// Options choose how SolveWith builds a path.
type Options struct {
	Search SearchMode
	// NoLogic makes the Full mode search from the givens with the exact
	// solver's propagation alone, without the logical techniques first;
	// its guesses are then exactly the solver's nodes. MRV and Plain
	// never use the techniques and Guided always does.
	NoLogic bool
	// NodeBudget caps the guesses of a Full, MRV or Plain path; past it
	// the path stops with status Stopped. Zero means DefaultNodeBudget.
	NodeBudget int
}

// DefaultNodeBudget is the guess cap of a traced search. A plain
// backtracking path takes about three steps a node (guess,
// contradiction, backtrack) at some 550 bytes a step (measured by
// BenchmarkStateAt), so the cap keeps the longest path near 60,000
// steps and 33 MB; the exact solver's strategy needs far fewer nodes on
// every known puzzle, and MRV some thousands on the hardest.
const DefaultNodeBudget = 20000

// SearchCounts sums up a search: how many guesses (nodes) it made,
// how many of them it backtracked from, the most guesses open at once,
// and whether it stopped at its node budget before it ended.
type SearchCounts struct {
	Nodes      int
	Backtracks int
	Deepest    int
	Stopped    bool
}

// SolveWith builds the solution path of p in the search mode o.Search.
// Like Solve it never fails: invalid givens give status Invalid, a
// puzzle without a solution a path that ends in a contradiction at depth
// 0 with status Unsolvable, and a search cut at its node budget status
// Stopped with a Reason saying so. Trace.Counts holds the counts.
func SolveWith(p grid.Puzzle, o Options) *Trace {
	if o.Search == Guided {
		return Solve(p)
	}
	t := &Trace{Puzzle: p, Mode: o.Search}
	if err := p.Validate(); err != nil {
		t.Status, t.Reason = Invalid, err.Error()
		t.States = []State{NewState(p)}
		return t
	}
	t.Exact = solver.Solve(p, 2)
	newDFS(t, o).run()
	return t
}

// countSteps derives a trace's counts from its steps.
func countSteps(steps []Step) SearchCounts {
	var n SearchCounts
	for i := range steps {
		st := &steps[i]
		switch st.Kind {
		case Guess:
			n.Nodes++
			n.Deepest = max(n.Deepest, st.Depth+1)
		case Backtrack:
			n.Backtracks++
		}
	}
	return n
}
