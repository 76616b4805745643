// Package stepper is the position on a solution path the window shows:
// the steps taken, the branch of a forcing net followed, how much of it
// the board unfolds and the inner proof opened. It changes only through
// its methods, fills the board's model and the step panel's view, and
// knows nothing of the window.
package stepper

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
)

// Stepper walks a solution path. Position p means p steps have been
// taken: the board shows Trace.State(p) and highlights the step just
// taken, Steps[p-1], so that its eliminations can still be drawn struck
// through. Going back and forth only indexes into the trace, so every
// position is restored exactly.
type Stepper struct {
	trace   *steps.Trace
	nested  bool // the path was worked out with nested forcing chains
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
	// context the branch's inferences before it, drawn faded.
	innerAt, innerUnfold int
	inner                *steps.Step
	context              []steps.Inference
}

// View is what the step panel shows of the path.
func (s *Stepper) View(playing bool, summary, note string) steppanel.View {
	return steppanel.View{Trace: s.trace, Pos: s.pos, Reached: s.reached, Branch: s.branch, Unfold: s.unfold,
		Inner: s.innerAt, InnerUnfold: s.innerUnfold, NestedPath: s.nested, Playing: playing, Summary: summary, Note: note}
}

// UnfoldTo draws the first n inferences of what the board unfolds, or
// all for 0, and reports whether that changed.
func (s *Stepper) UnfoldTo(n int) bool {
	n = max(0, min(n, board.Unfolds(s.Current(), s.UnfoldBranch())))
	if n == s.unfold {
		return false
	}
	s.unfold = n
	if n > 0 && n < s.innerAt {
		s.FoldInner() // the nested inference is no longer unfolded
	}
	return true
}

// UnfoldBranch is the branch the board unfolds: the one chosen, or a
// step's only branch.
func (s *Stepper) UnfoldBranch() int {
	if st := s.Current(); st != nil && s.branch == 0 && len(st.Branches) == 1 {
		return 1
	}
	return s.branch
}

// Total returns the number of steps of the path.
func (s *Stepper) Total() int {
	if s.trace == nil {
		return 0
	}
	return len(s.trace.Steps)
}

// Ready reports whether there is a path with positions to show.
func (s *Stepper) Ready() bool { return s.trace != nil }

// GoTo moves to position p, clamped to the path, and reports whether it moved.
func (s *Stepper) GoTo(p int) bool {
	if !s.Ready() {
		return false
	}
	p = max(0, min(p, s.Total()))
	if p == s.pos {
		return false
	}
	s.pos = p
	s.reached = max(s.reached, p)
	s.branch, s.unfold = board.OpeningBranch(s.Current()), 0 // a net too busy for All opens on its first branch
	s.FoldInner()
	return true
}

// FocusBranch shows only branch b (from 1) of the current step, or all
// of them for 0, and reports whether the focus changed. A branch the
// step does not have shows all.
func (s *Stepper) FocusBranch(b int) bool {
	st := s.Current()
	if st == nil || b < 0 || b > len(st.Branches) {
		b = 0
	}
	if b == s.branch {
		return false
	}
	s.branch, s.unfold = b, 0
	s.FoldInner()
	return true
}

// Next, Back, First and Last move along the path and report whether they moved.
func (s *Stepper) Next() bool  { return s.GoTo(s.pos + 1) }
func (s *Stepper) Back() bool  { return s.GoTo(s.pos - 1) }
func (s *Stepper) First() bool { return s.GoTo(0) }
func (s *Stepper) Last() bool  { return s.GoTo(s.Total()) }

// AtEnd and AtStart report whether the position is at an end of the path.
func (s *Stepper) AtEnd() bool   { return s.pos >= s.Total() }
func (s *Stepper) AtStart() bool { return s.pos == 0 }

// Current returns the step just taken, or nil at the start.
func (s *Stepper) Current() *steps.Step {
	if !s.Ready() || s.pos == 0 {
		return nil
	}
	return &s.trace.Steps[s.pos-1]
}

// Upcoming returns the step the next move takes, or nil at the end.
func (s *Stepper) Upcoming() *steps.Step {
	if !s.Ready() || s.pos >= s.Total() {
		return nil
	}
	return &s.trace.Steps[s.pos]
}

// State returns the position shown, or nil when there is no path.
func (s *Stepper) State() *steps.State {
	if !s.Ready() {
		return nil
	}
	st := s.trace.State(s.pos)
	return &st
}

// Hint names the next technique without applying it.
func (s *Stepper) Hint() string {
	switch {
	case s.trace == nil:
		return "The solution path is still being worked out."
	case s.trace.Status == steps.Invalid:
		return "This puzzle breaks a rule: " + s.trace.Reason
	}
	st := s.Upcoming()
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

// Model fills the board model for the position shown on top of the
// puzzle's own data (layout, origins of the givens).
func (s *Stepper) Model(m *board.Model) {
	st := s.State()
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
	step := s.Current()
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

// ShowInner opens the inner proof of inference at of the branch
// followed at unfold inferences, or folds it for at 0 or an inference
// that has none, and reports whether that changed what is shown.
func (s *Stepper) ShowInner(at, unfold int) bool {
	inner, context := steppanel.InnerProof(s.Current(), s.branch, at)
	if inner == nil {
		return s.FoldInner()
	}
	unfold = max(0, min(unfold, len(inner.Inferences)))
	if at == s.innerAt && s.inner != nil {
		changed := unfold != s.innerUnfold
		s.innerUnfold = unfold
		return changed
	}
	s.innerAt, s.innerUnfold, s.context = at, unfold, context
	s.inner = &steps.Step{Kind: steps.Logic, Technique: "Inner proof", Branches: []steps.Branch{*inner}, Text: inner.Text}
	return true
}

// FoldInner draws the branch again rather than an inner proof, and
// reports whether one was open.
func (s *Stepper) FoldInner() bool {
	open := s.inner != nil
	s.innerAt, s.innerUnfold, s.inner, s.context = 0, 0, nil, nil
	return open
}

// New returns a stepper at the start of trace; nested says the path was
// worked out with nested forcing chains.
func New(trace *steps.Trace, nested bool) Stepper { return Stepper{trace: trace, nested: nested} }

// Trace is the path walked, nil while none is known.
func (s *Stepper) Trace() *steps.Trace { return s.trace }

// Pos is the number of steps taken.
func (s *Stepper) Pos() int { return s.pos }

// Reached is the furthest position visited.
func (s *Stepper) Reached() int { return s.reached }

// Branch is the branch of the current step shown alone (from 1), 0 for all.
func (s *Stepper) Branch() int { return s.branch }

// Unfold is how many inferences the board draws, 0 for all.
func (s *Stepper) Unfold() int { return s.unfold }

// InnerAt is the inference whose inner proof is open (from 1), 0 for none.
func (s *Stepper) InnerAt() int { return s.innerAt }

// InnerUnfold is how many inferences of the inner proof the board draws.
func (s *Stepper) InnerUnfold() int { return s.innerUnfold }

// Inner is the inner proof open as a step, nil for none.
func (s *Stepper) Inner() *steps.Step { return s.inner }

// Nested reports whether the path was worked out with nested forcing chains.
func (s *Stepper) Nested() bool { return s.nested }
