package play

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// easyGivens is a puzzle with one solution that singles solve.
const easyGivens = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// mustGame starts a game on 81 digits and optionally 81 region letters.
func mustGame(tb testing.TB, digits string, regions ...string) *Game {
	tb.Helper()
	g, err := New(mustPuzzle(tb, digits, regions...))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

func mustPuzzle(tb testing.TB, digits string, regions ...string) grid.Puzzle {
	tb.Helper()
	givens, err := grid.ParseGrid(digits)
	if err != nil {
		tb.Fatal(err)
	}
	p := grid.Puzzle{Givens: givens}
	if len(regions) > 0 {
		ids := make([]int, len(regions[0]))
		for i := range regions[0] {
			ids[i] = int(regions[0][i]-'A') + 1
		}
		if p.Layout, err = grid.NewLayout(ids); err != nil {
			tb.Fatal(err)
		}
	}
	return p
}

// janko reads the first puzzle of the shared jigsaw set: its digits and
// region letters.
func janko(tb testing.TB) (digits, regions string) {
	tb.Helper()
	f, err := os.Open(shareddata.Path(tb, "jigsaw/janko_133.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			tb.Fatalf("janko_133: unexpected line %q", line)
		}
		return fields[0], fields[1]
	}
	tb.Fatal("janko_133: no puzzle")
	return "", ""
}

// emptyCellWithPeer returns an empty cell of g and an empty peer of it.
func emptyCellWithPeer(tb testing.TB, g *Game) (grid.Cell, grid.Cell) {
	tb.Helper()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if g.puzzle.Givens[c] != 0 {
			continue
		}
		for _, q := range g.layout.Peers(c).Cells() {
			if g.puzzle.Givens[q] == 0 {
				return c, q
			}
		}
	}
	tb.Fatal("no two empty peers")
	return 0, 0
}

// firstGiven returns the first given cell of g.
func firstGiven(g *Game) grid.Cell {
	for c, d := range g.puzzle.Givens {
		if d != 0 {
			return grid.Cell(c)
		}
	}
	return -1
}

// wrongDigit returns a digit for empty cell c that is not its solution.
func wrongDigit(g *Game, c grid.Cell) int8 { return g.exact.Solution[c]%9 + 1 }
