package board

import (
	"slices"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// routeKey is everything the routes of one paint depend on: the
// arrows, the digits and candidates drawn, and where the cells are.
type routeKey struct {
	arrows []arrowSpec
	digits grid.Grid
	shown  [grid.NumCells]steps.Digits
	discs  [grid.NumCells]steps.Digits
	square [grid.NumCells]steps.Digits
	px     pixelGrid
}

func (k *routeKey) equal(o *routeKey) bool {
	return k.digits == o.digits && k.shown == o.shown && k.discs == o.discs && k.square == o.square && k.px == o.px && slices.Equal(k.arrows, o.arrows)
}

// routeCache keeps the routes of the last few paints: the window paints
// the same step again and again (a flash, a resize back, the theme),
// and routing a net's many arrows takes tens of milliseconds.
var routeCache struct {
	sync.Mutex
	entries []routeEntry
}

type routeEntry struct {
	key    routeKey
	routes [][]vec
}

// routeCacheSize is how many paints' routes are kept.
const routeCacheSize = 8

// routes returns the route of each of the step's arrows, from the cache
// when this paint's are there.
func (p *boardPainter) routes() [][]vec {
	arrows := p.roles.arrows
	key := routeKey{arrows: arrows, digits: p.v.model.Digits, square: p.roles.premise, px: p.px}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if key.digits[c] != 0 {
			continue
		}
		key.shown[c] = p.shownDigits(c)
		for _, d := range key.shown[c].List() {
			if p.roleOf(c, d) != candPlain {
				key.discs[c] |= steps.DigitSet(d)
			}
		}
	}
	routeCache.Lock()
	for _, e := range routeCache.entries {
		if e.key.equal(&key) {
			routeCache.Unlock()
			return e.routes
		}
	}
	routeCache.Unlock()
	routes := make([][]vec, len(arrows))
	for i, a := range arrows {
		routes[i] = p.router.route(a.from, a.to)
	}
	key.arrows = slices.Clone(arrows)
	routeCache.Lock()
	routeCache.entries = append(routeCache.entries, routeEntry{key, routes})
	if len(routeCache.entries) > routeCacheSize {
		routeCache.entries = routeCache.entries[1:]
	}
	routeCache.Unlock()
	return routes
}
