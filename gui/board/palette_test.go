package board

import (
	"image/color"
	"math"
	"testing"
)

// blend returns c with opacity a laid over the opaque colour under.
func blend(under, c color.NRGBA, a uint8) color.NRGBA {
	return mixColour(under, c, float64(a)/255)
}

func TestRegionColoursStayDistinct(t *testing.T) {
	// 0.05 in OKLab is several times a just-noticeable difference (~0.02).
	const minDistance = 0.05
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		for _, v := range visions {
			if !dark && v.name != "normal" {
				// Nine light colours of one lightness cannot all stay apart
				// for a dichromat; touching regions do (TestTouchingRegionsStayApart).
				continue
			}
			worst, wi, wj := math.Inf(1), 0, 0
			for i := range pal.regions {
				for j := i + 1; j < len(pal.regions); j++ {
					d := labDistance(seenAs(v.m, pal.regions[i]), seenAs(v.m, pal.regions[j]))
					if d < worst {
						worst, wi, wj = d, i, j
					}
				}
			}
			if worst < minDistance {
				t.Errorf("dark=%v, %s: regions %d and %d differ by only %.3f (want ≥ %.2f)", dark, v.name, wi+1, wj+1, worst, minDistance)
			}
		}
	}
}

func TestDigitsReadOnEveryFill(t *testing.T) {
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		fills := append([]color.NRGBA{pal.cell}, pal.regions[:]...)
		digits := []struct {
			name string
			c    color.NRGBA
			tint color.NRGBA // laid over the fill under this digit, if any
			a    uint8
			min  float64 // WCAG asks 4.5 for text, 3 for large text
		}{
			{name: "given", c: pal.text, min: 4.5},
			{name: "entered", c: pal.entered, min: 4.5},
			{name: "solved", c: pal.solved, min: 4.5},
			{name: "candidate", c: pal.candidate, min: 3},
			// The big bold digits of a step sit on a tint of their own
			// hue, which also tells their role.
			{name: "conflict", c: pal.conflict, tint: pal.conflict, a: tintConflict, min: 2.5},
			{name: "placement", c: pal.placement, tint: pal.placement, a: tintPlacement, min: 2.5},
			{name: "guess", c: pal.guessText, tint: pal.guess, a: tintGuess, min: 2.5},
			{name: "elimination", c: pal.elimination, tint: pal.elimination, a: tintElimination, min: 2.5},
		}
		for _, d := range digits {
			for i, f := range fills {
				under := f
				if d.a != 0 {
					under = blend(f, d.tint, d.a)
				}
				if r := contrastRatio(d.c, under); r < d.min {
					t.Errorf("dark=%v: %s digits on fill %d have contrast %.2f, want ≥ %.1f", dark, d.name, i, r, d.min)
				}
			}
		}
		// Givens and the person's entries keep 4.5:1 on every region
		// colour also where the selection tints it: its houses and the
		// selected cell itself.
		for _, d := range digits[:2] {
			for i, f := range fills {
				for _, a := range []uint8{tintSelHouses, tintSelected} {
					if r := contrastRatio(d.c, blend(f, pal.accent, a)); r < 4.5 {
						t.Errorf("dark=%v: %s digits on fill %d under the selection tint %#x have contrast %.2f, want ≥ 4.5", dark, d.name, i, a, r)
					}
				}
			}
		}
		// Digits on the step's discs.
		for _, disc := range []struct {
			name     string
			fill, fg color.NRGBA
		}{
			{"pattern", pal.pattern, pal.onRole},
			{"placement", pal.placement, pal.onRole},
			{"fin", pal.fin, pal.onRole},
			{"guess", pal.guess, pal.onRole},
		} {
			if r := contrastRatio(disc.fill, disc.fg); r < 3 {
				t.Errorf("dark=%v: digits on %s discs have contrast %.2f, want ≥ 3", dark, disc.name, r)
			}
		}
	}
}

func TestRoleColoursAreDistinct(t *testing.T) {
	// Roles that can meet in one step must not be confused. The pattern
	// and elimination colours are green and red by convention, which
	// some colour-blind people confuse; the board also draws them in
	// different shapes (solid disc, struck-through digit), so only normal
	// vision is checked here.
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		roles := map[string]color.NRGBA{
			"pattern": pal.pattern, "elimination": pal.elimination, "placement": pal.placement,
			"fin": pal.fin, "house": pal.house, "link": pal.link, "guess": pal.guess,
		}
		for n1, c1 := range roles {
			for n2, c2 := range roles {
				if n1 < n2 {
					if d := labDistance(seenAs(visions[0].m, c1), seenAs(visions[0].m, c2)); d < 0.1 {
						t.Errorf("dark=%v: %s and %s differ by only %.3f", dark, n1, n2, d)
					}
				}
			}
		}
	}
}

func TestPaletteFollowsThemeLightness(t *testing.T) {
	tests := []struct {
		bg   color.NRGBA
		dark bool
	}{
		{hexColour(0xFFFFFF), false},
		{hexColour(0xF5F5F5), false},
		{hexColour(0x171719), true},
		{hexColour(0x303030), true},
	}
	for _, tt := range tests {
		p := newBoardPalette(tt.bg, mixColour(tt.bg, hexColour(0x808080), 1), hexColour(0x2979FF))
		if p.dark != tt.dark {
			t.Errorf("background %v: dark = %v, want %v", tt.bg, p.dark, tt.dark)
		}
		if p.regions != map[bool][9]color.NRGBA{false: regionColoursLight, true: regionColoursDark}[tt.dark] {
			t.Errorf("background %v: wrong region colours", tt.bg)
		}
	}
	if Role(RolePattern).colour(false) == Role(RolePattern).colour(true) {
		t.Errorf("the pattern colour is the same in both themes")
	}
	for r := Role(0); r < numRoles; r++ {
		if r.String() == "role" || r.String() == "" {
			t.Errorf("role %d has no name", r)
		}
	}
}
