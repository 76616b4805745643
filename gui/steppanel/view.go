package steppanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// View is what the panel shows: a solution path and a position on it.
type View struct {
	Trace   *steps.Trace
	Pos     int // steps taken: the current step is Trace.Steps[Pos-1]
	Reached int // the furthest position visited: the list shows up to there
	Branch  int // the branch shown alone (from 1), or 0 for all
	Unfold  int // the inferences unfolded (board.Model.Unfold), 0 for all
	Playing bool
	Summary string // the rating line shown at the end
	Note    string // what to say when there is no path
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

// Small helpers that change a widget only when the change is real.

// setText changes a label's text only when it differs, and reports
// whether it did: setting a label's text measures it again, which costs.
func setText(l *widget.Label, text string) bool {
	if l.Text == text {
		return false
	}
	l.SetText(text)
	return true
}

// setImportance changes a label's importance only when it differs.
func setImportance(l *widget.Label, imp widget.Importance) {
	if l.Importance != imp {
		l.Importance = imp
		l.Refresh()
	}
}

func setEnabled(b *widget.Button, on bool) {
	switch {
	case on && b.Disabled():
		b.Enable()
	case !on && !b.Disabled():
		b.Disable()
	}
}

// setVisible shows or hides o and reports whether that changed anything.
func setVisible(o fyne.CanvasObject, show bool) bool {
	if o.Visible() == show {
		return false
	}
	if show {
		o.Show()
	} else {
		o.Hide()
	}
	return true
}
