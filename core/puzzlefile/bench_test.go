package puzzlefile

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile/npy"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// millionFile writes an int8 .npy of n real puzzles (17_clue.txt over
// and over) and returns its path.
func millionFile(b *testing.B, n int, format Format) string {
	b.Helper()
	src, err := Read(shareddata.Path(b, "bench/17_clue.txt"))
	if err != nil {
		b.Fatal(err)
	}
	set := &Set{Entries: make([]Entry, n)}
	for i := range set.Entries {
		set.Entries[i] = src.Entries[i%len(src.Entries)]
	}
	path := filepath.Join(b.TempDir(), "million"+format.Ext())
	if err := Write(path, set, nil); err != nil {
		b.Fatal(err)
	}
	return path
}

// BenchmarkReadMillionNPY reads 1,000,000 int8 puzzles (81 MB); the
// target is at most 1 s.
func BenchmarkReadMillionNPY(b *testing.B) {
	path := millionFile(b, 1_000_000, NPY)
	b.ReportAllocs()
	measure(b, func() {
		set, err := Read(path)
		if err != nil || len(set.Entries) != 1_000_000 || validCount(set) != 1_000_000 {
			b.Fatalf("%v", err)
		}
	})
}

// BenchmarkReadMillionText reads the same puzzles as text (82 MB).
func BenchmarkReadMillionText(b *testing.B) {
	path := millionFile(b, 1_000_000, Text)
	b.ReportAllocs()
	measure(b, func() {
		set, err := Read(path)
		if err != nil || len(set.Entries) != 1_000_000 {
			b.Fatalf("%v", err)
		}
	})
}

// BenchmarkReadMillionNPZ reads the same puzzles as a plain npz.
func BenchmarkReadMillionNPZ(b *testing.B) {
	path := millionFile(b, 1_000_000, NPZ)
	b.ReportAllocs()
	measure(b, func() {
		set, err := Read(path)
		if err != nil || len(set.Entries) != 1_000_000 {
			b.Fatalf("%v", err)
		}
	})
}

// BenchmarkReadFloat64Solutions reads 100,000 float64 reference grids,
// the slow general path (65 MB).
func BenchmarkReadFloat64Solutions(b *testing.B) {
	const n = 100_000
	data := npy.AppendHeader(nil, "<f8", []int{n, 9, 9})
	one := float64Grid(classicSolved, nil)
	for i := 0; i < n; i++ {
		data = append(data, one...)
	}
	path := filepath.Join(b.TempDir(), "sol.npy")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	measure(b, func() {
		sols, err := ReadSolutions(path)
		if err != nil || len(sols) != n {
			b.Fatal(err)
		}
	})
}

// BenchmarkWriteMillionNPY writes 1,000,000 solutions atomically.
func BenchmarkWriteMillionNPY(b *testing.B) {
	set, err := Read(millionFile(b, 1_000_000, NPY))
	if err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(b.TempDir(), "out.npy")
	b.ReportAllocs()
	measure(b, func() {
		if err := Write(out, set, nil); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkWriteMillionNPZ writes 1,000,000 puzzles and their solutions
// as a stored npz (np.savez's way), atomically.
func BenchmarkWriteMillionNPZ(b *testing.B) { benchWriteNPZ(b, WriteOptions{}) }

// BenchmarkWriteMillionNPZCompressed writes the same npz deflated.
func BenchmarkWriteMillionNPZCompressed(b *testing.B) { benchWriteNPZ(b, WriteOptions{Compress: true}) }

func benchWriteNPZ(b *testing.B, o WriteOptions) {
	set, err := Read(millionFile(b, 1_000_000, NPY))
	if err != nil {
		b.Fatal(err)
	}
	sols := make([]grid.Grid, len(set.Entries))
	for i := range sols {
		sols[i] = set.Entries[i].Puzzle.Givens
	}
	out := filepath.Join(b.TempDir(), "out.npz")
	b.ReportAllocs()
	measure(b, func() {
		if err := WriteWith(out, set, sols, o); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkStreamMillion reads 1,000,000 puzzles a chunk at a time and
// writes them beside their "solutions" (the givens: no solving, only
// the streaming itself is timed), as solve -o does, in each format.
func BenchmarkStreamMillion(b *testing.B) {
	in := millionFile(b, 1_000_000, NPY)
	open := func() (*Stream, error) { return OpenStream(in) }
	solve := func(chunk *Set) ([]grid.Grid, error) {
		sols := make([]grid.Grid, len(chunk.Entries))
		for i := range sols {
			sols[i] = chunk.Entries[i].Puzzle.Givens
		}
		return sols, nil
	}
	for _, f := range Formats {
		b.Run(f.Ext()[1:], func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "out"+f.Ext())
			measure(b, func() {
				err := WriteFile(out, func(w io.Writer) error { return EncodeStream(w, f, open, solve, WriteOptions{}) })
				if err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
