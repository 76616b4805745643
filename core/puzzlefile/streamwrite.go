package puzzlefile

import (
	"bufio"
	"fmt"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// ChunkSize is how many puzzles a streamed pass takes at a time: big
// enough to keep every core busy between chunks, small enough that a
// chunk with its solutions stays within a few megabytes.
const ChunkSize = 1 << 15

// WriteOptions are the choices a writer leaves to the person.
type WriteOptions struct {
	// Compress deflates the arrays of an npz, as np.savez_compressed
	// does; by default they are stored, as np.savez does, which costs
	// no CPU beyond a checksum.
	Compress bool
}

// SolveChunk returns the solutions of a chunk's puzzles in order,
// NoSolution() where a puzzle has none. A streamed write calls it once
// for every chunk, in order; its error stops the write.
type SolveChunk func(chunk *Set) ([]grid.Grid, error)

// EncodeStream writes to w what Encode writes for a whole set and its
// solutions, one chunk at a time: open opens the set (it is called
// once for every pass over the set: once for .npy and text, up to
// three times for a plain npz, whose arrays follow one another) and
// solve gives each chunk's solutions, in order, on exactly one pass.
// Two differences from Encode: a text line carries its region letters
// when a puzzle of its chunk is a jigsaw, and a structured npz keeps
// 1–9 region ids unless a map with 0 came before. A nil solve exports
// the puzzles as they are, as Encode does without solutions: givens in
// a .npy and text, and no solutions array in a plain npz.
func EncodeStream(w io.Writer, format Format, open func() (*Stream, error), solve SolveChunk, o WriteOptions) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	var err error
	switch format {
	case NPY:
		err = streamNPY(bw, open, solve)
	case NPZ:
		err = streamNPZ(bw, open, solve, o)
	default:
		first := true
		err = pass(open, nil, func(chunk *Set) error {
			sols, err := solutionsOf(solve, chunk)
			if err != nil {
				return err
			}
			err = encodeTextFormat(bw, format, chunk, sols, first)
			first = false
			return err
		})
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// pass reads the set once, calling fn for each chunk. n, when not nil,
// is the number of puzzles an earlier pass found.
func pass(open func() (*Stream, error), n *int, fn func(chunk *Set) error) error {
	s, err := open()
	if err != nil {
		return err
	}
	defer s.Close()
	if n != nil && s.Len() != *n {
		return fmt.Errorf("%s: the file changed while it was read: %d puzzles, then %d", s.name, *n, s.Len())
	}
	for {
		chunk, err := s.Next(ChunkSize)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if err := fn(chunk); err != nil {
			return err
		}
	}
}

// count opens the set once to learn its size and kind.
func count(open func() (*Stream, error)) (n int, structured bool, err error) {
	s, err := open()
	if err != nil {
		return 0, false, err
	}
	defer s.Close()
	return s.Len(), s.Structured(), nil
}

func appendGrid(buf []byte, g grid.Grid) []byte {
	for _, d := range g {
		buf = append(buf, byte(d))
	}
	return buf
}

// writeGridChunk writes one int8 grid a puzzle of a chunk.
func writeGridChunk(w io.Writer, chunk *Set, at func(i int) grid.Grid) error {
	buf := make([]byte, 0, len(chunk.Entries)*grid.NumCells)
	for i := range chunk.Entries {
		buf = appendGrid(buf, at(i))
	}
	_, err := w.Write(buf)
	return err
}

func streamNPY(w io.Writer, open func() (*Stream, error), solve SolveChunk) error {
	n, _, err := count(open)
	if err != nil {
		return err
	}
	if _, err := w.Write(npy.AppendHeader(nil, "|i1", []int{n, 9, 9})); err != nil {
		return err
	}
	return pass(open, &n, func(chunk *Set) error {
		sols, err := solutionsOf(solve, chunk)
		if err != nil {
			return err
		}
		return writeGridChunk(w, chunk, func(i int) grid.Grid { return output(chunk, sols, i) })
	})
}

func streamNPZ(w io.Writer, open func() (*Stream, error), solve SolveChunk, o WriteOptions) error {
	n, structured, err := count(open)
	if err != nil {
		return err
	}
	z := newNPZWriter(w, o)
	if structured {
		err = z.streamStructured(n, open, solve)
	} else {
		err = z.streamPlain(n, open, solve)
	}
	if err != nil {
		return err
	}
	return z.zw.Close()
}

// streamArray writes one int8 (n,9,9) array, a grid a puzzle from each
// chunk.
func (z npzWriter) streamArray(name string, n int, open func() (*Stream, error), fn func(chunk *Set, w io.Writer) error) error {
	w, err := z.create(name)
	if err != nil {
		return err
	}
	if _, err := w.Write(npy.AppendHeader(nil, "|i1", []int{n, 9, 9})); err != nil {
		return err
	}
	return pass(open, &n, func(chunk *Set) error { return fn(chunk, w) })
}

// streamPlain writes puzzles, solutions and (for a jigsaw set) regions,
// one pass over the set each.
func (z npzWriter) streamPlain(n int, open func() (*Stream, error), solve SolveChunk) error {
	jigsaw, zero := false, false
	err := z.streamArray("puzzles", n, open, func(chunk *Set, w io.Writer) error {
		jigsaw = jigsaw || chunk.isJigsaw()
		zero = zero || chunk.zeroBasedRegions
		return writeGridChunk(w, chunk, func(i int) grid.Grid { return chunk.Entries[i].Puzzle.Givens })
	})
	if err != nil {
		return err
	}
	if solve != nil { // an export (no solve) has no solutions array
		err = z.streamArray("solutions", n, open, func(chunk *Set, w io.Writer) error {
			sols, err := solve(chunk)
			if err != nil {
				return err
			}
			return writeGridChunk(w, chunk, func(i int) grid.Grid { return output(chunk, sols, i) })
		})
	}
	if err != nil || !jigsaw {
		return err
	}
	return z.streamArray("regions", n, open, func(chunk *Set, w io.Writer) error {
		chunk.zeroBasedRegions = zero
		return writeGridChunk(w, chunk, func(i int) grid.Grid { return regionGrid(chunk, i) })
	})
}

func (z npzWriter) streamStructured(n int, open func() (*Stream, error), solve SolveChunk) error {
	w, err := z.create("sudokus")
	if err != nil {
		return err
	}
	if _, err := w.Write(npy.AppendHeader(nil, structuredDescr, []int{n})); err != nil {
		return err
	}
	return pass(open, &n, func(chunk *Set) error {
		sols, err := solutionsOf(solve, chunk)
		if err != nil {
			return err
		}
		return writeRecords(w, chunk, sols)
	})
}

// solutionsOf returns a chunk's solutions, or nil (an export of the
// puzzles themselves) when there is no solve.
func solutionsOf(solve SolveChunk, chunk *Set) ([]grid.Grid, error) {
	if solve == nil {
		return nil, nil
	}
	return solve(chunk)
}
