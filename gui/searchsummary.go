package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/searchbar"
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
	view   *searchbar.Summary  // the table of the dialog last opened
}

// showSearchSummary opens the summary for the puzzle shown, counting in
// the background when its counts are not known yet.
func (s *Studio) showSearchSummary() {
	if s.model.Editor() == nil {
		return
	}
	sum := s.search.summary
	p := s.model.Editor().Puzzle()
	sum.view = searchbar.NewSummary()
	if s.invalid != nil {
		sum.counts, sum.puzzle = nil, p
		sum.view.Note.SetText("This puzzle breaks a rule: " + s.invalid.Error() + ". There is no search to count.")
	} else if sum.counts == nil || !model.SamePuzzle(sum.puzzle, p) {
		sum.puzzle, sum.counts = p, nil
		sum.gen++
		gen := sum.gen
		sum.view.Note.SetText("Counting… plain backtracking may take a few seconds.")
		s.background(func() func() {
			counts := []steps.SearchCount{steps.CountSearch(p, steps.Guided, 0)}
			counts = append(counts, steps.CompareSearch(p)...)
			return func() { s.summaryReady(gen, counts) }
		})
	}
	s.fillSummary()
	d := dialog.NewCustom("Searches compared", "Close", sum.view.Content, s.win)
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
	if sum := s.search.summary; sum.view != nil {
		sum.view.Show(sum.counts)
	}
}
