package generateform

import (
	"context"
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// "As the hardest step" is off and disabled while Technique is Any.
func TestGenerateHardestNeedsATechnique(t *testing.T) {
	test.NewTempApp(t)
	f := New(widget.NewEntry(), nil)
	if f.Hardest.Checked || !f.Hardest.Disabled() {
		t.Errorf("with Technique Any, hardest is checked %v, disabled %v", f.Hardest.Checked, f.Hardest.Disabled())
	}
	f.Technique.SetSelected("X-Wing")
	if !f.Hardest.Checked || f.Hardest.Disabled() {
		t.Errorf("with a technique, hardest is checked %v, disabled %v", f.Hardest.Checked, f.Hardest.Disabled())
	}
	f.Technique.SetSelected(Any)
	if c, err := f.Choice(); err != nil || c.Req.Hardest || f.Hardest.Checked {
		t.Errorf("back to Any: hardest %v, %v", c.Req.Hardest, err)
	}
}

func TestGenerateFormChoices(t *testing.T) {
	test.NewTempApp(t)
	f := New(widget.NewEntry(), nil)
	f.Layout.SetSelected(LayoutJigsaw2)
	f.Difficulty.SetSelected("Hard")
	f.Technique.SetSelected("X-Wing")
	f.Symmetry.SetSelected("90")
	f.Minimal.SetChecked(true)
	f.Count.SetText(" 12 ")
	f.Into.SetSelected(IntoNewSet)
	c, err := f.Choice()
	if err != nil {
		t.Fatal(err)
	}
	r := c.Req
	if !r.Jigsaw || !r.SymmetricLayout || !r.ByDifficulty || r.Difficulty != steps.Hard || r.Technique != "X-Wing" ||
		!r.Hardest || r.Symmetry != generate.Rotate90 || !r.Minimal || c.Count != 12 || !c.NewSet {
		t.Errorf("choice %+v", c)
	}
	f.Count.SetText("0")
	if _, err := f.Choice(); err == nil || !strings.Contains(err.Error(), "from 1 to 1000") {
		t.Errorf("count 0: %v", err)
	}
	f.Count.SetText("1")
	f.Difficulty.SetSelected("Easy")
	if _, err := f.Choice(); err == nil || !strings.Contains(err.Error(), "rates Hard, not Easy") {
		t.Errorf("Easy with X-Wing as the hardest step: %v", err)
	}
}

func TestStopReason(t *testing.T) {
	for err, want := range map[error]string{
		context.DeadlineExceeded: "the goal is rare",
		context.Canceled:         "cancelled",
		nil:                      "none asked for",
		errors.New("no layout"):  "no layout",
	} {
		if got := StopReason(err); !strings.Contains(got, want) {
			t.Errorf("StopReason(%v) = %q, want %q", err, got, want)
		}
	}
}
