package play

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// fuzzBases are the puzzles FuzzGame plays on: one with a unique
// solution, a jigsaw, and one with many solutions.
var fuzzBases = []struct{ digits, regions string }{
	{easyGivens, ""},
	{"8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9.",
		"IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"},
	{"1.......2" + strings.Repeat(".", 72), ""},
}

// FuzzGame plays random moves, bad cells and digits among them, and
// checks after each that the givens stand untouched and notes sit only
// in empty cells; at the end, that undoing everything restores the
// start, redoing as many moves the end, and that the saved form restores.
func FuzzGame(f *testing.F) {
	f.Add(uint8(0), []byte{0, 0, 5, 2, 1, 3, 9, 0, 0})
	f.Add(uint8(1), []byte{7, 1, 0, 0, 2, 1, 3, 4, 1, 14, 1, 0, 12, 2, 0})
	f.Add(uint8(2), []byte{0, 200, 9, 0, 3, 10, 13, 4, 0, 11, 0, 0, 12, 0, 0})
	f.Add(uint8(0), []byte{5, 0, 0, 0, 40, 3, 2, 40, 3, 9, 0, 0, 12, 4, 0, 10, 0, 0})
	f.Fuzz(func(t *testing.T, base uint8, ops []byte) {
		b := fuzzBases[int(base)%len(fuzzBases)]
		var regions []string
		if b.regions != "" {
			regions = []string{b.regions}
		}
		g := mustGame(t, b.digits, regions...)
		givens := g.Puzzle().Givens
		hints := 0
		for i := 0; i+2 < len(ops) && i < 3*200; i += 3 {
			c, d := grid.Cell(int8(ops[i+1])), int8(ops[i+2])
			switch ops[i] % 15 {
			case 0:
				_ = g.Enter(c, d)
			case 1:
				_ = g.Erase(c)
			case 2:
				_ = g.ToggleNote(c, d)
			case 3:
				_ = g.SetNotes(c, steps.Digits(uint16(ops[i+2])<<2|uint16(ops[i+1])))
			case 4:
				_ = g.ClearNotes(c)
			case 5:
				g.ClearAllNotes()
			case 6:
				g.FillNotes()
			case 7:
				g.SetAuto(d%2 == 0)
			case 8:
				g.Undo()
			case 9:
				g.Redo()
			case 10:
				g.Check()
			case 11:
				g.FirstMistake()
			case 12:
				// The hardest techniques can take milliseconds on an
				// open board; a few hints an input are enough.
				if hints < 3 {
					hints++
					_, _ = g.Hint(int(d))
				}
			case 13:
				g.Board()
			case 14:
				g.ClearCheck()
			}
			assertInvariants(t, g, givens)
		}
		end := g.pos
		restored, err := Restore(g.Puzzle(), g.Progress())
		if err != nil {
			t.Fatalf("the saved form does not restore: %v", err)
		}
		if restored.pos != end {
			t.Fatal("the saved form restores another position")
		}
		moves := 0
		for g.Undo() {
			moves++
		}
		if g.pos != (position{}) {
			t.Fatal("undoing everything did not restore the start")
		}
		for range moves {
			g.Redo()
		}
		if g.pos != end {
			t.Fatal("redoing everything did not restore the end")
		}
	})
}

func assertInvariants(t *testing.T, g *Game, givens grid.Grid) {
	t.Helper()
	if g.Puzzle().Givens != givens {
		t.Fatal("the givens changed")
	}
	board := g.Board()
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		e, ns := g.pos.entries[c], g.pos.notes[c]
		switch {
		case e < 0 || e > 9:
			t.Fatalf("%v: entry %d", c, e)
		case givens[c] != 0 && e != 0:
			t.Fatalf("%v: an entry on a given", c)
		case ns&^steps.AllDigits != 0:
			t.Fatalf("%v: notes %#x beyond 1–9", c, uint16(ns))
		case ns != 0 && g.digitAt(&g.pos, c) != 0:
			t.Fatalf("%v: notes in a filled cell", c)
		case board.Cells[c].Digit != g.digitAt(&g.pos, c):
			t.Fatalf("%v: the board draws %d", c, board.Cells[c].Digit)
		}
	}
}
