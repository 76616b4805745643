package solvebar

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

func TestLadderStartsAgainWhenThePositionMoves(t *testing.T) {
	g, err := play.New(grid.Puzzle{Layout: grid.Standard()})
	if err != nil {
		t.Fatal(err)
	}
	var l Ladder
	if l.Current(g) != nil || l.Rung(g) != 0 {
		t.Fatal("a new ladder shows a hint")
	}
	h := play.Hint{Rung: 2, Kind: play.WrongEntriesHint, Cells: grid.CellSetOf(3)}
	l = Shown(g, &h)
	var m board.Model
	l.Mark(g, &m)
	if l.Rung(g) != 2 || !m.Wrong.Has(3) {
		t.Errorf("rung %d, wrong cells %v", l.Rung(g), m.Wrong)
	}
	if err := g.Enter(0, 5); err != nil {
		t.Fatal(err)
	}
	if l.Current(g) != nil || l.Rung(g) != 0 {
		t.Error("the ladder did not start again after a move")
	}
}
