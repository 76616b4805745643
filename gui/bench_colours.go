package gui

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// Colouring: the person paints cells and candidates of their game in
// five pairs of colours (core/play keeps the marks, with undo, redo and
// the progress file). A swatch of the colour strip, or Edit › Colour,
// picks the brush; with the brush up, a click paints a cell and a
// right-click a candidate, and painting with a mark's own colour takes
// it off. The keys paint the selected cell without the mouse.

// boardMarks converts the game's marks to the board's plain data.
func boardMarks(m play.Marks) board.Marks {
	var out board.Marks
	for c := range m.Cells {
		out.Cells[c] = int8(m.Cells[c])
		for i, k := range m.Candidates[c] {
			out.Candidates[c][i] = int8(k)
		}
	}
	return out
}

// colourReady reports whether the game can be painted, saying why not.
func (s *Studio) colourReady() bool {
	if s.solving() {
		return true
	}
	s.notify("Colours are part of your game: Solve Mode (Ctrl+2) shows and paints them")
	return false
}

// setBrush picks colour k (1–10) for clicks to paint with; 0 puts the
// brush down.
func (s *Studio) setBrush(k int) {
	if k < 0 || k > play.NumColours {
		k = 0
	}
	s.bench.brush = k
	s.bench.colours.SetBrush(k)
	if k == 0 {
		s.notify("Brush down: clicks select cells again")
	} else {
		s.notify("Brush %v: click a cell to paint it, right-click a candidate; Alt+C paints the selected cell", play.Colour(k))
	}
	s.menus.refreshBench()
}

// stepBrush picks the next (+1) or previous (−1) colour, round the ten.
func (s *Studio) stepBrush(dir int) {
	k := s.bench.brush
	if k == 0 {
		k = 1
		if dir < 0 {
			k = play.NumColours
		}
	} else {
		k = (k-1+dir+play.NumColours)%play.NumColours + 1
	}
	s.setBrush(k)
}

// brushColour is the colour the keys paint with: the brush, or 1a.
func (s *Studio) brushColour() play.Colour {
	if s.bench.brush == 0 {
		return 1
	}
	return play.Colour(s.bench.brush)
}

// colourCell paints cell c in the brush's colour, or takes that colour
// off when c has it already.
func (s *Studio) colourCell(c grid.Cell, k play.Colour) {
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if s.model.Game().Marks().Cells[c] == k {
		k = 0
	}
	if err := s.model.Game().PaintCell(c, k); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// colourCandidate paints candidate d of cell c, or takes the colour off.
func (s *Studio) colourCandidate(c grid.Cell, d int8, k play.Colour) {
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if s.model.Game().Digits()[c] != 0 {
		s.notify("%v holds a digit: a candidate is painted in an empty cell (Alt+C paints the cell)", c)
		return
	}
	if d >= 1 && d <= 9 && s.model.Game().Marks().Candidates[c][d-1] == k {
		k = 0
	}
	if err := s.model.Game().PaintCandidate(c, d, k); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// validCellOrSay reports whether c is a cell, and asks for one if not.
func validCellOrSay(s *Studio, c grid.Cell) bool {
	if c < 0 || c >= grid.NumCells {
		s.notify("Select a cell first (click it, or the arrow keys)")
		return false
	}
	return true
}

// brushTap paints the tapped cell when the brush is up, and reports
// whether it did (the tap then does nothing else).
func (s *Studio) brushTap(c grid.Cell) bool {
	if s.bench.brush == 0 || !s.solving() {
		return false
	}
	s.colourCell(c, play.Colour(s.bench.brush))
	return true
}

// brushCandidate paints the right-clicked candidate when the brush is
// up, and reports whether it did (the note then stays as it is).
func (s *Studio) brushCandidate(c grid.Cell, d int8) bool {
	if s.bench.brush == 0 || !s.solving() {
		return false
	}
	s.colourCandidate(c, d, play.Colour(s.bench.brush))
	return true
}

// clearCellColours takes every colour off the selected cell.
func (s *Studio) clearCellColours() {
	c := s.board.Selected()
	if !s.colourReady() || !validCellOrSay(s, c) {
		return
	}
	if err := s.model.Game().ClearColours(c); err != nil {
		s.notify("%v", err)
		return
	}
	s.gameMoved()
}

// clearAllColours takes every colour off the board (Undo brings them back).
func (s *Studio) clearAllColours() {
	if !s.colourReady() {
		return
	}
	if m := s.model.Game().Marks(); m.Empty() {
		s.notify("No colours to clear")
		return
	}
	s.model.Game().ClearAllColours()
	s.gameMoved()
	s.notify("Cleared every colour (Undo brings them back)")
}
