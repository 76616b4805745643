package searchstrip

import (
	"flag"
	"image/color"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden images in testdata/")

// syntheticSearch is a made-up search of n steps: dives of guesses, dead
// ends and backtracks, with logic steps between, drawn from a fixed seed.
func syntheticSearch(n int) *Data {
	r := rand.New(rand.NewPCG(7, 11))
	d := &Data{}
	depth := 0
	add := func(after, dead int) {
		d.Depths = append(d.Depths, int32(after))
		d.Dead = append(d.Dead, int32(dead))
		d.Deepest = max(d.Deepest, after)
	}
	for len(d.Depths) < n {
		switch x := r.IntN(10); {
		case x < 2:
			add(depth, -1)
		case x < 6 || depth == 0:
			depth++
			add(depth, -1)
		default:
			add(depth, depth)
			for back := 1 + r.IntN(depth); back > 0; back-- {
				depth--
				add(depth, -1)
			}
		}
	}
	d.Depths, d.Dead = d.Depths[:n], d.Dead[:n]
	return d
}

// colours are the strip's colours of the default light or dark theme.
func colours(dark bool) Colours {
	if dark {
		return Colours{Guess: hex(0xFF9A2E), Dead: hex(0xFF5252), Base: hex(0x9A9A9C), Marker: hex(0x296FF6), Scale: hex(0xA0A0A6), Background: hex(0x202022)}
	}
	return Colours{Guess: hex(0xE86200), Dead: hex(0xD42A2A), Base: hex(0x8A8A8C), Marker: hex(0x296FF6), Scale: hex(0x5C5C5E), Background: hex(0xF3F3F3)}
}

func hex(v uint32) color.NRGBA {
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xFF}
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
		img := drawChart(syntheticSearch(tt.steps), 320, Height, colours(tt.dark))
		guitest.Golden(t, img, filepath.Join("testdata", tt.name), *updateGolden, guitest.Exact)
	}
}

func TestStripChartColumns(t *testing.T) {
	// Two dives: to depth 2 with a dead end there, back to 0, then to 1.
	d := &Data{Depths: []int32{1, 2, 2, 1, 0, 1}, Dead: []int32{-1, -1, 2, -1, -1, -1}, Deepest: 2}
	col := colours(false)
	const h = 23 // depth d at row h-1-d*(h-3)/2: 22, 12, 2
	img := drawChart(d, 6, h, col)
	guess, dead := col.Guess, col.Dead
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
