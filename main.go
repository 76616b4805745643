// Command sudoku-studio opens the Sudoku Studio window, or runs one of the
// engine's commands (solve, steps, rate, bench, generate) and render from the
// command line.
package main

import (
	"os"

	// One C allocator arena, not one a thread, each reserving address
	// space (see the package); set in its init, before main starts work.
	_ "github.com/sudoku-studio/sudoku-studio/internal/mallocarenas"
	// Before Fyne, whose initialisation reads the locale.
	_ "github.com/sudoku-studio/sudoku-studio/internal/plainlocale"

	"fyne.io/fyne/v2/app"

	"github.com/sudoku-studio/sudoku-studio/cli"
	"github.com/sudoku-studio/sudoku-studio/gui"
	"github.com/sudoku-studio/sudoku-studio/gui/render"
	"github.com/sudoku-studio/sudoku-studio/internal/interrupt"
)

func main() {
	// Before any work, so that Ctrl+C or SIGTERM ends every command the
	// same way: exit 130, a line saying what was written, no temporary
	// file left.
	interrupt.Install(os.Stderr)
	// render draws pictures without a window; it lives beside the gui,
	// as it draws with the board's code, which cli may not import.
	cli.Register(render.Command, render.Summary, render.Run)
	code, window := cli.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	if !window {
		os.Exit(code)
	}
	os.Exit(gui.Main(app.NewWithID(gui.AppID), os.Args[1:]))
}
