package puzzlefile

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// solvedFile writes n puzzles of unbiased_1000 (over and over, each
// beside a stand-in solution: the reader does not judge it) as a
// quizzes,solutions CSV or as 81-character lines.
func solvedFile(b *testing.B, n int, format Format) string {
	b.Helper()
	src, err := Read(shareddata.Path(b, "bench/unbiased_1000.txt"))
	if err != nil {
		b.Fatal(err)
	}
	set := &Set{Entries: make([]Entry, n)}
	sols := make([]grid.Grid, n)
	for i := range set.Entries {
		set.Entries[i] = src.Entries[i%len(src.Entries)]
		for c := range sols[i] {
			sols[i][c] = int8((c+i)%9 + 1)
		}
	}
	if format == CSV {
		set.Solutions = sols
	}
	path := filepath.Join(b.TempDir(), "solved"+format.Ext())
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	if err := Encode(f, format, set, nil); err != nil {
		b.Fatal(err)
	}
	return path
}

// streamCount reads a file through a Stream, as solve does, and returns
// how many puzzles came.
func streamCount(b *testing.B, path string) int {
	s, err := OpenStream(path)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	n := 0
	for {
		chunk, err := s.Next(ChunkSize)
		if err == io.EOF {
			return n
		}
		if err != nil {
			b.Fatal(err)
		}
		n += len(chunk.Entries)
	}
}

// BenchmarkStreamCSV streams 200,000 rows of quizzes,solutions (33 MB)
// the way solve does; BenchmarkStreamText the same puzzles as lines.
// solve's target: the CSV at 80 % of the text's throughput or more.
// cpu-s/op (CPU time, which other work on the machine barely moves)
// and peak-MB are the figures to compare.
func BenchmarkStreamCSV(b *testing.B)  { benchmarkStream(b, CSV) }
func BenchmarkStreamText(b *testing.B) { benchmarkStream(b, Text) }

func benchmarkStream(b *testing.B, format Format) {
	const n = 200_000
	path := solvedFile(b, n, format)
	info, _ := os.Stat(path)
	b.SetBytes(info.Size())
	b.ReportAllocs()
	measure(b, func() {
		if got := streamCount(b, path); got != n {
			b.Fatalf("%d puzzles, want %d", got, n)
		}
	})
}

// BenchmarkReadMillionCSV reads 1,000,000 rows of quizzes,solutions
// (164 MB) whole, as the window opens a set; BenchmarkReadMillionText
// reads the same puzzles as lines.
func BenchmarkReadMillionCSV(b *testing.B) {
	path := solvedFile(b, 1_000_000, CSV)
	b.ReportAllocs()
	measure(b, func() {
		set, err := Read(path)
		if err != nil || len(set.Entries) != 1_000_000 || len(set.Solutions) != 1_000_000 {
			b.Fatalf("%v", err)
		}
	})
}
