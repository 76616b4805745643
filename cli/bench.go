package cli

import (
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

func init() { register("bench", "time the exact solver over puzzle files", runBench) }

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("bench", "[-n RUNS] [-limit 1|2] FILE...", stderr)
	runs := fs.Int("n", 3, "time `RUNS` passes over each file and keep the best")
	limit := fs.Int("limit", 2, "solutions to look for: 1 solves, 2 also proves uniqueness")
	files, err := fs.parse(args)
	switch {
	case err != nil:
		return code(err)
	case len(files) == 0:
		return fs.fail("no puzzle FILE given")
	case *runs < 1:
		return fs.fail("-n %d: want at least 1 run", *runs)
	case *limit != 1 && *limit != 2:
		return fs.fail("-limit %d: want 1 or 2", *limit)
	}
	// Every file is opened (and its header checked) before any is
	// timed: a missing or unreadable one is said at once, not after
	// the others' timings.
	for _, name := range files {
		s, err := puzzlefile.OpenStream(name)
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v (nothing was timed)\n", err)
			return 2
		}
		s.Close()
	}
	for _, name := range files {
		var best time.Duration
		n := 0
		for r := 0; r < *runs; r++ {
			took, count, err := benchFile(name, *limit)
			if err != nil {
				fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
				return 2
			}
			if r == 0 || took < best {
				best = took
			}
			if n = count; n == 0 {
				break
			}
		}
		if n == 0 {
			fmt.Fprintf(stdout, "%s  0 puzzles\n", filepath.Base(name))
			continue
		}
		us := float64(best.Nanoseconds()) / 1e3 / float64(n)
		fmt.Fprintf(stdout, "%s  %d puzzles  %.1f µs/puzzle  %.0f puzzles/s\n",
			filepath.Base(name), n, us, 1e6/us)
	}
	return 0
}

// benchFile solves a file's valid puzzles in order on one goroutine, a
// chunk at a time, and returns the time the solving took (reading is
// not timed) and how many were solved. Memory stays that of a chunk,
// whatever the file's size.
func benchFile(name string, limit int) (time.Duration, int, error) {
	s, err := puzzlefile.OpenStream(name)
	if err != nil {
		return 0, 0, err
	}
	defer s.Close()
	var sv solver.Solver
	var took time.Duration
	n := 0
	puzzles := make([]grid.Puzzle, 0, puzzlefile.ChunkSize)
	for {
		chunk, err := s.Next(puzzlefile.ChunkSize)
		if err == io.EOF {
			return took, n, nil
		}
		if err != nil {
			return 0, 0, err
		}
		puzzles = puzzles[:0]
		chunk.GiveCandidates()
		for _, e := range chunk.Entries {
			if e.Err == nil {
				puzzles = append(puzzles, e.Puzzle)
			}
		}
		start := time.Now()
		for _, p := range puzzles {
			sv.Solve(p, limit)
		}
		took += time.Since(start)
		n += len(puzzles)
	}
}
