// Package legend shows what each colour of the board means, each role
// with a small picture drawn as the board draws it, under a heading
// that folds it away. It knows nothing of the window.
package legend

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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

// New returns a legend of every role the board colours.
func New() *Legend {
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

// Refresh repaints the swatches, then the grid.
func (r *legendRenderer) Refresh() {
	for _, s := range r.swatches {
		s.Refresh()
	}
	r.WidgetRenderer.Refresh()
}

// Section is the legend under the puzzle list, folded away or
// open under a heading that toggles it. The legend is reference matter:
// it sits in the left column, which has room to spare, rather than
// taking height from the step being explained.
type Section struct {
	Content  *fyne.Container // the heading and the legend
	Toggle   *widget.Button  // the heading, which folds or opens the legend
	Legend   *Legend
	open     bool
	OnToggle func(open bool) // called when the person folds or opens it
}

// NewSection returns the section, open or folded.
func NewSection(open bool) *Section {
	l := &Section{Legend: New()}
	l.Toggle = widget.NewButton("Legend", func() {
		l.SetOpen(!l.open)
		if l.OnToggle != nil {
			l.OnToggle(l.open)
		}
	})
	l.Toggle.Alignment = widget.ButtonAlignLeading
	l.Toggle.Importance = widget.LowImportance
	l.Content = container.NewVBox(widget.NewSeparator(), l.Toggle, l.Legend)
	l.open = !open // so that SetOpen does its work
	l.SetOpen(open)
	return l
}

// SetOpen shows or folds the legend.
func (l *Section) SetOpen(open bool) {
	if l.open == open {
		return
	}
	l.open = open
	if open {
		l.Toggle.SetIcon(theme.MenuDropDownIcon())
		l.Legend.Show()
	} else {
		l.Toggle.SetIcon(theme.MenuExpandIcon())
		l.Legend.Hide()
	}
	l.Content.Refresh()
}

// Open reports whether the legend is shown.
func (l *Section) Open() bool { return l.open }
