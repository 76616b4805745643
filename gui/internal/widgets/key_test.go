package widgets

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

func keyFace(k *Key) (face, ink, swatch color.Color) {
	r := test.WidgetRenderer(k).(*keyRenderer)
	return r.face.FillColor, r.text.Color, r.swatch.FillColor
}

// A key reports taps unless disabled; its face tells hover, on and
// disabled apart; it never takes the keyboard focus.
func TestKeyTapsAndShowsItsState(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	for _, k := range []*Key{NewKey("Notes", func() { taps++ }), NewChip("bi", nil, func() { taps++ })} {
		taps = 0
		if _, ok := any(k).(fyne.Focusable); ok {
			t.Errorf("key %q is focusable", k.Label())
		}
		test.Tap(k)
		plain, plainInk, _ := keyFace(k)
		if taps != 1 || plain != theme.Color(theme.ColorNameButton) || plainInk != theme.Color(theme.ColorNameForeground) {
			t.Errorf("%q: %d taps, face %v ink %v", k.Label(), taps, plain, plainInk)
		}
		k.MouseIn(nil)
		if face, _, _ := keyFace(k); face != theme.Color(theme.ColorNameHover) {
			t.Errorf("%q under the pointer: face %v", k.Label(), face)
		}
		k.MouseOut()
		k.SetOn(true)
		if face, ink, _ := keyFace(k); !k.On() || face != theme.Color(theme.ColorNamePrimary) || ink != theme.Color(theme.ColorNameForegroundOnPrimary) {
			t.Errorf("%q on: face %v ink %v", k.Label(), face, ink)
		}
		k.Disable()
		test.Tap(k)
		if face, _, _ := keyFace(k); taps != 1 || k.Enabled() || face != theme.Color(theme.ColorNameDisabledButton) {
			t.Errorf("%q disabled: %d taps, enabled %v, face %v", k.Label(), taps, k.Enabled(), face)
		}
		k.Enable()
		test.Tap(k)
		if taps != 2 {
			t.Errorf("%q enabled again: %d taps", k.Label(), taps)
		}
	}
}

// A chip is lower than a pad key, no wider, and draws its swatch inside its
// face; a word key is as wide as "Notes", a digit key narrower.
func TestChipIsCompactWithItsSwatch(t *testing.T) {
	test.NewTempApp(t)
	red := color.NRGBA{R: 0xE0, A: 0xFF}
	chip, digit, word := NewChip("a", red, nil), NewKey("8", nil), NewKey("Erase", nil)
	if c, d := chip.MinSize(), digit.MinSize(); c.Width > d.Width || c.Height >= d.Height {
		t.Errorf("chip %v, pad key %v: the chip is not lower and at most as wide", c, d)
	}
	if d, w := digit.MinSize(), word.MinSize(); w.Width <= d.Width || w.Height != d.Height {
		t.Errorf("digit key %v, word key %v", d, w)
	}
	if _, _, sw := keyFace(chip); sw != red {
		t.Errorf("swatch %v, want %v", sw, red)
	}
	blue := color.NRGBA{B: 0xE0, A: 0xFF}
	chip.SetSwatch(blue)
	if _, ink, sw := keyFace(chip); sw != blue || ink != theme.Color(theme.ColorNameForeground) {
		t.Errorf("swatch %v ink %v after SetSwatch", sw, ink)
	}
	if _, _, sw := keyFace(digit); sw != color.Transparent {
		t.Errorf("a plain key draws a swatch %v", sw)
	}
}

// A word key's label, as drawn, leaves a margin inside its face at
// the key's least size: a word drawn larger than MinSize measured it
// touched the face's edges.
func TestKeyLabelFitsItsFace(t *testing.T) {
	test.NewTempApp(t)
	for _, label := range []string{"Erase", "Notes"} {
		k := NewKey(label, nil)
		r := test.WidgetRenderer(k).(*keyRenderer)
		size := k.MinSize()
		k.Resize(size)
		r.Layout(size)
		drawn := fyne.MeasureText(label, r.text.TextSize, r.text.TextStyle)
		if room := r.face.Size().Width - drawn.Width; room < theme.Padding() {
			t.Errorf("%q drawn %.1f wide in a face %.1f wide: margin %.1f, want at least %.1f", label, drawn.Width, r.face.Size().Width, room, theme.Padding())
		}
	}
}
