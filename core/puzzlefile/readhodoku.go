package puzzlefile

import (
	"bytes"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A HoDoKu library line holds one puzzle in fields between colons:
//
//	:0000:x:4.....8.5.3....:213 381::
//
// the step type (0000 for a puzzle on its own), the step's candidates
// ("x" for none), the 81 cells (digits, '.' or '0' empty, '+' before a
// digit placed by the solver rather than given), the candidates already
// deleted as digit-row-column triples, and the step's eliminations and
// extra fields. The givens are the puzzle; placed digits are progress
// and are left out, and the deleted candidates are checked and, as the
// model holds givens only, not kept. A '#' line is a comment.

// hodokuParser reads HoDoKu library lines.
type hodokuParser struct {
	*records
}

func (p *hodokuParser) line(l textLine, long int64) error {
	if long > 0 {
		return p.addBad(l.number, posError(l.number, 1, fmt.Errorf("the line has %d bytes: no library line is that long", long)))
	}
	text := l.text
	if t := bytes.TrimLeft(text, " \t"); t[0] == '#' {
		return nil
	}
	g, m, err := hodokuLine(l.number, text)
	switch {
	case err != nil:
		return p.addBad(l.number, err)
	case m != nil:
		return p.addMarks(l.number, m)
	}
	return p.add(l.number, g)
}

func (p *hodokuParser) end() error { return nil }

// hodokuLine reads the givens of one library line, and its candidates
// when it deletes some (else m is nil).
func hodokuLine(number int, text []byte) (g grid.Grid, m *Candidates, err error) {
	lead := len(text) - len(bytes.TrimLeft(text, " \t"))
	if lead >= len(text) || text[lead] != ':' {
		return g, nil, posError(number, lead+1, fmt.Errorf("a library line starts with ':'"))
	}
	// The field starts: after the first colon, the type, the candidates.
	starts := []int{lead + 1}
	for i := lead + 1; i < len(text) && len(starts) < 5; i++ {
		if text[i] == ':' {
			starts = append(starts, i+1)
		}
	}
	if len(starts) < 3 {
		return g, nil, posError(number, len(text)+1, fmt.Errorf("the line ends before its cells: want \":type:candidates:cells:\""))
	}
	cells := fieldAt(text, starts[2])
	n := 0
	for i := 0; i < len(cells); i++ {
		ch := cells[i]
		col := starts[2] + i + 1
		placed := ch == '+'
		if placed {
			if i+1 == len(cells) || cells[i+1] < '1' || cells[i+1] > '9' {
				return g, nil, posError(number, col, fmt.Errorf("'+' is not followed by a digit 1–9"))
			}
			i++
			ch = cells[i]
		}
		v := cellValues[ch]
		switch {
		case v&0x80 != 0:
			return g, nil, posError(number, col, fmt.Errorf("cells: unexpected character %s (want digits, '.' or '0' for an empty cell, '+' before a placed digit)", quoteByte(cells, i)))
		case n == grid.NumCells:
			return g, nil, posError(number, col, fmt.Errorf("cells: more than 81"))
		}
		if !placed {
			g[n] = int8(v)
		}
		n++
	}
	if n < grid.NumCells {
		return g, nil, posError(number, starts[2]+len(cells)+1, fmt.Errorf("cells: %d of 81", n))
	}
	if len(starts) > 3 {
		end := len(text)
		if len(starts) > 4 {
			end = starts[4] - 1
		}
		m, err = deleted(number, text[:end], starts[3], g)
	}
	return g, m, err
}

// fieldAt returns the field of text that starts at i, up to the next ':'.
func fieldAt(text []byte, i int) []byte {
	f := text[i:]
	if j := bytes.IndexByte(f, ':'); j >= 0 {
		f = f[:j]
	}
	return f
}

// deleted reads the deleted candidates in text[from:]: triples of
// digits 1–9 (candidate, row, column) between spaces, each on a cell
// that is not given. m is nil when there are none.
func deleted(number int, text []byte, from int, g grid.Grid) (*Candidates, error) {
	field := text[from:]
	var m *Candidates
	for i := 0; i < len(field); {
		if field[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(field) && field[j] != ' ' {
			j++
		}
		tok := field[i:j]
		ok := len(tok) == 3
		for _, ch := range tok {
			ok = ok && ch >= '1' && ch <= '9'
		}
		if !ok {
			return nil, posError(number, from+i+1, fmt.Errorf("deleted candidate %q: want digit, row and column, each 1–9", truncated(tok)))
		}
		c := grid.CellAt(int(tok[1]-'1'), int(tok[2]-'1'))
		if g[c] != 0 {
			return nil, posError(number, from+i+1, fmt.Errorf("deleted candidate %s: %v is a given", tok, c))
		}
		if m == nil {
			m = CandidatesOf(g)
		}
		m[c] &^= 1 << (tok[0] - '1')
		i = j
	}
	return m, nil
}
