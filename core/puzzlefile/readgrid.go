package puzzlefile

import (
	"bytes"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A grid file draws each puzzle as nine rows of nine cells, as
// SimpleSudoku's .ss files and most forum posts do: digits, '.' or '0'
// for an empty cell, with or without spaces and '|' between cells,
// rules of '-', '+', '*' and the like between boxes, and blank lines
// between puzzles. A '#' starts a comment. Every nine rows make a
// puzzle; a row that cannot be read still counts as one of its nine,
// so that one bad row spoils one puzzle, not every one after it.

// gridParser reads the rows of grid files into puzzles.
type gridParser struct {
	*records
	rows  int       // rows of the current puzzle read so far
	start int       // the line of its first row
	last  int       // the line of its last row
	g     grid.Grid // its cells so far
	fault error     // its first fault, naming line and column
	// pencil reads rows of candidate lists (a pencil-mark grid) into m.
	pencil bool
	m      Candidates
}

func (p *gridParser) line(l textLine, long int64) error {
	text := l.text
	if i := bytes.IndexByte(text, '#'); i >= 0 {
		text = bytes.TrimRight(text[:i], " \t")
	}
	if long == 0 && (len(text) == 0 || isRule(text)) {
		return nil
	}
	if p.rows == 0 {
		p.start, p.g, p.m, p.fault = l.number, grid.Grid{}, Candidates{}, nil
	}
	p.last = l.number
	if long > 0 {
		p.spoil(posError(l.number, 1, fmt.Errorf("the line has %d bytes: no grid row is that long", long)))
	} else if p.pencil {
		p.readMarksRow(l.number, text)
	} else {
		p.readRow(l.number, text)
	}
	p.rows++
	if p.rows < 9 {
		return nil
	}
	p.rows = 0
	switch {
	case p.fault != nil:
		return p.addBad(p.start, p.fault)
	case p.pencil:
		m := p.m
		return p.addMarks(p.start, &m)
	}
	return p.add(p.start, p.g)
}

// spoil keeps the first fault of the current puzzle.
func (p *gridParser) spoil(err error) {
	if p.fault == nil {
		p.fault = err
	}
}

// readRow reads row p.rows of the current puzzle from a line.
func (p *gridParser) readRow(number int, text []byte) {
	n := 0
	for i, ch := range text {
		v := cellValues[ch]
		switch {
		case ch == ' ' || ch == '\t' || ch == '|':
			continue
		case v&0x80 != 0:
			p.spoil(posError(number, i+1, fmt.Errorf("row %d: unexpected character %s (want digits, '.' or '0' for an empty cell, spaces and '|')", p.rows+1, quoteByte(text, i))))
			return
		case n == 9:
			p.spoil(posError(number, i+1, fmt.Errorf("row %d: more than 9 cells", p.rows+1)))
			return
		}
		p.g[p.rows*9+n] = int8(v)
		n++
	}
	if n < 9 {
		p.spoil(posError(number, len(text)+1, fmt.Errorf("row %d has %d cells, want 9", p.rows+1, n)))
	}
}

// quoteByte quotes the character at text[i], decoding UTF-8.
func quoteByte(text []byte, i int) string {
	r := []rune(string(text[i:min(len(text), i+4)]))
	if len(r) == 0 {
		return "''"
	}
	return fmt.Sprintf("%q", r[0])
}

func (p *gridParser) end() error {
	if p.rows == 0 {
		return nil
	}
	rows := p.rows
	p.rows = 0
	p.spoil(posError(p.last, 1, fmt.Errorf("the grid that starts at line %d ends after %d of its 9 rows", p.start, rows)))
	return p.addBad(p.start, p.fault)
}
