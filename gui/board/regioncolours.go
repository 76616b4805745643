package board

import (
	"image/color"
	"slices"
	"sync"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Which region gets which of the nine colours is chosen from the
// layout: regions whose cells share an edge get colours as far apart as
// any assignment allows, as seen with normal vision and the three
// dichromacies (seenApart). A jigsaw's regions touch in a pattern of
// their own, so a fixed order puts like colours side by side on some
// layout; the assignment is worked out once per layout and kept.

// regionOrder maps each region of a layout (0–8) to the index of its
// colour in a palette's nine.
type regionOrder [9]int8

// orderKey names one assignment problem: the palette's nine colours and
// the layout's touching pairs.
type orderKey struct {
	colours [9]color.NRGBA
	touch   [9][9]bool
}

var orders struct {
	sync.Mutex
	m map[orderKey]regionOrder
}

// touching returns which regions of l share an edge.
func touching(l *grid.Layout) (t [9][9]bool) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		r := l.Region(c)
		if c%9 < 8 {
			if q := l.Region(c + 1); q != r && validRegion(q) && validRegion(r) {
				t[r][q], t[q][r] = true, true
			}
		}
		if c < grid.NumCells-9 {
			if q := l.Region(c + 9); q != r && validRegion(q) && validRegion(r) {
				t[r][q], t[q][r] = true, true
			}
		}
	}
	return t
}

func validRegion(r int) bool { return r >= 0 && r < 9 }

// RegionIn returns the fill of region i (0–8) of layout l, the colour
// the board paints it in: nil stands for the standard layout.
func (p *Palette) RegionIn(l *grid.Layout, i int) color.NRGBA {
	return p.regions[p.orderFor(l)[((i%9)+9)%9]]
}

// orderFor returns the colour assignment of l's regions, working it out
// on first use.
func (p *Palette) orderFor(l *grid.Layout) regionOrder {
	if l == nil {
		l = grid.Standard()
	}
	key := orderKey{colours: p.regions, touch: touching(l)}
	orders.Lock()
	defer orders.Unlock()
	if o, ok := orders.m[key]; ok {
		return o
	}
	o := assignColours(&key.colours, &key.touch)
	if orders.m == nil || len(orders.m) > 256 {
		orders.m = make(map[orderKey]regionOrder)
	}
	orders.m[key] = o
	return o
}

// assignColours finds the assignment of colours to regions that keeps
// the closest pair of touching regions furthest apart for the person
// who tells colours apart least (seenApart); then, keeping most of that
// margin (cvdSlack), the one that keeps them furthest apart with normal
// vision. Each bound is found by
// trying the pairwise distances from the largest down and taking the
// first that a backtracking search can meet on every touching pair.
func assignColours(colours *[9]color.NRGBA, touch *[9][9]bool) regionOrder {
	var any, normal [9][9]float64
	for i := range 9 {
		for j := range 9 {
			any[i][j] = seenApart(colours[i], colours[j])
			normal[i][j] = labDistance(seenAs(visions[0].m, colours[i]), seenAs(visions[0].m, colours[j]))
		}
	}
	first := -1.0
	for _, t := range descending(&any) {
		if _, ok := assignAtLeast(touch, &any, t, &normal, 0); ok {
			first = t
			break
		}
	}
	// A little of the colour-blind margin is given up for normal vision,
	// which most people have: touching regions then differ by hue at a
	// glance, not only when looked for.
	for _, t := range descending(&normal) {
		if o, ok := assignAtLeast(touch, &any, first*cvdSlack, &normal, t); ok {
			return o
		}
	}
	return regionOrder{0, 1, 2, 3, 4, 5, 6, 7, 8}
}

// cvdSlack is the share of the best colour-blind margin kept when the
// assignment then spreads the colours for normal vision.
const cvdSlack = 0.8

// descending lists the distances between distinct colours, largest first.
func descending(d *[9][9]float64) []float64 {
	var out []float64
	for i := range 9 {
		for j := i + 1; j < 9; j++ {
			out = append(out, d[i][j])
		}
	}
	slices.Sort(out)
	slices.Reverse(out)
	return out
}

// assignAtLeast looks for an assignment giving every touching pair of
// regions colours at least least1 apart by d1 and least2 by d2, trying
// colours in order so that the answer is the same on every run.
func assignAtLeast(touch *[9][9]bool, d1 *[9][9]float64, least1 float64, d2 *[9][9]float64, least2 float64) (regionOrder, bool) {
	var o regionOrder
	var used [9]bool
	var place func(r int) bool
	place = func(r int) bool {
		if r == 9 {
			return true
		}
		for col := range 9 {
			if used[col] {
				continue
			}
			fits := true
			for q := range r {
				if touch[r][q] && (d1[col][o[q]] < least1 || d2[col][o[q]] < least2) {
					fits = false
					break
				}
			}
			if !fits {
				continue
			}
			used[col], o[r] = true, int8(col)
			if place(r + 1) {
				return true
			}
			used[col] = false
		}
		return false
	}
	return o, place(0)
}
