package steppanel

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The themes the panel's tests show it in: Fyne's default theme held to
// one variant, with the panel's own colours, as the window's theme is.
const (
	themeLight = "light"
	themeDark  = "dark"
)

type testTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t testTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if own, ok := Colours[n]; ok {
		return OwnColour(own, t.variant)
	}
	return t.Theme.Color(n, t.variant)
}

func themeFor(choice string) fyne.Theme {
	if choice == themeDark {
		return testTheme{theme.DefaultTheme(), theme.VariantDark}
	}
	return testTheme{theme.DefaultTheme(), theme.VariantLight}
}
