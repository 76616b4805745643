package puzzlefile

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/sbinet/npyio/npy"
	"github.com/sbinet/npyio/npz"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// github.com/sbinet/npyio is a second, independent numpy reader: it
// must agree with ours on the coursework files and read what we write.
// (It also writes our plain arrays; our own reader exists because npyio
// lacks format 3.0, Fortran order for 3-d arrays, structured dtypes and
// a hardened header parser.)

func TestNpyioAgreesOnCoursework(t *testing.T) {
	for _, name := range []string{"hard_puzzle.npy", "hard_solution.npy", "very_easy_solution.npy"} {
		path := shareddata.Path(t, "coursework/"+name)
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := npy.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		var values []float64
		switch r.Header.Descr.Type {
		case "<f8":
			err = r.Read(&values)
		default:
			var ints []int8
			err = r.Read(&ints)
			for _, v := range ints {
				values = append(values, float64(v))
			}
		}
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		ours, err := ReadSolutions(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(values) != 81*len(ours) {
			t.Fatalf("%s: npyio reads %d values, we read %d grids", name, len(values), len(ours))
		}
		for i, g := range ours {
			for c, d := range g {
				if float64(d) != values[81*i+c] {
					t.Fatalf("%s: grid %d %v: npyio %v, ours %d", name, i, grid.Cell(c), values[81*i+c], d)
				}
			}
		}
	}
}

func TestNpyioReadsWhatWeWrite(t *testing.T) {
	set, sols := testSet(t)
	dir := t.TempDir()
	want := flatInt8([]grid.Grid{sols[0], NoSolution(), NoSolution()})

	npyPath := filepath.Join(dir, "out.npy")
	if err := Write(npyPath, set, sols); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(npyPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := npy.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	if r.Header.Descr.Type != "|i1" || !slices.Equal(r.Header.Descr.Shape, []int{3, 9, 9}) || r.Header.Descr.Fortran {
		t.Errorf("npyio sees %v", r.Header)
	}
	var got []int8
	if err := r.Read(&got); err != nil || string(int8Bytes(got)) != string(int8Bytes(want)) {
		t.Errorf("npyio reads other values (err %v)", err)
	}

	npzPath := filepath.Join(dir, "out.npz")
	if err := Write(npzPath, set, sols); err != nil {
		t.Fatal(err)
	}
	z, err := npz.Open(npzPath)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	if keys := z.Keys(); len(keys) != 3 || keys[0] != "puzzles.npy" || keys[1] != "solutions.npy" || keys[2] != "regions.npy" {
		t.Errorf("npyio sees arrays %v", keys)
	}
	var zsols, regions []int8
	if err := z.Read("solutions.npy", &zsols); err != nil || string(int8Bytes(zsols)) != string(int8Bytes(want)) {
		t.Errorf("npyio reads other solutions (err %v)", err)
	}
	if err := z.Read("regions.npy", &regions); err != nil || len(regions) != 243 {
		t.Fatalf("npyio regions: %v, %d values", err, len(regions))
	}
	for c, id := range set.Entries[0].Puzzle.Layout.IDs(1) {
		if int(regions[c]) != id {
			t.Fatalf("npyio reads region %d at %v, want %d", regions[c], grid.Cell(c), id)
		}
	}
}

func flatInt8(gs []grid.Grid) []int8 {
	var v []int8
	for _, g := range gs {
		v = append(v, g[:]...)
	}
	return v
}

func int8Bytes(v []int8) []byte {
	b := make([]byte, len(v))
	for i, x := range v {
		b[i] = byte(x)
	}
	return b
}
