package play

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Colour is one of the person's marking colours, for working out
// colouring and chains by hand: 1–10 in five pairs, 1 and 2 the first
// pair, 3 and 4 the second and so on; the two colours of a pair stand
// for the two sides of one chain. 0 is no colour.
type Colour int8

// NumColours is how many colours there are: five pairs.
const NumColours = 10

// Pair returns the colour's pair, 1–5, and its side, 0 or 1.
func (c Colour) Pair() (pair int, side int) { return (int(c) + 1) / 2, (int(c) + 1) % 2 }

// Partner returns the other colour of c's pair.
func (c Colour) Partner() Colour {
	if c%2 == 1 {
		return c + 1
	}
	return c - 1
}

// String names the colour as the window does: "1a", "1b" … "5b".
func (c Colour) String() string {
	if c < 1 || c > NumColours {
		return "none"
	}
	p, side := c.Pair()
	return fmt.Sprintf("%d%c", p, 'a'+side)
}

// Marks are the colours the person has painted: on whole cells, and on
// single candidates (index d−1 for digit d). A candidate keeps its
// colour whether or not it is noted, so that taking a note away and
// back keeps the work.
type Marks struct {
	Cells      [grid.NumCells]Colour
	Candidates [grid.NumCells][9]Colour
}

// Empty reports whether nothing is painted.
func (m *Marks) Empty() bool { return *m == Marks{} }

// Marks returns the colours painted in the current position.
func (g *Game) Marks() Marks { return g.pos.marks }

// checkColour returns an error unless col is 0–10.
func checkColour(col Colour) error {
	if col < 0 || col > NumColours {
		return fmt.Errorf("colour %d: %w (want 0–%d)", col, ErrOutOfRange, NumColours)
	}
	return nil
}

// PaintCell gives cell c the colour col (0 takes its colour away), as
// one undoable move. Any cell can be painted, a given's too.
func (g *Game) PaintCell(c grid.Cell, col Colour) error {
	if !inRange(c) {
		return fmt.Errorf("cell %d: %w (want 0–80)", int(c), ErrOutOfRange)
	}
	if err := checkColour(col); err != nil {
		return err
	}
	next := g.pos
	next.marks.Cells[c] = col
	g.commit(next)
	return nil
}

// PaintCandidate gives candidate d of cell c the colour col (0 takes it
// away), as one undoable move.
func (g *Game) PaintCandidate(c grid.Cell, d int8, col Colour) error {
	if !inRange(c) {
		return fmt.Errorf("cell %d: %w (want 0–80)", int(c), ErrOutOfRange)
	}
	if err := checkDigit(d); err != nil {
		return err
	}
	if err := checkColour(col); err != nil {
		return err
	}
	next := g.pos
	next.marks.Candidates[c][d-1] = col
	g.commit(next)
	return nil
}

// ClearColours takes every colour off cell c: the cell's and its
// candidates', as one move.
func (g *Game) ClearColours(c grid.Cell) error {
	if !inRange(c) {
		return fmt.Errorf("cell %d: %w (want 0–80)", int(c), ErrOutOfRange)
	}
	next := g.pos
	next.marks.Cells[c] = 0
	next.marks.Candidates[c] = [9]Colour{}
	g.commit(next)
	return nil
}

// ClearColour takes colour col off every cell and candidate, as one
// move: the person drops one chain's colour and keeps the others.
func (g *Game) ClearColour(col Colour) error {
	if err := checkColour(col); err != nil {
		return err
	}
	next := g.pos
	for c := range next.marks.Cells {
		if next.marks.Cells[c] == col {
			next.marks.Cells[c] = 0
		}
		for i := range next.marks.Candidates[c] {
			if next.marks.Candidates[c][i] == col {
				next.marks.Candidates[c][i] = 0
			}
		}
	}
	g.commit(next)
	return nil
}

// ClearAllColours takes every colour off the board, as one move.
func (g *Game) ClearAllColours() {
	next := g.pos
	next.marks = Marks{}
	g.commit(next)
}

// ColourMasks is how marks are saved: for each colour (index col−1) and
// each cell, a mask with bit d−1 set when candidate d has that colour
// and bit 9 set when the cell itself has it. It keeps the saved form
// plain numbers, as the notes are.
type ColourMasks [NumColours][grid.NumCells]uint16

// CellBit is the bit of a colour mask that stands for the cell itself.
const CellBit uint16 = 1 << 9

// Masks returns the marks in their saved form.
func (m *Marks) Masks() ColourMasks {
	var out ColourMasks
	for c := range m.Cells {
		if col := m.Cells[c]; col >= 1 && col <= NumColours {
			out[col-1][c] |= CellBit
		}
		for i, col := range m.Candidates[c] {
			if col >= 1 && col <= NumColours {
				out[col-1][c] |= 1 << i
			}
		}
	}
	return out
}

// MarksFromMasks reads marks in their saved form. It refuses a mask with
// bits beyond bit 9, and a cell or candidate given two colours, naming
// the cell.
func MarksFromMasks(ms *ColourMasks) (Marks, error) {
	var m Marks
	for k := range ms {
		col := Colour(k + 1)
		for c, bits := range ms[k] {
			cell := grid.Cell(c)
			if bits>>10 != 0 {
				return Marks{}, fmt.Errorf("%v: colour %v mask %#x holds bits beyond bit 9: %w", cell, col, bits, ErrOutOfRange)
			}
			if bits&CellBit != 0 {
				if was := m.Cells[c]; was != 0 {
					return Marks{}, fmt.Errorf("%v has two colours, %v and %v", cell, was, col)
				}
				m.Cells[c] = col
			}
			for i := range 9 {
				if bits>>i&1 == 0 {
					continue
				}
				if was := m.Candidates[c][i]; was != 0 {
					return Marks{}, fmt.Errorf("%v: candidate %d has two colours, %v and %v", cell, i+1, was, col)
				}
				m.Candidates[c][i] = col
			}
		}
	}
	return m, nil
}
