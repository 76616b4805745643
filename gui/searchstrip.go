package gui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// searchStrip charts the depth of the search against the step, so that
// a search reads as a skyline of dives and returns: the guesses' depth
// in the board's guess colour, the dead ends in its contradiction
// colour at the depth they were met, and the current step marked by a
// line in the accent colour. Tapping or dragging moves to the step under
// the pointer.
//
// A path can have 100,000 steps, so the chart is one image, drawn once
// for a path and a size with the steps of each pixel column summed up;
// moving along the path only moves the marker.
type searchStrip struct {
	widget.BaseWidget

	index *searchIndex
	pos   int
	// onGoTo moves the path to a position.
	onGoTo func(pos int)

	// chart caches the last image drawn and what it was drawn for.
	chart    *image.NRGBA
	chartFor chartKey
	// draws counts the images drawn, for tests that check that moving
	// the marker draws none.
	draws int
	// renderer is the strip's renderer once made: a move places its
	// marker without refreshing the chart.
	renderer *stripRenderer
}

// chartKey is what a chart image depends on.
type chartKey struct {
	index *searchIndex
	w, h  int
	pal   *board.Palette
}

// stripHeight is the strip's height; stripInset the room at its ends,
// so the marker at the first and last positions is not cut off.
const (
	stripHeight = 56
	stripInset  = 4
)

func newSearchStrip(onGoTo func(pos int)) *searchStrip {
	s := &searchStrip{onGoTo: onGoTo, index: newSearchIndex(nil)}
	s.ExtendBaseWidget(s)
	return s
}

// show charts the path of x with position pos marked. A new path draws
// the chart again; a new position only moves the marker.
func (s *searchStrip) show(x *searchIndex, pos int) {
	if x == s.index && pos == s.pos {
		return
	}
	newPath := x != s.index
	s.index, s.pos = x, pos
	if newPath {
		s.Refresh()
		return
	}
	if s.renderer != nil {
		s.renderer.placeMarker(s.Size())
	}
}

// steps is the number of steps of the path charted.
func (s *searchStrip) steps() int {
	if s.index == nil || s.index.trace == nil {
		return 0
	}
	return s.index.trace.Len()
}

// positionAt is the position at x along the strip: the chart runs from
// position 0 at its left end to the last at its right end.
func (s *searchStrip) positionAt(x float32) int {
	n := s.steps()
	w := s.Size().Width - 2*stripInset
	if n == 0 || w <= 0 {
		return 0
	}
	p := int((x-stripInset)/w*float32(n) + 0.5)
	return max(0, min(p, n))
}

// markerX is where the marker of position pos stands.
func (s *searchStrip) markerX(size fyne.Size) float32 {
	n := s.steps()
	if n == 0 {
		return stripInset
	}
	return stripInset + float32(s.pos)/float32(n)*(size.Width-2*stripInset)
}

func (s *searchStrip) Tapped(ev *fyne.PointEvent) { s.jumpTo(ev.Position.X) }

func (s *searchStrip) Dragged(ev *fyne.DragEvent) { s.jumpTo(ev.Position.X) }

func (s *searchStrip) DragEnd() {}

func (s *searchStrip) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (s *searchStrip) jumpTo(x float32) {
	if s.steps() > 0 && s.onGoTo != nil {
		s.onGoTo(s.positionAt(x))
	}
}

func (s *searchStrip) MinSize() fyne.Size {
	s.ExtendBaseWidget(s)
	return fyne.NewSize(120, stripHeight)
}

func (s *searchStrip) CreateRenderer() fyne.WidgetRenderer {
	r := &stripRenderer{strip: s}
	r.bg = canvas.NewRectangle(color.Transparent)
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.raster = canvas.NewRaster(s.draw)
	r.raster.ScaleMode = canvas.ImageScalePixels
	r.marker = canvas.NewRectangle(color.Transparent)
	r.objects = []fyne.CanvasObject{r.bg, r.raster, r.marker}
	s.renderer = r
	r.Refresh()
	return r
}

// draw is the raster's generator: the chart at w×h pixels, drawn again
// only when the path, the size or the theme changed.
func (s *searchStrip) draw(w, h int) image.Image {
	key := chartKey{s.index, w, h, currentPalette()}
	if s.chart == nil || key != s.chartFor {
		s.chart = drawChart(s.index, w, h, key.pal)
		s.chartFor = key
		s.draws++
	}
	return s.chart
}

// drawChart draws the skyline of x's path at w×h pixels. Column c sums
// up the steps from c·n/w to (c+1)·n/w (at least one, so that a short
// path stretches): how deep the search went and how shallow it came
// back within them, and the depth of their deepest dead end.
func drawChart(x *searchIndex, w, h int, pal *board.Palette) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	if x == nil || x.trace == nil || w <= 0 || h <= 2 {
		return img
	}
	guess := pal.Role(board.RoleGuess)
	area := guess
	area.A = 0x50
	dead := pal.Role(board.RoleContradiction)
	base := pal.Role(board.RoleBacktrack)
	deepest := max(x.deepest, 1)
	y := func(d int) int { return h - 1 - d*(h-3)/deepest }
	set := func(c, row int, col color.NRGBA) {
		i := img.PixOffset(c, row)
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = col.R, col.G, col.B, col.A
	}
	all := x.trace.Steps
	n := len(all)
	// deadAt[c] is the depth of column c's deepest dead end, or -1.
	// Dead ends are marked after the skyline, as blobs wider than a
	// column, so that one dead end among many steps shows; only the
	// deepest of a column, so that a plain search, which meets a dead end
	// every third step, still reads as a skyline with a red frontier.
	deadAt := make([]int, w)
	for c := range deadAt {
		deadAt[c] = -1
	}
	depth := 0 // before the column's first step
	for c := range deadAt {
		lo := c * n / w
		hi := max((c+1)*n/w, lo+1)
		if lo >= n {
			break
		}
		hi = min(hi, n)
		if lo > 0 {
			depth = searchDepth(&all[lo-1])
		}
		top, bottom := depth, depth
		for k := lo; k < hi; k++ {
			st := &all[k]
			d := searchDepth(st)
			top, bottom = max(top, d), min(bottom, d)
			if st.Kind == steps.Contradiction {
				deadAt[c] = max(deadAt[c], st.Depth)
			}
		}
		for row := y(top); row < h; row++ {
			set(c, row, area)
		}
		if top > 0 {
			for row := y(top); row <= y(bottom) && row < h; row++ {
				set(c, row, guess)
			}
		}
		set(c, h-1, base)
	}
	for c, d := range deadAt {
		if d < 0 {
			continue
		}
		r := y(d)
		for dx := 0; dx < 2 && c+dx < w; dx++ {
			for row := max(r-2, 0); row <= r; row++ {
				set(c+dx, row, dead)
			}
		}
	}
	return img
}

// stripRenderer draws the strip: a background, the chart and the marker.
type stripRenderer struct {
	strip   *searchStrip
	bg      *canvas.Rectangle
	raster  *canvas.Raster
	marker  *canvas.Rectangle
	objects []fyne.CanvasObject
}

func (r *stripRenderer) Destroy() {}

func (r *stripRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *stripRenderer) MinSize() fyne.Size { return r.strip.MinSize() }

func (r *stripRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.raster.Move(fyne.NewPos(stripInset, 0))
	r.raster.Resize(fyne.NewSize(size.Width-2*stripInset, size.Height))
	r.placeMarker(size)
}

// placeMarker puts the marker at the strip's position.
func (r *stripRenderer) placeMarker(size fyne.Size) {
	const w = 2
	r.marker.Move(fyne.NewPos(r.strip.markerX(size)-w/2, 0))
	r.marker.Resize(fyne.NewSize(w, size.Height))
	r.marker.Refresh()
}

func (r *stripRenderer) Refresh() {
	th := r.strip.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.bg.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.marker.FillColor = currentPalette().Accent()
	r.bg.Refresh()
	r.raster.Refresh()
	r.Layout(r.strip.Size())
}
