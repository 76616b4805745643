package searchbar

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Summary is the side-by-side table of how many nodes (guesses) and
// backtracks each search needs on one puzzle, with a note under it.
type Summary struct {
	// Table holds the rows shown, header first.
	Table *fyne.Container
	// Note says what the counts mean, or why there are none yet.
	Note *widget.Label
	// Content is the table and the note, for a dialog.
	Content fyne.CanvasObject
}

// NewSummary returns an empty table.
func NewSummary() *Summary {
	s := &Summary{Table: container.NewVBox(), Note: widget.NewLabel("")}
	s.Note.Wrapping = fyne.TextWrapWord
	s.Content = container.NewVBox(s.Table, widget.NewSeparator(), s.Note)
	return s
}

// summaryColumns heads the summary's columns.
var summaryColumns = []string{"Search", "Nodes", "Backtracks", "Deepest", "Ended"}

// summaryLayout sets the summary's columns: the search's name, three
// counts and how the search ended.
var summaryLayout = widgets.Columns{Widths: []float32{260, 110, 110, 80, 0}, Flex: 4}

// summaryName names a row's search.
func summaryName(m steps.SearchMode) string {
	switch m {
	case steps.Full:
		return "Full (exact solver, no logic)"
	case steps.MRV:
		return "MRV (AC-3 + fewest candidates)"
	case steps.Plain:
		return "Plain backtracking"
	}
	return "Guided path"
}

// SummaryRow is the text of one row of counts.
func SummaryRow(c steps.SearchCount) []string {
	nodes := words.Thousands(c.Nodes)
	ended := c.Status.String()
	if c.Status == steps.Stopped {
		nodes = "≥ " + nodes
		ended = "stopped"
	}
	if c.Status == steps.Invalid {
		nodes = "—"
	}
	return []string{summaryName(c.Mode), nodes, words.Thousands(c.Backtracks), words.Thousands(c.Deepest), ended}
}

// Show fills the table with counts, nil while they are being counted;
// with counts the note says what they mean.
func (s *Summary) Show(counts []steps.SearchCount) {
	row := func(texts []string, bold bool) fyne.CanvasObject {
		cells := make([]fyne.CanvasObject, len(texts))
		for i, text := range texts {
			align := fyne.TextAlignTrailing
			if i == 0 || i == len(texts)-1 {
				align = fyne.TextAlignLeading
			}
			cells[i] = widget.NewLabelWithStyle(text, align, fyne.TextStyle{Bold: bold})
		}
		return container.New(summaryLayout, cells...)
	}
	rows := []fyne.CanvasObject{row(summaryColumns, true)}
	for _, c := range counts {
		rows = append(rows, row(SummaryRow(c), false))
	}
	s.Table.Objects = rows
	s.Table.Refresh()
	if counts != nil {
		s.Note.SetText("Nodes are guesses, each a branch the search tries. The full search is the exact solver's own, " +
			"from the givens; the guided path guesses only where logic runs out, and then the digit the solution has. " +
			"Plain backtracking stops at " + words.Thousands(steps.CountBudget) + " nodes.")
	}
}
