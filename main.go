// Command sudoku-studio opens the Sudoku Studio window, or runs one of the
// engine's commands (solve, steps, rate, bench, generate) from the command line.
package main

import (
	"os"

	// Before Fyne, whose initialisation reads the locale.
	_ "github.com/sudoku-studio/sudoku-studio/internal/plainlocale"

	"fyne.io/fyne/v2/app"

	"github.com/sudoku-studio/sudoku-studio/cli"
	"github.com/sudoku-studio/sudoku-studio/gui"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(gui.Main(app.NewWithID(gui.AppID), os.Args[1:]))
}
