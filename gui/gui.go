// Package gui is the Sudoku Studio window: the board, the step view and
// the puzzle list. It draws what the engine in core computes and never
// solves anything itself.
package gui

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// AppID is the application's unique ID, as in FyneApp.toml.
const AppID = "io.github.sudokustudio"

// options are the window's command-line arguments.
type options struct {
	capture string // write a PNG of the window here and quit
	file    string // the puzzle set to open, "" for the samples
}

// usage is the window's part of the command line.
const usage = "usage: sudoku-studio [-capture OUT.png] [FILE]"

// parseArgs reads [-capture OUT.png] [FILE].
func parseArgs(args []string, stderr io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet("sudoku-studio", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.capture, "capture", "", "open the window, save its image as this PNG file and quit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	switch rest := fs.Args(); len(rest) {
	case 0:
	case 1:
		o.file = rest[0]
	default:
		return o, fmt.Errorf("one puzzle file at most, got %d: %s", len(rest), strings.Join(rest, " "))
	}
	if fs.Lookup("capture") != nil && o.capture == "" && containsFlag(args, "capture") {
		return o, errors.New("-capture needs a file name")
	}
	return o, nil
}

// containsFlag reports whether -name or --name was given.
func containsFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		a = strings.TrimLeft(a, "-")
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

var stderr io.Writer = os.Stderr
