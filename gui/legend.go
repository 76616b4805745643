package gui

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// legendSwatch is the side of a legend entry's picture, in Fyne units.
const legendSwatch = 26

// Legend shows what each step colour means, each role with a small
// picture drawn exactly as the board draws it, in as many columns as fit.
type Legend struct {
	widget.BaseWidget
	roles []board.Role
}

// NewLegend returns a legend of every role the board colours.
func NewLegend() *Legend {
	l := &Legend{roles: board.Roles()}
	l.ExtendBaseWidget(l)
	return l
}

// CreateRenderer is part of fyne.Widget.
func (l *Legend) CreateRenderer() fyne.WidgetRenderer {
	var items []fyne.CanvasObject
	var swatches []*canvas.Raster
	for _, role := range l.roles {
		role := role
		sw := canvas.NewRaster(func(w, h int) image.Image {
			return board.RoleSwatch(role, l.Theme(), w, h)
		})
		sw.SetMinSize(fyne.NewSquareSize(legendSwatch))
		swatches = append(swatches, sw)
		label := widget.NewLabel(role.String())
		items = append(items, container.NewBorder(nil, nil, container.NewCenter(sw), nil, label))
	}
	// As many columns as fit, each as wide as the longest entry: labels
	// are never cut, and a narrow column shows one entry a row.
	cell := fyne.NewSize(0, 0)
	for _, it := range items {
		m := it.MinSize()
		cell = fyne.NewSize(max(cell.Width, m.Width), max(cell.Height, m.Height))
	}
	grid := container.NewGridWrap(cell, items...)
	return &legendRenderer{WidgetRenderer: widget.NewSimpleRenderer(grid), swatches: swatches}
}

// legendRenderer repaints the swatches when the theme changes.
type legendRenderer struct {
	fyne.WidgetRenderer
	swatches []*canvas.Raster
}

func (r *legendRenderer) Refresh() {
	for _, s := range r.swatches {
		s.Refresh()
	}
	r.WidgetRenderer.Refresh()
}
