// Package printdialog is the window's File › Print to PDF…: the choices
// the print command takes (puzzles a page, solutions, ratings, page
// size, tints), the whole set or the puzzle shown as it stands, and a
// preview of the first page drawn by core/printout. The window gives it
// the puzzles and a way to run work in the background, and writes the
// PDF it composes.
package printdialog

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync/atomic"

	"github.com/sudoku-studio/sudoku-studio/core/booklet"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/printout"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// Choices are the print dialog's choices, as the print command's flags.
type Choices struct {
	PerPage   int  // 1, 2, 4 or 6
	Solutions bool // solution pages after the puzzles
	Ratings   bool // each puzzle's rating above its grid
	Tints     bool // light region tints (print -theme tinted)
	Paper     printout.Paper
	// Current prints only the puzzle shown, as it stands: the person's
	// entries grey beside the givens and their notes small in the cells.
	Current bool
}

// DefaultChoices are the print command's defaults.
func DefaultChoices() Choices {
	return Choices{PerPage: 4, Paper: printout.Papers[0]}
}

// Source is what there is to print.
type Source struct {
	Name    string             // the set's name, printed at the foot of each page
	Entries []puzzlefile.Entry // the set as it is now, the person's edits included (a copy: printing runs in the background)
	Index   int                // the puzzle shown
	// Entered and Notes are the person's work on the puzzle shown (solve
	// mode); Notes nil when there is none.
	Entered grid.Grid
	Notes   *[grid.NumCells]uint16
}

// Options are the layout options of the choices for src.
func Options(src Source, c Choices) printout.Options {
	return printout.Options{Paper: c.Paper, PerPage: c.PerPage, Solutions: c.Solutions, Tints: c.Tints, Footer: asciiOnly(src.Name)}
}

// Puzzles composes the printed puzzles: the whole set, or the puzzle
// shown as it stands; with firstPage only those the first page holds
// (for the preview). Ratings and solutions are found on all cores; done
// counts the puzzles finished. It stops with ctx's error.
func Puzzles(ctx context.Context, src Source, c Choices, firstPage bool, done *atomic.Int64) ([]printout.Puzzle, error) {
	entries, first := src.Entries, 0
	if c.Current && src.Index >= 0 && src.Index < len(entries) {
		entries, first = entries[src.Index:src.Index+1], src.Index
	}
	if len(entries) > booklet.MaxPuzzles {
		return nil, fmt.Errorf("%d puzzles, and a booklet holds at most %d: print the puzzle shown, or split the set", len(entries), booklet.MaxPuzzles)
	}
	if firstPage && len(entries) > c.PerPage {
		entries = entries[:c.PerPage]
	}
	ps, err := booklet.Make(ctx, entries, first, booklet.Choices{Ratings: c.Ratings, Solutions: c.Solutions}, done)
	if err != nil {
		return nil, err
	}
	if c.Current && len(ps) == 1 {
		ps[0].Entries = src.Entered
		if src.Notes != nil {
			ps[0].Marks = src.Notes
		}
	}
	return ps, nil
}

// Write composes the booklet and writes it to w as a PDF.
func Write(ctx context.Context, w io.Writer, src Source, c Choices, done *atomic.Int64) (pages, puzzles int, err error) {
	ps, err := Puzzles(ctx, src, c, false, done)
	if err != nil {
		return 0, 0, err
	}
	o := Options(src, c)
	if err := printout.Write(ctx, w, ps, o); err != nil {
		return 0, 0, err
	}
	return o.Pages(len(ps)), len(ps), nil
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
