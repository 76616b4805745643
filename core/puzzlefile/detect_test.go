package puzzlefile

import (
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// The format comes from the content, whatever the name says.
func TestDetectText(t *testing.T) {
	tests := []struct {
		name, file, data string
		want             Format
		err              string
	}{
		{"81-character lines", "a.csv", top1 + "\n" + top2 + "\n", Text, ""},
		{"a line with a region map", "a.txt", top1 + " " + strings.Repeat("ABCDEFGHI", 9) + "\n", Text, ""},
		{"a bad first line is still text", "a.txt", top1[:80] + "\n" + top2 + "\n", Text, ""},
		{"a CSV named .txt", "a.txt", "quizzes,solutions\n" + top1 + "," + top1Sol + "\n", CSV, ""},
		{"a CSV after a byte order mark", "a", "\xEF\xBB\xBFpuzzle\n" + top1 + "\n", CSV, ""},
		{"a grid named .csv", "a.csv", drawn(top1, "|", "---+---+---"), Grid, ""},
		{"a grid after comments", "a", "# one\n\n# two\n" + drawn(top1, " ", ""), Grid, ""},
		{"HoDoKu lines", "a.ss", ":0000:x:" + top1 + ":::\n", HoDoKu, ""},
		{"a header two separators split", "a.csv", "puzzle;x,quizzes\n", Text, "the header names a puzzle column whether its fields are separated by commas or semicolons"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse(tt.file, []byte(tt.data))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one saying %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if set.Format != tt.want {
				t.Errorf("read as %v, want %v", set.Format, tt.want)
			}
		})
	}
}

// Pasted text is read in any format, as a file is.
func TestParsePasted(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"one line", top1, []string{top1}},
		{"one line with space around it", "\n  " + top2 + "  \n\n", []string{top2}},
		{"two lines", top1 + "\r\n" + top2, []string{top1, top2}},
		{"a grid", drawn(top2, " | ", "------+-------+------"), []string{top2}},
		{"a table", "puzzle,solution\n" + top1 + "," + top1Sol, []string{top1}},
		{"a library line", ":0000:x:" + top2 + ":::", []string{top2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := ParsePasted(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			if len(set.Entries) != len(tt.want) {
				t.Fatalf("%d puzzles, want %d", len(set.Entries), len(tt.want))
			}
			for i, p := range tt.want {
				if e := set.Entries[i]; e.Err != nil || e.Puzzle.Givens != mustGrid(t, p) {
					t.Errorf("puzzle %d: %v %v, want %s", i, e.Puzzle.Givens, e.Err, p)
				}
			}
		})
	}
	for _, bad := range []string{"", "hello", strings.Repeat("x", MaxPasteSize+1)} {
		if _, err := ParsePasted(bad); err == nil {
			t.Errorf("ParsePasted(%.20q) took it", bad)
		}
	}
}

// What CopyText writes, ParsePasted reads back as the same puzzle (and
// the same candidates, in the formats that have them).
func TestCopyTextPastesBack(t *testing.T) {
	p := grid.Puzzle{Givens: mustGrid(t, top1)}
	marks := top1Marks(t)
	marks[1] &^= 1 << 5 // the person's note: not 6 in r1c2
	for _, format := range []Format{Text, CSV, Grid, HoDoKu, PencilMarks, Sukaku} {
		text, err := CopyText(format, p, marks)
		if err != nil {
			t.Fatal(err)
		}
		set, err := ParsePasted(text)
		if err != nil {
			t.Fatalf("%v: %v\n%s", format, err, text)
		}
		if set.Format != format || len(set.Entries) != 1 || set.Entries[0].Puzzle.Givens != p.Givens {
			t.Errorf("%v: pasted back as %v %+v", format, set.Format, set.Entries)
		}
		if format == PencilMarks || format == Sukaku || format == HoDoKu {
			if len(set.Candidates) != 1 || *set.Candidates[0] != *marks {
				t.Errorf("%v: candidates %v, want %v", format, set.Candidates, marks)
			}
		}
	}
	if _, err := CopyText(NPY, p, nil); err == nil {
		t.Error("CopyText took npy")
	}
}
