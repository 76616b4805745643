package steppanel

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
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

// findText returns the canvas text s drawn by o, or nil.
func findText(o fyne.CanvasObject, s string) *canvas.Text {
	switch v := o.(type) {
	case *canvas.Text:
		if v.Text == s {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if t := findText(c, s); t != nil {
				return t
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() { //nolint:staticcheck // cached by the app
			if t := findText(c, s); t != nil {
				return t
			}
		}
	}
	return nil
}
