package puzzlefile

import (
	"archive/zip"
	"fmt"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// A plain array in Fortran order keeps position j (0–80) of every grid
// together: element (i, j) of N grids lies at i + N*j. A chunk of grids
// [lo, lo+k) is then 81 runs of k elements, one a position, far apart in
// the file. These sources read those runs, so that a Fortran-order set
// is read a chunk at a time like a C-order one instead of whole.

// fortranBlockBytes bounds the memory of a block read from a source that
// cannot seek (a deflated npz entry, inflated from its start for every
// block): the larger the block, the fewer passes over the entry. A set
// the archive limit allows (1 GiB inflated) takes at most 16 passes.
var fortranBlockBytes = 64 << 20

// runReader reads the runs of a Fortran-order array.
type runReader interface {
	// readRuns fills buf with elements [lo, lo+k) of every position,
	// position after position (k elements a position).
	readRuns(buf []byte, lo, k int) error
	// seeks reports whether reading a run costs only that run; when
	// false, every call reads the data from its start.
	seeks() bool
}

// atRuns reads the runs of an array whose data starts at byte start of
// r: an .npy file or a stored (uncompressed) npz entry.
type atRuns struct {
	r     io.ReaderAt
	start int64
	h     *npy.Header
	n     int
}

func (a *atRuns) seeks() bool { return true }

func (a *atRuns) readRuns(buf []byte, lo, k int) error {
	size := int64(a.h.Dtype.Size)
	run := k * a.h.Dtype.Size
	for j := range grid.NumCells {
		off := a.start + (int64(j)*int64(a.n)+int64(lo))*size
		m, err := a.r.ReadAt(buf[j*run:(j+1)*run], off)
		if err == io.EOF && m == run {
			err = nil
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return truncatedRun(a.h, off-a.start+int64(m))
		}
		if err != nil {
			return readError(err)
		}
	}
	return nil
}

// inflateRuns reads the runs of a deflated npz entry: every call
// inflates the entry from its start, keeping only the runs asked for.
type inflateRuns struct {
	file *zip.File
	h    *npy.Header
	n    int
}

func (d *inflateRuns) seeks() bool { return false }

func (d *inflateRuns) readRuns(buf []byte, lo, k int) error {
	rc, err := openEntry(d.file)
	if err != nil {
		return err
	}
	defer rc.Close()
	if _, err := npy.ReadHeader(rc); err != nil {
		return err
	}
	size := int64(d.h.Dtype.Size)
	run := k * d.h.Dtype.Size
	var at int64 // bytes of data read so far
	for j := range grid.NumCells {
		off := (int64(j)*int64(d.n) + int64(lo)) * size
		skipped, err := io.CopyN(io.Discard, rc, off-at)
		if err == nil {
			var m int
			m, err = io.ReadFull(rc, buf[j*run:(j+1)*run])
			skipped += int64(m)
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return truncatedRun(d.h, at+skipped)
		}
		if err != nil {
			return readError(err)
		}
		at = off + int64(run)
	}
	return nil
}

func truncatedRun(h *npy.Header, got int64) error {
	size, _ := h.DataSize()
	return fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the header, the data ends after %d",
		h.ShapeText(), dtypeText(h), size, got)
}

// fortranSource is the part of a gridSource that reads a Fortran-order
// array: a block of grids at a time, whose chunks are views into it.
type fortranSource struct {
	runs     runReader
	block    int // grids a block holds at least (0: just the chunk asked for)
	lo, k    int // the grids [lo, lo+k) the buffer holds
	position [grid.NumCells]int
}

// newFortranSource reads the plain Fortran-order array of n grids that
// h describes through runs.
func newFortranSource(h *npy.Header, n int, runs runReader) *fortranSource {
	f := &fortranSource{runs: runs}
	if !runs.seeks() {
		f.block = max(1, fortranBlockBytes/(grid.NumCells*h.Dtype.Size))
	}
	for c := range f.position {
		if len(h.Shape) == 2 && h.Shape[1] == grid.NumCells {
			f.position[c] = c // (N, 81)
		} else {
			f.position[c] = c/9 + 9*(c%9) // (N, 9, 9): row + 9*column
		}
	}
	return f
}

// chunk returns grids [done, done+k) of src, reading a new block when
// the buffer does not hold them.
func (f *fortranSource) chunk(src *gridSource, k int) (*grids, error) {
	size := src.h.Dtype.Size
	if src.done < f.lo || src.done+k > f.lo+f.k {
		blockLen := min(max(k, f.block), src.n-src.done)
		need := blockLen * grid.NumCells * size
		if cap(src.buf) < need {
			src.buf = nil // let the old block go before the new one is made
			src.buf = make([]byte, need)
		}
		if err := f.runs.readRuns(src.buf[:need], src.done, blockLen); err != nil {
			f.k = 0
			return nil, err
		}
		f.lo, f.k = src.done, blockLen
	}
	v := &grids{data: src.buf[:f.k*grid.NumCells*size], elem: src.h.Dtype.Scalar, n: k,
		base: (src.done - f.lo) * size, stride: size, first: src.done}
	for c, j := range f.position {
		v.cell[c] = j * f.k * size
	}
	src.done += k
	return v, nil
}
