package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// parseInterspersed parses fs over args, letting flags come after the
// positional arguments too ("solve FILE -o OUT"), as people type them.
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

// newFlagSet makes a flag set that reports errors instead of exiting,
// with a usage line for the command.
func newFlagSet(name, usage string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: sudoku-studio %s %s\n", name, usage)
		fs.PrintDefaults()
	}
	return fs
}

// readOneSet parses fs over args, which must name exactly one puzzle
// file, and reads it. When it returns a nil set, the command exits with
// code 2: the usage or the reader's reason has been printed.
func readOneSet(fs *flag.FlagSet, args []string, stderr io.Writer) (*puzzlefile.Set, string) {
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return nil, ""
	}
	if len(files) != 1 {
		fs.Usage()
		return nil, ""
	}
	set, err := puzzlefile.Read(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "sudoku-studio: %v\n", err)
		return nil, ""
	}
	return set, files[0]
}
