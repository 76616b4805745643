package searchstrip

import (
	"image"
	"image/color"
)

// drawChart draws the skyline of d at w×h pixels. Column c sums up the
// steps from c·n/w to (c+1)·n/w (at least one, so that a short path
// stretches): how deep the search went and how shallow it came back
// within them, and the depth of their deepest dead end.
func drawChart(d *Data, w, h int, col Colours) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	n := d.Len()
	if n == 0 || w <= 0 || h <= 2 {
		return img
	}
	area := col.Guess
	area.A = 0x50
	deepest := max(d.Deepest, 1)
	y := func(depth int) int { return depthRow(depth, deepest, h) }
	set := func(c, row int, cl color.NRGBA) {
		i := img.PixOffset(c, row)
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = cl.R, cl.G, cl.B, cl.A
	}
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
			depth = int(d.Depths[lo-1])
		}
		top, bottom := depth, depth
		for k := lo; k < hi; k++ {
			dk := int(d.Depths[k])
			top, bottom = max(top, dk), min(bottom, dk)
			deadAt[c] = max(deadAt[c], d.deadAt(k))
		}
		for row := y(top); row < h; row++ {
			set(c, row, area)
		}
		if top > 0 {
			for row := y(top); row <= y(bottom) && row < h; row++ {
				set(c, row, col.Guess)
			}
		}
		set(c, h-1, col.Base)
	}
	for c, dd := range deadAt {
		if dd < 0 {
			continue
		}
		r := y(dd)
		for dx := 0; dx < 2 && c+dx < w; dx++ {
			for row := max(r-2, 0); row <= r; row++ {
				set(c+dx, row, col.Dead)
			}
		}
	}
	return img
}

// depthRow is the pixel row of depth d in a chart h pixels high whose
// top row stands for the deepest depth.
func depthRow(d, deepest, h int) int { return h - 1 - d*(h-3)/max(deepest, 1) }

// ChartImage draws the chart of d at w×h pixels in the colours c, as the
// strip draws it, without a window (for benchmarks and pictures).
func ChartImage(d *Data, w, h int, c Colours) *image.NRGBA { return drawChart(d, w, h, c) }
