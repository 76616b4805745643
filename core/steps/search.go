package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// The search shown as steps. Where no technique applies, the engine
// guesses: it places a digit it is not sure of and goes on under that
// guess, one level deeper. If the position then breaks a rule (an empty
// cell with no candidate, a house with no place for a digit), it records
// the contradiction and backtracks: it returns to the exact position
// before the guess and removes the guessed digit there, which is a sound
// deduction, and goes on at that depth. Every guess is thus a binary
// choice, "c is d" or "c is not d", so the open guesses form a stack and
// the depth of a step is the number of guesses open when it is taken.
//
// Keeping it small. A guess is chosen by trial (see chooseGuess): the
// search first looks for a candidate that singles alone refute; such a
// guess ends in a contradiction within a few placements and the
// backtrack removes a candidate for good, the way a person tests a
// bivalue cell. Only when no candidate fails that way does it make an
// open-ended guess, which places the solution's digit whenever the exact
// solver knows one, so that no long dead end is ever explored. Inside a
// guess the search uses only the cheap techniques
// (see cheapTechniques). A step budget bounds the one unbounded case, a
// puzzle without a solution whose search must exhaust every branch.

// maxSearchSteps bounds a trace. Solvable puzzles stay far below it (the
// hardest known ones take a few hundred steps). A puzzle without a
// solution whose refutation runs past it ends there as unsolvable, on
// the exact solver's word.
const maxSearchSteps = 20000

// openGuess is a guess that has not been refuted yet.
type openGuess struct {
	before     State     // the position to return to
	guess      Candidate // the digit placed
	onSolution bool      // whether before agrees with the known solution
}

type pathSearch struct {
	t          *Trace
	s          State
	unique     bool      // the puzzle has exactly one solution
	solution   grid.Grid // a solution, when the exact solver found one
	known      bool      // whether solution is set
	onSolution bool      // whether the current position agrees with solution
	stack      []openGuess
	// failed[k] holds candidates whose trial by singles failed at depth
	// k and that have not been guessed yet (see chooseGuess).
	failed [][]Candidate
	// nested lets the path use the opt-in techniques (see SolveNested).
	nested bool
	// stop, when set, is polled between steps and inside the nested
	// search; once it returns true the path ends where it is, with
	// stopped set (see SolveNestedContext).
	stop     func() bool
	stopped  bool
	progress func(NestedProgress) // called after each step, when set
	nSteps   int                  // nested forcing steps so far, for progress
	// profile, when set, replaces the catalogue with its techniques in
	// its order (see SolveProfile).
	profile *Profile
}

func newSearch(t *Trace) *pathSearch {
	x := &pathSearch{
		t:      t,
		s:      NewState(t.Puzzle),
		unique: t.Exact.Status == solver.Unique,
		known:  t.Exact.Status == solver.Unique || t.Exact.Status == solver.Multiple,
	}
	x.solution = t.Exact.Solution
	x.onSolution = x.known
	t.States = append(make([]State, 0, 128), x.s)
	t.Steps = make([]Step, 0, 128)
	return x
}

// emit records a step taken and the position it leads to.
func (x *pathSearch) emit(st Step) {
	x.t.Steps = append(x.t.Steps, st)
	x.t.States = append(x.t.States, x.s)
	x.report(false)
}

// report tells the progress callback, if any, where the path stands.
func (x *pathSearch) report(searching bool) {
	if x.progress != nil {
		x.progress(NestedProgress{Steps: len(x.t.Steps), Filled: x.s.Grid.Filled(), Nested: x.nSteps, Searching: searching})
	}
}

func (x *pathSearch) run() {
	for {
		if x.stop != nil && x.stop() {
			x.stopped = true
			return
		}
		depth := len(x.stack)
		if st, bad := findContradiction(&x.s); bad {
			st.Depth = depth
			x.explainContradiction(&st)
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
		if len(x.t.Steps) >= maxSearchSteps && !x.known {
			// No solution found and a search too big to show in full: the
			// exact solver has settled it, or given up, so say which.
			x.t.Status = Unsolvable
			x.t.Reason = "the search was cut short after " + strconv.Itoa(len(x.t.Steps)) +
				" steps; the exact solver proves that the puzzle has no solution"
			if x.t.Exact.Status == solver.Unknown {
				x.t.Status = Undecided
				x.t.Reason = "the search was cut short after " + strconv.Itoa(len(x.t.Steps)) +
					" steps, and the exact solver gave up too: whether the puzzle has a solution is not known"
			}
			return
		}
		limit := len(catalogue) - optInTechniques
		if depth > 0 {
			limit = cheapTechniques
		}
		if st, ok := x.nextLogical(limit); ok {
			st.Depth = depth
			x.s.Apply(&st)
			x.emit(st)
			continue
		}
		if x.nested && depth == 0 {
			// The opt-in nested chains, called here rather than through the
			// catalogue so that a long search can be stopped.
			x.report(true)
			st, ok := findNestedForcingStop(&x.s, x.stop)
			if x.stop != nil && x.stop() {
				x.stopped = true
				return
			}
			if ok {
				x.nSteps++
				x.s.Apply(&st)
				x.emit(st)
				continue
			}
		}
		x.guess(x.chooseGuess())
	}
}

// nextLogical is the path's next logical step among the first limit
// catalogue entries, or the profile's techniques when it has one.
func (x *pathSearch) nextLogical(limit int) (Step, bool) {
	if x.profile != nil {
		return nextInProfile(&x.s, x.unique, x.profile, limit <= cheapTechniques)
	}
	return nextLogicalUpTo(&x.s, x.unique, limit)
}

// guess opens a guess: it places g under a new level.
func (x *pathSearch) guess(g Candidate) {
	depth := len(x.stack)
	alternatives := x.s.Candidates[g.Cell]
	x.stack = append(x.stack, openGuess{before: x.s, guess: g, onSolution: x.onSolution})
	if len(x.failed) > depth+1 {
		x.failed[depth+1] = nil // a new subtree: the failures found below the last guess do not apply
	}
	// A guess on a position that agrees with the known solution either
	// places the solution's digit (an open-ended guess) or one that
	// singles refute (a trial, see chooseGuess).
	known := x.known && x.onSolution && x.solution[g.Cell] == g.Digit
	if x.known && x.onSolution && !known {
		x.onSolution = false
	}
	x.s.Place(g.Cell, g.Digit)
	cell, ds := cellName(g.Cell), strconv.Itoa(int(g.Digit))
	st := Step{
		Technique:  GuessName,
		Kind:       Guess,
		Depth:      depth,
		Placements: []Candidate{g},
		Cells:      []grid.Cell{g.Cell},
	}
	for _, d := range alternatives.List() {
		st.Pattern = append(st.Pattern, Candidate{g.Cell, d})
	}
	st.Text = "Guess: " + cell + "=" + ds + " (of " + digitList(alternatives.List()) + ")"
	st.Explanation = "No technique applies here, so try a digit: put " + ds + " in " + cell +
		", whose candidates are " + words.And(digitNames(alternatives.List())) +
		", and go on under that guess. If it leads to a contradiction, " + cell + " is not " + ds + "."
	if known {
		st.Explanation = "No technique applies here, so guess: put " + ds + " in " + cell +
			", whose candidates are " + words.And(digitNames(alternatives.List())) + ". " + ds +
			" is not found by trying: it is the digit the solution has in " + cell +
			", which the exact solver already knows, chosen so that the path stays short instead of " +
			"exploring wrong branches (the full search mode shows those). Go on under that guess."
	}
	if x.profile != nil {
		st.Explanation = "No technique of the profile " + strconv.Quote(x.profile.label()) +
			" applies here, so guessing is the last resort. " + strings.TrimPrefix(st.Explanation, "No technique applies here, so ")
	}
	x.emit(st)
}

// backtrack closes the innermost guess after a contradiction: back to
// the position before it, minus the guessed digit.
func (x *pathSearch) backtrack() {
	top := x.stack[len(x.stack)-1]
	x.stack = x.stack[:len(x.stack)-1]
	var undone []grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if top.before.Grid[c] == 0 && x.s.Grid[c] != 0 {
			undone = append(undone, c)
		}
	}
	x.s = top.before
	x.onSolution = top.onSolution
	g := top.guess
	x.s.Eliminate(g.Cell, g.Digit)
	cell, ds := cellName(g.Cell), strconv.Itoa(int(g.Digit))
	st := Step{
		Technique:    BacktrackName,
		Kind:         Backtrack,
		Depth:        len(x.stack),
		Eliminations: []Candidate{g},
		Cells:        undone,
	}
	st.Text = "Backtrack: " + cell + "<>" + ds
	st.Explanation = "Putting " + ds + " in " + cell + " led to a contradiction, so " + cell +
		" cannot be " + ds + ". Go back to the position before that guess, taking back the guess and " +
		words.Count(len(undone)-1, "digit", "digits") + " placed under it, and remove " + ds + " from " + cell + "."
	x.emit(st)
}

// findContradiction reports why s cannot lead to a solution, if it
// cannot: an empty cell with no candidate left, or a house in which a
// digit is neither placed nor possible.
func findContradiction(s *State) (Step, bool) {
	// One pass over the cells gathers what each house can still hold; it
	// runs after every step, so it avoids walking the houses cell by cell.
	var have [grid.NumHouses]Digits
	empty := grid.Cell(-1)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		m := s.Candidates[c]
		if d := s.Grid[c]; d != 0 {
			m = 1 << uint(d)
		} else if m == 0 && empty < 0 {
			empty = c
		}
		hs := s.Layout.HousesOf(c)
		have[hs[0]] |= m
		have[hs[1]] |= m
		have[hs[2]] |= m
	}
	if empty >= 0 {
		return Step{
			Technique: ContradictionName,
			Kind:      Contradiction,
			Cells:     []grid.Cell{empty},
			Text:      "Contradiction: " + cellName(empty) + " has no candidate left",
		}, true
	}
	for h, m := range have {
		if missing := AllDigits &^ m; missing != 0 {
			d := trailingDigit(uint16(missing))
			return Step{
				Technique: ContradictionName,
				Kind:      Contradiction,
				Houses:    []int{h},
				Text:      "Contradiction: " + strconv.Itoa(int(d)) + " has no place in " + houseName(s.Layout, h),
			}, true
		}
	}
	return Step{}, false
}

// explainContradiction words a contradiction for the side panel.
func (x *pathSearch) explainContradiction(st *Step) {
	explainContradiction(st, x.s.Layout, x.stack)
}

// explainContradiction words a contradiction found in a position on
// layout l, under the open guesses of open.
func explainContradiction(st *Step, l *grid.Layout, open []openGuess) {
	var what string
	if len(st.Cells) > 0 {
		c := cellName(st.Cells[0])
		what = c + " is empty but every digit is ruled out for it"
	} else {
		h := houseName(l, st.Houses[0])
		what = h + " still needs a digit that no empty cell of it can take"
	}
	if len(open) == 0 {
		st.Explanation = what + ", and no guess is open: the puzzle has no solution."
		return
	}
	g := open[len(open)-1].guess
	st.Explanation = what + ". This position cannot be completed, so the last guess, " +
		cellName(g.Cell) + "=" + strconv.Itoa(int(g.Digit)) + ", was wrong."
}
