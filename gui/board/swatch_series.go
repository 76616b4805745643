package board

import (
	"math"
)

// paintSeriesSwatch draws the legend pictures of the roles drawn in the
// series colours, centred on c in a tile of the given side: two groups
// of cells side by side, a pattern disc ringed as a restricted common
// candidate, and two branches, each from its premise square.
func paintSeriesSwatch(ci surface, role Role, pal *Palette, c vec, side float64) {
	switch role {
	case RoleGroup:
		// Two cells, each tinted and outlined in its group's colour and
		// labelled with its letter, as the board labels groups.
		w := math.Max(1.5, side*0.07)
		h := side * 0.36
		for i, x := range []float64{c.x - side*0.22, c.x + side*0.22} {
			col := pal.seriesColour(i)
			var cell, edge shape
			k := side * 0.19
			cell.roundRect(x-k, c.y-h, x+k, c.y+h, side*0.06)
			ci.fill(&cell, withAlpha(col, pal.groupTint))
			edge.polyline(roundRectPoints(x-k+w/2, c.y-h+w/2, x+k-w/2, c.y+h-w/2, side*0.05), w, 0, 0, 0)
			ci.fill(&edge, col)
			ci.text(string(rune('A'+i)), true, side*0.3, x, c.y, col)
		}
	case RoleRestricted:
		radius := side * 0.3
		var s shape
		s.circle(c, radius)
		ci.fill(&s, pal.pattern)
		w := math.Max(1.5, side*0.08)
		var ring shape
		ring.polyline(circlePoints(c, radius-w/2+w*0.35), w, 0, 0, 0)
		ci.fill(&ring, pal.restricted)
		ci.digit('5', true, side*0.45, c.x, c.y, pal.onRole)
	case RoleBranch:
		// Two branches, one above the other: a premise square, then a
		// link, solid (strong) in the first and dashed (weak) in the
		// second, in the links' ink as the board draws them.
		w := math.Max(1.5, side*0.07)
		for i, y := range []float64{c.y - side*0.2, c.y + side*0.2} {
			k := side * 0.11
			x0 := c.x - side*0.34
			var sq shape
			sq.roundRect(x0-k, y-k, x0+k, y+k, k*0.3)
			ci.fill(&sq, pal.premise)
			from, to := vec{x0 + k + w, y}, vec{c.x + side*0.42, y}
			head := w * 3
			var s shape
			if i == 0 {
				s.polyline([]vec{from, to.sub(vec{head * 0.8, 0})}, w, 0, 0, 0)
			} else {
				s.polyline([]vec{from, to.sub(vec{head * 0.8, 0})}, w*0.7, w*1.6, w*1.3, 0)
			}
			s.polygon(to, vec{to.x - head, y - w*1.7}, vec{to.x - head, y + w*1.7})
			ci.fill(&s, pal.link)
		}
	}
}
