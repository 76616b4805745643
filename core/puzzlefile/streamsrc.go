package puzzlefile

import (
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// npzSource streams one array of an archive: its entry, opened and
// read past its header, and the grids in it.
type npzSource struct {
	*gridSource
	rc   io.ReadCloser
	size int64
}

// openArray opens an archive's array for streaming; ok is false when
// it is in Fortran order.
func (arc *npzArchive) stream(a *npzArray, field string) (src *npzSource, ok bool, err error) {
	if a.err != nil {
		return nil, false, a.err
	}
	_, size, err := a.checkEntry(arc.size)
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", a.label(), err)
	}
	rc, err := openEntry(a.file)
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", a.label(), err)
	}
	h, err := npy.ReadHeader(rc)
	if err == nil {
		var gs *gridSource
		if gs, ok, err = newGridSource(rc, h, field); ok {
			return &npzSource{gridSource: gs, rc: rc, size: size}, true, nil
		}
	}
	rc.Close()
	if err != nil {
		return nil, false, fmt.Errorf("%s: %w", a.label(), err)
	}
	return nil, false, nil
}

// end checks that the entry ends where its header says, and its checksum.
func (src *npzSource) end() error {
	defer src.rc.Close()
	return checkEntryEnd(src.rc, src.h, src.size)
}

func (s *Stream) openNPZ(f *os.File, size int64) error {
	arc, err := openNPZAt(f, size)
	if err != nil {
		return err
	}
	pa, err := arc.puzzleArray()
	if err != nil {
		return err
	}
	puzzles, ok, err := arc.stream(pa, gridField)
	if err != nil || !ok {
		if err == nil {
			err = s.whole()
		}
		return err
	}
	s.n = puzzles.n
	s.structured = pa.h.Dtype.Structured()
	b := newBuilder(0)
	shared := standardLayoutInfo
	var regions *npzSource
	if !s.structured {
		if regions, shared, err = s.npzRegions(arc, b); err != nil {
			puzzles.rc.Close()
			return err
		}
	}
	s.finish = func() error {
		if regions != nil {
			if err := regions.end(); err != nil {
				return err
			}
		}
		return puzzles.end()
	}
	s.next = func(k int) (*Set, error) {
		pv, err := puzzles.chunk(k)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", pa.label(), err)
		}
		var rv *grids
		switch {
		case regions != nil:
			if rv, err = regions.chunk(k); err != nil {
				return nil, fmt.Errorf("array regions: %w", err)
			}
		case s.structured && pa.h.Dtype.Field(regionsField) != nil:
			if rv, err = puzzles.field(pv, regionsField); err != nil {
				return nil, err
			}
		}
		return b.chunk(pv, rv, shared)
	}
	return nil
}

// npzRegions finds a plain archive's region maps: a source with a map a
// puzzle, or one map for all (decoded now), or none.
func (s *Stream) npzRegions(arc *npzArchive, b *builder) (*npzSource, layoutResult, error) {
	var ra *npzArray
	for _, name := range regionNames {
		if ra = arc.get(name); ra != nil {
			break
		}
	}
	if ra == nil {
		return nil, standardLayoutInfo, nil
	}
	if ra.err == nil && ra.h.Dtype.Structured() {
		return nil, layoutResult{}, fmt.Errorf("%s: a structured array, want plain grids", ra.label())
	}
	src, ok, err := arc.stream(ra, gridField)
	if err == nil && !ok {
		err = fmt.Errorf("%s: in Fortran order: write it in C order to read it beside a large set", ra.label())
	}
	if err != nil {
		return nil, layoutResult{}, err
	}
	switch src.n {
	case s.n:
		if s.n > 1 {
			return src, standardLayoutInfo, nil
		}
	case 1:
	default:
		src.rc.Close()
		return nil, layoutResult{}, fmt.Errorf("%d region maps for %d puzzles: want one map, or one a puzzle", src.n, s.n)
	}
	defer src.rc.Close()
	v, err := src.chunk(1)
	if err != nil {
		return nil, layoutResult{}, fmt.Errorf("%s: %w", ra.label(), err)
	}
	var ids [grid.NumCells]int
	l, _, fatal := b.regionMap(v, 0, &ids)
	return nil, l, fatal
}

func (s *Stream) openText(f *os.File) error {
	// A first pass counts the puzzles and meets every fault that refuses
	// the file, so that nothing is solved or written from a file that
	// is not a puzzle file; it keeps nothing.
	b := newBuilder(0)
	p := &textParser{b: b}
	lr := newLineReader(f)
	n := 0
	for {
		if len(b.set.Entries) >= 1<<16 {
			n += len(b.set.Entries)
			b.set = &Set{}
			p.lines = p.lines[:0]
		}
		ok, err := p.read(lr)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
	}
	n += len(b.set.Entries)
	if err := p.end(n); err != nil {
		return err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	s.n = n
	p = &textParser{b: b}
	lr = newLineReader(f)
	s.next = func(k int) (*Set, error) {
		b.set = &Set{Entries: make([]Entry, 0, k)}
		p.lines = p.lines[:0]
		for len(b.set.Entries) < k {
			ok, err := p.read(lr)
			if err != nil {
				return nil, err
			}
			if !ok {
				break
			}
		}
		b.checkClashes(p.lines)
		return b.set, nil
	}
	return nil
}

// read parses the next line of lr into an entry; ok is false at the end.
func (p *textParser) read(lr *lineReader) (ok bool, err error) {
	line, long, ok, err := lr.next()
	if err != nil || !ok {
		return false, err
	}
	if long > 0 {
		if p.b.set.Counts != nil {
			p.b.set.Counts = append(p.b.set.Counts, -1)
		}
		return true, p.addBad(line.number, fmt.Errorf("the line has %d bytes: no puzzle line is that long", long))
	}
	return true, p.add(line)
}
