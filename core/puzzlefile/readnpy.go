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
// group_grid field when there is one.
func structuredViews(a *array) (puzzles, regions *grids, err error) {
	f, err := fieldOf(&a.h.Dtype, gridField)
	if err != nil {
		return nil, nil, err
	}
	puzzles = fieldGrids(a, f)
	if a.h.Dtype.Field(regionsField) != nil {
		rf, err := fieldOf(&a.h.Dtype, regionsField)
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
