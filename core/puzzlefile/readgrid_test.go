package puzzlefile

import (
	"strings"
	"testing"
)

// drawn lays a puzzle out as a grid file draws it: rows of nine cells
// with sep between boxes (in a row) and rule between bands.
func drawn(p, sep, rule string) string {
	var b strings.Builder
	for r := 0; r < 9; r++ {
		if r > 0 && r%3 == 0 && rule != "" {
			b.WriteString(rule + "\n")
		}
		for c := 0; c < 9; c++ {
			if c > 0 && c%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteByte(p[r*9+c])
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestReadGrid(t *testing.T) {
	spaced := strings.NewReplacer("|", " | ").Replace(drawn(top1, "|", ""))
	var dotted strings.Builder // cells between spaces, as forum posts write them
	for _, line := range strings.Split(strings.TrimSpace(drawn(top2, "|", "------+-------+------")), "\n") {
		if strings.HasPrefix(line, "-") {
			dotted.WriteString(line + "\n")
			continue
		}
		dotted.WriteString(strings.Join(strings.Split(line, ""), " ") + "\n")
	}
	tests := []struct {
		name, data string
		puzzles    []string
	}{
		{"SimpleSudoku .ss", drawn(top1, "|", "-----------") + "\n" + drawn(top2, "|", "-----------"), []string{top1, top2}},
		{"bare rows, no blank line between", drawn(top1, "", "") + drawn(top2, "", ""), []string{top1, top2}},
		{"spaced with a box frame", "*-----------*\n" + spaced + "*-----------*\n", []string{top1}},
		{"forum style", dotted.String(), []string{top2}},
		{"zeros and comments", "# from a post\n" + drawn(zeros(top1), "|", "---+---+---") + "# end\n", []string{top1}},
		{"CRLF", strings.ReplaceAll(drawn(top2, "|", "---+---+---"), "\n", "\r\n"), []string{top2}},
		// A Sadman/SudoCue .sdk file: info lines "#<letter>…" above the rows.
		{"an .sdk with its info lines", "#AAuthor\n#DA description\n#LEasy\n" + drawn(top1, "", ""), []string{top1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("p.txt", []byte(tt.data))
			if err != nil {
				t.Fatalf("%v\n%s", err, tt.data)
			}
			if set.Format != Grid {
				t.Errorf("format %v, want grids", set.Format)
			}
			if len(set.Entries) != len(tt.puzzles) {
				t.Fatalf("%d entries, want %d", len(set.Entries), len(tt.puzzles))
			}
			for i, p := range tt.puzzles {
				if e := set.Entries[i]; e.Err != nil || e.Puzzle.Givens != mustGrid(t, p) {
					t.Errorf("entry %d: %v %v, want %s", i, e.Puzzle.Givens, e.Err, p)
				}
			}
			checkStream(t, "p.ss", []byte(tt.data), set)
		})
	}
}

func TestGridErrors(t *testing.T) {
	g1, g2 := drawn(top1, "|", "---+---+---"), drawn(top2, "|", "---+---+---")
	rows := strings.Split(g1, "\n")
	tests := []struct {
		name, data string
		entries    int
		err        string // the first entry's error, or the file's when entries is 0
	}{
		{"a bad character", strings.Replace(g1, "4..|", "4x.|", 1) + g2, 2, "line 1, column 2: row 1: unexpected character 'x' (want digits, '.' or '0' for an empty cell, spaces and '|')"},
		{"a short row", strings.Replace(g1, rows[2], rows[2][:10], 1) + g2, 2, "line 3, column 11: row 3 has 8 cells, want 9"},
		{"a long row", strings.Replace(g1, rows[4], rows[4]+"1", 1) + g2, 2, "line 5, column 12: row 4: more than 9 cells"},
		{"a grid cut short", g2 + strings.Join(rows[:5], "\n") + "\n", 2, "line 16, column 1: the grid that starts at line 12 ends after 4 of its 9 rows"},
		{"clashing givens", strings.Replace(g1, "4..|", "44.|", 1), 1, "line 1: digit 4 twice in row 1: r1c1 and r1c2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if len(set.Entries) != tt.entries {
				t.Fatalf("%d entries, want %d", len(set.Entries), tt.entries)
			}
			for _, e := range set.Entries {
				if e.Err != nil {
					if e.Err.Error() != tt.err {
						t.Errorf("error %q, want %q", e.Err, tt.err)
					}
					return
				}
			}
			t.Errorf("no entry has an error, want %q", tt.err)
		})
	}
}
