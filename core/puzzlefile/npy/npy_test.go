package npy

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

func TestParseLiteral(t *testing.T) {
	cases := []struct {
		src  string
		want string // "" for success, else an error fragment
	}{
		{`{'descr': '<i8', 'fortran_order': False, 'shape': (15, 9, 9), }`, ""},
		{`{"descr": "|u1", "fortran_order": True, "shape": (3,)}`, ""},
		{`{'shape': (10L, 9L), 'x': None, 'y': [1, -2, +3], 'z': {'a': 'b\'c'}}`, ""},
		{`{'a': 1,, }`, "malformed header at byte 8: unexpected ','"},
		{`{'a' 1}`, `expected ':' after key "a"`},
		{`{1: 2}`, "dict key is an integer, want a string"},
		{`{'a': 'open`, "string not closed"},
		{`{'a': (1, 2}`, "expected ',' or ')'"},
		{`{'a': 12abc}`, `"12a" is not an integer`},
		{`{'a': 1.5}`, `"1." is not an integer`},
		{`{'a': -}`, "sign without digits"},
		{`{'a': Truely}`, "unexpected 'T'"},
		{`{} {}`, "unexpected '{' after the header dict"},
		{strings.Repeat("[", 40), "nested more than 16 levels deep"},
		{``, "header ends where a value should be"},
	}
	for _, tc := range cases {
		_, err := parseLiteral([]byte(tc.src), 0)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q: %v", tc.src, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q: error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// What AppendHeader writes, both header readers parse alike, with the
// data on a 64-byte boundary.
func TestHeaderRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		descr string
		shape []int
	}{
		{"|i1", []int{15, 9, 9}},
		{"<i8", []int{9, 9}},
		{"[('grid', '<i8', (9, 9)), ('group_grid', '<i8', (9, 9))]", []int{133}},
		{"[('grid', '|i1', (81,)), ('', '|V7'), ('x', '>f8')]", []int{2}},
	} {
		b := AppendHeader(nil, tc.descr, tc.shape)
		if len(b)%64 != 0 || b[len(b)-1] != '\n' {
			t.Errorf("%s: header of %d bytes", tc.descr, len(b))
		}
		h, err := ParseHeader(b)
		if err != nil {
			t.Fatalf("%s: %v", tc.descr, err)
		}
		h2, err := ReadHeader(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", tc.descr, err)
		}
		if h.DataOffset != len(b) || h2.DataOffset != len(b) || shapeText(h.Shape) != shapeText(tc.shape) ||
			h.Dtype.Descr != h2.Dtype.Descr || h.Fortran {
			t.Errorf("%s: parsed as %+v / %+v", tc.descr, h, h2)
		}
	}
	h, _ := ParseHeader(AppendHeader(nil, "[('grid', '|i1', (81,)), ('', '|V7'), ('x', '>f8')]", []int{2}))
	if h.Dtype.ItemSize != 96 || len(h.Dtype.Fields) != 2 || h.Dtype.Field("x").Offset != 88 {
		t.Errorf("structured layout: %+v", h.Dtype)
	}
}

func TestDataSize(t *testing.T) {
	h := &Header{Dtype: Dtype{ItemSize: 8}, Shape: []int{1 << 40, 1 << 40, 9}}
	if n, err := h.DataSize(); err != nil || n != math.MaxInt64 {
		t.Errorf("an overflowing shape gives %d, %v; want MaxInt64", n, err)
	}
	h.Shape = []int{3, -1}
	if _, err := h.DataSize(); err == nil {
		t.Error("a negative dimension gives no error")
	}
}

func TestScalarInt(t *testing.T) {
	le, be := binary.LittleEndian, binary.BigEndian
	f64 := func(o binary.AppendByteOrder, v float64) []byte { return o.AppendUint64(nil, math.Float64bits(v)) }
	f32 := func(o binary.AppendByteOrder, v float32) []byte { return o.AppendUint32(nil, math.Float32bits(v)) }
	cases := []struct {
		descr string
		b     []byte
		want  int64
		ok    bool
		text  string
	}{
		{"|i1", []byte{0xF6}, -10, true, "-10"},
		{"|u1", []byte{0xF6}, 246, true, "246"},
		{">i2", be.AppendUint16(nil, 900), 900, true, "900"},
		{"<i2", le.AppendUint16(nil, 0xFC7C), -900, true, "-900"},
		{">u4", be.AppendUint32(nil, 7), 7, true, "7"},
		{"<i8", le.AppendUint64(nil, 1<<40), 1 << 40, true, "1099511627776"},
		{"<u8", le.AppendUint64(nil, math.MaxUint64), 0, false, "18446744073709551615"},
		{"<f8", f64(le, -1), -1, true, "-1"},
		{">f8", f64(be, 9), 9, true, "9"},
		{"<f8", f64(le, 2.5), 0, false, "2.5"},
		{"<f8", f64(le, math.NaN()), 0, false, "NaN"},
		{"<f8", f64(le, 1e300), 0, false, "1e+300"},
		{">f4", f32(be, 3), 3, true, "3"},
	}
	for _, tc := range cases {
		s, err := parseScalar(tc.descr, false)
		if err != nil {
			t.Fatal(err)
		}
		v, ok := s.Int(tc.b)
		if ok != tc.ok || (ok && v != tc.want) || s.Text(tc.b) != tc.text {
			t.Errorf("%s %x: %d %v %q, want %d %v %q", tc.descr, tc.b, v, ok, s.Text(tc.b), tc.want, tc.ok, tc.text)
		}
	}
}
