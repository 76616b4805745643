package puzzlefile

import (
	"fmt"
	"os"
)

// IndexError is ReadEntry's error for an index the file does not hold.
type IndexError struct {
	Index int // the index asked for
	Len   int // the puzzles the file holds
}

func (e *IndexError) Error() string {
	return fmt.Sprintf("no puzzle %d: the file holds %d (numbered from 0)", e.Index, e.Len)
}

// ReadEntry reads puzzle index (numbered from 0, as Read numbers a set's
// entries) of a file without reading the rest of the set, so that one
// puzzle of a file of millions costs what one puzzle costs: an .npy
// file and a stored npz entry are read at the puzzle's offset, a
// compressed npz entry is inflated up to the puzzle, and a text file is
// read line by line up to it (a file in another text format, such as
// CSV, is counted first and read chunk by chunk up to the puzzle). The
// file is refused for what its header shows, as Read refuses it; a
// fault further on is not looked for, nor is an npz entry's checksum
// checked. A text file whose lines up to the puzzle are none of them
// puzzles is read on until one is, so that a file that is not a puzzle
// file is refused as such. An index outside the set gives an
// *IndexError (wrapped with the file's name), which costs a read of a
// whole text file to count its puzzles.
func ReadEntry(path string, index int) (Entry, error) {
	var entry Entry
	f, err := openChecked(path, func(f *os.File, size int64) (err error) {
		entry, err = readEntry(f, size, path, index)
		return err
	})
	if err != nil {
		return Entry{}, err
	}
	f.Close()
	return entry, nil
}

func readEntry(f *os.File, size int64, path string, index int) (Entry, error) {
	format, err := sniffFile(f, path)
	if err != nil {
		return Entry{}, err
	}
	s := &Stream{cursor: cursor{name: path}}
	switch format {
	case NPY:
		err = s.openNPY(f, size)
	case NPZ:
		err = s.openNPZ(f, size)
	default:
		var records bool
		if records, err = s.openTextFormats(f); err == nil && !records {
			return readTextEntry(f, index)
		}
	}
	if err != nil {
		return Entry{}, err
	}
	if index < 0 || index >= s.n {
		return Entry{}, &IndexError{Index: index, Len: s.n}
	}
	if s.skip == nil { // a record format (CSV, grids): read chunk by chunk up to the entry
		for seen := 0; ; {
			chunk, err := s.next(min(ChunkSize, index+1-seen))
			if err != nil {
				return Entry{}, err
			}
			if index < seen+len(chunk.Entries) {
				chunk.GiveCandidates() // a pencil-mark puzzle starts from its candidates
				return chunk.Entries[index-seen], nil
			}
			if len(chunk.Entries) == 0 {
				return Entry{}, fmt.Errorf("the file changed while it was read: %d puzzles on the first pass, fewer now", s.n)
			}
			seen += len(chunk.Entries)
		}
	}
	for _, src := range s.sources {
		if src.fortran != nil {
			src.fortran.block = 0 // one grid, not a block of them
		}
	}
	if err := s.skip(index); err != nil {
		return Entry{}, err
	}
	set, err := s.next(1)
	if err != nil {
		return Entry{}, err
	}
	set.GiveCandidates() // an npz's candidates array
	return set.Entries[0], nil
}

// readTextEntry reads a text file's lines up to entry index, holding a
// block of entries at most.
func readTextEntry(f *os.File, index int) (Entry, error) {
	b := newBuilder(textBatch)
	p := &textParser{b: b}
	lr := newLineReader(f)
	before := 0 // entries read before those in b.set
	var found *Entry
	var foundLine int32
	for found == nil || p.readable == 0 {
		if len(b.set.Entries) >= textBatch {
			before += len(b.set.Entries)
			p.forget()
		}
		ok, err := p.read(lr)
		if err != nil {
			return Entry{}, err
		}
		if !ok {
			break
		}
		if found == nil && index >= 0 && before+len(b.set.Entries) == index+1 {
			e := b.set.Entries[len(b.set.Entries)-1]
			found, foundLine = &e, p.lines[len(p.lines)-1]
		}
	}
	if err := p.end(before + len(b.set.Entries)); err != nil {
		return Entry{}, err
	}
	if found == nil {
		return Entry{}, &IndexError{Index: index, Len: before + len(b.set.Entries)}
	}
	b.set = &Set{Entries: []Entry{*found}}
	b.checkClashes([]int32{foundLine})
	return b.set.Entries[0], nil
}
