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

// variantTheme is the default theme held to one variant, so that the
// person's choice of light or dark wins over the desktop's.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// themeFor returns the theme for a choice: the desktop's for "system".
func themeFor(choice string) fyne.Theme {
	switch choice {
	case themeLight:
		return variantTheme{theme.DefaultTheme(), theme.VariantLight}
	case themeDark:
		return variantTheme{theme.DefaultTheme(), theme.VariantDark}
	}
	return theme.DefaultTheme()
}
