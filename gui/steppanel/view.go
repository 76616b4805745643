package steppanel

import (
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// View is what the panel shows: a solution path and a position on it.
type View struct {
	Trace   *steps.Trace
	Pos     int // steps taken: the current step is Trace.Steps[Pos-1]
	Reached int // the furthest position visited: the list shows up to there
	Branch  int // the branch shown alone (from 1), or 0 for all
	Unfold  int // the inferences unfolded (board.Model.Unfold), 0 for all
	// Inner is the inference (from 1) of the branch followed whose inner
	// proof is open, 0 for none: the panel and the board then show that
	// proof, InnerUnfold of its inferences (0 all), in the branch's
	// position (see inner.go).
	Inner       int
	InnerUnfold int
	// NestedPath is set when the path was worked out with nested forcing
	// chains: the panel no longer offers them, even where it guesses.
	NestedPath bool
	Playing    bool
	Summary    string // the rating line shown at the end
	Note       string // what to say when there is no path
}

// total returns the number of steps of the path.
func (v *View) total() int {
	if v.Trace == nil {
		return 0
	}
	return len(v.Trace.Steps)
}

// ready reports whether there is a path with positions to show.
func (v *View) ready() bool { return v.Trace != nil }

// atEnd reports whether the position is the path's last.
func (v *View) atEnd() bool { return v.Pos >= v.total() }

// current returns the step just taken, or nil at the start.
func (v *View) current() *steps.Step {
	if !v.ready() || v.Pos <= 0 || v.Pos > v.total() {
		return nil
	}
	return &v.Trace.Steps[v.Pos-1]
}

// searchDepth is the number of open guesses after st: a guess opens one
// more than it was taken under.
func searchDepth(st *steps.Step) int {
	if st.Kind == steps.Guess {
		return st.Depth + 1
	}
	return st.Depth
}
