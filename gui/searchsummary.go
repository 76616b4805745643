package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// The side-by-side summary: how many nodes (guesses) and backtracks each
// algorithm needs on the open puzzle. Plain backtracking can need
// millions of nodes, more than a path could hold, so the counts come
// from core/steps.CountSearch, which runs the searches without
// recording them, in the background; plain stops at CountBudget.

// searchSummary is the summary dialog's state: the puzzle it counts, the
// counts once there, and the table that shows them.
type searchSummary struct {
	puzzle grid.Puzzle
	counts []steps.SearchCount // nil while counting
	gen    int                 // drops counts of a puzzle no longer open
	table  *fyne.Container     // the rows shown, header first
	note   *widget.Label
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

// summaryRow is the text of one row of counts.
func summaryRow(c steps.SearchCount) []string {
	nodes := thousands(c.Nodes)
	ended := c.Status.String()
	if c.Status == steps.Stopped {
		nodes = "≥ " + nodes
		ended = "stopped"
	}
	if c.Status == steps.Invalid {
		nodes = "—"
	}
	return []string{summaryName(c.Mode), nodes, thousands(c.Backtracks), thousands(c.Deepest), ended}
}

// showSearchSummary opens the summary for the puzzle shown, counting in
// the background when its counts are not known yet.
func (s *Studio) showSearchSummary() {
	if s.editor == nil {
		return
	}
	sum := s.search.summary
	p := s.editor.Puzzle()
	sum.table = container.NewVBox()
	sum.note = widget.NewLabel("")
	sum.note.Wrapping = fyne.TextWrapWord
	if s.invalid != nil {
		sum.counts, sum.puzzle = nil, p
		sum.note.SetText("This puzzle breaks a rule: " + s.invalid.Error() + ". There is no search to count.")
	} else if sum.counts == nil || !samePuzzle(sum.puzzle, p) {
		sum.puzzle, sum.counts = p, nil
		sum.gen++
		gen := sum.gen
		sum.note.SetText("Counting… plain backtracking may take a few seconds.")
		s.background(func() func() {
			counts := []steps.SearchCount{steps.CountSearch(p, steps.Guided, 0)}
			counts = append(counts, steps.CompareSearch(p)...)
			return func() { s.summaryReady(gen, counts) }
		})
	}
	s.fillSummary()
	content := container.NewVBox(sum.table, widget.NewSeparator(), sum.note)
	d := dialog.NewCustom("Searches compared", "Close", content, s.win)
	d.Resize(fyne.NewSize(720, 320))
	s.showDialog(d)
}

// summaryReady takes the counts of the puzzle the summary asked for.
func (s *Studio) summaryReady(gen int, counts []steps.SearchCount) {
	sum := s.search.summary
	if gen != sum.gen {
		return
	}
	sum.counts = counts
	s.fillSummary()
}

// fillSummary shows the counts known in the summary's table.
func (s *Studio) fillSummary() {
	sum := s.search.summary
	if sum.table == nil {
		return
	}
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
	for _, c := range sum.counts {
		rows = append(rows, row(summaryRow(c), false))
	}
	sum.table.Objects = rows
	sum.table.Refresh()
	if sum.counts != nil {
		sum.note.SetText("Nodes are guesses, each a branch the search tries. The full search is the exact solver's own, " +
			"from the givens; the guided path guesses only where logic runs out, and then the digit the solution has. " +
			"Plain backtracking stops at " + thousands(steps.CountBudget) + " nodes.")
	}
}
