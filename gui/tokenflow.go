package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// tokenFlow is a line of text made of tokens that never break inside,
// such as the inferences of a forcing chain's branch, wrapped as words
// are: a token that does not fit on the line starts the next one.
//
// Fyne's rich text can only break at spaces, and would split "r9c6=4
// (only place in column 6)" anywhere; and a box of wrapped rich texts is
// measured before its width is known. The flow knows its width from its
// last layout and measures its height for it, so rows never run into
// each other.
//
// It is a plain container with a flowLayout: the canvas walks and draws
// only the children of its own container type.
type tokenFlow = fyne.Container

// newTokenFlow lays out tokens, each a one-line object whose minimum
// size includes the inner padding a label or rich text has on every
// side.
func newTokenFlow(tokens ...fyne.CanvasObject) *tokenFlow {
	return container.New(&flowLayout{}, tokens...)
}

// newMonoFlow is newTokenFlow for monospace tokens, a monospace space
// apart.
func newMonoFlow(tokens ...fyne.CanvasObject) *tokenFlow {
	return container.New(&flowLayout{style: fyne.TextStyle{Monospace: true}}, tokens...)
}

// glued keeps tokens on one line, a space apart, as one token of a
// flow: "=>" and what follows it, say.
func glued(style fyne.TextStyle, tokens ...fyne.CanvasObject) fyne.CanvasObject {
	return container.New(&flowLayout{style: style, nowrap: true}, tokens...)
}

// flowLayout places objects left to right, starting a new row when the
// next one would pass the right edge. Neighbouring objects overlap by
// their inner padding, so that tokens stand a space apart and rows a
// line spacing apart, as the words of a wrapped label do.
type flowLayout struct {
	width  float32        // the width of the last layout; 0 before the first
	style  fyne.TextStyle // the style of the tokens, whose space parts them
	nowrap bool           // keep every token on one line
}

// gaps returns the horizontal and vertical distance from one object's
// edge to the next's: negative, since the padding of both is shared.
func (f *flowLayout) gaps() (h, v float32) {
	pad := theme.InnerPadding()
	space := fyne.MeasureText(" ", theme.TextSize(), f.style).Width
	return space - 2*pad, theme.LineSpacing() - 2*pad
}

// place calls at with the position of each visible object when the
// flow is width wide, and returns the size it takes. A width of 0 or
// less puts everything on one line.
func (f *flowLayout) place(objects []fyne.CanvasObject, width float32, at func(fyne.CanvasObject, fyne.Position, fyne.Size)) fyne.Size {
	hgap, vgap := f.gaps()
	var x, y, rowH, widest float32
	first := true
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		m := o.MinSize()
		// Half a unit of slack: a flow laid out at its own minimum
		// width must not wrap for rounding.
		if !first && !f.nowrap && width > 0 && x+hgap+m.Width > width+0.5 {
			x, y = 0, y+rowH+vgap
			rowH = 0
		} else if !first {
			x += hgap
		}
		if at != nil {
			at(o, fyne.NewPos(x, y), m)
		}
		x += m.Width
		widest = max(widest, x)
		rowH = max(rowH, m.Height)
		first = false
	}
	return fyne.NewSize(widest, y+rowH)
}

// Layout is part of fyne.Layout.
func (f *flowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	f.width = size.Width
	f.place(objects, size.Width, func(o fyne.CanvasObject, pos fyne.Position, m fyne.Size) {
		o.Move(pos)
		o.Resize(m)
	})
}

// MinSize is part of fyne.Layout: as wide as the widest token (or the
// whole line, when it does not wrap), and as high as the rows the
// tokens take at the width last laid out.
func (f *flowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	size := f.place(objects, f.width, nil)
	if f.nowrap {
		return size
	}
	var w float32
	for _, o := range objects {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	return fyne.NewSize(w, size.Height)
}
