package steppanel

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Each candidate of a branch's text and of Follow's list takes the colour
// of its truth on the board; the premise its own; other words stay plain.
func TestTruthColours(t *testing.T) {
	tokens := lineTokens("r4c5=2 => r4c6<>2 => r5c6<>2 (since r4c5=2) => r8c6=2 (only place for 2 in column 6)", true)
	colour := truthColours(tokens, 0, func(int) fyne.ThemeColorName { return theme.ColorNameForeground })
	want := map[string][]fyne.ThemeColorName{}
	for i, tok := range tokens {
		want[tok.text] = append(want[tok.text], colour(i))
	}
	for _, tt := range []struct {
		token string
		want  []fyne.ThemeColorName
	}{
		{"r4c5=2", []fyne.ThemeColorName{ColorNamePremise}},
		{"r4c6<>2", []fyne.ThemeColorName{ColorNameTruthOff}},
		{"r4c5=2)", []fyne.ThemeColorName{ColorNameTruthOn}},
		{"r8c6=2", []fyne.ThemeColorName{ColorNameTruthOn}},
		{"=>", []fyne.ThemeColorName{theme.ColorNameForeground, theme.ColorNameForeground, theme.ColorNameForeground}},
	} {
		got := want[tt.token]
		if len(got) != len(tt.want) {
			t.Errorf("%q: colours %v, want %v", tt.token, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q: colours %v, want %v", tt.token, got, tt.want)
			}
		}
	}
	for _, n := range []fyne.ThemeColorName{ColorNameTruthOn, ColorNameTruthOff, ColorNamePremise} {
		if _, ok := Colours[n]; !ok {
			t.Errorf("no colour for %s", n)
		}
	}
}

// The truth colours are text colours too: each reaches WCAG AA (4.5:1)
// on the panel's background in its theme.
func TestTruthColoursAreReadable(t *testing.T) {
	lum := func(c color.NRGBA) float64 {
		ch := func(v uint8) float64 {
			x := float64(v) / 255
			if x <= 0.04045 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
	}
	backgrounds := [2]color.NRGBA{{0xFF, 0xFF, 0xFF, 0xFF}, {0x17, 0x17, 0x18, 0xFF}} // Fyne's light and dark
	for _, n := range []fyne.ThemeColorName{ColorNameTruthOn, ColorNameTruthOff, ColorNamePremise} {
		for v, c := range Colours[n] {
			a, b := lum(c), lum(backgrounds[v])
			if a < b {
				a, b = b, a
			}
			if r := (a + 0.05) / (b + 0.05); r < 4.5 {
				t.Errorf("%s in theme %d: %.2f:1", n, v, r)
			}
		}
	}
}
