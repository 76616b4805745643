package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// A CSV file's solution column is compared as -check compares a
// reference file: the summary counts the rows it disagrees with, a
// row with an empty solution field is not compared, and -check wins.
func TestSolveCSVSolutionColumn(t *testing.T) {
	const (
		p1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
		s1 = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
		p2 = "52...6.........7.13...........4..8..6......5...........418.........3..2...87....."
		s2 = "527316489896542731314987562172453896689271354453698217941825673765134928238769145"
	)
	wrong := s2[:80] + "4" // a reference that is no solution
	dir := t.TempDir()
	write := func(name, data string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good := write("good.csv", "quizzes,solutions\n"+p1+","+s1+"\n"+p2+","+s2+"\n")
	bad := write("bad.csv", "id;puzzle;solution;difficulty\n1;"+p1+";"+s1+";easy\n2;"+p2+";"+wrong+";hard\n3;"+p2+";;hard\n")
	refs := write("refs.txt", s1+"\n"+s2+"\n"+s2+"\n")
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"all agree", []string{"solve", good}, 0, "2 puzzles: 2 unique, 0 multiple, 0 none, 0 invalid; 0 mismatches;"},
		{"one disagrees", []string{"solve", bad}, 1, "3 puzzles: 3 unique, 0 multiple, 0 none, 0 invalid; 1 mismatches;"},
		{"-check wins over the column", []string{"solve", "-check", refs, bad}, 0, "; 0 mismatches;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := run(t, tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", code, stderr, tc.code, tc.want)
			}
		})
	}
	_, out, _ := run(t, "solve", "-json", bad)
	lines := decodeLines(t, out)
	if len(lines) != 3 || lines[0].Match == nil || !*lines[0].Match || lines[1].Match == nil || *lines[1].Match || lines[2].Match != nil {
		t.Errorf("-json: want a match, a mismatch and a row not compared; got %s", out)
	}
}

// solve -o writes each text format by extension or -format, and what
// it writes reads back as the solutions of the puzzles.
func TestSolveWritesTextFormats(t *testing.T) {
	top95 := shareddata.Path(t, "classic/top95.txt")
	set, err := puzzlefile.Read(top95)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		name, format string
		want         puzzlefile.Format
		head         string
	}{
		{"out.csv", "", puzzlefile.CSV, "puzzle,solution\n" + set.Entries[0].Puzzle.Givens.String() + ","},
		{"out.ss", "", puzzlefile.Grid, "417|369|825\n632|158|947\n"},
		{"grids.txt", "grid", puzzlefile.Grid, "417|369|825\n"},
		{"lib.txt", "hodoku", puzzlefile.HoDoKu, ":0000:x:417369825"},
		{"table.txt", "CSV", puzzlefile.CSV, "puzzle,solution\n"},
		// Solutions as pencil marks are a cell of one candidate each,
		// which reads back as the same grid of digits.
		{"pm.txt", "pencil", puzzlefile.Grid, ".-------.-------.-------.\n| 4 1 7 | 3 6 9 | 8 2 5 |\n"},
		{"suk.txt", "sukaku", puzzlefile.Sukaku, "...4.....1..............7.."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name)
			args := []string{"solve", "-o", out}
			if tc.format != "" {
				args = append(args, "-format", tc.format)
			}
			if code, _, stderr := run(t, append(args, top95)...); code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(data), strings.ReplaceAll(tc.head, "0", ".")) && !strings.HasPrefix(string(data), tc.head) {
				t.Errorf("starts %.60q, want %q", data, tc.head)
			}
			if back, err := puzzlefile.Parse(out, data); err != nil || back.Format != tc.want {
				t.Fatalf("read back as %v (%v), want %v", back.Format, err, tc.want)
			}
			sols, err := puzzlefile.ParseSolutions(out, data)
			if err != nil {
				t.Fatal(err)
			}
			if len(sols) != len(set.Entries) {
				t.Fatalf("%d solutions, want %d", len(sols), len(set.Entries))
			}
			for i, e := range set.Entries {
				if !e.Puzzle.IsSolution(sols[i]) {
					t.Fatalf("solution %d does not solve its puzzle", i)
				}
			}
			// Solving the written CSV compares with its own solutions.
			if tc.want == puzzlefile.CSV {
				if code, _, stderr := run(t, "solve", out); code != 0 || !strings.Contains(stderr, "95 puzzles: 95 unique") {
					t.Errorf("solve %s: exit %d, %q", tc.name, code, stderr)
				}
			}
		})
	}
}
