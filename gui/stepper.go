package gui

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
)

// stepper walks a solution path. Position p means p steps have been
// taken: the board shows Trace.State(p) and highlights the step just
// taken, Steps[p-1], so that its eliminations can still be drawn struck
// through. Going back and forth only indexes into the trace, so every
// position is restored exactly.
type stepper struct {
	trace   *steps.Trace
	nested  bool // the path was worked out with nested forcing chains (nested.go)
	pos     int
	reached int // the furthest position visited: the step list shows up to there
	// branch is the branch of the current step's forcing net the board
	// shows alone (from 1), or 0 for all of them; moving resets it.
	branch int
	// unfold is how many inferences of the chain or branch followed
	// the board draws (board.Model.Unfold), 0 for all; moving or
	// choosing another branch resets it.
	unfold int
	// innerAt is the inference (from 1) of the branch followed whose
	// inner proof the step panel has opened, 0 for none; innerUnfold is
	// how many of its inferences the board draws, 0 for all. inner is
	// that proof as a step of one branch, drawn instead of the step, and
	// context the branch's inferences before it, drawn faded (nested.go).
	innerAt, innerUnfold int
	inner                *steps.Step
	context              []steps.Inference
}

// view is what the step panel shows of the path.
func (s *stepper) view(playing bool, summary, note string) steppanel.View {
	return steppanel.View{Trace: s.trace, Pos: s.pos, Reached: s.reached, Branch: s.branch, Unfold: s.unfold,
		Inner: s.innerAt, InnerUnfold: s.innerUnfold, NestedPath: s.nested, Playing: playing, Summary: summary, Note: note}
}

// unfoldTo draws the first n inferences of what the board unfolds, or
// all for 0, and reports whether that changed.
func (s *stepper) unfoldTo(n int) bool {
	n = max(0, min(n, board.Unfolds(s.current(), s.unfoldBranch())))
	if n == s.unfold {
		return false
	}
	s.unfold = n
	if n > 0 && n < s.innerAt {
		s.foldInner() // the nested inference is no longer unfolded
	}
	return true
}

// unfoldBranch is the branch the board unfolds: the one chosen, or a
// step's only branch.
func (s *stepper) unfoldBranch() int {
	if st := s.current(); st != nil && s.branch == 0 && len(st.Branches) == 1 {
		return 1
	}
	return s.branch
}

// total returns the number of steps of the path.
func (s *stepper) total() int {
	if s.trace == nil {
		return 0
	}
	return len(s.trace.Steps)
}

// ready reports whether there is a path with positions to show.
func (s *stepper) ready() bool { return s.trace != nil }

// goTo moves to position p, clamped to the path, and reports whether it moved.
func (s *stepper) goTo(p int) bool {
	if !s.ready() {
		return false
	}
	p = max(0, min(p, s.total()))
	if p == s.pos {
		return false
	}
	s.pos = p
	s.reached = max(s.reached, p)
	s.branch, s.unfold = board.OpeningBranch(s.current()), 0 // a net too busy for All opens on its first branch
	s.foldInner()
	return true
}

// focusBranch shows only branch b (from 1) of the current step, or all
// of them for 0, and reports whether the focus changed. A branch the
// step does not have shows all.
func (s *stepper) focusBranch(b int) bool {
	st := s.current()
	if st == nil || b < 0 || b > len(st.Branches) {
		b = 0
	}
	if b == s.branch {
		return false
	}
	s.branch, s.unfold = b, 0
	s.foldInner()
	return true
}

func (s *stepper) next() bool    { return s.goTo(s.pos + 1) }
func (s *stepper) back() bool    { return s.goTo(s.pos - 1) }
func (s *stepper) first() bool   { return s.goTo(0) }
func (s *stepper) last() bool    { return s.goTo(s.total()) }
func (s *stepper) atEnd() bool   { return s.pos >= s.total() }
func (s *stepper) atStart() bool { return s.pos == 0 }

// current returns the step just taken, or nil at the start.
func (s *stepper) current() *steps.Step {
	if !s.ready() || s.pos == 0 {
		return nil
	}
	return &s.trace.Steps[s.pos-1]
}

// upcoming returns the step the next move takes, or nil at the end.
func (s *stepper) upcoming() *steps.Step {
	if !s.ready() || s.pos >= s.total() {
		return nil
	}
	return &s.trace.Steps[s.pos]
}

// state returns the position shown, or nil when there is no path.
func (s *stepper) state() *steps.State {
	if !s.ready() {
		return nil
	}
	st := s.trace.State(s.pos)
	return &st
}

// hint names the next technique without applying it.
func (s *stepper) hint() string {
	switch {
	case s.trace == nil:
		return "The solution path is still being worked out."
	case s.trace.Status == steps.Invalid:
		return "This puzzle breaks a rule: " + s.trace.Reason
	}
	st := s.upcoming()
	if st == nil {
		if s.trace.Status == steps.Solved {
			return "Nothing left to do: the grid is solved."
		}
		return "No technique applies and the search found no solution."
	}
	switch st.Kind {
	case steps.Guess:
		return "No technique applies here: the next step is a guess."
	case steps.Contradiction:
		return "The next step finds a contradiction: the last guess was wrong."
	case steps.Backtrack:
		return "The next step backtracks to before the last guess."
	}
	if len(st.Substeps) > 0 {
		return "Next: a round of propagation (" + st.Technique + ") makes several deductions at once."
	}
	return fmt.Sprintf("Next: look for a %s.", st.Technique)
}

// model fills the board model for the position shown on top of the
// puzzle's own data (layout, origins of the givens).
func (s *stepper) model(m *board.Model) {
	st := s.state()
	if st == nil {
		return
	}
	m.Digits = st.Grid
	m.Candidates = st.Candidates
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Origins[c] == board.Empty && st.Grid[c] != 0 {
			m.Origins[c] = board.Solved
		}
	}
	step := s.current()
	m.Step = step
	if step == nil {
		return
	}
	m.Branch = s.branch
	m.Unfold = s.unfold
	if s.inner != nil {
		m.Step, m.Branch, m.Unfold, m.Context = s.inner, 1, s.innerUnfold, s.context
	}
	// The candidates the step removed are gone from the state after it:
	// put them back so the board can draw them struck through.
	for _, e := range step.Eliminations {
		if st.Grid[e.Cell] == 0 {
			m.Candidates[e.Cell] |= steps.DigitSet(e.Digit)
		}
	}
	if step.Kind == steps.Backtrack {
		// The undone digits are gone after the backtrack: show them from
		// the position before it, for the board to fade out.
		before := s.trace.State(s.pos - 1)
		m.Fading = grid.CellSetOf(step.Cells...)
		for _, c := range step.Cells {
			if m.Digits[c] == 0 && before.Grid[c] != 0 {
				m.Digits[c], m.Origins[c] = before.Grid[c], board.Solved
				m.Candidates[c] = 0
			}
		}
	}
}

// searchDepth is the number of open guesses after st: a guess opens one
// more than it was taken under.
func searchDepth(st *steps.Step) int {
	if st.Kind == steps.Guess {
		return st.Depth + 1
	}
	return st.Depth
}
