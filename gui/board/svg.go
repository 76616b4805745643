package board

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"
)

// SVG writes the board m as an SVG document, drawn by the same painting
// code as Image at opts.Size user units: cells and lines as rectangles,
// discs, arrows and outlines as paths, digits and candidates as text in
// a generic sans-serif font, so the picture stays crisp at any scale.
// The caption's paragraphs (for a step: its notation line, then its
// explanation) are set under the board, wrapped between words; the first
// is bold. Text of any content is escaped, and characters XML cannot
// hold become U+FFFD.
func SVG(w io.Writer, m Model, opts Options, caption []string) error {
	side := opts.side()
	pal := defaultPalette(opts.Dark)
	fonts := defaultBoardFonts()
	lines := captionLines(fonts, caption, float64(side))
	height := side + lines.height
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" class="sudoku-board" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" text-anchor="middle" stroke="none">`+"\n",
		side, height, side, height)
	s := &svgSurface{buf: &buf, fonts: fonts}
	s.fillRect(image.Rect(0, 0, side, height), pal.background)
	v := exportView(m, opts)
	paintBoard(s, image.Rect(0, 0, side, side), &v, pal)
	lines.write(&buf, side, pal.text)
	buf.WriteString("</svg>\n")
	if _, err := w.Write(buf.Bytes()); err != nil {
		return fmt.Errorf("writing board SVG: %w", err)
	}
	return nil
}

// svgSurface writes what the painter draws as SVG elements. Text is
// placed with the metrics of the fonts the raster uses, so that a viewer
// with a like sans-serif font shows it where the PNG has it.
type svgSurface struct {
	buf   *bytes.Buffer
	fonts *boardFonts
	// roles is the stack of begin's classes and attributes; every
	// element takes the innermost.
	roles []string
}

func (s *svgSurface) begin(class string, attrs ...string) {
	var b strings.Builder
	b.WriteString(` class="`)
	xml.EscapeText(&b, []byte(class))
	b.WriteByte('"')
	for i := 0; i+1 < len(attrs); i += 2 {
		b.WriteString(" " + attrs[i] + `="`)
		xml.EscapeText(&b, []byte(attrs[i+1]))
		b.WriteByte('"')
	}
	s.roles = append(s.roles, b.String())
}

func (s *svgSurface) end() {
	if len(s.roles) > 0 {
		s.roles = s.roles[:len(s.roles)-1]
	}
}

// role returns the class attribute of the element written now.
func (s *svgSurface) role() string {
	if len(s.roles) == 0 {
		return ` class="board"`
	}
	return s.roles[len(s.roles)-1]
}

func (s *svgSurface) fillRect(r image.Rectangle, c color.NRGBA) {
	if c.A == 0 || r.Empty() {
		return
	}
	fmt.Fprintf(s.buf, `<rect%s x="%d" y="%d" width="%d" height="%d"%s/>`+"\n", s.role(), r.Min.X, r.Min.Y, r.Dx(), r.Dy(), svgFill(c))
}

func (s *svgSurface) fill(sh *shape, c color.NRGBA) {
	if c.A == 0 || len(sh.polys) == 0 {
		return
	}
	s.buf.WriteString(`<path` + s.role() + ` d="`)
	for _, poly := range sh.polys {
		for i, p := range poly {
			if i == 0 {
				s.buf.WriteByte('M')
			} else {
				s.buf.WriteByte('L')
			}
			s.buf.WriteString(svgNum(p.x))
			s.buf.WriteByte(' ')
			s.buf.WriteString(svgNum(p.y))
		}
		s.buf.WriteByte('Z')
	}
	fmt.Fprintf(s.buf, `"%s/>`+"\n", svgFill(c))
}

func (s *svgSurface) digit(r rune, bold bool, size, cx, cy float64, c color.NRGBA) {
	s.text(string(r), bold, size, cx, cy, c)
}

func (s *svgSurface) text(t string, bold bool, size, cx, cy float64, c color.NRGBA) {
	if c.A == 0 {
		return
	}
	top, bottom := s.fonts.digitInk(bold, size)
	weight := ""
	if bold {
		weight = ` font-weight="bold"`
	}
	fmt.Fprintf(s.buf, `<text%s x="%s" y="%s" font-size="%s"%s%s>`, s.role(), svgNum(cx), svgNum(cy-float64(top+bottom)/2), svgNum(size), weight, svgFill(c))
	xml.EscapeText(s.buf, []byte(t))
	s.buf.WriteString("</text>\n")
}

func (s *svgSurface) textWidth(t string, bold bool, size float64) float64 {
	return s.fonts.textWidth(t, bold, size)
}

// svgFill returns the fill attributes of a colour.
func svgFill(c color.NRGBA) string {
	f := fmt.Sprintf(` fill="#%02x%02x%02x"`, c.R, c.G, c.B)
	if c.A < 0xFF {
		f += ` fill-opacity="` + strconv.FormatFloat(math.Round(float64(c.A)/255*1000)/1000, 'f', -1, 64) + `"`
	}
	return f
}

// svgNum formats a coordinate to a hundredth of a unit.
func svgNum(x float64) string {
	return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64)
}

// caption is a caption laid out in lines under the board.
type caption struct {
	lines  []captionLine
	size   float64 // font size
	height int     // the height it takes, margins included
}

type captionLine struct {
	text string
	bold bool
	y    float64 // baseline, below the board's bottom
}

// captionLines wraps the paragraphs to the board's width, breaking only
// between words: a word wider than a line stands on a line of its own.
// Measures are the raster fonts'; a line is filled to a little less than
// the width, as the viewer's sans-serif may run wider.
func captionLines(fonts *boardFonts, paragraphs []string, side float64) caption {
	c := caption{size: math.Max(8, side*0.03)}
	margin := side * 0.04
	width := (side - 2*margin) * 0.92
	lead := c.size * 1.35
	y := c.size * 0.6
	for i, para := range paragraphs {
		for _, p := range strings.Split(para, "\n") {
			bold := i == 0
			line := ""
			for _, word := range strings.Fields(p) {
				next := word
				if line != "" {
					next = line + " " + word
				}
				if line != "" && fonts.textWidth(next, bold, c.size) > width {
					y += lead
					c.lines = append(c.lines, captionLine{line, bold, y})
					next = word
				}
				line = next
			}
			if line != "" {
				y += lead
				c.lines = append(c.lines, captionLine{line, bold, y})
			}
		}
		y += lead * 0.4 // a little space between paragraphs
	}
	if len(c.lines) > 0 {
		c.height = int(math.Ceil(y + c.size*0.6))
	}
	return c
}

// write writes the caption's lines as text, left-aligned under the board.
func (c caption) write(buf *bytes.Buffer, side int, col color.NRGBA) {
	if len(c.lines) == 0 {
		return
	}
	x := float64(side) * 0.04
	fmt.Fprintf(buf, `<g class="caption" text-anchor="start" font-size="%s"%s>`+"\n", svgNum(c.size), svgFill(col))
	for _, l := range c.lines {
		weight := ""
		if l.bold {
			weight = ` font-weight="bold"`
		}
		fmt.Fprintf(buf, `<text class="caption" x="%s" y="%s"%s>`, svgNum(x), svgNum(float64(side)+l.y), weight)
		xml.EscapeText(buf, []byte(l.text))
		buf.WriteString("</text>\n")
	}
	buf.WriteString("</g>\n")
}
