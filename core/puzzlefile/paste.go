package puzzlefile

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// MaxPasteSize is the most text ParsePasted takes: a clipboard holding
// more is no set of puzzles anyone copied by hand, and the window keeps
// what is pasted whole.
const MaxPasteSize = 64 << 20

// ParsePasted reads puzzles from pasted text, for the window's Edit ›
// Paste: one puzzle a line (81 characters), a CSV table with a header,
// nine-line grids with or without rules, HoDoKu library lines,
// pencil-mark grids or sukaku lines, whichever the text shows (see
// Parse); Set.Candidates holds the candidates the last three give. Errors name the line and, in
// the formats with columns, the column; the caller adds "clipboard".
// Like a file, the set may hold invalid entries beside good ones.
func ParsePasted(text string) (*Set, error) {
	if len(text) > MaxPasteSize {
		return nil, fmt.Errorf("the pasted text has %d bytes, over the limit of %s", len(text), sizeText(MaxPasteSize))
	}
	if len(text) == 0 {
		return nil, fmt.Errorf("nothing to paste: the clipboard holds no text")
	}
	return Parse("", []byte(text))
}

// CopyText writes one puzzle as text in a format, for the window's Edit
// › Copy and Copy As: Text gives its 81 characters, Grid nine rows,
// HoDoKu a library line, PencilMarks and Sukaku its candidates — marks
// when not nil (the person's notes, say), else those its givens give.
// HoDoKu lines carry marks as deleted candidates. A jigsaw puzzle is
// refused by the formats without regions.
func CopyText(format Format, p grid.Puzzle, marks *Candidates) (string, error) {
	if format == NPY || format == NPZ {
		return "", fmt.Errorf("%s is not a text format", format)
	}
	set := &Set{Entries: []Entry{{Puzzle: p}}}
	if marks != nil {
		set.Candidates = []*Candidates{marks}
	}
	var b strings.Builder
	if err := encodeTextFormat(&b, format, set, nil, true); err != nil {
		return "", err
	}
	return b.String(), nil
}
