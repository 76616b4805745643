// Package npy is a small, hardened codec for the numpy .npy format
// (versions 1.0, 2.0 and 3.0): it parses and writes array headers and
// decodes numeric elements in either byte order. It never trusts a
// header: lengths are checked against the bytes really there and every
// error says what is wrong and at which byte.
package npy

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
)

// Magic opens every .npy file.
const Magic = "\x93NUMPY"

// MaxHeaderLen bounds the header dictionary. numpy writes about 120
// bytes and refuses more than 10000 by default; a bigger claim is a
// damaged or hostile file.
const MaxHeaderLen = 64 << 10

// Header is a parsed .npy header.
type Header struct {
	Major, Minor byte
	Dtype        Dtype
	Fortran      bool  // column-major data
	Shape        []int // dimensions, outermost first; may hold zeros or negatives
	DataOffset   int   // bytes before the array data
}

// ErrNotNPY is wrapped by the error for data that does not start with
// the npy magic bytes.
var ErrNotNPY = errors.New("not an npy file")

// preamble checks the magic and version and returns the header length
// and the preamble length. pre holds the first bytes of the file (up to
// 12); total is the size of the whole file, or -1 when streaming.
func preamble(pre []byte) (hdrLen, preLen int, major, minor byte, err error) {
	n := min(len(pre), len(Magic))
	if !bytes.Equal(pre[:n], []byte(Magic[:n])) {
		return 0, 0, 0, 0, fmt.Errorf("%w: wrong magic bytes %q at byte 0, want %q", ErrNotNPY, pre[:n], Magic)
	}
	if len(pre) < len(Magic)+2 {
		return 0, 0, 0, 0, fmt.Errorf("truncated header: the file ends at byte %d, inside the npy magic and version", len(pre))
	}
	major, minor = pre[6], pre[7]
	switch major {
	case 1:
		preLen = 10
	case 2, 3:
		preLen = 12
	default:
		return 0, 0, major, minor, fmt.Errorf("npy format version %d.%d (byte 6) is not supported: 1.0, 2.0 and 3.0 are", major, minor)
	}
	if len(pre) < preLen {
		return 0, preLen, major, minor, fmt.Errorf("truncated header: the file ends at byte %d, inside the %d-byte npy preamble", len(pre), preLen)
	}
	if preLen == 10 {
		hdrLen = int(binary.LittleEndian.Uint16(pre[8:10]))
	} else {
		n := binary.LittleEndian.Uint32(pre[8:12])
		if n > MaxHeaderLen {
			return 0, preLen, major, minor, fmt.Errorf("header length %d (bytes 8–11) is over the %d-byte limit", n, MaxHeaderLen)
		}
		hdrLen = int(n)
	}
	return hdrLen, preLen, major, minor, nil
}

// ParseHeader parses the header at the start of data, which holds the
// whole file (or at least its header).
func ParseHeader(data []byte) (*Header, error) {
	hdrLen, preLen, major, minor, err := preamble(data[:min(len(data), 12)])
	if err != nil {
		return nil, err
	}
	end := preLen + hdrLen
	if end > len(data) {
		return nil, fmt.Errorf("header length %d (byte 8) runs past the end of the file: the header would end at byte %d, the file has %d bytes", hdrLen, end, len(data))
	}
	return parseDict(data[preLen:end], preLen, major, minor)
}

// ReadHeader reads a header from r, leaving r at the first data byte.
// It reads no more than the header's declared length, itself capped
// at MaxHeaderLen.
func ReadHeader(r io.Reader) (*Header, error) {
	var pre [12]byte
	n, err := io.ReadFull(r, pre[:10])
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, err
	}
	got := pre[:n]
	if n == 10 && pre[6] != 1 {
		m, err := io.ReadFull(r, pre[10:12])
		if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
			return nil, err
		}
		got = pre[:10+m]
	}
	hdrLen, preLen, major, minor, err := preamble(got)
	if err != nil {
		return nil, err
	}
	hdr := make([]byte, hdrLen)
	if m, err := io.ReadFull(r, hdr); err != nil {
		if err == io.ErrUnexpectedEOF || err == io.EOF {
			return nil, fmt.Errorf("header length %d (byte 8) runs past the end of the data: it ends after %d header bytes", hdrLen, m)
		}
		return nil, err
	}
	return parseDict(hdr, preLen, major, minor)
}

func parseDict(src []byte, base int, major, minor byte) (*Header, error) {
	h := &Header{Major: major, Minor: minor, DataOffset: base + len(src)}
	dict, err := parseLiteral(src, base)
	if err != nil {
		return nil, err
	}
	if dict.kind != litDict {
		return nil, fmt.Errorf("malformed header at byte %d: the header is %v, want a dict", base+dict.pos, dict.kind)
	}
	descr, ok := dict.get("descr")
	if !ok {
		return nil, fmt.Errorf("malformed header: no 'descr' key")
	}
	if h.Dtype, err = parseDtype(descr); err != nil {
		return nil, err
	}
	order, ok := dict.get("fortran_order")
	if !ok {
		return nil, fmt.Errorf("malformed header: no 'fortran_order' key")
	}
	if order.kind != litBool {
		return nil, fmt.Errorf("malformed header at byte %d: 'fortran_order' is %v, want True or False", base+order.pos, order.kind)
	}
	h.Fortran = order.flag
	shape, ok := dict.get("shape")
	if !ok {
		return nil, fmt.Errorf("malformed header: no 'shape' key")
	}
	if h.Shape, err = parseShape(shape); err != nil {
		return nil, fmt.Errorf("malformed header at byte %d: %w", base+shape.pos, err)
	}
	return h, nil
}

// ShapeText writes the header's shape the way numpy prints it.
func (h *Header) ShapeText() string { return shapeText(h.Shape) }

// Elements returns the number of elements the shape declares, or an
// error naming a negative dimension. A product too large for int64
// comes back as math.MaxInt64: more than any file holds.
func (h *Header) Elements() (int64, error) {
	n := uint64(1)
	for _, d := range h.Shape {
		if d < 0 {
			return 0, fmt.Errorf("shape %s has a negative dimension", h.ShapeText())
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			n = math.MaxInt64
			continue
		}
		n = lo
	}
	return int64(n), nil
}

// DataSize returns the bytes of data the header declares, saturating at
// math.MaxInt64.
func (h *Header) DataSize() (int64, error) {
	n, err := h.Elements()
	if err != nil {
		return 0, err
	}
	if n > math.MaxInt64/int64(max(h.Dtype.ItemSize, 1)) {
		return math.MaxInt64, nil
	}
	return n * int64(h.Dtype.ItemSize), nil
}

// AppendHeader appends a version 1.0 header (2.0 when the dict is too
// long for 1.0) for a C-order array of the given dtype and shape. descr
// is a type string such as "|i1", or a Python list of fields. The data
// starts on a 64-byte boundary, as numpy writes it.
func AppendHeader(dst []byte, descr string, shape []int) []byte {
	dict := fmt.Sprintf("{'descr': %s, 'fortran_order': False, 'shape': %s, }", quoteDescr(descr), shapeText(shape))
	preLen := 10
	if len(dict)+1+preLen > math.MaxUint16 {
		preLen = 12
	}
	total := preLen + len(dict) + 1
	pad := (64 - total%64) % 64
	hdrLen := len(dict) + pad + 1
	dst = append(dst, Magic...)
	if preLen == 10 {
		dst = append(dst, 1, 0)
		dst = binary.LittleEndian.AppendUint16(dst, uint16(hdrLen))
	} else {
		dst = append(dst, 2, 0)
		dst = binary.LittleEndian.AppendUint32(dst, uint32(hdrLen))
	}
	dst = append(dst, dict...)
	dst = append(dst, bytes.Repeat([]byte{' '}, pad)...)
	return append(dst, '\n')
}

func quoteDescr(descr string) string {
	if len(descr) > 0 && descr[0] == '[' {
		return descr
	}
	return "'" + descr + "'"
}
