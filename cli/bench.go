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

func init() { commands["bench"] = runBench }

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
	for _, name := range files {
		set, err := puzzlefile.Read(name)
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return 2
		}
		puzzles := make([]grid.Puzzle, 0, len(set.Entries))
		for _, e := range set.Entries {
			if e.Err == nil {
				puzzles = append(puzzles, e.Puzzle)
			}
		}
		n := len(puzzles)
		if n == 0 {
			fmt.Fprintf(stdout, "%s  0 puzzles\n", filepath.Base(name))
			continue
		}
		best := benchOnce(puzzles, *limit)
		for r := 1; r < *runs; r++ {
			best = min(best, benchOnce(puzzles, *limit))
		}
		us := float64(best.Nanoseconds()) / 1e3 / float64(n)
		fmt.Fprintf(stdout, "%s  %d puzzles  %.1f µs/puzzle  %.0f puzzles/s\n",
			filepath.Base(name), n, us, 1e6/us)
	}
	return 0
}

// benchOnce solves the puzzles in order on one goroutine and returns the time taken.
func benchOnce(puzzles []grid.Puzzle, limit int) time.Duration {
	var s solver.Solver
	start := time.Now()
	for _, p := range puzzles {
		s.Solve(p, limit)
	}
	return time.Since(start)
}
