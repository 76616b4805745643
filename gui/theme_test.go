package gui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// wcagLuminance is WCAG 2's relative luminance of an opaque colour.
func wcagLuminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	channel := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*channel(r) + 0.7152*channel(g) + 0.0722*channel(b)
}

// wcagContrast is WCAG 2's contrast ratio of two opaque colours.
func wcagContrast(a, b color.Color) float64 {
	la, lb := wcagLuminance(a), wcagLuminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// drawnOver is top drawn over an opaque bottom.
func drawnOver(top, bottom color.Color) color.Color {
	tr, tg, tb, ta := top.RGBA() // premultiplied
	br, bg, bb, _ := bottom.RGBA()
	mix := func(t, b uint32) uint16 { return uint16(t + b*(0xffff-ta)/0xffff) }
	return color.RGBA64{mix(tr, br), mix(tg, bg), mix(tb, bb), 0xffff}
}

func TestWcagContrast(t *testing.T) {
	black, white := color.Black, color.White
	if r := wcagContrast(black, white); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white is %.2f:1, want 21:1", r)
	}
	if r := wcagContrast(white, white); r != 1 {
		t.Errorf("white on white is %.2f:1", r)
	}
	// Fyne's grey #767676 is the lightest grey that passes AA on white.
	if r := wcagContrast(color.NRGBA{0x76, 0x76, 0x76, 0xff}, white); r < 4.5 || r > 4.6 {
		t.Errorf("#767676 on white is %.2f:1, want 4.54:1", r)
	}
}

// TestTextColoursAreReadable checks that the studio's text colours reach
// WCAG AA (4.5:1) on the background, and the notation on a selected
// row too, in both themes; and that the notation column of the solution
// path list and the puzzle list's headings are drawn readably.
func TestTextColoursAreReadable(t *testing.T) {
	a := test.NewTempApp(t)
	for _, choice := range []string{studiotheme.Light, studiotheme.Dark} {
		th := studiotheme.For(choice)
		a.Settings().SetTheme(th)
		v := a.Settings().ThemeVariant()
		bg := th.Color(theme.ColorNameBackground, v)
		selected := drawnOver(th.Color(theme.ColorNameSelection, v), bg)
		for _, name := range []fyne.ThemeColorName{studiotheme.ColorNameNotation, studiotheme.ColorNameCellLink, studiotheme.ColorNameContradiction} {
			c := th.Color(name, v)
			r := wcagContrast(c, bg)
			if r < 4.5 {
				t.Errorf("%s %s: %.2f:1 on the background %v", choice, name, r, bg)
			}
			t.Logf("%s %s: %.2f:1 on the background", choice, name, r)
			// The notation is also read on the selected row of the list.
			if r := wcagContrast(c, selected); name == studiotheme.ColorNameNotation && r < 4.5 {
				t.Errorf("%s %s: %.2f:1 on a selected row %v", choice, name, r, selected)
			} else if name == studiotheme.ColorNameNotation {
				t.Logf("%s %s: %.2f:1 on a selected row", choice, name, r)
			}
		}

		// The path list's notation column and the puzzle list's
		// headings, as drawn.
		row := steppanel.NotationText("r4c2<>5")
		heading := puzzlelist.HeaderLabel("Givens")
		w := test.NewWindow(container.NewVBox(row, heading))
		w.Resize(fyne.NewSize(400, 80))
		for _, tc := range []struct {
			o    fyne.CanvasObject
			text string
		}{{row, "r4c2<>5"}, {heading, "Givens"}} {
			drawn := guitest.FindText(tc.o, tc.text)
			if drawn == nil {
				t.Fatalf("%s: %q is not drawn", choice, tc.text)
			}
			if r := wcagContrast(drawn.Color, bg); r < 4.5 {
				t.Errorf("%s: %q is drawn in %v, %.2f:1 on the background", choice, tc.text, drawn.Color, r)
			}
		}
		w.Close()
	}
}
