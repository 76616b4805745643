package practice

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	core "github.com/sudoku-studio/sudoku-studio/core/practice"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// newPanel returns a panel that runs its background work at once.
func newPanel(t *testing.T, tally string) (*Panel, *int, *string) {
	t.Helper()
	test.NewTempApp(t)
	p := New(tally, "x-wing")
	changes, kept := 0, ""
	p.OnChange = func() { changes++ }
	p.OnTally = func(s string) { kept = s }
	p.Background = func(work func() func()) { work()() }
	return p, &changes, &kept
}

// TestRound plays a round: the board shows the position, clicks mark
// the step's candidates, Check says right, counts it and draws the step.
func TestRound(t *testing.T) {
	p, changes, kept := newPanel(t, "X-Wing=1,0,2")
	if p.Technique.Selected != "X-Wing" || !p.CheckButton.Disabled() {
		t.Fatalf("before start: %q, check enabled %v", p.Technique.Selected, !p.CheckButton.Disabled())
	}
	p.Start()
	r := p.Round()
	if r == nil || r.Technique != "X-Wing" || *changes == 0 {
		t.Fatalf("no round of X-Wing (%v), %d redraws", r, *changes)
	}
	if !strings.HasPrefix(p.Header.Text, "Round 1: X-Wing, standard, generated") {
		t.Fatalf("header %q", p.Header.Text)
	}
	m := p.BoardModel()
	if m.Digits != r.Position.Grid || m.Candidates != r.Position.Candidates || m.Step != nil {
		t.Fatal("the board does not show the position plain")
	}
	p.Check() // nothing marked: a slip, not counted
	if !strings.HasPrefix(p.Result.Text, "Nothing is marked yet") || *kept != "" || p.CheckButton.Disabled() {
		t.Fatalf("an empty Check: %q, tally told %q", p.Result.Text, *kept)
	}
	ans := core.Answer(&r.Step)
	for _, c := range ans {
		if !p.Mark(c.Cell, c.Digit) {
			t.Fatalf("the mark %v was refused", c)
		}
	}
	// A filled cell, and a digit the cell no longer holds, take no mark.
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if r.Position.Grid[c] != 0 && p.Mark(c, 1) {
			t.Fatalf("a mark on filled %v was taken", c)
		}
	}
	if m := p.BoardModel(); m.Step == nil || len(m.Step.Eliminations) != len(ans) {
		t.Fatalf("the marks are not drawn: %+v", m.Step)
	}
	p.Check()
	if !strings.HasPrefix(p.Result.Text, "Right: X-Wing") || *kept != "X-Wing=2,0,2" {
		t.Fatalf("result %q, tally %q", p.Result.Text, *kept)
	}
	if m := p.BoardModel(); m.Step == nil || len(m.Step.Pattern) == 0 {
		t.Fatal("the step is not drawn after Check")
	}
	if !p.CheckButton.Disabled() || p.Mark(ans[0].Cell, ans[0].Digit) {
		t.Fatal("a checked round still takes marks or Check")
	}
	if !strings.Contains(p.Tally.Text, "2 right, 0 partly, 2 wrong") {
		t.Fatalf("tally line %q", p.Tally.Text)
	}
	p.Next()
	if p.Round() == r || !strings.HasPrefix(p.Header.Text, "Round 2:") || len(p.Marks()) != 0 {
		t.Fatalf("Next: header %q, marks %v", p.Header.Text, p.Marks())
	}
}

// TestPartlyAndShow grades a mark removed again and one missing partly
// right, names what is missing; Show draws the step and counts nothing.
func TestPartlyAndShow(t *testing.T) {
	p, _, kept := newPanel(t, "")
	p.Technique.SetSelected("Naked Triple")
	p.Start()
	r := p.Round()
	ans := core.Answer(&r.Step)
	if len(ans) < 2 {
		t.Skip("a one-candidate triple")
	}
	for _, c := range ans {
		p.Mark(c.Cell, c.Digit)
	}
	p.Mark(ans[0].Cell, ans[0].Digit) // a second click takes the mark back
	if len(p.Marks()) != len(ans)-1 {
		t.Fatalf("marks %v", p.Marks())
	}
	p.Check()
	want := fmt.Sprintf("missing r%dc%d<>%d", ans[0].Cell.Row()+1, ans[0].Cell.Col()+1, ans[0].Digit)
	if !strings.HasPrefix(p.Result.Text, "Partly right") || !strings.Contains(p.Result.Text, want) {
		t.Fatalf("result %q, want %q", p.Result.Text, want)
	}
	if *kept != "Naked Triple=0,1,0" {
		t.Fatalf("tally %q", *kept)
	}
	p.Next()
	*kept = ""
	p.Show()
	if m := p.BoardModel(); m.Step == nil || *kept != "" || !p.CheckButton.Disabled() {
		t.Fatalf("Show: step %v, tally told %q", m.Step, *kept)
	}
}

// TestFromSetAndChoices takes rounds from the open set; changing the
// technique starts over; a set without the technique says so; Leave
// and Stop end practice.
func TestFromSetAndChoices(t *testing.T) {
	p, _, _ := newPanel(t, "garbage")
	a, err := core.Generate(context.Background(), "XY-Wing", false, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := core.Generate(context.Background(), "XY-Wing", false, 5, 1)
	if err != nil {
		t.Fatal(err)
	}
	set := []grid.Puzzle{{}, a.Puzzle, b.Puzzle}
	p.SetLen, p.SetPuzzle = func() int { return len(set) }, func(i int) grid.Puzzle { return set[i] }
	p.FromSet.SetChecked(true)
	if !p.Jigsaw.Disabled() {
		t.Fatal("the layout choice is offered for the open set's puzzles")
	}
	p.Technique.SetSelected("XY-Wing")
	p.Start()
	if r := p.Round(); r == nil || r.SetIndex != 1 || !strings.Contains(p.Header.Text, "puzzle 2 of the set") {
		t.Fatalf("first round from the set: %q", p.Header.Text)
	}
	p.Next()
	if r := p.Round(); r == nil || r.SetIndex != 2 {
		t.Fatalf("second round from the set: %q", p.Header.Text)
	}
	p.Next()
	if r := p.Round(); r == nil || r.SetIndex != 1 {
		t.Fatalf("third round wraps round: %q", p.Header.Text)
	}
	p.Technique.SetSelected("Jellyfish")
	if p.Round() != nil || !strings.Contains(p.Result.Text, "no puzzle of the open set takes Jellyfish") {
		t.Fatalf("a set without Jellyfish: %q", p.Result.Text)
	}
	left := false
	p.OnLeave = func() { left = true }
	test.Tap(p.Leave)
	p.Stop()
	if !left || p.Active() || p.Round() != nil {
		t.Fatal("Leave did not end practice")
	}
	if p.Mark(0, 1) {
		t.Fatal("a mark was taken with practice off")
	}
}

// TestTechniques offers the path's techniques, not the guess.
func TestTechniques(t *testing.T) {
	ts := Techniques()
	has := func(n string) bool {
		for _, x := range ts {
			if x == n {
				return true
			}
		}
		return false
	}
	if !has("X-Wing") || !has("Naked Triple") || has(steps.GuessName) || has(steps.SinglesName) {
		t.Fatalf("techniques %v", ts)
	}
}

// TestLargeSet looks through a large set a part at a time: a first look
// that finds nothing says which puzzles it went through, Next goes on.
func TestLargeSet(t *testing.T) {
	p, _, _ := newPanel(t, "")
	wing, err := core.Generate(context.Background(), "X-Wing", false, 9, 0)
	if err != nil {
		t.Fatal(err)
	}
	plain := grid.Puzzle{Givens: solver.Solve(wing.Puzzle, 1).Solution}
	plain.Givens[0] = 0 // one empty cell: a full house, no X-Wing
	n, at := setChunkLen+100, setChunkLen+50
	p.SetLen = func() int { return n }
	p.SetPuzzle = func(i int) grid.Puzzle {
		if i == at {
			return wing.Puzzle
		}
		return plain
	}
	p.FromSet.SetChecked(true)
	p.Start()
	want := fmt.Sprintf("none of puzzles 1 to %d of the open set takes X-Wing", setChunkLen)
	if p.Round() != nil || !strings.HasPrefix(p.Result.Text, want) {
		t.Fatalf("first look: %q", p.Result.Text)
	}
	p.Next()
	if r := p.Round(); r == nil || r.SetIndex != at || !strings.Contains(p.Header.Text, fmt.Sprintf("puzzle %d of the set", at+1)) {
		t.Fatalf("second look: %q %q", p.Header.Text, p.Result.Text)
	}
}
