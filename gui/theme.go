package gui

import (
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
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

// The studio's own theme colours are the step panel's (see
// steppanel.Colours): the puzzle list's notation uses one of them too.
const (
	colorNameNotation      = steppanel.ColorNameNotation
	colorNameCellLink      = steppanel.ColorNameCellLink
	colorNameContradiction = steppanel.ColorNameContradiction
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

func (t studioTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.fixed {
		v = t.variant
	}
	if c, ok := studioColours[n]; ok {
		return steppanel.OwnColour(c, v)
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
