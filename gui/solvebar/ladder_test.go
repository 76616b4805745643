package solvebar

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
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

// Missing eliminations are framed on rungs 1–2 and drawn struck through
// from rung 3, where the hint has its step.
func TestLadderMarksMissingEliminations(t *testing.T) {
	g, err := play.New(grid.Puzzle{Layout: grid.Standard()})
	if err != nil {
		t.Fatal(err)
	}
	h := play.Hint{Rung: 2, Kind: play.MissingEliminationsHint, Cells: grid.CellSetOf(7)}
	l := Shown(g, &h)
	var m board.Model
	l.Mark(g, &m)
	if !m.WrongNotes.Has(7) || m.Step != nil {
		t.Errorf("rung 2: framed %v, step %v", m.WrongNotes, m.Step)
	}
	st := &steps.Step{Eliminations: []steps.Candidate{{Cell: 7, Digit: 4}}}
	h = play.Hint{Rung: 3, Kind: play.MissingEliminationsHint, Cells: grid.CellSetOf(7), Step: st}
	l = Shown(g, &h)
	m = board.Model{}
	l.Mark(g, &m)
	if m.Step != st {
		t.Errorf("rung 3 draws %v, want the eliminations", m.Step)
	}
}
