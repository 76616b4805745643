package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

func init() {
	register("solve", "solve every puzzle of a file; -o writes the solutions, -check compares them", runSolve)
}

// outcome is what solve found for one puzzle; its solution is kept
// apart, in the slice that is written out.
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

// errInterrupted stops a run on Ctrl+C or SIGTERM.
var errInterrupted = errors.New("interrupted")

// solveRun is one solve command's state as it streams through a set.
type solveRun struct {
	ctx        context.Context
	refs       *puzzlefile.SolutionStream // nil without -check
	json       *bufio.Writer              // nil without -json
	done       atomic.Int64               // puzzles solved, for the progress bar
	counted    int                        // puzzles counted in the tally
	counts     [5]int                     // unique, multiple, none, invalid, unknown
	mismatches int
	solveTime  time.Duration
}

func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("solve", "[-o OUT [-format F] [-compress]] [-check REF] [-json] FILE", stderr)
	out := fs.String("o", "", "write the solved set to `OUT` (.npy, .npz, .txt, .csv or .ss; - for standard output)")
	format := fs.String("format", "", "with -o: the format `F` written, "+formatNames+" (by default OUT's extension gives it; text for -o -)")
	compress := fs.Bool("compress", false, "deflate the arrays of an npz (by default they are stored, as np.savez does)")
	check := fs.String("check", "", "compare with the reference solutions in `REF` (a CSV file's own solution column is compared without it)")
	asJSON := fs.Bool("json", false, "print one JSON object a puzzle")
	file, code, ok := fs.oneFile(args)
	if !ok {
		return code
	}
	outFormat := puzzlefile.FormatOf(*out)
	switch {
	case *format != "" && *out == "":
		return fs.fail("-format %s: only with -o (it names the format -o writes)", *format)
	case pictureOut(*out):
		return fs.fail("-o %s: %s", *out, pictureWords)
	case *out == "-" && *asJSON:
		return fs.fail("-json and -o - would both write to standard output: choose one")
	case *out == "-" || *format != "":
		var err error
		if outFormat, err = parseFormat(*format); err != nil {
			return fs.fail("%v", err)
		}
	}
	open := func() (*puzzlefile.Stream, error) { return puzzlefile.OpenStream(file) }
	var s *puzzlefile.Stream
	var err error
	if *out != "" && *out != "-" {
		// Before the work (a text file's index is read as it opens): an
		// OUT that is an input, or that cannot be written, is refused
		// with its reason.
		err = atomicfile.CheckTarget(*out, file, *check)
	}
	if err == nil {
		s, err = open()
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	n := s.Len()
	r := &solveRun{}
	if *check != "" {
		if r.refs, err = puzzlefile.OpenSolutions(*check); err != nil {
			s.Close()
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return 2
		}
		defer r.refs.Close()
		if r.refs.Len() != n {
			s.Close()
			fmt.Fprintf(stderr, "sudoku-studio: %s has %d solutions for the %d puzzles of %s\n", *check, r.refs.Len(), n, file)
			return 2
		}
	}
	var stop context.CancelFunc
	r.ctx, stop = interruptContext(context.Background())
	defer stop()
	if *asJSON {
		r.json = bufio.NewWriterSize(stdout, 256<<10)
	}
	endBar := startProgress(stderr, n, &r.done)

	opts := puzzlefile.WriteOptions{Compress: *compress}
	switch *out {
	case "":
		err = r.walk(s)
	case "-":
		s.Close()
		err = puzzlefile.EncodeStream(stdout, outFormat, open, r.solveChunk, opts)
	default:
		s.Close()
		err = puzzlefile.WriteFile(*out, func(w io.Writer) error {
			return puzzlefile.EncodeStream(w, outFormat, open, r.solveChunk, opts)
		})
	}
	endBar()
	if r.json != nil {
		if ferr := r.json.Flush(); ferr != nil && err == nil {
			err = fmt.Errorf("writing output: %w", ferr)
		}
	}
	return r.summary(stderr, err, n, *out)
}

// formatNames lists the names -format takes.
const formatNames = "text, npy, npz, csv, grid (nine-line grids, .ss), hodoku (library lines), pencil (pencil-mark grids) or sukaku (729-character lines)"

// parseFormat reads -format.
func parseFormat(name string) (puzzlefile.Format, error) {
	switch strings.ToLower(name) {
	case "", "text", "txt":
		return puzzlefile.Text, nil
	case "npy":
		return puzzlefile.NPY, nil
	case "npz":
		return puzzlefile.NPZ, nil
	case "csv":
		return puzzlefile.CSV, nil
	case "grid", "ss":
		return puzzlefile.Grid, nil
	case "hodoku":
		return puzzlefile.HoDoKu, nil
	case "pencil", "pm":
		return puzzlefile.PencilMarks, nil
	case "sukaku":
		return puzzlefile.Sukaku, nil
	}
	return 0, fmt.Errorf("-format %s: want %s", name, formatNames)
}

// walk solves every chunk of s when nothing is written.
func (r *solveRun) walk(s *puzzlefile.Stream) error {
	defer s.Close()
	for {
		chunk, err := s.Next(puzzlefile.ChunkSize)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if _, err := r.solveChunk(chunk); err != nil {
			return err
		}
	}
}

// summary prints the closing lines, each of them true of what happened,
// and returns the exit code: 0 done, 1 mismatches, 2 a fault, 130
// interrupted.
func (r *solveRun) summary(stderr io.Writer, err error, n int, out string) int {
	interrupted := errors.Is(err, errInterrupted)
	code := 0
	switch {
	case interrupted:
		code = 130
	case err != nil:
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		code = 2
	case r.mismatches > 0:
		code = 1
	}
	perPuzzle := 0.0
	if r.counted > 0 {
		perPuzzle = float64(r.solveTime.Microseconds()) / float64(r.counted)
	}
	unknown := ""
	if r.counts[4] > 0 {
		unknown = fmt.Sprintf(", %d unknown (the search gave up)", r.counts[4])
	}
	of := ""
	if r.counted != n {
		of = fmt.Sprintf(" of %d", n)
	}
	fmt.Fprintf(stderr, "%d%s puzzles: %d unique, %d multiple, %d none, %d invalid%s; %d mismatches; %.1f µs/puzzle\n",
		r.counted, of, r.counts[0], r.counts[1], r.counts[2], r.counts[3], unknown, r.mismatches, perPuzzle)
	if err == nil {
		return code
	}
	what := "stopped"
	if interrupted {
		what = "interrupted"
	}
	switch out {
	case "":
		fmt.Fprintf(stderr, "%s after %d of %d puzzles; nothing was to be written\n", what, r.counted, n)
	case "-":
		fmt.Fprintf(stderr, "%s after %d of %d puzzles: standard output got an unfinished file\n", what, r.counted, n)
	default:
		fmt.Fprintf(stderr, "%s after %d of %d puzzles: %s was not written (the old file, if any, is unchanged)\n", what, r.counted, n, out)
	}
	return code
}

// solveChunk solves a chunk on all cores and tallies it, in order: the
// JSON lines, the check against the references, the counts.
func (r *solveRun) solveChunk(chunk *puzzlefile.Set) ([]grid.Grid, error) {
	if r.ctx.Err() != nil {
		return nil, errInterrupted
	}
	chunk.GiveCandidates() // the solver honours a pencil-mark puzzle's candidates
	start := time.Now()
	outcomes, solutions := solveAll(r.ctx, chunk.Entries, &r.done)
	r.solveTime += time.Since(start)
	if r.ctx.Err() != nil {
		return nil, errInterrupted
	}
	refs, own := chunk.Solutions, true // a CSV file's solution column
	if r.refs != nil {
		var err error
		if refs, err = r.refs.Next(len(chunk.Entries)); err != nil {
			return nil, err
		}
		own = false
	}
	for i, o := range outcomes {
		switch {
		case o.invalid != nil:
			r.counts[3]++
		case o.status == solver.Unique:
			r.counts[0]++
		case o.status == solver.Multiple:
			r.counts[1]++
		case o.status == solver.Unknown:
			r.counts[4]++
		default:
			r.counts[2]++
		}
		// A row of a solution column left empty has no reference.
		checked := refs != nil && !(own && refs[i] == grid.Grid{})
		match := true
		if checked {
			if match = matches(chunk.Entries[i].Puzzle, o, solutions[i], refs[i]); !match {
				r.mismatches++
			}
		}
		if r.json != nil {
			writeJSONLine(r.json, r.counted+i, o, solutions[i], checked, match)
		}
	}
	r.counted += len(outcomes)
	if r.json != nil {
		if err := r.json.Flush(); err != nil {
			return nil, fmt.Errorf("writing output: %w", err)
		}
	}
	return solutions, nil
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
// the solutions (the all -1 grid where there is none) in input order,
// adding to done as puzzles are solved. It stops early, with the rest
// unsolved, once ctx is done.
func solveAll(ctx context.Context, entries []puzzlefile.Entry, done *atomic.Int64) ([]outcome, []grid.Grid) {
	outcomes := make([]outcome, len(entries))
	solutions := make([]grid.Grid, len(entries))
	const chunk = 256
	var next atomic.Int64
	var wg sync.WaitGroup
	workers := runtime.GOMAXPROCS(0)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s solver.Solver
			for ctx.Err() == nil {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(entries) {
					return
				}
				hi := min(lo+chunk, len(entries))
				for i := lo; i < hi; i++ {
					e := &entries[i]
					if e.Err != nil {
						outcomes[i].invalid = e.Err
						solutions[i] = puzzlefile.NoSolution()
						continue
					}
					r := s.Solve(e.Puzzle, 2)
					// Givens out of range or clashing give None; only
					// then is Validate asked which, so that the valid
					// puzzles, nearly all, are not checked twice (it
					// cost 6 % of a batch of easy puzzles).
					if r.Status == solver.None {
						if err := e.Puzzle.Validate(); err != nil {
							outcomes[i].invalid = err
							solutions[i] = puzzlefile.NoSolution()
							continue
						}
					}
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
	wg.Wait()
	return outcomes, solutions
}
