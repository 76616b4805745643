// Package barchart draws counts as horizontal bars, one a row, for the
// batch summary: it knows nothing of the window.
package barchart

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Bar is one bar of a bar chart.
type Bar struct {
	Label  string
	Value  int
	Colour color.Color // nil for the theme's primary colour
}

// New draws bars horizontally, one a row: the label, a bar as
// long as its share of the largest value, and the value.
func New(title string, bars []Bar) fyne.CanvasObject {
	max := 0
	for _, b := range bars {
		if b.Value > max {
			max = b.Value
		}
	}
	var objs []fyne.CanvasObject
	for _, b := range bars {
		label := canvas.NewText(b.Label, theme.Color(theme.ColorNameForeground))
		label.Alignment = fyne.TextAlignTrailing
		fill := b.Colour
		if fill == nil {
			fill = theme.Color(theme.ColorNamePrimary)
		}
		rect := canvas.NewRectangle(fill)
		rect.CornerRadius = 2
		value := canvas.NewText(fmt.Sprint(b.Value), theme.Color(theme.ColorNameForeground))
		objs = append(objs, label, rect, value)
	}
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	if len(bars) == 0 {
		return container.NewVBox(heading, widget.NewLabel("Nothing to show."))
	}
	return container.NewVBox(heading, container.New(&barLayout{shares: shares(bars, max)}, objs...))
}

func shares(bars []Bar, max int) []float32 {
	out := make([]float32, len(bars))
	for i, b := range bars {
		if max > 0 {
			out[i] = float32(b.Value) / float32(max)
		}
	}
	return out
}

// barLayout places (label, bar, value) triples as rows with the labels in
// one column as wide as the widest.
type barLayout struct{ shares []float32 }

const (
	barRowHeight = 22
	barMinLength = 220
	barGap       = 8
)

func (l *barLayout) labelWidth(objs []fyne.CanvasObject) float32 {
	w := float32(0)
	for i := 0; i+2 < len(objs); i += 3 {
		if m := objs[i].MinSize().Width; m > w {
			w = m
		}
	}
	return w
}

func (l *barLayout) valueWidth(objs []fyne.CanvasObject) float32 {
	w := float32(0)
	for i := 0; i+2 < len(objs); i += 3 {
		if m := objs[i+2].MinSize().Width; m > w {
			w = m
		}
	}
	return w
}

func (l *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	lw, vw := l.labelWidth(objs), l.valueWidth(objs)
	barSpace := size.Width - lw - vw - 2*barGap
	if barSpace < 1 {
		barSpace = 1
	}
	for row := 0; row*3+2 < len(objs); row++ {
		y := float32(row) * barRowHeight
		label, bar, value := objs[row*3], objs[row*3+1], objs[row*3+2]
		th := label.MinSize().Height
		label.Move(fyne.NewPos(0, y+(barRowHeight-th)/2))
		label.Resize(fyne.NewSize(lw, th))
		length := barSpace * l.shares[row]
		if l.shares[row] > 0 && length < 2 {
			length = 2 // a count of one in a big chart must still show
		}
		bar.Move(fyne.NewPos(lw+barGap, y+4))
		bar.Resize(fyne.NewSize(length, barRowHeight-8))
		value.Move(fyne.NewPos(lw+barGap+length+barGap/2, y+(barRowHeight-th)/2))
		value.Resize(value.MinSize())
	}
}

func (l *barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rows := len(objs) / 3
	return fyne.NewSize(l.labelWidth(objs)+l.valueWidth(objs)+2*barGap+barMinLength, float32(rows)*barRowHeight)
}
