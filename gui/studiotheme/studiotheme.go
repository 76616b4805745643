// Package studiotheme is the window's theme: Fyne's default with the
// studio's own colours and readable replacements of the toolkit's that
// fall short of WCAG AA, held to light or dark when the person chose one.
package studiotheme

import (
	"image/color"

	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The theme choices of the View menu, as kept in the preferences.
const (
	System = "system"
	Light  = "light"
	Dark   = "dark"
)

// The studio's own theme colours are the step panel's (see
// steppanel.Colours): the puzzle list's notation uses one of them too.
const (
	ColorNameNotation      = steppanel.ColorNameNotation
	ColorNameCellLink      = steppanel.ColorNameCellLink
	ColorNameContradiction = steppanel.ColorNameContradiction
)

// studioColours are the studio's own colours, light and dark.
var studioColours = steppanel.Colours

// studioTheme is the default theme with the studio's own colours, held
// to one variant when the person chose light or dark, so that their
// choice wins over the desktop's.
type studioTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	fixed   bool // false: the desktop's variant
}

// Color is part of fyne.Theme.
func (t studioTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.fixed {
		v = t.variant
	}
	if c, ok := studioColours[n]; ok {
		return steppanel.OwnColour(c, v)
	}
	if c, ok := readableColours[v][n]; ok {
		return c
	}
	return t.Theme.Color(n, v)
}

// readableColours replace the toolkit's colours that fall short of WCAG
// AA contrast (4.5:1) as text on the background or under the text of a
// button of their colour: white on Fyne's blue is 4.47:1, its orange
// on white 2.2:1, its red under white 3.7:1, its green on white 1.5:1.
// The focus ring is the primary colour at full strength, to be seen.
var readableColours = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		theme.ColorNamePrimary:   color.NRGBA{R: 0x1f, G: 0x63, B: 0xe0, A: 0xff}, // 5.4:1 with white
		theme.ColorNameHyperlink: color.NRGBA{R: 0x1f, G: 0x63, B: 0xe0, A: 0xff},
		theme.ColorNameFocus:     color.NRGBA{R: 0x1f, G: 0x63, B: 0xe0, A: 0xff},
		theme.ColorNameWarning:   color.NRGBA{R: 0xb3, G: 0x59, B: 0x00, A: 0xff}, // 4.8:1
		theme.ColorNameError:     color.NRGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, // 5.6:1
		theme.ColorNameSuccess:   color.NRGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}, // 5.1:1
	},
	theme.VariantDark: {
		theme.ColorNamePrimary:             color.NRGBA{R: 0x5a, G: 0x95, B: 0xff, A: 0xff}, // 6.1:1 with the dark text and background
		theme.ColorNameHyperlink:           color.NRGBA{R: 0x5a, G: 0x95, B: 0xff, A: 0xff},
		theme.ColorNameFocus:               color.NRGBA{R: 0x5a, G: 0x95, B: 0xff, A: 0xff},
		theme.ColorNameForegroundOnPrimary: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
	},
}

// For returns the theme for a choice: the desktop's variant for
// "system".
func For(choice string) fyne.Theme {
	switch choice {
	case Light:
		return studioTheme{theme.DefaultTheme(), theme.VariantLight, true}
	case Dark:
		return studioTheme{theme.DefaultTheme(), theme.VariantDark, true}
	}
	return studioTheme{Theme: theme.DefaultTheme()}
}
