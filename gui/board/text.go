package board

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// boardFonts rasterises the board's text: digits and a few short labels.
// The board is drawn as one image, so its text is rasterised here rather
// than by Fyne; glyphs are cached per size, which makes redrawing a board
// a matter of copying small masks.
type boardFonts struct {
	regular, bold *opentype.Font

	mu     sync.Mutex
	faces  map[faceKey]font.Face
	glyphs map[glyphKey]*glyphMask
}

// faceKey names a face: the weight and the size in quarter pixels.
type faceKey struct {
	bold    bool
	quarter int
}

type glyphKey struct {
	face faceKey
	r    rune
}

// glyphMask is one rasterised glyph. mask.Rect is relative to the glyph's
// origin on the baseline, so drawing at origin o covers mask.Rect.Add(o).
type glyphMask struct {
	mask    *image.Alpha
	advance float64
}

// maxCachedGlyphs bounds the glyph cache: resizing a window through many
// sizes must not grow it without end.
const maxCachedGlyphs = 4096

// parsedFonts keeps every font parsed so far by resource name, as parsing
// takes milliseconds and themes hand out the same resources again.
var parsedFonts sync.Map // string -> *opentype.Font

// parseFontResource parses a font resource, or returns nil if it is not
// a font this rasteriser reads.
func parseFontResource(res fyne.Resource) *opentype.Font {
	if res == nil {
		return nil
	}
	if f, ok := parsedFonts.Load(res.Name()); ok {
		return f.(*opentype.Font)
	}
	f, err := opentype.Parse(res.Content())
	if err != nil {
		return nil
	}
	parsedFonts.Store(res.Name(), f)
	return f
}

var (
	defaultFontsOnce sync.Once
	defaultFonts     *boardFonts
)

// defaultBoardFonts returns the fonts of Fyne's default theme, which
// Image uses so that exported images do not depend on the theme.
func defaultBoardFonts() *boardFonts {
	defaultFontsOnce.Do(func() {
		defaultFonts = newBoardFonts(theme.DefaultTextFont(), theme.DefaultTextBoldFont())
	})
	return defaultFonts
}

// themeBoardFonts returns the fonts of th, falling back to the default
// theme's for any the rasteriser cannot read.
func themeBoardFonts(th fyne.Theme) *boardFonts {
	if th == nil {
		return defaultBoardFonts()
	}
	regular := th.Font(fyne.TextStyle{})
	bold := th.Font(fyne.TextStyle{Bold: true})
	def := defaultBoardFonts()
	if (regular == nil || regular.Name() == theme.DefaultTextFont().Name()) &&
		(bold == nil || bold.Name() == theme.DefaultTextBoldFont().Name()) {
		return def
	}
	key := [2]string{resourceName(regular), resourceName(bold)}
	if f, ok := themeFonts.Load(key); ok {
		return f.(*boardFonts)
	}
	f := &boardFonts{regular: parseFontResource(regular), bold: parseFontResource(bold)}
	if f.regular == nil {
		f.regular = def.regular
	}
	if f.bold == nil {
		f.bold = def.bold
	}
	actual, _ := themeFonts.LoadOrStore(key, f)
	return actual.(*boardFonts)
}

// themeFonts keeps the fonts of every theme seen, by the names of its
// regular and bold fonts, so that their glyph caches last.
var themeFonts sync.Map // [2]string -> *boardFonts

func resourceName(r fyne.Resource) string {
	if r == nil {
		return ""
	}
	return r.Name()
}

func newBoardFonts(regular, bold fyne.Resource) *boardFonts {
	return &boardFonts{regular: parseFontResource(regular), bold: parseFontResource(bold)}
}

// face returns the face for a weight and size, making it on first use.
// The caller holds f.mu.
func (f *boardFonts) face(k faceKey) font.Face {
	if face, ok := f.faces[k]; ok {
		return face
	}
	src := f.regular
	if k.bold {
		src = f.bold
	}
	if src == nil {
		return nil
	}
	face, err := opentype.NewFace(src, &opentype.FaceOptions{
		Size: float64(k.quarter) / 4, DPI: 72, Hinting: font.HintingNone,
	})
	if err != nil {
		return nil
	}
	if f.faces == nil {
		f.faces = map[faceKey]font.Face{}
	}
	f.faces[k] = face
	return face
}

// glyph returns the mask of r at a weight and size in pixels, or nil if
// the font has no such glyph.
func (f *boardFonts) glyph(r rune, bold bool, size float64) *glyphMask {
	k := glyphKey{faceKey{bold, int(math.Round(size * 4))}, r}
	f.mu.Lock()
	defer f.mu.Unlock()
	if g, ok := f.glyphs[k]; ok {
		return g
	}
	face := f.face(k.face)
	if face == nil {
		return nil
	}
	dr, mask, mp, adv, ok := face.Glyph(fixed.Point26_6{}, r)
	if !ok {
		return nil
	}
	own := image.NewAlpha(dr)
	draw.Draw(own, dr, mask, mp, draw.Src)
	g := &glyphMask{mask: own, advance: float64(adv) / 64}
	if f.glyphs == nil || len(f.glyphs) >= maxCachedGlyphs {
		f.glyphs = map[glyphKey]*glyphMask{}
	}
	f.glyphs[k] = g
	return g
}

// kern returns the kerning between two runes at a weight and size.
func (f *boardFonts) kern(a, b rune, bold bool, size float64) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	face := f.face(faceKey{bold, int(math.Round(size * 4))})
	if face == nil {
		return 0
	}
	return float64(face.Kern(a, b)) / 64
}

// digitInk returns the top and bottom of a digit's ink relative to the
// baseline (top negative), taken from a flat-topped, flat-bottomed digit
// so that every digit of a row sits on the same line.
func (f *boardFonts) digitInk(bold bool, size float64) (top, bottom int) {
	g := f.glyph('4', bold, size)
	if g == nil {
		return int(-0.72 * size), 0
	}
	return g.mask.Rect.Min.Y, g.mask.Rect.Max.Y
}

// drawGlyph draws a glyph mask with its origin at (ox, oy).
func drawGlyph(dst *image.RGBA, g *glyphMask, ox, oy int, c color.Color) {
	r := g.mask.Rect.Add(image.Pt(ox, oy))
	draw.DrawMask(dst, r, image.NewUniform(c), image.Point{}, g.mask, g.mask.Rect.Min, draw.Over)
}

// drawDigit draws one digit (or any single rune) centred on (cx, cy):
// horizontally by its own ink, vertically by the digits' common height.
func (f *boardFonts) drawDigit(dst *image.RGBA, r rune, bold bool, size, cx, cy float64, c color.Color) {
	g := f.glyph(r, bold, size)
	if g == nil {
		return
	}
	top, bottom := f.digitInk(bold, size)
	ink := g.mask.Rect
	ox := int(math.Round(cx - float64(ink.Min.X+ink.Max.X)/2))
	oy := int(math.Round(cy - float64(top+bottom)/2))
	drawGlyph(dst, g, ox, oy, c)
}

// textWidth returns the advance width of s.
func (f *boardFonts) textWidth(s string, bold bool, size float64) float64 {
	w := 0.0
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			w += f.kern(prev, r, bold, size)
		}
		if g := f.glyph(r, bold, size); g != nil {
			w += g.advance
		}
		prev = r
	}
	return w
}

// drawText draws s centred on (cx, cy), vertically by the digits' height.
func (f *boardFonts) drawText(dst *image.RGBA, s string, bold bool, size, cx, cy float64, c color.Color) {
	top, bottom := f.digitInk(bold, size)
	x := cx - f.textWidth(s, bold, size)/2
	oy := int(math.Round(cy - float64(top+bottom)/2))
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			x += f.kern(prev, r, bold, size)
		}
		g := f.glyph(r, bold, size)
		if g == nil {
			continue
		}
		drawGlyph(dst, g, int(math.Round(x)), oy, c)
		x += g.advance
		prev = r
	}
}
