// Package render is the render command: the board of one puzzle of a
// file, at one step of its solution path or at every step, written as
// SVG or PNG by the same painting code as the window's board. It needs
// no display: it draws into images and documents, never a window.
package render

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Command is the name the command goes by on the command line.
const Command = "render"

const usage = "[-i N] [-step K|-all|-progress] [-branch N|all] [-nested] [-theme light|dark] [-size PX] FILE -o OUT"

// Summary is the command's line in sudoku-studio help.
const Summary = "draw one puzzle's board, at a step of its path or at every step, as SVG or PNG"

// Run runs the render command with args (those after its name) and
// returns the process exit code: 0 done, 2 bad usage, an unreadable
// file or an unwritable picture.
func Run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(Command, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: sudoku-studio %s %s\n", Command, usage)
		fs.PrintDefaults()
	}
	index := fs.Int("i", 0, "draw puzzle number `N` of the file, counting from 0")
	step := fs.Int("step", 0, "draw the board after step `K` of the solution path (0: the puzzle as given)")
	all := fs.Bool("all", false, "draw the board after every step, OUT's name numbered: out-001.svg, out-002.svg…")
	themeName := fs.String("theme", "light", "the colours: `light` or dark")
	size := fs.Int("size", board.DefaultSize, "the board's side in `PX` (SVG user units)")
	out := fs.String("o", "", "the picture to write, `OUT`.svg or OUT.png")
	branchFlag := fs.String("branch", "", "the branch of a forcing net to draw: `N` (from 1) or all (default: as the window opens the step)")
	nested := fs.Bool("nested", false, "draw the nested path (as steps -nested gives it): nested forcing chains before guessing")
	progress := fs.Bool("progress", false, "draw the work a progress npz saved for the puzzle (entries, notes, colour marks), as solve mode shows it")
	files, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0 // -h printed the usage, as every command's -h does
	}
	if err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "sudoku-studio render: "+format+"\n", a...)
		return 2
	}
	switch {
	case len(files) != 1:
		fs.Usage()
		return 2
	case *out == "":
		return fail("no picture to write: give -o OUT.svg or -o OUT.png")
	case *themeName != "light" && *themeName != "dark":
		return fail("-theme %q: want light or dark", *themeName)
	case *size < 16 || *size > 4096:
		return fail("-size %d: want 16 to 4096", *size)
	case *all && *step != 0:
		return fail("-step and -all: give one")
	case *progress && (*all || *step != 0 || *branchFlag != "" || *nested):
		return fail("-progress draws the saved work, not the solution path: leave out -step, -all, -branch and -nested")
	}
	branch, err := parseBranch(*branchFlag)
	if err != nil {
		return fail("%v", err)
	}
	ext := strings.ToLower(filepath.Ext(*out))
	if ext != ".svg" && ext != ".png" {
		return fail("%s: the picture's name must end in .svg or .png", *out)
	}
	// Before the work: an OUT that is the input, or that cannot be
	// written, is refused with its reason.
	base := strings.TrimSuffix(*out, filepath.Ext(*out))
	first := *out
	if *all {
		first = numbered(base, 1, *out)
	}
	if err := atomicfile.CheckTarget(first, files[0]); err != nil {
		return fail("%v", err)
	}
	opts := board.Options{RegionColours: true, Candidates: true, Dark: *themeName == "dark", Size: *size}
	if *progress {
		m, err := progressModel(files[0], *index)
		if err != nil {
			return fail("%v", err)
		}
		if err := write(*out, ext, m, opts); err != nil {
			return fail("%v", err)
		}
		return 0
	}
	entry, err := puzzlefile.ReadEntry(files[0], *index) // this puzzle only: the file may hold millions
	var outside *puzzlefile.IndexError
	switch {
	case errors.As(err, &outside):
		return fail("no puzzle %d in %s: it holds %d (numbered from 0)", *index, files[0], outside.Len)
	case err != nil:
		return fail("%v", err)
	}
	if entry.Err != nil {
		return fail("%s puzzle %d: %v", files[0], *index, entry.Err)
	}
	tr := steps.Solve(entry.Puzzle)
	if *nested {
		tr = steps.SolveNested(entry.Puzzle)
	}
	if !*all {
		if *step < 0 || *step > len(tr.Steps) {
			return fail("-step %d: the path of puzzle %d has %s", *step, *index, words.Count(len(tr.Steps), "step", "steps"))
		}
		m := board.StepModel(tr, *step)
		if m.Branch, err = chooseBranch(m.Step, branch); err != nil {
			return fail("-step %d: %v", *step, err)
		}
		if err := write(*out, ext, m, opts); err != nil {
			return fail("%v", err)
		}
		return 0
	}
	for k := 1; k <= len(tr.Steps); k++ {
		name := numbered(base, k, *out)
		if err := atomicfile.RefuseInput(name, files[0]); err != nil {
			return fail("%v", err)
		}
		m := board.StepModel(tr, k)
		m.Branch, _ = chooseBranch(m.Step, branch) // a step without that branch is drawn whole
		if err := write(name, ext, m, opts); err != nil {
			return fail("%v", err)
		}
	}
	fmt.Fprintf(stdout, "%d pictures written: %s-001%s to %s-%03d%s\n", len(tr.Steps), base, filepath.Ext(*out), base, len(tr.Steps), filepath.Ext(*out))
	return 0
}

// branchOpening is the -branch value of no flag: the branch the window
// opens the step on (board.OpeningBranch).
const branchOpening = -1

// parseBranch reads -branch: "" for the opening branch, "all" for 0, or
// a branch number from 1.
func parseBranch(s string) (int, error) {
	switch s {
	case "":
		return branchOpening, nil
	case "all":
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("-branch %q: want a branch number from 1, or all", s)
	}
	return n, nil
}

// chooseBranch returns the Model.Branch that draws branch of st: the
// opening branch, all (0), or branch n when st has it.
func chooseBranch(st *steps.Step, branch int) (int, error) {
	switch {
	case branch == branchOpening:
		return board.OpeningBranch(st), nil
	case branch == 0:
		return 0, nil
	case st == nil || branch > len(st.Branches):
		n := 0
		if st != nil {
			n = len(st.Branches)
		}
		return 0, fmt.Errorf("no branch %d: the step has %s", branch, words.Count(n, "branch", "branches"))
	}
	return branch, nil
}

// numbered is the name of -all's picture k: out-001.svg for out.svg.
func numbered(base string, k int, out string) string {
	return fmt.Sprintf("%s-%03d%s", base, k, filepath.Ext(out))
}

// write draws m into the file name, as SVG or PNG by ext, through the
// atomic writer: a full disk, a failed drawing or an interruption
// leaves the old picture as it was.
func write(name, ext string, m board.Model, opts board.Options) error {
	return atomicfile.Write(name, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 64<<10)
		var err error
		if ext == ".svg" {
			err = board.SVG(bw, m, opts, nil)
		} else {
			err = board.WritePNG(bw, m, opts)
		}
		if err != nil {
			return err
		}
		return bw.Flush()
	})
}

// parseInterspersed parses fs over args, letting flags come after the
// file too ("render FILE -o OUT"), as people type them.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}
