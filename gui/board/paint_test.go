package board

import (
	"image"
	"image/color"
	"math/rand"
	"strconv"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// paintView paints v at size×size in the default light theme.
func paintView(v boardView, size int) (*image.RGBA, pixelGrid) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	paintBoard(newRasterSurface(img, defaultBoardFonts()), img.Bounds(), &v, defaultPalette(false))
	return img, newPixelGrid(newBoardGeom(float64(size), float64(size)))
}

func plainView(m Model) boardView {
	return boardView{model: m, selected: -1, regionColours: true, candidates: true}
}

// sized returns opts with the board's side set to size.
func sized(opts Options, size int) Options {
	opts.Size = size
	return opts
}

// near reports whether two colours differ by at most 8 per channel.
func near(a color.Color, b color.NRGBA) bool { return colourDistance(a, b) <= 8 }

func TestPaintStepRolesAtTheirCandidates(t *testing.T) {
	c := grid.CellAt(4, 4)
	var m Model
	m.Candidates[c] = steps.AllDigits
	m.Step = &steps.Step{
		Pattern:      []steps.Candidate{{Cell: c, Digit: 1}},
		Eliminations: []steps.Candidate{{Cell: c, Digit: 3}},
		Fins:         []steps.Candidate{{Cell: c, Digit: 7}},
		Placements:   []steps.Candidate{{Cell: c, Digit: 9}},
	}
	img, px := paintView(plainView(m), 900)
	pal := defaultPalette(false)
	// A point on each disc, left of the digit in its middle.
	probe := func(d int8) color.Color {
		at := px.candidateCentre(c, d)
		return img.At(int(at.x-px.cell*0.11), int(at.y))
	}
	tests := []struct {
		digit int8
		want  color.NRGBA
		role  string
	}{
		{1, pal.pattern, "pattern"},
		{7, pal.fin, "fin"},
		{9, pal.placement, "placement"},
	}
	for _, tt := range tests {
		if got := probe(tt.digit); !near(got, tt.want) {
			t.Errorf("%s candidate %d: disc colour %v, want %v", tt.role, tt.digit, got, tt.want)
		}
	}
	// A plain candidate has no disc: the cell's fill shows there.
	if got := probe(5); near(got, pal.pattern) || near(got, pal.elimination) {
		t.Errorf("plain candidate 5 has a role colour %v", got)
	}
	// The eliminated candidate is struck through in the elimination colour.
	at := px.candidateCentre(c, 3)
	k := px.cell * 0.148 * 0.95 * 0.6
	if got := img.At(int(at.x+k*0.74), int(at.y-k*0.68)); !near(got, pal.elimination) {
		t.Errorf("eliminated candidate 3: strike colour %v, want %v", got, pal.elimination)
	}
}

func TestPaintThickBordersFollowRegions(t *testing.T) {
	// Regions are the rows: thick lines between rows, thin ones between
	// the columns of a row.
	ids := make([]int, grid.NumCells)
	for c := range ids {
		ids[c] = c / 9
	}
	rows, err := grid.NewLayout(ids)
	if err != nil {
		t.Fatal(err)
	}
	img, px := paintView(plainView(Model{Layout: rows}), 540)
	pal := defaultPalette(false)
	for i := 1; i < 9; i++ {
		// On the line between rows i-1 and i, in the middle of column 5.
		x := (px.xs[4] + px.xs[5]) / 2
		if got := img.At(x, px.ys[i]); !near(got, pal.thickLine) {
			t.Errorf("between rows %d and %d: %v, want the thick line colour", i, i+1, got)
		}
		// On the line between columns i-1 and i, in the middle of row 5.
		y := (px.ys[4] + px.ys[5]) / 2
		if got := img.At(px.xs[i], y); near(got, pal.thickLine) {
			t.Errorf("between columns %d and %d of one region: thick line drawn", i, i+1)
		}
	}
}

func TestPaintSelectionAndSameDigit(t *testing.T) {
	var m Model
	m.Digits[0], m.Digits[80], m.Digits[40] = 5, 5, 6
	v := plainView(m)
	v.regionColours = false
	before, px := paintView(v, 540)
	v.selected = 0
	after, _ := paintView(v, 540)
	sample := func(img *image.RGBA, c grid.Cell) color.Color {
		x0, y0, _, _ := px.cellBox(c)
		// On the top side of the ring that marks the same digit
		// (paintSelection); the tints cover the whole cell.
		return img.At(x0+int(px.cell*0.15), y0+int(px.cell*0.09))
	}
	for _, tt := range []struct {
		cell    grid.Cell
		changed bool
		why     string
	}{
		{0, true, "the selected cell"},
		{8, true, "its row"},
		{72, true, "its column"},
		{20, true, "its box"},
		{80, true, "a cell with the same digit"},
		{40, false, "an unrelated cell"},
	} {
		if got := sample(before, tt.cell) != sample(after, tt.cell); got != tt.changed {
			t.Errorf("%s (%v): highlighted = %v, want %v", tt.why, tt.cell, got, tt.changed)
		}
	}
}

func TestPaintFadesBacktrackCells(t *testing.T) {
	c := grid.CellAt(2, 2)
	var m Model
	m.Digits[c], m.Origins[c] = 8, Solved
	m.Fading = grid.CellSetOf(c)
	ink := func(fade float64) int {
		v := plainView(m)
		v.regionColours = false
		v.fade = fade
		img, px := paintView(v, 540)
		x0, y0, x1, y1 := px.cellBox(c)
		dark := 0
		for y := y0 + 4; y < y1-4; y++ {
			for x := x0 + 4; x < x1-4; x++ {
				if r, _, _, _ := img.At(x, y).RGBA(); r < 0x6000 {
					dark++
				}
			}
		}
		return dark
	}
	if shown, faded := ink(0), ink(1); shown < 50 || faded*4 > shown {
		t.Errorf("a backtrack's digit: %d dark pixels at the start, %d when faded; want it to fade", shown, faded)
	}
}

func TestPaintNeverPanicsOnOddModels(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	bad := []grid.Cell{-128, -1, 81, 100, 127}
	for i := 0; i < 200; i++ {
		var m Model
		for c := range m.Digits {
			m.Digits[c] = int8(r.Intn(14) - 2)
			m.Origins[c] = Origin(r.Intn(6) - 1)
			m.Candidates[c] = steps.Digits(r.Intn(1 << 16))
		}
		m.Conflicts = grid.CellSet{Lo: r.Uint64(), Hi: r.Uint64()}
		m.Fading = grid.CellSet{Lo: r.Uint64(), Hi: r.Uint64()}
		odd := func() steps.Candidate {
			return steps.Candidate{Cell: bad[r.Intn(len(bad))], Digit: int8(r.Intn(20) - 5)}
		}
		m.Step = &steps.Step{
			Kind:         steps.Kind(r.Intn(6) - 1),
			Depth:        r.Intn(5) - 1,
			Placements:   []steps.Candidate{odd(), {Cell: 3, Digit: 0}},
			Eliminations: []steps.Candidate{odd(), {Cell: 4, Digit: 12}},
			Pattern:      []steps.Candidate{odd()},
			Fins:         []steps.Candidate{odd()},
			Houses:       []int{-1, 27, 1000, 3},
			Links:        []steps.Link{{From: odd(), To: odd()}, {From: steps.Candidate{Cell: 1, Digit: 1}, To: steps.Candidate{Cell: 1, Digit: 1}}},
			Cells:        []grid.Cell{bad[r.Intn(len(bad))], 7},
		}
		if i%2 == 0 {
			var d [grid.NumCells]int8
			for c := range d {
				d[c] = int8(r.Intn(14) - 3)
			}
			m.Draft = &d
		}
		for _, size := range []int{-5, 0, 1, 7, 40, 333} {
			Image(m, sized(Options{RegionColours: i%3 != 0, Candidates: i%2 == 0, Dark: i%5 == 0}, size))
		}
	}
}

func TestImageClampsSize(t *testing.T) {
	for _, tt := range []struct{ in, want int }{{-3, 1}, {0, DefaultSize}, {1, 1}, {64, 64}, {4096, 4096}, {1 << 20, maxImageSize}} {
		if got := sized(Options{}, tt.in).side(); got != tt.want {
			t.Errorf("Options{Size: %d}.side() = %d, want %d", tt.in, got, tt.want)
		}
	}
	for _, size := range []int{-3, 0, 64} {
		if got, want := Image(Model{}, sized(Options{}, size)).Bounds().Dx(), sized(Options{}, size).side(); got != want {
			t.Errorf("Image size %d: got %d pixels, want %d", size, got, want)
		}
	}
}

func TestDashedPolylineLeavesGaps(t *testing.T) {
	var solid, dashed shape
	pts := []vec{{10, 10}, {110, 10}}
	solid.polyline(pts, 2, 0, 0, 0)
	dashed.polyline(pts, 2, 10, 10, 0)
	if len(solid.polys) != 1 {
		t.Errorf("a solid two-point line has %d parts, want 1", len(solid.polys))
	}
	if n := len(dashed.polys); n != 5 {
		t.Errorf("a 100-long line dashed 10 on, 10 off has %d dashes, want 5", n)
	}
}

func BenchmarkRenderBoard(b *testing.B) {
	for _, size := range []int{540, 1000} {
		b.Run(strconv.Itoa(size), func(b *testing.B) {
			var m Model
			g, _ := grid.ParseGrid("...6..8..45....7.......1..6.1.3..5..5.......88...7.43..4..9..5......69.2..82.....")
			s := steps.NewState(grid.Puzzle{Givens: g})
			m.Layout, m.Digits, m.Candidates = s.Layout, s.Grid, s.Candidates
			c := func(r, col int) steps.Candidate { return steps.Candidate{Cell: grid.CellAt(r, col), Digit: 5} }
			m.Step = &steps.Step{
				Pattern:      []steps.Candidate{c(2, 3), c(2, 4), c(8, 4), c(8, 5)},
				Eliminations: []steps.Candidate{c(0, 5), c(7, 3)},
				Links:        []steps.Link{{From: c(2, 3), To: c(2, 4), Strong: true}, {From: c(2, 4), To: c(8, 4)}, {From: c(8, 4), To: c(8, 5), Strong: true}},
				Houses:       []int{2, 13},
			}
			opts := Options{RegionColours: true, Candidates: true}
			Image(m, sized(opts, size)) // fill the glyph cache
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				Image(m, sized(opts, size))
			}
		})
	}
}
