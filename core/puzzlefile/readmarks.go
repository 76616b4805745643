package puzzlefile

import (
	"bytes"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Two formats give a puzzle by its candidates. A pencil-mark grid is
// drawn as HoDoKu copies one: rows of nine candidate lists between
// spaces and '|' ("| 137  6  1347 | ..."), '.' for a cell with none,
// rules of '.', ':', '\'', '-' and '+' between bands. A sukaku line
// holds 729 characters, nine a cell in row order: place k of a cell is
// the digit k+1 when it is a candidate, '.' or '0' when not.

// readMarksRow reads a pencil-mark grid's row p.rows from a line.
func (p *gridParser) readMarksRow(number int, text []byte) {
	n := 0
	for i := 0; i < len(text); {
		ch := text[i]
		if ch == ' ' || ch == '\t' || ch == '|' {
			i++
			continue
		}
		start := i
		for i < len(text) && text[i] != ' ' && text[i] != '\t' && text[i] != '|' {
			i++
		}
		if n == 9 {
			p.spoil(posError(number, start+1, fmt.Errorf("row %d: more than 9 cells", p.rows+1)))
			return
		}
		set, err := candidateList(number, text[start:i], start)
		if err != nil {
			p.spoil(err)
			return
		}
		p.m[p.rows*9+n] = set
		n++
	}
	if n < 9 {
		p.spoil(posError(number, len(text)+1, fmt.Errorf("row %d has %d cells, want 9", p.rows+1, n)))
	}
}

// candidateList reads one cell's candidates, the token at column
// start+1: digits 1–9, each once, or '.' for none.
func candidateList(number int, token []byte, start int) (uint16, error) {
	if len(token) == 1 && token[0] == '.' {
		return 0, nil
	}
	var set uint16
	for k, ch := range token {
		if ch < '1' || ch > '9' {
			return 0, posError(number, start+k+1, fmt.Errorf("unexpected character %s in a candidate list (want digits 1–9, or '.' for none)", quoteByte(token, k)))
		}
		bit := uint16(1) << (ch - '1')
		if set&bit != 0 {
			return 0, posError(number, start+k+1, fmt.Errorf("candidate %c twice in one cell", ch))
		}
		set |= bit
	}
	return set, nil
}

// sukakuParser reads lines of 729 characters.
type sukakuParser struct {
	*records
}

func (p *sukakuParser) line(l textLine, long int64) error {
	if long > 0 {
		return p.addBad(l.number, posError(l.number, 1, fmt.Errorf("the line has %d bytes: no sukaku line is that long", long)))
	}
	text := l.text
	if i := bytes.IndexByte(text, '#'); i >= 0 {
		text = bytes.TrimRight(text[:i], " \t")
	}
	lead := len(text) - len(bytes.TrimLeft(text, " \t"))
	if lead == len(text) {
		return nil // a comment line
	}
	m, err := sukakuLine(l.number, text[lead:], lead)
	if err != nil {
		return p.addBad(l.number, err)
	}
	return p.addMarks(l.number, m)
}

func (p *sukakuParser) end() error { return nil }

// sukakuCells is the length of a sukaku line.
const sukakuCells = 9 * grid.NumCells

// sukakuLine reads the candidates of a line that starts at column lead+1.
func sukakuLine(number int, text []byte, lead int) (*Candidates, error) {
	if len(text) != sukakuCells {
		return nil, posError(number, lead+1, fmt.Errorf("%d characters, want 729 (nine a cell)", len(text)))
	}
	var m Candidates
	for i, ch := range text {
		k := i % 9
		switch {
		case ch == '.' || ch == '0':
		case ch == '1'+byte(k):
			m[i/9] |= 1 << k
		default:
			return nil, posError(number, lead+i+1, fmt.Errorf("%v: %s in the place of candidate %d (want %d, or '.' or '0' when it is not one)", grid.Cell(i/9), quoteByte(text, i), k+1, k+1))
		}
	}
	return &m, nil
}
