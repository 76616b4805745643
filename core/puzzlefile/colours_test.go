package puzzlefile

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// withColours returns p with a few colour marks: on puzzle 0, cell r1c1
// in 1a and candidate 5 of r5c5 in 5b; on puzzle 2, candidates 1 and 9
// of r9c9 in 2a.
func withColours(set *Set, p *Progress) *Progress {
	p.Colours = make([]ColourMasks, len(set.Entries))
	p.Colours[0][0][0] = 1 << 9
	p.Colours[0][9][40] = 1 << 4
	p.Colours[2][2][80] = 1<<0 | 1<<8
	return p
}

// Colours written to a progress npz come back; numpy reads them as ten
// plain (N, 9, 9) uint16 arrays named colour_1a … colour_5b.
func TestProgressColoursRoundTrip(t *testing.T) {
	set, _ := testSet(t)
	p := withColours(set, progressFor(set))
	path := filepath.Join(t.TempDir(), "colours.npz")
	if err := WriteProgress(path, set, p); err != nil {
		t.Fatal(err)
	}
	back, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Progress == nil || !slices.Equal(back.Progress.Colours, p.Colours) {
		t.Fatalf("colours read back differently")
	}

	py := numpyPython(t)
	var got map[string]map[string]numpyArray
	if err := json.Unmarshal(runPython(t, py, numpyCheckScript, nil, path), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"colour_1a": 512, "colour_5b": 16, "colour_2a": 257}
	for _, name := range []string{"colour_1a", "colour_1b", "colour_2a", "colour_2b", "colour_3a",
		"colour_3b", "colour_4a", "colour_4b", "colour_5a", "colour_5b"} {
		a, ok := got[path][name]
		if !ok {
			t.Errorf("numpy finds no %s", name)
			continue
		}
		if !slices.Equal(a.Shape, []int{3, 9, 9}) || a.Dtype != "uint16" {
			t.Errorf("%s: numpy sees shape %v dtype %s, want (3, 9, 9) uint16", name, a.Shape, a.Dtype)
		}
		sum := 0
		for _, v := range a.Values {
			sum += v
		}
		if sum != want[name] {
			t.Errorf("%s: numpy's values sum to %d, want %d", name, sum, want[name])
		}
	}
}

// A progress file without colours writes no colour arrays; one with a
// bad colour mask is refused, when writing and when reading, with the
// array, the puzzle and the cell.
func TestProgressColoursChecked(t *testing.T) {
	set, _ := testSet(t)
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.npz")
	if err := WriteProgress(plain, set, progressFor(set)); err != nil {
		t.Fatal(err)
	}
	back, err := Read(plain)
	if err != nil || back.Progress.Colours != nil {
		t.Errorf("a file without colours reads back colours %v (err %v)", back.Progress.Colours, err)
	}

	p := withColours(set, progressFor(set))
	p.Colours[1][3][10] = 1 << 12
	err = WriteProgress(filepath.Join(dir, "bad.npz"), set, p)
	if err == nil || !strings.Contains(err.Error(), "colour_2b") || !strings.Contains(err.Error(), "index 1") || !strings.Contains(err.Error(), "r2c2") {
		t.Errorf("writing a bad colour mask: error %v, want one naming colour_2b, index 1 and r2c2", err)
	}
}
