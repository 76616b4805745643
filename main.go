// Command sudoku-studio opens the Sudoku Studio window, or runs one of the
// engine's commands (solve, steps, rate, bench, generate) and render from the
// command line.
package main

import (
	"os"

	// Before Fyne, whose initialisation reads the locale.
	_ "github.com/sudoku-studio/sudoku-studio/internal/plainlocale"

	"fyne.io/fyne/v2/app"

	"github.com/sudoku-studio/sudoku-studio/cli"
	"github.com/sudoku-studio/sudoku-studio/gui"
	"github.com/sudoku-studio/sudoku-studio/gui/render"
)

func main() {
	// render draws pictures without a window; it lives beside the gui,
	// as it draws with the board's code, which cli may not import.
	if len(os.Args) > 1 && os.Args[1] == render.Command {
		os.Exit(render.Run(os.Args[2:], os.Stdout, os.Stderr))
	}
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(gui.Main(app.NewWithID(gui.AppID), os.Args[1:]))
}
