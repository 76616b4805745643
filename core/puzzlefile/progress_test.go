package puzzlefile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sbinet/npyio/npz"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// progressFor makes progress on every puzzle of a set: in each puzzle
// the first two empty cells get entries 1 and 2, the third notes 1, 5
// and 9 (bits 0, 4 and 8), and the first given a note that is dropped.
func progressFor(set *Set) *Progress {
	p := &Progress{Entries: make([]grid.Grid, len(set.Entries)), Notes: make([]Notes, len(set.Entries))}
	for i, e := range set.Entries {
		empty := 0
		given := false
		for c, d := range e.Puzzle.Givens {
			switch {
			case d != 0 && !given:
				p.Notes[i][c] = 1 << 3
				given = true
			case d == 0 && empty < 2:
				p.Entries[i][c] = int8(empty + 1)
				empty++
			case d == 0 && empty == 2:
				p.Notes[i][c] = 1<<0 | 1<<4 | 1<<8
				empty++
			}
		}
	}
	return p
}

// withoutGivenNotes returns p's notes with the cells of givens cleared,
// as the reader gives them back.
func withoutGivenNotes(set *Set, p *Progress) []Notes {
	notes := slices.Clone(p.Notes)
	for i := range notes {
		for c, d := range set.Entries[i].Puzzle.Givens {
			if d != 0 {
				notes[i][c] = 0
			}
		}
	}
	return notes
}

func classicSet(t *testing.T) *Set {
	t.Helper()
	set, err := Parse("c.txt", []byte(classicPuzzle+"\n"+classicSolved[:40]+strings.Repeat(".", 41)+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// structuredSet returns two jigsaw puzzles read from a structured
// "sudokus" npz; their progress is saved in the plain layout.
func structuredSet(t *testing.T) *Set {
	t.Helper()
	set, _ := testSet(t)
	set.Entries = set.Entries[:2]
	set.Structured = true
	var buf bytes.Buffer
	if err := Encode(&buf, NPZ, set, nil); err != nil {
		t.Fatal(err)
	}
	back, err := Parse("s.npz", buf.Bytes())
	if err != nil || !back.Structured {
		t.Fatalf("not read as structured: %v", err)
	}
	return back
}

func TestProgressRoundTrip(t *testing.T) {
	jigsaw, sols := testSet(t) // the third puzzle is invalid: its progress is kept all the same
	jigsawKnown, _ := testSet(t)
	jigsawKnown.Solutions = sols
	for _, tc := range []struct {
		name string
		set  *Set
	}{{"classic", classicSet(t)}, {"jigsaw", jigsaw}, {"jigsaw with solutions", jigsawKnown}, {"structured", structuredSet(t)}} {
		t.Run(tc.name, func(t *testing.T) {
			p := progressFor(tc.set)
			path := filepath.Join(t.TempDir(), "progress.npz")
			if err := WriteProgress(path, tc.set, p); err != nil {
				t.Fatal(err)
			}
			back, err := Read(path)
			if err != nil {
				t.Fatal(err)
			}
			if back.Progress == nil {
				t.Fatal("no progress read back")
			}
			if !slices.Equal(back.Progress.Entries, p.Entries) {
				t.Error("entries changed in a round trip")
			}
			if !slices.Equal(back.Progress.Notes, withoutGivenNotes(tc.set, p)) {
				t.Error("notes changed in a round trip (or the note on a given was kept)")
			}
			for i, e := range tc.set.Entries {
				b := back.Entries[i]
				if b.Puzzle.Givens != e.Puzzle.Givens || !b.Puzzle.Regions().Equal(e.Puzzle.Regions()) || (b.Err == nil) != (e.Err == nil) {
					t.Fatalf("puzzle %d changed: %v", i, b.Err)
				}
			}
			if !slices.Equal(back.Solutions, tc.set.Solutions) {
				t.Errorf("solutions %v back, want %v", back.Solutions != nil, tc.set.Solutions != nil)
			}
		})
	}
	// A plain set file has no progress; progress with no notes, or no
	// entries, comes back as zeros.
	set := classicSet(t)
	var buf bytes.Buffer
	if err := Encode(&buf, NPZ, set, nil); err != nil {
		t.Fatal(err)
	}
	if back, err := Parse("plain.npz", buf.Bytes()); err != nil || back.Progress != nil {
		t.Fatalf("a plain npz: error %v, progress %v", err, back.Progress)
	}
	buf.Reset()
	if err := EncodeProgress(&buf, set, &Progress{Entries: progressFor(set).Entries}); err != nil {
		t.Fatal(err)
	}
	back, err := Parse("entries.npz", buf.Bytes())
	if err != nil || !slices.Equal(back.Progress.Notes, make([]Notes, 2)) || !slices.Equal(back.Progress.Entries, progressFor(set).Entries) {
		t.Fatalf("progress without notes: error %v, %+v", err, back.Progress)
	}
}

// npyio, the second reader, sees the progress arrays' dtypes and shapes
// and reads their values.
func TestNpyioReadsProgress(t *testing.T) {
	set, _ := testSet(t)
	p := progressFor(set)
	var buf bytes.Buffer
	if err := EncodeProgress(&buf, set, p); err != nil {
		t.Fatal(err)
	}
	z, err := npz.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if keys := strings.Join(z.Keys(), " "); keys != "puzzles.npy regions.npy entries.npy notes.npy" {
		t.Errorf("npyio sees arrays %s", keys)
	}
	for name, descr := range map[string]string{"puzzles.npy": "|i1", "regions.npy": "|i1", "entries.npy": "|i1", "notes.npy": "<u2"} {
		if h := z.Header(name); h == nil || h.Descr.Type != descr || !slices.Equal(h.Descr.Shape, []int{3, 9, 9}) || h.Descr.Fortran {
			t.Errorf("npyio sees %s as %v, want %s (3, 9, 9)", name, h, descr)
		}
	}
	var entries []int8
	if err := z.Read("entries.npy", &entries); err != nil || !slices.Equal(entries, flatInt8(p.Entries)) {
		t.Errorf("npyio reads other entries (err %v)", err)
	}
	var notes []uint16
	if err := z.Read("notes.npy", &notes); err != nil {
		t.Fatal(err)
	}
	var want []uint16
	for _, n := range withoutGivenNotes(set, p) {
		want = append(want, n[:]...)
	}
	if !slices.Equal(notes, want) {
		t.Error("npyio reads other notes")
	}
}

// numpy reads our progress files with the exact dtypes and shapes, and
// progress numpy writes (either byte order, any integer dtype, stored
// or deflated) opens in our reader.
func TestNumpyProgress(t *testing.T) {
	py := numpyPython(t)
	set, _ := testSet(t)
	p := progressFor(set)
	dir := t.TempDir()
	ours := filepath.Join(dir, "ours.npz")
	if err := WriteProgress(ours, set, p); err != nil {
		t.Fatal(err)
	}
	var got map[string]map[string]numpyArray
	if err := json.Unmarshal(runPython(t, py, numpyCheckScript, nil, ours), &got); err != nil {
		t.Fatal(err)
	}
	var notes, regions []int
	for _, n := range withoutGivenNotes(set, p) {
		for _, bits := range n {
			notes = append(notes, int(bits))
		}
	}
	for _, e := range set.Entries {
		regions = append(regions, e.Puzzle.Regions().IDs(1)...)
	}
	for name, want := range map[string]struct {
		dtype  string
		values []int
	}{
		"puzzles": {"int8", flatGrids(givensOf(set))},
		"regions": {"int8", regions},
		"entries": {"int8", flatGrids(p.Entries)},
		"notes":   {"uint16", notes},
	} {
		a := got[ours][name]
		if !slices.Equal(a.Shape, []int{3, 9, 9}) || a.Dtype != want.dtype || !slices.Equal(a.Values, want.values) {
			t.Errorf("%s: numpy sees shape %v dtype %s, want (3, 9, 9) %s (values equal: %v)", name, a.Shape, a.Dtype, want.dtype, slices.Equal(a.Values, want.values))
		}
	}
	if len(got[ours]) != 4 {
		t.Errorf("numpy sees %d arrays, want puzzles, regions, entries, notes", len(got[ours]))
	}

	spec, _ := json.Marshal(map[string][]int{"puzzles": flatGrids(givensOf(set)), "regions": regions,
		"entries": flatGrids(p.Entries), "notes": notes})
	runPython(t, py, `
import sys, json
import numpy as np
d = sys.argv[1]
s = {k: np.array(v).reshape(-1, 9, 9) for k, v in json.load(sys.stdin).items()}
np.savez(d + '/be.npz', puzzles=s['puzzles'].astype(np.int8), regions=(s['regions'] - 1).astype(np.int8),
         entries=s['entries'].astype(np.int8), notes=s['notes'].astype('>u2'))
np.savez_compressed(d + '/le.npz', puzzles=s['puzzles'].astype(np.int16), regions=s['regions'].astype(np.int8),
         entries=s['entries'].astype(np.int64), notes=s['notes'].astype('<u2'), solutions=np.full((3, 9, 9), -1, np.int8))
`, spec, dir)
	for _, name := range []string{"be.npz", "le.npz"} {
		back, err := Read(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if back.Progress == nil || !slices.Equal(back.Progress.Entries, p.Entries) || !slices.Equal(back.Progress.Notes, withoutGivenNotes(set, p)) {
			t.Errorf("%s: numpy's progress reads back differently", name)
		}
		for i, e := range set.Entries {
			if back.Entries[i].Puzzle.Givens != e.Puzzle.Givens || !back.Entries[i].Puzzle.Regions().Equal(e.Puzzle.Regions()) {
				t.Fatalf("%s: puzzle %d differs", name, i)
			}
		}
	}
}

// hostileProgress lists progress files that are refused, each with
// what is wrong and where: the array, the puzzle's index and the cell.
func hostileProgress(t testing.TB) []hostileCase {
	stored := func(name string, data []byte) zipEntry { return zipEntry{name, data, zip.Store} }
	one := npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle))
	three := npyFile(dict("|i1", "(3, 9, 9)"), int8Grids(classicPuzzle, classicPuzzle, classicPuzzle))
	cells := func(n int, at map[int]byte) []byte { // n grids, all 0 but the given bytes
		b := make([]byte, 81*n)
		for i, v := range at {
			b[i] = v
		}
		return b
	}
	notes := func(descr string, n int, order binary.ByteOrder, at map[int]uint16) []byte {
		b := make([]byte, 2*81*n)
		for i, v := range at {
			order.PutUint16(b[2*i:], v)
		}
		return npyFile(dict(descr, fmt.Sprintf("(%d, 9, 9)", n)), b)
	}
	entries := func(n int, at map[int]byte) []byte {
		return npyFile(dict("|i1", fmt.Sprintf("(%d, 9, 9)", n)), cells(n, at))
	}
	return []hostileCase{
		{"entries for fewer puzzles", zipFile(t, stored("puzzles.npy", three), stored("entries.npy", entries(1, nil))),
			[]string{"array entries: 1 grids for 3 puzzles: want one a puzzle"}},
		{"notes for more puzzles", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", notes("<u2", 2, binary.LittleEndian, nil))),
			[]string{"array notes: 2 grids for 1 puzzles"}},
		{"notes 9x8", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", npyFile(dict("<u2", "(9, 8)"), make([]byte, 144)))),
			[]string{"array notes: shape (9, 8) is not 9×9, N×9×9 or N×81"}},
		{"entry on a given", zipFile(t, stored("puzzles.npy", three), stored("entries.npy", entries(3, map[int]byte{81*2 + 1: 3}))),
			[]string{"array entries: puzzle at index 2: r1c2: entry 3 where the puzzle has the given 5"}},
		{"entry out of range", zipFile(t, stored("puzzles.npy", one), stored("entries.npy", entries(1, map[int]byte{0: 10}))),
			[]string{"array entries: puzzle at index 0: r1c1: value 10 is out of range 0–9"}},
		{"entry negative", zipFile(t, stored("puzzles.npy", one), stored("entries.npy", entries(1, map[int]byte{80 - 9: 0xFF}))),
			[]string{"array entries: puzzle at index 0: r8c9: value -1 is out of range 0–9"}},
		{"entry not whole", zipFile(t, stored("puzzles.npy", one), stored("entries.npy", npyFile(dict("<f8", "(1, 9, 9)"), float64Grid(strings.Repeat(".", 81), map[int]float64{2: 2.5})))),
			[]string{"array entries: puzzle at index 0: r1c3: value 2.5 is not a whole number"}},
		{"note bit 9", zipFile(t, stored("puzzles.npy", three), stored("notes.npy", notes("<u2", 3, binary.LittleEndian, map[int]uint16{81 + 9 + 2: 1 << 9}))),
			[]string{"array notes: puzzle at index 1: r2c3: notes value 512 sets bits beyond 0–8"}},
		{"note bit 9 big-endian", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", notes(">u2", 1, binary.BigEndian, map[int]uint16{0: 0x0201}))),
			[]string{"array notes: puzzle at index 0: r1c1: notes value 513 sets bits beyond 0–8"}},
		{"note bit 15 on a given", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", notes("<u2", 1, binary.LittleEndian, map[int]uint16{1: 0x8000}))),
			[]string{"array notes: puzzle at index 0: r1c2: notes value 32768 sets bits beyond 0–8"}},
		{"note negative", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", notes("<i2", 1, binary.LittleEndian, map[int]uint16{0: 0xFFFF}))),
			[]string{"array notes: puzzle at index 0: r1c1: notes value -1 sets bits beyond 0–8"}},
		{"notes structured", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", npyFile("{'descr': [('grid', '<u2', (9, 9))], 'fortran_order': False, 'shape': (1,), }", make([]byte, 162)))),
			[]string{"array notes: a structured array, want plain grids"}},
		{"notes of objects", zipFile(t, stored("puzzles.npy", one), stored("notes.npy", npyFile(dict("|O", "(1, 9, 9)"), nil))),
			[]string{`array notes: dtype "|O" (Python objects) is not supported`}},
		{"entries truncated", zipFile(t, stored("puzzles.npy", one), stored("entries.npy", entries(1, nil)[:100])),
			[]string{"array entries: data truncated: shape (1, 9, 9) of int8 needs 81 bytes"}},
		{"notes deflated and truncated", zipFile(t, stored("puzzles.npy", one), zipEntry{"notes.npy", notes("<u2", 1, binary.LittleEndian, nil)[:150], zip.Deflate}),
			[]string{"array notes: data truncated: shape (1, 9, 9) of uint16 needs 162 bytes after the header, the entry holds"}},
		{"entries not npy", zipFile(t, stored("puzzles.npy", one), stored("entries.npy", []byte("1 2 3"))),
			[]string{"array entries: not an npy file"}},
	}
}

// Every broken progress file is refused with what is wrong and where,
// within bounded memory.
func TestHostileProgress(t *testing.T) {
	for _, tc := range hostileProgress(t) {
		t.Run(tc.name, func(t *testing.T) {
			var set *Set
			var err error
			alloc := allocated(func() { set, err = Parse("bad.npz", tc.data) })
			if set != nil {
				t.Fatalf("got a set of %d entries, want an error", len(set.Entries))
			}
			wantErr(t, err, append([]string{"bad.npz: "}, tc.want...)...)
			if limit := uint64(1<<20 + 8*len(tc.data)); alloc > limit {
				t.Errorf("allocated %d bytes refusing a %d-byte file", alloc, len(tc.data))
			}
		})
	}
	// The progress arrays are never taken for the puzzles.
	entriesOnly := zipFile(t, zipEntry{"grids9.npy", npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle)), zip.Store},
		zipEntry{"entries.npy", npyFile(dict("|i1", "(1, 9, 9)"), make([]byte, 81)), zip.Store},
		zipEntry{"notes.npy", npyFile(dict("<u2", "(1, 9, 9)"), make([]byte, 162)), zip.Store})
	if set, err := Parse("p.npz", entriesOnly); err != nil || set.Entries[0].Puzzle.Givens != mustGrid(t, classicPuzzle) || set.Progress == nil {
		t.Errorf("the puzzles were not found beside entries and notes: %v", err)
	}
}

// Progress the reader would refuse is refused before writing, and the
// old file stays.
func TestWriteProgressRefuses(t *testing.T) {
	set := classicSet(t)
	good := progressFor(set)
	onGiven := progressFor(set)
	onGiven.Entries[1][0] = 6 // r1c1 of the second puzzle is a given
	outOfRange := progressFor(set)
	outOfRange.Entries[0][80] = 12
	badBits := progressFor(set)
	badBits.Notes[0][40] = 1 << 9
	path := filepath.Join(t.TempDir(), "p.npz")
	if err := WriteProgress(path, set, good); err != nil {
		t.Fatal(err)
	}
	old, _ := os.ReadFile(path)
	for _, tc := range []struct {
		name string
		set  *Set
		p    *Progress
		want string
	}{
		{"no progress", set, nil, "no progress to write"},
		{"empty set", &Set{}, good, "the set is empty"},
		{"too few entries", set, &Progress{Entries: good.Entries[:1]}, "progress: entries for 1 puzzles, the set has 2"},
		{"too many notes", set, &Progress{Notes: append(good.Notes, Notes{})}, "progress: notes for 3 puzzles, the set has 2"},
		{"entry on a given", set, onGiven, "progress: entries of the puzzle at index 1: r1c1: entry 6 where the puzzle has the given 6"},
		{"entry out of range", set, outOfRange, "progress: entries of the puzzle at index 0: r9c9: value 12 is out of range 0–9"},
		{"note bit 9", set, badBits, "progress: notes of the puzzle at index 0: r5c5: notes value 512 sets bits beyond 0–8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantErr(t, WriteProgress(path, tc.set, tc.p), path+": ", tc.want)
			wantErr(t, EncodeProgress(&bytes.Buffer{}, tc.set, tc.p), tc.want)
		})
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Error("a refused write changed the old file")
	}
	if names := listDir(t, filepath.Dir(path)); len(names) != 1 {
		t.Errorf("files left: %v", names)
	}
}

// A note on a given's cell (which our writer never writes) is dropped
// on reading; the notes beside it stay.
func TestProgressNotesOnGivensDropped(t *testing.T) {
	b := make([]byte, 162)
	binary.LittleEndian.PutUint16(b[2*1:], 1<<4)      // r1c2 holds the given 5
	binary.LittleEndian.PutUint16(b[2*0:], 1<<0|1<<8) // r1c1 is empty
	data := zipFile(t, zipEntry{"puzzles.npy", npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle)), zip.Store},
		zipEntry{"notes.npy", npyFile(dict("<u2", "(1, 9, 9)"), b), zip.Store})
	set, err := Parse("p.npz", data)
	if err != nil {
		t.Fatal(err)
	}
	if n := set.Progress.Notes[0]; n[1] != 0 || n[0] != 1<<0|1<<8 {
		t.Errorf("notes r1c1 %d, r1c2 %d; want 257 and 0 (dropped on the given)", n[0], n[1])
	}
	if set.Progress.Entries != nil {
		t.Error("a file without entries gave entries")
	}
}
