package puzzlefile

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The text formats other than one puzzle a line (CSV, nine-line grids,
// HoDoKu library lines) are read by a recordParser fed one line at a
// time by a lineReader, so that a file of any size streams in the
// memory of one chunk, and the whole-file reader and the stream share
// every rule.

// recordParser reads the lines of one text format into puzzle entries.
type recordParser interface {
	// line takes the next line that is not blank; a line longer than
	// any record comes with long set (its length) and no text.
	line(l textLine, long int64) error
	// end is called once at the end of the input: a record left
	// half-read becomes an entry that says what is missing.
	end() error
}

// newRecordParser returns the parser of a format; the format is one
// detectText returns other than Text.
func newRecordParser(format Format, r *records) recordParser {
	switch format {
	case CSV:
		return &csvParser{records: r}
	case HoDoKu:
		return &hodokuParser{records: r}
	case Sukaku:
		return &sukakuParser{records: r}
	case PencilMarks:
		return &gridParser{records: r, pencil: true}
	}
	return &gridParser{records: r}
}

// records is what every record parser shares: the set entries go to
// (replaced by the stream at every chunk), the limit on their number,
// and the counts that decide whether the input is a puzzle file.
type records struct {
	set      *Set
	limit    int // the most entries, or 0 for no limit
	n        int // entries so far, across chunks
	readable int
	bad      int
	firstBad error
	// counting is set on a stream's first pass, which only counts the
	// entries and meets the faults that refuse the file: entries are
	// not kept, nor their givens checked for clashes.
	counting bool
	lines    []int32 // the line of every entry of set, for checkClashes
}

// posError places err at a line and column (both 1-based).
func posError(line, col int, err error) error {
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}

// room refuses an entry past the limit.
func (r *records) room(line int) error {
	if r.limit > 0 && r.n >= r.limit {
		return fmt.Errorf("line %d: the file holds more than %d puzzles, over the limit", line, r.limit)
	}
	return nil
}

// add appends the puzzle of a record that starts at line; givens that
// clash make an entry that says where.
func (r *records) add(line int, g grid.Grid) error { return r.addWith(line, g, nil) }

// addWith is add for a puzzle with given candidates m (nil: none).
func (r *records) addWith(line int, g grid.Grid, m *Candidates) error {
	if err := r.room(line); err != nil {
		return err
	}
	r.readable++
	r.n++
	if r.counting {
		return nil
	}
	r.lines = append(r.lines, int32(line))
	r.set.Entries = append(r.set.Entries, Entry{Puzzle: grid.Puzzle{Givens: g}})
	r.keepMarks(m)
	return nil
}

// addMarks appends a puzzle given by its candidates: its cells of one
// candidate are its givens.
func (r *records) addMarks(line int, m *Candidates) error {
	return r.addWith(line, m.Givens(), m)
}

// keepMarks appends an entry's candidates (nil: none) to set.Candidates,
// which starts, with a nil for every entry before, at the first entry
// that has some.
func (r *records) keepMarks(m *Candidates) {
	set := r.set
	if set.Candidates == nil && m != nil {
		set.Candidates = make([]*Candidates, len(set.Entries)-1, cap(set.Entries))
	}
	if set.Candidates != nil {
		set.Candidates = append(set.Candidates, m)
	}
}

// checkClashes gives the entries read since the last call whose givens
// clash an error naming their line, on every core.
func (r *records) checkClashes() {
	b := newBuilder(0)
	b.set = r.set
	b.checkClashes(r.lines)
	r.lines = r.lines[:0]
}

// addBad appends the entry of a record that is not a puzzle; err
// already names its line and column. Too many of them refuse the file.
func (r *records) addBad(line int, err error) error {
	if err := r.room(line); err != nil {
		return err
	}
	r.bad++
	if r.firstBad == nil {
		r.firstBad = err
	}
	if r.bad > MaxBadLines {
		return fmt.Errorf("more than %d records are not puzzles (the first: %v): is this a puzzle file?", MaxBadLines, r.firstBad)
	}
	r.n++
	if !r.counting {
		r.lines = append(r.lines, int32(line))
		r.set.Entries = append(r.set.Entries, Entry{Err: err})
		r.keepMarks(nil)
	}
	return nil
}

// finish says why an input read to its end is not a puzzle file.
func (r *records) finish() error {
	switch {
	case r.n == 0:
		return fmt.Errorf("no puzzles: the file holds no record")
	case r.readable == 0:
		return fmt.Errorf("no record is a puzzle (the first: %v)", r.firstBad)
	}
	return nil
}

// rawLine is a line of a format whose errors name columns: only the
// trailing space goes, so that byte i of text is column i+1; ok is
// false for a blank line.
func rawLine(number int, line []byte) (textLine, bool) {
	line = bytes.TrimRight(line, " \t\r\v\f")
	return textLine{number: number, text: line}, len(line) > 0
}

// feed passes the next line of lr to p; ok is false at the end of the
// input, after p.end.
func feed(lr *lineReader, p recordParser) (ok bool, err error) {
	line, long, ok, err := lr.next()
	if err != nil {
		return false, err
	}
	if !ok {
		return false, p.end()
	}
	return true, p.line(line, long)
}

func newRawLineReader(r io.Reader) *lineReader {
	lr := newLineReader(r)
	lr.raw = true
	return lr
}

// parseRecords reads a whole input of a record format into a set.
func parseRecords(data []byte, format Format) (*Set, error) {
	// Sized up front, as parseText sizes its set (a million rows grown
	// by appending cost twice their memory in copies): no more records
	// than lines, nor than the bytes hold at the fewest a puzzle takes,
	// so that a file of blank lines costs no more than itself.
	perRecord, minBytes := 1, 82 // a CSV row: 81 cells and a line end
	switch format {
	case Grid:
		perRecord, minBytes = 9, 90
	case PencilMarks:
		perRecord, minBytes = 9, 9*18
	case HoDoKu:
		minBytes = 88
	case Sukaku:
		minBytes = sukakuCells + 1
	}
	n := min(bytes.Count(data, []byte{'\n'})/perRecord+1, len(data)/minBytes+1, MaxPuzzles)
	r := &records{set: &Set{Entries: make([]Entry, 0, n)}, limit: MaxPuzzles, lines: make([]int32, 0, n)}
	p := newRecordParser(format, r)
	lr := newRawLineReader(bytes.NewReader(data))
	for {
		ok, err := feed(lr, p)
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
	}
	if err := r.finish(); err != nil {
		return nil, err
	}
	r.checkClashes()
	r.set.Format = format
	return r.set, nil
}

// parseTextFormats reads data in the text format its content shows.
func parseTextFormats(data []byte) (*Set, Format, error) {
	format, err := detectText(data[:min(len(data), detectSize)], len(data) <= detectSize)
	if err != nil {
		return nil, Text, err
	}
	if format == Text {
		set, err := parseText(data)
		return set, Text, err
	}
	set, err := parseRecords(data, format)
	return set, format, err
}

// openRecords streams a file of a record format: a first pass counts
// the puzzles and meets every fault that refuses the file, keeping
// nothing; the second hands out chunks.
func (s *Stream) openRecords(f *os.File, format Format) error {
	return s.openRecordsOf(f, format, false)
}

// openRecordsOf is openRecords; strict refuses a file with any record
// that is not a puzzle, as a file of reference solutions is refused.
func (s *Stream) openRecordsOf(f *os.File, format Format, strict bool) error {
	r := &records{set: &Set{}, counting: true}
	p := newRecordParser(format, r)
	lr := newRawLineReader(f)
	for {
		ok, err := feed(lr, p)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
	}
	if err := r.finish(); err != nil {
		return err
	}
	if strict && r.firstBad != nil {
		return r.firstBad
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	s.n = r.n
	r = &records{}
	p = newRecordParser(format, r)
	lr = newRawLineReader(f)
	ended := false
	s.next = func(k int) (*Set, error) {
		r.set = &Set{Entries: make([]Entry, 0, k)}
		for len(r.set.Entries) < k && !ended {
			ok, err := feed(lr, p)
			if err != nil {
				return nil, err
			}
			ended = !ok
		}
		r.checkClashes()
		return r.set, nil
	}
	return nil
}

// detectFile reads the start of a text file to tell its format.
func detectFile(f *os.File) (Format, error) {
	head := make([]byte, detectSize+1)
	m, err := f.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return Text, err
	}
	return detectText(head[:min(m, detectSize)], m <= detectSize)
}

// openTextFormats opens a text file in the format its first bytes
// show; ok is false for one puzzle a line, which openText reads.
func (s *Stream) openTextFormats(f *os.File) (ok bool, err error) {
	format, err := detectFile(f)
	if err != nil {
		return false, err
	}
	s.format = format
	if format == Text {
		return false, nil
	}
	return true, s.openRecords(f, format)
}

// solutionsTextFormats reads reference solutions from a text file in
// the format its content shows: a CSV file's solution column, or the
// grids of a grid or library file, each as the reference of the
// puzzle in the same place.
func solutionsTextFormats(data []byte) ([]grid.Grid, error) {
	format, err := detectText(data[:min(len(data), detectSize)], len(data) <= detectSize)
	if err != nil {
		return nil, err
	}
	if format == Text {
		return solutionsText(data)
	}
	set, err := parseRecords(data, format)
	if err != nil {
		return nil, err
	}
	if format == CSV {
		if set.Solutions == nil {
			return nil, errNoSolutionColumn
		}
		return set.Solutions, nil
	}
	sols := make([]grid.Grid, len(set.Entries))
	for i, e := range set.Entries {
		if e.Err != nil {
			return nil, e.Err
		}
		sols[i] = e.Puzzle.Givens
		if sols[i] == (grid.Grid{}) {
			sols[i] = NoSolution() // all empty: no solution expected, as a text line
		}
	}
	return sols, nil
}
