package steppanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// tokenFlow is a line of text made of tokens that never break inside,
// such as "r4c2<>5" or a link of an AIC, wrapped as words are: a token
// that does not fit on the line starts the next one.
//
// Fyne's rich text can only break at spaces, and would split "r4c2<>5"
// anywhere; and a box of wrapped rich texts is measured before its
// width is known. The flow knows its width from its last layout and
// measures its height for it, so rows never run into each other.
//
// It is a plain container with a flowLayout: the canvas walks and draws
// only the children of its own container type.
type tokenFlow = fyne.Container

// newTokenFlow lays out tokens, each a one-line object whose minimum
// size includes the inner padding a label or rich text has on every
// side. A token that has a flowJoin method says how it joins the one
// before it; any other is a word, a space after the one before.
func newTokenFlow(tokens ...fyne.CanvasObject) *tokenFlow {
	return container.New(&flowLayout{}, tokens...)
}

// newMonoFlow is newTokenFlow for monospace tokens, a monospace space
// apart.
func newMonoFlow(tokens ...fyne.CanvasObject) *tokenFlow {
	return container.New(&flowLayout{style: fyne.TextStyle{Monospace: true}}, tokens...)
}

// flowJoiner is a token that says how it joins the one before it.
type flowJoiner interface{ flowJoin() flowJoin }

// joinOf is how o joins the token before it.
func joinOf(o fyne.CanvasObject) flowJoin {
	if j, ok := o.(flowJoiner); ok {
		return j.flowJoin()
	}
	return joinSpace
}

// flowLayout places objects left to right, starting a new row when the
// next cluster of objects would pass the right edge; a cluster is a
// token and those kept with it (joinKeep), such as "=>" and what
// follows it. Neighbouring objects overlap
// by their inner padding, so that tokens stand a space apart (or none,
// when joined tight) and rows a line spacing apart, as the words of a
// wrapped label do.
type flowLayout struct {
	width float32        // the width of the last layout; 0 before the first
	style fyne.TextStyle // the style of the tokens, whose space parts them
}

// flowGaps are the distances from one object's edge to the next's, for
// tokens a space apart, tokens joined tight, and rows: negative, since
// the padding of both is shared.
type flowGaps struct{ space, tight, row float32 }

func (f *flowLayout) gaps() flowGaps {
	pad := theme.InnerPadding()
	w := fyne.MeasureText(" ", theme.TextSize(), f.style).Width
	return flowGaps{space: w - 2*pad, tight: -2 * pad, row: theme.LineSpacing() - 2*pad}
}

// before is the distance from the object before o to o.
func (g flowGaps) before(o fyne.CanvasObject) float32 {
	if joinOf(o) == joinTight {
		return g.tight
	}
	return g.space
}

// width is the width of a cluster's objects on one row.
func (g flowGaps) width(cl []fyne.CanvasObject) float32 {
	w := cl[0].MinSize().Width
	for _, o := range cl[1:] {
		w += g.before(o) + o.MinSize().Width
	}
	return w
}

// clusters returns the visible objects grouped into the clusters a row
// may break between. A cluster wider than width (when width > 0) is
// broken at its joins too: better a row that ends in "=>" than text past
// the edge.
func clusters(objects []fyne.CanvasObject, width float32, g flowGaps) [][]fyne.CanvasObject {
	var out [][]fyne.CanvasObject
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		if len(out) > 0 && joinOf(o) == joinKeep {
			out[len(out)-1] = append(out[len(out)-1], o)
			continue
		}
		out = append(out, []fyne.CanvasObject{o})
	}
	if width <= 0 {
		return out
	}
	var fitted [][]fyne.CanvasObject
	for _, cl := range out {
		if len(cl) > 1 && g.width(cl) > width+0.5 {
			for _, o := range cl {
				fitted = append(fitted, []fyne.CanvasObject{o})
			}
			continue
		}
		fitted = append(fitted, cl)
	}
	return fitted
}

// place calls at with the position of each visible object when the
// flow is width wide, and returns the size it takes. A width of 0 or
// less puts everything on one line.
func (f *flowLayout) place(objects []fyne.CanvasObject, width float32, at func(fyne.CanvasObject, fyne.Position, fyne.Size)) fyne.Size {
	g := f.gaps()
	var x, y, rowH, widest float32
	for i, cl := range clusters(objects, width, g) {
		// Half a unit of slack: a flow laid out at its own minimum
		// width must not wrap for rounding.
		switch {
		case i == 0:
		case width > 0 && x+g.before(cl[0])+g.width(cl) > width+0.5:
			x, y = 0, y+rowH+g.row
			rowH = 0
		default:
			x += g.before(cl[0])
		}
		for j, o := range cl {
			if j > 0 {
				x += g.before(o)
			}
			m := o.MinSize()
			if at != nil {
				at(o, fyne.NewPos(x, y), m)
			}
			x += m.Width
			rowH = max(rowH, m.Height)
		}
		widest = max(widest, x)
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

// MinSize is part of fyne.Layout: as wide as the widest token, and as
// high as the rows the tokens take at the width last laid out.
func (f *flowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objects {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	return fyne.NewSize(w, f.place(objects, f.width, nil).Height)
}
