package render

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
)

// progressWithColours writes a progress npz of two puzzles whose second
// has an entry, notes and colour marks: r5c5 (empty, no notes) painted
// 2a, candidate 3 of r1c3 painted 5b, and returns its path.
func progressWithColours(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	text := filepath.Join(dir, "set.txt")
	if err := os.WriteFile(text, []byte(
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"+
			"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	set, err := puzzlefile.Read(text)
	if err != nil {
		t.Fatal(err)
	}
	work := &puzzlefile.Progress{
		Entries: make([]grid.Grid, 2),
		Notes:   make([]puzzlefile.Notes, 2),
		Colours: make([]puzzlefile.ColourMasks, 2),
	}
	centre, noted := grid.CellAt(4, 4), grid.CellAt(0, 2)
	work.Entries[1][grid.CellAt(0, 3)] = 4
	work.Notes[1][noted] = 1<<2 | 1<<8    // 3 and 9
	work.Colours[1][3-1][centre] = 1 << 9 // colour 3 (2a) on the cell
	work.Colours[1][10-1][noted] = 1 << 2 // colour 10 (5b) on candidate 3
	path := filepath.Join(dir, "work.npz")
	if err := puzzlefile.WriteProgress(path, set, work); err != nil {
		t.Fatal(err)
	}
	return path
}

// render -progress draws the saved work with its colour marks: in the
// SVG as elements named by colour on the cell and the candidate, in the
// PNG as the colour at the painted cell.
func TestRenderProgressDrawsColours(t *testing.T) {
	path := progressWithColours(t)
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	svg := filepath.Join(dir, "work.svg")
	if code := Run([]string{"-i", "1", "-progress", path, "-o", svg}, &stdout, &stderr); code != 0 {
		t.Fatalf("render -progress exited %d: %s", code, stderr.String())
	}
	doc, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	readPicture(t, doc) // every element has a class
	for _, want := range []string{
		`class="mark colour-2a" data-cell="r5c5"`,
		`class="mark colour-5b" data-cand="r1c3:3"`,
	} {
		if !bytes.Contains(doc, []byte(want)) {
			t.Errorf("the SVG has no %s", want)
		}
	}
	// The entry and the two notes are drawn as solve mode draws them.
	if n := len(regexp.MustCompile(`class="entry"`).FindAll(doc, -1)); n != 1 {
		t.Errorf("the SVG has %d entries, want the one saved", n)
	}
	if n := len(regexp.MustCompile(`data-cand="r1c3:[39]"`).FindAll(doc, -1)); n < 2 {
		t.Errorf("the SVG draws %d of the notes 3 and 9 of r1c3", n)
	}

	// r5c5 is the middle cell: the PNG's middle pixel has its colour.
	const size = 540
	pngPath := filepath.Join(dir, "work.png")
	if code := Run([]string{"-i", "1", "-progress", "-size", "540", path, "-o", pngPath}, &stdout, &stderr); code != 0 {
		t.Fatalf("render -progress exited %d: %s", code, stderr.String())
	}
	img, err := guitest.ReadPNG(pngPath)
	if err != nil {
		t.Fatal(err)
	}
	want := board.DefaultPalette(false).MarkColour(3)
	if got := color.NRGBAModel.Convert(img.At(size/2, size/2)).(color.NRGBA); !closeTo(got, want) {
		t.Errorf("the PNG at r5c5: %v, want colour 2a %v", got, want)
	}
	// Puzzle 0 has no work: its middle cell is not painted.
	plain := filepath.Join(dir, "plain.png")
	if code := Run([]string{"-progress", "-size", "540", path, "-o", plain}, &stdout, &stderr); code != 0 {
		t.Fatalf("render -progress -i 0 exited %d: %s", code, stderr.String())
	}
	pf, _ := os.Open(plain)
	defer pf.Close()
	if pimg, err := png.Decode(pf); err != nil || closeTo(color.NRGBAModel.Convert(pimg.At(size/2, size/2)).(color.NRGBA), want) {
		t.Errorf("puzzle 0 without work: %v, middle painted 2a", err)
	}
}

// -progress is refused with the path's flags, and on a file without
// saved work.
func TestRenderProgressRefusals(t *testing.T) {
	path := progressWithColours(t)
	dir := t.TempDir()
	text := filepath.Join(dir, "one.txt")
	if err := os.WriteFile(text, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "x.svg")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-progress", "-step", "3", path, "-o", out}, "leave out -step"},
		{[]string{"-progress", "-all", path, "-o", out}, "leave out -step"},
		{[]string{"-progress", text, "-o", out}, "holds no saved work"},
		{[]string{"-progress", "-i", "5", path, "-o", out}, "no puzzle 5"},
	} {
		var stdout, stderr bytes.Buffer
		if code := Run(c.args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("render %v: exit %d, %q, want 2 and %q", c.args, code, stderr.String(), c.want)
		}
	}
}

// closeTo reports whether two colours are within rounding of each other.
func closeTo(a, b color.NRGBA) bool {
	d := func(x, y uint8) int { return max(int(x), int(y)) - min(int(x), int(y)) }
	return d(a.R, b.R) <= 3 && d(a.G, b.G) <= 3 && d(a.B, b.B) <= 3
}
