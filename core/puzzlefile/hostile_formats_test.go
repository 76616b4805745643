package puzzlefile

import (
	"strings"
	"testing"
)

// Hostile inputs in the record formats: each gives one line of error,
// or entries whose errors name line and column, whole and streamed.
func TestHostileRecordFormats(t *testing.T) {
	long := strings.Repeat("1", 2<<20)
	tests := []struct {
		name, data string
		entryErr   string // the error of the first bad entry, when the file loads
		fileErr    string
	}{
		{"a CSV row of 2 MiB", "puzzle\n" + long + "\n" + top1 + "\n", "line 2, column 1: the line has 2097152 bytes: no row is that long", ""},
		{"a CSV row of 2 MiB with a '#' (text, not a comment)", "puzzle\n#" + long + "\n" + top1 + "\n", "line 2, column 1: the line has 2097153 bytes: no row is that long", ""},
		// Detection sees no whole first line: the file is text, its
		// first line no puzzle.
		{"a first line of 2 MiB", "puzzle," + long + "\n" + top1 + "\n", "line 1: puzzle has 2097159 characters, want 81", ""},
		{"a grid row of 2 MiB", drawn(top1, "|", "") + long + "\n" + drawn(top2, "|", "")[12:], "line 10, column 1: the line has 2097152 bytes: no grid row is that long", ""},
		{"a library line of 2 MiB", ":0000:x:" + top1 + ":::\n:" + long + "\n", "line 2, column 1: the line has 2097153 bytes: no library line is that long", ""},
		{"a zero byte in a CSV", "puzzle\n" + top1 + "\n\x00\n", "", "binary data (a zero byte at byte 89): not a text puzzle file"},
		{"UTF-16", "\xFF\xFEp\x00u\x00", "", "the file is UTF-16 text"},
		{"a thousand and one bad rows", "puzzle\n" + strings.Repeat("x\n", MaxBadLines+1), "", "more than 1000 records are not puzzles"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("h.txt", []byte(tt.data))
			if tt.fileErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.fileErr) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("error %v, want one line with %q", err, tt.fileErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range set.Entries {
				if e.Err != nil {
					if e.Err.Error() != tt.entryErr {
						t.Errorf("error %q, want %q", e.Err, tt.entryErr)
					}
					break
				}
			}
			checkStream(t, "h.txt", []byte(tt.data), set)
		})
	}
}
