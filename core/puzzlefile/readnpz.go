package puzzlefile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Array names the npz reader looks for, in order of preference.
var (
	puzzleNames   = []string{"puzzles", "grids", "sudokus", "sudoku"}
	regionNames   = []string{"regions", regionsField}
	solutionsName = "solutions"
)

// maxDeflateRatio bounds how far deflate can expand data (the format's
// limit is about 1032:1); a shape that claims more than its compressed
// bytes can hold is refused before anything is inflated.
const maxDeflateRatio = 1100

// npzArray is one array of an archive, with its header when it could be
// read, or the reason it could not.
type npzArray struct {
	name string
	file *zip.File
	h    *npy.Header
	err  error
}

func (a *npzArray) label() string { return "array " + a.name }

type npzArchive struct {
	r      io.ReaderAt // the archive file
	arrays []*npzArray
	budget int64 // bytes the remaining arrays may inflate to
	size   int64 // bytes of the archive file
}

func openNPZ(data []byte) (*npzArchive, error) {
	return openNPZAt(bytes.NewReader(data), int64(len(data)))
}

// openNPZAt reads an archive's directory and its arrays' headers from
// r, size bytes long; no array data is read yet.
func openNPZAt(r io.ReaderAt, size int64) (*npzArchive, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) { // names never become paths here
		return nil, zipDirectoryError(r, size, err)
	}
	if len(zr.File) > MaxArrays {
		return nil, fmt.Errorf("the archive holds %d entries, over the limit of %d arrays", len(zr.File), MaxArrays)
	}
	arc := &npzArchive{r: r, budget: MaxFileSize, size: size}
	for _, f := range zr.File {
		if strings.HasSuffix(f.Name, "/") {
			continue // a folder entry
		}
		a := &npzArray{name: strings.TrimSuffix(f.Name, ".npy"), file: f}
		if arc.get(a.name) != nil {
			return nil, fmt.Errorf("the archive holds two arrays named %q", a.name)
		}
		a.h, a.err = entryHeader(f)
		if a.err != nil {
			a.err = fmt.Errorf("%s: %w", a.label(), a.err)
		}
		arc.arrays = append(arc.arrays, a)
	}
	if len(arc.arrays) == 0 {
		return nil, fmt.Errorf("the npz archive holds no arrays")
	}
	return arc, nil
}

func (arc *npzArchive) get(name string) *npzArray {
	for _, a := range arc.arrays {
		if a.name == name {
			return a
		}
	}
	return nil
}

func openEntry(f *zip.File) (io.ReadCloser, error) {
	if f.Flags&1 != 0 {
		return nil, fmt.Errorf("the entry is encrypted")
	}
	rc, err := f.Open()
	if err != nil {
		return nil, entryOpenError(f, err)
	}
	return rc, nil
}

func entryHeader(f *zip.File) (*npy.Header, error) {
	rc, err := openEntry(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return npy.ReadHeader(rc)
}

// read checks an array's header against what its entry can hold and
// then inflates exactly the bytes the header declares, no more.
func (arc *npzArchive) read(a *npzArray) (*array, error) {
	if a.err != nil {
		return nil, a.err
	}
	arr, err := arc.readData(a)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.label(), err)
	}
	return arr, nil
}

// checkEntry checks an array's header against what its entry can
// hold, and returns how many grids and data bytes it declares.
func (arc *npzArray) checkEntry(archiveSize int64) (n int, size int64, err error) {
	h := arc.h
	if n, err = checkShape(h, gridField); err != nil {
		return 0, 0, err
	}
	if size, err = h.DataSize(); err != nil {
		return 0, 0, err
	}
	// The directory's sizes are claims too: no entry holds more than the file.
	packed := int64(min(arc.file.CompressedSize64, uint64(archiveSize)))
	if arc.file.Method == zip.Store && size > packed-int64(h.DataOffset) {
		return 0, 0, fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the %d-byte header, the entry holds %d",
			h.ShapeText(), dtypeText(h), size, h.DataOffset, packed-int64(h.DataOffset))
	}
	if arc.file.Method != zip.Store && size/maxDeflateRatio > packed {
		return 0, 0, fmt.Errorf("shape %s of %s declares %d bytes, more than the entry's %d compressed bytes can hold",
			h.ShapeText(), dtypeText(h), size, packed)
	}
	return n, size, nil
}

func (arc *npzArchive) readData(a *npzArray) (*array, error) {
	h := a.h
	n, size, err := a.checkEntry(arc.size)
	if err != nil {
		return nil, err
	}
	packed := int64(min(a.file.CompressedSize64, uint64(arc.size)))
	if size > arc.budget {
		return nil, fmt.Errorf("shape %s of %s declares %d bytes: the archive would inflate past the limit of %s",
			h.ShapeText(), dtypeText(h), size, sizeText(MaxFileSize))
	}
	if err := checkLimit(h, n); err != nil {
		return nil, err
	}
	if err := checkRoom(fmt.Sprintf("inflating %s of data", sizeText(size)), 2*size); err != nil {
		return nil, err
	}
	rc, err := openEntry(a.file)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	if _, err := npy.ReadHeader(rc); err != nil {
		return nil, err
	}
	initial := size
	if a.file.Method != zip.Store {
		initial = min(size, 4*packed+64<<10) // grow as data really arrives
	}
	data, err := readExactly(rc, size, initial)
	if err != nil {
		return nil, err
	}
	if int64(len(data)) < size {
		return nil, fmt.Errorf("data truncated: shape %s of %s needs %d bytes after the header, the entry holds %d",
			h.ShapeText(), dtypeText(h), size, len(data))
	}
	if err := checkEntryEnd(rc, h, size); err != nil {
		return nil, err
	}
	arc.budget -= size
	return &array{name: a.name, h: h, data: data}, nil
}

// checkEntryEnd checks that an entry read up to its declared size ends
// there, and (reading to its end) that its checksum holds.
func checkEntryEnd(rc io.Reader, h *npy.Header, size int64) error {
	var probe [1]byte
	if m, err := io.ReadFull(rc, probe[:]); m > 0 {
		return fmt.Errorf("the entry holds more data than shape %s of %s declares (%d bytes): damaged, or not written by numpy",
			h.ShapeText(), dtypeText(h), size)
	} else if err != nil && err != io.EOF {
		return readError(err)
	}
	return nil
}

// readExactly reads up to size bytes, starting with a buffer of
// initial bytes and doubling it only as data arrives, so that memory
// follows what the entry really holds rather than what it claims.
func readExactly(r io.Reader, size, initial int64) ([]byte, error) {
	buf := make([]byte, 0, initial)
	for int64(len(buf)) < size {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, int(min(size-int64(len(buf)), int64(max(cap(buf), 4096)))))
		}
		end := min(int64(cap(buf)), size)
		m, err := r.Read(buf[len(buf):end])
		buf = buf[:len(buf)+m]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, readError(err)
		}
	}
	return buf, nil
}

func readError(err error) error {
	if errors.Is(err, zip.ErrChecksum) {
		return fmt.Errorf("checksum mismatch: the archive is damaged")
	}
	return fmt.Errorf("cannot inflate the data: %v", err)
}

// isGridArray reports whether an array's header looks like grids.
func isGridArray(a *npzArray) bool {
	if a.err != nil {
		return false
	}
	_, err := checkShape(a.h, gridField)
	return err == nil
}

// puzzleArray finds the puzzles: a conventionally named array, else the
// only array shaped like grids.
func (arc *npzArchive) puzzleArray() (*npzArray, error) {
	for _, name := range puzzleNames {
		if a := arc.get(name); a != nil {
			return a, nil
		}
	}
	var found []*npzArray
	for _, a := range arc.arrays {
		if slices.Contains(regionNames, a.name) || a.name == solutionsName || a.name == entriesName || a.name == notesName || a.name == candidatesName {
			continue
		}
		if isGridArray(a) {
			found = append(found, a)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return nil, fmt.Errorf("no puzzle array: the archive holds %s; want one named %q or shaped 9×9, N×9×9 or N×81",
			arc.describe(nil), "puzzles")
	}
	return nil, fmt.Errorf("several arrays could be the puzzles (%s): name one %q", arc.describe(found), "puzzles")
}

// describe lists arrays (all of them when which is nil) for messages.
func (arc *npzArchive) describe(which []*npzArray) string {
	if which == nil {
		which = arc.arrays
	}
	var parts []string
	for i, a := range which {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("and %d more", len(which)-i))
			break
		}
		switch {
		case a.err != nil:
			parts = append(parts, fmt.Sprintf("%q (unreadable)", a.name))
		default:
			parts = append(parts, fmt.Sprintf("%q %s %s", a.name, a.h.ShapeText(), dtypeText(a.h)))
		}
	}
	return strings.Join(parts, ", ")
}

// views reads a puzzles array as grids plus, for a structured array,
// its group_grid field.
func (arc *npzArchive) views(a *npzArray) (puzzles, regions *grids, err error) {
	arr, err := arc.read(a)
	if err != nil {
		return nil, nil, err
	}
	if arr.h.Dtype.Structured() {
		puzzles, regions, err = structuredViews(arr)
		if err != nil {
			err = fmt.Errorf("%s: %w", a.label(), err)
		}
		return puzzles, regions, err
	}
	return gridsOf(arr), nil, nil
}

// plainView reads an array that must be plain grids.
func (arc *npzArchive) plainView(a *npzArray) (*grids, error) {
	if a.err == nil && a.h.Dtype.Structured() {
		return nil, fmt.Errorf("%s: a structured array, want plain grids", a.label())
	}
	arr, err := arc.read(a)
	if err != nil {
		return nil, err
	}
	return gridsOf(arr), nil
}

func parseNPZ(data []byte) (*Set, error) {
	arc, err := openNPZ(data)
	if err != nil {
		return nil, err
	}
	pa, err := arc.puzzleArray()
	if err != nil {
		return nil, err
	}
	puzzles, regions, err := arc.views(pa)
	if err != nil {
		return nil, err
	}
	structured := pa.h.Dtype.Structured()
	if !structured {
		for _, name := range regionNames {
			if ra := arc.get(name); ra != nil {
				if regions, err = arc.plainView(ra); err != nil {
					return nil, err
				}
				break
			}
		}
	}
	var solutions *grids
	if sa := arc.get(solutionsName); sa != nil && sa != pa {
		if solutions, err = arc.plainView(sa); err != nil {
			return nil, err
		}
	}
	set, err := buildSet(puzzles, regions, solutions)
	if err != nil {
		return nil, err
	}
	set.Structured = structured
	if err := arc.readCandidates(set); err != nil {
		return nil, err
	}
	if set.Progress, err = arc.progress(set); err != nil {
		return nil, err
	}
	return set, nil
}

func solutionsNPZ(data []byte) ([]grid.Grid, error) {
	arc, err := openNPZ(data)
	if err != nil {
		return nil, err
	}
	sa := arc.get(solutionsName)
	if sa == nil {
		if sa, err = arc.puzzleArray(); err != nil {
			return nil, err
		}
	}
	puzzles, _, err := arc.views(sa)
	if err != nil {
		return nil, err
	}
	sols, err := solutionGrids(puzzles)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sa.label(), err)
	}
	return sols, nil
}
