package npy

import (
	"encoding/binary"
	"math"
	"strconv"
)

func (s Scalar) order() binary.ByteOrder {
	if s.BigEndian {
		return binary.BigEndian
	}
	return binary.LittleEndian
}

// bits returns the element at b as raw bits, widened to 64.
func (s Scalar) bits(b []byte) uint64 {
	o := s.order()
	switch s.Size {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(o.Uint16(b))
	case 4:
		return uint64(o.Uint32(b))
	default:
		return o.Uint64(b)
	}
}

// Float returns the element at b (len(b) >= s.Size) as a float64.
func (s Scalar) Float(b []byte) float64 {
	u := s.bits(b)
	switch s.Kind {
	case 'f':
		if s.Size == 4 {
			return float64(math.Float32frombits(uint32(u)))
		}
		return math.Float64frombits(u)
	case 'u':
		return float64(u)
	}
	return float64(signExtend(u, s.Size))
}

func signExtend(u uint64, size int) int64 {
	shift := 64 - 8*uint(size)
	return int64(u<<shift) >> shift
}

// maxExact is the largest float64 below which every whole number is exact.
const maxExact = 1 << 53

// Int returns the element at b (len(b) >= s.Size) as an integer. ok is
// false for a float that is not a whole number (NaN and infinities
// included) or lies beyond ±2^53, and for an unsigned value beyond
// int64; Text describes such values.
func (s Scalar) Int(b []byte) (v int64, ok bool) {
	u := s.bits(b)
	switch s.Kind {
	case 'i':
		return signExtend(u, s.Size), true
	case 'u':
		return int64(u), u <= math.MaxInt64
	}
	f := s.Float(b)
	if f != math.Trunc(f) || f > maxExact || f < -maxExact { // NaN fails the first test
		return 0, false
	}
	return int64(f), true
}

// Text writes the element at b exactly, for messages: "900", "2.5", "NaN".
func (s Scalar) Text(b []byte) string {
	switch s.Kind {
	case 'i':
		return strconv.FormatInt(signExtend(s.bits(b), s.Size), 10)
	case 'u':
		return strconv.FormatUint(s.bits(b), 10)
	}
	return strconv.FormatFloat(s.Float(b), 'g', -1, 64)
}

// IsWhole reports whether the element at b is a whole number (always
// for integers).
func (s Scalar) IsWhole(b []byte) bool {
	if s.Kind != 'f' {
		return true
	}
	f := s.Float(b)
	return !math.IsInf(f, 0) && f == math.Trunc(f) // NaN fails the second test
}
