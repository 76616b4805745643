// Package puzzlefile reads and writes puzzle sets: numpy .npy and .npz
// files and one-puzzle-a-line text. Readers are hardened against hostile
// files: every claim a header makes is checked against the bytes really
// there before anything is allocated, memory stays within a small
// multiple of the file's size, and errors say what is wrong and where.
// Writers replace files atomically. docs/formats.md describes the formats.
package puzzlefile

import (
	"fmt"
	"io"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Entry is one puzzle of a set, or the reason it could not be taken.
//
// Err never names the puzzle's index: callers add "puzzle N" themselves.
// In a text file, where comments and blank lines make line numbers and
// indexes differ, Err starts with the line: "line 7: r1c5: unexpected
// character 'x'". A numpy puzzle's Err names the cell, e.g. "r1c1: value
// 900 is out of range 0–9". When Err is set, Puzzle still holds what
// could be read: its in-range givens, and its layout when the region map
// was good.
type Entry struct {
	Puzzle grid.Puzzle
	Err    error // non-nil when the puzzle is invalid; the set still loads
}

// Set is a puzzle set read from a file.
type Set struct {
	Entries    []Entry
	Solutions  []grid.Grid // solutions stored beside the puzzles (npz "solutions", a CSV solution column), or nil; an empty grid where a CSV row has none
	Structured bool        // read from a structured "sudokus" npz array
	Format     Format      // the format the set was read from
	// Counts holds the solution counts of text lines written as
	// "puzzle:count:solution", -1 for a line without one; nil when no
	// line had a count.
	Counts []int
	// LabelNames names the columns of a CSV file other than its puzzle
	// and solution (a "difficulty", an "id"), in file order; Labels
	// holds each entry's fields of those columns (nil for a row whose
	// fields do not match the header), or nil when the file had none.
	LabelNames []string
	Labels     [][]string
	// Candidates holds the given candidates of each entry read from a
	// pencil-mark grid, a sukaku line or a library line with deleted
	// candidates (nil for an entry without), or nil when no entry has
	// any. Such an entry's Puzzle holds as givens its cells of one
	// candidate, so that a reader of givens alone still gets a puzzle
	// the candidates narrow down.
	Candidates []*Candidates
	// Progress holds the person's entries and notes read from a
	// progress npz (see WriteProgress), or nil when the file had none.
	// It is what was read: edits to Entries do not update it.
	Progress *Progress

	zeroBasedRegions bool               // region maps were read with ids 0–8
	rawRegions       map[int]*[81]int64 // region maps that were refused, by entry index, to write back unchanged
	sharedRawRegions *[81]int64         // the one map for all puzzles, when it was refused
}

// Read loads a puzzle set; the format follows the file name's extension
// (and the npy and zip magic bytes, whatever the extension). Errors
// start with path.
func Read(path string) (*Set, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse reads a puzzle set from data, the whole content of a file called
// name (used for the format and in messages; errors start with it when
// it is not empty).
func Parse(name string, data []byte) (*Set, error) {
	set, err := parse(FormatOf(name), data)
	if err != nil {
		return nil, prefixed(name, err)
	}
	return set, nil
}

// ParseReader reads a puzzle set from r, for example a file a dialog
// opened, as Parse does. It reads at most MaxFileSize bytes.
func ParseReader(name string, r io.Reader) (*Set, error) {
	data, err := readLimited(name, r)
	if err != nil {
		return nil, err
	}
	return Parse(name, data)
}

// ReadSolutions loads reference solutions. A grid with no solution
// expected comes back as NoSolution(): an all -1 numpy grid or an
// all-empty text line. A "puzzle:0:" text line gives NoSolution() too,
// and a line whose count is above 1 gives an empty grid (no single
// reference). Any other value outside 0–9 refuses the file.
func ReadSolutions(path string) ([]grid.Grid, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return ParseSolutions(path, data)
}

// ParseSolutions reads reference solutions from data, the content of a
// file called name, as ReadSolutions does.
func ParseSolutions(name string, data []byte) ([]grid.Grid, error) {
	sols, err := parseSolutions(FormatOf(name), data)
	if err != nil {
		return nil, prefixed(name, err)
	}
	return sols, nil
}

// ParseSolutionsReader reads reference solutions from r as
// ParseSolutions does. It reads at most MaxFileSize bytes.
func ParseSolutionsReader(name string, r io.Reader) ([]grid.Grid, error) {
	data, err := readLimited(name, r)
	if err != nil {
		return nil, err
	}
	return ParseSolutions(name, data)
}

// Write saves solved grids beside their puzzles, in the format the file
// name's extension names (text for anything but .npy and .npz).
// solutions[i] is NoSolution() where puzzle i has none; an invalid
// entry is always written as having none. With solutions nil the
// puzzles themselves are written, which exports a set. The file is
// replaced atomically: on any failure the old file stays as it was.
func Write(path string, set *Set, solutions []grid.Grid) error {
	return WriteWith(path, set, solutions, WriteOptions{})
}

// WriteWith is Write with the person's choices.
func WriteWith(path string, set *Set, solutions []grid.Grid, o WriteOptions) error {
	format := FormatOf(path)
	if err := checkWritable(set, solutions); err != nil {
		return prefixed(path, err)
	}
	return WriteFile(path, func(w io.Writer) error {
		return EncodeWith(w, format, set, solutions, o)
	})
}

// NoSolution returns the all -1 grid that numpy files use for "no solution".
func NoSolution() grid.Grid {
	var g grid.Grid
	for i := range g {
		g[i] = -1
	}
	return g
}

// IsNoSolution reports whether g is the "no solution" grid.
func IsNoSolution(g grid.Grid) bool { return g == NoSolution() }

func prefixed(name string, err error) error {
	if name == "" {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

func readLimited(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, prefixed(name, err)
	}
	if len(data) > MaxFileSize {
		return nil, prefixed(name, fmt.Errorf("the file is over the limit of %s", sizeText(MaxFileSize)))
	}
	return data, nil
}

// npyLimit refuses an .npy file whose header declares a set over
// MaxPuzzles before its data is read: the window holds a whole set, and
// a file of 10,000,001 puzzles is 810 MB of reading for nothing. Any
// other fault is left for the full read to name.
func npyLimit(f *os.File, size int64) error {
	r := io.NewSectionReader(f, 0, size)
	var magic [6]byte
	if _, err := io.ReadFull(r, magic[:]); err != nil || string(magic[:]) != npy.Magic {
		return nil
	}
	r.Seek(0, io.SeekStart)
	h, err := npy.ReadHeader(r)
	if err != nil {
		return nil
	}
	n, err := checkShape(h, gridField)
	if err != nil {
		return nil
	}
	return checkLimit(h, n)
}

// readFile reads a regular file of at most MaxFileSize bytes. Devices
// and pipes are refused: they could stream forever.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a puzzle file", path)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: is not a regular file", path)
	}
	if info.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s: the file has %d bytes, over the limit of %d (%s)", path, info.Size(), MaxFileSize, sizeText(MaxFileSize))
	}
	if err := npyLimit(f, info.Size()); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := checkRoom(fmt.Sprintf("reading the %s file whole", sizeText(info.Size())), wholeReadFactor*info.Size()); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	data := make([]byte, info.Size())
	n, err := io.ReadFull(f, data)
	if err == io.ErrUnexpectedEOF {
		return data[:n], nil // the file shrank while we read: parse what is there
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}
