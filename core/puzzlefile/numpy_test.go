package puzzlefile

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// numpyPython returns a Python that has numpy: $NUMPY_PYTHON, by default
// Debian's /usr/bin/python3 (not whatever python3 comes first in PATH).
// Without one the test fails under CI and is skipped elsewhere.
func numpyPython(t *testing.T) string {
	t.Helper()
	py := os.Getenv("NUMPY_PYTHON")
	if py == "" {
		py = "/usr/bin/python3"
	}
	if out, err := exec.Command(py, "-c", "import numpy").CombinedOutput(); err != nil {
		msg := "numpy round trips need Python with numpy (apt-get install python3-numpy, or set NUMPY_PYTHON): " +
			py + ": " + strings.TrimSpace(string(out)) + " " + err.Error()
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return py
}

func runPython(t *testing.T, py, script string, stdin []byte, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(py, append([]string{"-c", script}, args...)...)
	cmd.Stdin = bytes.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python: %v\n%s", err, stderr.String())
	}
	return out
}

// roundTripData is what the numpy tests write and expect back: three
// classic puzzles with their solutions and three jigsaw puzzles with
// their region maps and solutions.
type roundTripData struct {
	Classic          [][]int `json:"classic"`
	ClassicSolutions [][]int `json:"classic_solutions"`
	Jigsaw           [][]int `json:"jigsaw"`
	Regions          [][]int `json:"regions"`
	JigsawSolutions  [][]int `json:"jigsaw_solutions"`
}

func gridInts(g grid.Grid) []int {
	v := make([]int, grid.NumCells)
	for c, d := range g {
		v[c] = int(d)
	}
	return v
}

func loadRoundTripData(t *testing.T) (roundTripData, *Set, []grid.Grid, *Set, []grid.Grid) {
	t.Helper()
	classic, err := Read(shareddata.Path(t, "classic/test_puzzles_with_counts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	classicSols, err := ReadSolutions(shareddata.Path(t, "classic/test_puzzles_with_counts.txt"))
	if err != nil {
		t.Fatal(err)
	}
	jigsaw, err := Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	jigsawSols, err := ReadSolutions(shareddata.Path(t, "jigsaw/janko_133_solutions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	classic.Entries, classic.Counts, classicSols = classic.Entries[:3], nil, classicSols[:3]
	jigsaw.Entries, jigsawSols = jigsaw.Entries[:3], jigsawSols[:3]
	var d roundTripData
	for i := 0; i < 3; i++ {
		d.Classic = append(d.Classic, gridInts(classic.Entries[i].Puzzle.Givens))
		d.ClassicSolutions = append(d.ClassicSolutions, gridInts(classicSols[i]))
		d.Jigsaw = append(d.Jigsaw, gridInts(jigsaw.Entries[i].Puzzle.Givens))
		d.Regions = append(d.Regions, jigsaw.Entries[i].Puzzle.Layout.IDs(1))
		d.JigsawSolutions = append(d.JigsawSolutions, gridInts(jigsawSols[i]))
	}
	return d, classic, classicSols, jigsaw, jigsawSols
}

const numpyWriteScript = `
import sys, json
import numpy as np
from numpy.lib import format as npf
d = sys.argv[1]
spec = json.load(sys.stdin)
P = np.array(spec['classic'], dtype=np.int64).reshape(-1, 9, 9)
S = np.array(spec['classic_solutions'], dtype=np.int64).reshape(-1, 9, 9)
J = np.array(spec['jigsaw'], dtype=np.int64).reshape(-1, 9, 9)
R = np.array(spec['regions'], dtype=np.int64).reshape(-1, 9, 9)
JS = np.array(spec['jigsaw_solutions'], dtype=np.int64).reshape(-1, 9, 9)
def save(name, arr, version=None):
    with open(d + '/' + name, 'wb') as f:
        npf.write_array(f, arr, version=version)
save('int8.npy', P.astype(np.int8))
save('int16be.npy', P.astype('>i2'))
save('int32.npy', P.astype('<i4'))
save('int64.npy', P.astype(np.int64))
save('uint8.npy', P.astype(np.uint8))
save('uint16be.npy', P.astype('>u2'))
save('uint64.npy', P.astype('<u8'))
save('float32be.npy', P.astype('>f4'))
save('float64.npy', P.astype(np.float64))
save('fortran_int8.npy', np.asfortranarray(P.astype(np.int8)))
save('fortran_int64be.npy', np.asfortranarray(P.astype('>i8')))
save('flat81.npy', P.reshape(-1, 81).astype(np.int8))
save('flat81_fortran.npy', np.asfortranarray(P.reshape(-1, 81).astype(np.int16)))
save('single.npy', P[0].astype(np.int8))
save('single_fortran.npy', np.asfortranarray(P[0].astype(np.int8)))
save('v2.npy', P.astype(np.int8), version=(2, 0))
save('v3.npy', P.astype(np.int8), version=(3, 0))
bad = np.concatenate([P, P[:1]]).astype(np.int16)
bad[1, 0, 0] = 900
bad[2, 0, 0] = -900
bad[3, 0, :2] = 9
save('invalid_int16.npy', bad)
sol = S.astype(np.float64)
sol[1] = -1
save('solutions_f8.npy', sol)
np.savez(d + '/plain.npz', puzzles=J.astype(np.int8), regions=R.astype(np.int8), solutions=JS.astype(np.int8))
np.savez_compressed(d + '/compressed.npz', puzzles=J.astype(np.int16), regions=(R - 1).astype(np.uint8))
np.savez(d + '/unnamed.npz', P.astype(np.int32))
np.savez(d + '/shared_regions.npz', grids=J[[0, 0]], group_grid=R[0])
dt = np.dtype([('grid', '<i8', (9, 9)), ('group_grid', '<i8', (9, 9))])
st = np.zeros(len(J), dtype=dt)
st['grid'] = J
st['group_grid'] = R
np.savez(d + '/structured.npz', sudokus=st)
np.savez_compressed(d + '/structured_compressed.npz', sudokus=st)
sol_st = st.copy()
sol_st['grid'] = JS
sol_st['grid'][2] = -1
np.savez(d + '/structured_solutions.npz', sudokus=sol_st)
dta = np.dtype([('grid', 'i1', (9, 9)), ('group_grid', '>i4', (9, 9))], align=True)
sta = np.zeros(len(J), dtype=dta)
sta['grid'] = J
sta['group_grid'] = R
save('structured_aligned.npy', sta)
`

// TestReadNumpyFiles reads files real numpy wrote in every dtype, byte
// order, memory order and format version the readers accept.
func TestReadNumpyFiles(t *testing.T) {
	py := numpyPython(t)
	d, classic, classicSols, jigsaw, jigsawSols := loadRoundTripData(t)
	spec, _ := json.Marshal(d)
	dir := t.TempDir()
	runPython(t, py, numpyWriteScript, spec, dir)

	wantClassic := func(t *testing.T, set *Set, n int) {
		t.Helper()
		if len(set.Entries) != n {
			t.Fatalf("%d entries, want %d", len(set.Entries), n)
		}
		for i, e := range set.Entries {
			if e.Err != nil || e.Puzzle.Givens != classic.Entries[i].Puzzle.Givens || e.Puzzle.Layout != nil {
				t.Fatalf("puzzle %d: err %v, givens\n%s want\n%s", i, e.Err, e.Puzzle.Givens.Format(), classic.Entries[i].Puzzle.Givens.Format())
			}
		}
	}
	for _, name := range []string{"int8.npy", "int16be.npy", "int32.npy", "int64.npy", "uint8.npy", "uint16be.npy", "uint64.npy",
		"float32be.npy", "float64.npy", "fortran_int8.npy", "fortran_int64be.npy", "flat81.npy", "flat81_fortran.npy",
		"v2.npy", "v3.npy", "unnamed.npz"} {
		t.Run(name, func(t *testing.T) {
			set, err := Read(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			wantClassic(t, set, 3)
		})
	}
	for _, name := range []string{"single.npy", "single_fortran.npy"} {
		t.Run(name, func(t *testing.T) {
			set, err := Read(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			wantClassic(t, set, 1)
		})
	}
	t.Run("invalid_int16.npy", func(t *testing.T) {
		set, err := Read(filepath.Join(dir, "invalid_int16.npy"))
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"", "r1c1: value 900 is out of range 0–9", "r1c1: value -900 is out of range 0–9", "digit 9 twice in row 1: r1c1 and r1c2"}
		for i, w := range want {
			got := ""
			if err := set.Entries[i].Err; err != nil {
				got = err.Error()
			}
			if got != w {
				t.Errorf("puzzle %d: error %q, want %q", i, got, w)
			}
		}
	})
	t.Run("solutions_f8.npy", func(t *testing.T) {
		sols, err := ReadSolutions(filepath.Join(dir, "solutions_f8.npy"))
		if err != nil {
			t.Fatal(err)
		}
		if sols[0] != classicSols[0] || !IsNoSolution(sols[1]) || sols[2] != classicSols[2] {
			t.Errorf("float64 solutions read wrongly: %v", sols)
		}
	})
	wantJigsaw := func(t *testing.T, set *Set, structured bool) {
		t.Helper()
		if len(set.Entries) != 3 || set.Structured != structured {
			t.Fatalf("%d entries, structured %v; want 3, %v", len(set.Entries), set.Structured, structured)
		}
		for i, e := range set.Entries {
			want := jigsaw.Entries[i].Puzzle
			if e.Err != nil || e.Puzzle.Givens != want.Givens || e.Puzzle.Layout == nil || !e.Puzzle.Layout.Equal(want.Layout) {
				t.Fatalf("puzzle %d: err %v, givens or layout differ", i, e.Err)
			}
		}
	}
	for name, structured := range map[string]bool{"plain.npz": false, "compressed.npz": false, "structured.npz": true,
		"structured_compressed.npz": true, "structured_aligned.npy": true} {
		t.Run(name, func(t *testing.T) {
			set, err := Read(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			wantJigsaw(t, set, structured)
		})
	}
	t.Run("plain.npz solutions", func(t *testing.T) {
		set, err := Read(filepath.Join(dir, "plain.npz"))
		if err != nil {
			t.Fatal(err)
		}
		for i := range jigsawSols {
			if set.Solutions[i] != jigsawSols[i] {
				t.Fatalf("stored solution %d differs", i)
			}
		}
		sols, err := ReadSolutions(filepath.Join(dir, "plain.npz"))
		if err != nil || len(sols) != 3 || sols[1] != jigsawSols[1] {
			t.Fatalf("ReadSolutions: %v, %d grids", err, len(sols))
		}
	})
	t.Run("shared_regions.npz", func(t *testing.T) {
		set, err := Read(filepath.Join(dir, "shared_regions.npz"))
		if err != nil {
			t.Fatal(err)
		}
		if len(set.Entries) != 2 || validCount(set) != 2 || set.Entries[0].Puzzle.Layout != set.Entries[1].Puzzle.Layout ||
			!set.Entries[0].Puzzle.Layout.Equal(jigsaw.Entries[0].Puzzle.Layout) {
			t.Fatal("one region map for all puzzles was not applied to both")
		}
	})
	t.Run("structured_solutions.npz", func(t *testing.T) {
		sols, err := ReadSolutions(filepath.Join(dir, "structured_solutions.npz"))
		if err != nil {
			t.Fatal(err)
		}
		if sols[0] != jigsawSols[0] || sols[1] != jigsawSols[1] || !IsNoSolution(sols[2]) {
			t.Error("structured solutions read wrongly")
		}
	})
}

const numpyCheckScript = `
import sys, json
import numpy as np
out = {}
for path in sys.argv[1:]:
    f = np.load(path, allow_pickle=False)
    arrays = {'': f} if isinstance(f, np.ndarray) else {k: f[k] for k in f.files}
    res = {}
    for k, a in arrays.items():
        item = {'shape': list(a.shape), 'dtype': str(a.dtype) if a.dtype.names is None else repr(a.dtype.descr)}
        if a.dtype.names is None:
            item['values'] = a.reshape(-1).tolist()
        else:
            item['fields'] = {n: a[n].reshape(-1).tolist() for n in a.dtype.names}
        res[k] = item
    out[path] = res
print(json.dumps(out))
`

type numpyArray struct {
	Shape  []int            `json:"shape"`
	Dtype  string           `json:"dtype"`
	Values []int            `json:"values"`
	Fields map[string][]int `json:"fields"`
}

func flatGrids(gs []grid.Grid) []int {
	var v []int
	for _, g := range gs {
		v = append(v, gridInts(g)...)
	}
	return v
}

// TestNumpyLoadsWhatWeWrite writes every format and has numpy's np.load
// read it back: shape, dtype and values.
func TestNumpyLoadsWhatWeWrite(t *testing.T) {
	py := numpyPython(t)
	_, classic, classicSols, jigsaw, jigsawSols := loadRoundTripData(t)
	dir := t.TempDir()
	// Puzzle 1 of the jigsaw set has no solution, puzzle 2 is invalid:
	// both must come out as all -1.
	jigsawSols[1] = NoSolution()
	jigsaw.Entries[2].Err = errTest
	wantJigsaw := append([]grid.Grid{}, jigsawSols...)
	wantJigsaw[2] = NoSolution()

	structured, err := Read(shareddata.Path(t, "jigsaw/numpySudoku.npz"))
	if err != nil {
		t.Fatal(err)
	}
	structuredSols, err := ReadSolutions(shareddata.Path(t, "jigsaw/numpySudoku_solutions.npz"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]func(path string) error{
		"jigsaw.npy":     func(p string) error { return Write(p, jigsaw, jigsawSols) },
		"classic.npz":    func(p string) error { return Write(p, classic, classicSols) },
		"jigsaw.npz":     func(p string) error { return Write(p, jigsaw, jigsawSols) },
		"structured.npz": func(p string) error { return Write(p, structured, structuredSols) },
		"export.npy":     func(p string) error { return Write(p, classic, nil) },
	}
	var paths []string
	for name, write := range files {
		p := filepath.Join(dir, name)
		if err := write(p); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	var got map[string]map[string]numpyArray
	if err := json.Unmarshal(runPython(t, py, numpyCheckScript, nil, paths...), &got); err != nil {
		t.Fatal(err)
	}
	at := func(name string) map[string]numpyArray { return got[filepath.Join(dir, name)] }
	check := func(what string, a numpyArray, shape []int, dtype string, values []int) {
		t.Helper()
		if !slices.Equal(a.Shape, shape) || a.Dtype != dtype || !slices.Equal(a.Values, values) {
			t.Errorf("%s: numpy sees shape %v dtype %s, want %v %s (values equal: %v)", what, a.Shape, a.Dtype, shape, dtype, slices.Equal(a.Values, values))
		}
	}
	check("jigsaw.npy", at("jigsaw.npy")[""], []int{3, 9, 9}, "int8", flatGrids(wantJigsaw))
	check("export.npy", at("export.npy")[""], []int{3, 9, 9}, "int8", flatGrids([]grid.Grid{
		classic.Entries[0].Puzzle.Givens, classic.Entries[1].Puzzle.Givens, classic.Entries[2].Puzzle.Givens}))

	c := at("classic.npz")
	if len(c) != 2 {
		t.Errorf("classic.npz holds %d arrays, want puzzles and solutions only", len(c))
	}
	check("classic.npz solutions", c["solutions"], []int{3, 9, 9}, "int8", flatGrids(classicSols))
	check("classic.npz puzzles", c["puzzles"], []int{3, 9, 9}, "int8", flatGrids([]grid.Grid{
		classic.Entries[0].Puzzle.Givens, classic.Entries[1].Puzzle.Givens, classic.Entries[2].Puzzle.Givens}))

	j := at("jigsaw.npz")
	check("jigsaw.npz solutions", j["solutions"], []int{3, 9, 9}, "int8", flatGrids(wantJigsaw))
	var regions []int
	for _, e := range jigsaw.Entries {
		regions = append(regions, e.Puzzle.Layout.IDs(1)...)
	}
	check("jigsaw.npz regions", j["regions"], []int{3, 9, 9}, "int8", regions)

	s := at("structured.npz")["sudokus"]
	if s.Dtype != "[('grid', '<i8', (9, 9)), ('group_grid', '<i8', (9, 9))]" || !slices.Equal(s.Shape, []int{133}) {
		t.Errorf("structured.npz: numpy sees dtype %s shape %v", s.Dtype, s.Shape)
	}
	var groups []int
	for _, e := range structured.Entries {
		groups = append(groups, e.Puzzle.Layout.IDs(1)...)
	}
	if !slices.Equal(s.Fields["grid"], flatGrids(structuredSols)) || !slices.Equal(s.Fields["group_grid"], groups) {
		t.Error("structured.npz: grid is not the solutions or group_grid is not kept")
	}
	// The strongest check: numpy finds our file equal to the reference
	// solutions file written by numpy itself.
	same := runPython(t, py, `
import sys, numpy as np
a = np.load(sys.argv[1])['sudokus']; b = np.load(sys.argv[2])['sudokus']
print(a.dtype == b.dtype and np.array_equal(a, b))
`, nil, filepath.Join(dir, "structured.npz"), shareddata.Path(t, "jigsaw/numpySudoku_solutions.npz"))
	if strings.TrimSpace(string(same)) != "True" {
		t.Errorf("numpy does not find our structured npz equal to numpySudoku_solutions.npz: %s", same)
	}
}

var errTest = errorString("invalid for the test")

type errorString string

func (e errorString) Error() string { return string(e) }
