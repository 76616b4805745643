package puzzlefile

import (
	"archive/zip"
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
	read *countingReader // rc past the header: how far the grids were read through it
	size int64
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	m, err := c.r.Read(p)
	c.n += int64(m)
	return m, err
}

// stream opens an archive's array for streaming, in C or Fortran order.
func (arc *npzArchive) stream(a *npzArray, field string) (*npzSource, error) {
	if a.err != nil {
		return nil, a.err
	}
	n, size, err := a.checkEntry(arc.size)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.label(), err)
	}
	rc, err := openEntry(a.file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.label(), err)
	}
	h, err := npy.ReadHeader(rc)
	if err == nil {
		counted := &countingReader{r: rc}
		var runs runReader = &inflateRuns{file: a.file, h: h, n: n}
		start, seekable := arc.dataStart(a, h)
		if seekable {
			runs = &atRuns{r: arc.r, start: start, h: h, n: n}
		}
		var gs *gridSource
		if gs, _, err = newGridSource(counted, h, field, runs); err == nil {
			if seekable {
				gs.at, gs.start = arc.r, start
			}
			return &npzSource{gridSource: gs, rc: rc, read: counted, size: size}, nil
		}
	}
	rc.Close()
	return nil, fmt.Errorf("%s: %w", a.label(), err)
}

// dataStart returns where a stored entry's array data starts in the
// archive; ok is false for a compressed entry, which must be inflated
// from its start.
func (arc *npzArchive) dataStart(a *npzArray, h *npy.Header) (start int64, ok bool) {
	if a.file.Method != zip.Store || arc.r == nil {
		return 0, false
	}
	off, err := a.file.DataOffset()
	if err != nil {
		return 0, false
	}
	return off + int64(h.DataOffset), true
}

// end checks that the entry ends where its header says, and its
// checksum, reading whatever the grids were not read through rc (all
// of it when they were read at their offsets).
func (src *npzSource) end() error {
	defer src.rc.Close()
	if rest := src.size - src.read.n; rest > 0 {
		if m, err := io.CopyN(io.Discard, src.rc, rest); err != nil {
			if err == io.EOF {
				return truncatedRun(src.h, src.read.n+m)
			}
			return readError(err)
		}
	}
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
	puzzles, err := arc.stream(pa, gridField)
	if err != nil {
		return err
	}
	s.n = puzzles.n
	s.structured = pa.h.Dtype.Structured()
	b := newBuilder(0)
	shared := standardLayoutInfo
	var regions, cands *npzSource
	if !s.structured {
		if regions, shared, err = s.npzRegions(arc, b); err != nil {
			puzzles.rc.Close()
			return err
		}
		if cands, err = s.npzCandidates(arc); err != nil {
			puzzles.rc.Close()
			if regions != nil {
				regions.rc.Close()
			}
			return err
		}
	}
	s.sources = []*gridSource{puzzles.gridSource}
	if regions != nil {
		s.sources = append(s.sources, regions.gridSource)
	}
	if cands != nil {
		s.sources = append(s.sources, cands.gridSource)
	}
	s.skip = func(k int) error {
		if err := puzzles.skip(k); err != nil {
			return fmt.Errorf("%s: %w", pa.label(), err)
		}
		if regions != nil {
			if err := regions.skip(k); err != nil {
				return fmt.Errorf("array regions: %w", err)
			}
		}
		if cands != nil {
			if err := cands.skip(k); err != nil {
				return fmt.Errorf("array candidates: %w", err)
			}
		}
		return nil
	}
	s.finish = func() error {
		if regions != nil {
			if err := regions.end(); err != nil {
				return err
			}
		}
		if cands != nil {
			if err := cands.end(); err != nil {
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
		case s.structured && structuredRegions(&pa.h.Dtype) != "":
			if rv, err = puzzles.field(pv, structuredRegions(&pa.h.Dtype)); err != nil {
				return nil, err
			}
		}
		if cands == nil {
			return b.chunk(pv, rv, shared)
		}
		base := cands.done
		cv, err := cands.chunk(k)
		if err != nil {
			return nil, fmt.Errorf("array candidates: %w", err)
		}
		set, err := b.chunk(pv, rv, shared)
		if err != nil {
			return nil, err
		}
		if err := decodeMarks(cv, set, base); err != nil {
			return nil, fmt.Errorf("array candidates: %w", err)
		}
		return set, nil
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
	src, err := arc.stream(ra, gridField)
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
	b := newBuilder(textBatch)
	p := &textParser{b: b}
	lr := newLineReader(f)
	n := 0
	for {
		if len(b.set.Entries) >= textBatch {
			n += len(b.set.Entries)
			p.forget()
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

// textBatch is how many entries a pass that keeps none (the first pass
// over a text file, the search for one puzzle) holds at a time.
const textBatch = 1 << 12

// forget drops the entries read so far and reuses their room, so that a
// pass over millions of lines allocates nothing a line: a new batch a
// time left garbage that under load the collector fell behind on (10
// million lines peaked at 147–169 MB, against 57 MB for the same set
// as an .npy).
func (p *textParser) forget() {
	set := p.b.set
	set.Entries = set.Entries[:0]
	if set.Counts != nil {
		set.Counts = set.Counts[:0]
	}
	set.rawRegions = nil
	p.lines = p.lines[:0]
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
