package workbench

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// ColourStrip is the colour palette: a swatch for each of the person's
// ten colours (five pairs, a and b side by side) and × to take the
// colours off the selected cell. Tapping a swatch picks it as the brush,
// which clicks on the board then paint with; tapping the picked swatch
// again puts the brush down.
type ColourStrip struct {
	widget.BaseWidget

	// OnBrush is called with the colour a tap picks, 1–10, or 0 when the
	// tap puts the brush down.
	OnBrush func(k int)
	// OnClear is called when × is tapped.
	OnClear func()

	swatches []*widgets.Key
	clear    *widgets.Key
	brush    int
	row      *fyne.Container
}

// NewColourStrip returns a strip with a swatch for each colour, in
// order; colours[k−1] is colour k. No brush is picked.
func NewColourStrip(colours []color.Color) *ColourStrip {
	s := &ColourStrip{}
	objs := make([]fyne.CanvasObject, 0, len(colours)+1)
	for i, col := range colours {
		k := i + 1
		label := "a"
		if k%2 == 0 {
			label = "b"
		}
		ch := widgets.NewChip(label, col, func() { s.tap(k) })
		s.swatches = append(s.swatches, ch)
		objs = append(objs, ch)
	}
	s.clear = widgets.NewChip("×", nil, func() {
		if s.OnClear != nil {
			s.OnClear()
		}
	})
	objs = append(objs, s.clear)
	s.row = container.NewGridWithColumns(len(objs), objs...)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer is part of fyne.Widget.
func (s *ColourStrip) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.row) }

// Swatch returns the chip of colour k (1–10).
func (s *ColourStrip) Swatch(k int) *widgets.Key { return s.swatches[k-1] }

// Clear returns the × chip.
func (s *ColourStrip) Clear() *widgets.Key { return s.clear }

// SetColours gives the swatches new colours (another theme's).
func (s *ColourStrip) SetColours(colours []color.Color) {
	for i, ch := range s.swatches {
		if i < len(colours) {
			ch.SetSwatch(colours[i])
		}
	}
}

// SetBrush shows colour k (1–10) as picked, or none for 0, without
// calling OnBrush.
func (s *ColourStrip) SetBrush(k int) {
	s.brush = k
	for i, ch := range s.swatches {
		ch.SetOn(i+1 == k)
	}
}

func (s *ColourStrip) tap(k int) {
	if s.brush == k {
		k = 0
	}
	if s.OnBrush != nil {
		s.OnBrush(k)
	}
}
