package board

import (
	"math"
)

// paintSeriesSwatch draws the legend pictures of the roles drawn in the
// series colours, centred on c in a tile of the given side: two groups
// of cells side by side, and a pattern disc ringed as a restricted
// common candidate.
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
	}
}
