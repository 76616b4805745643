package puzzlefile

import (
	"bytes"
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"strconv"
	"unicode/utf8"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// textLine is one line of a text file with its comment, surrounding
// space and line end removed.
type textLine struct {
	number int    // 1-based
	text   []byte // never empty
}

// fields splits a line at runs of spaces and tabs into at most three
// parts (the third, if any, is everything after the second field).
func fields(line []byte) (first, second, rest []byte) {
	cut := func(b []byte) (field, after []byte) {
		for i, ch := range b {
			if isSpace(ch) {
				j := i + 1
				for j < len(b) && isSpace(b[j]) {
					j++
				}
				return b[:i], b[j:]
			}
		}
		return b, nil
	}
	first, after := cut(line)
	second, rest = cut(after)
	return first, second, rest
}

func isSpace(ch byte) bool {
	return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'
}

// puzzleField holds the parts of a "puzzle[:count[:solution]]" field.
type puzzleField struct {
	puzzle   []byte
	count    int // -1 when the field has none
	solution []byte
	hasCount bool
	badCount []byte // a count that is no number of solutions, to be named
}

func splitPuzzleField(field []byte) puzzleField {
	pf := puzzleField{puzzle: field, count: -1}
	i := bytes.IndexByte(field, ':')
	if i < 0 {
		return pf
	}
	pf.puzzle, field = field[:i], field[i+1:]
	count := field
	if j := bytes.IndexByte(field, ':'); j >= 0 {
		count, pf.solution = field[:j], field[j+1:]
	}
	pf.hasCount = true
	if n, err := strconv.Atoi(string(count)); err == nil && n >= 0 && len(count) < 12 {
		pf.count = n
	} else if len(count) > 0 {
		pf.badCount = count
	}
	return pf
}

// lengthError names a field of the wrong length, in characters.
func lengthError(what string, field []byte) error {
	n := len(field)
	if !utf8.Valid(field[:min(len(field), 1<<20)]) {
		return fmt.Errorf("%s has %s, want 81 characters", what, words.Count(n, "byte", "bytes"))
	}
	runes := utf8.RuneCount(field)
	if runes == grid.NumCells {
		// As many characters as cells, but some take more than a byte:
		// name the first of those, which is the real fault.
		for c, r := range []rune(string(field)) {
			if r >= utf8.RuneSelf {
				want := "the ASCII digits 1–9, and '.' or '0' for an empty cell"
				if what == "region map" {
					want = "the ASCII letters A–I or digits 1–9"
				}
				return fmt.Errorf("%s: %v: unexpected character %q (want %s)", what, grid.Cell(c), r, want)
			}
		}
	}
	return fmt.Errorf("%s has %s, want 81", what, words.Count(runes, "character", "characters"))
}

// cellValues maps a text character to its digit: '1'–'9', '.' and '0'
// for empty, and 0x80 for anything else.
var cellValues = func() (t [256]uint8) {
	for ch := range t {
		t[ch] = 0x80
	}
	for d := 1; d <= 9; d++ {
		t['0'+d] = uint8(d)
	}
	t['.'], t['0'] = 0, 0
	return t
}()

// parseGridField reads 81 cells, '.' or '0' for empty, without
// allocating or branching a cell; grid.ParseGrid says what is wrong
// with a bad one.
func parseGridField(field []byte, what string) (grid.Grid, error) {
	var g grid.Grid
	if len(field) != grid.NumCells {
		return g, lengthError(what, field)
	}
	var bad uint8
	for c, ch := range field[:grid.NumCells] {
		v := cellValues[ch]
		g[c] = int8(v)
		bad |= v
	}
	if bad&0x80 == 0 {
		return g, nil
	}
	for c, ch := range field {
		if cellValues[ch]&0x80 != 0 {
			_, err := grid.ParseGrid(string(field))
			if ch >= utf8.RuneSelf {
				r, _ := utf8.DecodeRune(field[c:])
				err = fmt.Errorf("%v: unexpected character %q", grid.Cell(c), r)
			}
			return grid.Grid{}, err
		}
	}
	return g, nil // not reached: some cell was bad
}

// regionField reads 81 region letters A–I (either case) or digits 1–9
// (0–8 also works) into ids.
func regionField(field []byte, ids *[grid.NumCells]int) error {
	if len(field) != grid.NumCells {
		return lengthError("region map", field)
	}
	for c, ch := range field {
		switch {
		case ch >= 'A' && ch <= 'I':
			ids[c] = int(ch-'A') + 1
		case ch >= 'a' && ch <= 'i':
			ids[c] = int(ch-'a') + 1
		case ch >= '0' && ch <= '9':
			ids[c] = int(ch - '0')
		default:
			shown := fmt.Sprintf("%q", ch)
			if ch >= utf8.RuneSelf {
				r, _ := utf8.DecodeRune(field[c:])
				shown = fmt.Sprintf("%q", r)
			}
			return fmt.Errorf("region map: %v: unexpected character %s (want letters A–I or digits 1–9)", grid.Cell(c), shown)
		}
	}
	return nil
}

func lineError(number int, err error) error {
	return fmt.Errorf("line %d: %w", number, err)
}

// textParser turns text lines into entries of b.set, one a line, and
// keeps the counts that decide whether the file is a puzzle file.
type textParser struct {
	b        *builder
	lines    []int32 // the line of every entry, to name it when checkClashes finds a clash
	bad      int
	readable int
	firstBad error
	limit    int // the most entries, or 0 for no limit
	ids      [grid.NumCells]int
}

// add parses one line into an entry; the error is fatal to the file.
func (p *textParser) add(line textLine) error {
	b := p.b
	if p.limit > 0 && len(b.set.Entries) >= p.limit {
		return fmt.Errorf("line %d: the file holds more than %d puzzles, over the limit", line.number, p.limit)
	}
	first, second, rest := fields(line.text)
	pf := splitPuzzleField(first)
	if pf.hasCount && b.set.Counts == nil {
		b.set.Counts = make([]int, len(b.set.Entries), cap(b.set.Entries))
		for i := range b.set.Counts {
			b.set.Counts[i] = -1
		}
	}
	if b.set.Counts != nil {
		b.set.Counts = append(b.set.Counts, pf.count)
	}
	g, err := parseGridField(pf.puzzle, "puzzle")
	if err == nil && pf.badCount != nil {
		err = fmt.Errorf("the count %q after the puzzle is not a number of solutions", truncated(pf.badCount))
	}
	var l layoutResult
	if err == nil && len(rest) > 0 {
		err = fmt.Errorf("unexpected text after the region map: want a puzzle and at most a region map")
	}
	if err == nil && len(second) > 0 {
		if err = regionField(second, &p.ids); err == nil {
			var fatal error
			if l, fatal = b.layout(&p.ids); fatal != nil {
				return lineError(line.number, fatal)
			}
			if l.err != nil {
				b.keepRawRegions(len(b.set.Entries), l.raw)
			}
		}
	}
	if err != nil {
		return p.addBad(line.number, err)
	}
	p.lines = append(p.lines, int32(line.number))
	p.readable++
	e := Entry{Puzzle: grid.Puzzle{Givens: g, Layout: l.layout}}
	if l.err != nil {
		e.Err = lineError(line.number, l.err)
	}
	b.set.Entries = append(b.set.Entries, e)
	return nil
}

// addBad adds the entry of a line that is not a puzzle.
func (p *textParser) addBad(number int, err error) error {
	p.bad++
	err = lineError(number, err)
	if p.firstBad == nil {
		p.firstBad = err
	}
	if p.bad > MaxBadLines {
		return fmt.Errorf("more than %d lines are not puzzles (the first: %v): is this a puzzle file?", MaxBadLines, p.firstBad)
	}
	p.lines = append(p.lines, int32(number))
	p.b.set.Entries = append(p.b.set.Entries, Entry{Err: err})
	return nil
}

// end says why a file that was read to its end is not a puzzle file.
func (p *textParser) end(entries int) error {
	switch {
	case entries == 0:
		return fmt.Errorf("no puzzles: the file holds only blank lines and comments")
	case p.readable == 0:
		return fmt.Errorf("no line is a puzzle (the first: %v)", p.firstBad)
	}
	return nil
}

func parseText(data []byte) (*Set, error) {
	b := newBuilder(textCapacity(data))
	p := &textParser{b: b, limit: MaxPuzzles, lines: make([]int32, 0, cap(b.set.Entries))}
	if err := textLines(data, p.add); err != nil {
		return nil, err
	}
	if err := p.end(len(b.set.Entries)); err != nil {
		return nil, err
	}
	b.checkClashes(p.lines)
	return b.set, nil
}

// textCapacity guesses how many puzzles a text file holds: no more than
// its lines, nor than its size allows at 82 bytes a puzzle line, so the
// guess never costs much more memory than the file itself.
func textCapacity(data []byte) int {
	lines := bytes.Count(data, []byte{'\n'}) + 1
	return min(lines, (len(data)+1)/(grid.NumCells+1)+1, MaxPuzzles)
}

func solutionsText(data []byte) ([]grid.Grid, error) {
	sols := make([]grid.Grid, 0, textCapacity(data))
	err := textLines(data, func(line textLine) error {
		if len(sols) >= MaxPuzzles {
			return fmt.Errorf("line %d: the file holds more than %d solutions, over the limit", line.number, MaxPuzzles)
		}
		g, err := solutionLine(line)
		sols = append(sols, g)
		return err
	})
	if err != nil {
		return nil, err
	}
	if len(sols) == 0 {
		return nil, errNoSolutions
	}
	return sols, nil
}

var errNoSolutions = fmt.Errorf("no solutions: the file holds only blank lines and comments")

// solutionLine reads the reference solution on one line.
func solutionLine(line textLine) (grid.Grid, error) {
	first, _, _ := fields(line.text)
	pf := splitPuzzleField(first)
	field := pf.puzzle
	if pf.badCount != nil {
		return grid.Grid{}, lineError(line.number, fmt.Errorf("the count %q after the puzzle is not a number of solutions", truncated(pf.badCount)))
	}
	if pf.hasCount {
		// "puzzle:count:solution": the solution is the third part.
		switch {
		case len(pf.solution) > 0:
			field = pf.solution
		case pf.count == 0:
			return NoSolution(), nil
		default:
			return grid.Grid{}, nil // several solutions: no single reference
		}
	}
	g, err := parseGridField(field, "solution")
	if err != nil {
		return g, lineError(line.number, err)
	}
	if g == (grid.Grid{}) {
		g = NoSolution() // an all-empty line: no solution expected
	}
	return g, nil
}

// truncated returns at most the first 20 bytes of b, for an error.
func truncated(b []byte) string {
	if len(b) > 20 {
		return string(b[:20]) + "…"
	}
	return string(b)
}
