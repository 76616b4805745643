package puzzlefile

import (
	"io"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The writers of the formats that give candidates. A set written with
// solutions gives each solution's digits as single candidates; else
// each entry's given candidates, those it was read with or those its
// givens give.

// marksOf returns what entry i is written as.
func marksOf(set *Set, solutions []grid.Grid, i int) *Candidates {
	if solutions != nil {
		return CandidatesOf(output(set, solutions, i))
	}
	return set.candidatesAt(i, set.Entries[i].Puzzle.Givens)
}

// candidateText writes a cell's candidates as digits, '.' for none.
func candidateText(set uint16) string {
	if set == 0 {
		return "."
	}
	var b []byte
	for d := 0; d < 9; d++ {
		if set&(1<<d) != 0 {
			b = append(b, '1'+byte(d))
		}
	}
	return string(b)
}

// encodePencilMarks draws each puzzle's candidates as HoDoKu copies a
// grid: each column as wide as its longest list, boxes ruled with '.',
// ':', '\”, '-' and '+', a blank line between puzzles.
func encodePencilMarks(w io.Writer, set *Set, solutions []grid.Grid, first bool) error {
	var b strings.Builder
	for i := range set.Entries {
		if i > 0 || !first {
			b.WriteByte('\n')
		}
		m := marksOf(set, solutions, i)
		var texts [grid.NumCells]string
		var width [9]int
		for c := range m {
			texts[c] = candidateText(m[c])
			width[c%9] = max(width[c%9], len(texts[c]))
		}
		rule := func(edge, middle byte) {
			b.WriteByte(edge)
			for box := 0; box < 3; box++ {
				if box > 0 {
					b.WriteByte(middle)
				}
				n := 1
				for col := 3 * box; col < 3*box+3; col++ {
					n += width[col] + 1
				}
				b.WriteString(strings.Repeat("-", n))
			}
			b.WriteByte(edge)
			b.WriteByte('\n')
		}
		for r := 0; r < 9; r++ {
			switch r {
			case 0:
				rule('.', '.')
			case 3, 6:
				rule(':', '+')
			}
			for col := 0; col < 9; col++ {
				if col%3 == 0 {
					b.WriteString("| ")
				}
				t := texts[r*9+col]
				b.WriteString(t)
				b.WriteString(strings.Repeat(" ", width[col]-len(t)+1))
			}
			b.WriteString("|\n")
		}
		rule('\'', '\'')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// encodeSukaku writes a line of 729 characters a puzzle.
func encodeSukaku(w io.Writer, set *Set, solutions []grid.Grid) error {
	b := make([]byte, 0, 64<<10)
	for i := range set.Entries {
		for _, cell := range marksOf(set, solutions, i) {
			for d := 0; d < 9; d++ {
				if cell&(1<<d) != 0 {
					b = append(b, '1'+byte(d))
				} else {
					b = append(b, '.')
				}
			}
		}
		b = append(b, '\n')
		if len(b) >= 60<<10 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(b)
	return err
}

// appendDeleted appends the library line's deleted candidates of entry
// i: every candidate its empty cells lack, as digit-row-column triples.
func appendDeleted(b []byte, set *Set, i int) []byte {
	m := set.marksAt(i)
	if m == nil {
		return b
	}
	g := set.Entries[i].Puzzle.Givens
	first := true
	for c, cell := range m {
		if g[c] != 0 {
			continue
		}
		for d := 0; d < 9; d++ {
			if cell&(1<<d) == 0 {
				if !first {
					b = append(b, ' ')
				}
				first = false
				b = strconv.AppendInt(b, int64(d+1), 10)
				b = append(b, '1'+byte(c/9), '1'+byte(c%9))
			}
		}
	}
	return b
}
