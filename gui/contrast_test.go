package gui

import (
	"fmt"
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// relLuminance is WCAG 2's relative luminance of an opaque colour.
func relLuminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	ch := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(r) + 0.7152*ch(g) + 0.0722*ch(b)
}

// contrastRatio is WCAG 2's contrast ratio of two opaque colours.
func contrastRatio(a, b color.Color) float64 {
	la, lb := relLuminance(a), relLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// over blends c (with its alpha) over the opaque bg.
func over(c, bg color.Color) color.Color {
	r, g, b, a := c.RGBA()
	br, bgg, bb, _ := bg.RGBA()
	mix := func(f, k uint32) uint8 {
		return uint8((f + k*(0xffff-a)/0xffff) >> 8) // premultiplied f
	}
	return color.NRGBA{R: mix(r, br), G: mix(g, bgg), B: mix(b, bb), A: 0xff}
}

// buttonFace is the background a button of importance imp draws.
func buttonFace(imp widget.Importance, bg color.Color) color.Color {
	switch imp {
	case widget.HighImportance:
		return over(theme.Color(theme.ColorNamePrimary), bg)
	case widget.DangerImportance:
		return over(theme.Color(theme.ColorNameError), bg)
	case widget.WarningImportance:
		return over(theme.Color(theme.ColorNameWarning), bg)
	case widget.SuccessImportance:
		return over(theme.Color(theme.ColorNameSuccess), bg)
	case widget.LowImportance:
		return bg
	}
	return over(theme.Color(theme.ColorNameButton), bg)
}

// lowContrastTexts walks o and returns every text drawn on a known
// background with less contrast than WCAG AA asks: 4.5:1, or 3:1 for
// text of 18 pt (24 units) and up, or 14 pt bold. Disabled widgets are
// left out, as WCAG leaves inactive controls out.
func lowContrastTexts(o fyne.CanvasObject, bg color.Color) []string {
	var out []string
	var walk func(o fyne.CanvasObject, bg color.Color)
	walk = func(o fyne.CanvasObject, bg color.Color) {
		if o == nil || !o.Visible() {
			return
		}
		if d, ok := o.(fyne.Disableable); ok && d.Disabled() {
			return
		}
		switch w := o.(type) {
		case *canvas.Text:
			if w.Text == "" {
				return
			}
			need := 4.5
			if w.TextSize >= 24 || (w.TextStyle.Bold && w.TextSize >= 18.66) {
				need = 3
			}
			if r := contrastRatio(over(w.Color, bg), bg); r < need {
				out = append(out, fmt.Sprintf("%q %.2f:1", w.Text, r))
			}
			return
		case *widget.Button:
			bg = buttonFace(w.Importance, bg)
		case *widget.Entry, *input.Entry, *widget.Select, *widget.Slider, *widget.ProgressBar:
			return // drawn on their own fields; the toolkit's
		case *widget.List:
			return // the rows are checked where they are made (the puzzle list's own test)
		case *container.Scroll:
			walk(w.Content, bg)
			return
		case *container.Split:
			walk(w.Leading, bg)
			walk(w.Trailing, bg)
			return
		case *fyne.Container:
			for _, x := range w.Objects {
				walk(x, bg)
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, x := range test.WidgetRenderer(w).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
				walk(x, bg)
			}
		}
	}
	walk(o, bg)
	return out
}

// TestTextContrast: every text of the window and of its dialogs reads
// at WCAG AA contrast, in both themes.
func TestTextContrast(t *testing.T) {
	for _, th := range []string{studiotheme.Light, studiotheme.Dark} {
		s := newTestStudio(t)
		s.setTheme(th)
		for _, state := range []struct {
			name string
			set  func()
		}{
			{"solve mode", func() { s.setMode(model.SolveMode); s.showHint() }},
			{"solution path", func() { s.setMode(model.PathMode); s.goTo(3) }},
			{"editing", func() { s.setMode(model.EditMode) }},
			{"Export dialog", func() { s.showExportDialog(fileio.ExportSolutions) }},
			{"Keyboard Shortcuts", func() { s.showShortcuts() }},
			{"unsaved question", func() {
				s.model.Session().Add(s.model.Editor().Puzzle())
				s.confirmDiscard("quit", func() {})
			}},
			{"Generate", func() { s.showGenerateDialog() }},
		} {
			state.set()
			bg := theme.Color(theme.ColorNameBackground)
			bad := lowContrastTexts(s.win.Content(), bg)
			for _, o := range s.win.Canvas().Overlays().List() {
				bad = append(bad, lowContrastTexts(o, over(theme.Color(theme.ColorNameOverlayBackground), bg))...)
			}
			if len(bad) > 0 {
				t.Errorf("%s, %s: %d texts under AA contrast: %v", th, state.name, len(bad), bad)
			}
			dismissDialogs(s)
		}
	}
}
