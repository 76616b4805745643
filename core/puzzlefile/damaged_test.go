package puzzlefile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// A damaged zip directory is named as such, with what is wrong, by
// every reader, not with the zip reader's bare "EOF" or "not a valid
// zip file".
func TestZipDirectoryFaults(t *testing.T) {
	one := npyFile(dict("|i1", "(1, 9, 9)"), int8Grids(classicPuzzle))
	good := zipFile(t, zipEntry{"puzzles.npy", one, zip.Store}, zipEntry{"regions.npy", npyFile(dict("|i1", "(1, 9, 9)"), boxes()), zip.Store})
	end := bytes.LastIndex(good, []byte("PK\x05\x06"))
	dirAt := int(binary.LittleEndian.Uint32(good[end+16:]))
	patch := func(at int, v uint32, width int) []byte {
		z := bytes.Clone(good)
		if width == 2 {
			binary.LittleEndian.PutUint16(z[at:], uint16(v))
		} else {
			binary.LittleEndian.PutUint32(z[at:], v)
		}
		return z
	}
	garbled := bytes.Clone(good)
	copy(garbled[dirAt+28:dirAt+32], "\xff\xff\xff\xff") // the first record's name and extra lengths
	cut := append(bytes.Clone(good[:dirAt+30]), good[end:]...)
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"more records listed", patch(end+10, 3, 2), "does not hold the 3 records the end record lists"},
		{"garbled record", garbled, "does not hold the 2 records the end record lists"},
		{"directory size past the end", patch(end+12, uint32(end-dirAt+1000), 4), "runs past that end record: the archive is cut short or damaged"},
		{"directory cut short", cut, "runs past that end record"},
		{"local header offset", patch(dirAt+42, 5, 4), "array puzzles: the entry's local header, where the zip central directory points, is missing or damaged"},
		{"directory offset", patch(end+16, uint32(dirAt+7), 4), "the entry's local header, where the zip central directory points, is missing or damaged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "bad.npz")
			if err := os.WriteFile(path, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := Read(path)
			wantErr(t, err, path+": ", tc.want)
			_, err = OpenStream(path)
			wantErr(t, err, path+": ", tc.want)
			_, err = ReadEntry(path, 0)
			wantErr(t, err, path+": ", tc.want)
			if strings.HasSuffix(err.Error(), "EOF") {
				t.Errorf("the message ends in the zip reader's EOF: %v", err)
			}
		})
	}
}

// structuredRecords encodes puzzles and their region maps as records of
// two int8 (9, 9) fields.
func structuredRecords(set *Set) []byte {
	var b []byte
	for _, e := range set.Entries {
		for _, d := range e.Puzzle.Givens {
			b = append(b, byte(d))
		}
		regions := e.Puzzle.Regions()
		for c := range 81 {
			b = append(b, byte(regions.Region(grid.Cell(c))+1))
		}
	}
	return b
}

// A structured field named regions is the region map, as group_grid
// is: read whole, streamed, and one puzzle at a time, from .npy and npz.
func TestStructuredRegionsField(t *testing.T) {
	jigsaw, err := Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	jigsaw.Entries = jigsaw.Entries[:12]
	for _, field := range []string{"regions", "group_grid"} {
		descr := "{'descr': [('grid', '|i1', (9, 9)), ('" + field + "', '|i1', (9, 9))], 'fortran_order': False, 'shape': (12,), }"
		arr := npyFile(descr, structuredRecords(jigsaw))
		for name, data := range map[string][]byte{
			"s.npy": arr,
			"s.npz": zipFile(t, zipEntry{"sudokus.npy", arr, zip.Deflate}),
		} {
			t.Run(field+"/"+name, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), name)
				if err := os.WriteFile(path, data, 0o644); err != nil {
					t.Fatal(err)
				}
				set, err := Read(path)
				if err != nil {
					t.Fatal(err)
				}
				sameEntries(t, "Read", set.Entries, jigsaw.Entries)
				sameEntries(t, "Stream", streamAll(t, path), jigsaw.Entries)
				e, err := ReadEntry(path, 11)
				if err != nil {
					t.Fatal(err)
				}
				sameEntries(t, "ReadEntry", []Entry{e}, jigsaw.Entries[11:])
			})
		}
	}
}

// A map of ids 1–9 with one stray 0 is blamed on the 0, and a map of
// ids 0–8 with a stray 9 on the 9, in numpy arrays and in text.
func TestStrayRegionIDBlamed(t *testing.T) {
	oneBased := boxes()
	oneBased[41] = 0 // r5c6, in box 5
	zeroBased := boxes()
	for c := range zeroBased {
		zeroBased[c]--
	}
	zeroBased[77] = 9 // r9c6, in box 8
	maps := append(bytes.Clone(oneBased), zeroBased...)
	data := zipFile(t,
		zipEntry{"puzzles.npy", npyFile(dict("|i1", "(2, 9, 9)"), make([]byte, 162)), zip.Store},
		zipEntry{"regions.npy", npyFile(dict("|i1", "(2, 9, 9)"), maps), zip.Store})
	set, err := Parse("r.npz", data)
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "region map: id 0 at r5c6 is out of range 1–9", "region map: id 9 at r9c6 is out of range 0–8")

	var text []byte
	for _, m := range [][]byte{oneBased, zeroBased} {
		text = append(text, strings.Repeat(".", 81)+" "...)
		for _, id := range m {
			text = append(text, '0'+id)
		}
		text = append(text, '\n')
	}
	set, err = Parse("r.txt", text)
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "line 1: region map: id 0 at r5c6 is out of range 1–9", "line 2: region map: id 9 at r9c6 is out of range 0–8")
}
