package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/booklet"
	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/interrupt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

func init() {
	register("print", "print the puzzles of a file to a PDF booklet, optionally with ratings and solutions", runPrint)
}

func runPrint(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("print", "[-per-page 1|2|4|6] [-solutions] [-ratings] [-page a4|letter] [-theme print|tinted] [-tints] FILE -o OUT.pdf", stderr)
	perPage := fs.Int("per-page", 4, "puzzles a page: `N` = 1, 2, 4 or 6")
	withSolutions := fs.Bool("solutions", false, "add the solutions, smaller, on pages after the puzzles")
	withRatings := fs.Bool("ratings", false, "print each puzzle's rating (as rate gives it) beside its number")
	page := fs.String("page", "a4", "page `SIZE`: a4 or letter")
	tinted := fs.Bool("tints", false, "tint each region lightly, neighbouring regions apart (for jigsaws)")
	theme := fs.String("theme", "print", "the pages' look `NAME`: print (black on white, for any printer) or tinted (as -tints)")
	out := fs.String("o", "", "write the PDF to `OUT.pdf` (required; - for standard output)")
	file, code, ok := fs.oneFile(args)
	if !ok {
		return code
	}
	paper, err := printout.PaperNamed(*page)
	if err != nil {
		return fs.fail("-page: %v", err)
	}
	switch *theme {
	case "print":
	case "tinted":
		*tinted = true
	default:
		return fs.fail("-theme: unknown theme %q: want print or tinted", *theme)
	}
	o := printout.Options{Paper: paper, PerPage: *perPage, Solutions: *withSolutions, Tints: *tinted, Footer: asciiOnly(filepath.Base(file))}
	if err := o.Check(); err != nil {
		return fs.fail("-per-page: %v", err)
	}
	if *out == "" {
		return fs.fail("no output given: -o OUT.pdf names the PDF to write")
	}
	toStdout := *out == "-"
	if !toStdout {
		if err := atomicfile.CheckTarget(*out, file); err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
			return 2
		}
	}
	set, err := puzzlefile.Read(file)
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	switch n := len(set.Entries); {
	case n == 0:
		fmt.Fprintf(stderr, "sudoku-studio: %s: no puzzle to print\n", file)
		return 2
	case n > booklet.MaxPuzzles:
		fmt.Fprintf(stderr, "sudoku-studio: %s: %d puzzles, and a booklet holds at most %d: split the file\n", file, n, booklet.MaxPuzzles)
		return 2
	}
	for i, e := range set.Entries {
		if e.Err != nil {
			fmt.Fprintf(stderr, "sudoku-studio: %s: puzzle #%d (index %d) is invalid (%v); it is printed as read, without solution\n", file, i+1, i, e.Err)
		}
	}

	ctx, stop := interruptContext(context.Background())
	defer stop()
	set.GiveCandidates() // a pencil-mark puzzle is solved, rated and printed with its candidates
	puzzles, err := booklet.Make(ctx, set.Entries, 0, booklet.Choices{Ratings: *withRatings, Solutions: *withSolutions}, nil)
	switch {
	case err != nil || ctx.Err() != nil:
	case toStdout:
		// The PDF is made whole in memory first: a stopped run
		// sends nothing down the pipe.
		var buf bytes.Buffer
		if err = printout.Write(ctx, &buf, puzzles, o); err == nil {
			if _, err = stdout.Write(buf.Bytes()); err != nil {
				err = fmt.Errorf("writing to standard output: %w", err)
			}
		}
	default:
		err = atomicfile.Write(*out, func(w io.Writer) error { return printout.Write(ctx, w, puzzles, o) })
	}
	if ctx.Err() != nil || errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "sudoku-studio: interrupted: %s was not written (the old file, if any, is unchanged)\n", *out)
		return interrupt.ExitCode
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return 2
	}
	summary := stdout
	if toStdout {
		summary = stderr // stdout is the PDF
	}
	fmt.Fprintf(summary, "%s: %s on %s\n", *out, words.Count(len(puzzles), "puzzle", "puzzles"),
		words.Count(o.Pages(len(puzzles)), "page", "pages"))
	return 0
}

// asciiOnly replaces what the PDF's built-in fonts cannot show by '?'.
func asciiOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r > '~' {
			return '?'
		}
		return r
	}, s)
}
