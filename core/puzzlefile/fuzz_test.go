package puzzlefile

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"runtime/metrics"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// The fuzz targets hold every reader to one invariant: no panic, no
// hang, allocation bounded by the input's size, and either a valid Set
// or an error. Each is seeded with the shared data files and the
// hostile cases of the table-driven tests.

// Seeds are small on purpose: the fuzzer minimises every input that
// reaches new code, which costs time quadratic in its length, so whole
// data files as seeds would leave it minimising for minutes.

// dataSeeds returns the shared data files with the given extension,
// each cut down to its first grids (text: its first lines).
func dataSeeds(f *testing.F, ext string) [][]byte {
	var seeds [][]byte
	root := shareddata.Dir(f)
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ext) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		switch ext {
		case ".npy":
			seeds = append(seeds, cutNPY(data, 0), cutNPY(data, 5))
		case ".txt":
			lines := strings.SplitAfterN(string(data), "\n", 4)
			seeds = append(seeds, []byte(strings.Join(lines[:min(3, len(lines))], "")))
		}
		return nil
	})
	return seeds
}

// cutNPY returns a C-order .npy file holding only grid i of data.
func cutNPY(data []byte, i int) []byte {
	h, err := npy.ParseHeader(data)
	if err != nil || h.Fortran || h.Dtype.Structured() {
		return data
	}
	size := 81 * h.Dtype.ItemSize
	from := h.DataOffset + i*size
	if from+size > len(data) {
		return data
	}
	return npyFile(dict(h.Dtype.Descr, "(1, 9, 9)"), data[from:from+size])
}

var allocSample = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}

func heapAllocated() uint64 {
	metrics.Read(allocSample)
	return allocSample[0].Value.Uint64()
}

// checkParse parses data as a file called name and checks the
// invariant. ratio bounds allocation per input byte (an npz may inflate
// by up to about 1000).
func checkParse(t *testing.T, name string, data []byte, ratio uint64) *Set {
	before := heapAllocated()
	set, err := Parse(name, data)
	sols, serr := ParseSolutions(name, data)
	if used, limit := heapAllocated()-before, 16<<20+ratio*uint64(len(data)); used > limit {
		t.Fatalf("reading %d bytes allocated %d bytes (limit %d)", len(data), used, limit)
	}
	if serr == nil && len(sols) == 0 {
		t.Fatal("ParseSolutions: no error and no solutions")
	}
	if serr != nil && (sols != nil || strings.ContainsAny(serr.Error(), "\n")) {
		t.Fatalf("ParseSolutions: %d solutions beside error %q", len(sols), serr)
	}
	if err != nil {
		if set != nil {
			t.Fatalf("a set beside error %v", err)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, name+": ") || strings.ContainsAny(msg, "\n") {
			t.Fatalf("error %q is not one line starting with the file name", msg)
		}
		return nil
	}
	checkSet(t, set)
	return set
}

// checkSet checks that a set is consistent: every valid entry is a
// valid puzzle, and the side slices match the entries.
func checkSet(t *testing.T, set *Set) {
	t.Helper()
	if set == nil || len(set.Entries) == 0 || len(set.Entries) > MaxPuzzles {
		t.Fatal("no error and no puzzles")
	}
	if set.Solutions != nil && len(set.Solutions) != len(set.Entries) {
		t.Fatalf("%d solutions for %d entries", len(set.Solutions), len(set.Entries))
	}
	if set.Counts != nil && len(set.Counts) != len(set.Entries) {
		t.Fatalf("%d counts for %d entries", len(set.Counts), len(set.Entries))
	}
	checkProgressRead(t, set)
	for i, e := range set.Entries {
		if e.Err != nil {
			if e.Err.Error() == "" || strings.ContainsAny(e.Err.Error(), "\n") {
				t.Fatalf("entry %d: error %q is not one line", i, e.Err)
			}
			continue
		}
		if err := e.Puzzle.Validate(); err != nil {
			t.Fatalf("entry %d has no error but does not validate: %v", i, err)
		}
		if e.Puzzle.Layout != nil && e.Puzzle.Layout.IsStandard() {
			t.Fatalf("entry %d: a standard layout should be nil", i)
		}
	}
}

// checkProgressRead checks progress as the reader must give it: one
// grid a puzzle, digits 0–9 never on a given, note bits 0–8 only and
// none on a given.
func checkProgressRead(t *testing.T, set *Set) {
	t.Helper()
	p := set.Progress
	if p == nil {
		return
	}
	if p.Entries == nil && p.Notes == nil {
		t.Fatal("progress with neither entries nor notes")
	}
	if p.Entries != nil && len(p.Entries) != len(set.Entries) || p.Notes != nil && len(p.Notes) != len(set.Entries) {
		t.Fatalf("progress for %d and %d puzzles, the set has %d", len(p.Entries), len(p.Notes), len(set.Entries))
	}
	for i, e := range set.Entries {
		for c, given := range e.Puzzle.Givens {
			if p.Entries != nil && (p.Entries[i][c] < 0 || p.Entries[i][c] > 9 || given != 0 && p.Entries[i][c] != 0) {
				t.Fatalf("puzzle %d %v: entry %d beside given %d", i, grid.Cell(c), p.Entries[i][c], given)
			}
			if p.Notes != nil && (p.Notes[i][c]&^AllNotes != 0 || given != 0 && p.Notes[i][c] != 0) {
				t.Fatalf("puzzle %d %v: notes %d beside given %d", i, grid.Cell(c), p.Notes[i][c], given)
			}
		}
	}
}

// checkRoundTrip writes a parsed set as npz and reads it back: the
// valid puzzles must come back unchanged, and so must its progress.
func checkRoundTrip(t *testing.T, set *Set) {
	if set.Progress != nil {
		var buf bytes.Buffer
		if err := EncodeProgress(&buf, set, set.Progress); err != nil {
			t.Fatalf("encoding progress read without error: %v", err)
		}
		back, err := Parse("back.npz", buf.Bytes())
		if err != nil {
			t.Fatalf("reading back our own progress npz: %v", err)
		}
		p, q := set.Progress, back.Progress
		if q == nil || p.Entries != nil && !slices.Equal(p.Entries, q.Entries) || p.Notes != nil && !slices.Equal(p.Notes, q.Notes) {
			t.Fatal("progress changed in a round trip")
		}
	}
	var buf bytes.Buffer
	if err := Encode(&buf, NPZ, set, nil); err != nil {
		t.Fatalf("encoding a set read without error: %v", err)
	}
	back, err := Parse("back.npz", buf.Bytes())
	if err != nil {
		t.Fatalf("reading back our own npz: %v", err)
	}
	if len(back.Entries) != len(set.Entries) {
		t.Fatalf("%d entries back, want %d", len(back.Entries), len(set.Entries))
	}
	for i, e := range set.Entries {
		b := back.Entries[i]
		if e.Err != nil {
			continue
		}
		if b.Err != nil || b.Puzzle.Givens != e.Puzzle.Givens || !b.Puzzle.Regions().Equal(e.Puzzle.Regions()) {
			t.Fatalf("entry %d changed in a round trip: %v", i, b.Err)
		}
	}
}

func addHostile(f *testing.F, cases []hostileCase) {
	for _, c := range cases {
		f.Add(c.data)
	}
}

func FuzzReadNPY(f *testing.F) {
	for _, seed := range dataSeeds(f, ".npy") {
		f.Add(seed)
	}
	addHostile(f, hostileNPY())
	f.Add(npyFile(dict("<f8", "(1, 9, 9)"), float64Grid(classicPuzzle, map[int]float64{3: 2.5})))
	f.Add(npyVersion(3, "{'descr': '>i2', 'fortran_order': True, 'shape': (1, 81), }", make([]byte, 162)))
	f.Add(npyFile("{'descr': [('grid', '|i1', (9, 9)), ('', '|V3'), ('group_grid', '>i4', (9, 9))], 'fortran_order': False, 'shape': (1,), }",
		append(append(int8Grids(classicPuzzle), 0, 0, 0), make([]byte, 324)...)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if set := checkParse(t, "fuzz.npy", data, 32); set != nil {
			checkRoundTrip(t, set)
			checkStream(t, "fuzz.npy", data, set)
		}
	})
}

func FuzzReadNPZ(f *testing.F) {
	addHostile(f, hostileNPZ(f))
	// numpySudoku.npz is too big a seed; its first puzzles in the same
	// structured layout, and plainly, are not.
	if set, err := Read(shareddata.Path(f, "jigsaw/numpySudoku.npz")); err == nil {
		set.Entries = set.Entries[:2]
		for _, structured := range []bool{true, false} {
			set.Structured = structured
			var buf bytes.Buffer
			if err := Encode(&buf, NPZ, set, nil); err == nil {
				f.Add(buf.Bytes())
			}
		}
	}
	one := npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle))
	f.Add(zipFile(f, zipEntry{"puzzles.npy", one, zip.Deflate}, zipEntry{"regions.npy", npyFile(dict("|i1", "(9, 9)"), boxes()), zip.Deflate},
		zipEntry{"solutions.npy", npyFile(dict("<f8", "(1, 9, 9)"), float64Grid(classicSolved, nil)), zip.Store}))
	addHostile(f, hostileProgress(f))
	if set, err := Parse("j.txt", []byte(jankoLine+"\n"+classicPuzzle+"\n")); err == nil {
		var buf bytes.Buffer
		if err := EncodeProgress(&buf, set, progressFor(set)); err == nil {
			f.Add(buf.Bytes())
		}
	}
	if set, err := Parse("m.txt", []byte(top1Sukaku+"\n"+top1Sukaku+"\n")); err == nil {
		set.GiveCandidates()
		var buf bytes.Buffer
		if err := Encode(&buf, NPZ, set, nil); err == nil {
			f.Add(buf.Bytes()) // a candidates array
		}
	}
	for _, c := range hostileNPY()[:12] { // npy payloads for the wrapped case below
		f.Add(c.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if set := checkParse(t, "fuzz.npz", data, 2200); set != nil {
			checkRoundTrip(t, set)
			checkStream(t, "fuzz.npz", data, set)
		}
		// Mutations of a zip mostly break its checksums; wrapping the
		// input as an array of a well-formed archive reaches the array
		// code as deep as FuzzReadNPY does, deflated and stored.
		for _, w := range []zipEntry{{"puzzles.npy", data, zip.Deflate}, {"sudokus.npy", data, zip.Store}} {
			wrapped := zipFile(t, w, zipEntry{"regions.npy", npyFile(dict("|i1", "(9, 9)"), boxes()), zip.Store})
			if set := checkParse(t, "wrapped.npz", wrapped, 2200); set != nil {
				checkRoundTrip(t, set)
			}
		}
		// The same as a progress or candidates array beside one puzzle.
		for _, name := range []string{"entries.npy", "notes.npy", "candidates.npy"} {
			wrapped := zipFile(t, zipEntry{"puzzles.npy", one, zip.Store}, zipEntry{name, data, zip.Deflate})
			if set := checkParse(t, "progress.npz", wrapped, 2200); set != nil {
				checkRoundTrip(t, set)
			}
		}
	})
}

func FuzzReadText(f *testing.F) {
	for _, seed := range dataSeeds(f, ".txt") {
		f.Add(seed)
	}
	addHostile(f, hostileText())
	for _, s := range []string{
		"\xEF\xBB\xBF" + classicPuzzle + "\r\n# comment\r\n\r\n" + classicPuzzle + ":1:" + classicSolved + "\r\n",
		jankoLine + "\n" + jankoLine[:83] + "Z" + jankoLine[84:] + "\n",
		classicPuzzle[:40] + "x" + classicPuzzle[41:] + "\r" + classicPuzzle,
		classicPuzzle + ":0:\n" + strings.Repeat(".", 81) + "\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if set := checkParse(t, "fuzz.txt", data, 32); set != nil {
			checkRoundTrip(t, set)
			checkStream(t, "fuzz.txt", data, set)
		}
	})
}

// FuzzRegionMap feeds 81 arbitrary region ids through the npz reader
// (as raw int8) and the text reader (as letters), and checks the
// verdict against a plain count: a map is good when its ids run 0–8 or
// 1–9 (0–8 if any is 0) with nine cells each, connected or not.
func FuzzRegionMap(f *testing.F) {
	f.Add(boxes())
	jigsaw := []byte(jankoRegions)
	for c := range jigsaw {
		jigsaw[c] -= 'A' - 1
	}
	f.Add(jigsaw)
	scattered := boxes()
	scattered[0], scattered[80] = 9, 1
	f.Add(scattered)
	f.Add(bytes.Repeat([]byte{1}, 81))
	f.Add([]byte{12, 0, 255})
	f.Fuzz(func(t *testing.T, raw []byte) {
		ids := make([]byte, 81)
		copy(ids, raw)
		want := regionVerdict(ids)

		data := zipFile(t,
			zipEntry{"puzzles.npy", npyFile(dict("|i1", "(1, 9, 9)"), make([]byte, 81)), zip.Store},
			zipEntry{"regions.npy", npyFile(dict("|i1", "(9, 9)"), ids), zip.Store})
		set := checkParse(t, "map.npz", data, 64)
		if set == nil {
			t.Fatal("a valid npz with any region map must load")
		}
		checkRegionVerdict(t, "npz", set.Entries[0], ids, want)

		letters := make([]byte, 81)
		textIDs := make([]byte, 81)
		for c, id := range ids {
			k := (int(id) + 11) % 12 // 1–9 become A–I; J–L are not region letters
			letters[c] = 'A' + byte(k)
			textIDs[c] = byte(k + 1)
		}
		line := []byte(strings.Repeat(".", 81) + " " + string(letters))
		set = checkParse(t, "map.txt", line, 64)
		if bytes.IndexAny(letters, "JKL") >= 0 {
			// The only line is unreadable, so the file is refused.
			_, err := Parse("map.txt", line)
			wantErr(t, err, "no line is a puzzle (the first: line 1: region map: ", "unexpected character")
			return
		}
		if set == nil {
			t.Fatal("a text line of region letters must load as an entry")
		}
		checkRegionVerdict(t, "text", set.Entries[0], textIDs, regionVerdict(textIDs))
	})
}

// regionVerdict counts cells a region: "" when ids make a layout.
func regionVerdict(ids []byte) string {
	base := 1
	if bytes.IndexByte(ids, 0) >= 0 {
		base = 0
	}
	var count [9]int
	for _, id := range ids {
		r := int(int8(id)) - base
		if r < 0 || r > 8 {
			return "out of range"
		}
		count[r]++
	}
	for _, n := range count {
		if n != 9 {
			return "wrong size"
		}
	}
	return ""
}

func checkRegionVerdict(t *testing.T, what string, e Entry, ids []byte, want string) {
	t.Helper()
	if (e.Err == nil) != (want == "") {
		t.Fatalf("%s: map %v: error %v, want verdict %q", what, ids, e.Err, want)
	}
	if e.Err != nil {
		return
	}
	base := 1
	if bytes.IndexByte(ids, 0) >= 0 {
		base = 0
	}
	l := e.Puzzle.Regions()
	for c, id := range ids {
		if l.Region(grid.Cell(c)) != int(int8(id))-base {
			t.Fatalf("%s: cell %v is in region %d, want %d", what, grid.Cell(c), l.Region(grid.Cell(c)), int(int8(id))-base)
		}
	}
}
