package puzzlefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// dataDir returns ../shared/data relative to the module root.
func dataDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = parent
	}
	data := filepath.Join(dir, "..", "shared", "data")
	if _, err := os.Stat(data); err != nil {
		t.Skipf("the shared data sets are not at %s: %v", data, err)
	}
	return data
}

func dataFile(t testing.TB, rel string) string {
	return filepath.Join(dataDir(t), rel)
}

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
