package searchbar

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func TestSummaryRows(t *testing.T) {
	stopped := steps.SearchCount{Mode: steps.Plain, SearchCounts: steps.SearchCounts{Nodes: 10_000_000, Stopped: true}, Status: steps.Stopped}
	if got := SummaryRow(stopped); got[1] != "≥ 10,000,000" || got[4] != "stopped" || got[0] != "Plain backtracking" {
		t.Errorf("a stopped count reads %q", got)
	}
	test.NewTempApp(t)
	s := NewSummary()
	s.Show(nil)
	if len(s.Table.Objects) != 1 || s.Note.Text != "" {
		t.Fatalf("while counting: %d rows, note %q", len(s.Table.Objects), s.Note.Text)
	}
	s.Show([]steps.SearchCount{stopped})
	cells := s.Table.Objects[1].(*fyne.Container).Objects
	if len(s.Table.Objects) != 2 || cells[1].(*widget.Label).Text != "≥ 10,000,000" || !strings.Contains(s.Note.Text, "Nodes are guesses") {
		t.Errorf("with counts: %d rows, note %q", len(s.Table.Objects), s.Note.Text)
	}
}
