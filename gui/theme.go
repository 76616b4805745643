package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The theme choices of the View menu, as kept in the preferences.
const (
	themeSystem = "system"
	themeLight  = "light"
	themeDark   = "dark"
)

// The studio's own theme colours, for text that Fyne's palette only
// has in colours too faint to read: its "disabled" grey, used for
// secondary text, is 1.5:1 against the dark background; its blue links
// are 4.0:1 on dark and its red 3.7:1 on light. Each is chosen to reach
// WCAG AA (4.5:1) on the background and on a selected row of a list.
const (
	// colorNameNotation is secondary text: the notation column of the
	// solution path list.
	colorNameNotation fyne.ThemeColorName = "studioNotation"
	// colorNameCellLink is a cell link of the step panel.
	colorNameCellLink fyne.ThemeColorName = "studioCellLink"
	// colorNameContradiction is the contradiction a branch ends in.
	colorNameContradiction fyne.ThemeColorName = "studioContradiction"
)

// studioColours are the studio's own colours, light and dark.
var studioColours = map[fyne.ThemeColorName][2]color.NRGBA{
	colorNameNotation:      {{R: 0x5c, G: 0x5c, B: 0x5e, A: 0xff}, {R: 0xa0, G: 0xa0, B: 0xa6, A: 0xff}},
	colorNameCellLink:      {{R: 0x1a, G: 0x5c, B: 0xd8, A: 0xff}, {R: 0x6e, G: 0xa4, B: 0xff, A: 0xff}},
	colorNameContradiction: {{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, {R: 0xff, G: 0x6e, B: 0x60, A: 0xff}},
}

// studioTheme is the default theme with the studio's own colours, held
// to one variant when the person chose light or dark, so that their
// choice wins over the desktop's.
type studioTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	fixed   bool // false: the desktop's variant
}

func (t studioTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.fixed {
		v = t.variant
	}
	if c, ok := studioColours[n]; ok {
		return studioColour(c, v)
	}
	return t.Theme.Color(n, v)
}

// themeFor returns the theme for a choice: the desktop's variant for
// "system".
func themeFor(choice string) fyne.Theme {
	switch choice {
	case themeLight:
		return studioTheme{theme.DefaultTheme(), theme.VariantLight, true}
	case themeDark:
		return studioTheme{theme.DefaultTheme(), theme.VariantDark, true}
	}
	return studioTheme{Theme: theme.DefaultTheme()}
}

// themeColour is colour n of th, or the studio's own colour n when th
// is not the studio's theme and lacks it (a theme gives nil or
// transparent for a name it does not know).
func themeColour(th fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	c := th.Color(n, v)
	if own, ok := studioColours[n]; ok {
		if c == nil {
			return studioColour(own, v)
		}
		if _, _, _, a := c.RGBA(); a == 0 {
			return studioColour(own, v)
		}
	}
	if c == nil {
		return color.Transparent
	}
	return c
}

// studioColour picks the light or dark one of a studio colour.
func studioColour(c [2]color.NRGBA, v fyne.ThemeVariant) color.Color {
	if v == theme.VariantDark {
		return c[1]
	}
	return c[0]
}
