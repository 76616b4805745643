package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

func init() { commands["solve"] = runSolve }

// outcome is what solve found for one puzzle; its solution is kept
// apart, in the slice that is written out, so that a set of a million
// puzzles holds each solved grid once.
type outcome struct {
	status  solver.Status
	invalid error // the puzzle's givens are not a valid puzzle
}

func (o outcome) String() string {
	if o.invalid != nil {
		return "invalid"
	}
	return o.status.String()
}

func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve", "[-o OUT] [-check REF] [-json] FILE", stderr)
	out := fs.String("o", "", "write the solved set to `OUT` (.npy, .npz or .txt)")
	check := fs.String("check", "", "compare with the reference solutions in `REF`")
	asJSON := fs.Bool("json", false, "print one JSON object a puzzle")
	set, file := readOneSet(fs, args, stderr)
	if set == nil {
		return 2
	}
	var refs []grid.Grid
	if *check != "" {
		var err error
		if refs, err = puzzlefile.ReadSolutions(*check); err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return 2
		}
		if len(refs) != len(set.Entries) {
			fmt.Fprintf(stderr, "sudoku-studio: %s has %d solutions for the %d puzzles of %s\n",
				*check, len(refs), len(set.Entries), file)
			return 2
		}
	}

	start := time.Now()
	outcomes, solutions := solveAll(set.Entries, progressTo(stderr))
	elapsed := time.Since(start)

	w := bufio.NewWriter(stdout)
	var counts [5]int // unique, multiple, none, invalid, unknown
	mismatches := 0
	for i, o := range outcomes {
		switch {
		case o.invalid != nil:
			counts[3]++
		case o.status == solver.Unique:
			counts[0]++
		case o.status == solver.Multiple:
			counts[1]++
		case o.status == solver.Unknown:
			counts[4]++
		default:
			counts[2]++
		}
		match := true
		if refs != nil {
			match = matches(set.Entries[i].Puzzle, o, solutions[i], refs[i])
			if !match {
				mismatches++
			}
		}
		if *asJSON {
			writeJSONLine(w, i, o, solutions[i], refs != nil, match)
		}
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", err)
		return 2
	}
	if *out != "" {
		if err := puzzlefile.Write(*out, set, solutions); err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return 2
		}
	}
	n := len(outcomes)
	perPuzzle := 0.0
	if n > 0 {
		perPuzzle = float64(elapsed.Microseconds()) / float64(n)
	}
	unknown := ""
	if counts[4] > 0 {
		unknown = fmt.Sprintf(", %d unknown (the search gave up)", counts[4])
	}
	fmt.Fprintf(stderr, "%d puzzles: %d unique, %d multiple, %d none, %d invalid%s; %d mismatches; %.1f µs/puzzle\n",
		n, counts[0], counts[1], counts[2], counts[3], unknown, mismatches, perPuzzle)
	if mismatches > 0 {
		return 1
	}
	return 0
}

// matches reports whether an outcome agrees with a reference solution.
// "No solution expected" matches both none and invalid; a puzzle with
// several solutions matches any reference that solves it.
func matches(p grid.Puzzle, o outcome, solution, ref grid.Grid) bool {
	if puzzlefile.IsNoSolution(ref) {
		return o.invalid != nil || o.status == solver.None
	}
	switch {
	case o.invalid != nil || o.status == solver.None || o.status == solver.Unknown:
		return false
	case o.status == solver.Multiple:
		return p.IsSolution(ref)
	}
	return solution == ref
}

type jsonOutcome struct {
	Index    int    `json:"index"`
	Status   string `json:"status"`
	Solution string `json:"solution,omitempty"`
	Error    string `json:"error,omitempty"`
	Match    *bool  `json:"match,omitempty"`
}

func writeJSONLine(w io.Writer, i int, o outcome, solution grid.Grid, checked, match bool) {
	j := jsonOutcome{Index: i, Status: o.String()}
	if o.invalid != nil {
		j.Error = o.invalid.Error()
	} else if o.status == solver.Unique || o.status == solver.Multiple {
		j.Solution = solution.String()
	}
	if checked {
		j.Match = &match
	}
	b, _ := json.Marshal(j) // a struct of strings, ints and bools always encodes
	w.Write(append(b, '\n'))
}

// solveAll solves every entry on all cores and returns the outcomes and
// the solutions (the all -1 grid where there is none) in input order.
// progress, if not nil, is told how many are done.
func solveAll(entries []puzzlefile.Entry, progress func(done, total int)) ([]outcome, []grid.Grid) {
	outcomes := make([]outcome, len(entries))
	solutions := make([]grid.Grid, len(entries))
	const chunk = 256
	var next, done atomic.Int64
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s solver.Solver
			for {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(entries) {
					return
				}
				hi := min(lo+chunk, len(entries))
				for i := lo; i < hi; i++ {
					e := &entries[i]
					err := e.Err
					if err == nil {
						err = e.Puzzle.Validate()
					}
					if err != nil {
						outcomes[i].invalid = err
						solutions[i] = puzzlefile.NoSolution()
						continue
					}
					r := s.Solve(e.Puzzle, 2)
					outcomes[i].status = r.Status
					if r.Status == solver.None || r.Status == solver.Unknown {
						r.Solution = puzzlefile.NoSolution()
					}
					solutions[i] = r.Solution
				}
				done.Add(int64(hi - lo))
			}
		}()
	}
	if progress == nil {
		wg.Wait()
		return outcomes, solutions
	}
	stop, stopped := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		tick := time.NewTicker(200 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				progress(-1, len(entries))
				return
			case <-tick.C:
				progress(int(done.Load()), len(entries))
			}
		}
	}()
	wg.Wait()
	close(stop)
	<-stopped
	return outcomes, solutions
}

// progressTo returns a progress bar drawn on stderr when stderr is a
// terminal, or nil. The bar appears only once a run has taken a second,
// so short runs print nothing extra; done < 0 clears it.
func progressTo(stderr io.Writer) func(done, total int) {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	if info, err := f.Stat(); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	start := time.Now()
	shown := false
	return func(done, total int) {
		if done < 0 {
			if shown {
				fmt.Fprint(f, "\r\033[K")
			}
			return
		}
		if time.Since(start) < time.Second || total == 0 {
			return
		}
		shown = true
		const width = 40
		filled := done * width / total
		bar := make([]byte, width)
		for i := range bar {
			bar[i] = '.'
			if i < filled {
				bar[i] = '#'
			}
		}
		fmt.Fprintf(f, "\r[%s] %d/%d puzzles", bar, done, total)
	}
}
