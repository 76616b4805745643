package board

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// svgDoc is what the tests read back from an SVG document.
type svgDoc struct {
	texts []svgText
	fills map[string]bool // every fill colour used
}

type svgText struct {
	size, body string
}

// parseSVG reads a whole document with the XML decoder, failing the test
// on any error, and collects its text elements and fill colours.
func parseSVG(t *testing.T, data []byte) svgDoc {
	t.Helper()
	doc := svgDoc{fills: map[string]bool{}}
	d := xml.NewDecoder(bytes.NewReader(data))
	var open *svgText
	root := ""
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = e.Name.Local
			}
			for _, a := range e.Attr {
				if a.Name.Local == "fill" {
					doc.fills[a.Value] = true
				}
			}
			if e.Name.Local == "text" {
				open = &svgText{}
				for _, a := range e.Attr {
					if a.Name.Local == "font-size" {
						open.size = a.Value
					}
				}
			}
		case xml.CharData:
			if open != nil {
				open.body += string(e)
			}
		case xml.EndElement:
			if e.Name.Local == "text" && open != nil {
				doc.texts = append(doc.texts, *open)
				open = nil
			}
		}
	}
	if root != "svg" {
		t.Fatalf("the root element is %q, want svg", root)
	}
	return doc
}

// countDigits counts the text elements in the board digits' font size.
func (d svgDoc) countDigits(size string) int {
	n := 0
	for _, tx := range d.texts {
		if tx.size == size {
			n++
		}
	}
	return n
}

// allText joins the bodies of every text element.
func (d svgDoc) allText() string {
	var b strings.Builder
	for _, tx := range d.texts {
		b.WriteString(tx.body)
		b.WriteByte('\n')
	}
	return b.String()
}

func TestSVGOfAStep(t *testing.T) {
	opts := Options{RegionColours: true, Candidates: true, Size: 540}
	// The font size of a cell's digit, as the painter sets it.
	digitSize := svgNum(newPixelGrid(newBoardGeom(540, 540)).cell * 0.66)
	for _, tt := range []struct {
		name    string
		model   func(*testing.T) Model
		caption []string
	}{
		{"naked pair", nakedPairModel, []string{"Naked Pair: 2,6 in r6c2,r6c3 => r6c1<>2", "The two cells of row 6 hold only 2 and 6 between them, so no other cell of the row can."}},
		{"jigsaw", jigsawModel, []string{"AIC: r3c2=1 - r4c2=1 => r4c2<>5 & r1c1 \"quoted\" 'single'"}},
		{"forcing chain", forcingChainModel, []string{"Forcing Chain Verity: r5c5 {679} => r6c6<>7"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.model(t)
			var buf bytes.Buffer
			if err := SVG(&buf, m, opts, tt.caption); err != nil {
				t.Fatal(err)
			}
			doc := parseSVG(t, buf.Bytes())
			all := doc.allText()
			for _, p := range tt.caption {
				for _, w := range strings.Fields(p) {
					if !strings.Contains(all, w) {
						t.Errorf("the SVG has no %q of the caption", w)
					}
				}
			}
			placed := 0
			for _, d := range m.Digits {
				if d != 0 {
					placed++
				}
			}
			if got := doc.countDigits(digitSize); got != placed {
				t.Errorf("%d cell digits as text (font size %s), want %d", got, digitSize, placed)
			}
			// Every region colour in use is a fill, faded under a busy step.
			pal := defaultPalette(false)
			fade := 0.0
			if resolveRoles(m.Step, m.Branch, m.Unfold).busy(m.Step) {
				fade = regionFadeBusy
			}
			for r := 0; r < 9; r++ {
				c := mixColour(pal.regions[r], pal.cell, fade)
				if hex := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B); !doc.fills[hex] {
					t.Errorf("region colour %d (%s) is not in the SVG", r, hex)
				}
			}
		})
	}
}

func TestSVGEscapesText(t *testing.T) {
	var m Model
	caption := []string{"AIC: r3c2=1 => r4c2<>5 & <script>", "bad \x00 byte \xff and ]]> end"}
	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{}, caption); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte("<script>")) || bytes.Contains(buf.Bytes(), []byte("<>5")) {
		t.Errorf("the caption is written unescaped")
	}
	all := parseSVG(t, buf.Bytes()).allText()
	for _, want := range []string{"r4c2<>5", "& <script>", "]]> end"} {
		if !strings.Contains(all, want) {
			t.Errorf("the caption read back lacks %q:\n%s", want, all)
		}
	}
}

func TestSVGCaptionWrapsBetweenWords(t *testing.T) {
	long := strings.Repeat("r4c2<>5 => ", 40) + "r1c1=9"
	c := captionLines(defaultBoardFonts(), []string{long, "", "second"}, 540)
	if len(c.lines) < 3 {
		t.Fatalf("a long line wrapped into only %d lines", len(c.lines))
	}
	var words []string
	for _, l := range c.lines {
		words = append(words, strings.Fields(l.text)...)
	}
	if got := strings.Join(words, " "); got != strings.Join(strings.Fields(long), " ")+" second" {
		t.Errorf("wrapping changed the words:\n%s", got)
	}
	for _, l := range c.lines {
		if w := defaultBoardFonts().textWidth(l.text, l.bold, c.size); w > 540 && strings.Contains(l.text, " ") {
			t.Errorf("a line of %.0f units is wider than the board: %q", w, l.text)
		}
	}
	if c := captionLines(defaultBoardFonts(), nil, 540); c.height != 0 || len(c.lines) != 0 {
		t.Errorf("no caption takes %d units", c.height)
	}
}

func TestSVGHostileModelsNeverPanic(t *testing.T) {
	var m Model
	for c := range m.Digits {
		m.Digits[c] = int8(c%13 - 2)
		m.Origins[c] = Origin(c % 6)
		m.Candidates[c] = steps.Digits(c * 97)
	}
	m.Conflicts = grid.CellSet{Lo: ^uint64(0), Hi: ^uint64(0)}
	m.Wrong, m.WrongNotes, m.Notes = m.Conflicts, m.Conflicts, true
	m.Step = &steps.Step{Houses: []int{-1, 5, 99}, Cells: []grid.Cell{-3, 100, 4}, Depth: 3,
		Links: []steps.Link{{From: steps.Candidate{Cell: 90, Digit: 3}}}}
	for _, size := range []int{-1, 0, 3, 100} {
		if err := SVG(io.Discard, m, Options{Size: size}, []string{"\x00"}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDepthBadgeCountsTheOpenGuesses: the board shows the position after
// its step, so a guess made at depth d is drawn at depth d+1, and a step
// outside any guess has no badge.
func TestDepthBadgeCountsTheOpenGuesses(t *testing.T) {
	for _, tt := range []struct {
		kind  steps.Kind
		depth int
		want  string // "" for no badge
	}{
		{steps.Logic, 0, ""},
		{steps.Guess, 0, "depth 1"},
		{steps.Logic, 1, "depth 1"},
		{steps.Guess, 4, "depth 5"},
		{steps.Backtrack, 4, "depth 4"},
		{steps.Backtrack, 0, ""},
	} {
		m := nakedPairModel(t)
		st := *m.Step
		st.Kind, st.Depth = tt.kind, tt.depth
		m.Step = &st
		var buf bytes.Buffer
		if err := SVG(&buf, m, Options{Size: 540}, nil); err != nil {
			t.Fatal(err)
		}
		all := parseSVG(t, buf.Bytes()).allText()
		got := ""
		if i := strings.Index(all, "depth "); i >= 0 {
			got = strings.Fields(all[i:])[0] + " " + strings.Fields(all[i:])[1]
		}
		if got != tt.want {
			t.Errorf("%v at depth %d: badge %q, want %q", tt.kind, tt.depth, got, tt.want)
		}
	}
}
