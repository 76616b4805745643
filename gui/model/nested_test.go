package model

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestNestedProgressText(t *testing.T) {
	for _, tt := range []struct {
		pr      steps.NestedProgress
		reports int
		want    string
	}{
		{steps.NestedProgress{}, 0, "Starting…"},
		{steps.NestedProgress{Steps: 1, Filled: 23}, 1, "Step 1, 23 of 81 cells filled: 0 nested steps so far"},
		{steps.NestedProgress{Steps: 42, Filled: 57, Nested: 1, Searching: true}, 50, "Step 42, 57 of 81 cells filled: 1 nested step so far; looking for a nested chain…"},
	} {
		if got := NestedProgressText(tt.pr, tt.reports); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.pr, got, tt.want)
		}
	}
	for _, tt := range []struct {
		filled, givens int
		want           float64
	}{{22, 22, 0}, {81, 22, 1}, {51, 21, 0.5}, {10, 22, 0}, {81, 81, 1}} {
		if got := FilledShare(tt.filled, tt.givens); got != tt.want {
			t.Errorf("FilledShare(%d, %d) = %v, want %v", tt.filled, tt.givens, got, tt.want)
		}
	}
}
