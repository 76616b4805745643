package puzzlefile

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Builders of hand-made (often broken) files for the hostile-input tests.

// npyFile returns a version 1.0 .npy file with the given header dict
// and data bytes.
func npyFile(dict string, data []byte) []byte {
	return npyVersion(1, dict, data)
}

func npyVersion(major byte, dict string, data []byte) []byte {
	b := []byte(npy.Magic)
	b = append(b, major, 0)
	hdr := dict + "\n"
	if major == 1 {
		b = binary.LittleEndian.AppendUint16(b, uint16(len(hdr)))
	} else {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(hdr)))
	}
	b = append(b, hdr...)
	return append(b, data...)
}

// dict writes a header dict for a plain array.
func dict(descr, shape string) string {
	return "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }"
}

// classicPuzzle is the first puzzle of test_puzzles_with_counts.txt.
const classicPuzzle = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"

// int8Grids encodes 81-character puzzles as int8 cells.
func int8Grids(puzzles ...string) []byte {
	var b []byte
	for _, p := range puzzles {
		for i := 0; i < len(p); i++ {
			if p[i] == '.' {
				b = append(b, 0)
			} else {
				b = append(b, p[i]-'0')
			}
		}
	}
	return b
}

// float64Grid encodes a puzzle as little-endian float64 cells, with
// some cells replaced.
func float64Grid(puzzle string, replace map[int]float64) []byte {
	var b []byte
	for c, x := range int8Grids(puzzle) {
		v := float64(x)
		if r, ok := replace[c]; ok {
			v = r
		}
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v))
	}
	return b
}

type zipEntry struct {
	name   string
	data   []byte
	method uint16 // zip.Store or zip.Deflate
}

func zipFile(t testing.TB, entries ...zipEntry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: e.name, Method: e.method, Modified: time.Unix(0, 0)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// errText returns err's message, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// checkEntryErrors compares each entry's error with a fragment it must
// contain ("" for a valid entry).
func checkEntryErrors(t *testing.T, set *Set, want ...string) {
	t.Helper()
	if len(set.Entries) != len(want) {
		t.Fatalf("%d entries, want %d", len(set.Entries), len(want))
	}
	for i, w := range want {
		got := errText(set.Entries[i].Err)
		if (w == "") != (got == "") || !strings.Contains(got, w) {
			t.Errorf("entry %d: error %q, want %q", i, got, w)
		}
	}
}
