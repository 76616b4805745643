package solver

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// testPuzzle is one line of a text puzzle file, read by a parser local to
// the tests so that they do not depend on package puzzlefile.
type testPuzzle struct {
	line     int // 1-based line number in its file
	puzzle   grid.Puzzle
	count    int       // solution count from a "puzzle:count:solution" line, or -1
	solution grid.Grid // the solution of such a line, or zero
}

// dataDir returns the shared data directory, found from the module root
// (the directory holding go.mod) as ../shared/data.
func dataDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
	data := filepath.Join(dir, "..", "shared", "data")
	if _, err := os.Stat(data); err != nil {
		tb.Fatalf("shared puzzle data not found: %v", err)
	}
	return data
}

// loadPuzzles reads a text puzzle file under the shared data directory:
// one puzzle a line, 81 characters with '.' or '0' for empty, an optional
// ":count" or ":count:solution" suffix, an optional second field of 81 region letters
// A–I, and '#' comment lines.
func loadPuzzles(tb testing.TB, name string) []testPuzzle {
	tb.Helper()
	path := filepath.Join(dataDir(tb), name)
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []testPuzzle
	layouts := map[string]*grid.Layout{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		p, ok, err := parsePuzzleLine(sc.Text(), layouts)
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, n, err)
		}
		if ok {
			p.line = n
			out = append(out, p)
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(out) == 0 {
		tb.Fatalf("%s holds no puzzle", name)
	}
	return out
}

// parsePuzzleLine reads one line; ok is false for blank and comment lines.
// Layouts are shared between lines with the same region letters.
func parsePuzzleLine(line string, layouts map[string]*grid.Layout) (p testPuzzle, ok bool, err error) {
	line = strings.TrimSpace(line)
	if line == "" || line[0] == '#' {
		return p, false, nil
	}
	p.count = -1
	fields := strings.Fields(line)
	parts := strings.Split(fields[0], ":")
	if p.puzzle.Givens, err = grid.ParseGrid(parts[0]); err != nil {
		return p, false, err
	}
	if len(parts) > 3 {
		return p, false, fmt.Errorf("too many ':' fields")
	}
	if len(parts) >= 2 {
		if p.count, err = strconv.Atoi(parts[1]); err != nil {
			return p, false, fmt.Errorf("bad solution count: %v", err)
		}
	}
	if len(parts) == 3 {
		if parts[2] != "" {
			if p.solution, err = grid.ParseGrid(parts[2]); err != nil {
				return p, false, fmt.Errorf("solution: %v", err)
			}
		}
	}
	if len(fields) > 1 {
		letters := fields[1]
		l, seen := layouts[letters]
		if !seen {
			if len(letters) != grid.NumCells {
				return p, false, fmt.Errorf("region map has %d letters, want 81", len(letters))
			}
			ids := make([]int, grid.NumCells)
			for i := range ids {
				ch := letters[i]
				switch {
				case ch >= 'A' && ch <= 'I':
					ids[i] = int(ch-'A') + 1
				case ch >= '1' && ch <= '9':
					ids[i] = int(ch - '0')
				default:
					return p, false, fmt.Errorf("%v: bad region letter %q", grid.Cell(i), ch)
				}
			}
			if l, err = grid.NewLayout(ids); err != nil {
				return p, false, err
			}
			layouts[letters] = l
		}
		p.puzzle.Layout = l
	}
	return p, true, nil
}
