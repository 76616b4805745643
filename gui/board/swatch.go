package board

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
)

// RoleSwatch returns the legend's picture of a role, w×h pixels in the
// colours and fonts of theme th (nil for the app's): a cell-coloured tile
// with the role drawn as the board draws it.
func RoleSwatch(role Role, th fyne.Theme, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	paintRoleSwatch(newRasterSurface(img, themeBoardFonts(th)), img.Bounds(), role, PaletteOf(th))
	return img
}

// paintRoleSwatch draws the picture of one role over the area b.
func paintRoleSwatch(ci surface, b image.Rectangle, role Role, pal *Palette) {
	side := float64(min(b.Dx(), b.Dy()))
	c := vec{float64(b.Min.X) + float64(b.Dx())/2, float64(b.Min.Y) + float64(b.Dy())/2}
	var tile shape
	tile.roundRect(c.x-side/2, c.y-side/2, c.x+side/2, c.y+side/2, side*0.18)
	ci.fill(&tile, pal.cell)
	var edge shape
	edge.polyline(roundRectPoints(c.x-side/2+0.5, c.y-side/2+0.5, c.x+side/2-0.5, c.y+side/2-0.5, side*0.18), 1, 0, 0, 0)
	ci.fill(&edge, pal.thinLine)

	radius := side * 0.3
	size := side * 0.5
	disc := func(col, text color.NRGBA) {
		var s shape
		s.circle(c, radius)
		ci.fill(&s, col)
		ci.digit('5', true, size, c.x, c.y, text)
	}
	switch role {
	case RolePattern:
		disc(pal.pattern, pal.onRole)
	case RolePlacement:
		disc(pal.placement, pal.onRole)
	case RoleFin:
		disc(pal.fin, pal.onRole)
	case RoleElimination:
		disc(withAlpha(pal.elimination, tintElimination), pal.elimination)
		w := math.Max(1.2, side*0.07)
		var s shape
		a, z := vec{c.x - radius*0.72, c.y + radius*0.66}, vec{c.x + radius*0.72, c.y - radius*0.66}
		s.segment(a, z, w)
		s.circle(a, w/2)
		s.circle(z, w/2)
		ci.fill(&s, pal.elimination)
	case RoleHouse:
		w := math.Max(2, side*0.1)
		var s shape
		k := side * 0.26
		outline(&s, c.x-k, c.y-k, c.x+k, c.y+k, w)
		var tint shape
		tint.polygon(vec{c.x - k, c.y - k}, vec{c.x + k, c.y - k}, vec{c.x + k, c.y + k}, vec{c.x - k, c.y + k})
		ci.fill(&tint, withAlpha(pal.house, 0x30))
		ci.fill(&s, withAlpha(pal.house, 0xE0))
	case RoleStrongLink, RoleWeakLink:
		w := math.Max(1.5, side*0.08)
		from, to := vec{c.x - side*0.36, c.y + side*0.12}, vec{c.x + side*0.36, c.y + side*0.12}
		ctrl := vec{c.x, c.y - side*0.34}
		var pts []vec
		for i := 0; i <= 24; i++ {
			pts = append(pts, quadPoint(from, ctrl, to, float64(i)/24))
		}
		head := w * 3.4
		dir := to.sub(pts[len(pts)-2]).unit()
		pts = trimPathEnd(pts, head*0.8)
		var s shape
		if role == RoleStrongLink {
			s.polyline(pts, w, 0, 0, 0)
		} else {
			s.polyline(pts, w, w*2, w*1.6, 0)
		}
		base := to.sub(dir.scale(head))
		n := dir.perp().scale(w * 1.9)
		s.polygon(to, base.add(n), base.sub(n))
		ci.fill(&s, pal.link)
	case RoleLocked:
		// As the board draws it: the digit bold in the link's ink, the
		// solid strong link arriving from the left.
		w := math.Max(1.5, side*0.08)
		at := vec{c.x + side*0.16, c.y}
		to := vec{at.x - side*0.2, c.y}
		from := vec{c.x - side*0.42, c.y}
		head := w * 3
		var s shape
		s.segment(from, to.sub(vec{head * 0.8, 0}), w)
		s.polygon(to, vec{to.x - head, to.y - w*1.7}, vec{to.x - head, to.y + w*1.7})
		ci.fill(&s, pal.link)
		ci.digit('5', true, size, at.x, at.y, pal.link)
	case RoleGuess:
		ci.fill(&tile, withAlpha(pal.guess, tintGuess))
		ci.digit('5', true, side*0.62, c.x, c.y, pal.guessText)
	case RoleContradiction:
		ci.fill(&tile, withAlpha(pal.contradiction, tintContradict))
		var s shape
		w := math.Max(2, side*0.09)
		k := side/2 - w/2 - 1
		outline(&s, c.x-k, c.y-k, c.x+k, c.y+k, w)
		ci.fill(&s, pal.contradiction)
	case RoleBacktrack:
		ci.fill(&tile, withAlpha(pal.backtrack, tintBacktrack))
		ci.digit('5', false, side*0.62, c.x, c.y, fadeColour(pal.solved, 0.55))
	case RolePremise, RoleFalse:
		paintTruth(ci, pal, 5, role == RolePremise, role != RoleFalse, c, radius, size, math.Max(1.2, side*0.07))
	case RoleTrue:
		// The true disc and the false ring side by side.
		r, s := side*0.22, side*0.34
		w := math.Max(1.2, side*0.06)
		paintTruth(ci, pal, 5, false, true, vec{c.x - side*0.24, c.y}, r, s, w)
		paintTruth(ci, pal, 5, false, false, vec{c.x + side*0.24, c.y}, r, s, w)
	case RoleGroup, RoleRestricted:
		paintSeriesSwatch(ci, role, pal, c, side)
	}
}
