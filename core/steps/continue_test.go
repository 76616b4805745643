package steps

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Taking the path's own next step gives the path back; taking another
// one listed by All steps here (the Franken Jellyfish of top95 #12 before
// step 9) keeps the steps before it, takes it, and solves on from there,
// every position the one its steps lead to.
func TestContinueWith(t *testing.T) {
	tr := Solve(readPuzzles(t, "classic/top95.txt")[11])
	same, err := ContinueWith(tr, 8, tr.Steps[8], DefaultProfile(), false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := pathTexts(same), pathTexts(tr); got != want {
		t.Errorf("continuing with the path's own step changed the path:\n%s\nwant\n%s", got, want)
	}
	s := tr.State(8)
	groups, err := AllAt(context.Background(), &s, true, DefaultProfile(), 50)
	if err != nil {
		t.Fatal(err)
	}
	var fj *Step
	for _, g := range groups {
		if g.Technique == "Franken Jellyfish" {
			fj = &g.Steps[0]
		}
	}
	if fj == nil {
		t.Fatal("no Franken Jellyfish listed before step 9")
	}
	nt, err := ContinueWith(tr, 8, *fj, DefaultProfile(), false)
	if err != nil {
		t.Fatal(err)
	}
	if nt.Status != Solved || nt.Final().Grid != tr.Exact.Solution {
		t.Fatalf("status %v, final %v", nt.Status, nt.Final().Grid)
	}
	for i := range 8 {
		if nt.Steps[i].Text != tr.Steps[i].Text {
			t.Errorf("step %d: %q, the path had %q", i+1, nt.Steps[i].Text, tr.Steps[i].Text)
		}
	}
	if nt.Steps[8].Text != fj.Text || nt.Steps[8].Text == tr.Steps[8].Text {
		t.Errorf("step 9 is %q, want %q", nt.Steps[8].Text, fj.Text)
	}
	if len(nt.States) != nt.Len()+1 {
		t.Fatalf("%d positions for %d steps", len(nt.States), nt.Len())
	}
	for i, st := range nt.Steps {
		if st.Kind != Logic {
			continue
		}
		want := nt.States[i]
		want.Apply(&nt.Steps[i])
		if want != nt.States[i+1] {
			t.Fatalf("position %d is not step %d (%s) applied to position %d", i+1, i+1, st.Text, i)
		}
	}
	if nt.Rate().Score == tr.Rate().Score {
		t.Errorf("the rating of the path taken (%d) is the engine's", nt.Rate().Score)
	}
}

// Steps that cannot be taken are refused with the reason.
func TestContinueWithRefuses(t *testing.T) {
	tr := Solve(readPuzzles(t, "classic/top95.txt")[11])
	sol := tr.Exact.Solution
	s := tr.State(8)
	var notCand, solDigit Step
	for c := range sol {
		if s.Grid[c] != 0 {
			continue
		}
		for d := int8(1); d <= 9; d++ {
			switch {
			case !s.Candidates[c].Has(d) && notCand.Text == "":
				notCand = Step{Text: "gone", Eliminations: []Candidate{{Cell: grid.Cell(c), Digit: d}}}
			case d == sol[c] && solDigit.Text == "":
				solDigit = Step{Text: "wrong", Eliminations: []Candidate{{Cell: grid.Cell(c), Digit: d}}}
			}
		}
	}
	guessAt := -1
	var hard *Trace
	for _, p := range readPuzzles(t, "bench/hardest_1106.txt")[:20] {
		hard = Solve(p)
		for i, st := range hard.Steps {
			if st.Kind == Guess {
				guessAt = i + 1
				break
			}
		}
		if guessAt >= 0 {
			break
		}
	}
	if guessAt < 0 {
		t.Fatal("no guess in the first 20 paths of hardest_1106")
	}
	cases := []struct {
		name string
		tr   *Trace
		pos  int
		st   Step
		want string
	}{
		{"not a candidate", tr, 8, notCand, "not a candidate"},
		{"the solution's digit", tr, 8, solDigit, "the solution's digit"},
		{"nothing done", tr, 8, Step{Text: "empty"}, "places or removes"},
		{"a guess", tr, 8, Step{Kind: Guess, Text: "Guess", Placements: []Candidate{{0, 1}}}, "not a logical step"},
		{"off the path", tr, tr.Len() + 1, tr.Steps[8], "not on the path"},
		{"under a guess", hard, guessAt, hard.Steps[guessAt], "under a guess"},
		{"no path", nil, 0, tr.Steps[8], "guided path"},
	}
	for _, c := range cases {
		if _, err := ContinueWith(c.tr, c.pos, c.st, DefaultProfile(), false); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func pathTexts(t *Trace) string {
	var b strings.Builder
	for _, st := range t.Steps {
		b.WriteString(st.Text + "\n")
	}
	return b.String()
}
