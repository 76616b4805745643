package board

import (
	"image/color"
	"math"
	"testing"
)

// oklab converts an opaque sRGB colour given as linear RGB to OKLab.
func oklab(lin [3]float64) [3]float64 {
	l := math.Cbrt(0.4122214708*lin[0] + 0.5363325363*lin[1] + 0.0514459929*lin[2])
	m := math.Cbrt(0.2119034982*lin[0] + 0.6806995451*lin[1] + 0.1073969566*lin[2])
	s := math.Cbrt(0.0883024619*lin[0] + 0.2817188376*lin[1] + 0.6299787005*lin[2])
	return [3]float64{
		0.2104542553*l + 0.7936177850*m - 0.0040720468*s,
		1.9779984951*l - 2.4285922050*m + 0.4505937099*s,
		0.0259040371*l + 0.7827717662*m - 0.8086757660*s,
	}
}

// Colour-vision simulation matrices on linear RGB, severity 1.0
// (Machado, Oliveira and Fernandes 2009).
var visions = []struct {
	name string
	m    [9]float64
}{
	{"normal", [9]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}},
	{"protanopia", [9]float64{0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998}},
	{"deuteranopia", [9]float64{0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881}},
	{"tritanopia", [9]float64{1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900}},
}

// seenAs returns c in OKLab as a person with the given vision sees it.
func seenAs(m [9]float64, c color.NRGBA) [3]float64 {
	in := [3]float64{linearChannel(c.R), linearChannel(c.G), linearChannel(c.B)}
	clamp := func(x float64) float64 { return math.Max(0, math.Min(1, x)) }
	return oklab([3]float64{
		clamp(m[0]*in[0] + m[1]*in[1] + m[2]*in[2]),
		clamp(m[3]*in[0] + m[4]*in[1] + m[5]*in[2]),
		clamp(m[6]*in[0] + m[7]*in[1] + m[8]*in[2]),
	})
}

func labDistance(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

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
