package steps

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// readPuzzles reads a puzzle file of the shared data with package
// puzzlefile, failing the test on any entry it refuses: the sets the
// engine's tests walk hold only good puzzles.
func readPuzzles(tb testing.TB, rel string) []grid.Puzzle {
	tb.Helper()
	set, err := puzzlefile.Read(shareddata.Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	out := make([]grid.Puzzle, len(set.Entries))
	for i, e := range set.Entries {
		if e.Err != nil {
			tb.Fatalf("%s puzzle %d: %v", rel, i+1, e.Err)
		}
		out[i] = e.Puzzle
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
