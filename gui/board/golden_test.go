package board

import (
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden images in testdata/")

// goldenSize is the side of the golden images in pixels.
const goldenSize = 540

// goldenTolerance: a pixel counts as different when a channel differs
// by more than 16, and an image matches while at most a thousandth of
// its pixels differ. The rasteriser is pure Go and deterministic, so the
// slack only absorbs small changes in anti-aliasing between library
// versions.
var goldenTolerance = guitest.Tolerance{Slack: 16, PerMille: 1}

// firstJigsaw reads the first puzzle of the janko.at jigsaw set and its
// solution.
func firstJigsaw(t *testing.T) (grid.Puzzle, grid.Grid) {
	t.Helper()
	set, err := puzzlefile.Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	sols, err := puzzlefile.ReadSolutions(shareddata.Path(t, "jigsaw/janko_133_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	p := set.Entries[0].Puzzle
	if err := set.Entries[0].Err; err != nil || !p.IsSolution(sols[0]) {
		t.Fatalf("the first janko.at jigsaw (%v) is not solved by its reference %v", err, sols[0])
	}
	return p, sols[0]
}

// modelOf returns the board model of a puzzle with its givens and every
// candidate the givens leave.
func boardModelOf(t *testing.T, p grid.Puzzle) Model {
	t.Helper()
	s := steps.NewState(p)
	m := Model{Layout: s.Layout, Digits: s.Grid, Candidates: s.Candidates}
	for c, d := range p.Givens {
		if d != 0 {
			m.Origins[c] = Given
		}
	}
	return m
}

// place puts digit d into the model as origin o and updates the candidates.
func placeDigit(m *Model, c grid.Cell, d int8, o Origin) {
	s := steps.State{Grid: m.Digits, Candidates: m.Candidates, Layout: m.Layout}
	s.Place(c, d)
	m.Digits, m.Candidates = s.Grid, s.Candidates
	m.Origins[c] = o
}

func mustBoardPuzzle(t *testing.T, s string) grid.Puzzle {
	t.Helper()
	g, err := grid.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return grid.Puzzle{Givens: g}
}

func boardCell(t *testing.T, name string) grid.Cell {
	t.Helper()
	c, err := grid.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func boardCands(t *testing.T, spec string) []steps.Candidate {
	t.Helper()
	var out []steps.Candidate
	for _, part := range strings.Split(spec, " ") {
		name, digits, ok := strings.Cut(part, "#")
		if !ok {
			t.Fatalf("bad candidate spec %q", part)
		}
		for _, ch := range digits {
			out = append(out, steps.Candidate{Cell: boardCell(t, name), Digit: int8(ch - '0')})
		}
	}
	return out
}

// goldenCase is one board state with its golden image.
type goldenCase struct {
	name  string
	opts  Options
	model func(t *testing.T) Model
}

var goldenCases = []goldenCase{
	{"jigsaw", Options{RegionColours: true, Candidates: true}, jigsawModel},
	{"jigsaw_dark", Options{RegionColours: true, Candidates: true, Dark: true}, jigsawModel},
	{"naked_pair", Options{RegionColours: true, Candidates: true}, nakedPairModel},
	{"pointing", Options{RegionColours: true, Candidates: true}, pointingModel},
	{"backtrack", Options{RegionColours: true, Candidates: true}, backtrackModel},
	{"chain_dark", Options{RegionColours: true, Candidates: true, Dark: true}, chainModel},
	{"guess_plain", Options{Candidates: false}, guessModel},
	{"als_xz", Options{RegionColours: true, Candidates: true}, alsXZModel},
	{"als_xz_dark", Options{RegionColours: true, Candidates: true, Dark: true}, alsXZModel},
	{"sue_de_coq", Options{RegionColours: true, Candidates: true}, sueDeCoqModel},
	{"leftovers_jigsaw", Options{RegionColours: true, Candidates: true}, leftoversModel},
	{"leftovers_jigsaw_dark", Options{RegionColours: true, Candidates: true, Dark: true}, leftoversModel},
	{"finned_xwing", Options{RegionColours: true, Candidates: true}, finnedXWingModel},
	{"forcing_chain", Options{RegionColours: true, Candidates: true}, forcingChainModel},
	{"forcing_chain_dark", Options{RegionColours: true, Candidates: true, Dark: true}, forcingChainModel},
	{"forcing_chain_branch1", Options{RegionColours: true, Candidates: true}, forcingChainFocusModel},
	{"contradiction_chain", Options{RegionColours: true, Candidates: true}, contradictionChainModel},
	{"contradiction_chain_dark", Options{RegionColours: true, Candidates: true, Dark: true}, contradictionChainModel},
}

// jigsawModel is the first janko.at jigsaw with two digits typed by the
// person, two placed by the solver, and a clash.
func jigsawModel(t *testing.T) Model {
	p, sol := firstJigsaw(t)
	m := boardModelOf(t, p)
	for _, name := range []string{"r2c2", "r5c5"} {
		c := boardCell(t, name)
		placeDigit(&m, c, sol[c], Entered)
	}
	for _, name := range []string{"r8c4", "r9c6"} {
		c := boardCell(t, name)
		placeDigit(&m, c, sol[c], Solved)
	}
	// A wrong digit typed where it clashes with a given in its row.
	bad := boardCell(t, "r1c9")
	m.Digits[bad], m.Origins[bad] = 8, Entered
	m.Conflicts = grid.CellSetOf(bad, boardCell(t, "r1c1"))
	return m
}

// nakedPairModel: 2 and 6 can only go in r6c2 and r6c3, so no other cell
// of row 6 holds them.
func nakedPairModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, "....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2."))
	m.Step = &steps.Step{
		Technique:    "Naked Pair",
		Pattern:      boardCands(t, "r6c2#26 r6c3#26"),
		Eliminations: boardCands(t, "r6c1#2 r6c6#26 r6c7#6 r6c9#26"),
		Houses:       []int{5},
		Text:         "Naked Pair: 2,6 in r6c2,r6c3 => r6c1<>2, r6c6<>2,6, r6c7<>6, r6c9<>2,6",
	}
	return m
}

// pointingModel: in box 1 the 9 lies in column 3, so column 3 below the
// box has no 9.
func pointingModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, "12.......4....9.1778.5...34.6......3....65...8...7...2......4..5..9....13...8..5."))
	var elim []steps.Candidate
	for r := 3; r < 9; r++ {
		if c := grid.CellAt(r, 2); m.Candidates[c].Has(9) {
			elim = append(elim, steps.Candidate{Cell: c, Digit: 9})
		}
	}
	if len(elim) == 0 {
		t.Fatal("pointing fixture has no eliminations")
	}
	m.Step = &steps.Step{
		Technique:    "Pointing",
		Pattern:      boardCands(t, "r1c3#9 r3c3#9"),
		Eliminations: elim,
		Houses:       []int{18, 11},
	}
	return m
}

// backtrackModel: a wrong guess in a two-candidate cell, and the
// singles the search placed after it, are undone.
func backtrackModel(t *testing.T) Model {
	p := mustBoardPuzzle(t, "....64.89.5.8..2...8..2...139.......5.4.....8...91..7..3.......6...8..13948.3..2.")
	m := boardModelOf(t, p)
	// r2c5 holds 7 or 9; the solution has 9 there.
	guess, wrong := boardCell(t, "r2c5"), int8(7)
	if m.Candidates[guess] != steps.DigitSet(7, 9) {
		t.Fatalf("backtrack fixture: r2c5 has candidates %v, want 7 and 9", m.Candidates[guess].List())
	}
	placeDigit(&m, guess, wrong, Solved)
	undone := []grid.Cell{guess}
	// Follow with singles, as the search would.
	for len(undone) < 7 {
		c, d := nextSingle(&m)
		if c < 0 {
			break
		}
		placeDigit(&m, c, d, Solved)
		undone = append(undone, c)
	}
	if len(undone) < 3 {
		t.Fatalf("backtrack fixture undoes only %d cells", len(undone))
	}
	m.Step = &steps.Step{
		Technique:    "Backtrack",
		Kind:         steps.Backtrack,
		Depth:        1,
		Eliminations: []steps.Candidate{{Cell: guess, Digit: wrong}},
		Cells:        undone,
	}
	return m
}

// nextSingle finds a naked single, or else a hidden single, in m.
func nextSingle(m *Model) (grid.Cell, int8) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m.Digits[c] == 0 && m.Candidates[c].Len() == 1 {
			return c, m.Candidates[c].List()[0]
		}
	}
	for h := 0; h < grid.NumHouses; h++ {
		for d := int8(1); d <= 9; d++ {
			var only grid.Cell = -1
			n := 0
			for _, c := range m.Layout.House(h).Cells {
				if m.Digits[c] == 0 && m.Candidates[c].Has(d) {
					only, n = c, n+1
				}
			}
			if n == 1 {
				return only, d
			}
		}
	}
	return -1, 0
}

// chainModel: an X-Chain on 5: r3c4=r3c5-r9c5=r9c6, so whatever holds
// the 5, r1c6 and r8c4 cannot.
func chainModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, "...6..8..45....7.......1..6.1.3..5..5.......88...7.43..4..9..5......69.2..82....."))
	c5 := func(name string) steps.Candidate { return steps.Candidate{Cell: boardCell(t, name), Digit: 5} }
	m.Step = &steps.Step{
		Technique:    "X-Chain",
		Pattern:      boardCands(t, "r3c4#5 r3c5#5 r9c5#5 r9c6#5"),
		Eliminations: boardCands(t, "r1c6#5 r8c4#5"),
		Links: []steps.Link{
			{From: c5("r3c4"), To: c5("r3c5"), Strong: true},
			{From: c5("r3c5"), To: c5("r9c5")},
			{From: c5("r9c5"), To: c5("r9c6"), Strong: true},
		},
	}
	return m
}

// guessModel: inside a first guess, the search guesses again; drawn
// without candidates or region colours.
func guessModel(t *testing.T) Model {
	m := boardModelOf(t, mustBoardPuzzle(t, "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1...."))
	first := boardCell(t, "r1c2")
	placeDigit(&m, first, m.Candidates[first].List()[0], Solved)
	c := boardCell(t, "r5c5")
	m.Step = &steps.Step{
		Technique:  "Guess",
		Kind:       steps.Guess,
		Depth:      2,
		Placements: []steps.Candidate{{Cell: c, Digit: m.Candidates[c].List()[0]}},
	}
	return m
}

func TestBoardGoldenImages(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			got := Image(tc.model(t), sized(tc.opts, goldenSize))
			guitest.Golden(t, got, filepath.Join("testdata", "board_"+tc.name+".png"), *updateGolden, goldenTolerance)
		})
	}
}
