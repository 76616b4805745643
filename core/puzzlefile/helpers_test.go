package puzzlefile

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// wantErr fails unless err is non-nil and contains every fragment.
func wantErr(t *testing.T, err error, fragments ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("got no error, want one containing %q", fragments)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Fatalf("error %q does not contain %q", err, f)
		}
	}
}

// validCount counts the entries without an error.
func validCount(set *Set) int {
	n := 0
	for _, e := range set.Entries {
		if e.Err == nil {
			n++
		}
	}
	return n
}

// mustGrid parses 81 characters or fails the test.
func mustGrid(t testing.TB, s string) grid.Grid {
	t.Helper()
	g, err := grid.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
