package puzzlefile

import (
	"strings"
	"testing"
)

func TestReadHoDoKu(t *testing.T) {
	// top1 with two digits placed (r1c2 = 1, r1c3 = 7) and one candidate deleted.
	placed := top1[:1] + "+1+7" + top1[3:]
	tests := []struct {
		name, data string
		puzzles    []string
	}{
		{"plain library lines", ":0000:x:" + top1 + ":::\n:0000:x:" + zeros(top2) + ":::\n", []string{top1, top2}},
		{"a step line with placed digits and deleted candidates", "# HoDoKu library\n:0803:14:" + placed + ":213 382:417 427::\n", []string{top1}},
		{"no trailing fields", ":0000:x:" + top2 + "\n", []string{top2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("lib.txt", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if set.Format != HoDoKu {
				t.Errorf("format %v, want HoDoKu", set.Format)
			}
			if len(set.Entries) != len(tt.puzzles) {
				t.Fatalf("%d entries, want %d", len(set.Entries), len(tt.puzzles))
			}
			for i, p := range tt.puzzles {
				if e := set.Entries[i]; e.Err != nil || e.Puzzle.Givens != mustGrid(t, p) {
					t.Errorf("entry %d: %v %v, want %s", i, e.Puzzle.Givens, e.Err, p)
				}
			}
			checkStream(t, "lib.txt", []byte(tt.data), set)
			if strings.Contains(tt.data, ":213 382:") {
				// 2 is gone from r1c3 and 3 from r8c2; the rest keep all nine.
				m := set.Candidates[0]
				if m == nil || m[2] != AllCandidates&^(1<<1) || m[64] != AllCandidates&^(1<<2) || m[1] != AllCandidates || m[0] != 1<<3 {
					t.Errorf("candidates %v", m)
				}
			} else if set.Candidates != nil {
				t.Errorf("candidates %v, want none", set.Candidates)
			}
		})
	}
}

func TestHoDoKuErrors(t *testing.T) {
	good := ":0000:x:" + top2 + ":::\n"
	tests := []struct{ name, line, err string }{
		{"a bad cell", ":0000:x:" + top1[:20] + "z" + top1[21:] + ":::", "line 1, column 29: cells: unexpected character 'z' (want digits, '.' or '0' for an empty cell, '+' before a placed digit)"},
		{"too few cells", ":0000:x:" + top1[:80] + ":::", "line 1, column 89: cells: 80 of 81"},
		{"too many cells", ":0000:x:" + top1 + "1:::", "line 1, column 90: cells: more than 81"},
		{"a lone plus", ":0000:x:+" + top1[1:] + ":::", "line 1, column 9: '+' is not followed by a digit 1–9"},
		{"a bad deleted candidate", ":0000:x:" + top1 + ":213 38:::", "line 1, column 95: deleted candidate \"38\": want digit, row and column, each 1–9"},
		{"a deletion on a given", ":0000:x:" + top1 + ":411::", "line 1, column 91: deleted candidate 411: r1c1 is a given"},
		{"no cells", ":0000:x", "line 1, column 8: the line ends before its cells: want \":type:candidates:cells:\""},
		{"not a library line", "  " + top1, "line 1, column 3: a library line starts with ':'"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("", []byte(good+tt.line+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			if len(set.Entries) != 2 || set.Entries[1].Err == nil {
				t.Fatalf("entries %+v, want a good one and a bad one", set.Entries)
			}
			if got := strings.Replace(set.Entries[1].Err.Error(), "line 2", "line 1", 1); got != tt.err {
				t.Errorf("error %q, want %q", got, tt.err)
			}
		})
	}
}
