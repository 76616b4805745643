package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func init() {
	register("rate", "rate every puzzle of a file by the hardest technique its path needs", runRate)
}

// rated is the rating of one puzzle and the time its path took.
type rated struct {
	rating  steps.Rating
	unique  bool
	reason  string // why the puzzle is invalid, or why its path stops short
	elapsed time.Duration
	counts  steps.SearchCounts
}

// rateJSON is one line of rate -json.
type rateJSON struct {
	Index      int    `json:"index"`
	Status     string `json:"status"`
	Reason     string `json:"reason,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	Score      int    `json:"score"`
	Hardest    string `json:"hardest,omitempty"`
	Guesses    int    `json:"guesses"`
	Steps      int    `json:"steps"`
	Unique     bool   `json:"unique"`
	// Profile names the technique profile the rating was made with.
	Profile string `json:"profile"`
	// The search's counts, with -search only.
	Search *searchJSON `json:"search,omitempty"`
}

// searchJSON is a path's search counts in rate -json.
type searchJSON struct {
	Mode       string `json:"mode"`
	Nodes      int    `json:"nodes"`
	Backtracks int    `json:"backtracks"`
	Deepest    int    `json:"deepest"`
	Stopped    bool   `json:"stopped,omitempty"`
}

func runRate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("rate", "[-json] [-techniques FILE | -nested | -search MODE [-nologic] [-budget N]] FILE", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object a puzzle; the summary goes to stderr")
	opt := searchFlags(fs.FlagSet)
	nested := nestedFlag(fs.FlagSet)
	techniques := techniquesFlag(fs.FlagSet)
	file, code, ok := fs.oneFile(args)
	if !ok {
		return code
	}
	o, ok := opt(stderr)
	if !ok || !nestedFits(*nested, o, stderr) {
		return 2
	}
	prof, ok := techniques(stderr)
	if !ok || !profileFits(prof, *nested, o, stderr) {
		return 2
	}
	rate := func(e puzzlefile.Entry) rated { return rateEntry(e, o) }
	switch {
	case *nested:
		rate = rateNested
	case !prof.IsDefault():
		rate = func(e puzzlefile.Entry) rated { return rateProfile(e, prof) }
	}
	stream, err := puzzlefile.OpenStream(file)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	defer stream.Close()
	// The counts are shown when a mode is asked for, guided included.
	showCounts := false
	fs.Visit(func(f *flag.Flag) { showCounts = showCounts || f.Name == "search" })
	ctx, stop := interruptContext(context.Background())
	defer stop()
	var done atomic.Int64
	endBar := startProgress(stderr, stream.Len(), &done)
	start := time.Now()
	// The set streams a chunk at a time and each result is printed and
	// tallied as its chunk ends: nothing grows with the set.
	w := bufio.NewWriter(stdout)
	tally := newRateTally()
	for err == nil {
		var chunk *puzzlefile.Set
		if chunk, err = stream.Next(puzzlefile.ChunkSize); err != nil {
			break
		}
		chunk.GiveCandidates() // a pencil-mark puzzle is rated from its candidates
		results := rateAll(ctx, chunk.Entries, rate, &done)
		if ctx.Err() != nil {
			err = errInterrupted
			break
		}
		for _, r := range results {
			if *asJSON {
				writeRateJSON(w, tally.n, r, o.Search, showCounts)
			} else {
				writeRateText(w, tally.n, r, showCounts)
			}
			tally.add(r)
		}
	}
	endBar()
	wall := time.Since(start)
	summary := io.Writer(w)
	if *asJSON {
		summary = stderr // keep stdout to one JSON object a line
	} else if tally.n > 0 {
		fmt.Fprintln(w)
	}
	if ferr := w.Flush(); ferr != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", ferr)
		return 2
	}
	switch {
	case errors.Is(err, errInterrupted):
		fmt.Fprintf(stderr, "interrupted after %d of %d puzzles; the summary below is of those\n", tally.n, stream.Len())
	case err != nil && err != io.EOF:
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	writeRateSummary(summary, tally, prof, wall)
	if !*nested && o.Search == steps.Guided && !o.NoLogic && prof.IsDefault() {
		writeGuessHint(summary, tally)
	}
	if showCounts {
		writeSearchTotals(summary, tally, o.Search)
	}
	if ferr := w.Flush(); ferr != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", ferr)
		return 2
	}
	if errors.Is(err, errInterrupted) {
		return 130
	}
	return 0
}

// rateAll finds and rates the path of every entry on all cores, keeping
// input order, and adds to done as puzzles are rated. Each trace is
// dropped as soon as it is rated. It stops early once ctx is done.
func rateAll(ctx context.Context, entries []puzzlefile.Entry, rate func(puzzlefile.Entry) rated, done *atomic.Int64) []rated {
	results := make([]rated, len(entries))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1)) - 1
				if i >= len(entries) {
					return
				}
				results[i] = rate(entries[i])
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	return results
}

func rateEntry(e puzzlefile.Entry, o steps.Options) rated {
	if e.Err != nil {
		return rated{rating: steps.Rating{Status: steps.Invalid}, reason: e.Err.Error()}
	}
	start := time.Now()
	// No path is held: a plain search's rating comes from its counts, a
	// full or MRV search's from its steps as they are made, so a node
	// budget of any size rates in bounded memory.
	tr, rating, ok := steps.CountedPath(e.Puzzle, o)
	if !ok {
		sum, _ := steps.Stream(e.Puzzle, o, func(int, *steps.Step) error { return nil }) // the consumer never fails
		tr, rating = sum.Trace, sum.Rating
	}
	r := rated{rating: rating, reason: tr.Reason, unique: tr.Exact.Status == solver.Unique, counts: tr.Counts}
	r.elapsed = time.Since(start)
	return r
}

// rateNested rates the guided path with nested forcing chains
// (steps.SolveNested): it is built whole, its steps being few.
func rateNested(e puzzlefile.Entry) rated {
	if e.Err != nil {
		return rated{rating: steps.Rating{Status: steps.Invalid}, reason: e.Err.Error()}
	}
	start := time.Now()
	tr := steps.SolveNested(e.Puzzle)
	r := rated{rating: tr.Rate(), reason: tr.Reason, unique: tr.Exact.Status == solver.Unique, counts: tr.Counts}
	r.elapsed = time.Since(start)
	return r
}

func writeRateText(w io.Writer, i int, r rated, showCounts bool) {
	counts := ""
	if showCounts {
		c := r.counts
		counts = fmt.Sprintf("  nodes %d  backtracks %d  depth %d", c.Nodes, c.Backtracks, c.Deepest)
	}
	switch rt := r.rating; rt.Status {
	case steps.Invalid:
		fmt.Fprintf(w, "#%d  invalid: %s\n", i, r.reason)
	case steps.Unsolvable, steps.Undecided, steps.Stopped:
		fmt.Fprintf(w, "#%d  %s  guesses %d  steps %d%s\n", i, rt.Status, rt.Guesses, rt.Steps, counts)
	default:
		note := ""
		if !r.unique {
			note = "  (several solutions)"
		}
		fmt.Fprintf(w, "#%d  %-7s  score %d  hardest %s  guesses %d  steps %d%s%s\n",
			i, rt.Difficulty, rt.Score, rt.Hardest, rt.Guesses, rt.Steps, counts, note)
	}
}

// writeSearchTotals prints the search counts summed over the set.
func writeSearchTotals(w io.Writer, t *rateTally, m steps.SearchMode) {
	fmt.Fprintf(w, "search %s: %d nodes, %d backtracks over %s, deepest %d", m,
		t.search.Nodes, t.search.Backtracks, words.Count(t.searched, "path", "paths"), t.search.Deepest)
	if t.stopped > 0 {
		fmt.Fprintf(w, "; %d stopped at the node budget", t.stopped)
	}
	fmt.Fprintln(w)
}

func writeRateJSON(w io.Writer, i int, r rated, m steps.SearchMode, showCounts bool) {
	rt := r.rating
	j := rateJSON{Index: i, Status: rt.Status.String(), Reason: r.reason, Unique: r.unique, Profile: rt.Profile}
	if j.Profile == "" {
		j.Profile = steps.DefaultProfileName
	}
	if showCounts && rt.Status != steps.Invalid {
		c := r.counts
		j.Search = &searchJSON{Mode: m.String(), Nodes: c.Nodes, Backtracks: c.Backtracks, Deepest: c.Deepest, Stopped: c.Stopped}
	}
	if rt.Status != steps.Invalid {
		j.Score, j.Guesses, j.Steps = rt.Score, rt.Guesses, rt.Steps
	}
	if rt.Status == steps.Solved {
		j.Difficulty, j.Hardest = rt.Difficulty.String(), rt.Hardest
	}
	b, _ := json.Marshal(j) // strings, ints and bools always encode
	w.Write(append(b, '\n'))
}

// rateTally sums up the rated puzzles for the closing lines, so that no
// puzzle's result is held once it is printed.
type rateTally struct {
	n            int // puzzles tallied; the next one's index
	byStatus     [steps.Stopped + 1]int
	byDifficulty [steps.Extreme + 1]int
	uses         map[string]int // steps a technique, outside guesses
	puzzles      map[string]int // puzzles that use a technique
	total        time.Duration
	slowest      time.Duration
	slowestAt    int
	timed        int
	search       steps.SearchCounts // summed over the paths searched
	searched     int
	stopped      int
	guessed      int // solved puzzles whose path guesses
}

func newRateTally() *rateTally {
	return &rateTally{uses: map[string]int{}, puzzles: map[string]int{}, slowestAt: -1}
}

// add tallies the next puzzle's result.
func (t *rateTally) add(r rated) {
	i := t.n
	t.n++
	t.byStatus[r.rating.Status]++
	if r.rating.Status == steps.Invalid {
		return
	}
	t.timed++
	t.total += r.elapsed
	if t.slowestAt < 0 || r.elapsed > t.slowest {
		t.slowest, t.slowestAt = r.elapsed, i
	}
	if r.rating.Status == steps.Solved {
		t.byDifficulty[r.rating.Difficulty]++
		if r.rating.Guesses > 0 {
			t.guessed++
		}
	}
	for name, n := range r.rating.Uses {
		t.uses[name] += n
		t.puzzles[name]++
	}
	t.searched++
	t.search.Nodes += r.counts.Nodes
	t.search.Backtracks += r.counts.Backtracks
	t.search.Deepest = max(t.search.Deepest, r.counts.Deepest)
	if r.counts.Stopped {
		t.stopped++
	}
}

// writeRateSummary prints how the set splits by difficulty, how often
// each technique was used, and the timing line.
func writeRateSummary(w io.Writer, t *rateTally, prof steps.Profile, wall time.Duration) {
	byStatus, byDifficulty, uses, puzzles := t.byStatus, t.byDifficulty, t.uses, t.puzzles
	timed, total, slowest, slowestAt := t.timed, t.total, t.slowest, t.slowestAt
	fmt.Fprintf(w, "%d puzzles: %d solved, %d unsolvable, %d invalid", t.n,
		byStatus[steps.Solved], byStatus[steps.Unsolvable], byStatus[steps.Invalid])
	if n := byStatus[steps.Undecided]; n > 0 {
		fmt.Fprintf(w, ", %d undecided", n)
	}
	if n := byStatus[steps.Stopped]; n > 0 {
		fmt.Fprintf(w, ", %d stopped", n)
	}
	fmt.Fprintln(w)
	if byStatus[steps.Solved] > 0 {
		fmt.Fprint(w, "difficulty:")
		for d := steps.Easy; d <= steps.Extreme; d++ {
			fmt.Fprintf(w, " %s %d", d, byDifficulty[d])
		}
		fmt.Fprintln(w)
	}
	if len(uses) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintf(w, "%-28s %8s %8s %8s\n", "technique", "steps", "puzzles", "share")
		for _, t := range steps.Techniques() {
			if n := uses[t.Name]; n > 0 {
				fmt.Fprintf(w, "%-28s %8d %8d %7.1f%%\n", t.Name, n, puzzles[t.Name],
					100*float64(puzzles[t.Name])/float64(timed))
			}
		}
		fmt.Fprintln(w, "(steps: uses outside guesses; puzzles: how many use it at least once, and their share of the set)")
	}
	writeProfileLine(w, prof)
	if timed > 0 {
		fmt.Fprintf(w, "\ntime: %s in %.2f s on %s; mean %.3f ms a puzzle, slowest %.3f ms (#%d)\n",
			words.Count(timed, "path", "paths"), wall.Seconds(), words.Count(runtime.GOMAXPROCS(0), "thread", "threads"),
			float64(total.Microseconds())/1000/float64(timed), float64(slowest.Microseconds())/1000, slowestAt)
	}
}

// writeGuessHint says, under the summary of guided paths, how many
// puzzles needed a guess and that -nested explains them by logic: the
// guided path keeps the nested forcing chains out for their cost.
func writeGuessHint(w io.Writer, t *rateTally) {
	if t.guessed == 0 {
		return
	}
	fmt.Fprintf(w, "%d of %s needed a guess: rate -nested explains them by logic, with nested forcing chains\n",
		t.guessed, words.Count(t.n, "puzzle", "puzzles"))
}
