package board

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// boardTestTheme is the default theme held to one variant, so that the
// board tests see known colours whatever the test app's theme is.
type boardTestTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t boardTestTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// newTestBoard shows a board in a 400×400 test window with the light
// default theme.
func newTestBoard(t *testing.T) (*Board, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(boardTestTheme{theme.DefaultTheme(), theme.VariantLight})
	b := New()
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 400))
	return b, w
}

// cellCentre returns the centre of cell c in the board's coordinates.
func cellCentre(b *Board, c grid.Cell) fyne.Position {
	s := b.Size()
	g := newBoardGeom(float64(s.Width), float64(s.Height))
	return fyne.NewPos(
		float32(g.x0+(float64(c.Col())+0.5)*g.cell()),
		float32(g.y0+(float64(c.Row())+0.5)*g.cell()),
	)
}

func TestBoardTapSelectsCellAndFocuses(t *testing.T) {
	b, w := newTestBoard(t)
	var tapped []grid.Cell
	b.OnCellTapped = func(c grid.Cell) { tapped = append(tapped, c) }

	for _, name := range []string{"r4c2", "r1c1", "r9c9", "r5c7"} {
		c, _ := grid.ParseCell(name)
		test.TapAt(b, cellCentre(b, c))
		if got := b.Selected(); got != c {
			t.Errorf("after tapping %v, Selected() = %v", c, got)
		}
		if len(tapped) == 0 || tapped[len(tapped)-1] != c {
			t.Errorf("tapping %v called OnCellTapped with %v", c, tapped)
		}
	}
	if len(tapped) != 4 {
		t.Errorf("OnCellTapped called %d times, want 4", len(tapped))
	}
	if w.Canvas().Focused() != b {
		t.Errorf("a tap did not give the board the keyboard focus")
	}
}

func TestBoardTapBesideGridDoesNothing(t *testing.T) {
	b, _ := newTestBoard(t)
	b.SetSelected(grid.CellAt(2, 2))
	called := false
	b.OnCellTapped = func(grid.Cell) { called = true }
	test.TapAt(b, fyne.NewPos(1, 1)) // in the margin, outside the grid
	if called || b.Selected() != grid.CellAt(2, 2) {
		t.Errorf("a tap in the margin changed the selection to %v (callback called: %v)", b.Selected(), called)
	}
}

func TestBoardCellAtMatchesEveryCell(t *testing.T) {
	b, _ := newTestBoard(t)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if got := b.CellAt(cellCentre(b, c)); got != c {
			t.Fatalf("CellAt(centre of %v) = %v", c, got)
		}
	}
}

func TestBoardArrowKeysMoveSelection(t *testing.T) {
	tests := []struct {
		from string // "" for no selection
		key  fyne.KeyName
		want string
	}{
		{"r4c2", fyne.KeyRight, "r4c3"},
		{"r4c2", fyne.KeyLeft, "r4c1"},
		{"r4c2", fyne.KeyUp, "r3c2"},
		{"r4c2", fyne.KeyDown, "r5c2"},
		{"r1c1", fyne.KeyLeft, "r1c9"}, // wraps within the row
		{"r1c1", fyne.KeyUp, "r9c1"},   // wraps within the column
		{"r9c9", fyne.KeyRight, "r9c1"},
		{"r9c9", fyne.KeyDown, "r1c9"},
		{"", fyne.KeyDown, "r5c5"}, // no selection: start in the middle
	}
	for _, tt := range tests {
		b, _ := newTestBoard(t)
		forwarded := false
		b.OnTypedKey = func(*fyne.KeyEvent) { forwarded = true }
		if tt.from != "" {
			c, _ := grid.ParseCell(tt.from)
			b.SetSelected(c)
		}
		b.TypedKey(&fyne.KeyEvent{Name: tt.key})
		want, _ := grid.ParseCell(tt.want)
		if got := b.Selected(); got != want {
			t.Errorf("from %q key %s: selected %v, want %v", tt.from, tt.key, got, want)
		}
		if forwarded {
			t.Errorf("from %q key %s: arrow key was also passed to OnTypedKey", tt.from, tt.key)
		}
	}
}

func TestBoardForwardsOtherKeysAndRunes(t *testing.T) {
	b, w := newTestBoard(t)
	var runes []rune
	var keys []fyne.KeyName
	b.OnTypedRune = func(r rune) { runes = append(runes, r) }
	b.OnTypedKey = func(ev *fyne.KeyEvent) { keys = append(keys, ev.Name) }
	var moved []grid.Cell
	b.OnSelectionChanged = func(c grid.Cell) { moved = append(moved, c) }

	test.TapAt(b, cellCentre(b, grid.CellAt(0, 0)))
	w.Canvas().Focused().TypedRune('7')
	test.Type(b, "3")
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})

	if string(runes) != "73" {
		t.Errorf("OnTypedRune got %q, want \"73\"", string(runes))
	}
	if len(keys) != 2 || keys[0] != fyne.KeyBackspace || keys[1] != fyne.KeyDelete {
		t.Errorf("OnTypedKey got %v, want [BackSpace Delete]", keys)
	}
	if len(moved) != 2 || moved[1] != grid.CellAt(0, 1) {
		t.Errorf("OnSelectionChanged got %v, want [r1c1 r1c2]", moved)
	}
}

func TestBoardSetSelectedOffBoardClears(t *testing.T) {
	b, _ := newTestBoard(t)
	b.SetSelected(10)
	for _, c := range []grid.Cell{-1, 81, 127, -5} {
		b.SetSelected(c)
		if got := b.Selected(); got != -1 {
			t.Errorf("SetSelected(%d): Selected() = %v, want -1", c, got)
		}
	}
}

// captureCell returns the window's pixels over cell c.
func captureCell(b *Board, w fyne.Window, c grid.Cell) image.Image {
	img := w.Canvas().Capture()
	scale := float64(img.Bounds().Dx()) / float64(w.Canvas().Size().Width)
	s := b.Size()
	g := newBoardGeom(float64(s.Width), float64(s.Height))
	x0 := int((g.x0+float64(c.Col())*g.cell())*scale) + 3
	y0 := int((g.y0+float64(c.Row())*g.cell())*scale) + 3
	k := int(g.cell()*scale) - 6
	out := image.NewRGBA(image.Rect(0, 0, k, k))
	for y := 0; y < k; y++ {
		for x := 0; x < k; x++ {
			out.Set(x, y, img.At(x0+x, y0+y))
		}
	}
	return out
}

// imagesDiffer counts the pixels that differ by more than a little.
func imagesDiffer(a, b image.Image) int {
	n := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if colourDistance(a.At(x, y), b.At(x, y)) > 24 {
				n++
			}
		}
	}
	return n
}

// colourDistance is the largest difference of one 8-bit channel.
func colourDistance(a, b color.Color) int {
	p, q := toNRGBA(a), toNRGBA(b)
	d := 0
	for _, v := range []int{int(p.R) - int(q.R), int(p.G) - int(q.G), int(p.B) - int(q.B), int(p.A) - int(q.A)} {
		d = max(d, v, -v)
	}
	return d
}

func TestBoardSetModelChangesWhatIsDrawn(t *testing.T) {
	b, w := newTestBoard(t)
	c := grid.CellAt(3, 1)
	before := captureCell(b, w, c)

	var m Model
	m.Digits[c], m.Origins[c] = 7, Given
	b.SetModel(m)
	withDigit := captureCell(b, w, c)
	if n := imagesDiffer(before, withDigit); n < 40 {
		t.Errorf("setting a 7 in %v changed %d pixels of the cell, want a digit's worth", c, n)
	}
	if got := b.Model().Digits[c]; got != 7 {
		t.Errorf("Model().Digits[%v] = %d, want 7", c, got)
	}

	m.Step = &steps.Step{Kind: steps.Contradiction, Cells: []grid.Cell{c}}
	b.SetModel(m)
	if n := imagesDiffer(withDigit, captureCell(b, w, c)); n < 200 {
		t.Errorf("a contradiction in %v changed only %d pixels of the cell", c, n)
	}

	b.SetModel(Model{})
	if n := imagesDiffer(before, captureCell(b, w, c)); n > 0 {
		t.Errorf("an empty model again left %d pixels changed", n)
	}
}

func TestBoardSwitchesChangeWhatIsDrawn(t *testing.T) {
	b, w := newTestBoard(t)
	var m Model
	m.Candidates[0] = steps.DigitSet(1, 5, 9)
	b.SetModel(m)
	shown := captureCell(b, w, 0)
	b.SetShowCandidates(false)
	if n := imagesDiffer(shown, captureCell(b, w, 0)); n < 20 {
		t.Errorf("hiding candidates changed %d pixels", n)
	}
	b.SetShowCandidates(true)
	b.SetShowRegionColours(false)
	if n := imagesDiffer(shown, captureCell(b, w, 0)); n < 500 {
		t.Errorf("turning region colours off changed %d pixels", n)
	}
	if b.ShowRegionColours() || !b.ShowCandidates() {
		t.Errorf("switches read back wrong: regions %v candidates %v", b.ShowRegionColours(), b.ShowCandidates())
	}
	if opts := b.Options(); opts.RegionColours || !opts.Candidates || opts.Dark {
		t.Errorf("Options() = %+v, want the switches and the light theme", opts)
	}
}

// The test driver runs an animation straight to its end, so these check
// where the flash and the fade finish; TestPaintFadesBacktrackCells checks
// the drawing on the way.
func TestBoardFlashAndFadeFinish(t *testing.T) {
	b, _ := newTestBoard(t)
	b.Flash(grid.CellAt(3, 1))
	b.Flash(100) // off the board: ignored
	if v := b.view(); v.flashCells != grid.CellSetOf(grid.CellAt(3, 1)) || v.flash != 0 {
		t.Errorf("after a flash: cells %v strength %v, want r4c2 and 0", v.flashCells, v.flash)
	}
	var m Model
	m.Digits[5], m.Origins[5] = 4, Solved
	m.Step = &steps.Step{Kind: steps.Backtrack, Cells: []grid.Cell{5}}
	b.SetModel(m)
	if v := b.view(); v.fade != 1 {
		t.Errorf("a backtrack's fade ends at %v, want 1", v.fade)
	}
	b.SetModel(Model{})
	if v := b.view(); v.fade != 0 {
		t.Errorf("a model without fading cells keeps fade %v", v.fade)
	}
}

func TestBoardMinSize(t *testing.T) {
	b := New()
	min := b.MinSize()
	if min.Width < 9*minBoardCell || min.Width != min.Height {
		t.Errorf("MinSize() = %v, want a square of at least %d", min, 9*minBoardCell)
	}
}

func TestBoardDraftRegionsAreCopied(t *testing.T) {
	b, _ := newTestBoard(t)
	draft := [grid.NumCells]int8{}
	for c := range draft {
		draft[c] = int8(c / 9)
	}
	b.SetModel(Model{Draft: &draft})
	draft[0] = 5
	if got := b.Model().Draft[0]; got != 0 {
		t.Errorf("changing the caller's draft after SetModel changed the board's to %d", got)
	}
}

// junkFontTheme is a theme whose fonts the rasteriser cannot read.
type junkFontTheme struct{ fyne.Theme }

func (junkFontTheme) Font(fyne.TextStyle) fyne.Resource {
	return fyne.NewStaticResource("junk.ttf", []byte("not a font"))
}

func TestBoardFontsFallBackToDefault(t *testing.T) {
	f := themeBoardFonts(junkFontTheme{theme.DefaultTheme()})
	def := defaultBoardFonts()
	if f.regular != def.regular || f.bold != def.bold {
		t.Errorf("unreadable theme fonts were not replaced by the default ones")
	}
	if g := f.glyph('5', true, 20); g == nil || g.mask.Rect.Empty() {
		t.Errorf("no glyph for 5 after falling back")
	}
	if themeBoardFonts(theme.DefaultTheme()) != def {
		t.Errorf("the default theme does not share the default fonts")
	}
}

func TestBoardFollowsDarkTheme(t *testing.T) {
	b, w := newTestBoard(t)
	light := captureCell(b, w, 40)
	fyne.CurrentApp().Settings().SetTheme(boardTestTheme{theme.DefaultTheme(), theme.VariantDark})
	b.Refresh()
	if !b.Options().Dark {
		t.Errorf("Options().Dark is false in the dark theme")
	}
	dark := captureCell(b, w, 40)
	lum := func(img image.Image) float64 {
		return relativeLuminance(toNRGBA(img.At(img.Bounds().Dx()/2, img.Bounds().Dy()/2)))
	}
	if lum(dark) >= lum(light) {
		t.Errorf("the centre cell is no darker in the dark theme (%.2f vs %.2f)", lum(dark), lum(light))
	}
}

func TestLegendSwatchesDiffer(t *testing.T) {
	seen := map[string]Role{}
	for _, r := range Roles() {
		img := RoleSwatch(r, nil, 26, 26).(*image.RGBA)
		key := string(img.Pix)
		if other, dup := seen[key]; dup {
			t.Errorf("roles %v and %v have the same swatch", other, r)
		}
		seen[key] = r
	}
}

func TestFlashCellsFlashesAGroup(t *testing.T) {
	b, _ := newTestBoard(t)
	group := grid.CellSetOf(grid.CellAt(3, 7), grid.CellAt(3, 8)) // r4c89
	b.FlashCells(group)
	if got := b.FlashedCells(); got != group {
		t.Errorf("FlashCells(r4c89) flashed %v", got)
	}
	b.FlashCells(grid.CellSet{})            // nothing: ignored
	b.FlashCells(grid.CellSet{Hi: 1 << 40}) // no cell of the board: ignored
	if got := b.FlashedCells(); got != group {
		t.Errorf("an empty flash replaced r4c89 by %v", got)
	}
	// At full strength every cell of the group is tinted alike, and a
	// cell beside it is not.
	v := plainView(Model{})
	v.regionColours, v.flashCells, v.flash = false, group, 1
	img, px := paintView(v, 450)
	want := blend(defaultPalette(false).cell, defaultPalette(false).accent, 0xB0)
	for _, c := range append(group.Cells(), grid.CellAt(3, 6)) {
		x0, y0, x1, y1 := px.cellBox(c)
		got := img.At((x0+x1)/2, (y0+y1)/2)
		if near(got, want) != group.Has(c) {
			t.Errorf("cell %v: colour %v, flashed %v", c, got, group.Has(c))
		}
	}
}
