package puzzlefile

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// hostileCase is a broken file and fragments its error must contain.
type hostileCase struct {
	name string
	data []byte
	want []string
}

// hostileNPY lists broken .npy files, each refused with what is wrong
// and where.
func hostileNPY() []hostileCase {
	one := int8Grids(classicPuzzle)
	v1 := npyFile(dict("|i1", "(1, 9, 9)"), one)
	withLen := func(b []byte, n uint16) []byte {
		b = bytes.Clone(b)
		binary.LittleEndian.PutUint16(b[8:], n)
		return b
	}
	return []hostileCase{
		{"empty file", nil, []string{"the file is empty"}},
		{"wrong magic", []byte("PNG\x00 not numpy at all"), []string{"not an npy file", "wrong magic", "byte 0"}},
		{"text named .npy", []byte(classicPuzzle + "\n"), []string{"not an npy file", "wrong magic"}},
		{"magic only", []byte(npy.Magic), []string{"truncated header", "byte 6"}},
		{"truncated preamble", []byte(npy.Magic + "\x01\x00\x10"), []string{"truncated header", "byte 9", "10-byte npy preamble"}},
		{"version 4", npyVersion(4, dict("|i1", "(1, 9, 9)"), one), []string{"version 4.0", "byte 6", "not supported"}},
		{"header past the end", withLen(v1, 5000), []string{"header length 5000", "byte 8", "past the end of the file", "has 154 bytes"}},
		{"huge v2 header length", append([]byte(npy.Magic+"\x02\x00\xff\xff\xff\xff"), "{}"...), []string{"header length 4294967295", "over the 65536-byte limit"}},
		{"truncated header", v1[:40], []string{"header length", "past the end of the file"}},
		{"header cut short", npyFile("{'descr': '|i1', 'fortran_order': False, 'shape': (1, 9, 9)", one), []string{"malformed header at byte", "before '}'"}},
		{"header is a list", npyFile("[1, 2, 3]", one), []string{"malformed header at byte 10", "the header is a list, want a dict"}},
		{"header garbage", npyFile("{'descr': <i8}", one), []string{"malformed header at byte 20", "unexpected '<'"}},
		{"no shape", npyFile("{'descr': '|i1', 'fortran_order': False}", one), []string{"no 'shape' key"}},
		{"no descr", npyFile("{'fortran_order': False, 'shape': (1, 9, 9)}", one), []string{"no 'descr' key"}},
		{"fortran_order not bool", npyFile("{'descr': '|i1', 'fortran_order': 'no', 'shape': (1, 9, 9)}", one), []string{"'fortran_order' is a string"}},
		{"shape of floats", npyFile("{'descr': '|i1', 'fortran_order': False, 'shape': (1.5, 9, 9)}", one), []string{"malformed header at byte", "not an integer"}},
		{"shape not a tuple", npyFile("{'descr': '|i1', 'fortran_order': False, 'shape': 'big'}", one), []string{"shape is a string"}},
		{"unclosed string", npyFile("{'descr': '|i1, 'fortran_order': False}", one), []string{"malformed header at byte"}},
		{"duplicate key", npyFile("{'descr': '|i1', 'descr': '|i1', 'fortran_order': False, 'shape': (1, 9, 9)}", one), []string{"key \"descr\" appears twice"}},
		{"deep nesting", npyFile("{'descr': '|i1', 'fortran_order': False, 'shape': "+strings.Repeat("(", 5000)+"}", one), []string{"nested more than 16 levels"}},
		{"integer overflow", npyFile(dict("|i1", "(99999999999999999999999, 9, 9)"), one), []string{"integer 99999999999999999999999 is too large"}},
		{"huge dimension", npyFile(dict("|i1", "(1152921504606846976, 9, 9)"), one), []string{"shape dimension 1152921504606846976 is too large"}},
		{"truncated data", npyFile(dict("|i1", "(15, 9, 9)"), one), []string{"data truncated", "shape (15, 9, 9) of int8 needs 1215 bytes", "the file has 81"}},
		{"10^12 puzzles", npyFile(dict("|i1", "(1000000000000, 9, 9)"), one), []string{"data truncated", "shape (1000000000000, 9, 9) of int8 needs 81000000000000 bytes"}},
		{"10^12 int64 puzzles", npyFile(dict("<i8", "(1000000000000, 81)"), one), []string{"data truncated", "needs 648000000000000 bytes"}},
		{"stray bytes", npyFile(dict("|i1", "(1, 9, 9)"), append(bytes.Clone(one), 1, 2, 3)), []string{"3 stray bytes after the data", "byte 154 on"}},
		{"negative dimension", npyFile(dict("|i1", "(-1, 9, 9)"), one), []string{"shape (-1, 9, 9) has a negative dimension"}},
		{"zero dimension", npyFile(dict("|i1", "(0, 9, 9)"), nil), []string{"shape (0, 9, 9) has a zero dimension"}},
		{"9x8", npyFile(dict("|i1", "(9, 8)"), one[:72]), []string{"shape (9, 8) is not 9×9, N×9×9 or N×81"}},
		{"flat 81", npyFile(dict("|i1", "(81,)"), one), []string{"shape (81,) is not 9×9, N×9×9 or N×81"}},
		{"4-d", npyFile(dict("|i1", "(1, 9, 9, 1)"), one), []string{"shape (1, 9, 9, 1) is not 9×9"}},
		{"scalar", npyFile(dict("|i1", "()"), one[:1]), []string{"shape () is not 9×9"}},
		{"object dtype", npyFile(dict("|O", "(1, 9, 9)"), one), []string{`dtype "|O" (Python objects) is not supported`}},
		{"string dtype", npyFile(dict("<U81", "(1,)"), one), []string{`dtype "<U81" (string) is not supported`}},
		{"bytes dtype", npyFile(dict("|S1", "(1, 9, 9)"), one), []string{`dtype "|S1" (string) is not supported`}},
		{"complex dtype", npyFile(dict("<c16", "(1, 9, 9)"), one), []string{`dtype "<c16" (complex) is not supported`}},
		{"float16 dtype", npyFile(dict("<f2", "(1, 9, 9)"), one), []string{`dtype "<f2" (float16) is not supported`}},
		{"bool dtype", npyFile(dict("|b1", "(1, 9, 9)"), one), []string{`dtype "|b1" (bool) is not supported`}},
		{"datetime dtype", npyFile(dict("<M8[s]", "(1, 9, 9)"), one), []string{"(date/time) is not supported"}},
		{"unknown dtype", npyFile(dict("<q7", "(1, 9, 9)"), one), []string{`dtype "<q7" is not a numpy type`}},
		{"structured without grid", npyFile("{'descr': [('a', '<i8', (9, 9))], 'fortran_order': False, 'shape': (1,), }", one), []string{`structured dtype has no "grid" field (its fields: "a")`}},
		{"structured 9x8 field", npyFile("{'descr': [('grid', '|i1', (9, 8))], 'fortran_order': False, 'shape': (1,), }", one[:72]), []string{`field "grid" has shape (9, 8), want (9, 9)`}},
		{"nested structured", npyFile("{'descr': [('grid', [('x', '<i8')])], 'fortran_order': False, 'shape': (1,), }", one), []string{`field "grid" is itself structured`}},
		{"structured object field", npyFile("{'descr': [('grid', '|O', (9, 9))], 'fortran_order': False, 'shape': (1,), }", one), []string{`field "grid"`, "(Python objects) is not supported"}},
		{"structured 2-d", npyFile("{'descr': [('grid', '|i1', (9, 9))], 'fortran_order': False, 'shape': (1, 1), }", one), []string{"structured array has shape (1, 1), want (N,)"}},
		{"huge subarray", npyFile("{'descr': [('grid', '<i8', (100000, 100000))], 'fortran_order': False, 'shape': (1,), }", one), []string{`field "grid": subarray (100000, 100000) is too large`}},
	}
}

func TestHostileNPY(t *testing.T) {
	for _, tc := range hostileNPY() {
		t.Run(tc.name, func(t *testing.T) {
			var set *Set
			var err error
			alloc := allocated(func() { set, err = Parse("bad.npy", tc.data) })
			if set != nil {
				t.Fatalf("got a set of %d entries, want an error", len(set.Entries))
			}
			wantErr(t, err, append([]string{"bad.npy: "}, tc.want...)...)
			if limit := uint64(64<<10 + 4*len(tc.data)); alloc > limit {
				t.Errorf("allocated %d bytes refusing a %d-byte file", alloc, len(tc.data))
			}
			_, serr := ParseSolutions("bad.npy", tc.data)
			wantErr(t, serr, tc.want...)
		})
	}
}

// Bad values make that puzzle invalid, naming the cell; the rest loads.
func TestNPYBadValues(t *testing.T) {
	f8 := func(replace map[int]float64) []byte { return float64Grid(classicPuzzle, replace) }
	var data []byte
	data = append(data, f8(nil)...)
	data = append(data, f8(map[int]float64{2: 2.5})...)
	data = append(data, f8(map[int]float64{0: math.NaN()})...)
	data = append(data, f8(map[int]float64{80: math.Inf(1)})...)
	data = append(data, f8(map[int]float64{0: 900})...)
	data = append(data, f8(map[int]float64{9: -900})...)
	data = append(data, f8(map[int]float64{0: 1e300})...)
	data = append(data, f8(map[int]float64{0: 5})...) // 5 is already in row 1
	set, err := Parse("f.npy", npyFile(dict("<f8", "(8, 9, 9)"), data))
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set,
		"",
		"r1c3: value 2.5 is not a whole number",
		"r1c1: value NaN is not a whole number",
		"r9c9: value +Inf is not a whole number",
		"r1c1: value 900 is out of range 0–9",
		"r2c1: value -900 is out of range 0–9",
		"r1c1: value 1e+300 is too large",
		"digit 5 twice in row 1: r1c1 and r1c2",
	)
	// An out-of-range value leaves the other givens in place for display.
	if set.Entries[4].Puzzle.Givens.Filled() != set.Entries[0].Puzzle.Givens.Filled() {
		t.Error("the givens beside a bad value were lost")
	}

	// The int8 fast path says the same.
	bad := int8Grids(classicPuzzle, classicPuzzle, classicPuzzle)
	bad[81] = 0x80 // -128
	bad[162+1] = 1 // r1c2 := 1, and r1c8 holds 1 already
	set, err = Parse("i.npy", npyFile(dict("|i1", "(3, 9, 9)"), bad))
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "", "r1c1: value -128 is out of range 0–9", "digit 1 twice in row 1: r1c2 and r1c8")
	set, err = Parse("u.npy", npyFile(dict("|u1", "(3, 9, 9)"), bad))
	if err != nil {
		t.Fatal(err)
	}
	checkEntryErrors(t, set, "", "r1c1: value 128 is out of range 0–9", "digit 1 twice in row 1: r1c2 and r1c8")
}

func TestSolutionsBadValues(t *testing.T) {
	minusOne := map[int]float64{}
	for c := 0; c < 81; c++ {
		minusOne[c] = -1
	}
	partial := map[int]float64{0: -1}
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"partial -1", float64Grid(classicPuzzle, partial), "bad.npy: grid at index 1: r1c1: value -1 is out of range 0–9 (only an all -1 grid means no solution)"},
		{"not whole", float64Grid(classicPuzzle, map[int]float64{4: 0.5}), "bad.npy: grid at index 1: r1c5: value 0.5 is not a whole number"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			data := append(float64Grid(classicPuzzle, minusOne), tc.data...)
			_, err := ParseSolutions("bad.npy", npyFile(dict("<f8", "(2, 9, 9)"), data))
			if errText(err) != tc.want {
				t.Errorf("error %q, want %q", errText(err), tc.want)
			}
		})
	}
	// uint8 255 is not -1.
	all255 := bytes.Repeat([]byte{255}, 81)
	_, err := ParseSolutions("u.npy", npyFile(dict("|u1", "(1, 9, 9)"), all255))
	wantErr(t, err, "value 255 is out of range")
	sols, err := ParseSolutions("i.npy", npyFile(dict("|i1", "(1, 9, 9)"), all255))
	if err != nil || !IsNoSolution(sols[0]) {
		t.Errorf("an all -1 int8 grid is not NoSolution: %v", err)
	}
}

// Read on every core, a file of solutions still names its first bad grid.
func TestSolutionsFirstBadGrid(t *testing.T) {
	const n = 3 * minChunk
	data := bytes.Repeat(int8Grids(classicSolved), n)
	data[81*(2*minChunk+5)+7] = 12
	data[81*(minChunk+3)+4] = 10
	_, err := ParseSolutions("s.npy", npyFile(dict("|i1", "(60000, 81)"), data))
	if want := "s.npy: grid at index 20003: r1c5: value 10 is out of range 0–9"; errText(err) != want {
		t.Errorf("error %q, want %q", errText(err), want)
	}
}
