package practice

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// TestFromSet takes the round from the first puzzle of a set, from a
// starting place on and wrapping round, whose path takes the technique:
// an easy puzzle before it is passed over, an invalid one too.
func TestFromSet(t *testing.T) {
	easy, err := generate.Many(context.Background(), generate.Request{ByDifficulty: true, Difficulty: steps.Easy}, 1, 7, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	wing, err := Generate(context.Background(), "x-wing", false, 7, 0)
	if err != nil {
		t.Fatal(err)
	}
	bad := grid.Puzzle{}
	bad.Givens[0], bad.Givens[1] = 5, 5
	set := []grid.Puzzle{easy[0].Puzzle, bad, wing.Puzzle, easy[0].Puzzle}
	for _, start := range []int{0, 2, 3, -1} {
		r, ok, err := FromSet(context.Background(), "X-WING", set, start)
		if err != nil || !ok {
			t.Fatalf("start %d: %v %v", start, ok, err)
		}
		if r.SetIndex != 2 || r.Source != "puzzle 3 of the set" || r.Technique != "X-Wing" {
			t.Fatalf("start %d: round from %d (%q), technique %q", start, r.SetIndex, r.Source, r.Technique)
		}
		if r.Step.Technique != wing.Step.Technique || r.StepIndex != wing.StepIndex {
			t.Fatalf("start %d: step %d, the generated round's is %d", start, r.StepIndex, wing.StepIndex)
		}
	}
	if _, ok, err := FromSet(context.Background(), "X-Wing", set[:2], 0); ok || err != nil {
		t.Fatalf("a set without an X-Wing gave a round (%v, %v)", ok, err)
	}
	if _, ok, err := FromSet(context.Background(), "X-Wing", nil, 5); ok || err != nil {
		t.Fatalf("an empty set gave a round (%v, %v)", ok, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := FromSet(ctx, "X-Wing", set, 0); err == nil {
		t.Fatal("a cancelled look-through did not say so")
	}
	if _, ok := At(easy[0].Puzzle, "X-Wing"); ok {
		t.Fatal("an easy puzzle's path takes an X-Wing")
	}
}

// TestLookup refuses the guess and an unknown name, and spells a known
// one as the catalogue does.
func TestLookup(t *testing.T) {
	if n, err := Lookup(" xy-wing "); err != nil || n != "XY-Wing" {
		t.Fatalf("xy-wing: %q %v", n, err)
	}
	for _, bad := range []string{"Guess", "Y-Wing-Fish", ""} {
		if _, err := Lookup(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	if _, err := Generate(context.Background(), "nonsense", false, 1, 0); err == nil || !strings.Contains(err.Error(), "nonsense") {
		t.Fatalf("an unknown technique: %v", err)
	}
}

// TestCheckNothing grades no marks wrong, and says to mark something.
func TestCheckNothing(t *testing.T) {
	r, err := Generate(context.Background(), "Naked Triple", false, 3, 0)
	if err != nil {
		t.Fatal(err)
	}
	v := r.Check(nil)
	if v.Grade != Wrong || len(v.Missing) == 0 || !strings.Contains(v.Text(false), "nothing is marked") {
		t.Fatalf("no marks: %v %q", v.Grade, v.Text(false))
	}
	ans := Answer(&r.Step)
	twice := append(append([]steps.Candidate(nil), ans...), ans...)
	if v := r.Check(twice); v.Grade != Right {
		t.Fatalf("the answer marked twice grades %v", v.Grade)
	}
	if !strings.HasPrefix(r.Check(ans).Text(false), "Right: Naked Triple r") {
		t.Fatalf("text %q", r.Check(ans).Text(false))
	}
}

// TestTally writes a tally and reads it back; a damaged one says where.
func TestTally(t *testing.T) {
	tl := make(Tally)
	tl.Add("X-Wing", Right)
	tl.Add("X-Wing", Right)
	tl.Add("X-Wing", Partly)
	tl.Add("2-String Kite", Wrong)
	s := tl.String()
	if s != "2-String Kite=0,0,1;X-Wing=2,1,0" {
		t.Fatalf("tally %q", s)
	}
	back, err := ParseTally(s)
	if err != nil || back.String() != s || back["X-Wing"].Total() != 3 {
		t.Fatalf("read back %v %v", back, err)
	}
	if empty, err := ParseTally(""); err != nil || len(empty) != 0 {
		t.Fatalf("empty: %v %v", empty, err)
	}
	for _, bad := range []string{"X-Wing=1,2", "X-Wing", "=1,2,3", "X-Wing=1,-2,3", "X-Wing=a,1,1"} {
		if _, err := ParseTally("Naked Pair=1,0,0;" + bad); err == nil || !strings.Contains(err.Error(), "entry 2") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// TestFeederClose stops the round being made: Next says so.
func TestFeederClose(t *testing.T) {
	f := Generated("X-Wing", true, 1)
	f.Close()
	f.Close()
	if _, err := f.Next(context.Background()); err == nil {
		// The first round may have been made before Close; the one
		// after it cannot be.
		if _, err := f.Next(context.Background()); err == nil {
			t.Fatal("a closed feeder kept making rounds")
		}
	}
}

// TestFeederAhead makes the next round while the current one is worked
// on: once it is ready, Next hands it over without making anything.
func TestFeederAhead(t *testing.T) {
	f := Generated("X-Wing", false, 11)
	defer f.Close()
	first, err := f.Next(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !f.Ready() {
		if time.Now().After(deadline) {
			t.Fatal("the next round was not made ahead within 30 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
	start := time.Now()
	second, err := f.Next(context.Background())
	if took := time.Since(start); err != nil || took > 50*time.Millisecond {
		t.Fatalf("a round made ahead took %v to hand over (%v)", took, err)
	}
	if second.Puzzle.Givens == first.Puzzle.Givens {
		t.Fatal("the same puzzle twice")
	}
	// A cancelled wait hands over a round made, or leaves the one being
	// made for the next call.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := f.Next(ctx); err == nil && r.Technique != "X-Wing" {
		t.Fatal("a cancelled wait returned neither a round nor an error")
	}
	if _, err := f.Next(context.Background()); err != nil {
		t.Fatalf("after a cancelled wait: %v", err)
	}
}
