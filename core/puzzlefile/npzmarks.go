package puzzlefile

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// candidatesName is the npz array of given candidates: uint16 (N, 9, 9),
// bit d−1 of a cell for digit d, written when any puzzle of the set has
// given candidates (a pencil-mark puzzle). numpy reads it like the other
// arrays; a reader that does not know it still gets the givens.
const candidatesName = "candidates"

// marksAt returns the given candidates of entry i, nil for a plain
// puzzle: those its Puzzle carries (GiveCandidates, or an edit in the
// window), else those it was read with.
func (set *Set) marksAt(i int) *Candidates {
	if i < 0 || i >= len(set.Entries) {
		return nil
	}
	if m := set.Entries[i].Puzzle.Candidates; m != nil {
		return (*Candidates)(m)
	}
	if i < len(set.Candidates) {
		return set.Candidates[i]
	}
	return nil
}

// hasMarks reports whether any entry has given candidates.
func (set *Set) hasMarks() bool {
	for i := range set.Entries {
		if set.marksAt(i) != nil {
			return true
		}
	}
	return false
}

// writeCandidatesArray adds the candidates array to a plain npz: each
// entry's given candidates, those its givens give for a plain puzzle.
func writeCandidatesArray(z npzWriter, set *Set) error {
	out := make([][9][9]uint16, len(set.Entries))
	for i := range out {
		m := set.candidatesAt(i, set.Entries[i].Puzzle.Givens)
		for c, bits := range m {
			out[i][c/9][c%9] = bits & AllCandidates
		}
	}
	return z.write(candidatesName, out)
}

// readCandidates reads an archive's candidates array into set.Candidates
// (see decodeMarks), the whole set at once.
func (arc *npzArchive) readCandidates(set *Set) error {
	a := arc.get(candidatesName)
	if a == nil {
		return nil
	}
	g, err := arc.progressView(a, len(set.Entries))
	if err != nil {
		return err
	}
	if err := decodeMarks(g, set, 0); err != nil {
		return fmt.Errorf("%s: %w", a.label(), err)
	}
	return nil
}

// decodeMarks decodes the given candidates of set's entries from g, one grid
// an entry, into set.Candidates; base is the index in the file of the
// first, for messages. Values are 0–511; a puzzle whose candidates are
// just those its givens give stays a plain puzzle (nil). A given outside
// its cell's candidates is refused, naming the puzzle and the cell.
func decodeMarks(g *grids, set *Set, base int) error {
	var marks []*Candidates
	var v [grid.NumCells]int
	for i := range set.Entries {
		if err := g.values(i, &v); err != nil {
			return fmt.Errorf("puzzle at index %d: %w", base+i, err)
		}
		var m Candidates
		givens := &set.Entries[i].Puzzle.Givens
		for c, bits := range v {
			if bits < 0 || bits > int(AllCandidates) {
				return fmt.Errorf("puzzle at index %d: %v: candidates value %d sets bits beyond 0–8 (bit d−1 stands for digit d)", base+i, grid.Cell(c), bits)
			}
			if d := givens[c]; d != 0 && bits&(1<<(d-1)) == 0 {
				return fmt.Errorf("puzzle at index %d: %v: the given %d is not among its candidates %s", base+i, grid.Cell(c), d, candidateText(uint16(bits)))
			}
			m[c] = uint16(bits)
		}
		if m != *CandidatesOf(*givens) {
			if marks == nil {
				marks = make([]*Candidates, len(set.Entries))
			}
			marks[i] = &m
		}
	}
	set.Candidates = marks
	return nil
}

// npzCandidates opens a plain archive's candidates array for streaming,
// or returns nil when it has none. It must hold one grid a puzzle.
func (s *Stream) npzCandidates(arc *npzArchive) (*npzSource, error) {
	ca := arc.get(candidatesName)
	if ca == nil {
		return nil, nil
	}
	if ca.err == nil && ca.h.Dtype.Structured() {
		return nil, fmt.Errorf("%s: a structured array, want plain grids", ca.label())
	}
	src, err := arc.stream(ca, gridField)
	if err != nil {
		return nil, err
	}
	if src.n != s.n {
		src.rc.Close()
		return nil, fmt.Errorf("%s: %d grids for %d puzzles: want one a puzzle", ca.label(), src.n, s.n)
	}
	return src, nil
}
