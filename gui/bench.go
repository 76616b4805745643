package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/workbench"
)

// The workbench is the person's own tools on the board, in every mode:
// a filter that picks out cells by their candidates (the board draws
// it, gui/board/filter.go) and, in solve mode, the colour marks of the
// game (core/play). Its strips sit under the right panel; its keys
// (Alt+digit and friends) are menu shortcuts, listed in the palette.

// bench is the window's part of the workbench: the strips and the row
// that holds them.
type bench struct {
	filters *workbench.FilterStrip
	colours *workbench.ColourStrip
	content fyne.CanvasObject
	// brush is the colour (1–10) clicks on the board paint with, 0 when
	// the brush is down and clicks select and toggle notes as usual.
	brush int
	// swatchDark is the variant the swatches were last coloured for.
	swatchDark bool
	labels     []*canvas.Text // the strips' captions, recoloured with the theme
}

func newBench(s *Studio) *bench {
	b := &bench{filters: workbench.NewFilterStrip()}
	b.filters.OnFilter = func(f board.Filter) { s.input.guard(func() { s.setFilter(f) })() }
	pal := currentPalette()
	b.swatchDark = pal.Dark()
	b.colours = workbench.NewColourStrip(markColours(pal))
	b.colours.OnBrush = func(k int) { s.input.guard(func() { s.setBrush(k) })() }
	b.colours.OnClear = s.input.guard(s.clearCellColours)
	b.content = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, b.stripLabel("Filter"), nil, b.filters),
		container.NewBorder(nil, nil, b.stripLabel("Colour"), nil, b.colours))
	return b
}

// markColours lists the ten marking colours of a palette, for swatches.
func markColours(pal *board.Palette) []color.Color {
	out := make([]color.Color, board.NumMarkColours)
	for k := range out {
		out[k] = pal.MarkColour(k + 1)
	}
	return out
}

// update recolours the swatches and captions after a change of theme.
func (b *bench) update() {
	if pal := currentPalette(); pal.Dark() != b.swatchDark {
		b.swatchDark = pal.Dark()
		b.colours.SetColours(markColours(pal))
	}
	ink := theme.Color(theme.ColorNameForeground)
	for _, l := range b.labels {
		if l.Color != ink {
			l.Color = ink
			l.Refresh()
		}
	}
}

// stripLabel names a strip: a small caption, no taller than the chips.
func (b *bench) stripLabel(text string) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	t.TextSize = theme.CaptionTextSize()
	b.labels = append(b.labels, t)
	return container.NewPadded(container.NewCenter(t))
}

// setFilter shows f on the board and in the strip, and says what it picks.
func (s *Studio) setFilter(f board.Filter) {
	s.board.SetFilter(f)
	f = s.board.Filter()
	s.bench.filters.SetFilter(f)
	if f.Active() {
		m := s.board.Model()
		s.notify("Filter: %s (%d cells); Alt+0 turns it off", f, f.Picks(&m).Len())
	} else {
		s.notify("Filter off")
	}
	s.menus.refreshBench()
}

// toggleFilterDigit shows or hides the places of digit d, keeping a
// count filter.
func (s *Studio) toggleFilterDigit(d int8) {
	f := s.board.Filter()
	if f.Digit == d {
		f.Digit = 0
	} else {
		f.Digit = d
	}
	s.setFilter(f)
}

// toggleFilterCount picks out the cells with n candidates, or stops.
func (s *Studio) toggleFilterCount(n int8) {
	f := s.board.Filter()
	if f.Count == n {
		f.Count = 0
	} else {
		f.Count = n
	}
	s.setFilter(f)
}
