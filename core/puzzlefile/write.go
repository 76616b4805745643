package puzzlefile

import (
	"archive/zip"
	"bufio"
	"fmt"
	"io"
	"math"
	"runtime"
	"strings"
	"time"

	npyio "github.com/sbinet/npyio/npy"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// The structured dtype of numpySudoku.npz, written back for a set read
// from that layout.
const structuredDescr = "[('grid', '<i8', (9, 9)), ('group_grid', '<i8', (9, 9))]"

func checkWritable(set *Set, solutions []grid.Grid) error {
	switch {
	case set == nil || len(set.Entries) == 0:
		return fmt.Errorf("the set is empty: nothing to write")
	case solutions != nil && len(solutions) != len(set.Entries):
		return fmt.Errorf("%d solutions for %d puzzles", len(solutions), len(set.Entries))
	case len(set.Entries) > MaxPuzzles:
		return fmt.Errorf("%d puzzles is over the limit of %d", len(set.Entries), MaxPuzzles)
	}
	return nil
}

// Encode writes the set in the given format to w, as Write does, but
// without the atomic replace: for a writer a file dialog hands out.
func Encode(w io.Writer, format Format, set *Set, solutions []grid.Grid) error {
	return EncodeWith(w, format, set, solutions, WriteOptions{})
}

// EncodeWith is Encode with the person's choices.
func EncodeWith(w io.Writer, format Format, set *Set, solutions []grid.Grid, o WriteOptions) error {
	if err := checkWritable(set, solutions); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 256<<10)
	var err error
	switch format {
	case NPY:
		err = encodeNPY(bw, set, solutions)
	case NPZ:
		err = encodeNPZ(bw, set, solutions, o)
	default:
		err = encodeTextFormat(bw, format, set, solutions, true)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// output returns what stands for entry i in the written file: its
// solution (NoSolution() for an invalid puzzle), or with solutions nil
// its givens.
func output(set *Set, solutions []grid.Grid, i int) grid.Grid {
	switch {
	case solutions == nil:
		return set.Entries[i].Puzzle.Givens
	case set.Entries[i].Err != nil:
		return NoSolution()
	}
	return solutions[i]
}

// writeGrids writes one int8 (N,9,9) .npy array through npyio.
func writeGrids(w io.Writer, n int, gridAt func(i int) grid.Grid) error {
	return npyio.Write(w, gridArray(n, gridAt))
}

// gridArray lays grids out as npyio writes them: a [][9][9]int8 is
// shape (N, 9, 9), dtype int8, in C order.
func gridArray(n int, gridAt func(i int) grid.Grid) [][9][9]int8 {
	return gridArrayInto(nil, n, gridAt)
}

// gridArrayInto is gridArray reusing a's memory when it is large
// enough: an npz's arrays are laid out one after the other in one
// buffer, so that it costs no more memory than an .npy.
func gridArrayInto(a [][9][9]int8, n int, gridAt func(i int) grid.Grid) [][9][9]int8 {
	if cap(a) < n {
		a = make([][9][9]int8, n)
	}
	a = a[:n]
	for i := range a {
		g := gridAt(i)
		for c, d := range g {
			a[i][c/9][c%9] = d
		}
	}
	return a
}

func encodeNPY(w io.Writer, set *Set, solutions []grid.Grid) error {
	return writeGrids(w, len(set.Entries), func(i int) grid.Grid { return output(set, solutions, i) })
}

// regionIDs returns entry i's region ids as read: its layout's, or the
// refused map kept from the file (zeros when nothing could be read).
func (set *Set) regionIDs(i int, ids *[grid.NumCells]int64) {
	if raw := set.refusedRegions(i); raw != nil {
		*ids = *raw
		return
	}
	base := 1
	if set.zeroBasedRegions {
		base = 0
	}
	for c, id := range set.Entries[i].Puzzle.Regions().IDs(base) {
		ids[c] = int64(id)
	}
}

// refusedRegions returns entry i's region map as read when it was
// refused and the entry still has no layout (an editor may have given
// it one since).
func (set *Set) refusedRegions(i int) *[grid.NumCells]int64 {
	e := &set.Entries[i]
	if e.Err == nil || e.Puzzle.Layout != nil {
		return nil
	}
	if raw := set.rawRegions[i]; raw != nil {
		return raw
	}
	return set.sharedRawRegions
}

// isJigsaw reports whether any entry has regions other than the boxes.
func (set *Set) isJigsaw() bool {
	for i := range set.Entries {
		if l := set.Entries[i].Puzzle.Layout; l != nil && !l.IsStandard() || set.refusedRegions(i) != nil {
			return true
		}
	}
	return false
}

// npzWriter writes arrays into a zip archive as np.savez does: one
// NAME.npy entry an array, stored (or deflated on request, as
// np.savez_compressed does). An entry streams: nothing of it is held
// beyond the writer's buffers.
type npzWriter struct {
	zw     *zip.Writer
	method uint16
}

func newNPZWriter(w io.Writer, o WriteOptions) npzWriter {
	z := npzWriter{zw: zip.NewWriter(w), method: zip.Store}
	if o.Compress {
		z.method = zip.Deflate
	}
	return z
}

func (z npzWriter) create(name string) (io.Writer, error) {
	return z.zw.CreateHeader(&zip.FileHeader{
		Name:     name + ".npy",
		Method:   z.method,
		Modified: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC),
	})
}

// write writes one array through npyio, as an .npy entry.
func (z npzWriter) write(name string, v any) error {
	w, err := z.create(name)
	if err != nil {
		return err
	}
	return npyio.Write(w, v)
}

func encodeNPZ(w io.Writer, set *Set, solutions []grid.Grid, o WriteOptions) error {
	if !set.Structured || set.hasMarks() {
		// The structured layout has no field for given candidates.
		return encodePlainNPZ(w, set, solutions, nil, o)
	}
	z := newNPZWriter(w, o)
	if err := z.structured(set, solutions); err != nil {
		return err
	}
	return z.zw.Close()
}

// structured writes a "sudokus" record array with the grid field solved
// (or the givens when exporting) and group_grid kept. npyio cannot
// write structured dtypes, so this layout keeps its own code.
func (z npzWriter) structured(set *Set, solutions []grid.Grid) error {
	w, err := z.create("sudokus")
	if err != nil {
		return err
	}
	n := len(set.Entries)
	if _, err := w.Write(npy.AppendHeader(nil, structuredDescr, []int{n})); err != nil {
		return err
	}
	return writeRecords(w, set, solutions)
}

// writeRecords writes the records of a structured array, one a puzzle.
func writeRecords(w io.Writer, set *Set, solutions []grid.Grid) error {
	var rec [2 * grid.NumCells * 8]byte
	var ids [grid.NumCells]int64
	for i := range set.Entries {
		g := output(set, solutions, i)
		set.regionIDs(i, &ids)
		for c := range g {
			putInt64(rec[8*c:], int64(g[c]))
			putInt64(rec[8*(grid.NumCells+c):], ids[c])
		}
		if _, err := w.Write(rec[:]); err != nil {
			return err
		}
	}
	return nil
}

func putInt64(b []byte, v int64) {
	for k := 0; k < 8; k++ {
		b[k] = byte(uint64(v) >> (8 * k))
	}
}

// namedGrids is an int8 (N,9,9) array to write: its name and its grids.
type namedGrids struct {
	name string
	at   func(i int) grid.Grid
}

// plainArrays lists the int8 arrays of a plain npz: puzzles, solutions
// (the given ones, or the set's own when exporting) and, for jigsaw
// sets, regions.
func plainArrays(set *Set, solutions []grid.Grid) []namedGrids {
	n := len(set.Entries)
	arrays := []namedGrids{{"puzzles", func(i int) grid.Grid { return set.Entries[i].Puzzle.Givens }}}
	switch {
	case solutions != nil:
		arrays = append(arrays, namedGrids{"solutions", func(i int) grid.Grid { return output(set, solutions, i) }})
	case len(set.Solutions) == n:
		arrays = append(arrays, namedGrids{"solutions", func(i int) grid.Grid { return set.Solutions[i] }})
	}
	if set.isJigsaw() {
		arrays = append(arrays, namedGrids{"regions", func(i int) grid.Grid { return regionGrid(set, i) }})
	}
	return arrays
}

// regionGrid returns entry i's region ids as int8 cells.
func regionGrid(set *Set, i int) grid.Grid {
	var ids [grid.NumCells]int64
	set.regionIDs(i, &ids)
	var g grid.Grid
	for c, id := range ids {
		g[c] = int8(max(min(id, math.MaxInt8), math.MinInt8))
	}
	return g
}

// encodePlainNPZ writes the plain arrays, and progress when p is not
// nil, each through npyio into an entry that streams into w. One
// array is laid out at a time.
func encodePlainNPZ(w io.Writer, set *Set, solutions []grid.Grid, p *Progress, o WriteOptions) error {
	z := newNPZWriter(w, o)
	n := len(set.Entries)
	var buf [][9][9]int8
	for _, a := range plainArrays(set, solutions) {
		buf = gridArrayInto(buf, n, a.at)
		if err := z.write(a.name, buf); err != nil {
			return err
		}
		if n >= 100_000 {
			// npyio encodes a whole array into a buffer of its own;
			// collecting it before the next array keeps an npz's peak
			// memory to an .npy's (one such buffer, not one an array).
			runtime.GC()
		}
	}
	if set.hasMarks() {
		if err := writeCandidatesArray(z, set); err != nil {
			return err
		}
	}
	if p != nil {
		if err := writeProgressArrays(z, set, p); err != nil {
			return err
		}
	}
	return z.zw.Close()
}

// encodeText writes one line a puzzle: the solution's 81 digits, or 81
// '.' for a puzzle without one (so that line i is puzzle i, and reading
// the file as a reference gives NoSolution()). A jigsaw solution is
// followed by a space and its 81 region letters. When exporting
// (solutions nil) the line is the puzzle with '.' for empty cells.
func encodeText(w io.Writer, set *Set, solutions []grid.Grid) error {
	jigsaw := set.isJigsaw()
	var line []byte
	for i := range set.Entries {
		line = line[:0]
		g := output(set, solutions, i)
		if IsNoSolution(g) {
			line = append(line, strings.Repeat(".", grid.NumCells)...)
		} else {
			for _, d := range g {
				switch {
				case d >= 1 && d <= 9:
					line = append(line, '0'+byte(d))
				default:
					line = append(line, '.')
				}
			}
			if jigsaw {
				line = append(line, ' ')
				line = append(line, set.letters(i)...)
			}
		}
		line = append(line, '\n')
		if _, err := w.Write(line); err != nil {
			return err
		}
	}
	return nil
}

// letters returns entry i's region map as letters A–I; a refused map is
// written with its ids as they were (digits where they fit) so that it
// is refused again on reading.
func (set *Set) letters(i int) string {
	raw := set.refusedRegions(i)
	if raw == nil {
		return set.Entries[i].Puzzle.Regions().Letters()
	}
	var b [grid.NumCells]byte
	for c, id := range raw {
		b[c] = '?'
		if id >= 0 && id <= 9 {
			b[c] = '0' + byte(id)
		}
	}
	return string(b[:])
}
