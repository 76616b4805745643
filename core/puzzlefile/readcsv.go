package puzzlefile

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// A CSV file holds a puzzle a row under a header line that names its
// columns: the puzzle column by one of puzzleColumns, the reference
// solution, when there is one, by one of solutionColumns; every other
// column is kept as a label (a "difficulty", an "id"). Fields are
// separated by commas, tabs or semicolons, whichever splits the header
// into a known puzzle column, and may be quoted ("..."; "" is a quote
// inside). A quoted field does not run across lines: no puzzle field
// needs one, and it keeps a row a line, so that errors name it.

// puzzleColumns and solutionColumns are the header names (any case)
// that the public sudoku data sets and the programs that write them use.
var (
	puzzleColumns   = []string{"quizzes", "quiz", "puzzle", "puzzles", "question", "questions", "sudoku", "sudokus", "problem", "givens", "clues81"}
	solutionColumns = []string{"solutions", "solution", "answer", "answers", "solved"}
)

// csvDelimiters are the separators tried, in order.
const csvDelimiters = ",\t;"

var errNotCSV = errors.New("not a CSV header")

// csvField is one field of a row: its text (unquoted) and the column,
// 1-based, of its text's first byte (after the quote of a quoted one),
// so that a cell's column is col plus its index.
type csvField struct {
	text []byte
	col  int
}

// csvFields splits a line at delim into fields, appending them to
// into. Space around an unquoted field is dropped. A quote opened and
// not closed, or text after a closing quote, is an error naming the
// column.
func csvFields(number int, line []byte, delim byte, into []csvField) ([]csvField, error) {
	fs := into
	i := 0
	for {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') && line[i] != delim {
			i++
		}
		start := i
		if i < len(line) && line[i] == '"' {
			text, end, err := quotedField(number, line, i, delim)
			if err != nil {
				return fs, err
			}
			fs = append(fs, csvField{text: text, col: start + 2}) // the column after the quote
			i = end
		} else {
			j := bytes.IndexByte(line[i:], delim)
			end := len(line)
			if j >= 0 {
				end = i + j
			}
			fs = append(fs, csvField{text: bytes.TrimRight(line[i:end], " \t"), col: start + 1})
			i = end
		}
		if i >= len(line) {
			return fs, nil
		}
		i++ // the delimiter
	}
}

// quotedField reads the quoted field that starts at line[open]; end is
// the index of the delimiter after it, or len(line).
func quotedField(number int, line []byte, open int, delim byte) (text []byte, end int, err error) {
	var unescaped []byte // only when the field holds a doubled quote
	i := open + 1
	for {
		j := bytes.IndexByte(line[i:], '"')
		if j < 0 {
			return nil, 0, posError(number, open+1, fmt.Errorf("the quote opened here is not closed on its line"))
		}
		if i+j+1 < len(line) && line[i+j+1] == '"' {
			unescaped = append(unescaped, line[i:i+j+1]...)
			i += j + 2
			continue
		}
		if unescaped != nil {
			text = append(unescaped, line[i:i+j]...)
		} else {
			text = line[i : i+j]
		}
		end = i + j + 1
		for end < len(line) && (line[end] == ' ' || line[end] == '\t') && line[end] != delim {
			end++
		}
		if end < len(line) && line[end] != delim {
			return nil, 0, posError(number, end+1, fmt.Errorf("text after the closing quote of the field at column %d", open+1))
		}
		return text, end, nil
	}
}

// columnKind says whether a header name names the puzzle column (1),
// the solution column (2) or neither (0).
func columnKind(name []byte) int {
	n := strings.ToLower(string(bytes.TrimSpace(name)))
	for _, p := range puzzleColumns {
		if n == p {
			return 1
		}
	}
	for _, s := range solutionColumns {
		if n == s {
			return 2
		}
	}
	return 0
}

// csvDelimiter finds the separator that splits a header line into a
// puzzle column; errNotCSV when none does, and an error when two split
// it differently, each into a puzzle column.
func csvDelimiter(header []byte) (byte, error) {
	var found []byte
	var widths []int
	for _, d := range []byte(csvDelimiters) {
		fs, err := csvFields(1, header, d, nil)
		if err != nil {
			continue
		}
		for _, f := range fs {
			if columnKind(f.text) == 1 {
				found = append(found, d)
				widths = append(widths, len(fs))
				break
			}
		}
	}
	switch {
	case len(found) == 0:
		return 0, errNotCSV
	case widths[0] == 1:
		return ',', nil // no separator at all: a table of one column
	case len(found) > 1:
		names := map[byte]string{',': "commas", '\t': "tabs", ';': "semicolons"}
		return 0, fmt.Errorf("the header names a puzzle column whether its fields are separated by %s or %s: the file is ambiguous", names[found[0]], names[found[1]])
	}
	return found[0], nil
}

// csvParser reads a CSV file's header, then a puzzle a row.
type csvParser struct {
	*records
	header   bool // read
	delim    byte
	width    int // fields in the header
	puzzle   int
	solution int   // -1 when there is none
	labels   []int // the other columns
	names    []string
	fields   []csvField
}

func (p *csvParser) line(l textLine, long int64) error {
	if !p.header {
		if t := bytes.TrimLeft(l.text, " \t"); long == 0 && t[0] == '#' {
			return nil // a comment before the header, as detectText skips it
		}
		if long > 0 {
			return fmt.Errorf("line %d: the line has %d bytes: too long for a header", l.number, long)
		}
		return p.readHeader(l)
	}
	if long > 0 {
		return p.row(l.number, grid.Grid{}, grid.Grid{}, nil, posError(l.number, 1, fmt.Errorf("the line has %d bytes: no row is that long", long)))
	}
	fs, err := csvFields(l.number, l.text, p.delim, p.fields[:0])
	p.fields = fs
	if err != nil {
		return p.row(l.number, grid.Grid{}, grid.Grid{}, nil, err)
	}
	if len(fs) != p.width {
		// No labels: a short row must not cost a label a header column.
		col := len(l.text) + 1
		if len(fs) > p.width {
			col = fs[p.width].col
		}
		return p.row(l.number, grid.Grid{}, grid.Grid{}, nil, posError(l.number, col, fmt.Errorf("%d fields, the header has %d", len(fs), p.width)))
	}
	var labels []string
	if len(p.labels) > 0 && !p.counting {
		labels = make([]string, len(p.labels))
		for i, c := range p.labels {
			labels[i] = string(fs[c].text)
		}
	}
	var sol grid.Grid
	if p.solution >= 0 {
		f := fs[p.solution]
		if len(f.text) > 0 { // an empty field: no reference for this row
			if sol, err = fieldGrid(l.number, f, "solution"); err != nil {
				return err // a reference that cannot be read refuses the file, as -check does
			}
			if sol == (grid.Grid{}) {
				sol = NoSolution() // all empty: no solution expected
			}
		}
	}
	g, err := fieldGrid(l.number, fs[p.puzzle], "puzzle")
	return p.row(l.number, g, sol, labels, err)
}

// row adds a row's entry with its solution and labels.
func (p *csvParser) row(line int, g, sol grid.Grid, labels []string, err error) error {
	if err != nil {
		err = p.addBad(line, err)
	} else {
		err = p.add(line, g)
	}
	if err != nil || p.counting {
		return err
	}
	set := p.set
	if p.solution >= 0 {
		if set.Solutions == nil {
			set.Solutions = make([]grid.Grid, 0, cap(set.Entries))
		}
		set.Solutions = append(set.Solutions, sol)
	}
	if len(p.labels) > 0 {
		set.LabelNames = p.names
		set.Labels = append(set.Labels, labels)
	}
	return nil
}

// fieldGrid reads a field's 81 cells; an error names the column of the
// field (wrong length) or of the cell.
func fieldGrid(line int, f csvField, what string) (grid.Grid, error) {
	g, err := parseGridField(f.text, what)
	if err == nil {
		return g, nil
	}
	col := f.col
	if len(f.text) == grid.NumCells {
		for i, ch := range f.text {
			if cellValues[ch]&0x80 != 0 {
				col += i
				break
			}
		}
	}
	return g, posError(line, col, fmt.Errorf("%s: %w", what, err))
}

func (p *csvParser) readHeader(l textLine) error {
	d, err := csvDelimiter(l.text)
	if err != nil {
		return lineError(l.number, fmt.Errorf("the header names no puzzle column (want one of %s)", strings.Join(puzzleColumns[:5], ", ")))
	}
	fs, err := csvFields(l.number, l.text, d, nil)
	if err != nil {
		return err
	}
	p.header, p.delim, p.width = true, d, len(fs)
	p.puzzle, p.solution = -1, -1
	for i, f := range fs {
		kind := columnKind(f.text)
		at := map[int]*int{1: &p.puzzle, 2: &p.solution}[kind]
		switch {
		case at == nil:
			p.labels = append(p.labels, i)
			p.names = append(p.names, string(f.text))
		case *at >= 0:
			return posError(l.number, f.col, fmt.Errorf("a second %s column %q (the first is %q)", map[int]string{1: "puzzle", 2: "solution"}[kind], f.text, fs[*at].text))
		default:
			*at = i
		}
	}
	return nil
}

func (p *csvParser) end() error {
	if p.header && p.n == 0 {
		return fmt.Errorf("no rows: the file holds only its header line")
	}
	return nil
}

// Label returns entry i's field of the label column name (any case),
// such as a CSV file's "difficulty"; ok is false when the set has no
// such column or the row none.
func (set *Set) Label(i int, name string) (value string, ok bool) {
	if i < 0 || i >= len(set.Labels) {
		return "", false
	}
	for k, n := range set.LabelNames {
		if strings.EqualFold(n, name) && k < len(set.Labels[i]) {
			return set.Labels[i][k], true
		}
	}
	return "", false
}
