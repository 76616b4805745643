package puzzlefile

import "fmt"

// MaxPasteSize is the most text ParsePasted takes: a clipboard holding
// more is no set of puzzles anyone copied by hand, and the window keeps
// what is pasted whole.
const MaxPasteSize = 64 << 20

// ParsePasted reads puzzles from pasted text, for the window's Edit ›
// Paste: one puzzle a line (81 characters), a CSV table with a header,
// nine-line grids with or without rules, or HoDoKu library lines,
// whichever the text shows (see Parse). Errors name the line and, in
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
