// Package clipio decides what the window's Edit › Paste does with the
// text on the clipboard, and writes the texts Edit › Copy and Copy As
// put there. It knows nothing of the clipboard or the window: the
// window hands it text and a puzzle, and takes text and a plan back.
package clipio

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Action is what a paste does with the puzzles it read.
type Action int8

// The actions of a paste.
const (
	// Replace: one puzzle, pasted while the puzzle shown is edited,
	// replaces it (as one undoable edit).
	Replace Action = iota
	// Add: one puzzle, pasted in any other mode, joins the set at its end.
	Add
	// NewSet: several puzzles open as a new set.
	NewSet
)

// Paste is what pasted text holds and what to do with it.
type Paste struct {
	Action Action
	// Set holds the puzzles read, with their given candidates in their
	// Puzzles (Set.GiveCandidates) and, from a CSV, the solutions and labels.
	Set *puzzlefile.Set
	// Format is the format the text was read as.
	Format puzzlefile.Format
}

// FormatName names the format the text was read as, for a notice:
// "nine-line grids".
func (p Paste) FormatName() string {
	name := p.Format.String()
	if i := strings.Index(name, " ("); i > 0 {
		name = name[:i]
	}
	return name
}

// Puzzle returns the first puzzle pasted.
func (p Paste) Puzzle() grid.Puzzle { return p.Set.Entries[0].Puzzle }

// Read reads pasted text in any format a file may have (one puzzle a
// line, CSV, nine-line grids, HoDoKu lines, pencil-mark grids, sukaku
// lines) and says what pasting it does: editing says the person is
// editing the puzzle shown. A lone puzzle that is invalid is refused
// with its reason; among several, invalid ones open beside the others
// as they do from a file. Errors start with "clipboard".
func Read(text string, editing bool) (Paste, error) {
	set, err := puzzlefile.ParsePasted(text)
	if err != nil {
		return Paste{}, fmt.Errorf("clipboard: %w", err)
	}
	switch n := len(set.Entries); {
	case n == 0:
		return Paste{}, fmt.Errorf("clipboard: the text holds no puzzle")
	case n == 1 && set.Entries[0].Err != nil:
		return Paste{}, fmt.Errorf("clipboard: %w", set.Entries[0].Err)
	}
	set.GiveCandidates()
	p := Paste{Set: set, Format: set.Format, Action: NewSet}
	if len(set.Entries) == 1 {
		p.Action = Add
		if editing {
			p.Action = Replace
		}
	}
	return p, nil
}

// Kind is a text Copy or Copy As writes.
type Kind int8

// The kinds of copied text.
const (
	Digits      Kind = iota // 81 characters, '.' for empty cells (and a jigsaw's region letters)
	NineLines               // nine rows of nine, ruled in boxes
	PencilMarks             // a drawn grid of each cell's candidates
	Library                 // a HoDoKu library line
)

// CopyAs lists the Copy As choices in menu order, with their names.
var CopyAs = []struct {
	Kind       Kind
	Name, Noun string // the menu's name, and the text's in a sentence
}{
	{NineLines, "Nine-Line Grid", "a nine-line grid"},
	{PencilMarks, "Pencil-Mark Grid", "a pencil-mark grid"},
	{Library, "HoDoKu Library Line", "a HoDoKu library line"},
}

// format is the file format a kind writes.
func (k Kind) format() puzzlefile.Format {
	switch k {
	case NineLines:
		return puzzlefile.Grid
	case PencilMarks:
		return puzzlefile.PencilMarks
	case Library:
		return puzzlefile.HoDoKu
	}
	return puzzlefile.Text
}

// Text writes puzzle p as a kind of text. marks are the candidates a
// pencil-mark grid shows (the person's notes, say), nil for the
// puzzle's own; a library line carries the puzzle's given candidates.
// A jigsaw puzzle is refused by the kinds without regions.
func Text(k Kind, p grid.Puzzle, marks *puzzlefile.Candidates) (string, error) {
	if k != PencilMarks || marks == nil {
		marks = (*puzzlefile.Candidates)(p.Candidates)
	}
	s, err := puzzlefile.CopyText(k.format(), p, marks)
	if err != nil {
		return "", err
	}
	if k == Digits || k == Library {
		s = strings.TrimRight(s, "\n") // one line, to paste anywhere
	}
	return s, nil
}

// Marks writes a position as candidates for a pencil-mark grid: a digit
// as its one candidate, an empty cell's candidates as they are, and an
// empty cell without any (no notes yet) as all its puzzle allows.
func Marks(p grid.Puzzle, digits grid.Grid, cands *[grid.NumCells]steps.Digits) *puzzlefile.Candidates {
	var m puzzlefile.Candidates
	for c, d := range digits {
		switch {
		case d >= 1 && d <= 9:
			m[c] = 1 << (d - 1)
		case cands[c]&steps.AllDigits != 0:
			m[c] = uint16(cands[c]&steps.AllDigits) >> 1
		default:
			m[c] = p.CandidatesAt(c)
		}
	}
	return &m
}
