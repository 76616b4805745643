package gui

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden images in testdata/")

// syntheticSearch is a made-up search of n steps: dives of guesses, dead
// ends and backtracks, with logic steps between, drawn from a fixed seed.
func syntheticSearch(n int) *steps.Trace {
	r := rand.New(rand.NewPCG(7, 11))
	t := &steps.Trace{Steps: make([]steps.Step, 0, n)}
	depth := 0
	for len(t.Steps) < n {
		switch x := r.IntN(10); {
		case x < 2:
			t.Steps = append(t.Steps, steps.Step{Kind: steps.Logic, Depth: depth})
		case x < 6 || depth == 0:
			t.Steps = append(t.Steps, steps.Step{Kind: steps.Guess, Depth: depth})
			depth++
		default:
			t.Steps = append(t.Steps, steps.Step{Kind: steps.Contradiction, Depth: depth})
			for back := 1 + r.IntN(depth); back > 0; back-- {
				depth--
				t.Steps = append(t.Steps, steps.Step{Kind: steps.Backtrack, Depth: depth})
			}
		}
	}
	t.Steps = t.Steps[:n]
	return t
}

func TestStripChartGolden(t *testing.T) {
	for _, tt := range []struct {
		name  string
		steps int
		dark  bool
	}{
		{"search_strip_light.png", 3000, false},
		{"search_strip_dark.png", 3000, true},
		{"search_strip_short.png", 40, false}, // fewer steps than columns: each step stretches
	} {
		img := drawChart(newSearchIndex(syntheticSearch(tt.steps)), 320, stripHeight, board.DefaultPalette(tt.dark))
		path := filepath.Join("testdata", tt.name)
		if *updateGolden {
			var buf bytes.Buffer
			if err := png.Encode(&buf, img); err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("%v (run with -update to write it)", err)
		}
		want, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if diff := differentPixels(img, want); diff != 0 {
			t.Errorf("%s: %d pixels differ from the golden image", tt.name, diff)
		}
	}
}

// differentPixels counts the pixels in which two images differ; images
// of different sizes differ everywhere.
func differentPixels(a, b image.Image) int {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy()
	}
	n := 0
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				n++
			}
		}
	}
	return n
}

func TestStripChartColumns(t *testing.T) {
	// Two dives: to depth 2 with a dead end there, back to 0, then to 1.
	tr := &steps.Trace{Steps: []steps.Step{
		{Kind: steps.Guess, Depth: 0},
		{Kind: steps.Guess, Depth: 1},
		{Kind: steps.Contradiction, Depth: 2},
		{Kind: steps.Backtrack, Depth: 1},
		{Kind: steps.Backtrack, Depth: 0},
		{Kind: steps.Guess, Depth: 0},
	}}
	pal := board.DefaultPalette(false)
	const h = 23 // depth d at row h-1-d*(h-3)/2: 22, 12, 2
	img := drawChart(newSearchIndex(tr), 6, h, pal)
	guess, dead := pal.Role(board.RoleGuess), pal.Role(board.RoleContradiction)
	at := func(x, y int) [4]uint8 { c := img.NRGBAAt(x, y); return [4]uint8{c.R, c.G, c.B, c.A} }
	rgba := func(c interface{ RGBA() (r, g, b, a uint32) }) [4]uint8 {
		r, g, b, a := c.RGBA()
		return [4]uint8{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
	}
	tests := []struct {
		x, y int
		want [4]uint8
		what string
	}{
		{1, 12, rgba(guess), "depth 2 column reaches depth 1"},
		{1, 2, rgba(guess), "second guess reaches depth 2"},
		{2, 2, rgba(dead), "the dead end at depth 2"},
		{5, 12, rgba(guess), "the last guess at depth 1"},
		{5, 2, [4]uint8{}, "nothing above the last guess"},
	}
	for _, tt := range tests {
		if got := at(tt.x, tt.y); got != tt.want {
			t.Errorf("%s: pixel (%d,%d) is %v, want %v", tt.what, tt.x, tt.y, got, tt.want)
		}
	}
}
