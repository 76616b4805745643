package steppanel

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// absPos returns o's position in the window's canvas.
func absPos(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// panelSize is the step panel's size in the window at its default size
// (1280×820: the right part of two splits, under the menu).
var panelSize = fyne.NewSize(360, 780)

// firstStepOf returns the path of the first puzzle of top95 that uses
// the technique, and the position just after its first step of it.
func firstStepOf(t *testing.T, technique string) (*steps.Trace, int) {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range set.Entries {
		if e.Err != nil {
			continue
		}
		tr := steps.Solve(e.Puzzle)
		for i := range tr.Steps {
			if tr.Steps[i].Technique == technique {
				return tr, i + 1
			}
		}
	}
	t.Fatalf("no path of top95 uses %s", technique)
	return nil, 0
}

// TestForcingStepReadsAtDefaultSize checks that at the window's default
// size a forcing step's title, notation, explanation and branches are
// all laid out in the detail's view, one under the other.
func TestForcingStepReadsAtDefaultSize(t *testing.T) {
	test.NewTempApp(t)
	for _, name := range []string{"Cell Forcing Chain", "Contradiction Chain"} {
		t.Run(name, func(t *testing.T) {
			tr, pos := firstStepOf(t, name)
			p := New(0.5, 20)
			w := test.NewWindow(p.Content())
			defer w.Close()
			w.Resize(panelSize)
			p.Update(View{Trace: tr, Pos: pos, Reached: pos})
			checkDetailReads(t, p, &tr.Steps[pos-1])
		})
	}
}

// checkDetailReads checks the detail of step, shown.
func checkDetailReads(t *testing.T, p *Panel, step *steps.Step) {
	if len(step.Branches) == 0 || step.Explanation == "" {
		t.Fatalf("%s has %d branches and explanation %q", step.Technique, len(step.Branches), step.Explanation)
	}
	if len(p.paras) < 3 || p.paras[2].kind != paraBody || p.paras[2].text != step.Explanation {
		t.Fatalf("paragraphs %+v: want title, notation and explanation", p.paras)
	}
	if !strings.Contains(p.explanationText(), step.Text) {
		t.Errorf("the notation %q is not shown", step.Text)
	}
	view := p.detail.Size()
	if view.Height < detailMinHeight || view.Width < 200 {
		t.Fatalf("the detail is %v", view)
	}
	top := absPos(p.detail)
	var last float32
	for i, o := range p.explanation.Objects {
		pos, size := absPos(o), o.Size()
		if !o.Visible() || size.Height <= 0 || size.Width > view.Width+1 {
			t.Errorf("paragraph %d is %v at %v", i, size, pos)
		}
		if pos.Y < last-0.5 {
			t.Errorf("paragraph %d starts at %v, over the one before, which ends at %v", i, pos.Y, last)
		}
		last = pos.Y + size.Height
	}
	if last-top.Y > view.Height {
		t.Errorf("the explanation ends %v below the top of a view %v high", last-top.Y, view.Height)
	}
	if n := len(p.explanation.Objects[2].(*fyne.Container).Objects); n != len(strings.Fields(step.Explanation)) {
		t.Errorf("the explanation has %d words laid out, want %d", n, len(strings.Fields(step.Explanation)))
	}
	// The branches follow, each row below the one before.
	for i, row := range p.branchList.texts {
		pos, size := absPos(row), row.Size()
		if pos.Y < last-0.5 || size.Height <= 0 {
			t.Errorf("branch %d is %v at %v, the row before ends at %v", i+1, size, pos, last)
		}
		last = pos.Y + size.Height
	}
}

func TestBranchHeadingWords(t *testing.T) {
	if got := branchHeading(1); got != "1 branch" {
		t.Errorf("branchHeading(1) = %q", got)
	}
	if got := branchHeading(3); got != "3 branches — pick one to follow it alone" {
		t.Errorf("branchHeading(3) = %q", got)
	}
}

// TestSingleBranchHasNothingToChoose checks that a contradiction chain's
// one branch is listed without the buttons that choose among branches,
// with its contradiction in the error colour.
func TestSingleBranchHasNothingToChoose(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	one := steps.Step{Technique: "Contradiction Chain", Branches: []steps.Branch{{
		Premise: steps.Candidate{Cell: 40, Digit: 6}, On: true, Contradiction: true,
		Text: "r5c5=6 -> r5c6<>6 -> r5c6=7 => r2c1 has no candidate left",
	}}}
	p.showBranches(&one, 0)
	l := p.branchList
	if l.heading.Text != "1 branch" || l.all != nil || len(l.buttons) != 0 {
		t.Errorf("one branch: heading %q, All button %v, %d number buttons", l.heading.Text, l.all != nil, len(l.buttons))
	}
	if got := l.rowText(0); got != one.Branches[0].Text {
		t.Errorf("the branch reads %q", got)
	}
	red, before := false, true
	walkRuns(l.texts[0], func(r *textRun) {
		if r.String() == "=>" {
			before = false
		}
		if wantRed := !before; (r.colour == colorNameContradiction) != wantRed {
			t.Errorf("%q has colour %q", r.String(), r.colour)
		}
		red = red || r.colour == colorNameContradiction
	})
	if !red {
		t.Error("the contradiction is not in the error colour")
	}
}

// TestTokenFlowWraps lays tokens out narrower than their line and checks
// that they keep their order, start a new row only when full, and never
// overlap; that a row never starts with "->" nor ends with "=>".
func TestTokenFlowWraps(t *testing.T) {
	test.NewTempApp(t)
	p := New(0.5, 20)
	text := "r1c1=5 -> r1c2<>5 -> r1c2=3 (only place in row 1) -> r3c3<>3 => r3c3 has no candidate left"
	f := p.textFlow(lineTokens(text, true), fyne.TextStyle{}, foreground)
	tokens := f.Objects
	if got := flowText(f); got != text {
		t.Fatalf("the flow reads %q", got)
	}
	const width = 180
	f.Resize(fyne.NewSize(width, 10))
	f.Resize(fyne.NewSize(width, f.MinSize().Height))
	rows := 1
	for i := 1; i < len(tokens); i++ {
		a, b := tokens[i-1], tokens[i]
		switch {
		case b.Position().Y > a.Position().Y:
			rows++
			if b.Position().X != 0 {
				t.Errorf("token %d starts a row at x=%v", i, b.Position().X)
			}
			if s := b.(*textRun).String(); s == "->" || a.(*textRun).String() == "=>" {
				t.Errorf("a row starts with %q after %q", s, a.(*textRun).String())
			}
		case b.Position().Y == a.Position().Y:
			if b.Position().X <= a.Position().X+a.Size().Width-2*theme.InnerPadding() {
				t.Errorf("token %d overlaps token %d", i, i-1)
			}
		default:
			t.Errorf("token %d is above token %d", i, i-1)
		}
		if b.Position().X+b.Size().Width > width+1 && b.Position().X > 0 {
			t.Errorf("token %d runs past the edge", i)
		}
	}
	if rows < 3 {
		t.Errorf("the flow took %d rows at %v wide", rows, width)
	}
	last := tokens[len(tokens)-1]
	if h := f.MinSize().Height; h < last.Position().Y+last.Size().Height-0.5 {
		t.Errorf("the flow is %v high, its last row ends at %v", h, last.Position().Y+last.Size().Height)
	}
}
