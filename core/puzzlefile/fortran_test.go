package puzzlefile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// fortranScript writes the classic and jigsaw sets of the shared data
// as numpy arrays in Fortran order: .npy files of three shapes and
// dtypes, and npz archives stored and deflated, region maps included.
const fortranScript = `
import sys
import numpy as np
top, janko, d = sys.argv[1:4]
def cells(s):
    return [0 if c in '.0' else int(c) for c in s]
P = np.array([cells(l.split()[0]) for l in open(top) if l.strip() and not l.startswith('#')]).reshape(-1, 9, 9)
J, R = [], []
for l in open(janko):
    f = l.split('#')[0].split()
    if len(f) == 2:
        J.append(cells(f[0]))
        R.append([ord(c.upper()) - 64 for c in f[1]])
J = np.array(J).reshape(-1, 9, 9)
R = np.array(R).reshape(-1, 9, 9)
F = np.asfortranarray
np.save(d + '/int8.npy', F(P.astype(np.int8)))
np.save(d + '/int64be.npy', F(P.astype('>i8')))
np.save(d + '/flat81.npy', F(P.reshape(-1, 81).astype(np.int16)))
np.savez(d + '/stored.npz', puzzles=F(J.astype(np.int8)), regions=F(R.astype(np.int8)))
np.savez_compressed(d + '/deflated.npz', puzzles=F(J.astype(np.int16)), regions=F(R.astype(np.uint8)))
np.savez_compressed(d + '/deflated_classic.npz', puzzles=F(P.astype(np.int8)))
`

// sameEntries fails unless got holds want's puzzles, regions and
// validity.
func sameEntries(t *testing.T, what string, got, want []Entry) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d entries, want %d", what, len(got), len(want))
	}
	for i := range got {
		a, b := got[i], want[i]
		if a.Puzzle.Givens != b.Puzzle.Givens || !a.Puzzle.Regions().Equal(b.Puzzle.Regions()) || (a.Err == nil) != (b.Err == nil) {
			t.Fatalf("%s: entry %d: %v %v (err %v), want %v %v (err %v)", what, i,
				a.Puzzle.Givens, a.Puzzle.Regions().Letters(), a.Err, b.Puzzle.Givens, b.Puzzle.Regions().Letters(), b.Err)
		}
	}
}

// A Fortran-order array streams, and gives any one puzzle, as the text
// set it was made from reads: in .npy files and in npz entries, stored
// and deflated, with blocks of a few grids so that a deflated entry is
// inflated many times over.
func TestFortranOrderStreams(t *testing.T) {
	py := numpyPython(t)
	dir := t.TempDir()
	top, janko := shareddata.Path(t, "classic/top95.txt"), shareddata.Path(t, "jigsaw/janko_133.txt")
	runPython(t, py, fortranScript, nil, top, janko, dir)
	classic, err := Read(top)
	if err != nil {
		t.Fatal(err)
	}
	jigsaw, err := Read(janko)
	if err != nil {
		t.Fatal(err)
	}
	defer func(old int) { fortranBlockBytes = old }(fortranBlockBytes)
	fortranBlockBytes = 5 * 81 * 2
	for _, tc := range []struct {
		name string
		want *Set
	}{
		{"int8.npy", classic}, {"int64be.npy", classic}, {"flat81.npy", classic},
		{"stored.npz", jigsaw}, {"deflated.npz", jigsaw}, {"deflated_classic.npz", classic},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			set, err := Read(path)
			if err != nil {
				t.Fatal(err)
			}
			sameEntries(t, "Read", set.Entries, tc.want.Entries)
			sameEntries(t, "Stream", streamAll(t, path), tc.want.Entries)
			var each []Entry
			for i := range tc.want.Entries {
				e, err := ReadEntry(path, i)
				if err != nil {
					t.Fatalf("ReadEntry %d: %v", i, err)
				}
				each = append(each, e)
			}
			sameEntries(t, "ReadEntry", each, tc.want.Entries)
			var ie *IndexError
			if _, err := ReadEntry(path, len(tc.want.Entries)); !errors.As(err, &ie) || ie.Len != len(tc.want.Entries) {
				t.Fatalf("ReadEntry past the end: %v, want an IndexError saying %d", err, len(tc.want.Entries))
			}
			// The same grids read as reference solutions, whole and streamed.
			sols, err := ReadSolutions(path)
			if err != nil {
				t.Fatal(err)
			}
			ss, err := OpenSolutions(path)
			if err != nil {
				t.Fatal(err)
			}
			defer ss.Close()
			var streamed []grid.Grid
			for {
				chunk, err := ss.Next(7)
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				streamed = append(streamed, chunk...)
			}
			if !slices.Equal(streamed, sols) || len(sols) != len(tc.want.Entries) {
				t.Fatalf("%d solutions streamed, %d read whole, want %d, equal", len(streamed), len(sols), len(tc.want.Entries))
			}
		})
	}
}

// writeFortranZeros writes n all-empty grids as an int8 (n, 9, 9)
// array in Fortran order: an .npy file, or an npz entry with method.
func writeFortranZeros(t *testing.T, path string, n int, method uint16) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	var w io.Writer = f
	var zw *zip.Writer
	if method != 0xFFFF {
		zw = zip.NewWriter(f)
		if w, err = zw.CreateHeader(&zip.FileHeader{Name: "puzzles.npy", Method: method}); err != nil {
			t.Fatal(err)
		}
	}
	dict := fmt.Sprintf("{'descr': '|i1', 'fortran_order': True, 'shape': (%d, 9, 9), }", n)
	pad := 64 - (10+len(dict)+1)%64
	header := append([]byte("\x93NUMPY\x01\x00"), byte(len(dict)+pad+1), byte((len(dict)+pad+1)>>8))
	header = append(append(header, dict...), strings.Repeat(" ", pad)+"\n"...)
	w.Write(header)
	zeros := make([]byte, 1<<20)
	for left := 81 * n; left > 0; left -= len(zeros) {
		w.Write(zeros[:min(left, len(zeros))])
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// A Fortran-order set of a million puzzles (81 MB) streams in bounded
// memory, where reading it whole took 400 MB and, under a 2 GB address
// space limit, ended the program with an out-of-memory trace; and one
// puzzle of it is read without the rest.
func TestFortranOrderMemory(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("streams 81 MB files: not in -short or -race runs")
	}
	const n = 1_000_000
	for _, tc := range []struct {
		name   string
		method uint16
		limit  int64 // heap growth allowed, MB
	}{
		{"zeros.npy", 0xFFFF, 40},
		{"stored.npz", zip.Store, 40},
		{"deflated.npz", zip.Deflate, 64 + int64(fortranBlockBytes>>20)}, // a block, and the garbage of the passes
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tc.name)
			writeFortranZeros(t, path, n, tc.method)
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			s, err := OpenStream(path)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			seen := 0
			for {
				chunk, err := s.Next(ChunkSize)
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				seen += len(chunk.Entries)
			}
			var e Entry
			alloc := allocated(func() { e, err = ReadEntry(path, n-1) })
			if err != nil || e.Puzzle.Givens != (grid.Grid{}) {
				t.Fatalf("ReadEntry of the last puzzle: %v %v", e.Puzzle.Givens, err)
			}
			if alloc > 2<<20 {
				t.Errorf("ReadEntry of one puzzle allocated %d bytes", alloc)
			}
			runtime.ReadMemStats(&after)
			if seen != n {
				t.Fatalf("streamed %d puzzles, want %d", seen, n)
			}
			if grew := int64(after.HeapSys) - int64(before.HeapSys); grew > tc.limit<<20 {
				t.Errorf("the heap grew by %d MB, want at most %d", grew>>20, tc.limit)
			}
		})
	}
}

// ReadEntry gives the entry Read gives, in every format Encode writes.
func TestReadEntryEveryFormat(t *testing.T) {
	classic, err := Read(shareddata.Path(t, "classic/top95.txt"))
	if err != nil {
		t.Fatal(err)
	}
	jigsaw, err := Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	classic.Entries, jigsaw.Entries = classic.Entries[:20], jigsaw.Entries[:20]
	tried := map[Format]bool{}
	for _, format := range Formats {
		for _, set := range []*Set{classic, jigsaw} {
			var buf bytes.Buffer
			if err := Encode(&buf, format, set, nil); err != nil {
				continue // a format that cannot hold this set
			}
			path := filepath.Join(t.TempDir(), "set"+format.Ext())
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			whole, err := Read(path)
			if err != nil {
				t.Fatalf("%v: %v", format, err)
			}
			tried[whole.Format] = true
			var each []Entry
			for i := range whole.Entries {
				e, err := ReadEntry(path, i)
				if err != nil {
					t.Fatalf("%v: ReadEntry %d: %v", format, i, err)
				}
				each = append(each, e)
			}
			sameEntries(t, format.String(), each, whole.Entries)
			var ie *IndexError
			if _, err := ReadEntry(path, len(whole.Entries)); !errors.As(err, &ie) || ie.Len != len(whole.Entries) {
				t.Fatalf("%v: ReadEntry past the end: %v", format, err)
			}
		}
	}
	if len(tried) != len(Formats) {
		t.Errorf("read back %d formats of %d: %v", len(tried), len(Formats), tried)
	}
}
