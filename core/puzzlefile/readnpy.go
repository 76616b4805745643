package puzzlefile

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Field names of the structured layout numpy users of jigsaw sudoku keep.
const (
	gridField    = "grid"
	regionsField = "group_grid"
)

// regionFields names the structured fields read as the region map, in
// order of preference: the layout's own name, and the name an npz
// archive gives its region array.
var regionFields = []string{regionsField, "regions"}

// structuredRegions returns the name of a structured dtype's region map
// field, or "" when it has none.
func structuredRegions(d *npy.Dtype) string {
	for _, name := range regionFields {
		if d.Field(name) != nil {
			return name
		}
	}
	return ""
}

// loadNPY checks an .npy file's header against its real length and
// returns the array. Nothing is allocated from the header's claims.
func loadNPY(data []byte) (*array, error) {
	h, err := npy.ParseHeader(data)
	if err != nil {
		return nil, err
	}
	n, err := checkShape(h, gridField)
	if err != nil {
		return nil, err
	}
	size, err := h.DataSize()
	if err != nil {
		return nil, err
	}
	avail := int64(len(data) - h.DataOffset)
	if size > avail {
		return nil, fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the %d-byte header, the file has %d",
			h.ShapeText(), dtypeText(h), size, h.DataOffset, avail)
	}
	if size < avail {
		return nil, fmt.Errorf("%d stray bytes after the data (byte %d on): shape %s of %s needs only %d bytes after the header",
			avail-size, int64(h.DataOffset)+size, h.ShapeText(), dtypeText(h), size)
	}
	if err := checkLimit(h, n); err != nil {
		return nil, err
	}
	return &array{h: h, data: data[h.DataOffset:]}, nil
}

// dtypeText names an array's element type for messages.
func dtypeText(h *npy.Header) string {
	if h.Dtype.Structured() {
		return fmt.Sprintf("%d-byte records", h.Dtype.ItemSize)
	}
	return h.Dtype.String()
}

func parseNPY(data []byte) (*Set, error) {
	a, err := loadNPY(data)
	if err != nil {
		return nil, err
	}
	if !a.h.Dtype.Structured() {
		return buildSet(gridsOf(a), nil, nil)
	}
	puzzles, regions, err := structuredViews(a)
	if err != nil {
		return nil, err
	}
	set, err := buildSet(puzzles, regions, nil)
	if set != nil {
		set.Structured = true
	}
	return set, err
}

// structuredViews returns the grid field of a structured array and its
// region map field when there is one.
func structuredViews(a *array) (puzzles, regions *grids, err error) {
	f, err := fieldOf(&a.h.Dtype, gridField)
	if err != nil {
		return nil, nil, err
	}
	puzzles = fieldGrids(a, f)
	if name := structuredRegions(&a.h.Dtype); name != "" {
		rf, err := fieldOf(&a.h.Dtype, name)
		if err != nil {
			return nil, nil, err
		}
		regions = fieldGrids(a, rf)
	}
	return puzzles, regions, nil
}

func solutionsNPY(data []byte) ([]grid.Grid, error) {
	a, err := loadNPY(data)
	if err != nil {
		return nil, err
	}
	if a.h.Dtype.Structured() {
		f, err := fieldOf(&a.h.Dtype, gridField)
		if err != nil {
			return nil, err
		}
		return solutionGrids(fieldGrids(a, f))
	}
	return solutionGrids(gridsOf(a))
}
