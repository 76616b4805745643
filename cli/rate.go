package cli

import (
	"bufio"
	"encoding/json"
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

func init() { commands["rate"] = runRate }

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
	fs := newFlagSet("rate", "[-json] [-search MODE [-nologic] [-budget N]] FILE", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object a puzzle; the summary goes to stderr")
	opt := searchFlags(fs.FlagSet)
	file, code, ok := fs.oneFile(args)
	if !ok {
		return code
	}
	set, err := puzzlefile.Read(file)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	o, ok := opt(stderr)
	if !ok {
		return 2
	}
	// The counts are shown when a mode is asked for, guided included.
	showCounts := false
	fs.Visit(func(f *flag.Flag) { showCounts = showCounts || f.Name == "search" })
	start := time.Now()
	results := rateAll(set.Entries, o, progressTo(stderr))
	wall := time.Since(start)

	w := bufio.NewWriter(stdout)
	for i, r := range results {
		if *asJSON {
			writeRateJSON(w, i, r, o.Search, showCounts)
		} else {
			writeRateText(w, i, r, showCounts)
		}
	}
	summary := io.Writer(w)
	if *asJSON {
		summary = stderr // keep stdout to one JSON object a line
	} else if len(results) > 0 {
		fmt.Fprintln(w)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", err)
		return 2
	}
	writeRateSummary(summary, results, wall)
	if showCounts {
		writeSearchTotals(summary, results, o.Search)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", err)
		return 2
	}
	return 0
}

// rateAll finds and rates the path of every entry on all cores, keeping
// input order. Each trace is dropped as soon as it is rated, so memory
// stays small on big sets.
func rateAll(entries []puzzlefile.Entry, o steps.Options, progress func(done, total int)) []rated {
	results := make([]rated, len(entries))
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(entries) {
					return
				}
				results[i] = rateEntry(entries[i], o)
				done.Add(1)
			}
		}()
	}
	if progress == nil {
		wg.Wait()
		return results
	}
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-finished:
			progress(-1, len(entries))
			return results
		case <-tick.C:
			progress(int(done.Load()), len(entries))
		}
	}
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
func writeSearchTotals(w io.Writer, results []rated, m steps.SearchMode) {
	var total steps.SearchCounts
	stopped, searched := 0, 0
	for _, r := range results {
		if r.rating.Status == steps.Invalid {
			continue
		}
		searched++
		total.Nodes += r.counts.Nodes
		total.Backtracks += r.counts.Backtracks
		total.Deepest = max(total.Deepest, r.counts.Deepest)
		if r.counts.Stopped {
			stopped++
		}
	}
	fmt.Fprintf(w, "search %s: %d nodes, %d backtracks over %s, deepest %d", m,
		total.Nodes, total.Backtracks, words.Count(searched, "path", "paths"), total.Deepest)
	if stopped > 0 {
		fmt.Fprintf(w, "; %d stopped at the node budget", stopped)
	}
	fmt.Fprintln(w)
}

func writeRateJSON(w io.Writer, i int, r rated, m steps.SearchMode, showCounts bool) {
	rt := r.rating
	j := rateJSON{Index: i, Status: rt.Status.String(), Reason: r.reason, Unique: r.unique}
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

// writeRateSummary prints how the set splits by difficulty, how often
// each technique was used, and the timing line.
func writeRateSummary(w io.Writer, results []rated, wall time.Duration) {
	var byStatus [steps.Stopped + 1]int
	var byDifficulty [steps.Extreme + 1]int
	uses := map[string]int{}
	puzzles := map[string]int{}
	var total, slowest time.Duration
	slowestAt, timed := -1, 0
	for i, r := range results {
		byStatus[r.rating.Status]++
		if r.rating.Status == steps.Invalid {
			continue
		}
		timed++
		total += r.elapsed
		if slowestAt < 0 || r.elapsed > slowest {
			slowest, slowestAt = r.elapsed, i
		}
		if r.rating.Status == steps.Solved {
			byDifficulty[r.rating.Difficulty]++
		}
		for name, n := range r.rating.Uses {
			uses[name] += n
			puzzles[name]++
		}
	}
	fmt.Fprintf(w, "%d puzzles: %d solved, %d unsolvable, %d invalid", len(results),
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
	if timed > 0 {
		fmt.Fprintf(w, "\ntime: %s in %.2f s on %s; mean %.3f ms a puzzle, slowest %.3f ms (#%d)\n",
			words.Count(timed, "path", "paths"), wall.Seconds(), words.Count(runtime.GOMAXPROCS(0), "thread", "threads"),
			float64(total.Microseconds())/1000/float64(timed), float64(slowest.Microseconds())/1000, slowestAt)
	}
}
