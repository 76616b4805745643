package generate

import (
	"context"
	"errors"
	"testing"
)

// TestEachInOrder checks that Each hands on the puzzles Many returns, in
// index order, whatever the number of workers.
func TestEachInOrder(t *testing.T) {
	req := Request{}
	want, err := Many(context.Background(), req, 40, 5, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 2, 5} {
		var got []Result
		next := 0
		n, err := Each(context.Background(), req, 40, 5, workers, nil, func(i int, r Result) error {
			if i != next {
				t.Fatalf("%d workers: puzzle %d handed on when %d was next", workers, i, next)
			}
			next++
			got = append(got, r)
			return nil
		})
		if err != nil || n != 40 {
			t.Fatalf("%d workers: %d puzzles, %v", workers, n, err)
		}
		for i := range want {
			if got[i].Puzzle.Givens != want[i].Puzzle.Givens {
				t.Fatalf("%d workers: puzzle %d differs from Many's", workers, i)
			}
		}
	}
}

// TestEachStopsOnEmitError checks that an emit error ends the run: it is
// the error returned, and nothing is handed on after it.
func TestEachStopsOnEmitError(t *testing.T) {
	full := errors.New("disk full")
	calls := 0
	n, err := Each(context.Background(), Request{}, 1000, 3, 2, nil, func(i int, r Result) error {
		calls++
		if i == 4 {
			return full
		}
		return nil
	})
	if !errors.Is(err, full) {
		t.Fatalf("error %v, want %v", err, full)
	}
	if n != 4 || calls != 5 {
		t.Fatalf("%d emitted in %d calls, want 4 in 5", n, calls)
	}
}
