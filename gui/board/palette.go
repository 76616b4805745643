package board

import (
	"image/color"
	"math"
)

// Region colours: nine pastel fills for the light theme, of one
// lightness (OKLab L 0.875–0.916), so that no region stands out as darker,
// and nine deep ones for the dark theme. The light ones were found by a
// search in OKLab that kept the lightness in that band and maximised how
// far apart touching regions stay on every layout of the shared jigsaw
// set, as seen with normal vision and with simulated protanopia,
// deuteranopia and tritanopia (Machado et al. 2009); nine hues of one
// lightness cannot all stay apart for a dichromat, so which region gets
// which colour is chosen per layout (regioncolours.go). The dark ones
// stay apart pairwise in every vision, with the lightness held in a band
// that keeps digits readable (L 0.33–0.46). TestRegionColoursStayDistinct
// and TestTouchingRegionsStayApart check both properties.
var (
	regionColoursLight = [9]color.NRGBA{
		hexColour(0xFDD5F3), // pink
		hexColour(0xB3DEEC), // sky
		hexColour(0xFBD095), // apricot
		hexColour(0xD0EFB3), // lime
		hexColour(0xA7E8BE), // mint
		hexColour(0xDAE3F7), // ice
		hexColour(0xD9D7C8), // stone
		hexColour(0xD8CFFB), // lavender
		hexColour(0xFFDAC8), // peach
	}
	regionColoursDark = [9]color.NRGBA{
		hexColour(0x054F60), // petrol
		hexColour(0x673743), // maroon
		hexColour(0x35381A), // moss
		hexColour(0x714F3D), // umber
		hexColour(0x51537E), // slate violet
		hexColour(0x1D645D), // teal
		hexColour(0x4B273F), // plum
		hexColour(0x524916), // olive
		hexColour(0x29375D), // navy
	}
)

// Opacities of the tints laid over a cell's fill. The digits drawn on
// them are chosen to keep their contrast (TestDigitsReadOnEveryFill).
const (
	tintHouse       = 0x1C // the houses of a step
	tintSelHouses   = 0x18 // the selected cell's houses
	tintSelected    = 0x50 // the selected cell
	tintConflict    = 0x38 // a cell whose digit clashes
	tintGuess       = 0x38 // a guessed cell
	tintPlacement   = 0x30 // a cell a step fills
	tintElimination = 0x3C // the disc under an eliminated candidate
	tintBacktrack   = 0x50 // a cell a backtrack undoes, before it fades
	tintContradict  = 0x70 // a contradiction's cell
	tintContext     = 0x40 // the disc under a candidate an outer level made true
)

// Palette is every colour the board paints with, for one theme.
type Palette struct {
	dark bool

	background color.NRGBA // around the board
	cell       color.NRGBA // a cell when region colours are off
	regions    [9]color.NRGBA
	thinLine   color.NRGBA // between cells of one region
	thickLine  color.NRGBA // between regions and around the board
	text       color.NRGBA // givens
	entered    color.NRGBA // digits the person typed
	solved     color.NRGBA // digits placed by the solver
	candidate  color.NRGBA // small candidate digits
	conflict   color.NRGBA // clashing digits
	accent     color.NRGBA // the selection, its houses and the same digit
	onRole     color.NRGBA // a digit drawn on a filled role disc

	pattern       color.NRGBA
	elimination   color.NRGBA
	placement     color.NRGBA
	fin           color.NRGBA
	house         color.NRGBA
	link          color.NRGBA
	guess         color.NRGBA
	guessText     color.NRGBA // a guessed digit, on a guess-tinted cell
	contradiction color.NRGBA
	backtrack     color.NRGBA
	restricted    color.NRGBA // the ring around a restricted common candidate

	// The truth colours of a chain or a forcing branch: a candidate the
	// reasoning makes true (a filled disc), one it makes false (a ring)
	// and the premise it assumes (a square). Three hues far apart in
	// every colour vision (TestTruthColoursStayDistinct), none of them
	// the red of eliminations.
	truthOn, truthOff, premise color.NRGBA

	// series are the colours of the groups and of the branches of a
	// step, used in turn: see seriesColours.
	series [len(seriesLight)]color.NRGBA
	// groupTint is the opacity of a group's tint over the cell colour:
	// stronger in the dark theme, where a tint of a light hue over a
	// dark cell shows less.
	groupTint uint8
}

// defaultPalette returns the palette of the default theme's light or dark
// variant; the role colours do not depend on the theme beyond that.
func defaultPalette(dark bool) *Palette {
	if dark {
		return &defaultDarkPalette
	}
	return &defaultLightPalette
}

// The default palettes use the background, foreground and primary blue of
// Fyne's default theme, written out so that they need no running app.
var (
	defaultLightPalette = newBoardPalette(hexColour(0xFFFFFF), hexColour(0x565656), hexColour(0x296FF6))
	defaultDarkPalette  = newBoardPalette(hexColour(0x171718), hexColour(0xF3F3F3), hexColour(0x296FF6))
)

// newBoardPalette derives the board's colours from a theme's background,
// foreground and primary colours. Whether the theme is dark is read from
// the background's lightness, so any theme, not only the default one,
// gets the right set of region and role colours.
func newBoardPalette(bg, fg, accent color.Color) Palette {
	b, f, a := toNRGBA(bg), toNRGBA(fg), toNRGBA(accent)
	dark := relativeLuminance(b) < 0.4
	// Themes often soften their text colour (Fyne's light theme uses a
	// mid grey); the board's givens and borders need full strength, so
	// the foreground is pushed further from the background.
	if dark {
		f = mixColour(f, hexColour(0xFFFFFF), 0.5)
	} else {
		f = mixColour(f, hexColour(0x000000), 0.55)
	}
	p := Palette{dark: dark, background: b, text: f, accent: a}
	if dark {
		p.cell = mixColour(b, f, 0.07)
		p.regions = regionColoursDark
		p.thinLine = withAlpha(f, 0x38)
		p.thickLine = mixColour(b, f, 0.80)
		p.entered = hexColour(0x98FC90)
		p.solved = hexColour(0xA8E2EC)
		p.candidate = mixColour(b, f, 0.72)
		p.conflict = hexColour(0xFFA8A8)
		p.onRole = hexColour(0x101012)
		p.pattern = hexColour(0x5BD67E)
		p.elimination = hexColour(0xFFA8A8)
		p.placement = hexColour(0xA8CBFF)
		p.fin = hexColour(0xF28AD0)
		p.house = hexColour(0xF0D040)
		p.link = hexColour(0xE8E8F0)
		p.guess = hexColour(0xFF9A2E)
		p.guessText = hexColour(0xFFC680)
		p.contradiction = hexColour(0xFF5252)
		p.backtrack = mixColour(b, f, 0.55)
		p.series = seriesDark
		p.groupTint = 0x58
		p.truthOn = hexColour(0x4ADE80)
		p.truthOff = hexColour(0xC3A0FF)
		p.premise = hexColour(0xFFA640)
	} else {
		p.cell = b
		p.regions = regionColoursLight
		p.thinLine = withAlpha(f, 0x40)
		p.thickLine = f
		p.entered = hexColour(0x6800AC)
		p.solved = hexColour(0x0B4F5E)
		p.candidate = mixColour(b, f, 0.70)
		p.conflict = hexColour(0xB01818)
		p.onRole = hexColour(0xFFFFFF)
		p.pattern = hexColour(0x138A3A)
		p.elimination = hexColour(0xB01818)
		p.placement = hexColour(0x1A4FC0)
		p.fin = hexColour(0xB4308A)
		p.house = hexColour(0xA08A00)
		p.link = hexColour(0x2D2F8F)
		p.guess = hexColour(0xE86200)
		p.guessText = hexColour(0xA84800)
		p.contradiction = hexColour(0xD42A2A)
		p.backtrack = mixColour(b, f, 0.45)
		p.series = seriesLight
		p.groupTint = 0x40
		p.truthOn = hexColour(0x15803D)
		p.truthOff = hexColour(0x7B3FC4)
		p.premise = hexColour(0xC04E00)
	}
	// A restricted common candidate is ringed in the strongest colour
	// there is, the givens' ink: no hue can be confused with it, with
	// any colour vision, and it reads over every disc and tint.
	p.restricted = f
	return p
}

// hexColour makes an opaque colour from 0xRRGGBB.
func hexColour(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xFF}
}

// toNRGBA converts any colour to non-premultiplied 8-bit RGBA.
func toNRGBA(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// withAlpha returns c with opacity a.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA {
	c.A = a
	return c
}

// mixColour returns the opaque colour a fraction t of the way from a to b.
func mixColour(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.NRGBA{R: m(a.R, b.R), G: m(a.G, b.G), B: m(a.B, b.B), A: 0xFF}
}

// relativeLuminance is the WCAG relative luminance of an opaque colour.
func relativeLuminance(c color.NRGBA) float64 {
	return 0.2126*linearChannel(c.R) + 0.7152*linearChannel(c.G) + 0.0722*linearChannel(c.B)
}

// linearChannel undoes the sRGB transfer curve of one 8-bit channel.
func linearChannel(v uint8) float64 {
	x := float64(v) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// contrastRatio is the WCAG contrast ratio of two opaque colours (1–21).
func contrastRatio(a, b color.NRGBA) float64 {
	x, y := relativeLuminance(a), relativeLuminance(b)
	if x < y {
		x, y = y, x
	}
	return (x + 0.05) / (y + 0.05)
}

// Series colours tell apart the groups of a step (tinted cells) and the
// branches of a forcing net (arrows), used in turn. Four hues stay apart
// with normal vision and with simulated protanopia, deuteranopia and
// tritanopia (TestSeriesColoursStayDistinct); more would not. They keep
// clear of the roles they meet in one step: red eliminations, blue
// placements, green patterns, the fin's magenta and the links' ink. A
// net with more branches repeats the colours, and the step panel can
// show its branches one at a time.
var (
	seriesLight = [4]color.NRGBA{
		hexColour(0xC25A00), // orange
		hexColour(0x7A3EC8), // violet
		hexColour(0x00857A), // teal
		hexColour(0x680050), // wine
	}
	seriesDark = [4]color.NRGBA{
		hexColour(0xFFA24A), // orange
		hexColour(0xC3A0FF), // violet
		hexColour(0x3FD6C6), // teal
		hexColour(0xC860C8), // orchid
	}
)

// seriesColour returns the colour of the i-th group or branch.
func (p *Palette) seriesColour(i int) color.NRGBA {
	return p.series[((i%len(p.series))+len(p.series))%len(p.series)]
}
