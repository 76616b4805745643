package puzzlefile

import (
	"bufio"
	"fmt"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Progress is a person's work on the puzzles of a set, puzzle by puzzle:
// the digits they placed and the notes they pencilled. A progress npz
// holds it beside the set's own arrays (docs/formats.md gives the layout).
type Progress struct {
	// Entries holds each puzzle's placed digits, 1–9, and 0 where none
	// is placed. A given's cell is always 0: givens are the puzzle's,
	// entries the person's. Nil means no entries in any puzzle.
	Entries []grid.Grid
	// Notes holds each puzzle's pencil notes. Nil means no notes.
	Notes []Notes
	// Colours holds each puzzle's colour marks. Nil means none.
	Colours []ColourMasks
}

// ColourMasks are one puzzle's colour marks, one mask a colour and a
// cell: for colour k (index k−1, ten colours in five pairs named 1a, 1b
// … 5b), bit d−1 is set when candidate d of the cell has that colour and
// bit 9 when the cell itself has it. A progress npz stores colour k as
// the (N, 9, 9) uint16 array colour_1a … colour_5b, and only when some
// puzzle has a colour.
type ColourMasks [NumColours][grid.NumCells]uint16

// NumColours is how many marking colours a progress file can hold.
const NumColours = 10

// AllColourBits is a colour mask with every candidate and the cell set.
const AllColourBits uint16 = 1<<10 - 1

// colourName is the array of colour k (1–10): colour_1a … colour_5b.
func colourName(k int) string { return fmt.Sprintf("colour_%d%c", (k+1)/2, 'a'+(k+1)%2) }

// Notes are one puzzle's pencil notes: bit d−1 of a cell's value is set
// when digit d is noted there.
type Notes [grid.NumCells]uint16

// AllNotes is a cell's value with every digit 1–9 noted; no other bit
// may be set.
const AllNotes uint16 = 1<<9 - 1

// The names of the progress arrays in an npz.
const (
	entriesName = "entries"
	notesName   = "notes"
)

// WriteProgress saves a set with the person's progress on it as a
// progress npz (whatever the name's extension): the plain arrays Write
// exports (puzzles, the set's solutions when it has them, regions for a
// jigsaw set) plus entries and notes. Progress that the reader would
// refuse (an entry on a given, a digit out of range, a note bit beyond
// digit 9) is refused here too, and nothing is written; notes on a
// given's cell are meaningless and written as 0. A set read from the
// structured layout is saved in the plain one. The file is replaced
// atomically: on any failure the old file stays as it was.
func WriteProgress(path string, set *Set, p *Progress) error {
	if err := checkProgress(set, p); err != nil {
		return prefixed(path, err)
	}
	return writeAtomic(path, func(w io.Writer) error {
		return EncodeProgress(w, set, p)
	})
}

// EncodeProgress writes a progress npz to w, as WriteProgress does, but
// without the atomic replace: for a writer a file dialog hands out.
func EncodeProgress(w io.Writer, set *Set, p *Progress) error {
	if err := checkProgress(set, p); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 256<<10)
	if err := encodePlainNPZ(bw, set, nil, p, WriteOptions{}); err != nil {
		return err
	}
	return bw.Flush()
}

func checkProgress(set *Set, p *Progress) error {
	if err := checkWritable(set, nil); err != nil {
		return err
	}
	n := len(set.Entries)
	switch {
	case p == nil:
		return fmt.Errorf("no progress to write")
	case p.Entries != nil && len(p.Entries) != n:
		return fmt.Errorf("progress: entries for %d puzzles, the set has %d", len(p.Entries), n)
	case p.Notes != nil && len(p.Notes) != n:
		return fmt.Errorf("progress: notes for %d puzzles, the set has %d", len(p.Notes), n)
	}
	for i := range p.Entries {
		var v [grid.NumCells]int
		for c, d := range p.Entries[i] {
			v[c] = int(d)
		}
		if _, err := entriesOf(&set.Entries[i].Puzzle.Givens, &v); err != nil {
			return fmt.Errorf("progress: entries of the puzzle at index %d: %w", i, err)
		}
	}
	for i := range p.Notes {
		for c, bits := range p.Notes[i] {
			if bits&^AllNotes != 0 {
				return fmt.Errorf("progress: notes of the puzzle at index %d: %w", i, badNotes(grid.Cell(c), int(bits)))
			}
		}
	}
	if p.Colours != nil && len(p.Colours) != n {
		return fmt.Errorf("progress: colours for %d puzzles, the set has %d", len(p.Colours), n)
	}
	for i := range p.Colours {
		for k := range p.Colours[i] {
			for c, bits := range p.Colours[i][k] {
				if bits&^AllColourBits != 0 {
					return fmt.Errorf("progress: %s of the puzzle at index %d: %w", colourName(k+1), i, badColours(grid.Cell(c), int(bits)))
				}
			}
		}
	}
	return nil
}

func badColours(c grid.Cell, v int) error {
	return fmt.Errorf("%v: colour mask %d sets bits beyond 0–9 (bit d−1 stands for candidate d, bit 9 for the cell)", c, v)
}

// hasColours reports whether any puzzle of p has a colour mark.
func (p *Progress) hasColours() bool {
	for i := range p.Colours {
		if p.Colours[i] != (ColourMasks{}) {
			return true
		}
	}
	return false
}

// writeColourArrays adds colour_1a … colour_5b, (N, 9, 9) uint16 each,
// when some puzzle has a colour: a file without colours stays as it was.
func writeColourArrays(z npzWriter, set *Set, p *Progress) error {
	if !p.hasColours() {
		return nil
	}
	for k := 1; k <= NumColours; k++ {
		a := make([][9][9]uint16, len(set.Entries))
		for i := range a {
			for c, bits := range p.Colours[i][k-1] {
				a[i][c/9][c%9] = bits
			}
		}
		if err := z.write(colourName(k), a); err != nil {
			return err
		}
	}
	return nil
}

// colours reads the colour arrays of an archive into p, if it has any;
// an array it lacks is a colour no cell has.
func (arc *npzArchive) colours(set *Set, p *Progress) error {
	for k := 1; k <= NumColours; k++ {
		a := arc.get(colourName(k))
		if a == nil {
			continue
		}
		g, err := arc.progressView(a, len(set.Entries))
		if err != nil {
			return err
		}
		if p.Colours == nil {
			p.Colours = make([]ColourMasks, g.n)
		}
		err = decodeEach(g, func(i int, v *[grid.NumCells]int) error {
			for c, bits := range v {
				if bits < 0 || bits > int(AllColourBits) {
					return badColours(grid.Cell(c), bits)
				}
				p.Colours[i][k-1][c] = uint16(bits)
			}
			return nil
		})
		if err != nil {
			return fmt.Errorf("%s: %w", a.label(), err)
		}
	}
	return nil
}

// writeProgressArrays adds entries (int8) and notes (uint16), both
// (N, 9, 9), to a plain npz.
func writeProgressArrays(z npzWriter, set *Set, p *Progress) error {
	n := len(set.Entries)
	entries := gridArray(n, func(i int) grid.Grid {
		if p.Entries == nil {
			return grid.Grid{}
		}
		return p.Entries[i]
	})
	if err := z.write(entriesName, entries); err != nil {
		return err
	}
	notes := make([][9][9]uint16, n)
	for i := range notes {
		if p.Notes == nil {
			break
		}
		givens := &set.Entries[i].Puzzle.Givens
		for c, bits := range p.Notes[i] {
			if givens[c] == 0 {
				notes[i][c/9][c%9] = bits
			}
		}
	}
	if err := z.write(notesName, notes); err != nil {
		return err
	}
	return writeColourArrays(z, set, p)
}

// entriesOf checks one puzzle's entries as read and returns them: digits
// 0–9, and 0 on every given.
func entriesOf(givens *grid.Grid, v *[grid.NumCells]int) (grid.Grid, error) {
	var g grid.Grid
	for c, d := range v {
		switch {
		case d < 0 || d > 9:
			return g, fmt.Errorf("%v: value %d is out of range 0–9", grid.Cell(c), d)
		case d != 0 && givens[c] != 0:
			return g, fmt.Errorf("%v: entry %d where the puzzle has the given %d (entries are never on givens)", grid.Cell(c), d, givens[c])
		}
		g[c] = int8(d)
	}
	return g, nil
}

func badNotes(c grid.Cell, v int) error {
	return fmt.Errorf("%v: notes value %d sets bits beyond 0–8 (bit d−1 stands for digit d)", c, v)
}

// notesOf checks one puzzle's notes as read and returns them: values
// 0–511 (bits 0–8). Notes on a given's cell are dropped: they cannot
// be wrong, only meaningless.
func notesOf(givens *grid.Grid, v *[grid.NumCells]int) (Notes, error) {
	var n Notes
	for c, bits := range v {
		if bits < 0 || bits > int(AllNotes) {
			return n, badNotes(grid.Cell(c), bits)
		}
		if givens[c] == 0 {
			n[c] = uint16(bits)
		}
	}
	return n, nil
}

// progress reads the entries and notes arrays of an archive whose set
// has been built, or returns nil when it holds neither. Each must be
// plain grids, one a puzzle; a bad value refuses the file with the
// puzzle's index and the cell.
func (arc *npzArchive) progress(set *Set) (*Progress, error) {
	ea, na := arc.get(entriesName), arc.get(notesName)
	p := &Progress{}
	if err := arc.colours(set, p); err != nil {
		return nil, err
	}
	if ea == nil && na == nil && p.Colours == nil {
		return nil, nil
	}
	if ea != nil {
		g, err := arc.progressView(ea, len(set.Entries))
		if err != nil {
			return nil, err
		}
		p.Entries = make([]grid.Grid, g.n)
		err = decodeEach(g, func(i int, v *[grid.NumCells]int) (err error) {
			p.Entries[i], err = entriesOf(&set.Entries[i].Puzzle.Givens, v)
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ea.label(), err)
		}
	}
	if na != nil {
		g, err := arc.progressView(na, len(set.Entries))
		if err != nil {
			return nil, err
		}
		p.Notes = make([]Notes, g.n)
		err = decodeEach(g, func(i int, v *[grid.NumCells]int) (err error) {
			p.Notes[i], err = notesOf(&set.Entries[i].Puzzle.Givens, v)
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", na.label(), err)
		}
	}
	return p, nil
}

// progressView reads a progress array: plain grids, exactly one a puzzle.
func (arc *npzArchive) progressView(a *npzArray, n int) (*grids, error) {
	g, err := arc.plainView(a)
	if err != nil {
		return nil, err
	}
	if g.n != n {
		return nil, fmt.Errorf("%s: %d grids for %d puzzles: want one a puzzle", a.label(), g.n, n)
	}
	return g, nil
}

// decodeEach decodes every grid of a view and hands it to take; the
// error names the first bad grid's index.
func decodeEach(g *grids, take func(i int, v *[grid.NumCells]int) error) error {
	return inParallel(g.n, func(lo, hi int) error {
		var v [grid.NumCells]int
		for i := lo; i < hi; i++ {
			err := g.values(i, &v)
			if err == nil {
				err = take(i, &v)
			}
			if err != nil {
				return fmt.Errorf("puzzle at index %d: %w", i, err)
			}
		}
		return nil
	})
}
