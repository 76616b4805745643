package board

import (
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// boardMargin is the space around the grid, as a fraction of a cell: room
// for the thick outer border and for the depth badge that stands on it.
const boardMargin = 0.32

// boardGeom places the grid inside an area of w×h units (pixels when
// painting, Fyne units when hit-testing): the largest square that fits,
// centred, with a margin around the grid.
type boardGeom struct {
	x0, y0 float64 // top-left corner of the grid
	side   float64 // the grid's side
}

func newBoardGeom(w, h float64) boardGeom {
	side := math.Max(0, math.Min(w, h))
	cell := side / (9 + 2*boardMargin)
	grid := 9 * cell
	return boardGeom{x0: (w - grid) / 2, y0: (h - grid) / 2, side: grid}
}

// cell returns the (average) side of a cell.
func (g boardGeom) cell() float64 { return g.side / 9 }

// cellAt returns the cell under the point (x, y), or -1 outside the grid.
func (g boardGeom) cellAt(x, y float64) grid.Cell {
	if g.side <= 0 {
		return -1
	}
	col := int(math.Floor((x - g.x0) / g.cell()))
	row := int(math.Floor((y - g.y0) / g.cell()))
	if row < 0 || row > 8 || col < 0 || col > 8 {
		return -1
	}
	return grid.CellAt(row, col)
}

// pixelGrid is boardGeom rounded to whole pixels, so that cell fills and
// lines fall on pixel boundaries and stay crisp.
type pixelGrid struct {
	xs, ys [10]int // the pixel positions of the 10 grid lines across and down
	cell   float64
}

func newPixelGrid(g boardGeom) pixelGrid {
	var p pixelGrid
	for i := range p.xs {
		p.xs[i] = int(math.Round(g.x0 + float64(i)*g.cell()))
		p.ys[i] = int(math.Round(g.y0 + float64(i)*g.cell()))
	}
	p.cell = g.cell()
	return p
}

// cellBox returns the pixel rectangle of a cell as x0, y0, x1, y1.
func (p *pixelGrid) cellBox(c grid.Cell) (x0, y0, x1, y1 int) {
	return p.xs[c.Col()], p.ys[c.Row()], p.xs[c.Col()+1], p.ys[c.Row()+1]
}

// centre returns the centre of a cell.
func (p *pixelGrid) centre(c grid.Cell) vec {
	x0, y0, x1, y1 := p.cellBox(c)
	return vec{float64(x0+x1) / 2, float64(y0+y1) / 2}
}

// candidateCentre returns where candidate d (1–9) sits in cell c: a 3×3
// layout, 1–3 on the top row, drawn slightly inside the cell's edges.
func (p *pixelGrid) candidateCentre(c grid.Cell, d int8) vec {
	x0, y0, x1, y1 := p.cellBox(c)
	const inset = 0.05
	w, h := float64(x1-x0), float64(y1-y0)
	i, j := float64((d-1)%3), float64((d-1)/3)
	return vec{
		float64(x0) + w*inset + w*(1-2*inset)*(i+0.5)/3,
		float64(y0) + h*inset + h*(1-2*inset)*(j+0.5)/3,
	}
}
