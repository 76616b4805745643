package puzzlefile

import (
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// SolutionStream reads reference solutions a chunk at a time, as
// ReadSolutions reads them whole.
type SolutionStream struct {
	cursor
	next func(k int) ([]grid.Grid, error)
	file *os.File
}

// OpenSolutions opens a file of reference solutions for reading chunk
// by chunk. As with OpenStream, a file ReadSolutions would refuse for
// its header or (text) any line is refused here, before any chunk.
func OpenSolutions(path string) (*SolutionStream, error) {
	s := &SolutionStream{cursor: cursor{name: path}}
	f, err := openChecked(path, s.open)
	if err != nil {
		return nil, err
	}
	s.file = f
	return s, nil
}

func (s *SolutionStream) open(f *os.File, size int64) error {
	format, err := sniffFile(f, s.name)
	if err != nil {
		return err
	}
	switch format {
	case NPY:
		src, err := npySource(f, size, gridField)
		if err != nil {
			return err
		}
		s.gridChunks(src, "")
		return nil
	case NPZ:
		arc, err := openNPZAt(f, size)
		if err != nil {
			return err
		}
		sa := arc.get(solutionsName)
		if sa == nil {
			if sa, err = arc.puzzleArray(); err != nil {
				return err
			}
		}
		src, err := arc.stream(sa, gridField)
		if err != nil {
			return err
		}
		s.gridChunks(src.gridSource, sa.label()+": ")
		s.finish = src.end
		return nil
	}
	if format, err := detectFile(f); err != nil || format != Text {
		if err == nil {
			err = s.openRecords(f, format) // a CSV column or grids
		}
		return err
	}
	return s.openText(f)
}

// whole reads a CSV column or nine-line grids of solutions whole, as
// ReadSolutions does: those formats have no chunked solution reader.
func (s *SolutionStream) whole() error {
	all, err := ReadSolutions(s.name)
	if err != nil {
		return unprefixed(s.name, err)
	}
	s.n = len(all)
	s.next = func(k int) ([]grid.Grid, error) { return all[s.done : s.done+k], nil }
	return nil
}

func (s *SolutionStream) gridChunks(src *gridSource, label string) {
	s.n = src.n
	s.next = func(k int) ([]grid.Grid, error) {
		v, err := src.chunk(k)
		if err != nil {
			return nil, fmt.Errorf("%s%w", label, err)
		}
		sols, err := solutionGrids(v)
		if err != nil {
			return nil, fmt.Errorf("%s%w", label, err)
		}
		return sols, nil
	}
}

func (s *SolutionStream) openText(f *os.File) error {
	lr := newLineReader(f)
	n := 0
	for {
		line, long, ok, err := lr.next()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		if long > 0 {
			return fmt.Errorf("line %d: the line has %d bytes: no solution line is that long", line.number, long)
		}
		if _, err := solutionLine(line); err != nil {
			return err
		}
		n++
	}
	if n == 0 {
		return errNoSolutions
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	s.n = n
	lr = newLineReader(f)
	s.next = func(k int) ([]grid.Grid, error) {
		sols := make([]grid.Grid, 0, k)
		for len(sols) < k {
			line, long, ok, err := lr.next()
			switch {
			case err != nil:
				return nil, err
			case !ok:
				return sols, nil
			case long > 0:
				return nil, fmt.Errorf("line %d: the file changed while it was read", line.number)
			}
			g, err := solutionLine(line)
			if err != nil {
				return nil, err
			}
			sols = append(sols, g)
		}
		return sols, nil
	}
	return nil
}

// Len returns the number of solutions in the file.
func (s *SolutionStream) Len() int { return s.n }

// Next returns the next k solutions (fewer at the end), or io.EOF
// after the last.
func (s *SolutionStream) Next(k int) ([]grid.Grid, error) {
	return nextChunk(&s.cursor, k, "solutions", s.next, func(sols []grid.Grid) int { return len(sols) })
}

// Close closes the file.
func (s *SolutionStream) Close() error { return s.file.Close() }

// unprefixed drops "name: " from an error that ReadSolutions prefixed,
// since the stream adds it again.
func unprefixed(name string, err error) error {
	msg := err.Error()
	if p := name + ": "; len(msg) > len(p) && msg[:len(p)] == p {
		return fmt.Errorf("%s", msg[len(p):])
	}
	return err
}
