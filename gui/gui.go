// Package gui is the Sudoku Studio window: the board, the step view and
// the puzzle list. It draws what the engine in core computes and never
// solves anything itself.
package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// AppID is the application's unique ID, as in FyneApp.toml.
const AppID = "io.github.sudokustudio"

// Main runs the window with the command-line arguments args
// ([-capture OUT.png] [FILE]) and returns the exit code.
func Main(a fyne.App, args []string) int {
	w := a.NewWindow("Sudoku Studio")
	w.SetContent(widget.NewLabel("Sudoku Studio"))
	w.ShowAndRun()
	return 0
}
