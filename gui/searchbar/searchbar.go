// Package searchbar is the search bar under the solution path: the
// choice of search, buttons to the next guess and the next backtrack,
// the search strip and the counters; and the table of the searches
// compared. It is told what to show and tells what the person picks; it
// knows nothing of the window.
package searchbar

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
)

// Bar is the search bar.
type Bar struct {
	// Content is the whole bar, for the window to place.
	Content *fyne.Container
	// Column is the container that holds Content, set by the window; it
	// must lay out again when Content grows or shrinks (the strip shown
	// or hidden), since refreshing Content alone keeps its old height.
	Column *fyne.Container
	// Selector picks the search, by the labels New was given.
	Selector *widget.Select
	// Strip charts the search's depth against the step.
	Strip *searchstrip.Strip
	// Counters count the guesses and backtracks taken.
	Counters *widget.Label
	// NextGuess, NextBacktrack and Compare are the bar's buttons.
	NextGuess, NextBacktrack, Compare *widget.Button
	quiet                             bool // set while the bar sets the selector itself
}

// Callbacks are what the bar tells of the person's choices.
type Callbacks struct {
	Choose        func(choice int) // a search picked in the selector
	NextGuess     func()
	NextBacktrack func()
	Compare       func()
	GoTo          func(pos int) // a click on the strip
}

// State is what the bar shows.
type State struct {
	Choice   int    // the search chosen, an index into the labels
	Counters string // the counters' text
	Show     bool   // false: the bar steps aside (solve mode)
	// Data is the path's search for the strip, nil when it has none.
	Data    *searchstrip.Data
	Pos     int // the position shown
	Colours searchstrip.Colours
	// Which buttons have somewhere to go.
	NextGuess, NextBacktrack, Compare bool
}

// New returns the bar with choice picked among labels.
func New(labels []string, choice int, cb Callbacks) *Bar {
	b := &Bar{}
	b.Selector = widget.NewSelect(labels, func(label string) {
		if b.quiet {
			return
		}
		for i, l := range labels {
			if l == label {
				cb.Choose(i)
			}
		}
	})
	b.quiet = true
	b.Selector.SetSelectedIndex(choice)
	b.quiet = false
	b.NextGuess = widget.NewButtonWithIcon("Next guess", theme.NavigateNextIcon(), cb.NextGuess)
	b.NextBacktrack = widget.NewButtonWithIcon("Next backtrack", theme.NavigateNextIcon(), cb.NextBacktrack)
	b.Compare = widget.NewButton("Compare…", cb.Compare)
	b.Strip = searchstrip.New(cb.GoTo)
	b.Counters = widget.NewLabel("")
	b.Counters.SizeName = theme.SizeNameCaptionText
	// The counters wrap in a narrow window rather than end in an ellipsis.
	b.Counters.Wrapping = fyne.TextWrapWord

	// The controls wrap onto a second row in a narrow window.
	row := &widgets.WrapRow{OnRows: func() {
		if b.Column != nil {
			fyne.Do(func() {
				b.Content.Refresh()
				b.Column.Refresh()
			})
		}
	}}
	controls := container.New(row, container.NewHBox(widget.NewLabel("Search"), b.Selector),
		b.NextGuess, b.NextBacktrack, b.Compare)
	b.Content = container.NewVBox(widget.NewSeparator(), controls, b.Strip, b.Counters)
	return b
}

// Update shows st.
func (b *Bar) Update(st State) {
	if b.Selector.SelectedIndex() != st.Choice {
		b.quiet = true
		b.Selector.SetSelectedIndex(st.Choice)
		b.quiet = false
	}
	widgets.SetText(b.Counters, st.Counters)
	resized := widgets.SetVisible(b.Content, st.Show)
	if st.Data != nil {
		b.Strip.SetColours(st.Colours)
		b.Strip.Chart(st.Data, st.Pos)
	}
	if widgets.SetVisible(b.Strip, st.Data != nil) {
		b.Content.Refresh()
		resized = true
	}
	if resized && b.Column != nil {
		b.Column.Refresh()
	}
	widgets.SetEnabled(b.NextGuess, st.NextGuess)
	widgets.SetEnabled(b.NextBacktrack, st.NextBacktrack)
	widgets.SetEnabled(b.Compare, st.Compare)
}
