package puzzlefile

import (
	"bytes"
	"strings"
	"testing"
)

// The readers of CSV, grid and library files keep the invariant of the
// other fuzz targets (no panic, bounded allocation, a valid set or one
// line of error), stream what they parse, and read back what their
// writer writes of a set they took.

func fuzzFormat(f *testing.F, format Format, seeds []string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		set := checkParse(t, "fuzz.txt", data, 32)
		if set == nil {
			return
		}
		if set.Labels != nil && (len(set.Labels) != len(set.Entries) || len(set.LabelNames) == 0) {
			t.Fatalf("%d labels for %d entries, %d names", len(set.Labels), len(set.Entries), len(set.LabelNames))
		}
		checkStream(t, "fuzz.txt", data, set)
		if set.Candidates != nil && len(set.Candidates) != len(set.Entries) {
			t.Fatalf("%d candidate sets for %d entries", len(set.Candidates), len(set.Entries))
		}
		if set.Format != format || set.isJigsaw() {
			return
		}
		var buf bytes.Buffer
		if err := Encode(&buf, format, set, nil); err != nil {
			t.Fatalf("writing a set read without error: %v", err)
		}
		back, err := Parse("back.txt", buf.Bytes())
		if err != nil {
			t.Fatalf("reading back what was written: %v\n%.400s", err, buf.String())
		}
		if back.Format != format || len(back.Entries) != len(set.Entries) {
			t.Fatalf("read back %d entries as %v, want %d as %v", len(back.Entries), back.Format, len(set.Entries), format)
		}
		for i, e := range set.Entries {
			if e.Err == nil && (back.Entries[i].Err != nil || back.Entries[i].Puzzle.Givens != e.Puzzle.Givens) {
				t.Fatalf("entry %d changed in a round trip: %v", i, back.Entries[i].Err)
			}
			if e.Err == nil && set.Candidates != nil && *back.candidatesAt(i, e.Puzzle.Givens) != *set.candidatesAt(i, e.Puzzle.Givens) {
				t.Fatalf("entry %d: candidates changed in a round trip", i)
			}
		}
	})
}

func FuzzReadCSV(f *testing.F) {
	fuzzFormat(f, CSV, []string{
		"quizzes,solutions\n" + zeros(top1) + "," + top1Sol + "\n",
		"id;puzzle;solution;difficulty\n1;" + top1 + ";" + top1Sol + ";\"a \"\"b\"\"\"\n2;" + top2 + ";;x\n",
		"Puzzle\tRating\r\n" + top2 + "\t3.5\r\n" + top1[:80] + "\t\r\n",
		"puzzle,solution\n\"" + top1 + "\n",
		"puzzle,a;quizzes\n",
	})
}

func FuzzReadGrid(f *testing.F) {
	fuzzFormat(f, Grid, []string{
		drawn(top1, "|", "-----------") + "\n" + drawn(top2, "|", "-----------"),
		"*-----------*\n" + strings.NewReplacer("|", " | ").Replace(drawn(zeros(top2), "|", "")) + "*-----------*\n",
		drawn(top1, "", "") + drawn(top2, "", "")[:50],
	})
}

func FuzzReadHoDoKu(f *testing.F) {
	fuzzFormat(f, HoDoKu, []string{
		":0000:x:" + top1 + ":::\n:0000:x:" + zeros(top2) + ":::\n",
		"# lib\n:0803:14:" + top1[:1] + "+1+7" + top1[3:] + ":213 381:417 427::\n",
		":0000:x:+" + top1 + "\n",
	})
}

func FuzzReadPencilMarks(f *testing.F) {
	fuzzFormat(f, PencilMarks, []string{top1PM, top1PM + "\n" + top1PM[:300]})
}

func FuzzReadSukaku(f *testing.F) {
	fuzzFormat(f, Sukaku, []string{top1Sukaku + "\n" + top1Sukaku[:728] + "x\n"})
}

// FuzzParsePasted holds the paste reader to the same invariant: any
// text gives a set or one line of error.
func FuzzParsePasted(f *testing.F) {
	for _, s := range []string{top1, drawn(top2, " | ", "------+-------+------"), "puzzle\n" + top1, ":0000:x:" + top2} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		set, err := ParsePasted(text)
		if err != nil {
			if set != nil || strings.Contains(err.Error(), "\n") {
				t.Fatalf("set %v beside error %q", set != nil, err)
			}
			return
		}
		checkSet(t, set)
	})
}
