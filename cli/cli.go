// Package cli runs the engine's commands from the command line:
// solve, steps, rate, bench and generate, and the top-level help,
// version and unknown-command messages for every command (render too,
// which main registers).
package cli

import (
	"fmt"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"io"
	"os"
	"sort"
	"strings"
)

// command is one command: a line saying what it does, and its run.
type command struct {
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

// register adds a command of this package.
func register(name, summary string, run func(args []string, stdout, stderr io.Writer) int) {
	commands[name] = command{summary: summary, run: run}
}

// Register adds a command that lives outside this package (render,
// which draws with the window's code), so that help lists it and an
// unknown command can be matched against it.
func Register(name, summary string, run func(args []string, stdout, stderr io.Writer) int) {
	register(name, summary, run)
}

// IsCommand reports whether name is one of the commands.
func IsCommand(name string) bool { _, ok := commands[name]; return ok }

// Run runs the command args[0] with the rest of args and returns the
// process exit code: 0 done, 1 a check failed, 2 bad usage or unreadable
// input, 130 interrupted.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd, ok := commands[args[0]]
	if !ok {
		return unknownCommand(args[0], false, stderr)
	}
	return cmd.run(args[1:], stdout, stderr)
}

// Main reads the whole command line (args without the program's name):
// a command, help, the version, or the window's arguments, for which it
// returns window true and runs nothing.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int, window bool) {
	if len(args) == 0 {
		return 0, true
	}
	switch args[0] {
	case "-h", "-help", "--help":
		writeHelp(stdout)
		return 0, false
	case "help":
		switch {
		case len(args) == 1:
			writeHelp(stdout)
			return 0, false
		case len(args) > 2:
			fmt.Fprintf(stderr, "sudoku-studio help: one command at most, got %s\n", strings.Join(args[1:], " "))
			return 2, false
		case args[1] == "window":
			fmt.Fprintf(stdout, "%s\n\n%s\n", windowUsage, windowHelp)
			return 0, false
		case !IsCommand(args[1]):
			return unknownCommand(args[1], false, stderr), false
		}
		return Run([]string{args[1], "-h"}, stdin, stdout, stderr), false
	case "-version", "--version", "version":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "sudoku-studio %s: takes no argument, got %s\n", args[0], strings.Join(args[1:], " "))
			return 2, false
		}
		fmt.Fprintln(stdout, versionLine())
		return 0, false
	}
	if IsCommand(args[0]) {
		return Run(args, stdin, stdout, stderr), false
	}
	if meantAsCommand(args[0]) {
		return unknownCommand(args[0], true, stderr), false
	}
	return 0, true
}

// windowUsage and windowHelp describe the window's own command line.
const (
	windowUsage = "usage: sudoku-studio [-capture OUT.png] [FILE]"
	windowHelp  = "Opens the window, with the puzzles of FILE (.npy, .npz or text) or the built-in samples.\n" +
		"-capture OUT.png saves the window's image and quits."
)

// writeHelp lists every command with one line each.
func writeHelp(w io.Writer) {
	fmt.Fprintln(w, "Sudoku Studio loads, solves and explains sudoku puzzles, standard and jigsaw.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: sudoku-studio [-capture OUT.png] [FILE]    open the window")
	fmt.Fprintln(w, "       sudoku-studio COMMAND [OPTIONS] ...         run a command")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	names := make([]string, 0, len(commands))
	width := 0
	for name := range commands {
		names = append(names, name)
		width = max(width, len(name))
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, name, commands[name].summary)
	}
	fmt.Fprintf(w, "  %-*s  %s\n", width, "help", "this list; help COMMAND shows a command's options (as COMMAND -h)")
	fmt.Fprintf(w, "  %-*s  %s\n", width, "version", "the version and the commit it was built from (also --version)")
}

// meantAsCommand reports whether a first argument that is not a command
// was meant as one rather than as the window's puzzle file: it names no
// file and looks like a word, not a file name ("solv", not
// "puzzles.txt", which the window reports missing itself).
func meantAsCommand(arg string) bool {
	if arg == "" || strings.HasPrefix(arg, "-") || strings.ContainsAny(arg, `./\`) {
		return false
	}
	_, err := os.Stat(arg)
	return err != nil
}

// unknownCommand says that name is no command, with the closest one
// when there is one, and returns exit code 2. orFile adds that no file
// has that name either, where a file would have opened the window.
func unknownCommand(name string, orFile bool, stderr io.Writer) int {
	switch close := closestCommand(name); {
	case close != "":
		fmt.Fprintf(stderr, "sudoku-studio: unknown command %q (did you mean %s?)\n", name, close)
	case orFile:
		fmt.Fprintf(stderr, "sudoku-studio: unknown command %q, and no file of that name: sudoku-studio help lists the commands\n", name)
	default:
		fmt.Fprintf(stderr, "sudoku-studio: unknown command %q: sudoku-studio help lists the commands\n", name)
	}
	return 2
}

// closestCommand returns the command name nearest to name, within two
// edits (or of which name is a start), or "".
func closestCommand(name string) string {
	best, bestDist := "", 3
	names := []string{"help", "version"}
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names) // ties go the same way every run
	lower := strings.ToLower(name)
	for _, n := range names {
		d := words.EditDistance(lower, n)
		if len(lower) >= 2 && strings.HasPrefix(n, lower) {
			d = min(d, 1)
		}
		if d < bestDist {
			best, bestDist = n, d
		}
	}
	return best
}
