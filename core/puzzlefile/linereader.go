package puzzlefile

import (
	"bytes"
	"fmt"
	"io"
)

// textLines calls fn for every line that holds more than a comment,
// stopping at fn's first error. Lines end with LF, CRLF or a lone CR,
// in any mix; a UTF-8 byte order mark is skipped. It works on the
// file's bytes in place, so a 100 MB line costs nothing beyond the
// file itself.
func textLines(data []byte, fn func(textLine) error) error {
	data, err := textStart(data)
	if err != nil {
		return err
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		return fmt.Errorf("binary data (a zero byte at byte %d): not a text puzzle file", i)
	}
	var ends lineEnds
	for number := 1; len(data) > 0; number++ {
		line := data
		if i := ends.next(data); i >= 0 {
			line, data = data[:i], data[i+lineEndLen(data, i):]
		} else {
			data = nil
		}
		if l, ok := cleanLine(number, line); ok {
			if err := fn(l); err != nil {
				return err
			}
		}
	}
	return nil
}

// textStart skips a UTF-8 byte order mark and refuses UTF-16 text.
func textStart(data []byte) ([]byte, error) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if bytes.HasPrefix(data, []byte("\xFF\xFE")) || bytes.HasPrefix(data, []byte("\xFE\xFF")) {
		return nil, fmt.Errorf("the file is UTF-16 text: save it as UTF-8 (or plain ASCII)")
	}
	return data, nil
}

// lineEnds finds line ends (CR or LF) in data that shrinks from the
// front as lines are taken. It remembers how far the next LF and CR
// lie, so that a file of only CRs (or only LFs) is not scanned to its
// end for the other byte at every line.
type lineEnds struct {
	lf, cr int // distance from the end of the data to the next LF / CR; -1 none left; 0 not looked yet
	valid  bool
}

// next returns the index in data of the first CR or LF, or -1.
func (e *lineEnds) next(data []byte) int {
	find := func(cached *int, b byte) int {
		if *cached > 0 && *cached <= len(data) {
			return len(data) - *cached
		}
		if *cached == -1 && e.valid {
			return -1
		}
		i := bytes.IndexByte(data, b)
		if i < 0 {
			*cached = -1
		} else {
			*cached = len(data) - i
		}
		return i
	}
	if !e.valid {
		e.lf, e.cr = 0, 0
	}
	lf := find(&e.lf, '\n')
	cr := find(&e.cr, '\r')
	e.valid = true
	switch {
	case lf < 0:
		return cr
	case cr < 0:
		return lf
	}
	return min(lf, cr)
}

// reset forgets the remembered positions (after data changes).
func (e *lineEnds) reset() { e.valid = false }

// lineEndLen is 2 for a CRLF at data[i], else 1.
func lineEndLen(data []byte, i int) int {
	if data[i] == '\r' && i+1 < len(data) && data[i+1] == '\n' {
		return 2
	}
	return 1
}

// cleanLine drops a line's comment and surrounding space; ok is false
// when nothing is left.
func cleanLine(number int, line []byte) (textLine, bool) {
	if i := bytes.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = bytes.TrimSpace(line)
	return textLine{number: number, text: line}, len(line) > 0
}

// maxStreamLine is the longest line a streamed text file may hold; a
// puzzle line with its region map and counts is under 300 bytes, so a
// longer line is skipped (and reported) without ever being held, unless
// a comment makes it long: then its comment is skipped, whatever its
// length, and the line is what comes before it.
const maxStreamLine = 1 << 20

// lineReader splits a text stream into lines as textLines does (LF,
// CRLF and lone CR in any mix, a UTF-8 byte order mark skipped, UTF-16
// and zero bytes refused), holding at most a block of the file: 64 KiB,
// growing to 4 MiB only for long lines.
type lineReader struct {
	r      io.Reader
	buf    []byte
	start  int   // first unread byte of buf
	end    int   // end of the data in buf
	offset int64 // file offset of buf[0]
	eof    bool
	begun  bool // the byte order mark has been looked at
	number int  // lines read so far
	ends   lineEnds
	raw    bool // keep '#' and leading space: the formats whose columns count (see rawLine)
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: r, buf: make([]byte, 64<<10)}
}

// fill moves the unread data to the front of buf and reads more.
func (lr *lineReader) fill() error {
	if lr.start > 0 {
		lr.offset += int64(lr.start)
		lr.end = copy(lr.buf, lr.buf[lr.start:lr.end])
		lr.start = 0
	}
	lr.ends.reset()
	if lr.end == len(lr.buf) && len(lr.buf) < 4*maxStreamLine {
		// A line longer than the buffer: room for up to four times
		// maxStreamLine, so that a line of that length is seen whole.
		lr.buf = append(lr.buf, make([]byte, len(lr.buf))...)
	}
	for lr.end < len(lr.buf) && !lr.eof {
		m, err := lr.r.Read(lr.buf[lr.end:])
		if i := bytes.IndexByte(lr.buf[lr.end:lr.end+m], 0); i >= 0 {
			return fmt.Errorf("binary data (a zero byte at byte %d): not a text puzzle file", lr.offset+int64(lr.end+i))
		}
		lr.end += m
		if err == io.EOF {
			lr.eof = true
		} else if err != nil {
			return err
		}
		if m > 0 {
			break
		}
	}
	if !lr.begun && (lr.end >= 3 || lr.eof) {
		lr.begun = true
		data, err := textStart(lr.buf[:lr.end])
		if err != nil {
			return err
		}
		lr.start = lr.end - len(data)
	}
	return nil
}

// next returns the next line that holds more than a comment; ok is
// false at the end of the stream. A line longer than maxStreamLine
// comes back with long set and no text.
func (lr *lineReader) next() (line textLine, long int64, ok bool, err error) {
	for {
		if !lr.begun {
			if err := lr.fill(); err != nil {
				return line, 0, false, err
			}
			continue
		}
		data := lr.buf[lr.start:lr.end]
		i := lr.ends.next(data)
		if i >= 0 && (data[i] == '\n' || i+1 < len(data) || lr.eof) {
			lr.start += i + lineEndLen(data, i)
			lr.number++
			if l, ok := lr.clean(data[:i]); ok {
				return l, 0, true, nil
			}
			continue
		}
		if lr.eof {
			if len(data) == 0 {
				return line, 0, false, nil
			}
			lr.start = lr.end
			lr.number++
			if l, ok := lr.clean(data); ok {
				return l, 0, true, nil
			}
			continue
		}
		if (i < 0 || i >= maxStreamLine) && len(data) >= maxStreamLine {
			// Too long to hold. A '#' in its first maxStreamLine bytes
			// makes the rest a comment, of any length: the line is what
			// comes before it, nothing for a comment line.
			hash := -1 // in raw lines '#' is text (see rawLine)
			if !lr.raw {
				hash = bytes.IndexByte(data[:maxStreamLine], '#')
			}
			var content []byte
			if hash >= 0 {
				content = bytes.Clone(data[:hash]) // skipLine reuses the buffer
			}
			n, err := lr.skipLine()
			if err != nil || hash < 0 {
				return textLine{number: lr.number}, n, err == nil, err
			}
			if l, ok := cleanLine(lr.number, content); ok {
				return l, 0, true, nil
			}
			continue
		}
		if err := lr.fill(); err != nil {
			return line, 0, false, err
		}
	}
}

// clean makes a textLine of a line's bytes, as cleanLine or rawLine.
func (lr *lineReader) clean(line []byte) (textLine, bool) {
	if lr.raw {
		return rawLine(lr.number, line)
	}
	return cleanLine(lr.number, line)
}

// skipLine reads past a line too long to hold and returns its length.
func (lr *lineReader) skipLine() (int64, error) {
	lr.number++
	var n int64
	for {
		data := lr.buf[lr.start:lr.end]
		if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
			n += int64(i)
			lr.start += i + 1
			if data[i] == '\r' {
				if i+1 == len(data) && !lr.eof {
					if err := lr.fill(); err != nil {
						return n, err
					}
				}
				if lr.start < lr.end && lr.buf[lr.start] == '\n' {
					lr.start++
				}
			}
			lr.ends.reset()
			return n, nil
		}
		n += int64(len(data))
		lr.start = lr.end
		if lr.eof {
			return n, nil
		}
		if err := lr.fill(); err != nil {
			return n, err
		}
	}
}
