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
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

func init() { register("steps", "print the solution path of one puzzle, step by step", runSteps) }

// runSteps prints the full solution path of one puzzle of a file.
func runSteps(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("steps", "[-i N] [-json] [-all-at K] [-techniques FILE | -nested | -search MODE [-nologic] [-budget N]] FILE", stderr)
	index := fs.Int("i", 0, "show puzzle number `N` of the file, counting from 0")
	asJSON := fs.Bool("json", false, "print one JSON object a step, then an end object")
	opt := searchFlags(fs.FlagSet)
	nested := nestedFlag(fs.FlagSet)
	techniques := techniquesFlag(fs.FlagSet)
	allAt := fs.Int("all-at", -1, "list every instance of every technique of the profile at the position after step `K` of the path (0: the puzzle), by technique, at most 50 each")
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
	if *allAt >= 0 && (*nested || o.Search != steps.Guided) {
		fmt.Fprintf(stderr, "sudoku-studio: -all-at goes with the guided path only, not with -nested or -search %s\n", o.Search)
		return 2
	}
	// This puzzle only: the file may hold millions.
	entry, err := puzzlefile.ReadEntry(file, *index)
	var outside *puzzlefile.IndexError
	switch {
	case errors.As(err, &outside):
		fmt.Fprintf(stderr, "sudoku-studio: no puzzle %d in %s: it holds %d (numbered from 0)\n", *index, file, outside.Len)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	if *allAt >= 0 {
		return allAtSteps(stdout, stderr, *index, *allAt, entry, prof, *asJSON)
	}
	if entry.Err != nil || o.Search == steps.Guided {
		// A guided path is short: built whole, it is printed with its
		// step numbers aligned.
		var tr *steps.Trace
		switch {
		case entry.Err != nil:
			tr = invalidTrace(entry)
		case *nested:
			tr = steps.SolveNested(entry.Puzzle)
		case !prof.IsDefault():
			tr = steps.SolveProfile(entry.Puzzle, prof)
		default:
			tr = steps.SolveWith(entry.Puzzle, o)
		}
		w := bufio.NewWriter(stdout)
		if *asJSON {
			err = tr.WriteJSON(w) // unchanged: no hint in the JSON
		} else {
			writeStepsText(w, *index, tr)
			if !*nested && !o.NoLogic && entry.Err == nil {
				writeNestedHint(w, tr)
			}
		}
		if err == nil {
			err = w.Flush()
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", err)
			return 2
		}
		return 0
	}
	return streamSteps(stdout, stderr, *index, entry.Puzzle, o, *asJSON)
}

// streamSteps prints a search mode's path step by step as the search
// makes it, holding none of it, so that a search of any node budget
// prints in bounded memory. Ctrl+C stops it with a line saying where.
func streamSteps(stdout, stderr io.Writer, index int, p grid.Puzzle, o steps.Options, asJSON bool) int {
	ctx, stop := interruptContext(context.Background())
	defer stop()
	w := bufio.NewWriterSize(stdout, 64<<10)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	l := p.Regions()
	if !asJSON {
		writeStepsHeader(w, index, p)
	}
	budget := o.NodeBudget
	if budget <= 0 {
		budget = steps.DefaultNodeBudget
	}
	// A node is a guess, and at most a contradiction and a backtrack.
	width := len(fmt.Sprint(3*budget + grid.NumCells))
	written := 0
	sum, err := steps.Stream(p, o, func(i int, st *steps.Step) error {
		if i%1024 == 0 && ctx.Err() != nil {
			return errInterrupted
		}
		var err error
		if asJSON {
			err = enc.Encode(st.JSON(i, l))
		} else {
			_, err = fmt.Fprintf(w, "%*d  %s%s\n", width, i, strings.Repeat("| ", st.Depth), st.Text)
		}
		written = i
		return err
	})
	if err == nil {
		if asJSON {
			err = enc.Encode(sum.End())
		} else {
			writeStepsEnd(w, sum.Trace, sum.Rating, sum.Final.Grid)
		}
	}
	if ferr := w.Flush(); err == nil {
		err = ferr
	}
	switch {
	case errors.Is(err, errInterrupted):
		fmt.Fprintf(stderr, "sudoku-studio: interrupted after %s: the path printed is unfinished\n", words.Count(written, "step", "steps"))
		return 130
	case err != nil:
		fmt.Fprintf(stderr, "sudoku-studio: writing output: %v\n", err)
		return 2
	}
	return 0
}

// invalidTrace is the path of an entry the reader refused: no step, the
// reader's reason.
func invalidTrace(e puzzlefile.Entry) *steps.Trace {
	p := e.Puzzle
	for c, d := range p.Givens {
		if d < 0 || d > 9 {
			p.Givens[c] = 0 // keep the printed grid to digits
		}
	}
	return &steps.Trace{
		Puzzle: p,
		States: []steps.State{steps.NewState(p)},
		Status: steps.Invalid,
		Reason: e.Err.Error(),
	}
}

// writeStepsText prints a path one step a line, each step indented by
// its depth so that the steps under a guess stand out.
func writeStepsText(w io.Writer, index int, tr *steps.Trace) {
	writeStepsHeader(w, index, tr.Puzzle)
	width := len(fmt.Sprint(len(tr.Steps)))
	for i := range tr.Steps {
		st := &tr.Steps[i]
		fmt.Fprintf(w, "%*d  %s%s\n", width, i+1, strings.Repeat("| ", st.Depth), st.Text)
	}
	var final grid.Grid
	if tr.Status != steps.Invalid {
		final = tr.Final().Grid
	}
	writeStepsEnd(w, tr, tr.Rate(), final)
}

// writeStepsHeader prints the puzzle a path starts from.
func writeStepsHeader(w io.Writer, index int, p grid.Puzzle) {
	fmt.Fprintf(w, "puzzle %d: %s", index, givensText(p.Givens))
	if l := p.Layout; l != nil && !l.IsStandard() {
		fmt.Fprintf(w, " regions %s", l.Letters())
	}
	fmt.Fprintln(w)
}

// writeStepsEnd prints how a path ended: its status, final grid,
// rating and search counts.
func writeStepsEnd(w io.Writer, tr *steps.Trace, r steps.Rating, final grid.Grid) {
	switch tr.Status {
	case steps.Solved:
		fmt.Fprintf(w, "solved: %s\n", final)
		fmt.Fprintf(w, "%s, score %d, hardest %s, %s, %s\n", r.Difficulty, r.Score, r.Hardest,
			words.Count(r.Guesses, "guess", "guesses"), words.Count(r.Steps, "step", "steps"))
		if tr.Exact.Status == solver.Multiple {
			fmt.Fprintln(w, "the puzzle has several solutions; this path ends in one of them")
		}
	case steps.Undecided:
		fmt.Fprintf(w, "undecided: %s\n", tr.Reason)
	case steps.Stopped:
		fmt.Fprintf(w, "stopped: %s\n", tr.Reason)
	case steps.Unsolvable:
		fmt.Fprint(w, "unsolvable: the puzzle has no solution")
		if tr.Reason != "" {
			fmt.Fprintf(w, " (%s)", tr.Reason)
		}
		fmt.Fprintln(w)
	default:
		fmt.Fprintf(w, "invalid: %s\n", tr.Reason)
		return
	}
	if tr.Mode != steps.Guided {
		fmt.Fprintf(w, "search %s: %s\n", tr.Mode, countsText(tr.Counts))
	}
}

// writeNestedHint closes the text of a guided path that guesses with a
// line saying that -nested explains it by logic: the guided path keeps
// the nested forcing chains out for their cost (seconds a puzzle), and
// without the line nothing says that a logical explanation exists.
func writeNestedHint(w io.Writer, tr *steps.Trace) {
	if tr.Status == steps.Solved && tr.Rate().Guesses > 0 {
		fmt.Fprintln(w, nestedHintSteps)
	}
}

// nestedHintSteps is the line under a guided path that guesses.
const nestedHintSteps = "the path guesses where no technique short of nested forcing chains applies: steps -nested explains it by logic"

// countsText writes a search's counts: "233 nodes, 231 backtracks, depth 10".
func countsText(c steps.SearchCounts) string {
	s := fmt.Sprintf("%s, %s, depth %d", words.Count(c.Nodes, "node", "nodes"),
		words.Count(c.Backtracks, "backtrack", "backtracks"), c.Deepest)
	if c.Stopped {
		s += ", stopped at the node budget"
	}
	return s
}

// nestedFlag adds -nested, which lets a guided path use the nested
// forcing chains (steps.SolveNested) before it guesses.
func nestedFlag(fs *flag.FlagSet) *bool {
	return fs.Bool("nested", false, "use nested forcing chains before guessing (guided only; seconds to minutes a hard puzzle)")
}

// nestedFits reports whether -nested goes with the search mode chosen:
// only the guided path takes techniques where logic runs out.
func nestedFits(nested bool, o steps.Options, stderr io.Writer) bool {
	if nested && (o.Search != steps.Guided || o.NoLogic) {
		fmt.Fprintf(stderr, "sudoku-studio: -nested goes with the guided path only, not with -search %s or -nologic\n", o.Search)
		return false
	}
	return true
}

// searchFlags adds the flags that choose a search mode to fs; the
// function it returns reads them once fs is parsed, printing the reason
// when they are wrong. A flag that would change nothing in the mode
// chosen is refused rather than ignored without a word.
func searchFlags(fs *flag.FlagSet) func(stderr io.Writer) (steps.Options, bool) {
	mode := fs.String("search", "guided", "search `MODE` where logic runs out: guided, full (the exact solver's search), mrv or plain")
	noLogic := fs.Bool("nologic", false, "with -search full: no logical techniques first, only the solver's own propagation")
	budget := fs.Int("budget", steps.DefaultNodeBudget, "with -search full, mrv or plain: stop the search after `N` nodes")
	return func(stderr io.Writer) (steps.Options, bool) {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		m, err := steps.ParseSearchMode(*mode)
		switch {
		case err != nil:
		case *budget <= 0:
			err = fmt.Errorf("-budget %d: want a positive node count", *budget)
		case set["budget"] && m == steps.Guided:
			err = errors.New("-budget: the guided path counts no nodes (it guesses only where logic runs out); give -search full, mrv or plain to cap a search")
		case set["nologic"] && m != steps.Full:
			err = fmt.Errorf("-nologic goes with -search full only: the guided path is logic first by design, and mrv and plain use no logic")
		}
		if err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return steps.Options{}, false
		}
		return steps.Options{Search: m, NoLogic: *noLogic, NodeBudget: *budget}, true
	}
}

// givensText writes givens as 81 characters, '.' for an empty cell.
func givensText(g grid.Grid) string {
	b := make([]byte, grid.NumCells)
	for c, d := range g {
		b[c] = '.'
		if d >= 1 && d <= 9 {
			b[c] = '0' + byte(d)
		}
	}
	return string(b)
}
