package searchstrip

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Strip charts the depth of a search against the step, so that a search
// reads as a skyline of dives and returns: the guesses' depth, the dead
// ends at the depth they were met, and the current step marked by a
// line. A scale reads it: step ticks along the bottom, depth ticks up
// the left side. Tapping or dragging calls OnGoTo with the step under
// the pointer.
//
// A path can have 100,000 steps, so the chart is one image, drawn once
// for a path and a size with the steps of each pixel column summed up;
// moving along the path only moves the marker.
type Strip struct {
	widget.BaseWidget

	// OnGoTo moves the path to a position (0 to Len).
	OnGoTo func(pos int)

	data    *Data
	pos     int
	colours Colours

	// chart caches the last image drawn and what it was drawn for.
	chart    *image.NRGBA
	chartFor chartKey
	// draws counts the images drawn, for tests that check that moving
	// the marker draws none.
	draws    int
	renderer *stripRenderer
}

// chartKey is what a chart image depends on.
type chartKey struct {
	data    *Data
	w, h    int
	colours Colours
}

// Height is the chart's height; Inset the room at its ends, so the
// marker at the first and last positions is not cut off.
const (
	Height = 56
	Inset  = 4
	// tickLength is how far a tick stands out of the chart.
	tickLength = 4
	// minTickGap is the least room between two step labels.
	minTickGap = 64
)

// New returns an empty strip that calls onGoTo when tapped or dragged.
func New(onGoTo func(pos int)) *Strip {
	s := &Strip{OnGoTo: onGoTo}
	s.ExtendBaseWidget(s)
	return s
}

// Chart charts d with position pos marked. A new *Data draws the chart
// again; a new position only moves the marker.
func (s *Strip) Chart(d *Data, pos int) {
	if d == s.data && pos == s.pos {
		return
	}
	newPath := d != s.data
	s.data, s.pos = d, pos
	if newPath || s.renderer == nil {
		s.Refresh()
		return
	}
	s.renderer.placeMarker(s.Size())
}

// SetColours sets the colours to draw in, as the theme changes.
func (s *Strip) SetColours(c Colours) {
	if c != s.colours {
		s.colours = c
		s.Refresh()
	}
}

// Pos is the position marked.
func (s *Strip) Pos() int { return s.pos }

// Draws counts the chart images drawn so far.
func (s *Strip) Draws() int { return s.draws }

// chartRect is where the chart stands in a strip of the given size: right
// of the depth labels and above the step labels.
func (s *Strip) chartRect(size fyne.Size) (x0, y0, w, h float32) {
	left := depthLabelWidth(s.data) + 1 + tickLength + Inset
	bottom := labelHeight() + tickLength
	return left, 0, max(size.Width-left-Inset, 1), max(size.Height-bottom, 1)
}

// PositionAt is the position at x along the strip: the chart runs from
// position 0 at its left end to the last at its right end.
func (s *Strip) PositionAt(x float32) int {
	n := s.data.Len()
	x0, _, w, _ := s.chartRect(s.Size())
	if n == 0 || w <= 0 {
		return 0
	}
	p := int((x-x0)/w*float32(n) + 0.5)
	return max(0, min(p, n))
}

// XOf is where position pos stands along the strip.
func (s *Strip) XOf(pos int, size fyne.Size) float32 {
	x0, _, w, _ := s.chartRect(size)
	n := s.data.Len()
	if n == 0 {
		return x0
	}
	return x0 + float32(pos)/float32(n)*w
}

// MarkerX is where the marker stands now.
func (s *Strip) MarkerX() float32 {
	if s.renderer == nil {
		return s.XOf(s.pos, s.Size())
	}
	m := s.renderer.marker
	return m.Position().X + m.Size().Width/2
}

// Tapped is part of fyne.Tappable.
func (s *Strip) Tapped(ev *fyne.PointEvent) { s.jumpTo(ev.Position.X) }

// Dragged is part of fyne.Draggable.
func (s *Strip) Dragged(ev *fyne.DragEvent) { s.jumpTo(ev.Position.X) }

// DragEnd is part of fyne.Draggable.
func (s *Strip) DragEnd() {}

// Cursor is part of desktop.Cursorable.
func (s *Strip) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (s *Strip) jumpTo(x float32) {
	if s.data.Len() > 0 && s.OnGoTo != nil {
		s.OnGoTo(s.PositionAt(x))
	}
}

// MinSize is part of fyne.Widget.
func (s *Strip) MinSize() fyne.Size {
	s.ExtendBaseWidget(s)
	return fyne.NewSize(160, Height+labelHeight()+tickLength)
}

// CreateRenderer is part of fyne.Widget.
func (s *Strip) CreateRenderer() fyne.WidgetRenderer {
	r := &stripRenderer{strip: s}
	r.bg = canvas.NewRectangle(color.Transparent)
	r.bg.CornerRadius = theme.InputRadiusSize()
	r.raster = canvas.NewRaster(s.draw)
	r.raster.ScaleMode = canvas.ImageScalePixels
	r.marker = canvas.NewRectangle(color.Transparent)
	s.renderer = r
	r.Refresh()
	return r
}

// draw is the raster's generator: the chart at w×h pixels, drawn again
// only when the path, the size or the colours changed.
func (s *Strip) draw(w, h int) image.Image {
	key := chartKey{s.data, w, h, s.colours}
	if s.chart == nil || key != s.chartFor {
		s.chart = drawChart(s.data, w, h, s.colours)
		s.chartFor = key
		s.draws++
	}
	return s.chart
}

// labelSize is the scale labels' text size.
func labelSize() float32 { return theme.CaptionTextSize() }

func labelHeight() float32 {
	return fyne.MeasureText("0", labelSize(), fyne.TextStyle{}).Height
}

// depthLabelWidth is the room the depth labels take at the left.
func depthLabelWidth(d *Data) float32 {
	deepest := 0
	if d != nil {
		deepest = d.Deepest
	}
	return fyne.MeasureText(strconv.Itoa(max(deepest, 10)), labelSize(), fyne.TextStyle{}).Width + 2
}

// stripRenderer draws the strip: a background, the chart, the scale and
// the marker.
type stripRenderer struct {
	strip  *Strip
	bg     *canvas.Rectangle
	raster *canvas.Raster
	marker *canvas.Rectangle
	// ticks and labels of the scale, made again for each layout.
	ticks  []*canvas.Rectangle
	labels []*canvas.Text
}

func (r *stripRenderer) Destroy() {}

func (r *stripRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.raster}
	for _, t := range r.ticks {
		objs = append(objs, t)
	}
	for _, l := range r.labels {
		objs = append(objs, l)
	}
	return append(objs, r.marker)
}

func (r *stripRenderer) MinSize() fyne.Size { return r.strip.MinSize() }

func (r *stripRenderer) Layout(size fyne.Size) {
	s := r.strip
	x0, y0, w, h := s.chartRect(size)
	r.bg.Move(fyne.NewPos(x0-Inset, y0))
	r.bg.Resize(fyne.NewSize(w+2*Inset, h))
	r.raster.Move(fyne.NewPos(x0, y0))
	r.raster.Resize(fyne.NewSize(w, h))
	r.layoutScale(size)
	r.placeMarker(size)
}

// layoutScale places the step ticks under the chart and the depth ticks
// left of it, with their labels.
func (r *stripRenderer) layoutScale(size fyne.Size) {
	s := r.strip
	r.ticks, r.labels = r.ticks[:0], r.labels[:0]
	n := s.data.Len()
	if n == 0 {
		return
	}
	x0, _, w, h := s.chartRect(size)
	col := s.colours.Scale
	add := func(x, y, tw, th float32, text string, tx, ty float32, align fyne.TextAlign) {
		t := canvas.NewRectangle(col)
		t.Move(fyne.NewPos(x, y))
		t.Resize(fyne.NewSize(tw, th))
		r.ticks = append(r.ticks, t)
		l := canvas.NewText(text, col)
		l.TextSize = labelSize()
		l.Alignment = align
		m := l.MinSize()
		switch align {
		case fyne.TextAlignCenter:
			tx -= m.Width / 2
		case fyne.TextAlignTrailing:
			tx -= m.Width
		}
		// Labels at the ends stay inside the strip.
		tx = max(0, min(tx, size.Width-m.Width))
		ty = max(0, min(ty-m.Height/2, size.Height-m.Height))
		l.Move(fyne.NewPos(tx, ty))
		l.Resize(m)
		r.labels = append(r.labels, l)
	}
	most := max(int(w/minTickGap), 1)
	steps, _ := niceTicks(n, most)
	lh := labelHeight()
	for _, v := range steps {
		x := s.XOf(v, size)
		add(x-0.5, h, 1, tickLength, tickLabel(v), x, h+tickLength+lh/2, fyne.TextAlignCenter)
	}
	deepest := max(s.data.Deepest, 1)
	depths := []int{0, deepest}
	if deepest >= 4 {
		depths = []int{0, deepest / 2, deepest}
	}
	for _, d := range depths {
		// The chart's rows map to the raster's pixels; h is in Fyne units.
		y := float32(depthRow(d, deepest, int(h))) + 0.5
		add(x0-Inset-tickLength, y-0.5, tickLength, 1, strconv.Itoa(d), x0-Inset-tickLength-1, y, fyne.TextAlignTrailing)
	}
}

// placeMarker puts the marker at the strip's position.
func (r *stripRenderer) placeMarker(size fyne.Size) {
	const w = 2
	_, y0, _, h := r.strip.chartRect(size)
	r.marker.Move(fyne.NewPos(r.strip.XOf(r.strip.pos, size)-w/2, y0))
	r.marker.Resize(fyne.NewSize(w, h))
	r.marker.Refresh()
}

func (r *stripRenderer) Refresh() {
	c := r.strip.colours
	r.bg.FillColor = c.Background
	r.marker.FillColor = c.Marker
	r.bg.Refresh()
	r.raster.Refresh()
	r.Layout(r.strip.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}
