package puzzlefile

import (
	"bytes"
	"strings"
	"testing"
)

const jankoLine = "8...........1.....2.....4.6.....8..5...62..18.3...4.2....5..1.7..2.........8...9. IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"

// Unreadable lines become invalid entries naming the line; the others load.
func TestTextLines(t *testing.T) {
	dup := "99" + classicPuzzle[2:]
	cases := []struct {
		name string
		text string
		want []string // one fragment an entry, "" for valid
	}{
		{"BOM and CRLF", "\xEF\xBB\xBF" + classicPuzzle + "\r\n" + classicPuzzle + "\r\n", []string{"", ""}},
		{"CR only", classicPuzzle + "\r" + classicPuzzle + "\r", []string{"", ""}},
		{"comments and blanks", "# a set\n\n   \n" + classicPuzzle + "  # first\n\t\n" + classicPuzzle, []string{"", ""}},
		{"zeros for empty", strings.ReplaceAll(classicPuzzle, ".", "0"), []string{""}},
		{"short line", classicPuzzle + "\n" + classicPuzzle[:80] + "\n" + classicPuzzle, []string{"", "line 2: puzzle has 80 characters, want 81", ""}},
		{"long line", classicPuzzle + "5\n" + classicPuzzle, []string{"line 1: puzzle has 82 characters, want 81", ""}},
		{"stray character", "# x\n" + classicPuzzle[:4] + "x" + classicPuzzle[5:] + "\n" + classicPuzzle, []string{"line 2: r1c5: unexpected character 'x'", ""}},
		{"non-ASCII", classicPuzzle[:4] + "é" + classicPuzzle[6:] + "\n" + classicPuzzle, []string{"line 1: r1c5: unexpected character 'é'", ""}},
		{"digit twice", dup + "\n" + classicPuzzle, []string{"line 1: digit 9 twice in row 1: r1c1 and r1c2", ""}},
		{"counts", classicPuzzle + ":1:652483917978162435314975628825736149791824563436519872269348751547291386183657294\n" + classicPuzzle + ":0:", []string{"", ""}},
		{"count not a number", classicPuzzle + ":x:\n" + classicPuzzle + ":-3\n" + classicPuzzle + "::", []string{`line 1: the count "x" after the puzzle is not a number of solutions`, `line 2: the count "-3"`, ""}},
		{"jigsaw", jankoLine + "\n" + strings.ToLower(jankoLine[:82]) + strings.ToLower(jankoLine[82:]), []string{"", ""}},
		{"region digits", jankoLine[:82] + strings.Map(func(r rune) rune { return r - 'A' + '1' }, jankoLine[82:]), []string{""}},
		{"region letter", jankoLine[:84] + "Z" + jankoLine[85:] + "\n" + jankoLine, []string{"line 1: region map: r1c3: unexpected character 'Z' (want letters A–I or digits 1–9)", ""}},
		{"region short", jankoLine[:160] + "\n" + jankoLine, []string{"line 1: region map has 78 characters, want 81", ""}},
		{"region too big", jankoLine[:82] + "A" + jankoLine[83:] + "\n" + jankoLine, []string{"line 1: region map: region 1 has 10 cells, want 9", ""}},
		{"third field", jankoLine + " extra\n" + jankoLine, []string{"line 1: unexpected text after the region map", ""}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			set, err := Parse("t.txt", []byte(tc.text))
			if err != nil {
				t.Fatal(err)
			}
			checkEntryErrors(t, set, tc.want...)
		})
	}
}

// hostileText lists text files refused as a whole.
func hostileText() []hostileCase {
	manyBad := strings.Repeat("xx\n", MaxBadLines+1)
	return []hostileCase{
		{"only comments", []byte("# nothing\n\n  # here\n"), []string{"no puzzles: the file holds only blank lines and comments"}},
		{"no puzzle line", []byte("hello world\nthis is a letter\n"), []string{"no line is a puzzle (the first: line 1: puzzle has 5 characters, want 81)"}},
		{"binary", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), []string{"binary data (a zero byte at byte 8): not a text puzzle file"}},
		{"UTF-16", []byte("\xFF\xFE4\x00.\x00"), []string{"the file is UTF-16 text"}},
		{"too many bad lines", []byte(classicPuzzle + "\n" + manyBad), []string{"more than 1000 lines are not puzzles (the first: line 2: puzzle has 2 characters, want 81)"}},
	}
}

func TestHostileText(t *testing.T) {
	for _, tc := range hostileText() {
		t.Run(tc.name, func(t *testing.T) {
			set, err := Parse("bad.txt", tc.data)
			if set != nil {
				t.Fatalf("got a set of %d entries, want an error", len(set.Entries))
			}
			wantErr(t, err, append([]string{"bad.txt: "}, tc.want...)...)
		})
	}
}

// A single line of 100 MB costs no memory beyond the file and no time
// beyond one pass.
func TestTextHugeLine(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates 100 MB")
	}
	huge := bytes.Repeat([]byte("1"), 100<<20)
	var err error
	alloc := allocated(func() { _, err = Parse("huge.txt", huge) })
	wantErr(t, err, "huge.txt: no line is a puzzle (the first: line 1: puzzle has 104857600 characters, want 81)")
	if alloc > 1<<20 {
		t.Errorf("allocated %d bytes on a 100 MB line", alloc)
	}
	// With a good puzzle after it, the set loads.
	withPuzzle := append(huge, "\n"+classicPuzzle+"\n"...)
	set, err := Parse("huge.txt", withPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "line 1: puzzle has 104857600 characters, want 81", "")
	// Many fields on one huge line.
	spaced := bytes.Repeat([]byte("1 "), 50<<20)
	alloc = allocated(func() { _, err = Parse("spaced.txt", spaced) })
	wantErr(t, err, "line 1: puzzle has 1 character, want 81")
	if alloc > 1<<20 {
		t.Errorf("allocated %d bytes on a 100 MB line of fields", alloc)
	}
}

func TestTextSolutions(t *testing.T) {
	sol := "652483917978162435314975628825736149791824563436519872269348751547291386183657294"
	sols, err := ParseSolutions("s.txt", []byte("# refs\n"+sol+"\n"+strings.Repeat(".", 81)+"\n"+strings.Repeat("0", 81)+" "+jankoLine[82:]+"\r\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sols) != 3 || sols[0] != mustGrid(t, sol) || !IsNoSolution(sols[1]) || !IsNoSolution(sols[2]) {
		t.Errorf("solutions read wrongly: %v", sols)
	}
	_, err = ParseSolutions("s.txt", []byte(sol+"\n"+sol[:3]+"\n"))
	wantErr(t, err, "s.txt: line 2: solution has 3 characters, want 81")
	_, err = ParseSolutions("s.txt", []byte(sol[:5]+"?"+sol[6:]))
	wantErr(t, err, "s.txt: line 1: r1c6: unexpected character '?'")
	_, err = ParseSolutions("s.txt", []byte("\n# only a comment\n"))
	wantErr(t, err, "s.txt: no solutions")
}
