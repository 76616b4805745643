package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// techniqueRows returns one row per technique the engine knows, in the
// order it tries them, straight from steps.Techniques: name, grade and
// score, and a note for those used only on puzzles proved to have one
// solution. The list is never written out here, so that each technique
// the engine learns shows up at once.
func techniqueRows() [][3]string {
	var rows [][3]string
	for _, t := range steps.Techniques() {
		name := t.Name
		if t.NeedsUnique {
			name += " (unique puzzles)"
		}
		rows = append(rows, [3]string{name, t.Difficulty.String(), fmt.Sprint(t.Score)})
	}
	return rows
}

// showTechniques lists the techniques of the step engine.
func (s *Studio) showTechniques() {
	note := widget.NewLabel("The solution path takes the easiest step available, trying the techniques in this order. " +
		"A puzzle's difficulty is that of its hardest step. On the board, a step's groups of cells are tinted in their own " +
		"colours, restricted common candidates are ringed, and each branch of a forcing chain or net has its own colour; " +
		"the step panel can show a net's branches one at a time.")
	note.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{note, widget.NewSeparator()}
	head := fyne.TextStyle{Bold: true}
	rows = append(rows, container.New(widgets.Columns{Widths: []float32{0, 110, 60}, Flex: 0},
		widget.NewLabelWithStyle("Technique", fyne.TextAlignLeading, head),
		widget.NewLabelWithStyle("Grade", fyne.TextAlignLeading, head),
		widget.NewLabelWithStyle("Score", fyne.TextAlignTrailing, head)))
	for _, r := range techniqueRows() {
		rows = append(rows, container.New(widgets.Columns{Widths: []float32{0, 110, 60}, Flex: 0},
			widget.NewLabel(r[0]), widget.NewLabel(r[1]), widget.NewLabelWithStyle(r[2], fyne.TextAlignTrailing, fyne.TextStyle{})))
	}
	scroll := container.NewVScroll(container.NewVBox(rows...))
	d := dialog.NewCustom("Techniques", "Close", scroll, s.win)
	d.Resize(fyne.NewSize(620, 640))
	s.showDialog(d)
}
