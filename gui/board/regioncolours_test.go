package board

import (
	"bufio"
	"image"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// jigsawLayouts reads every layout of the shared jigsaw set.
func jigsawLayouts(t *testing.T) []*grid.Layout {
	t.Helper()
	f, err := os.Open(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*grid.Layout
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 2 || len(fields[1]) != grid.NumCells || strings.HasPrefix(fields[0], "#") {
			continue
		}
		ids := make([]int, grid.NumCells)
		for i := range ids {
			ids[i] = int(fields[1][i]-'A') + 1
		}
		l, err := grid.NewLayout(ids)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, l)
	}
	if len(out) != 133 {
		t.Fatalf("read %d layouts, want 133", len(out))
	}
	return out
}

// Regions that share an edge get colours far apart on every layout, in
// both themes: at least cvdFloor for the colour vision that tells them
// apart least, and normalFloor with normal vision. The fixed order used
// before (region i in colour i) put navy beside slate blue on janko_133
// in the dark theme, 0.074 apart with normal vision; the floors here are
// what the per-layout choice reaches with the nine colours of each theme.
func TestTouchingRegionsStayApart(t *testing.T) {
	cvdFloor := map[bool]float64{false: 0.022, true: 0.05}
	normalFloor := map[bool]float64{false: 0.054, true: 0.09}
	layouts := append(jigsawLayouts(t), grid.Standard())
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		for li, l := range layouts {
			touch := touching(l)
			for r := range 9 {
				for q := r + 1; q < 9; q++ {
					if !touch[r][q] {
						continue
					}
					a, b := pal.RegionIn(l, r), pal.RegionIn(l, q)
					if d := seenApart(a, b); d < cvdFloor[dark] {
						t.Errorf("dark=%v, layout %d: touching regions %d and %d differ by only %.3f for some colour vision (want ≥ %.3f)", dark, li+1, r+1, q+1, d, cvdFloor[dark])
					}
					if d := labDistance(seenAs(visions[0].m, a), seenAs(visions[0].m, b)); d < normalFloor[dark] {
						t.Errorf("dark=%v, layout %d: touching regions %d and %d differ by only %.3f with normal vision (want ≥ %.3f)", dark, li+1, r+1, q+1, d, normalFloor[dark])
					}
				}
			}
		}
	}
}

// The light theme's nine colours are of one lightness: no region reads
// as darker than the others (box 8 was dark khaki).
func TestLightRegionsOneLightness(t *testing.T) {
	lo, hi := 1.0, 0.0
	for _, c := range regionColoursLight {
		l := seenAs(visions[0].m, c)[0]
		lo, hi = min(lo, l), max(hi, l)
	}
	if hi-lo > 0.045 {
		t.Errorf("light region colours span OKLab lightness %.3f–%.3f, want within 0.045", lo, hi)
	}
}

// The assignment is a permutation, the same on every call.
func TestRegionOrderIsAPermutation(t *testing.T) {
	for _, l := range append(jigsawLayouts(t)[:5], grid.Standard()) {
		pal := defaultPalette(true)
		o := pal.orderFor(l)
		var seen [9]bool
		for _, c := range o {
			if seen[c] {
				t.Fatalf("colour %d used twice: %v", c, o)
			}
			seen[c] = true
		}
		orders.Lock()
		orders.m = nil
		orders.Unlock()
		if again := pal.orderFor(l); again != o {
			t.Errorf("the order changed between runs: %v, %v", o, again)
		}
	}
}

// The cells holding the selected cell's digit get a ring in the accent
// colour and keep their region's fill: a tint there would read as one
// more region colour.
func TestSameDigitIsARing(t *testing.T) {
	m := Model{}
	sel, same := grid.CellAt(0, 0), grid.CellAt(4, 4) // not in one house
	m.Digits[sel], m.Digits[same] = 5, 5
	for _, dark := range []bool{false, true} {
		pal := defaultPalette(dark)
		img := image.NewRGBA(image.Rect(0, 0, 540, 540))
		v := exportView(m, Options{RegionColours: true, Dark: dark})
		v.selected = sel
		paintBoard(newRasterSurface(img, defaultBoardFonts()), img.Bounds(), &v, pal)
		px := newPixelGrid(newBoardGeom(540, 540))
		x0, y0, _, y1 := px.cellBox(same)
		fill := pal.RegionIn(nil, grid.Standard().Region(same))
		// Between the cell's edge and the ring: the region's own fill.
		gap := int(px.cell * 0.05)
		if got := toNRGBA(img.At(x0+gap, (y0+y1)/2)); got != fill {
			t.Errorf("dark=%v: the same-digit cell is filled %v, want its region's %v", dark, got, fill)
		}
		// On the ring: the accent.
		ring := x0 + int(math.Round(px.cell*0.08)) + 1
		if got := toNRGBA(img.At(ring, (y0+y1)/2)); got != pal.accent {
			t.Errorf("dark=%v: no ring around the same digit: %v at its left side, want %v", dark, got, pal.accent)
		}
	}
}

// A house outline lies on the house's border instead of running beside
// the region border inside it: along the top of row 1 the border pixels
// are the outline's colour, and below the outline the cell's own fill
// comes with no second line.
func TestHouseOutlineCoversTheBorder(t *testing.T) {
	m := Model{Step: &steps.Step{Kind: steps.Logic, Technique: "test", Houses: []int{0}}} // row 1
	pal := defaultPalette(false)
	img := image.NewRGBA(image.Rect(0, 0, 540, 540))
	v := exportView(m, Options{RegionColours: true})
	paintBoard(newRasterSurface(img, defaultBoardFonts()), img.Bounds(), &v, pal)
	px := newPixelGrid(newBoardGeom(540, 540))
	c := grid.CellAt(0, 4)
	x0, y0, x1, y1 := px.cellBox(c)
	x := (x0 + x1) / 2
	if got := toNRGBA(img.At(x, y0)); got != pal.house {
		t.Errorf("on the house's top border: %v, want the outline %v", got, pal.house)
	}
	// From just below the outline to the middle of the cell: no second
	// line, in the outline's colour or the border's.
	w := int(math.Max(math.Round(math.Max(2, px.cell*0.05)), float64(max(2, int(math.Round(px.cell*0.06))))))
	for y := y0 + w; y < (y0+y1)/2; y++ {
		if got := toNRGBA(img.At(x, y)); got == pal.house || got == pal.thickLine {
			t.Fatalf("a second line at %d px below the border: %v", y-y0, got)
		}
	}
}
