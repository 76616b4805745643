package puzzlefile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"testing"
)

// boxes returns the region ids of the 3×3 boxes, 1–9.
func boxes() []byte {
	b := make([]byte, 81)
	for c := range b {
		b[c] = byte((c/27)*3+(c%9)/3) + 1
	}
	return b
}

// hostileNPZ lists broken .npz files, each refused with what is wrong
// and where.
func hostileNPZ(t testing.TB) []hostileCase {
	one := npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle))
	three := npyFile(dict("|i1", "(3, 9, 9)"), int8Grids(classicPuzzle, classicPuzzle, classicPuzzle))
	stored := func(name string, data []byte) zipEntry { return zipEntry{name, data, zip.Store} }
	deflated := func(name string, data []byte) zipEntry { return zipEntry{name, data, zip.Deflate} }
	bomb := npyFile(dict("|i1", "(1, 9, 9)"), make([]byte, 8<<20))
	many := make([]zipEntry, MaxArrays+1)
	for i := range many {
		many[i] = stored(fmt.Sprintf("a%d.npy", i), one)
	}
	patchCentral := func(z []byte, at int, v uint16) []byte {
		z = bytes.Clone(z)
		i := bytes.LastIndex(z, []byte("PK\x01\x02"))
		binary.LittleEndian.PutUint16(z[i+at:], v)
		return z
	}
	plain := zipFile(t, stored("puzzles.npy", one))
	crc := bytes.Clone(plain)
	crc[bytes.Index(crc, one)+len(one)-1] ^= 1

	return []hostileCase{
		{"not a zip", []byte("just some text\n"), []string{"not an npz file: not a readable zip archive"}},
		{"zip magic then garbage", []byte("PK\x03\x04 this is not really a zip archive"), []string{"not an npz file"}},
		{"empty archive", zipFile(t), []string{"the npz archive holds no arrays"}},
		{"folder only", zipFile(t, stored("dir/", nil)), []string{"holds no arrays"}},
		{"not npy inside", zipFile(t, stored("notes.txt", []byte("hello"))), []string{`no puzzle array: the archive holds "notes.txt" (unreadable)`}},
		{"no grid-shaped array", zipFile(t, stored("a.npy", npyFile(dict("<i8", "(3,)"), make([]byte, 24)))), []string{`no puzzle array: the archive holds "a" (3,) int64`}},
		{"two candidates", zipFile(t, stored("a.npy", one), stored("b.npy", three)), []string{`several arrays could be the puzzles ("a" (1, 9, 9) int8, "b" (3, 9, 9) int8): name one "puzzles"`}},
		{"inflates past its shape", zipFile(t, deflated("puzzles.npy", bomb)), []string{"array puzzles: the entry holds more data than shape (1, 9, 9) of int8 declares (81 bytes)"}},
		{"10^12 puzzles deflated", zipFile(t, deflated("puzzles.npy", npyFile(dict("|i1", "(1000000000000, 9, 9)"), make([]byte, 1000)))), []string{"array puzzles: shape (1000000000000, 9, 9) of int8 declares 81000000000000 bytes, more than the entry's", "compressed bytes can hold"}},
		{"10^12 puzzles stored", zipFile(t, stored("puzzles.npy", npyFile(dict("|i1", "(1000000000000, 9, 9)"), int8Grids(classicPuzzle)))), []string{"array puzzles: data truncated: shape (1000000000000, 9, 9) of int8 needs 81000000000000 bytes"}},
		{"stored truncated", zipFile(t, stored("puzzles.npy", npyFile(dict("|i1", "(15, 9, 9)"), int8Grids(classicPuzzle)))), []string{"array puzzles: data truncated: shape (15, 9, 9) of int8 needs 1215 bytes"}},
		{"deflated truncated", zipFile(t, deflated("puzzles.npy", npyFile(dict("|i1", "(15, 9, 9)"), int8Grids(classicPuzzle)))), []string{"array puzzles: data truncated: shape (15, 9, 9) of int8 needs 1215 bytes after the header, the entry holds 81"}},
		{"bad npy header inside", zipFile(t, stored("puzzles.npy", []byte("not numpy"))), []string{"array puzzles: not an npy file: wrong magic bytes"}},
		{"object puzzles", zipFile(t, stored("puzzles.npy", npyFile(dict("|O", "(1, 9, 9)"), nil))), []string{`array puzzles: dtype "|O" (Python objects) is not supported`}},
		{"9x8 puzzles", zipFile(t, stored("puzzles.npy", npyFile(dict("|i1", "(9, 8)"), make([]byte, 72)))), []string{"array puzzles: shape (9, 8) is not 9×9, N×9×9 or N×81"}},
		{"region count", zipFile(t, stored("puzzles.npy", three), stored("regions.npy", npyFile(dict("|i1", "(2, 9, 9)"), append(boxes(), boxes()...)))), []string{"2 region maps for 3 puzzles"}},
		{"regions 9x8", zipFile(t, stored("puzzles.npy", three), stored("regions.npy", npyFile(dict("|i1", "(9, 8)"), boxes()[:72]))), []string{"array regions: shape (9, 8) is not 9×9, N×9×9 or N×81"}},
		{"regions structured", zipFile(t, stored("puzzles.npy", one), stored("group_grid.npy", npyFile("{'descr': [('grid', '|i1', (9, 9))], 'fortran_order': False, 'shape': (1,), }", boxes()))), []string{"array group_grid: a structured array, want plain grids"}},
		{"solution count", zipFile(t, stored("puzzles.npy", three), stored("solutions.npy", one)), []string{"1 solutions for 3 puzzles"}},
		{"solution value", zipFile(t, stored("puzzles.npy", one), stored("solutions.npy", npyFile(dict("<i2", "(1, 9, 9)"), binary.LittleEndian.AppendUint16(make([]byte, 160), 900)))), []string{"solutions: grid at index 0: r9c9: value 900 is out of range 0–9"}},
		{"structured without grid", zipFile(t, stored("sudokus.npy", npyFile("{'descr': [('board', '|i1', (9, 9))], 'fortran_order': False, 'shape': (1,), }", boxes()))), []string{`array sudokus: structured dtype has no "grid" field (its fields: "board")`}},
		{"checksum", crc, []string{"array puzzles: checksum mismatch: the archive is damaged"}},
		{"encrypted", patchCentral(plain, 8, 1), []string{"array puzzles: the entry is encrypted"}},
		{"unknown compression", patchCentral(plain, 10, 14), []string{"array puzzles: compression method 14 is not supported"}},
		{"too many arrays", zipFile(t, many...), []string{"the archive holds 257 entries, over the limit of 256 arrays"}},
		{"duplicate names", zipFile(t, stored("puzzles.npy", one), stored("puzzles.npy", one)), []string{`two arrays named "puzzles"`}},
	}
}

// Every broken .npz file is refused with what is wrong and where.
func TestHostileNPZ(t *testing.T) {
	for _, tc := range hostileNPZ(t) {
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
}

// Bad region maps make their own puzzle invalid; a scattered region
// with nine cells is a valid constraint.
func TestNPZRegionMaps(t *testing.T) {
	good := boxes()
	outOfRange := boxes()
	outOfRange[0] = 12
	tenCells := boxes()
	tenCells[3] = 1 // r1c4 moves from region 2 to region 1
	scattered := boxes()
	scattered[0], scattered[80] = 9, 1 // r1c1 and r9c9 swap regions
	zeroBased := boxes()
	for c := range zeroBased {
		zeroBased[c]--
	}
	maps := [][]byte{good, outOfRange, tenCells, scattered, zeroBased}
	var regions []byte
	for _, m := range maps {
		regions = append(regions, m...)
	}
	n := len(maps)
	puzzles := npyFile(dict("|i1", fmt.Sprintf("(%d, 9, 9)", n)), make([]byte, 81*n))
	data := zipFile(t,
		zipEntry{"puzzles.npy", puzzles, zip.Deflate},
		zipEntry{"regions.npy", npyFile(dict("|i1", fmt.Sprintf("(%d, 9, 9)", n)), regions), zip.Deflate})
	set, err := Parse("r.npz", data)
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "",
		"region map: id 12 at r1c1 is out of range 1–9",
		"region map: region 1 has 10 cells, want 9",
		"", "")
	if l := set.Entries[3].Puzzle.Layout; l == nil || l.Region(0) != 8 || l.Region(80) != 0 {
		t.Error("the scattered region map was not kept")
	}
	if set.Entries[0].Puzzle.Layout != nil || set.Entries[4].Puzzle.Layout != nil {
		t.Error("maps of the 3×3 boxes (1–9 or 0–8) should give the standard layout")
	}

	// Region ids as floats: a fraction is refused for that puzzle.
	var f8 []byte
	for c, id := range good {
		v := float64(id)
		if c == 40 {
			v = 5.5
		}
		f8 = binary.LittleEndian.AppendUint64(f8, math.Float64bits(v))
	}
	data = zipFile(t,
		zipEntry{"sudoku.npy", puzzles, zip.Store},
		zipEntry{"group_grid.npy", npyFile(dict("<f8", "(9, 9)"), f8), zip.Store})
	set, err = Parse("f.npz", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range set.Entries {
		wantErr(t, e.Err, "region map: r5c5: value 5.5 is not a whole number")
	}
}

// An inflation bomb is stopped after the declared bytes: memory stays
// far below what the entry would inflate to.
func TestNPZBombMemory(t *testing.T) {
	bomb := npyFile(dict("|i1", "(10000, 9, 9)"), make([]byte, 32<<20))
	data := zipFile(t, zipEntry{"puzzles.npy", bomb, zip.Deflate})
	var err error
	alloc := allocated(func() { _, err = Parse("bomb.npz", data) })
	wantErr(t, err, "the entry holds more data than shape (10000, 9, 9) of int8 declares (810000 bytes)")
	// The race detector's runtime allocates beside the reader (some
	// 0.3 MiB here); the reader's own bound is the same.
	bound := uint64(2 << 20)
	if raceEnabled {
		bound = 3 << 20
	}
	if alloc > bound {
		t.Errorf("allocated %d bytes on a %d-byte archive that inflates to 32 MiB", alloc, len(data))
	}
}

// A zip archive loads as npz whatever its name; any other content under
// an .npy or .npz name is refused as not being one.
func TestSniffing(t *testing.T) {
	npz := zipFile(t, zipEntry{"puzzles.npy", npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle)), zip.Store})
	npyData := npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle))
	for _, tc := range []struct {
		name string
		data []byte
		want Format
	}{
		{"a.npy", npz, NPZ}, {"a.dat", npz, NPZ}, {"a.txt", npyData, NPY}, {"a", npyData, NPY}, {"a.NPZ", npz, NPZ},
		{"a.sdk", []byte(classicPuzzle), Text},
	} {
		set, err := ParseReader(tc.name, bytes.NewReader(tc.data))
		if err != nil || set.Format != tc.want || len(set.Entries) != 1 {
			t.Errorf("%s: format %v, error %v; want %v", tc.name, set, err, tc.want)
		}
	}
	_, err := Parse("a.npz", []byte(classicPuzzle))
	wantErr(t, err, "a.npz: not an npz file")
	_, err = Parse("a.npy", []byte(classicPuzzle))
	wantErr(t, err, "a.npy: not an npy file: wrong magic bytes")
}

// A set large enough to be read on every core keeps one layout a map,
// across the goroutines, and each bad map's reason on its own puzzle.
func TestParallelRegions(t *testing.T) {
	const n = 3 * minChunk
	jigsaw := []byte(jankoRegions)
	for c := range jigsaw {
		jigsaw[c] -= 'A' - 1
	}
	bad := boxes()
	bad[0] = 12
	maps := [][]byte{jigsaw, boxes(), bad}
	regions := make([]byte, 0, 81*n)
	for i := 0; i < n; i++ {
		regions = append(regions, maps[i%3]...)
	}
	data := zipFile(t,
		zipEntry{"puzzles.npy", npyFile(dict("|i1", fmt.Sprintf("(%d, 81)", n)), make([]byte, 81*n)), zip.Store},
		zipEntry{"regions.npy", npyFile(dict("|u1", fmt.Sprintf("(%d, 9, 9)", n)), regions), zip.Store})
	set, err := Parse("many.npz", data)
	if err != nil {
		t.Fatal(err)
	}
	shared := set.Entries[0].Puzzle.Layout
	if shared == nil || shared.Letters() != jankoRegions {
		t.Fatal("the jigsaw map was not read")
	}
	for i, e := range set.Entries {
		switch i % 3 {
		case 0:
			if e.Err != nil || e.Puzzle.Layout != shared {
				t.Fatalf("puzzle %d: %v, layout shared: %v", i, e.Err, e.Puzzle.Layout == shared)
			}
		case 1:
			if e.Err != nil || e.Puzzle.Layout != nil {
				t.Fatalf("puzzle %d: %v, want the standard layout", i, e.Err)
			}
		case 2:
			if errText(e.Err) != "region map: id 12 at r1c1 is out of range 1–9" || set.rawRegions[i] == nil {
				t.Fatalf("puzzle %d: error %v", i, e.Err)
			}
		}
	}
}
