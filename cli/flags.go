package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// flagSet is a command's flags with its usage line. A wrong use prints
// one line saying what is wrong and one pointing to -h; -h prints the
// usage and every option.
type flagSet struct {
	*flag.FlagSet
	usage  string
	stderr io.Writer
}

// errHelp is what parse returns after -h printed the usage: the command
// exits 0.
var errHelp = errors.New("help shown")

// newFlagSet makes a flag set that reports errors instead of exiting,
// with a usage line for the command.
func newFlagSet(name, usage string, stderr io.Writer) *flagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed once, by fail
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, usage: usage, stderr: stderr}
}

// fail prints a wrong use's reason and the pointer to -h, and returns
// the exit code 2.
func (fs *flagSet) fail(format string, args ...any) int {
	fmt.Fprintf(fs.stderr, "sudoku-studio %s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fmt.Fprintf(fs.stderr, "usage: sudoku-studio %s %s (-h lists the options)\n", fs.Name(), fs.usage)
	return 2
}

// help prints the usage line and every option.
func (fs *flagSet) help() {
	fmt.Fprintf(fs.stderr, "usage: sudoku-studio %s %s\n", fs.Name(), fs.usage)
	fs.SetOutput(fs.stderr)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// parse parses args, letting flags come after the positional arguments
// too ("solve FILE -o OUT"), as people type them. On an error it has
// printed the reason (or, for -h, the help) and the command returns
// code(err).
func (fs *flagSet) parse(args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.help()
				return nil, errHelp
			}
			fs.fail("%v", err)
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		if args[0] == "--" {
			return append(positional, args[1:]...), nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// code is the exit code after parse failed: 0 for -h, 2 for a wrong use.
func code(err error) int {
	if errors.Is(err, errHelp) {
		return 0
	}
	return 2
}

// oneFile parses args, which must name exactly one puzzle file.
func (fs *flagSet) oneFile(args []string) (string, int, bool) {
	files, err := fs.parse(args)
	if err != nil {
		return "", code(err), false
	}
	switch len(files) {
	case 0:
		return "", fs.fail("no puzzle FILE given"), false
	case 1:
		return files[0], 0, true
	}
	return "", fs.fail("want one puzzle FILE, got %d: %s", len(files), strings.Join(files, " ")), false
}
