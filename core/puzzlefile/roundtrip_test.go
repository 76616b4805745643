package puzzlefile

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// top95 reads Norvig's top95 from the shared data.
func top95(t *testing.T) *Set {
	t.Helper()
	set, err := Read(filepath.Join(shareddata.Dir(t), "classic", "top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// Every text format writes what it reads back: the same puzzles, and
// in a CSV the same reference solutions and labels, whole or streamed.
// (The formats of candidates read a plain puzzle back with the
// candidates its givens give: TestMarksRoundTrip keeps fewer.)
func TestTextFormatsRoundTrip(t *testing.T) {
	set := top95(t)
	counted, err := Read(filepath.Join(shareddata.Dir(t), "classic", "test_puzzles_with_counts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	refs, err := ReadSolutions(filepath.Join(shareddata.Dir(t), "classic", "test_puzzles_with_counts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	labelled := &Set{Entries: counted.Entries, Solutions: refs, LabelNames: []string{"id", "note, quoted"}}
	for i := range counted.Entries {
		labelled.Labels = append(labelled.Labels, []string{fmt.Sprint(i), fmt.Sprintf(" say \"%d\"; ok", i)})
	}
	for _, format := range []Format{CSV, Grid, HoDoKu, PencilMarks, Sukaku, Text} {
		for _, src := range []*Set{set, labelled} {
			name := fmt.Sprintf("%v/%d", format, len(src.Entries))
			t.Run(name, func(t *testing.T) {
				var buf bytes.Buffer
				if err := Encode(&buf, format, src, nil); err != nil {
					t.Fatal(err)
				}
				back, err := Parse("", buf.Bytes())
				if err != nil {
					t.Fatalf("%v\n%.300s", err, buf.String())
				}
				if back.Format != format {
					t.Errorf("read back as %v", back.Format)
				}
				sameSet(t, src, back, format == CSV)
				// The stream writes the same bytes, chunk by chunk.
				path := filepath.Join(t.TempDir(), "in"+format.Ext())
				os.WriteFile(path, buf.Bytes(), 0o644)
				var streamed bytes.Buffer
				open := func() (*Stream, error) { return OpenStream(path) }
				if err := EncodeStream(&streamed, format, open, nil, WriteOptions{}); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(streamed.Bytes(), buf.Bytes()) {
					t.Errorf("the stream wrote\n%.300s\nthe whole set\n%.300s", streamed.String(), buf.String())
				}
			})
		}
	}
}

func sameSet(t *testing.T, want, got *Set, extras bool) {
	t.Helper()
	if len(got.Entries) != len(want.Entries) {
		t.Fatalf("%d entries, want %d", len(got.Entries), len(want.Entries))
	}
	for i := range want.Entries {
		if got.Entries[i].Puzzle.Givens != want.Entries[i].Puzzle.Givens {
			t.Fatalf("entry %d: %v, want %v", i, got.Entries[i].Puzzle.Givens, want.Entries[i].Puzzle.Givens)
		}
	}
	if !extras {
		return
	}
	if !slices.Equal(got.Solutions, want.Solutions) {
		t.Errorf("solutions differ: %d read back, %d written", len(got.Solutions), len(want.Solutions))
	}
	if !slices.Equal(got.LabelNames, want.LabelNames) {
		t.Errorf("label names %q, want %q", got.LabelNames, want.LabelNames)
	}
	for i := range want.Labels {
		if !slices.Equal(got.Labels[i], want.Labels[i]) {
			t.Fatalf("labels of %d: %q, want %q", i, got.Labels[i], want.Labels[i])
		}
	}
}

// A solved set written as CSV holds each puzzle beside its solution,
// and NoSolution() as a field of dots that reads back as NoSolution().
func TestCSVSolvedRoundTrip(t *testing.T) {
	set, err := Parse("", []byte(top1+"\n"+top2+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	sols := []grid.Grid{mustGrid(t, top1Sol), NoSolution()}
	var buf bytes.Buffer
	if err := Encode(&buf, CSV, set, sols); err != nil {
		t.Fatal(err)
	}
	want := "puzzle,solution\n" + top1 + "," + top1Sol + "\n" + top2 + "," + string(bytes.Repeat([]byte("."), 81)) + "\n"
	if buf.String() != want {
		t.Fatalf("wrote\n%s\nwant\n%s", buf.String(), want)
	}
	back, err := ParseSolutions("", buf.Bytes())
	if err != nil || !slices.Equal(back, sols) {
		t.Fatalf("read back %v %v, want %v", back, err, sols)
	}
}

// A jigsaw set is refused by the formats without regions.
func TestTextFormatsRefuseJigsaw(t *testing.T) {
	set, err := Read(filepath.Join(shareddata.Dir(t), "jigsaw", "janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []Format{CSV, Grid, HoDoKu} {
		if err := Encode(&bytes.Buffer{}, format, set, nil); err == nil {
			t.Errorf("%v took a jigsaw set", format)
		}
	}
}
