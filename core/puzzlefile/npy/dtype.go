package npy

import (
	"fmt"
	"strconv"
	"strings"
)

// Scalar is a numeric element type: an integer ('i' signed, 'u'
// unsigned) or a float ('f') of Size bytes. Padding fields inside a
// structured dtype have Kind 'V'.
type Scalar struct {
	Kind      byte
	Size      int
	BigEndian bool
}

// Common scalar types.
var (
	Int8  = Scalar{Kind: 'i', Size: 1}
	Int64 = Scalar{Kind: 'i', Size: 8}
)

// Descr returns the numpy type string, e.g. "|i1" or "<i8".
func (s Scalar) Descr() string {
	order := byte('<')
	switch {
	case s.Size == 1 || s.Kind == 'V':
		order = '|'
	case s.BigEndian:
		order = '>'
	}
	return string(order) + string(s.Kind) + strconv.Itoa(s.Size)
}

// String names the type for people: "int8", "float64 (big-endian)".
func (s Scalar) String() string {
	name := map[byte]string{'i': "int", 'u': "uint", 'f': "float", 'V': "void"}[s.Kind]
	name += strconv.Itoa(s.Size * 8)
	if s.BigEndian && s.Size > 1 {
		name += " (big-endian)"
	}
	return name
}

// Field is one named field of a structured dtype: a scalar or a
// subarray of scalars (Shape non-empty), Offset bytes into each record.
type Field struct {
	Name   string
	Type   Scalar
	Shape  []int
	Offset int
	Size   int // bytes: Type.Size times the product of Shape
}

// Dtype is an array's element type: a Scalar, or a record of Fields
// when Fields is non-nil.
type Dtype struct {
	Scalar
	Fields   []Field
	ItemSize int    // bytes per element (per record for a structured dtype)
	Descr    string // the type as the header spelled it, for messages
}

// Structured reports whether the dtype is a record of named fields.
func (d *Dtype) Structured() bool { return d.Fields != nil }

// Field returns the field called name, or nil.
func (d *Dtype) Field(name string) *Field {
	for i := range d.Fields {
		if d.Fields[i].Name == name {
			return &d.Fields[i]
		}
	}
	return nil
}

// maxItemSize bounds one element or record; puzzle records are a few
// kilobytes at most, and the bound keeps size arithmetic far from overflow.
const maxItemSize = 1 << 20

// typeNames are the dtype names numpy accepts besides type strings; hand-
// written headers sometimes use them.
var typeNames = map[string]string{
	"int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8",
	"uint8": "u1", "uint16": "u2", "uint32": "u4", "uint64": "u8",
	"float32": "f4", "float64": "f8", "float16": "f2",
	"bool": "b1", "object": "O", "complex64": "c8", "complex128": "c16",
}

// parseScalar reads a type string such as "<i8", "|u1" or ">f4" and
// refuses, with the reason, the types a sudoku cannot be stored in.
func parseScalar(descr string, allowVoid bool) (Scalar, error) {
	s := descr
	if alias, ok := typeNames[s]; ok {
		s = alias
	}
	var sc Scalar
	if s != "" {
		switch s[0] {
		case '>':
			sc.BigEndian = true
			s = s[1:]
		case '<', '|', '=':
			s = s[1:]
		}
	}
	if s == "" {
		return sc, fmt.Errorf("dtype %q is empty", descr)
	}
	sc.Kind = s[0]
	sizeText := s[1:]
	size, err := strconv.Atoi(sizeText)
	if sizeText == "" || err != nil || size < 0 {
		size = -1
	}
	sc.Size = size
	refuse := func(what string) (Scalar, error) {
		return sc, fmt.Errorf("dtype %q (%s) is not supported: puzzles need integers or whole-number floats", descr, what)
	}
	switch sc.Kind {
	case 'i', 'u':
		if size == 1 || size == 2 || size == 4 || size == 8 {
			return sc, nil
		}
	case 'f':
		switch size {
		case 4, 8:
			return sc, nil
		case 2:
			return refuse("float16")
		}
		if size > 8 {
			return refuse("long double")
		}
	case 'V':
		if allowVoid && size > 0 && size <= maxItemSize {
			return sc, nil
		}
		return refuse("raw void data")
	case 'b', '?':
		return refuse("bool")
	case 'c':
		return refuse("complex")
	case 'O':
		return refuse("Python objects")
	case 'S', 'U', 'a':
		return refuse("string")
	case 'M', 'm':
		return refuse("date/time")
	}
	return sc, fmt.Errorf("dtype %q is not a numpy type this program knows", descr)
}

// parseDtype reads the header's 'descr' value: a type string, or a list
// of (name, type[, shape]) tuples for a structured dtype.
func parseDtype(v *literal) (Dtype, error) {
	switch v.kind {
	case litStr:
		sc, err := parseScalar(v.str, false)
		return Dtype{Scalar: sc, ItemSize: sc.Size, Descr: v.str}, err
	case litList:
		return parseRecord(v)
	}
	return Dtype{}, fmt.Errorf("header 'descr' is %v, want a type string or a list of fields", v.kind)
}

func parseRecord(v *literal) (Dtype, error) {
	d := Dtype{Fields: []Field{}, Descr: "structured"}
	if len(v.items) == 0 {
		return d, fmt.Errorf("structured dtype has no fields")
	}
	var names []string
	for i := range v.items {
		f, err := parseField(&v.items[i], i)
		if err != nil {
			return d, err
		}
		f.Offset = d.ItemSize
		d.ItemSize += f.Size
		if d.ItemSize > maxItemSize {
			return d, fmt.Errorf("structured dtype: records larger than %d bytes", maxItemSize)
		}
		if f.Type.Kind == 'V' {
			continue // alignment padding
		}
		if d.Field(f.Name) != nil {
			return d, fmt.Errorf("structured dtype: field %q appears twice", f.Name)
		}
		d.Fields = append(d.Fields, f)
		names = append(names, fmt.Sprintf("(%q, %q, %v)", f.Name, f.Type.Descr(), shapeText(f.Shape)))
	}
	d.Descr = "[" + strings.Join(names, ", ") + "]"
	return d, nil
}

func parseField(v *literal, index int) (Field, error) {
	var f Field
	if v.kind != litTuple || len(v.items) < 2 || len(v.items) > 3 {
		return f, fmt.Errorf("structured dtype: field %d is not a (name, type[, shape]) tuple", index+1)
	}
	name := &v.items[0]
	if name.kind == litTuple && len(name.items) == 2 { // (title, name)
		name = &name.items[1]
	}
	if name.kind != litStr {
		return f, fmt.Errorf("structured dtype: field %d has no name", index+1)
	}
	f.Name = name.str
	typ := &v.items[1]
	if typ.kind != litStr {
		return f, fmt.Errorf("structured dtype: field %q is itself structured, which is not supported", f.Name)
	}
	sc, err := parseScalar(typ.str, f.Name == "")
	if err != nil {
		return f, fmt.Errorf("field %q: %w", f.Name, err)
	}
	f.Type = sc
	count := int64(1)
	if len(v.items) == 3 {
		dims, err := parseShape(&v.items[2])
		if err != nil {
			return f, fmt.Errorf("field %q: %w", f.Name, err)
		}
		for _, d := range dims {
			if d <= 0 {
				return f, fmt.Errorf("field %q: shape %v has a dimension that is not positive", f.Name, shapeText(dims))
			}
			if d > maxItemSize {
				return f, fmt.Errorf("field %q: subarray %v is too large", f.Name, shapeText(dims))
			}
			count *= int64(d)
			if count > maxItemSize {
				return f, fmt.Errorf("field %q: subarray %v is too large", f.Name, shapeText(dims))
			}
		}
		f.Shape = dims
	}
	size := count * int64(sc.Size)
	if size > maxItemSize {
		return f, fmt.Errorf("field %q: subarray %v is too large", f.Name, shapeText(f.Shape))
	}
	f.Size = int(size)
	return f, nil
}

// parseShape reads a shape: a tuple (or list) of integers, or one integer.
// It keeps negative and zero dimensions for the caller to refuse with
// the whole shape in the message.
func parseShape(v *literal) ([]int, error) {
	switch v.kind {
	case litInt:
		d, err := dimension(v.num)
		return []int{d}, err
	case litTuple, litList:
		dims := make([]int, 0, len(v.items))
		for i := range v.items {
			if v.items[i].kind != litInt {
				return nil, fmt.Errorf("shape element %d is %v, want an integer", i+1, v.items[i].kind)
			}
			d, err := dimension(v.items[i].num)
			if err != nil {
				return nil, err
			}
			dims = append(dims, d)
		}
		return dims, nil
	}
	return nil, fmt.Errorf("shape is %v, want a tuple of integers", v.kind)
}

// maxDim bounds one dimension so that the product of two stays inside
// int64; size checks refuse anything near it long before allocation.
const maxDim = 1 << 50

func dimension(n int64) (int, error) {
	if n > maxDim || n < -maxDim {
		return 0, fmt.Errorf("shape dimension %d is too large", n)
	}
	return int(n), nil
}

// shapeText writes a shape the way numpy prints it: (15, 9, 9), (9,), ().
func shapeText(shape []int) string {
	switch len(shape) {
	case 0:
		return "()"
	case 1:
		return "(" + strconv.Itoa(shape[0]) + ",)"
	}
	parts := make([]string, len(shape))
	for i, d := range shape {
		parts[i] = strconv.Itoa(d)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// ShapeText writes a shape the way numpy prints it: (15, 9, 9), (9,), ().
func ShapeText(shape []int) string { return shapeText(shape) }
