package puzzlefile

import (
	"bufio"
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Stream reads a puzzle file a chunk at a time, so that a command can
// work through a set of any size in bounded memory. An .npy file, an
// npz entry (through the zip reader) and a text file are read as they
// lie on disk; an array in Fortran order is read a block of grids at a
// time, at its positions' offsets (see fortranSource). A streamed set
// has no MaxPuzzles limit: its size is bounded by the bytes really
// there. Errors start with the file's name.
type Stream struct {
	cursor
	format     Format
	structured bool
	next       func(k int) (*Set, error)
	skip       func(k int) error // passes over k puzzles; nil for text
	sources    []*gridSource     // the arrays read, for ReadEntry; nil for text
	file       *os.File
	zero       bool // some region map used ids 0–8
	jigsaw     bool // some puzzle so far had regions other than the boxes
}

// OpenStream opens a puzzle file for reading chunk by chunk; the
// format is chosen as Read chooses it. The header (or, for text, a
// first pass over the lines) is checked before any chunk is read, so
// a file Read would refuse is refused here, before any work is done.
func OpenStream(path string) (*Stream, error) {
	s := &Stream{cursor: cursor{name: path}}
	f, err := openChecked(path, s.open)
	if err != nil {
		return nil, err
	}
	s.file = f
	return s, nil
}

// openChecked opens path as a regular file and hands it to check, which
// reads its header; a file check refuses is closed, its error naming it.
func openChecked(path string, check func(f *os.File, size int64) error) (*os.File, error) {
	f, size, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	if err := check(f, size); err != nil {
		f.Close()
		return nil, prefixed(path, err)
	}
	return f, nil
}

// openRegular opens a regular file; devices and pipes are refused, as
// they could stream forever.
func openRegular(path string) (*os.File, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	info, err := f.Stat()
	switch {
	case err != nil:
		f.Close()
		return nil, 0, err
	case info.IsDir():
		f.Close()
		return nil, 0, fmt.Errorf("%s: is a folder, not a puzzle file", path)
	case !info.Mode().IsRegular():
		f.Close()
		return nil, 0, fmt.Errorf("%s: is not a regular file", path)
	}
	return f, info.Size(), nil
}

// sniffFile picks a file's format from its first bytes and its name.
func sniffFile(f *os.File, name string) (Format, error) {
	var head [8]byte
	m, err := f.ReadAt(head[:], 0)
	if err != nil && err != io.EOF {
		return 0, err
	}
	if m == 0 {
		return 0, fmt.Errorf("the file is empty")
	}
	return sniff(FormatOf(name), head[:m]), nil
}

func (s *Stream) open(f *os.File, size int64) error {
	format, err := sniffFile(f, s.name)
	if err != nil {
		return err
	}
	s.format = format
	switch format {
	case NPY:
		return s.openNPY(f, size)
	case NPZ:
		return s.openNPZ(f, size)
	}
	if ok, err := s.openTextFormats(f); ok || err != nil {
		return err
	}
	return s.openText(f)
}

// Len returns the number of puzzles in the file.
func (s *Stream) Len() int { return s.n }

// Format returns the format the file is read as.
func (s *Stream) Format() Format { return s.format }

// Structured reports whether the puzzles come from a structured array.
func (s *Stream) Structured() bool { return s.structured }

// Next returns the next at most k puzzles as a set of their own (its
// entries' errors name lines as in the whole file), or io.EOF after
// the last.
func (s *Stream) Next(k int) (*Set, error) {
	set, err := nextChunk(&s.cursor, k, "puzzles", s.next, func(set *Set) int { return len(set.Entries) })
	if err != nil {
		return nil, err
	}
	set.Format, set.Structured = s.format, s.structured
	s.zero = s.zero || set.zeroBasedRegions
	s.jigsaw = s.jigsaw || set.isJigsaw()
	return set, nil
}

// Close closes the file.
func (s *Stream) Close() error { return s.file.Close() }

// gridSource reads the grids of an array a chunk at a time: in C order
// from r, in order; in Fortran order through fortran.
type gridSource struct {
	r       io.Reader
	h       *npy.Header
	view    grids // one chunk's layout; data, n and first are set per chunk
	n       int
	done    int
	buf     []byte
	fortran *fortranSource // set for a Fortran-order array of several grids
	// at and start, when at is set, give the data's start in a file
	// that can be read at any offset, so that skip seeks.
	at    io.ReaderAt
	start int64
}

// newGridSource makes the source of an array's grids (of field, for a
// structured array) that starts at r's position; runs reads the array
// when it is in Fortran order, where a grid's cells lie far apart (ok
// is false when it is and runs is nil).
func newGridSource(r io.Reader, h *npy.Header, field string, runs runReader) (src *gridSource, ok bool, err error) {
	n, err := checkShape(h, field)
	if err != nil {
		return nil, false, err
	}
	src = &gridSource{r: r, h: h, n: n}
	if h.Dtype.Structured() {
		f, err := fieldOf(&h.Dtype, field)
		if err != nil {
			return nil, false, err
		}
		src.view = *fieldGrids(&array{h: h}, f)
	} else {
		if h.Fortran && n > 1 {
			if runs == nil {
				return nil, false, nil
			}
			src.fortran = newFortranSource(h, n, runs)
			return src, true, nil
		}
		src.view = *gridsOf(&array{h: h})
		src.view.stride = grid.NumCells * h.Dtype.Size
	}
	return src, true, nil
}

// view returns the same chunk seen through another field's layout.
func (src *gridSource) field(chunk *grids, name string) (*grids, error) {
	f, err := fieldOf(&src.h.Dtype, name)
	if err != nil {
		return nil, err
	}
	v := *fieldGrids(&array{h: src.h}, f)
	v.data, v.n, v.first = chunk.data, chunk.n, chunk.first
	return &v, nil
}

// skip passes over the next k grids without decoding them: a seek
// where the file allows it, else a read.
func (src *gridSource) skip(k int) error {
	k = min(k, src.n-src.done)
	switch {
	case src.fortran != nil:
	case src.at != nil:
		off := src.start + int64(src.done+k)*int64(src.view.stride)
		src.r = io.NewSectionReader(src.at, off, int64(src.n-src.done-k)*int64(src.view.stride))
	default:
		skipped, err := io.CopyN(io.Discard, src.r, int64(k)*int64(src.view.stride))
		if err == io.EOF {
			size, _ := src.h.DataSize()
			return fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the header, the data ends after %d",
				src.h.ShapeText(), dtypeText(src.h), size, int64(src.done)*int64(src.view.stride)+skipped)
		}
		if err != nil {
			return readError(err)
		}
	}
	src.done += k
	return nil
}

// chunk reads the next k grids.
func (src *gridSource) chunk(k int) (*grids, error) {
	k = min(k, src.n-src.done)
	if src.fortran != nil {
		return src.fortran.chunk(src, k)
	}
	need := k * src.view.stride
	if cap(src.buf) < need {
		src.buf = make([]byte, need)
	}
	m, err := io.ReadFull(src.r, src.buf[:need])
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		size, _ := src.h.DataSize()
		return nil, fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the header, the data ends after %d",
			src.h.ShapeText(), dtypeText(src.h), size, int64(src.done)*int64(src.view.stride)+int64(m))
	}
	if err != nil {
		return nil, readError(err)
	}
	v := src.view
	v.data, v.n, v.first = src.buf[:need], k, src.done
	src.done += k
	return &v, nil
}

func (s *Stream) openNPY(f *os.File, size int64) error {
	src, err := npySource(f, size, gridField)
	if err != nil {
		return err
	}
	h := src.h
	s.structured = h.Dtype.Structured()
	s.n = src.n
	s.sources = []*gridSource{src}
	s.skip = src.skip
	b := newBuilder(0)
	s.next = func(k int) (*Set, error) {
		pv, err := src.chunk(k)
		if err != nil {
			return nil, err
		}
		var rv *grids
		if s.structured {
			if name := structuredRegions(&h.Dtype); name != "" {
				if rv, err = src.field(pv, name); err != nil {
					return nil, err
				}
			}
		}
		return b.chunk(pv, rv, standardLayoutInfo)
	}
	return nil
}

// npySource checks an .npy file's header against its size and returns
// the source of its grids (of field, for a structured array), in C or
// Fortran order alike.
func npySource(f *os.File, size int64, field string) (*gridSource, error) {
	br := bufio.NewReaderSize(f, 1<<20)
	h, err := npy.ReadHeader(br)
	if err != nil {
		return nil, err
	}
	n, err := checkShape(h, field)
	if err != nil {
		return nil, err
	}
	dataSize, err := h.DataSize()
	if err != nil {
		return nil, err
	}
	avail := size - int64(h.DataOffset)
	if dataSize > avail {
		return nil, fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the %d-byte header, the file has %d",
			h.ShapeText(), dtypeText(h), dataSize, h.DataOffset, avail)
	}
	if dataSize < avail {
		return nil, fmt.Errorf("%d stray bytes after the data (byte %d on): shape %s of %s needs only %d bytes after the header",
			avail-dataSize, int64(h.DataOffset)+dataSize, h.ShapeText(), dtypeText(h), dataSize)
	}
	src, _, err := newGridSource(br, h, field, &atRuns{r: f, start: int64(h.DataOffset), h: h, n: n})
	if err != nil {
		return nil, err
	}
	src.at, src.start = f, int64(h.DataOffset)
	return src, nil
}

// chunk makes the set of one chunk: puzzles with a region map each in
// regions, or all on shared when regions is nil.
func (b *builder) chunk(puzzles, regions *grids, shared layoutResult) (*Set, error) {
	b.set = &Set{sharedRawRegions: shared.raw}
	entries := make([]Entry, puzzles.n)
	if err := b.decode(entries, puzzles, regions, shared); err != nil {
		return nil, err
	}
	b.set.Entries = entries
	return b.set, nil
}
