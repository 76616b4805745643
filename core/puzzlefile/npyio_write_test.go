package puzzlefile

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Plain arrays are written through npyio. These tests hold its output
// to what our own encoder wrote before: the same header claims, the
// same data bytes, and for numpy the same arrays.

// handWritten is an int8 (N,9,9) .npy as our own encoder wrote it:
// version 1.0, header padded to 64 bytes.
func handWritten(gs []grid.Grid) []byte {
	b := npy.AppendHeader(nil, npy.Int8.Descr(), []int{len(gs), 9, 9})
	for _, g := range gs {
		for _, d := range g {
			b = append(b, byte(d))
		}
	}
	return b
}

// sameArray fails unless two .npy files declare the same dtype, shape
// and order and hold the same data bytes.
func sameArray(t *testing.T, what string, got, want []byte) {
	t.Helper()
	gh, err := npy.ParseHeader(got)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	wh, err := npy.ParseHeader(want)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if gh.Dtype.Descr != wh.Dtype.Descr || gh.ShapeText() != wh.ShapeText() || gh.Fortran != wh.Fortran {
		t.Fatalf("%s: header %s %s fortran %v, before %s %s fortran %v", what,
			gh.Dtype.Descr, gh.ShapeText(), gh.Fortran, wh.Dtype.Descr, wh.ShapeText(), wh.Fortran)
	}
	if !bytes.Equal(got[gh.DataOffset:], want[wh.DataOffset:]) {
		t.Fatalf("%s: the data bytes differ from what our encoder wrote", what)
	}
}

// npzEntries returns the arrays of an npz by name, in archive order.
func npzEntries(t *testing.T, data []byte) (names []string, arrays map[string][]byte) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	arrays = map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if _, err := buf.ReadFrom(rc); err != nil {
			t.Fatal(err)
		}
		rc.Close()
		name := strings.TrimSuffix(f.Name, ".npy")
		names = append(names, name)
		arrays[name] = buf.Bytes()
	}
	return names, arrays
}

func givensOf(set *Set) []grid.Grid {
	gs := make([]grid.Grid, len(set.Entries))
	for i, e := range set.Entries {
		gs[i] = e.Puzzle.Givens
	}
	return gs
}

func regionGrids(set *Set, base int) []grid.Grid {
	gs := make([]grid.Grid, len(set.Entries))
	for i, e := range set.Entries {
		for c, id := range e.Puzzle.Regions().IDs(base) {
			gs[i][c] = int8(id)
		}
	}
	return gs
}

func TestNpyioWritesWhatWeWrote(t *testing.T) {
	set, sols := testSet(t) // jigsaw: solved, unsolvable, invalid
	outs := []grid.Grid{sols[0], NoSolution(), NoSolution()}

	var got bytes.Buffer
	if err := Encode(&got, NPY, set, sols); err != nil {
		t.Fatal(err)
	}
	sameArray(t, "solutions .npy", got.Bytes(), handWritten(outs))
	got.Reset()
	if err := Encode(&got, NPY, set, nil); err != nil {
		t.Fatal(err)
	}
	sameArray(t, "exported .npy", got.Bytes(), handWritten(givensOf(set)))

	got.Reset()
	if err := Encode(&got, NPZ, set, sols); err != nil {
		t.Fatal(err)
	}
	names, arrays := npzEntries(t, got.Bytes())
	if strings.Join(names, " ") != "puzzles solutions regions" {
		t.Fatalf("npz arrays %v, want puzzles, solutions, regions", names)
	}
	sameArray(t, "npz puzzles", arrays["puzzles"], handWritten(givensOf(set)))
	sameArray(t, "npz solutions", arrays["solutions"], handWritten(outs))
	sameArray(t, "npz regions", arrays["regions"], handWritten(regionGrids(set, 1)))

	// A set read with region ids 0–8 is written back with 0–8.
	zeroBased := zipFile(t,
		zipEntry{"puzzles.npy", handWritten(givensOf(set)), zip.Store},
		zipEntry{"regions.npy", handWritten(regionGrids(set, 0)), zip.Store})
	back, err := Parse("zero.npz", zeroBased)
	if err != nil {
		t.Fatal(err)
	}
	got.Reset()
	if err := Encode(&got, NPZ, back, nil); err != nil {
		t.Fatal(err)
	}
	_, arrays = npzEntries(t, got.Bytes())
	sameArray(t, "0–8 regions", arrays["regions"], handWritten(regionGrids(set, 0)))
}

// TestNumpyFindsNpyioOutputEqual has numpy compare what npyio writes
// with what our own encoder wrote: same keys, dtypes, shapes, values.
func TestNumpyFindsNpyioOutputEqual(t *testing.T) {
	py := numpyPython(t)
	set, sols := testSet(t)
	outs := []grid.Grid{sols[0], NoSolution(), NoSolution()}
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	newNPY, newNPZ := filepath.Join(dir, "new.npy"), filepath.Join(dir, "new.npz")
	if err := Write(newNPY, set, sols); err != nil {
		t.Fatal(err)
	}
	if err := Write(newNPZ, set, sols); err != nil {
		t.Fatal(err)
	}
	oldNPY := write("old.npy", handWritten(outs))
	oldNPZ := write("old.npz", zipFile(t,
		zipEntry{"puzzles.npy", handWritten(givensOf(set)), zip.Store},
		zipEntry{"solutions.npy", handWritten(outs), zip.Store},
		zipEntry{"regions.npy", handWritten(regionGrids(set, 1)), zip.Store}))
	out := runPython(t, py, `
import sys, numpy as np
def same(a, b):
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(a, b)
a, b = np.load(sys.argv[1]), np.load(sys.argv[2])
ok = same(a, b) and a.dtype == np.int8 and a.shape == (3, 9, 9)
z, y = np.load(sys.argv[3]), np.load(sys.argv[4])
ok = ok and z.files == y.files and all(same(z[k], y[k]) for k in z.files)
print(ok, z.files)
`, nil, newNPY, oldNPY, newNPZ, oldNPZ)
	if strings.TrimSpace(string(out)) != "True ['puzzles', 'solutions', 'regions']" {
		t.Errorf("numpy finds npyio's output different from our encoder's: %s", out)
	}
}
