package puzzlefile

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// array is one numpy array: its header and exactly the data bytes the
// header declares. name is its npz key, "" for an .npy file.
type array struct {
	name string
	h    *npy.Header
	data []byte
}

// label names the array in messages: "array puzzles" in an npz, "array"
// in an .npy file.
func (a *array) label() string {
	if a.name == "" {
		return "array"
	}
	return "array " + a.name
}

// grids is a view of n 9×9 grids inside an array: a plain (9,9),
// (N,9,9) or (N,81) array in C or Fortran order, or one (9,9) field of
// a structured array of records. Cell c of grid i starts at byte
// base + i*stride + cell[c] of data.
type grids struct {
	data   []byte
	elem   npy.Scalar
	n      int
	base   int
	stride int
	cell   [grid.NumCells]int
	packed bool // one byte a cell, cells in order: the fast path
	first  int  // index in the whole array of grid 0, for messages of a streamed chunk
}

// errNotGrids is the shape error the issue spells out.
func errNotGrids(shape []int) error {
	return fmt.Errorf("shape %s is not 9×9, N×9×9 or N×81", npy.ShapeText(shape))
}

// gridShape reports how many grids a plain array's shape holds and
// whether it is a grid shape at all, refusing negative and zero
// dimensions first. A 9×9 array is one grid.
func gridShape(shape []int) (n int, err error) {
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("shape %s has a negative dimension", npy.ShapeText(shape))
		}
	}
	for _, d := range shape {
		if d == 0 {
			return 0, fmt.Errorf("shape %s has a zero dimension: no grids", npy.ShapeText(shape))
		}
	}
	switch {
	case len(shape) == 2 && shape[0] == 9 && shape[1] == 9:
		return 1, nil
	case len(shape) == 3 && shape[1] == 9 && shape[2] == 9,
		len(shape) == 2 && shape[1] == grid.NumCells:
		return shape[0], nil
	}
	return 0, errNotGrids(shape)
}

// recordCount reports how many records a structured array's shape holds:
// (N,) or a single record ().
func recordCount(shape []int) (int, error) {
	switch {
	case len(shape) == 0:
		return 1, nil
	case len(shape) == 1 && shape[0] > 0:
		return shape[0], nil
	case len(shape) == 1 && shape[0] == 0:
		return 0, fmt.Errorf("shape %s has a zero dimension: no grids", npy.ShapeText(shape))
	case len(shape) == 1:
		return 0, fmt.Errorf("shape %s has a negative dimension", npy.ShapeText(shape))
	}
	return 0, fmt.Errorf("structured array has shape %s, want (N,)", npy.ShapeText(shape))
}

// checkShape checks a header before any data is read: the shape must be
// a grid shape (a record array with a 9×9 field for a structured dtype)
// and no larger than MaxPuzzles.
func checkShape(h *npy.Header, field string) (int, error) {
	var n int
	var err error
	if h.Dtype.Structured() {
		if n, err = recordCount(h.Shape); err != nil {
			return 0, err
		}
		if _, err = fieldOf(&h.Dtype, field); err != nil {
			return 0, err
		}
	} else if n, err = gridShape(h.Shape); err != nil {
		return 0, err
	}
	return n, nil
}

// checkLimit refuses a set larger than MaxPuzzles.
func checkLimit(h *npy.Header, n int) error {
	if n > MaxPuzzles {
		return fmt.Errorf("shape %s holds %d grids, over the limit of %d", h.ShapeText(), n, MaxPuzzles)
	}
	return nil
}

// fieldOf finds a structured dtype's 9×9 field.
func fieldOf(d *npy.Dtype, name string) (*npy.Field, error) {
	f := d.Field(name)
	if f == nil {
		names := make([]string, len(d.Fields))
		for i := range d.Fields {
			names[i] = fmt.Sprintf("%q", d.Fields[i].Name)
		}
		return nil, fmt.Errorf("structured dtype has no %q field (its fields: %s)", name, strings.Join(names, ", "))
	}
	s := f.Shape
	if !(len(s) == 2 && s[0] == 9 && s[1] == 9) && !(len(s) == 1 && s[0] == grid.NumCells) {
		return nil, fmt.Errorf("field %q has shape %s, want (9, 9)", name, npy.ShapeText(s))
	}
	return f, nil
}

// gridsOf makes the view of a plain array's grids; the header has been
// checked by checkShape and the data length by the loader.
func gridsOf(a *array) *grids {
	h := a.h
	n, _ := gridShape(h.Shape)
	size := h.Dtype.Size
	g := &grids{data: a.data, elem: h.Dtype.Scalar, n: n}
	if !h.Fortran {
		g.stride = grid.NumCells * size
		for c := range g.cell {
			g.cell[c] = c * size
		}
	} else {
		// Fortran order: the first index varies fastest. Element
		// (i, r, c) of (N,9,9) lies at i + N*r + 9N*c; (i, cell) of
		// (N,81) at i + N*cell; (r, c) of (9,9) at r + 9c.
		g.stride = size
		rows := n
		if len(h.Shape) == 2 && h.Shape[0] == 9 && h.Shape[1] == 9 {
			rows = 1
		}
		for c := range g.cell {
			r, col := c/9, c%9
			if len(h.Shape) == 2 && h.Shape[1] == grid.NumCells {
				g.cell[c] = rows * c * size
			} else {
				g.cell[c] = (rows*r + 9*rows*col) * size
			}
		}
	}
	g.packed = size == 1 && g.stride == grid.NumCells && g.cell[1] == 1
	return g
}

// fieldGrids makes the view of one 9×9 field of a structured array.
func fieldGrids(a *array, f *npy.Field) *grids {
	n, _ := recordCount(a.h.Shape)
	size := f.Type.Size
	g := &grids{data: a.data, elem: f.Type, n: n, base: f.Offset, stride: a.h.Dtype.ItemSize}
	for c := range g.cell {
		g.cell[c] = c * size
	}
	return g
}

// values decodes grid i into v. A value that is not a whole number (or
// is too large to be one exactly) is an error naming the cell; values
// out of any range stay in v for the caller to judge.
func (g *grids) values(i int, v *[grid.NumCells]int) error {
	at := g.base + i*g.stride
	size := g.elem.Size
	for c := range v {
		b := g.data[at+g.cell[c] : at+g.cell[c]+size]
		x, ok := g.elem.Int(b)
		if !ok {
			what := "is not a whole number"
			if g.elem.IsWhole(b) {
				what = "is too large"
			}
			return fmt.Errorf("%v: value %s %s", grid.Cell(c), g.elem.Text(b), what)
		}
		v[c] = int(x)
	}
	return nil
}

// packedGrid returns grid i as bytes when the view is packed.
func (g *grids) packedGrid(i int) []byte {
	at := g.base + i*grid.NumCells
	return g.data[at : at+grid.NumCells]
}
