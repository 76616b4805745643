package board

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// vec is a point or a direction in pixels.
type vec struct{ x, y float64 }

func (a vec) add(b vec) vec             { return vec{a.x + b.x, a.y + b.y} }
func (a vec) sub(b vec) vec             { return vec{a.x - b.x, a.y - b.y} }
func (a vec) scale(k float64) vec       { return vec{a.x * k, a.y * k} }
func (a vec) length() float64           { return math.Hypot(a.x, a.y) }
func (a vec) perp() vec                 { return vec{-a.y, a.x} }
func (a vec) lerp(b vec, t float64) vec { return a.add(b.sub(a).scale(t)) }

// unit returns a scaled to length 1, or zero for a zero vector.
func (a vec) unit() vec {
	l := a.length()
	if l == 0 {
		return vec{}
	}
	return a.scale(1 / l)
}

// shape is a set of closed polygons filled together with one colour.
// Every polygon is stored with the same winding, so overlapping parts
// (a stroke's segments and its round joints) fill once instead of
// cancelling out.
type shape struct {
	polys [][]vec
}

// polygon adds a closed polygon.
func (s *shape) polygon(pts ...vec) {
	if len(pts) < 3 {
		return
	}
	area := 0.0
	for i, p := range pts {
		q := pts[(i+1)%len(pts)]
		area += p.x*q.y - q.x*p.y
	}
	poly := append([]vec(nil), pts...)
	if area > 0 {
		for i, j := 0, len(poly)-1; i < j; i, j = i+1, j-1 {
			poly[i], poly[j] = poly[j], poly[i]
		}
	}
	s.polys = append(s.polys, poly)
}

// circle adds a disc of radius r around c.
func (s *shape) circle(c vec, r float64) {
	if r <= 0 {
		return
	}
	n := int(math.Max(12, math.Min(96, r*2.2)))
	pts := make([]vec, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = vec{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	s.polygon(pts...)
}

// roundRect adds a rectangle with corners rounded by radius r.
func (s *shape) roundRect(x0, y0, x1, y1, r float64) {
	r = math.Max(0, math.Min(r, math.Min(x1-x0, y1-y0)/2))
	if r == 0 {
		s.polygon(vec{x0, y0}, vec{x1, y0}, vec{x1, y1}, vec{x0, y1})
		return
	}
	var pts []vec
	corner := func(cx, cy, start float64) {
		const steps = 8
		for i := 0; i <= steps; i++ {
			a := start + math.Pi/2*float64(i)/steps
			pts = append(pts, vec{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
	}
	corner(x1-r, y0+r, -math.Pi/2)
	corner(x1-r, y1-r, 0)
	corner(x0+r, y1-r, math.Pi/2)
	corner(x0+r, y0+r, math.Pi)
	s.polygon(pts...)
}

// tab adds a rectangle with its top corners rounded by radius r.
func (s *shape) tab(x0, y0, x1, y1, r float64) {
	r = math.Max(0, math.Min(r, math.Min(x1-x0, y1-y0)/2))
	var pts []vec
	corner := func(cx, cy, start float64) {
		const steps = 8
		for i := 0; i <= steps; i++ {
			a := start + math.Pi/2*float64(i)/steps
			pts = append(pts, vec{cx + r*math.Cos(a), cy + r*math.Sin(a)})
		}
	}
	pts = append(pts, vec{x0, y1})
	corner(x0+r, y0+r, math.Pi)
	corner(x1-r, y0+r, -math.Pi/2)
	pts = append(pts, vec{x1, y1})
	s.polygon(pts...)
}

// segment adds a straight stroke of width w from a to b with flat ends.
func (s *shape) segment(a, b vec, w float64) {
	d := b.sub(a).unit()
	if d == (vec{}) {
		return
	}
	n := d.perp().scale(w / 2)
	s.polygon(a.add(n), b.add(n), b.sub(n), a.sub(n))
}

// polyline strokes the path pts with width w and round joints; with
// dash > 0 it draws dashes of that length separated by gaps of gap, the
// first dash being first long (dash when first is 0).
func (s *shape) polyline(pts []vec, w, dash, gap, first float64) {
	if len(pts) < 2 {
		return
	}
	if dash <= 0 {
		for i := 1; i < len(pts); i++ {
			s.segment(pts[i-1], pts[i], w)
			if i < len(pts)-1 {
				s.circle(pts[i], w/2)
			}
		}
		return
	}
	// Walk the path, switching between drawing and skipping every time
	// the current run (dash or gap) is used up.
	on, left := true, dash
	if first > 0 {
		left = first
	}
	var run []vec
	flush := func() {
		for i := 1; i < len(run); i++ {
			s.segment(run[i-1], run[i], w)
			if i < len(run)-1 {
				s.circle(run[i], w/2)
			}
		}
		run = run[:0]
	}
	run = append(run, pts[0])
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		segLen := b.sub(a).length()
		pos := 0.0
		for segLen-pos > left {
			pos += left
			p := a.lerp(b, pos/segLen)
			if on {
				run = append(run, p)
				flush()
				left = gap
			} else {
				run = append(run, p)
				left = dash
			}
			on = !on
		}
		left -= segLen - pos
		if on {
			run = append(run, b)
		} else {
			run = run[:0]
		}
	}
	if on {
		flush()
	}
}

// bounds returns the pixel rectangle that holds every polygon.
func (s *shape) bounds() image.Rectangle {
	if len(s.polys) == 0 {
		return image.Rectangle{}
	}
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, poly := range s.polys {
		for _, p := range poly {
			minX, minY = math.Min(minX, p.x), math.Min(minY, p.y)
			maxX, maxY = math.Max(maxX, p.x), math.Max(maxY, p.y)
		}
	}
	return image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
}

// canvasImage paints onto an RGBA image with anti-aliased shapes.
type canvasImage struct {
	img *image.RGBA
	z   vector.Rasterizer
}

// fillRect blends c over the pixel rectangle r. Translucent fills (the
// tints over cells) are blended here directly, which is several times
// quicker than image/draw's general Over for a uniform colour.
func (ci *canvasImage) fillRect(r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(ci.img.Rect)
	if c.A == 0 || r.Empty() {
		return
	}
	if c.A == 0xFF {
		draw.Draw(ci.img, r, image.NewUniform(c), image.Point{}, draw.Src)
		return
	}
	a := uint32(c.A)
	// Premultiplied source channels, and the weight the destination keeps.
	sr, sg, sb := uint32(c.R)*a, uint32(c.G)*a, uint32(c.B)*a
	keep := 255 - a
	img := ci.img
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		for i := 0; i+3 < len(row); i += 4 {
			row[i] = uint8((uint32(row[i])*keep + sr + 127) / 255)
			row[i+1] = uint8((uint32(row[i+1])*keep + sg + 127) / 255)
			row[i+2] = uint8((uint32(row[i+2])*keep + sb + 127) / 255)
			row[i+3] = uint8((uint32(row[i+3])*keep + a*255 + 127) / 255)
		}
	}
}

// fillTile is the side of the tiles a large shape is rasterised in.
const fillTile = 64

// fill paints the shape in c. The rasteriser's cost grows with the area
// it covers, so a shape is rasterised over its own bounding box, and a
// shape spread over a large area (a house outline, a long chain) tile by
// tile, each tile with only the polygons that reach into it.
func (ci *canvasImage) fill(s *shape, c color.NRGBA) {
	if c.A == 0 || len(s.polys) == 0 {
		return
	}
	b := s.bounds().Intersect(ci.img.Rect)
	if b.Empty() {
		return
	}
	if b.Dx()*b.Dy() <= 4*fillTile*fillTile {
		ci.rasterise(s.polys, b, c)
		return
	}
	tiles := map[image.Point][]int{}
	for i, poly := range s.polys {
		pb := polyBounds(poly).Intersect(b)
		if pb.Empty() {
			continue
		}
		for ty := floorDiv(pb.Min.Y, fillTile); ty <= floorDiv(pb.Max.Y-1, fillTile); ty++ {
			for tx := floorDiv(pb.Min.X, fillTile); tx <= floorDiv(pb.Max.X-1, fillTile); tx++ {
				k := image.Pt(tx, ty)
				tiles[k] = append(tiles[k], i)
			}
		}
	}
	polys := make([][]vec, 0, 16)
	for k, idx := range tiles {
		r := image.Rect(k.X*fillTile, k.Y*fillTile, (k.X+1)*fillTile, (k.Y+1)*fillTile).Intersect(b)
		if r.Empty() {
			continue
		}
		polys = polys[:0]
		for _, i := range idx {
			polys = append(polys, s.polys[i])
		}
		ci.rasterise(polys, r, c)
	}
}

// rasterise fills the polygons, clipped to the pixel rectangle r.
func (ci *canvasImage) rasterise(polys [][]vec, r image.Rectangle, c color.NRGBA) {
	ci.z.Reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for _, poly := range polys {
		ci.z.MoveTo(float32(poly[0].x-ox), float32(poly[0].y-oy))
		for _, p := range poly[1:] {
			ci.z.LineTo(float32(p.x-ox), float32(p.y-oy))
		}
		ci.z.ClosePath()
	}
	ci.z.Draw(ci.img, r, image.NewUniform(c), image.Point{})
}

// polyBounds returns the pixel rectangle that holds a polygon.
func polyBounds(poly []vec) image.Rectangle {
	var s shape
	s.polys = [][]vec{poly}
	return s.bounds()
}

// floorDiv divides rounding down, also for negative a.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// roundRectPoints returns the closed outline of a rounded rectangle.
func roundRectPoints(x0, y0, x1, y1, r float64) []vec {
	var s shape
	s.roundRect(x0, y0, x1, y1, r)
	pts := s.polys[0]
	return append(pts, pts[0])
}
