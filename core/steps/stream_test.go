package steps

import (
	"errors"
	"reflect"
	"runtime"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Stream hands out exactly the steps SolveWith holds, and its summary
// agrees with the held path: status, counts, rating, final position.
func TestStreamMatchesHeldPath(t *testing.T) {
	set := readPuzzles(t, "classic/top95.txt")
	for _, o := range []Options{{Search: Guided}, {Search: Full}, {Search: MRV}, {Search: Plain, NodeBudget: 3000}, {Search: Full, NoLogic: true}} {
		for i := 0; i < 4; i++ {
			p := set[i]
			held := SolveWith(p, o)
			var got []string
			sum, err := Stream(p, o, func(k int, st *Step) error {
				if k != len(got)+1 {
					t.Fatalf("step numbered %d after %d", k, len(got))
				}
				got = append(got, st.Text)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(held.Steps) || sum.Steps != len(held.Steps) {
				t.Fatalf("%v puzzle %d: %d steps streamed, summary %d, held %d", o, i, len(got), sum.Steps, len(held.Steps))
			}
			for k := range got {
				if got[k] != held.Steps[k].Text {
					t.Fatalf("%v puzzle %d step %d: %q, held %q", o, i, k+1, got[k], held.Steps[k].Text)
				}
			}
			if sum.Trace.Status != held.Status || sum.Trace.Counts != held.Counts || sum.Trace.Reason != held.Reason {
				t.Errorf("%v puzzle %d: summary %v %+v %q, held %v %+v %q", o, i, sum.Trace.Status, sum.Trace.Counts, sum.Trace.Reason, held.Status, held.Counts, held.Reason)
			}
			if !reflect.DeepEqual(sum.Rating, held.Rate()) {
				t.Errorf("%v puzzle %d: rating %+v, held %+v", o, i, sum.Rating, held.Rate())
			}
			if sum.Final.Grid != held.Final().Grid || sum.End() != held.End() {
				t.Errorf("%v puzzle %d: end %+v, held %+v", o, i, sum.End(), held.End())
			}
		}
	}
}

// An error from the consumer stops the search at once.
func TestStreamStopsOnError(t *testing.T) {
	p := readPuzzles(t, "classic/top95.txt")[0]
	stop := errors.New("pipe closed")
	calls := 0
	_, err := Stream(p, Options{Search: Plain, NodeBudget: 1_000_000}, func(int, *Step) error {
		calls++
		if calls == 10 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || calls != 10 {
		t.Fatalf("err %v after %d calls", err, calls)
	}
}

// CountedPath rates a plain path as Rate rates the path built in full:
// same status, counts, reason and rating, stopped or not.
func TestCountedPathMatchesHeldPath(t *testing.T) {
	set := readPuzzles(t, "classic/top95.txt")
	bad := grid.Puzzle{Givens: set[0].Givens}
	bad.Givens[0], bad.Givens[1] = 5, 5
	puzzles := append([]grid.Puzzle{bad}, set[:6]...)
	for _, budget := range []int{50, 5000} {
		for i, p := range puzzles {
			o := Options{Search: Plain, NodeBudget: budget}
			held := SolveWith(p, o)
			tr, r, ok := CountedPath(p, o)
			if !ok {
				t.Fatal("Plain not counted")
			}
			if tr.Status != held.Status || tr.Counts != held.Counts || tr.Reason != held.Reason {
				t.Errorf("budget %d puzzle %d: %v %+v %q, held %v %+v %q", budget, i, tr.Status, tr.Counts, tr.Reason, held.Status, held.Counts, held.Reason)
			}
			if want := held.Rate(); !reflect.DeepEqual(r, want) {
				t.Errorf("budget %d puzzle %d: rating %+v, held %+v", budget, i, r, want)
			}
		}
	}
}

// A plain path held whole at the default budget, the longest the window
// holds, stays within HeldPathBound.
func TestHeldPathBound(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's allocations are not the path's")
	}
	p := readPuzzles(t, "bench/hardest_1106.txt")[0]
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	tr := SolveWith(p, Options{Search: Plain})
	runtime.GC()
	runtime.ReadMemStats(&after)
	if tr.Status != Stopped || tr.Counts.Nodes != DefaultNodeBudget {
		t.Fatalf("status %v after %d nodes: want a path stopped at the budget", tr.Status, tr.Counts.Nodes)
	}
	if held := after.HeapAlloc - before.HeapAlloc; held > HeldPathBound {
		t.Errorf("a path of %d steps holds %d MB, over HeldPathBound's %d MB", tr.Len(), held>>20, HeldPathBound>>20)
	}
	runtime.KeepAlive(tr)
}
