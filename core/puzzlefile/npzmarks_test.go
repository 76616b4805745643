package puzzlefile

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// marksSet returns three top95 puzzles, the first and last with given
// candidates (their givens' eliminations and one more per puzzle), the
// middle one plain, each carried in its Puzzle as GiveCandidates leaves it.
func marksSet(t *testing.T) *Set {
	t.Helper()
	src := top95(t)
	set := &Set{Entries: slices.Clone(src.Entries[:3])}
	for _, i := range []int{0, 2} {
		g := set.Entries[i].Puzzle.Givens
		m := *CandidatesOf(g)
		l := grid.Standard()
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if g[c] != 0 {
				continue
			}
			for _, q := range l.Peers(c).Cells() {
				if d := g[q]; d != 0 {
					m[c] &^= 1 << (d - 1)
				}
			}
		}
		set.Entries[i].Puzzle.Candidates = (*[grid.NumCells]uint16)(&m)
	}
	return set
}

// Given candidates go into an npz as a uint16 "candidates" array, which
// numpy loads and which reads back the same: a plain npz export and a
// progress npz alike.
func TestNPZCandidatesRoundTrip(t *testing.T) {
	set := marksSet(t)
	dir := t.TempDir()
	export := filepath.Join(dir, "export.npz")
	progress := filepath.Join(dir, "progress.npz")
	if err := Write(export, set, nil); err != nil {
		t.Fatal(err)
	}
	p := &Progress{Entries: make([]grid.Grid, 3), Notes: make([]Notes, 3)}
	p.Notes[0][1] = 0b11
	if err := WriteProgress(progress, set, p); err != nil {
		t.Fatal(err)
	}
	var want []int
	for i, e := range set.Entries {
		m := set.candidatesAt(i, e.Puzzle.Givens)
		for _, bits := range m {
			want = append(want, int(bits))
		}
	}
	for _, path := range []string{export, progress} {
		back, err := Read(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Candidates) != 3 || back.Candidates[1] != nil ||
			*back.Candidates[0] != *set.Entries[0].Puzzle.Candidates || *back.Candidates[2] != *set.Entries[2].Puzzle.Candidates {
			t.Fatalf("%s: candidates read back differ (%d lists)", filepath.Base(path), len(back.Candidates))
		}
		if n := back.GiveCandidates(); n != 2 {
			t.Errorf("%s: %d puzzles given candidates, want 2", filepath.Base(path), n)
		}
		if path == progress && (back.Progress == nil || back.Progress.Notes[0][1] != 0b11) {
			t.Errorf("progress: notes not kept beside the candidates")
		}
	}

	py := numpyPython(t)
	var got map[string]map[string]numpyArray
	if err := json.Unmarshal(runPython(t, py, numpyCheckScript, nil, export, progress), &got); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{export, progress} {
		a := got[path]["candidates"]
		if !slices.Equal(a.Shape, []int{3, 9, 9}) || a.Dtype != "uint16" || !slices.Equal(a.Values, want) {
			t.Errorf("%s: numpy sees candidates shape %v dtype %s (values equal: %v), want (3, 9, 9) uint16",
				filepath.Base(path), a.Shape, a.Dtype, slices.Equal(a.Values, want))
		}
	}

	// numpy writes candidates (big-endian, int64) that read back the same.
	spec, _ := json.Marshal(map[string][]int{"puzzles": flatGrids(givensOf(set)), "candidates": want})
	runPython(t, py, `
import sys, json
import numpy as np
s = {k: np.array(v).reshape(-1, 9, 9) for k, v in json.load(sys.stdin).items()}
np.savez(sys.argv[1], puzzles=s['puzzles'].astype(np.int8), candidates=s['candidates'].astype('>u2'))
np.savez(sys.argv[2], puzzles=s['puzzles'].astype(np.int8), candidates=s['candidates'].astype(np.int64))
`, spec, filepath.Join(dir, "be.npz"), filepath.Join(dir, "i8.npz"))
	for _, name := range []string{"be.npz", "i8.npz"} {
		back, err := Read(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(back.Candidates) != 3 || back.Candidates[0] == nil || *back.Candidates[0] != *set.Entries[0].Puzzle.Candidates {
			t.Errorf("%s: numpy's candidates read back differently", name)
		}
	}
}

// A candidates array that is wrong is refused, naming the array, the
// puzzle and the cell.
func TestNPZCandidatesRefused(t *testing.T) {
	set := marksSet(t)
	dir := t.TempDir()
	py := numpyPython(t)
	var cands []int
	for i, e := range set.Entries {
		for _, bits := range set.candidatesAt(i, e.Puzzle.Givens) {
			cands = append(cands, int(bits))
		}
	}
	first := -1
	for c, d := range set.Entries[1].Puzzle.Givens {
		if d != 0 {
			first = c
			break
		}
	}
	bad := slices.Clone(cands)
	bad[81+first] = 0 // the given's digit is not among its candidates
	huge := slices.Clone(cands)
	huge[5] = 1024
	spec, _ := json.Marshal(map[string][]int{"puzzles": flatGrids(givensOf(set)), "bad": bad, "huge": huge})
	runPython(t, py, `
import sys, json
import numpy as np
s = {k: np.array(v).reshape(-1, 9, 9) for k, v in json.load(sys.stdin).items()}
p = s['puzzles'].astype(np.int8)
np.savez(sys.argv[1] + '/bad.npz', puzzles=p, candidates=s['bad'].astype(np.uint16))
np.savez(sys.argv[1] + '/huge.npz', puzzles=p, candidates=s['huge'].astype(np.uint16))
np.savez(sys.argv[1] + '/short.npz', puzzles=p, candidates=s['bad'][:2].astype(np.uint16))
`, spec, dir)
	for name, want := range map[string]string{
		"bad.npz":   "array candidates: puzzle at index 1: " + grid.Cell(first).String() + ": the given",
		"huge.npz":  "array candidates: puzzle at index 0: r1c6: candidates value 1024",
		"short.npz": "array candidates: 2 grids for 3 puzzles",
	} {
		_, err := Read(filepath.Join(dir, name))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error with %q", name, err, want)
		}
	}
}

// Streamed chunk by chunk (solve, rate) and read one entry at a time
// (steps -i), an npz gives its candidates as a whole read does; a
// candidates array of the wrong length is refused on opening.
func TestNPZCandidatesStreamed(t *testing.T) {
	set := marksSet(t)
	path := filepath.Join(t.TempDir(), "marks.npz")
	if err := Write(path, set, nil); err != nil {
		t.Fatal(err)
	}
	s, err := OpenStream(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var got []*Candidates
	for len(got) < 3 {
		chunk, err := s.Next(2)
		if err != nil {
			t.Fatal(err)
		}
		if len(chunk.Entries) == 0 {
			t.Fatal("the stream ended early")
		}
		if chunk.Candidates == nil {
			got = append(got, make([]*Candidates, len(chunk.Entries))...)
		} else {
			got = append(got, chunk.Candidates...)
		}
	}
	if got[0] == nil || *got[0] != *set.Entries[0].Puzzle.Candidates || got[1] != nil || got[2] == nil || *got[2] != *set.Entries[2].Puzzle.Candidates {
		t.Error("the streamed candidates differ from those written")
	}
	for _, i := range []int{1, 2} {
		e, err := ReadEntry(path, i)
		if err != nil {
			t.Fatal(err)
		}
		want := set.Entries[i].Puzzle.Candidates
		if (want == nil) != (e.Puzzle.Candidates == nil) || want != nil && *want != *e.Puzzle.Candidates {
			t.Errorf("ReadEntry %d: candidates %v, want %v", i, e.Puzzle.Candidates != nil, want != nil)
		}
	}

	py := numpyPython(t)
	short := filepath.Join(t.TempDir(), "short.npz")
	runPython(t, py, `
import sys
import numpy as np
p = np.load(sys.argv[1])
np.savez(sys.argv[2], puzzles=p['puzzles'], candidates=p['candidates'][:2])
`, nil, path, short)
	if _, err := OpenStream(short); err == nil || !strings.Contains(err.Error(), "array candidates: 2 grids for 3 puzzles") {
		t.Errorf("a short candidates array streamed: %v", err)
	}
}
