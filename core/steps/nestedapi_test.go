package steps

import (
	"context"
	"errors"
	"testing"
)

// TestSolveNestedContextCancel cancels a nested path as its first nested
// search starts (from the progress callback, so the moment is the same
// on every machine): the call returns context.Canceled and no trace, and
// the reports before it count steps up one at a time.
func TestSolveNestedContextCancel(t *testing.T) {
	p := readPuzzles(t, "bench/hardest_1106.txt")[2]
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var reports []NestedProgress
	tr, err := SolveNestedContext(ctx, p, func(pr NestedProgress) {
		reports = append(reports, pr)
		if pr.Searching {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || tr != nil {
		t.Fatalf("got %v, %v; want no trace and context.Canceled", tr != nil, err)
	}
	if len(reports) < 2 || !reports[len(reports)-1].Searching {
		t.Fatalf("reports %v: want steps, then a search starting", reports)
	}
	for i, r := range reports[:len(reports)-1] {
		if r.Steps != i+1 || r.Searching || r.Nested != 0 || r.Filled < 17 || r.Filled > 81 {
			t.Fatalf("report %d: %+v", i, r)
		}
	}
	if tr, err := SolveNestedContext(ctx, p, nil); tr != nil || err == nil {
		t.Errorf("an already cancelled context gave a trace")
	}
}

// TestSolveNestedContextDone runs a nested path to its end through the
// context call, reporting every step: the trace is SolveNested's.
func TestSolveNestedContextDone(t *testing.T) {
	if testing.Short() {
		t.Skip("long: a nested path takes a second or more")
	}
	p := readPuzzles(t, "bench/hardest_1106.txt")[2]
	last := NestedProgress{}
	tr, err := SolveNestedContext(context.Background(), p, func(pr NestedProgress) {
		if !pr.Searching {
			last = pr
		}
	})
	if err != nil || tr.Status != Solved {
		t.Fatalf("%v %v", err, tr.Status)
	}
	if last.Steps != len(tr.Steps) || last.Filled != 81 || last.Nested == 0 {
		t.Errorf("last report %+v for %d steps", last, len(tr.Steps))
	}
	if want := SolveNested(p); len(want.Steps) != len(tr.Steps) {
		t.Errorf("%d steps, SolveNested %d", len(tr.Steps), len(want.Steps))
	}
}
