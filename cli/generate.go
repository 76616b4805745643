package cli

import (
	"context"
	"errors"
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/interrupt"
)

func init() {
	register("generate", "make new puzzles, standard or jigsaw, by difficulty, technique or symmetry", runGenerate)
}

// generateUsage is the usage line of generate.
const generateUsage = "[-n N] [-layout standard|jigsaw|jigsaw-180|FILE] [-difficulty GRADE] " +
	"[-technique NAME [-hardest]] [-techniques FILE] [-symmetry none|180|90|mirror|diagonal] [-minimal] [-givens N] " +
	"[-seed S] [-timeout D] [-o OUT]"

// runGenerate makes puzzles and writes them to a file or, as text, to
// stdout; the summary goes to stderr. A run that ends early writes what
// it made, and exits 130 on Ctrl+C or SIGTERM, 1 at the time or attempt
// bound.
func runGenerate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("generate", generateUsage, stderr)
	n := fs.Int("n", 1, "make `N` puzzles")
	layout := fs.String("layout", "standard", "`LAYOUT`: standard, jigsaw (a new random layout a puzzle), jigsaw-180 (the same, symmetric under a half turn) or a puzzle file whose first puzzle's regions to use")
	difficulty := fs.String("difficulty", "", "aim at `GRADE`: easy, medium, hard, expert, master, grandmaster or extreme")
	technique := fs.String("technique", "", "aim at puzzles whose path uses the technique `NAME` (e.g. X-Wing)")
	hardest := fs.Bool("hardest", false, "with -technique: the technique must be the hardest step")
	symmetry := fs.String("symmetry", "none", "symmetry of the givens: none, 180, 90, mirror or diagonal")
	minimal := fs.Bool("minimal", false, "make minimal puzzles: removing any given leaves several solutions")
	givens := fs.Int("givens", 0, "at most `N` givens (0: no bound)")
	attempts := fs.Int("attempts", 0, "try at most `N` candidates a puzzle (0: no bound but the time)")
	seed := fs.Uint64("seed", 0, "the seed `S`: the same seed and options give the same puzzles (0: a random seed, printed)")
	timeout := fs.Duration("timeout", 2*time.Minute, "stop after `D` and keep what was made (0: no bound)")
	out := fs.String("o", "", "write the puzzles to `OUT` (.npy, .npz or .txt; - for standard output, the default)")
	techniques := techniquesFlag(fs.FlagSet)
	rest, err := fs.parse(args)
	switch {
	case err != nil:
		return code(err)
	case len(rest) > 0:
		return fs.fail("unexpected argument %q: generate reads no FILE (a layout file goes with -layout)", rest[0])
	case *n < 1:
		return fs.fail("-n %d: want at least 1 puzzle", *n)
	case *timeout < 0:
		return fs.fail("-timeout %s: want 0 (no bound) or a positive duration", *timeout)
	case pictureOut(*out):
		return fs.fail("-o %s: %s", *out, pictureWords)
	}
	req, err := generateRequest(*layout, *difficulty, *technique, *hardest, *symmetry, *minimal, *givens, *attempts)
	prof, ok := techniques(stderr)
	if !ok {
		return 2
	}
	req.Profile = prof
	if err == nil {
		var g *generate.Generator
		if g, err = generate.New(req); err == nil { // the request's own errors, before any work
			req = g.Request()
		}
	}
	if err == nil && *out != "" && puzzlefile.FormatOf(*out) == puzzlefile.NPY && (req.Jigsaw || !req.Layout.IsStandard()) {
		err = fmt.Errorf("%s: a .npy file holds no regions; write jigsaw puzzles to .npz or .txt", *out)
	}
	if err == nil && *out != "" && *out != "-" {
		// Before the work, not after it; a layout file is an input.
		err = atomicfile.CheckTarget(*out, layoutFile(*layout))
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	if *seed == 0 {
		*seed = rand.Uint64()
	}

	ctx, stop := interruptContext(context.Background())
	defer stop()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	bar := progressTo(stderr)
	var last generate.Progress // the final report: candidates tried, finished or not
	progress := func(p generate.Progress) {
		last = p
		if bar != nil {
			bar(p.Done, p.Total)
		}
	}
	start := time.Now()
	var tally generateTally
	sink, err := newGenerateSink(*out, stdout)
	var runErr error
	if err == nil {
		defer sink.close()
		_, runErr = generate.Each(ctx, req, *n, *seed, 0, progress, func(_ int, r generate.Result) error {
			tally.add(r)
			return sink.add(r)
		})
		if errors.Is(runErr, errSink) {
			err, runErr = sink.err, nil
		} else {
			err = sink.finish(puzzlefile.WriteOptions{})
		}
	}
	if bar != nil {
		bar(-1, *n)
	}
	elapsed := time.Since(start)

	code := 0
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		code = 2
	}
	writeErr := err
	writeGenerateSummary(stderr, req, &tally, *n, *seed, elapsed, last.Attempts)
	if runErr == nil && writeErr != nil {
		fmt.Fprintf(stderr, "%s\n", keptText(tally.made, *out, writeErr))
	}
	if runErr != nil {
		fmt.Fprintf(stderr, "stopped early: %s; %s\n", stopReason(runErr, *timeout), keptText(tally.made, *out, writeErr))
		if req.Technique != "" {
			writeTechniqueSeen(stderr, req.Technique, last)
		}
		switch {
		case code != 0: // the write failed: that fault is the code
		case errors.Is(runErr, context.Canceled):
			code = interrupt.ExitCode
		default:
			code = 1
		}
	}
	return code
}

// writeTechniqueSeen says how often the technique a run stopped short
// of came up at all: never, over many candidates, suggests that it does
// not occur on the layout (the Law of Leftovers on the boxes, say).
func writeTechniqueSeen(w io.Writer, technique string, p generate.Progress) {
	note := ""
	if p.Used == 0 && p.Attempts >= 100 {
		note = ": it may not occur on this layout"
	}
	fmt.Fprintf(w, "%s appeared in the paths of %d of the %d candidates tried%s\n", technique, p.Used, p.Attempts, note)
}

// layoutFile returns the file -layout names, or "" for a built-in layout.
func layoutFile(layout string) string {
	switch strings.ToLower(layout) {
	case "standard", "", "jigsaw", "jigsaw-180":
		return ""
	}
	return layout
}

// generateRequest builds the request the flags describe.
func generateRequest(layout, difficulty, technique string, hardest bool, symmetry string, minimal bool, givens, attempts int) (generate.Request, error) {
	req := generate.Request{Technique: technique, Hardest: hardest, Minimal: minimal, MaxGivens: givens, MaxAttempts: attempts}
	switch strings.ToLower(layout) {
	case "standard", "":
	case "jigsaw":
		req.Jigsaw = true
	case "jigsaw-180":
		req.Jigsaw, req.SymmetricLayout = true, true
	default:
		first, err := puzzlefile.ReadEntry(layout, 0) // the first puzzle only: the file may hold millions
		if err != nil {
			return req, err
		}
		if first.Puzzle.Layout == nil && first.Err != nil {
			return req, fmt.Errorf("%s: the first puzzle's region map cannot be the layout: %v", layout, first.Err)
		}
		if first.Puzzle.Layout == nil {
			return req, fmt.Errorf("%s: the file's first puzzle has no region map to use as the layout", layout)
		}
		req.Layout = first.Puzzle.Layout
	}
	var err error
	if req.Symmetry, err = generate.ParseSymmetry(symmetry); err != nil {
		return req, err
	}
	if difficulty != "" {
		if req.Difficulty, err = generate.ParseDifficulty(difficulty); err != nil {
			return req, err
		}
		req.ByDifficulty = true
	}
	return req, nil
}

// stopReason says in words why a run ended before making every puzzle.
func stopReason(err error, timeout time.Duration) string {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("the time bound of %s ran out", timeout)
	case errors.Is(err, context.Canceled):
		return "interrupted"
	case errors.Is(err, generate.ErrAttempts):
		return "a puzzle's goal was not met within the attempt bound"
	}
	return err.Error()
}

// keptText says what became of the puzzles made: written, or not
// when writing them failed with writeErr.
func keptText(made int, out string, writeErr error) string {
	switch {
	case made == 0:
		return "no puzzle was made, nothing written"
	case writeErr != nil && out != "":
		return fmt.Sprintf("the %s made %s not written: %s could not be written", words.Count(made, "puzzle", "puzzles"), pastVerb(made), out)
	case writeErr != nil:
		return fmt.Sprintf("the %s made %s not all written: standard output failed", words.Count(made, "puzzle", "puzzles"), pastVerb(made))
	case out != "":
		return fmt.Sprintf("the %s made %s written to %s", words.Count(made, "puzzle", "puzzles"), pluralVerb(made), out)
	}
	return fmt.Sprintf("the %s made %s written", words.Count(made, "puzzle", "puzzles"), pluralVerb(made))
}

func pastVerb(n int) string {
	if n == 1 {
		return "was"
	}
	return "were"
}

func pluralVerb(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// generateTally counts what a run made, for its summary.
type generateTally struct {
	made, givens int
	rated        bool
	byDifficulty [steps.Extreme + 1]int
	hardest      map[string]int
}

func (t *generateTally) add(r generate.Result) {
	t.made++
	t.givens += r.Puzzle.Givens.Filled()
	if r.Rated {
		if t.hardest == nil {
			t.hardest = map[string]int{}
		}
		t.rated = true
		t.byDifficulty[r.Rating.Difficulty]++
		t.hardest[r.Rating.Hardest]++
	}
}

// writeGenerateSummary prints what was made: how many of how many, the
// seed, the time, and the grades and hardest steps when rated.
func writeGenerateSummary(w io.Writer, req generate.Request, t *generateTally, n int, seed uint64, elapsed time.Duration, attempts int) {
	goal := req.Goal()
	if goal != "" {
		goal = " (" + goal + ")"
	}
	fmt.Fprintf(w, "%d of %d puzzles%s, seed %d, in %.2f s; %d candidates tried", t.made, n, goal, seed, elapsed.Seconds(), attempts)
	if t.made > 0 {
		fmt.Fprintf(w, ", %.1f givens a puzzle", float64(t.givens)/float64(t.made))
	}
	fmt.Fprintln(w)
	if !t.rated {
		return
	}
	fmt.Fprint(w, "difficulty:")
	for d := steps.Easy; d <= steps.Extreme; d++ {
		fmt.Fprintf(w, " %s %d", d, t.byDifficulty[d])
	}
	fmt.Fprint(w, "\nhardest step:")
	for _, tech := range steps.Techniques() {
		if k := t.hardest[tech.Name]; k > 0 {
			fmt.Fprintf(w, " %s %d;", tech.Name, k)
		}
	}
	fmt.Fprintln(w)
}
