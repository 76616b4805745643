package model

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

func TestEditorEdits(t *testing.T) {
	loaded := grid.Puzzle{}
	loaded.Givens[0] = 5
	tests := []struct {
		name    string
		edit    func(e *Editor) bool
		changed bool // whether the edit reports a change
		puzzle  bool // whether the puzzle differs from the loaded one after it
	}{
		{"digit", func(e *Editor) bool { return e.SetDigit(1, 3) }, true, true},
		{"same digit again", func(e *Editor) bool { return e.SetDigit(0, 5) }, false, false},
		{"digit out of range", func(e *Editor) bool { return e.SetDigit(1, 10) }, false, false},
		{"cell off the board", func(e *Editor) bool { return e.SetDigit(81, 1) }, false, false},
		{"clear a given", func(e *Editor) bool { return e.ClearCell(0) }, true, true},
		{"clear an empty cell", func(e *Editor) bool { return e.ClearCell(2) }, false, false},
		{"paint a region", func(e *Editor) bool { return e.Paint(3, 0) }, true, false},
		{"paint into the same region", func(e *Editor) bool { return e.Paint(0, 0) }, false, false},
		{"clear all", func(e *Editor) bool { return e.ClearAll() }, true, true},
	}
	for _, tt := range tests {
		e := NewEditor(loaded)
		if got := tt.edit(e); got != tt.changed {
			t.Errorf("%s: reported %v, want %v", tt.name, got, tt.changed)
		}
		if e.Changed() != tt.puzzle {
			t.Errorf("%s: Changed() = %v, want %v", tt.name, e.Changed(), tt.puzzle)
		}
		if e.CanUndo() != tt.changed {
			t.Errorf("%s: CanUndo() = %v", tt.name, e.CanUndo())
		}
		if tt.changed {
			before := e.cur
			e.Undo()
			if e.Puzzle().Givens != loaded.Givens || e.DraftPending() {
				t.Errorf("%s: undo did not restore the loaded puzzle", tt.name)
			}
			e.Redo()
			if e.cur != before {
				t.Errorf("%s: redo did not restore the edit", tt.name)
			}
		}
	}
}

func TestEditorAdditionsAndSaving(t *testing.T) {
	loaded := grid.Puzzle{}
	loaded.Givens[0] = 5
	e := NewEditor(loaded)
	e.SetDigit(1, 3)
	if e.IsAddition(0) || !e.IsAddition(1) || e.IsAddition(2) {
		t.Error("IsAddition does not tell the loaded digit from the typed one")
	}
	e.MarkSaved()
	if e.Changed() || e.IsAddition(1) {
		t.Error("after saving, the typed digit still counts as a change")
	}
	if !e.CanUndo() {
		t.Error("saving forgot the undo history")
	}
}

func TestEditorRegionDraft(t *testing.T) {
	e := NewEditor(grid.Puzzle{})
	e.Paint(grid.CellAt(0, 3), 0) // box 2's r1c4 into region 1: 10 and 8 cells
	err := e.ApplyDraft()
	if err == nil || !strings.Contains(err.Error(), "region 1 has 10 cells") {
		t.Fatalf("an unbalanced layout: err = %v", err)
	}
	if !e.Puzzle().Regions().IsStandard() {
		t.Fatal("a refused layout was applied")
	}
	e.Paint(grid.CellAt(0, 2), 1) // r1c3 into region 2: nine each again
	if err := e.ApplyDraft(); err != nil {
		t.Fatalf("a balanced layout was refused: %v", err)
	}
	if l := e.Puzzle().Regions(); l.IsStandard() || l.Region(grid.CellAt(0, 3)) != 0 {
		t.Error("the painted layout was not applied")
	}
	if e.DraftPending() {
		t.Error("the draft is still pending after applying it")
	}
	e.Paint(5, 8)
	if !e.DiscardDraft() || e.DraftPending() {
		t.Error("DiscardDraft did not return the draft to the layout")
	}
}

func TestEditorHistoryIsBounded(t *testing.T) {
	e := NewEditor(grid.Puzzle{})
	for i := 0; i < maxHistory+50; i++ {
		e.SetDigit(grid.Cell(i%81), int8(1+i%2))
	}
	if len(e.undo) != maxHistory {
		t.Errorf("history holds %d edits, want %d", len(e.undo), maxHistory)
	}
}
