package puzzlefile

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
)

// Format is a puzzle file format.
type Format int8

// The formats. A reader tells them apart by content (see detectText);
// a writer goes by the file name's extension, or -format.
const (
	Text        Format = iota // one puzzle a line: .txt, .sdk and anything else
	NPY                       // a numpy array: .npy
	NPZ                       // a numpy zip archive of arrays: .npz
	CSV                       // a table with a header line, a puzzle a row: .csv
	Grid                      // nine lines of nine cells a puzzle (SimpleSudoku): .ss
	HoDoKu                    // HoDoKu library lines ":0000:x:puzzle:::"
	PencilMarks               // a drawn grid of each cell's candidates, as HoDoKu copies it
	Sukaku                    // 729 characters a line: each cell's nine candidates
)

// Formats lists every format, for file dialogs.
var Formats = []Format{NPY, NPZ, Text, CSV, Grid, HoDoKu, PencilMarks, Sukaku}

// FormatOf returns the format a file name's extension names: .npy and
// .npz (any case) are numpy, everything else is text.
func FormatOf(name string) Format {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".npy":
		return NPY
	case ".npz":
		return NPZ
	case ".csv", ".tsv":
		return CSV
	case ".ss":
		return Grid
	}
	return Text
}

// HoldsRegions reports whether the format has a place for a jigsaw
// puzzle's regions; the others refuse a jigsaw set.
func (f Format) HoldsRegions() bool { return f == Text || f == NPY || f == NPZ }

// Ext returns the format's usual extension with its dot: ".npy", ".npz", ".txt".
func (f Format) Ext() string {
	switch f {
	case NPY:
		return ".npy"
	case NPZ:
		return ".npz"
	case CSV:
		return ".csv"
	case Grid:
		return ".ss"
	}
	return ".txt"
}

// Extensions returns the extensions Read recognises for the format.
func (f Format) Extensions() []string {
	switch f {
	case Text, HoDoKu, PencilMarks, Sukaku:
		return []string{".txt", ".sdk"}
	case CSV:
		return []string{".csv", ".tsv"}
	}
	return []string{f.Ext()}
}

// String names the format for people.
func (f Format) String() string {
	switch f {
	case NPY:
		return "numpy array (.npy)"
	case NPZ:
		return "numpy archive (.npz)"
	case CSV:
		return "CSV table (.csv)"
	case Grid:
		return "nine-line grids (.ss)"
	case HoDoKu:
		return "HoDoKu library lines (.txt)"
	case PencilMarks:
		return "pencil-mark grids (.txt)"
	case Sukaku:
		return "sukaku lines of 729 characters (.txt)"
	}
	return "text (.txt)"
}

// The limits every reader enforces. They keep a hostile or damaged file
// from taking the machine's memory; real puzzle sets sit far below them.
const (
	// MaxFileSize is the largest file read, and the most data an npz
	// archive may inflate to in total.
	MaxFileSize = 1 << 30
	// MaxPuzzles is the largest set.
	MaxPuzzles = 10_000_000
	// MaxLayouts is the most distinct jigsaw region maps in one set
	// (each costs about 3 KB once built; identical maps are shared).
	MaxLayouts = 100_000
	// MaxBadLines is the most text lines that are not puzzles at all
	// before the file is refused as not being a puzzle file.
	MaxBadLines = 1000
	// MaxArrays is the most arrays an npz archive may hold.
	MaxArrays = 256
)

// sniff picks the format to read data as: the npy and zip magic bytes
// win over the name, so that a puzzle array saved as "puzzles.dat"
// still loads; an .npy or .npz name with other content is read as that
// format and refused with the reason.
func sniff(byName Format, data []byte) Format {
	switch {
	case bytes.HasPrefix(data, []byte(npy.Magic)):
		return NPY
	case bytes.HasPrefix(data, []byte("PK\x03\x04")), bytes.HasPrefix(data, []byte("PK\x05\x06")):
		return NPZ
	}
	return byName
}

func parse(byName Format, data []byte) (*Set, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file has %d bytes, over the limit of %d (%s)", len(data), MaxFileSize, sizeText(MaxFileSize))
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("the file is empty")
	}
	if err := checkRoom(fmt.Sprintf("decoding the %s file", sizeText(int64(len(data)))), 2*int64(len(data))); err != nil {
		return nil, err // data the caller read itself (the window's dialogs), not yet checked
	}
	format := sniff(byName, data)
	var set *Set
	var err error
	switch format {
	case NPY:
		set, err = parseNPY(data)
	case NPZ:
		set, err = parseNPZ(data)
	default:
		set, format, err = parseTextFormats(data)
	}
	if err != nil {
		return nil, err
	}
	set.Format = format
	return set, nil
}

func parseSolutions(byName Format, data []byte) ([]grid.Grid, error) {
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("the file has %d bytes, over the limit of %d (%s)", len(data), MaxFileSize, sizeText(MaxFileSize))
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("the file is empty")
	}
	switch sniff(byName, data) {
	case NPY:
		return solutionsNPY(data)
	case NPZ:
		return solutionsNPZ(data)
	}
	return solutionsTextFormats(data)
}

// sizeText writes a byte count for people: "1 GiB", "64 KiB", "12 bytes".
func sizeText(n int64) string {
	switch {
	case n >= 1<<30 && n%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", n>>30)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}
