package puzzlefile

import (
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The writers of the text formats that have readers beside one puzzle
// a line, so that each reads back what it wrote: CSV (a header, the
// puzzle, its solution, its labels), nine-line grids and HoDoKu
// library lines. Like text, a grid or library file holds the solutions
// when there are some, else the puzzles. None has a place for a jigsaw
// puzzle's regions, so a jigsaw set is refused, not written without
// them.

// encodeTextFormat writes the entries of set (a whole set or one chunk
// of a stream; first says whether it is the first) in a text format.
func encodeTextFormat(w io.Writer, format Format, set *Set, solutions []grid.Grid, first bool) error {
	if !format.HoldsRegions() && set.isJigsaw() {
		return fmt.Errorf("a jigsaw set cannot be written as %s: it has no place for the regions (write text, .npy or .npz)", format)
	}
	switch format {
	case CSV:
		return encodeCSV(w, set, solutions, first)
	case Grid:
		return encodeGrids(w, set, solutions, first)
	case HoDoKu:
		return encodeHoDoKu(w, set, solutions)
	case PencilMarks:
		return encodePencilMarks(w, set, solutions, first)
	case Sukaku:
		return encodeSukaku(w, set, solutions)
	}
	return encodeText(w, set, solutions)
}

// appendCells appends a grid's 81 cells, '.' for an empty one (and for
// every cell of NoSolution()).
func appendCells(line []byte, g grid.Grid) []byte {
	for _, d := range g {
		if d >= 1 && d <= 9 {
			line = append(line, '0'+byte(d))
		} else {
			line = append(line, '.')
		}
	}
	return line
}

// encodeCSV writes "puzzle,solution" and the label columns: the
// solution column holds the solutions given, or when exporting the
// set's own reference solutions; a row with none has an empty field.
func encodeCSV(w io.Writer, set *Set, solutions []grid.Grid, first bool) error {
	refs := solutions
	if refs == nil && len(set.Solutions) == len(set.Entries) {
		refs = set.Solutions
	}
	labels := len(set.LabelNames) > 0 && len(set.Labels) == len(set.Entries)
	var line []byte
	if first {
		line = append(line, "puzzle"...)
		if refs != nil {
			line = append(line, ",solution"...)
		}
		if labels {
			for _, name := range set.LabelNames {
				line = appendCSVField(append(line, ','), name)
			}
		}
		line = append(line, '\n')
	}
	for i := range set.Entries {
		line = appendCells(line, set.Entries[i].Puzzle.Givens)
		if refs != nil {
			line = append(line, ',')
			sol := refs[i]
			if solutions != nil {
				sol = output(set, solutions, i)
			}
			if sol != (grid.Grid{}) {
				line = appendCells(line, sol)
			}
		}
		if labels {
			for k := range set.LabelNames {
				field := ""
				if k < len(set.Labels[i]) {
					field = set.Labels[i][k]
				}
				line = appendCSVField(append(line, ','), field)
			}
		}
		line = append(line, '\n')
		if len(line) >= 64<<10 {
			if _, err := w.Write(line); err != nil {
				return err
			}
			line = line[:0]
		}
	}
	_, err := w.Write(line)
	return err
}

// appendCSVField appends a field, quoted when it would not read back
// as itself unquoted.
func appendCSVField(line []byte, field string) []byte {
	if !strings.ContainsAny(field, ",;\t\"\r\n") && strings.TrimSpace(field) == field {
		return append(line, field...)
	}
	line = append(line, '"')
	line = append(line, strings.ReplaceAll(field, `"`, `""`)...)
	return append(line, '"')
}

// encodeGrids writes each grid as SimpleSudoku does: nine rows of
// "4..|...|8.5" with a rule of dashes between bands, and a blank line
// between puzzles.
func encodeGrids(w io.Writer, set *Set, solutions []grid.Grid, first bool) error {
	var b []byte
	for i := range set.Entries {
		if i > 0 || !first {
			b = append(b, '\n')
		}
		cells := appendCells(nil, output(set, solutions, i))
		for r := 0; r < 9; r++ {
			if r == 3 || r == 6 {
				b = append(b, "-----------\n"...)
			}
			row := cells[9*r : 9*r+9]
			b = append(b, row[0:3]...)
			b = append(b, '|')
			b = append(b, row[3:6]...)
			b = append(b, '|')
			b = append(b, row[6:9]...)
			b = append(b, '\n')
		}
		if len(b) >= 64<<10 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(b)
	return err
}

// encodeHoDoKu writes a library line a puzzle, ":0000:x:cells:::", the
// form HoDoKu gives a puzzle with no step, with the candidates its
// empty cells lack (when it was read with candidates) between the
// third and fourth colons.
func encodeHoDoKu(w io.Writer, set *Set, solutions []grid.Grid) error {
	var b []byte
	for i := range set.Entries {
		b = append(b, ":0000:x:"...)
		b = appendCells(b, output(set, solutions, i))
		b = append(b, ':')
		if solutions == nil {
			b = appendDeleted(b, set, i)
		}
		b = append(b, "::\n"...)
		if len(b) >= 64<<10 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(b)
	return err
}
