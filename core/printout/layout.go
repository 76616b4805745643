// Package printout lays puzzles out on printed pages and writes them as a
// vector PDF: each puzzle a grid with thin cell lines and thick region
// borders (a jigsaw's regions drawn from its layout), its givens as real
// text, a caption above it, and optionally the solutions on pages after
// the puzzles, smaller. It is pure Go (github.com/go-pdf/fpdf) and knows
// nothing of the window.
package printout

import (
	"fmt"
	"strings"
)

// Paper is a page size, in millimetres, portrait.
type Paper struct {
	Name          string // "a4" or "letter", as the -page flag spells it
	Width, Height float64
}

// Papers are the page sizes a booklet can be printed on.
var Papers = []Paper{
	{Name: "a4", Width: 210, Height: 297},
	{Name: "letter", Width: 215.9, Height: 279.4},
}

// PaperNamed returns the paper called name (any case), or an error
// listing the ones there are.
func PaperNamed(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	names := make([]string, len(Papers))
	for i, p := range Papers {
		names[i] = p.Name
	}
	return Paper{}, fmt.Errorf("unknown page size %q: want %s", name, strings.Join(names, " or "))
}

// PerPageChoices are the numbers of puzzles a page can hold.
var PerPageChoices = []int{1, 2, 4, 6}

// SolutionsPerPage is how many solutions a solution page holds, smaller
// than the puzzles: they are for checking, not solving.
const SolutionsPerPage = 12

// Margin is the page margin on every side, in millimetres: wide enough
// for any office printer's unprintable edge.
const Margin = 15.0

// captionHeight is the room above each grid for its caption, in mm.
const captionHeight = 8.0

// Box is where one grid is drawn on its page, in millimetres from the
// top left corner: its left and top edges and its side.
type Box struct {
	X, Y, Side float64
}

// Cell returns the box of the grid's cell at row and column (0–8).
func (b Box) Cell(row, col int) Box {
	s := b.Side / 9
	return Box{X: b.X + float64(col)*s, Y: b.Y + float64(row)*s, Side: s}
}

// columnsRows is how n grids a page are arranged: side by side in
// columns, then rows down the page.
func columnsRows(n int) (cols, rows int) {
	switch {
	case n <= 1:
		return 1, 1
	case n == 2:
		return 1, 2
	case n <= 4:
		return 2, 2
	case n <= 6:
		return 2, 3
	}
	return 3, (n + 2) / 3
}

// Slots returns the boxes of the n grids of one page of paper, in
// reading order: each grid as large as its share of the page allows,
// with room above it for its caption, centred in its share.
func Slots(paper Paper, n int) []Box {
	cols, rows := columnsRows(n)
	cellW := (paper.Width - 2*Margin) / float64(cols)
	cellH := (paper.Height - 2*Margin) / float64(rows)
	// A tenth of the share is the gap between neighbouring grids.
	side := min(cellW, cellH-captionHeight) * 0.9
	boxes := make([]Box, 0, n)
	for r := range rows {
		for c := range cols {
			if len(boxes) == n {
				return boxes
			}
			x := Margin + float64(c)*cellW + (cellW-side)/2
			y := Margin + float64(r)*cellH + captionHeight + (cellH-captionHeight-side)/2
			boxes = append(boxes, Box{X: x, Y: y, Side: side})
		}
	}
	return boxes
}
