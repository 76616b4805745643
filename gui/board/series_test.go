package board

import (
	"image/color"
	"testing"
)

func TestSeriesColoursStayDistinct(t *testing.T) {
	// The series colours tell groups and branches apart, for every
	// colour vision; and, for normal vision, from the roles they meet
	// in one step: the conclusion's eliminations and placements, the
	// pattern, the restricted ring, plain links and fins.
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		for i := range pal.series {
			for j := i + 1; j < len(pal.series); j++ {
				for _, v := range visions {
					if d := labDistance(seenAs(v.m, pal.series[i]), seenAs(v.m, pal.series[j])); d < 0.095 {
						t.Errorf("dark=%v, %s: series colours %d and %d differ by only %.3f", dark, v.name, i, j, d)
					}
				}
			}
			for _, role := range []struct {
				name string
				c    [3]float64
			}{
				{"elimination", seenAs(visions[0].m, pal.elimination)},
				{"placement", seenAs(visions[0].m, pal.placement)},
				{"pattern", seenAs(visions[0].m, pal.pattern)},
				{"restricted", seenAs(visions[0].m, pal.restricted)},
				{"link", seenAs(visions[0].m, pal.link)},
				{"fin", seenAs(visions[0].m, pal.fin)},
			} {
				if d := labDistance(seenAs(visions[0].m, pal.series[i]), role.c); d < 0.09 {
					t.Errorf("dark=%v: series colour %d and the %s colour differ by only %.3f", dark, i, role.name, d)
				}
			}
		}
	}
}

func TestDigitsReadOnGroupsAndBranches(t *testing.T) {
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		for i, col := range pal.series {
			// A group's cell: the tint over the plain cell colour.
			under := blend(pal.cell, col, pal.groupTint)
			for _, d := range []struct {
				name string
				c    colourPair
				min  float64
			}{
				{"given", colourPair{pal.text, under}, 4.5},
				{"solved", colourPair{pal.solved, under}, 4.5},
				{"candidate", colourPair{pal.candidate, under}, 3},
				// A branch's true candidate: a digit on a disc of its colour.
				{"branch disc", colourPair{pal.onRole, col}, 3},
				// A false one: the digit in the colour on a pale disc.
				{"branch ring", colourPair{col, blend(pal.cell, col, tintElimination)}, 2.5},
				// An arrow on a cell, under its halo.
				{"arrow", colourPair{col, pal.cell}, 2.9},
			} {
				if r := contrastRatio(d.c.fg, d.c.bg); r < d.min {
					t.Errorf("dark=%v, series colour %d: %s contrast %.2f, want ≥ %.1f", dark, i, d.name, r, d.min)
				}
			}
		}
		// The restricted ring straddles the edge of the candidate's disc,
		// so it is read against the cell around it: the plain cell or any
		// region colour.
		for i, fill := range append([]color.NRGBA{pal.cell}, pal.regions[:]...) {
			if r := contrastRatio(pal.restricted, fill); r < 3 {
				t.Errorf("dark=%v: the restricted ring on fill %d has contrast %.2f, want ≥ 3", dark, i, r)
			}
		}
	}
}

// colourPair is a foreground over a background.
type colourPair struct{ fg, bg color.NRGBA }

func TestSeriesColourWraps(t *testing.T) {
	pal := defaultPalette(false)
	n := len(pal.series)
	if pal.seriesColour(n) != pal.series[0] || pal.seriesColour(-1) != pal.series[n-1] {
		t.Errorf("seriesColour does not wrap around")
	}
}
