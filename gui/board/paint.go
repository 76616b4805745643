package board

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// boardView is everything one paint of the board depends on: the model
// and the view's own state. The on-screen board and Image both
// paint a boardView, so what is exported is what is shown.
type boardView struct {
	model         Model
	selected      grid.Cell // -1 for none
	focused       bool
	regionColours bool
	candidates    bool
	flashCells    grid.CellSet // the cells flashing
	flash         float64      // strength of the flash, 0–1
	fade          float64      // how far a backtrack's cells have faded, 0–1
	filter        Filter       // the cells picked out by their candidates (filter.go)
}

// boardPainter paints one boardView onto one surface.
type boardPainter struct {
	surface
	bounds image.Rectangle // the area painted, in the surface's units
	v      *boardView
	pal    *Palette
	px     pixelGrid
	layout *grid.Layout
	region [grid.NumCells]int8 // region of each cell; -1 when unknown
	order  regionOrder         // the colour of each region (regioncolours.go)
	roles  *stepRoles
	router *router
	fading grid.CellSet

	thin, thick int // line widths in pixels
}

// paintBoard draws v over the area b of a surface.
func paintBoard(surf surface, b image.Rectangle, v *boardView, pal *Palette) {
	p := &boardPainter{surface: surf, bounds: b, v: v, pal: pal}
	p.px = newPixelGrid(newBoardGeom(float64(b.Dx()), float64(b.Dy())))
	for i := range p.px.xs {
		p.px.xs[i] += b.Min.X
		p.px.ys[i] += b.Min.Y
	}
	p.begin("background")
	p.fillRect(b, pal.background)
	p.end()
	if p.px.cell < 4 {
		return // too small to show anything but the background
	}
	p.prepare()
	p.paintCells()
	p.begin("grid-line")
	p.paintLines()
	p.end()
	p.paintHouses()
	p.paintFilterDigit()
	p.paintMarkCandidates()
	p.paintCandidates()
	p.paintDigits()
	p.paintLinks()
	p.paintGroupLabels()
	p.begin("selection")
	p.paintSelection()
	p.end()
	p.begin("badge")
	p.paintBadge()
	p.end()
}

// prepare works out the layout, the regions and the step's roles.
func (p *boardPainter) prepare() {
	m := &p.v.model
	p.layout = m.Layout
	if p.layout == nil {
		p.layout = grid.Standard()
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		p.region[c] = int8(p.layout.Region(c))
		if m.Draft != nil {
			if r := m.Draft[c]; r >= 0 && r <= 8 {
				p.region[c] = r
			} else {
				p.region[c] = -1
			}
		}
	}
	p.order = p.pal.orderFor(p.layout)
	p.roles = resolveRoles(m.Step, m.Branch, m.Unfold)
	p.roles.resolveContradictionsUnfolded(m.Step, m.Branch, m.Unfold)
	p.roles.resolveContext(m.Context)
	p.fading = m.Fading
	if m.Step != nil && m.Step.Kind == steps.Backtrack {
		p.fading = p.fading.Or(stepCells(m.Step))
	}
	p.thin = max(1, int(math.Round(p.px.cell*0.018)))
	p.thick = max(2, int(math.Round(p.px.cell*0.06)))
	if len(p.roles.arrows) > 0 {
		p.router = p.newRouter()
	}
}

// cellRect returns a cell's pixel rectangle.
func (p *boardPainter) cellRect(c grid.Cell) image.Rectangle {
	x0, y0, x1, y1 := p.px.cellBox(c)
	return image.Rect(x0, y0, x1, y1)
}

// paintCells fills the cells with their region colours and the tints
// that mark the selection, the step's cells, conflicts and the flash.
func (p *boardPainter) paintCells() {
	m, pal := &p.v.model, p.pal
	// While a step with groups, branches or many arrows is shown, the
	// region colours fade, so that the step's colours carry the picture.
	regionFade := 0.0
	if p.roles.busy(m.Step) {
		regionFade = regionFadeBusy
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		fill := pal.cell
		class := "cell"
		if p.v.regionColours && p.region[c] >= 0 {
			fill = mixColour(pal.regions[p.order[p.region[c]]], pal.cell, regionFade)
			class = fmt.Sprintf("cell region-%d", p.region[c]+1)
			if regionFade > 0 {
				class += " faded"
			}
		}
		p.begin(class)
		p.fillRect(p.cellRect(c), fill)
		p.end()
	}
	p.paintFilterCells() // under every tint of the step
	p.paintMarkCells()
	// The step's houses, then its groups over them: a group's tint is
	// its own colour, not mixed with a house's.
	p.begin("house")
	for _, h := range p.roles.houses {
		for _, c := range p.layout.House(h).Cells {
			p.fillRect(p.cellRect(c), withAlpha(pal.house, tintHouse))
		}
	}
	p.end()
	p.paintGroupTints()
	p.begin("contradiction")
	p.paintContradictionCells()
	p.end()
	p.begin("tint")
	defer p.end()

	// The selection: its houses lightly, the cell itself most. Cells
	// holding its digit get a ring (paintSelection), not a tint, which
	// would read as one more region colour.
	if sel := p.v.selected; validCell(sel) {
		var houses grid.CellSet
		for _, h := range p.housesOf(sel) {
			houses = houses.Or(h)
		}
		for _, c := range houses.Cells() {
			p.fillRect(p.cellRect(c), withAlpha(pal.accent, tintSelHouses))
		}
		p.fillRect(p.cellRect(sel), withAlpha(pal.accent, tintSelected))
	}

	for _, c := range m.Conflicts.Cells() {
		if validCell(c) {
			p.fillRect(p.cellRect(c), withAlpha(pal.conflict, tintConflict))
		}
	}
	if st := m.Step; st != nil {
		switch st.Kind {
		case steps.Guess:
			for _, pl := range st.Placements {
				if validCell(pl.Cell) {
					p.fillRect(p.cellRect(pl.Cell), withAlpha(pal.guess, tintGuess))
				}
			}
		case steps.Contradiction:
			for _, c := range stepCells(st).Cells() {
				p.fillRect(p.cellRect(c), withAlpha(pal.contradiction, tintContradict))
			}
		case steps.Logic:
			for _, pl := range st.Placements {
				if validCell(pl.Cell) {
					p.fillRect(p.cellRect(pl.Cell), withAlpha(pal.placement, tintPlacement))
				}
			}
			// The cells a step is about beyond its candidates, such as an
			// avoidable rectangle's solved corners or a forcing chain's
			// cell, are part of its pattern.
			for _, c := range stepCells(st).Cells() {
				p.fillRect(p.cellRect(c), withAlpha(pal.pattern, tintPlacement))
			}
			// A digit a chain or branch places is marked on its cell.
			for _, c := range p.roles.placed.Cells() {
				p.begin("branch-placed", "data-cell", c.String())
				p.fillRect(p.cellRect(c), withAlpha(pal.truthOn, tintPlacement))
				p.end()
			}
		}
	}
	for _, c := range p.fading.Cells() {
		if validCell(c) {
			a := uint8(tintBacktrack * (1 - 0.5*p.v.fade))
			p.fillRect(p.cellRect(c), withAlpha(pal.backtrack, a))
		}
	}
	if p.v.flash > 0 {
		for _, c := range p.v.flashCells.Cells() {
			p.fillRect(p.cellRect(c), withAlpha(pal.accent, uint8(0xB0*p.v.flash)))
		}
	}
}

// housesOf returns the cell sets of c's row, column and region. With a
// draft region map the region is the draft's, which need not have nine
// cells.
func (p *boardPainter) housesOf(c grid.Cell) []grid.CellSet {
	hs := p.layout.HousesOf(c)
	out := []grid.CellSet{p.layout.House(hs[0]).Set, p.layout.House(hs[1]).Set}
	if p.v.model.Draft == nil {
		return append(out, p.layout.House(hs[2]).Set)
	}
	var reg grid.CellSet
	for q := grid.Cell(0); q < grid.NumCells; q++ {
		if p.region[q] == p.region[c] && p.region[c] >= 0 {
			reg = reg.With(q)
		}
	}
	return append(out, reg)
}

// paintLines draws the thin lines between cells and the thick ones
// between regions and around the grid. A thick line runs wherever two
// side-by-side cells lie in different regions, so a jigsaw region's
// outline shows whatever its shape.
func (p *boardPainter) paintLines() {
	xs, ys := p.px.xs, p.px.ys
	thin, thick := p.thin, p.thick
	for i := 1; i < 9; i++ {
		p.fillRect(image.Rect(xs[i]-thin/2, ys[0], xs[i]-thin/2+thin, ys[9]), p.pal.thinLine)
		p.fillRect(image.Rect(xs[0], ys[i]-thin/2, xs[9], ys[i]-thin/2+thin), p.pal.thinLine)
	}
	lo, hi := thick/2, thick-thick/2
	col := p.pal.thickLine
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			cell := grid.CellAt(r, c)
			if c < 8 && p.region[cell] != p.region[cell+1] {
				p.fillRect(image.Rect(xs[c+1]-lo, ys[r]-lo, xs[c+1]+hi, ys[r+1]+hi), col)
			}
			if r < 8 && p.region[cell] != p.region[cell+9] {
				p.fillRect(image.Rect(xs[c]-lo, ys[r+1]-lo, xs[c+1]+hi, ys[r+1]+hi), col)
			}
		}
	}
	// The outer border, a little heavier than the region borders.
	o := thick + max(1, thick/3)
	olo, ohi := o/2, o-o/2
	p.fillRect(image.Rect(xs[0]-olo, ys[0]-olo, xs[9]+ohi, ys[0]+ohi), col)
	p.fillRect(image.Rect(xs[0]-olo, ys[9]-olo, xs[9]+ohi, ys[9]+ohi), col)
	p.fillRect(image.Rect(xs[0]-olo, ys[0]-olo, xs[0]+ohi, ys[9]+ohi), col)
	p.fillRect(image.Rect(xs[9]-olo, ys[0]-olo, xs[9]+ohi, ys[9]+ohi), col)
}

// fadeColour returns c with its opacity scaled by k.
func fadeColour(c color.NRGBA, k float64) color.NRGBA {
	c.A = uint8(float64(c.A)*math.Max(0, math.Min(1, k)) + 0.5)
	return c
}

// paintSelection rings the selected cell, boldly when the board has the
// keyboard focus.
func (p *boardPainter) paintSelection() {
	sel := p.v.selected
	if !validCell(sel) {
		return
	}
	w := max(2, int(math.Round(p.px.cell*0.045)))
	if d := p.v.model.Digits[sel]; d != 0 {
		// The cells holding the selected digit: a thin ring set in from
		// the cell's edge, apart from the selection's and the regions'.
		in := max(2, int(math.Round(p.px.cell*0.08)))
		rw := max(2, int(math.Round(p.px.cell*0.035)))
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if p.v.model.Digits[c] == d && c != sel {
				p.ringRect(p.cellRect(c).Inset(in), rw, p.pal.accent)
			}
		}
	}
	if !p.v.focused {
		w = max(1, w/2)
	}
	p.ringRect(p.cellRect(sel).Inset(p.thin/2+1), w, p.pal.accent)
}

// paintBadge shows the search depth while the step is inside a guess: an
// orange tab standing on the grid's top border, at the right, in the
// margin, so that it hides no candidate.
func (p *boardPainter) paintBadge() {
	st := p.v.model.Step
	if st == nil {
		return
	}
	// The board shows the position after the step: a guess has opened
	// one level more than the depth it was made at, as the step panel and
	// the search counters say.
	depth := st.Depth
	if st.Kind == steps.Guess {
		depth++
	}
	if depth <= 0 {
		return
	}
	text := fmt.Sprintf("depth %d", depth)
	// The tab covers the border under it and reaches down to the cells.
	outer := p.thick + max(1, p.thick/3)
	bottom := float64(p.px.ys[0] + outer - outer/2)
	h := math.Min(bottom-float64(p.bounds.Min.Y)-1, p.px.cell*0.38)
	if h < 6 {
		return
	}
	size := h * 0.62
	w := p.textWidth(text, true, size) + h*1.1
	x1 := float64(p.px.xs[9]) - p.px.cell*0.2
	var tab shape
	tab.tab(x1-w, bottom-h, x1, bottom, h*0.42)
	p.fill(&tab, p.pal.guess)
	p.text(text, true, size, x1-w/2, bottom-h/2, p.pal.onRole)
}
