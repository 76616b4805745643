package puzzlefile

import (
	"bytes"
	"strings"
	"testing"
)

// top1PM is top1 with the candidates its givens leave, copied from a
// pencil-mark grid laid out as HoDoKu lays it out.
const top1PM = `.------------------------.------------------------.----------------------.
| 4      1679    12679   | 139    2369    1269    | 8      1239   5      |
| 26789  3       1256789 | 14589  24569   1245689 | 12679  1249   124679 |
| 2689   15689   125689  | 7      234569  1245689 | 12369  12349  123469 |
:------------------------+------------------------+----------------------:
| 3789   2       135789  | 3459   34579   4579    | 13579  6      13789  |
| 3679   15679   135679  | 359    8       25679   | 4      12359  12379  |
| 36789  456789  356789  | 3459   1       245679  | 23579  23589  23789  |
:------------------------+------------------------+----------------------:
| 289    89      289     | 6      459     3       | 1259   7      12489  |
| 5      6789    36789   | 2      479     14789   | 1369   13489  134689 |
| 1      6789    4       | 589    579     5789    | 23569  23589  23689  |
'------------------------'------------------------'----------------------'
`

// top1Sukaku is the same candidates as a sukaku line.
const top1Sukaku = "...4.....1....67.912...67.91.3.....9.23..6..912...6..9.......8.123.....9....5.....2...6789..3......12..567891..45..89.2.456..912.456.8912...67.912.4....912.4.67.9.2...6.891...56.8912..56.89......7...23456..912.456.89123..6..91234....91234.6..9..3...789.2.......1.3.5.789..345...9..345.7.9...45.7.91.3.5.7.9.....6...1.3...789..3..67.91...567.91.3.567.9..3.5...9.......8..2..567.9...4.....123.5...9123...7.9..3..6789...456789..3.56789..345...91.........2.4567.9.23.5.7.9.23.5..89.23...789.2.....89.......89.2.....89.....6......45...9..3......12..5...9......7..12.4...89....5.........6789..3..6789.2..........4..7.91..4..7891.3..6..91.34...891.34.6.891.............6789...4.........5..89....5.7.9....5.789.23.56..9.23.5..89.23..6.89"

// The candidates of top1PM, as the peers of each given leave them.
func top1Marks(t *testing.T) *Candidates {
	g := mustGrid(t, top1)
	m := CandidatesOf(g)
	for c := range g {
		if g[c] != 0 {
			continue
		}
		for p := range g {
			if g[p] != 0 && (p/9 == c/9 || p%9 == c%9 || (p/27 == c/27 && p%9/3 == c%9/3)) {
				m[c] &^= 1 << (g[p] - 1)
			}
		}
	}
	return m
}

func TestReadPencilMarksAndSukaku(t *testing.T) {
	tests := []struct {
		name, data string
		want       Format
		puzzles    int
	}{
		{"a HoDoKu pencil-mark grid", top1PM, PencilMarks, 1},
		{"two grids, CRLF", strings.ReplaceAll(top1PM+"\n"+top1PM, "\n", "\r\n"), PencilMarks, 2},
		{"sukaku lines", top1Sukaku + "\n# comment\n" + strings.ReplaceAll(top1Sukaku, ".", "0") + "\n", Sukaku, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := Parse("m.txt", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if set.Format != tt.want || len(set.Entries) != tt.puzzles || len(set.Candidates) != tt.puzzles {
				t.Fatalf("read as %v: %d entries, %d with candidates; want %v, %d", set.Format, len(set.Entries), len(set.Candidates), tt.want, tt.puzzles)
			}
			for i, e := range set.Entries {
				if e.Err != nil || *set.Candidates[i] != *top1Marks(t) || e.Puzzle.Givens != mustGrid(t, top1) {
					t.Errorf("entry %d: %v, candidates %v", i, e.Err, set.Candidates[i])
				}
			}
			checkStream(t, "m.txt", []byte(tt.data), set)
		})
	}
}

func TestMarksErrors(t *testing.T) {
	rows := strings.Split(top1PM, "\n")
	tests := []struct{ name, data, err string }{
		{"a letter in a list", strings.Replace(top1PM, "1679 ", "16x9 ", 1), "line 2, column 12: unexpected character 'x' in a candidate list (want digits 1–9, or '.' for none)"},
		{"a digit twice", strings.Replace(top1PM, "1679 ", "1669 ", 1), "line 2, column 12: candidate 6 twice in one cell"},
		{"eight cells", strings.Replace(top1PM, rows[2], strings.Replace(rows[2], "3       ", "", 1), 1), "line 3, column 67: row 2 has 8 cells, want 9"},
		{"a sukaku digit out of place", top1Sukaku[:9] + "9" + top1Sukaku[10:], "line 1, column 10: r1c2: '9' in the place of candidate 1 (want 1, or '.' or '0' when it is not one)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var data string
			if strings.HasPrefix(tt.data, ".-") {
				data = tt.data + top1PM
			} else {
				data = tt.data + "\n" + top1Sukaku + "\n"
			}
			set, err := Parse("", []byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if len(set.Entries) != 2 || set.Entries[0].Err == nil || set.Entries[1].Err != nil {
				t.Fatalf("want a bad entry and a good one, got %+v", set.Entries)
			}
			if got := set.Entries[0].Err.Error(); got != tt.err {
				t.Errorf("error %q, want %q", got, tt.err)
			}
		})
	}
}

// The candidate formats and the library line write back what they read.
func TestMarksRoundTrip(t *testing.T) {
	set, err := Parse("", []byte(top1PM))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []Format{PencilMarks, Sukaku, HoDoKu} {
		var buf bytes.Buffer
		if err := Encode(&buf, format, set, nil); err != nil {
			t.Fatal(err)
		}
		if format == Sukaku && strings.TrimSpace(buf.String()) != top1Sukaku {
			t.Errorf("sukaku written as\n%s", buf.String())
		}
		back, err := Parse("", buf.Bytes())
		if err != nil {
			t.Fatalf("%v: %v\n%s", format, err, buf.String())
		}
		if back.Format != format || len(back.Candidates) != 1 || *back.Candidates[0] != *set.Candidates[0] || back.Entries[0].Puzzle.Givens != set.Entries[0].Puzzle.Givens {
			t.Errorf("%v: read back %v, candidates %v\n%s", format, back.Format, back.Candidates, buf.String())
		}
	}
}
