package workbench

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// FilterStrip is the filter's row of chips: 1–9 show the places of that
// digit, "2" beside them the bivalue cells, and × turns the filter off.
// A chip that is on turns its filter off when tapped again.
type FilterStrip struct {
	widget.BaseWidget

	// OnFilter is called with the filter a tap asks for.
	OnFilter func(f board.Filter)

	digits  [9]*widgets.Key
	bivalue *widgets.Key
	off     *widgets.Key
	filter  board.Filter
	row     *fyne.Container
}

// NewFilterStrip returns a strip with no filter on.
func NewFilterStrip() *FilterStrip {
	s := &FilterStrip{}
	objs := make([]fyne.CanvasObject, 0, 11)
	for i := range s.digits {
		d := int8(i + 1)
		s.digits[i] = widgets.NewChip(fmt.Sprint(d), nil, func() { s.tapDigit(d) })
		objs = append(objs, s.digits[i])
	}
	s.bivalue = widgets.NewChip("bi", nil, s.tapBivalue)
	s.off = widgets.NewChip("×", nil, func() { s.ask(board.Filter{}) })
	objs = append(objs, s.bivalue, s.off)
	s.row = container.NewGridWithColumns(len(objs), objs...)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer is part of fyne.Widget.
func (s *FilterStrip) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.row) }

// Digit returns the chip of digit d (1–9).
func (s *FilterStrip) Digit(d int8) *widgets.Key { return s.digits[d-1] }

// Bivalue returns the bivalue chip.
func (s *FilterStrip) Bivalue() *widgets.Key { return s.bivalue }

// Off returns the chip that turns the filter off.
func (s *FilterStrip) Off() *widgets.Key { return s.off }

// SetFilter shows f as the filter on, without calling OnFilter.
func (s *FilterStrip) SetFilter(f board.Filter) {
	s.filter = f
	for i, c := range s.digits {
		c.SetOn(f.Digit == int8(i+1))
	}
	s.bivalue.SetOn(f.Count == 2)
}

func (s *FilterStrip) tapDigit(d int8) {
	f := s.filter
	if f.Digit == d {
		f.Digit = 0
	} else {
		f.Digit = d
	}
	s.ask(f)
}

func (s *FilterStrip) tapBivalue() {
	f := s.filter
	if f.Count == 2 {
		f.Count = 0
	} else {
		f.Count = 2
	}
	s.ask(f)
}

func (s *FilterStrip) ask(f board.Filter) {
	if s.OnFilter != nil {
		s.OnFilter(f)
	}
}
