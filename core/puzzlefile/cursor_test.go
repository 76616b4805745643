package puzzlefile

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStreamsNoticeAShortenedFile cuts a text file between the first
// pass and the chunks: both readers must say the file changed, naming
// it, rather than hand out fewer items than they counted.
func TestStreamsNoticeAShortenedFile(t *testing.T) {
	const line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
	const sol = "417369825632158947958724316825437169791586432346912758289643571573291684164875293\n"
	for _, tc := range []struct {
		name, text string
		next       func(path string) error
	}{
		{"puzzles", line, func(path string) error {
			s, err := OpenStream(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			return cutThenRead(t, path, s.Len(), func() error { _, err := s.Next(s.Len()); return err })
		}},
		{"solutions", sol, func(path string) error {
			s, err := OpenSolutions(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			return cutThenRead(t, path, s.Len(), func() error { _, err := s.Next(s.Len()); return err })
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "set.txt")
			if err := os.WriteFile(path, []byte(strings.Repeat(tc.text, 4)), 0o644); err != nil {
				t.Fatal(err)
			}
			err := tc.next(path)
			if err == nil || err == io.EOF || !strings.Contains(err.Error(), "changed while it was read") || !strings.Contains(err.Error(), path) {
				t.Fatalf("after the file was cut: %v, want an error naming %s and saying it changed", err, path)
			}
		})
	}
}

// cutThenRead checks the first pass counted n = 4 items, cuts the file
// to two lines and reads.
func cutThenRead(t *testing.T, path string, n int, read func() error) error {
	t.Helper()
	if n != 4 {
		t.Fatalf("first pass counted %d, want 4", n)
	}
	if err := os.Truncate(path, 2*82); err != nil {
		t.Fatal(err)
	}
	return read()
}
