package puzzlefile

import (
	"strings"
	"testing"
)

// Two puzzles of top95 and their solutions, for the format tests.
const (
	top1    = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	top1Sol = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	top2    = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."
	top2Sol = "527316489896542731314987562172453896689271354453698217941825673765134928238769145"
)

func zeros(p string) string { return strings.ReplaceAll(p, ".", "0") }

func TestReadCSV(t *testing.T) {
	tests := []struct {
		name, data string
		puzzles    []string
		solutions  []string // nil: no solution column
		labelNames []string
		labels     [][]string
	}{
		{"kaggle quizzes,solutions with 0 blanks", "quizzes,solutions\n" + zeros(top1) + "," + top1Sol + "\n" + zeros(top2) + "," + top2Sol + "\n",
			[]string{top1, top2}, []string{top1Sol, top2Sol}, nil, nil},
		{"id,puzzle,solution,clues,difficulty", "id,puzzle,solution,clues,difficulty\n1," + top1 + "," + top1Sol + ",17,2.5\n2," + top2 + "," + top2Sol + ",17,3\n",
			[]string{top1, top2}, []string{top1Sol, top2Sol}, []string{"id", "clues", "difficulty"}, [][]string{{"1", "17", "2.5"}, {"2", "17", "3"}}},
		{"tabs, CRLF, no solution column", "Puzzle\tDifficulty\r\n" + top1 + "\teasy\r\n",
			[]string{top1}, nil, []string{"Difficulty"}, [][]string{{"easy"}}},
		{"semicolons and quotes", "\"question\";\"answer\";\"note\"\n\"" + top1 + "\";\"" + top1Sol + "\";\"say \"\"hi\"\"; ok\"\n",
			[]string{top1}, []string{top1Sol}, []string{"note"}, [][]string{{`say "hi"; ok`}}},
		{"a comment before the header", "# from a data set\npuzzle\n" + top2 + "\n",
			[]string{top2}, nil, nil, nil},
		{"one column, spaces around fields", " puzzles \n " + top2 + " \n",
			[]string{top2}, nil, nil, nil},
		{"an empty solution field is no reference", "puzzle,solution\n" + top1 + ",\n",
			[]string{top1}, []string{strings.Repeat("0", 81)}, nil, nil},
		{"a pandas index column", ",quizzes,solutions\n0," + top1 + "," + top1Sol + "\n",
			[]string{top1}, []string{top1Sol}, []string{""}, [][]string{{"0"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("x.txt", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if set.Format != CSV {
				t.Errorf("format %v, want CSV", set.Format)
			}
			if len(set.Entries) != len(tt.puzzles) {
				t.Fatalf("%d entries, want %d", len(set.Entries), len(tt.puzzles))
			}
			for i, p := range tt.puzzles {
				e := set.Entries[i]
				if e.Err != nil || e.Puzzle.Givens != mustGrid(t, p) {
					t.Errorf("entry %d: %v %v, want %s", i, e.Puzzle.Givens, e.Err, p)
				}
			}
			if (set.Solutions == nil) != (tt.solutions == nil) {
				t.Fatalf("solutions %v, want %v", set.Solutions, tt.solutions)
			}
			for i, s := range tt.solutions {
				if set.Solutions[i] != mustGrid(t, s) {
					t.Errorf("solution %d: %v, want %s", i, set.Solutions[i], s)
				}
			}
			if strings.Join(set.LabelNames, "|") != strings.Join(tt.labelNames, "|") {
				t.Errorf("label names %q, want %q", set.LabelNames, tt.labelNames)
			}
			if len(set.Labels) != len(tt.labels) {
				t.Fatalf("labels %q, want %q", set.Labels, tt.labels)
			}
			for i := range tt.labels {
				if strings.Join(set.Labels[i], "|") != strings.Join(tt.labels[i], "|") {
					t.Errorf("labels of row %d: %q, want %q", i, set.Labels[i], tt.labels[i])
				}
			}
			checkStream(t, "x.csv", []byte(tt.data), set)
		})
	}
}

// Every fault in a CSV file is named by line and column, in an entry's
// error (the file still loads) or in the error that refuses the file.
func TestCSVErrors(t *testing.T) {
	bad := top1[:10] + "x" + top1[11:]
	tests := []struct {
		name, data string
		entryErr   string // the first bad entry's error; "" when the file is refused
		fileErr    string
	}{
		{"a bad cell", "puzzle,solution\n" + top2 + "," + top2Sol + "\n" + bad + "," + top1Sol + "\n", "line 3, column 11: puzzle: r2c2: unexpected character 'x'", ""},
		{"a bad cell in a quoted field", "\"puzzle\"\n\"" + bad + "\"\n" + top2 + "\n", "line 2, column 12: puzzle: r2c2: unexpected character 'x'", ""},
		{"a short puzzle", "id,puzzle\n7," + top1[:80] + "\n" + "8," + top2 + "\n", "line 2, column 3: puzzle: puzzle has 80 characters, want 81", ""},
		{"too few fields", "id,puzzle,solution\n1," + top1 + "\n2," + top2 + "," + top2Sol + "\n", "line 2, column 84: 2 fields, the header has 3", ""},
		{"too many fields", "puzzle\n" + top1 + ",x\n" + top2 + "\n", "line 2, column 83: 2 fields, the header has 1", ""},
		{"an open quote", "puzzle\n\"" + top1 + "\n" + top2 + "\n", "line 2, column 1: the quote opened here is not closed on its line", ""},
		{"a bad solution refuses the file", "puzzle,solution\n" + top1 + "," + top1Sol[:5] + "?" + top1Sol[6:] + "\n", "", "line 2, column 88: solution: r1c6: unexpected character '?'"},
		{"two puzzle columns", "puzzle,quizzes\n" + top1 + "," + top1 + "\n", "", "line 1, column 8: a second puzzle column \"quizzes\" (the first is \"puzzle\")"},
		{"only a header", "quizzes,solutions\n", "", "no rows: the file holds only its header line"},
		{"no row is a puzzle", "puzzle\nabc\n", "", "no record is a puzzle (the first: line 2, column 1: puzzle: puzzle has 3 characters, want 81)"},
		{"two delimiters", "puzzle,a;quizzes\n" + top1 + "\n", "", "line 1: the header names a puzzle column whether its fields are separated by commas or semicolons: the file is ambiguous"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("", []byte(tt.data))
			if tt.fileErr != "" {
				if err == nil || err.Error() != tt.fileErr {
					t.Fatalf("error %v, want %q", err, tt.fileErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range set.Entries {
				if e.Err != nil {
					if e.Err.Error() != tt.entryErr {
						t.Errorf("entry error %q, want %q", e.Err, tt.entryErr)
					}
					return
				}
			}
			t.Errorf("no entry has an error, want %q", tt.entryErr)
		})
	}
}

func TestLabel(t *testing.T) {
	set, err := Parse("", []byte("id,puzzle,Difficulty\n7,"+top1+",hard\n8,"+top2+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		i          int
		name, want string
		ok         bool
	}{
		{0, "difficulty", "hard", true}, {0, "ID", "7", true}, {0, "rating", "", false},
		{1, "difficulty", "", false}, // a short row keeps no labels
		{2, "id", "", false}, {-1, "id", "", false},
	} {
		if got, ok := set.Label(tc.i, tc.name); got != tc.want || ok != tc.ok {
			t.Errorf("Label(%d, %q) = %q, %v; want %q, %v", tc.i, tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
