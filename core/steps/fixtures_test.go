package steps

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// sharedDataDir finds ../shared/data beside the module root, or skips.
func sharedDataDir(tb testing.TB) string {
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
			tb.Skip("module root not found")
		}
		dir = parent
	}
	data := filepath.Join(dir, "..", "shared", "data")
	if _, err := os.Stat(data); err != nil {
		tb.Skipf("shared data not found: %v", err)
	}
	return data
}

// readTextPuzzles reads a text puzzle file of the shared data: one
// puzzle a line, 81 characters, optionally followed by 81 region
// letters; '#' lines are comments. It is a small local reader so that
// the engine's tests do not wait for the puzzlefile package.
func readTextPuzzles(tb testing.TB, rel string) []grid.Puzzle {
	tb.Helper()
	f, err := os.Open(filepath.Join(sharedDataDir(tb), rel))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []grid.Puzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		fields := strings.Fields(text)
		p, err := puzzleFromText(fields[0], fields[1:]...)
		if err != nil {
			tb.Fatalf("%s:%d: %v", rel, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// puzzleFromText makes a puzzle from 81 digits ('.' or '0' empty) and
// optionally 81 region letters A–I.
func puzzleFromText(digits string, regions ...string) (grid.Puzzle, error) {
	g, err := grid.ParseGrid(digits)
	if err != nil {
		return grid.Puzzle{}, err
	}
	p := grid.Puzzle{Givens: g}
	if len(regions) > 0 {
		ids := make([]int, len(regions[0]))
		for i := range regions[0] {
			ids[i] = int(regions[0][i]-'A') + 1
		}
		if p.Layout, err = grid.NewLayout(ids); err != nil {
			return grid.Puzzle{}, err
		}
	}
	return p, nil
}

// mustPuzzle is puzzleFromText for literals in tests.
func mustPuzzle(tb testing.TB, digits string, regions ...string) grid.Puzzle {
	tb.Helper()
	p, err := puzzleFromText(digits, regions...)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// jankoLetters is the region map of the first jigsaw puzzle of
// janko_133.txt. Region 9 (letter I) is r1c1–r1c5, r2c4, r2c5, r3c4, r3c5:
// it meets row 1 in five cells.
const jankoLetters = "IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"

// jankoLayout returns the layout of jankoLetters.
func jankoLayout(tb testing.TB) *grid.Layout {
	tb.Helper()
	return mustPuzzle(tb, strings.Repeat(".", 81), jankoLetters).Layout
}

// blankState is an empty board on l where every cell has every candidate:
// a clean background on which a test draws just the pattern it needs.
func blankState(l *grid.Layout) State {
	if l == nil {
		l = grid.Standard()
	}
	s := State{Layout: l}
	for c := range s.Candidates {
		s.Candidates[c] = AllDigits
	}
	return s
}

// cellNamed parses a cell name for a test.
func cellNamed(tb testing.TB, name string) grid.Cell {
	tb.Helper()
	c, err := grid.ParseCell(name)
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// digitsOf reads "37" as the set {3, 7}.
func digitsOf(s string) Digits {
	var m Digits
	for _, ch := range s {
		m |= 1 << uint(ch-'0')
	}
	return m
}

// setCands gives each named cell exactly the candidates written
// after the colon: "r4c2:37 r4c6:37".
func setCands(tb testing.TB, s *State, spec string) {
	tb.Helper()
	for _, item := range strings.Fields(spec) {
		name, ds, ok := strings.Cut(item, ":")
		if !ok {
			tb.Fatalf("bad candidate spec %q", item)
		}
		s.Candidates[cellNamed(tb, name)] = digitsOf(ds)
	}
}

// dropInHouse removes the digits from every cell of house h except the
// cells named in keep.
func dropInHouse(tb testing.TB, s *State, h int, digits string, keep ...string) {
	tb.Helper()
	var kept grid.CellSet
	for _, k := range keep {
		kept = kept.With(cellNamed(tb, k))
	}
	for _, c := range s.Layout.House(h).Cells {
		if !kept.Has(c) {
			s.Candidates[c] &^= digitsOf(digits)
		}
	}
}

// House indexes for readable test tables: rowHouse(4) is row 4, 1-based.
func rowHouse(n int) int    { return n - 1 }
func columnHouse(n int) int { return 8 + n }
func regionHouse(n int) int { return 17 + n }
