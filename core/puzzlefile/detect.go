package puzzlefile

import (
	"bytes"
	"fmt"
	"strings"
)

// detectSize is how much of a text file detectText looks at: the first
// lines of any of the formats fit in it many times over.
const detectSize = 64 << 10

// detectLines is how many of the first lines detectText weighs.
const detectLines = 12

// detectText tells the text formats apart by a file's first lines,
// whatever its name: head is its first bytes, whole says whether head
// is all of it (else its last, cut line is left out). A file that fits
// none of the other formats is one puzzle a line (Text), whose reader
// says what is wrong with it; a file that fits more than one is
// refused with the formats it could be.
func detectText(head []byte, whole bool) (Format, error) {
	head, err := textStart(head)
	if err != nil {
		return Text, nil // the text reader names the fault
	}
	lines := firstLines(head, whole, detectLines)
	if len(lines) == 0 {
		return Text, nil
	}
	first := lines[0]
	var could []Format
	if bytes.HasPrefix(bytes.TrimLeft(first, " \t"), []byte(":")) {
		could = append(could, HoDoKu)
	}
	if _, err := csvDelimiter(first); err == nil {
		could = append(could, CSV)
	} else if err != errNotCSV {
		return Text, lineError(1, err)
	}
	if looksLikeTextLine(first) {
		could = append(could, Text)
	}
	// A grid of mostly solved cells can read as both; the cells of
	// several candidates that make it a pencil-mark grid would each be
	// a fault of the grid of digits, so the pencil marks win.
	if looksLikePencilMarks(lines) {
		could = append(could, PencilMarks)
	} else if looksLikeGrid(lines) {
		could = append(could, Grid)
	}
	if t := bytes.TrimSpace(first); len(t) == sukakuCells || bytes.IndexAny(t, " \t#") == sukakuCells {
		could = append(could, Sukaku)
	}
	switch len(could) {
	case 0:
		return Text, nil
	case 1:
		return could[0], nil
	}
	names := make([]string, len(could))
	for i, f := range could {
		names[i] = f.String()
	}
	return Text, fmt.Errorf("the file could be %s: its first lines fit each of them", strings.Join(names, " or "))
}

// firstLines returns up to n lines of head that are neither blank nor
// '#' comments, without their line ends.
func firstLines(head []byte, whole bool, n int) [][]byte {
	var lines [][]byte
	for len(head) > 0 && len(lines) < n {
		i := bytes.IndexAny(head, "\r\n")
		if i < 0 && !whole {
			break // a cut line: its end is not in head
		}
		line := head
		if i >= 0 {
			line, head = head[:i], head[i+lineEndLen(head, i):]
		} else {
			head = nil
		}
		t := bytes.TrimSpace(line)
		if len(t) > 0 && t[0] != '#' {
			lines = append(lines, bytes.TrimRight(line, " \t\r\v\f"))
		}
	}
	return lines
}

// looksLikeTextLine reports whether a line starts as one puzzle a line
// does: 81 cells before any space or ':'.
func looksLikeTextLine(line []byte) bool {
	first, _, _ := fields(bytes.TrimSpace(line))
	if i := bytes.IndexByte(first, ':'); i >= 0 {
		first = first[:i]
	}
	return len(first) == 81
}

// looksLikeGrid reports whether the first lines start a nine-line
// grid: rules and rows of nine cells, the rows at least two in three of
// the first nine lines that are not rules (so that a grid with a bad
// row is still read as one, and the row named).
func looksLikeGrid(lines [][]byte) bool {
	seen, rows := 0, 0
	for _, line := range lines {
		if isRule(line) {
			continue
		}
		if seen == 9 {
			break
		}
		seen++
		if gridRowCells(line) == 9 {
			rows++
		}
	}
	return rows > 0 && 3*rows >= 2*seen
}

// looksLikePencilMarks reports whether the first lines start a
// pencil-mark grid: rules and rows of nine candidate lists, the rows at
// least two in three of the first nine lines that are not rules, and
// some cell with more than one candidate (else it is a grid of digits).
func looksLikePencilMarks(lines [][]byte) bool {
	seen, rows, several := 0, 0, false
	for _, line := range lines {
		if isRule(line) {
			continue
		}
		if seen == 9 {
			break
		}
		seen++
		tokens := bytes.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == '\t' || r == '|' })
		if len(tokens) != 9 {
			continue
		}
		ok := true
		for _, tok := range tokens {
			if _, err := candidateList(0, tok, 0); err != nil {
				ok = false
			}
			several = several || len(tok) > 1
		}
		if ok {
			rows++
		}
	}
	return several && rows > 0 && 3*rows >= 2*seen
}

// isRule reports whether a line is a grid's drawn rule: only rule
// characters, at least three of them dashes, as in "------+-------",
// "*-----------*" or ".-------.-------.".
func isRule(line []byte) bool {
	dashes := 0
	for _, ch := range line {
		switch ch {
		case '-', '=':
			dashes++
		case '+', '|', '*', '.', ':', '\'', ' ', '\t':
		default:
			return false
		}
	}
	return dashes >= 3
}

// gridRowCells counts the cells of a grid row (digits, '.' and '0',
// between spaces and '|'), or -1 when the line holds anything else.
func gridRowCells(line []byte) int {
	n := 0
	for _, ch := range line {
		switch {
		case ch >= '0' && ch <= '9', ch == '.':
			n++
		case ch == ' ', ch == '\t', ch == '|':
		default:
			return -1
		}
	}
	return n
}
