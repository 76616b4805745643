// Package cli runs the engine's commands from the command line:
// solve, steps, rate, bench and generate.
package cli

import (
	"fmt"
	"io"
)

var commands = map[string]func(args []string, stdout, stderr io.Writer) int{}

// IsCommand reports whether name is one of the commands.
func IsCommand(name string) bool { _, ok := commands[name]; return ok }

// Run runs the command args[0] with the rest of args and returns the
// process exit code: 0 done, 1 a check failed, 2 bad usage or unreadable input.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "sudoku-studio: unknown command %q\n", args[0])
		return 2
	}
	return cmd(args[1:], stdout, stderr)
}
