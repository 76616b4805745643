package board

import (
	"bytes"
	"image/color"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// A painted cell is filled with its colour; a painted candidate gets a
// disc of its colour under it; a step's role disc covers a mark on the
// same candidate; SVG names the marks by colour.
func TestMarksPainted(t *testing.T) {
	var m Model
	cell, cand := grid.CellAt(2, 3), grid.CellAt(6, 6)
	m.Candidates[cand] = steps.DigitSet(2, 5)
	m.Marks.Cells[cell] = 4          // 2b
	m.Marks.Candidates[cand][1] = 7  // candidate 2: 4a
	m.Marks.Candidates[cand][4] = 10 // candidate 5: 5b, under a pattern disc
	m.Step = &steps.Step{Pattern: []steps.Candidate{{Cell: cand, Digit: 5}}}
	img, px := paintView(plainView(m), 900)
	pal := defaultPalette(false)

	x0, y0, x1, y1 := px.cellBox(cell)
	if got := img.At((x0+x1)/2, (y0+y1)/2); !near(got, pal.MarkColour(4)) {
		t.Errorf("painted cell r3c4: middle %v, want 2b %v", got, pal.MarkColour(4))
	}
	probe := func(d int8) color.Color {
		at := px.candidateCentre(cand, d)
		return img.At(int(at.x-px.cell*0.12), int(at.y))
	}
	if got := probe(2); !near(got, pal.MarkColour(7)) {
		t.Errorf("painted candidate 2 of r7c7: %v, want 4a %v", got, pal.MarkColour(7))
	}
	if got := probe(5); !near(got, pal.pattern) {
		t.Errorf("a pattern candidate with a mark: %v, want the pattern disc %v on top", got, pal.pattern)
	}

	var buf bytes.Buffer
	if err := SVG(&buf, m, Options{RegionColours: true, Candidates: true}, nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`class="mark colour-2b"`, `class="mark colour-4a"`, `class="mark colour-5b"`} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("the SVG has no %s", want)
		}
	}
	// Colours out of 1–10 are not drawn and do not panic.
	m.Marks.Cells[0], m.Marks.Candidates[1][0] = 11, -3
	paintView(plainView(m), 300)
}
