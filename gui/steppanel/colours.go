package steppanel

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

// The panel's own theme colours, for text that Fyne's palette only has
// in colours too faint to read: its "disabled" grey, used for secondary
// text, is 1.5:1 against the dark background; its blue links are 4.0:1
// on dark and its red 3.7:1 on light. Each is chosen to reach WCAG AA
// (4.5:1) on the background and on a selected row of a list. A theme
// that knows these names gives their colours; any other gets Colours.
const (
	// ColorNameNotation is secondary text: the notation column of the
	// solution path list.
	ColorNameNotation fyne.ThemeColorName = "studioNotation"
	// ColorNameCellLink is a cell link of the step panel.
	ColorNameCellLink fyne.ThemeColorName = "studioCellLink"
	// ColorNameContradiction is the contradiction a branch ends in.
	ColorNameContradiction fyne.ThemeColorName = "studioContradiction"
	// ColorNameTruthOn, ColorNameTruthOff and ColorNamePremise are a
	// candidate a chain makes true, one it makes false and what a branch
	// assumes: the colours the board draws them in.
	ColorNameTruthOn  fyne.ThemeColorName = "studioTruthOn"
	ColorNameTruthOff fyne.ThemeColorName = "studioTruthOff"
	ColorNamePremise  fyne.ThemeColorName = "studioPremise"
)

// Colours are the panel's own colours, light and dark.
var Colours = map[fyne.ThemeColorName][2]color.NRGBA{
	ColorNameNotation:      {{R: 0x5c, G: 0x5c, B: 0x5e, A: 0xff}, {R: 0xa0, G: 0xa0, B: 0xa6, A: 0xff}},
	ColorNameCellLink:      {{R: 0x1a, G: 0x5c, B: 0xd8, A: 0xff}, {R: 0x6e, G: 0xa4, B: 0xff, A: 0xff}},
	ColorNameContradiction: {{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}, {R: 0xff, G: 0x6e, B: 0x60, A: 0xff}},
	ColorNameTruthOn:       {board.DefaultPalette(false).Role(board.RoleTrue), board.DefaultPalette(true).Role(board.RoleTrue)},
	ColorNameTruthOff:      {board.DefaultPalette(false).Role(board.RoleFalse), board.DefaultPalette(true).Role(board.RoleFalse)},
	ColorNamePremise:       {board.DefaultPalette(false).Role(board.RolePremise), board.DefaultPalette(true).Role(board.RolePremise)},
}

// The names the files moved from the window's package use.
const (
	colorNameNotation      = ColorNameNotation
	colorNameCellLink      = ColorNameCellLink
	colorNameContradiction = ColorNameContradiction
)

// themeColour is colour n of th, or the panel's own colour n when th
// lacks it (a theme gives nil or transparent for a name it does not know).
func themeColour(th fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	c := th.Color(n, v)
	if own, ok := Colours[n]; ok {
		if c == nil {
			return OwnColour(own, v)
		}
		if _, _, _, a := c.RGBA(); a == 0 {
			return OwnColour(own, v)
		}
	}
	if c == nil {
		return color.Transparent
	}
	return c
}

// OwnColour picks the light or dark one of a panel colour.
func OwnColour(c [2]color.NRGBA, v fyne.ThemeVariant) color.Color {
	if v == theme.VariantDark {
		return c[1]
	}
	return c[0]
}
