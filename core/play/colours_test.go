package play

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

func TestColourNames(t *testing.T) {
	for _, tt := range []struct {
		c       Colour
		name    string
		partner Colour
	}{{1, "1a", 2}, {2, "1b", 1}, {9, "5a", 10}, {10, "5b", 9}} {
		if tt.c.String() != tt.name || tt.c.Partner() != tt.partner {
			t.Errorf("colour %d: %s, partner %d; want %s, %d", tt.c, tt.c, tt.c.Partner(), tt.name, tt.partner)
		}
	}
	if Colour(0).String() != "none" || Colour(11).String() != "none" {
		t.Error("colours out of 1–10 are not named none")
	}
}

// Painting is part of the game: each paint is one move that Undo takes
// back and Redo makes again, and clearing one cell, one colour or all
// of them is one move too.
func TestPaintUndoRedo(t *testing.T) {
	g := mustGame(t, easyGivens)
	given, empty := grid.Cell(2), grid.Cell(0) // r1c3 holds the given 3
	if err := g.PaintCell(given, 1); err != nil {
		t.Fatalf("painting a given's cell: %v", err)
	}
	if err := g.PaintCandidate(empty, 4, 2); err != nil {
		t.Fatal(err)
	}
	if err := g.PaintCandidate(empty, 7, 9); err != nil {
		t.Fatal(err)
	}
	m := g.Marks()
	if m.Cells[given] != 1 || m.Candidates[empty][3] != 2 || m.Candidates[empty][6] != 9 {
		t.Fatalf("marks after painting: cell %v, candidates %v", m.Cells[given], m.Candidates[empty])
	}
	if !g.Undo() || g.Marks().Candidates[empty][6] != 0 {
		t.Error("Undo did not take back the last paint")
	}
	if !g.Redo() || g.Marks().Candidates[empty][6] != 9 {
		t.Error("Redo did not paint again")
	}
	if err := g.ClearColour(2); err != nil {
		t.Fatal(err)
	}
	if m := g.Marks(); m.Candidates[empty][3] != 0 || m.Candidates[empty][6] != 9 || m.Cells[given] != 1 {
		t.Errorf("clearing colour 1b took the wrong marks: %+v", m.Candidates[empty])
	}
	if err := g.ClearColours(empty); err != nil {
		t.Fatal(err)
	}
	if m := g.Marks(); m.Candidates[empty] != [9]Colour{} || m.Cells[given] != 1 {
		t.Error("clearing r1c1's colours: wrong marks left")
	}
	g.ClearAllColours()
	if m := g.Marks(); !m.Empty() {
		t.Error("Clear all colours left marks")
	}
	for range 4 { // clear all, clear r1c1, clear 1b, the paint of 7 in r1c1
		g.Undo()
	}
	if m := g.Marks(); m.Cells[given] != 1 || m.Candidates[empty][3] != 2 {
		t.Errorf("four undos: marks %v %v, want the first paints back", m.Cells[given], m.Candidates[empty])
	}
	// A paint that changes nothing is no move.
	before := len(g.undo)
	_ = g.PaintCell(given, 1)
	if len(g.undo) != before {
		t.Error("painting a cell its own colour made a move")
	}
}

func TestPaintRefusesBadInput(t *testing.T) {
	g := mustGame(t, easyGivens)
	for _, err := range []error{
		g.PaintCell(-1, 1), g.PaintCell(81, 1), g.PaintCell(0, 11), g.PaintCell(0, -1),
		g.PaintCandidate(0, 0, 1), g.PaintCandidate(0, 10, 1), g.PaintCandidate(0, 1, 12),
		g.ClearColours(99), g.ClearColour(11),
	} {
		if !errors.Is(err, ErrOutOfRange) {
			t.Errorf("bad paint: error %v, want ErrOutOfRange", err)
		}
	}
	if m := g.Marks(); !m.Empty() || g.CanUndo() {
		t.Error("a refused paint left a mark or a move")
	}
}

// Marks survive the saved form, and Restore brings them back; a saved
// form that gives one candidate two colours is refused with the cell.
func TestColoursSaveAndRestore(t *testing.T) {
	g := mustGame(t, easyGivens)
	_ = g.PaintCell(40, 3)
	_ = g.PaintCandidate(40, 5, 4)
	_ = g.PaintCandidate(80, 9, 10)
	p := g.Progress()
	if p.Empty() {
		t.Fatal("progress with colours only counts as empty")
	}
	if p.Colours[2][40] != CellBit || p.Colours[3][40] != 1<<4 || p.Colours[9][80] != 1<<8 {
		t.Errorf("saved masks: %#x %#x %#x", p.Colours[2][40], p.Colours[3][40], p.Colours[9][80])
	}
	h, err := Restore(g.Puzzle(), p)
	if err != nil {
		t.Fatal(err)
	}
	if h.Marks() != g.Marks() {
		t.Error("restored marks differ from the saved ones")
	}
	if h.Status() != InProgress {
		t.Errorf("a game with colours only: status %v, want in progress", h.Status())
	}

	p.Colours[0][40] = 1 << 4 // candidate 5 of r5c5: colour 1a as well as 2b
	if _, err := Restore(g.Puzzle(), p); err == nil || !strings.Contains(err.Error(), "r5c5") {
		t.Errorf("two colours on one candidate: error %v, want one naming r5c5", err)
	}
	p.Colours[0][40] = 1 << 11
	if _, err := Restore(g.Puzzle(), p); !errors.Is(err, ErrOutOfRange) {
		t.Errorf("a mask beyond bit 9: error %v", err)
	}
}
