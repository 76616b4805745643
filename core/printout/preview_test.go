package printout

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/png" // pdftoppm's page
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// dark reports whether a pixel is ink: lines, digits.
func dark(img image.Image, x, y int) bool {
	r, g, b, _ := img.At(x, y).RGBA()
	return (r+g+b)/3 < 0x6000
}

// The preview is the PDF's first page: rendered by poppler at the same
// width, the two agree on nearly every pixel of ink (the fonts differ a
// little: Go's for Helvetica), and the grid lines, region borders and
// the entries of a position being solved are where the PDF has them.
func TestPreviewIsTheFirstPage(t *testing.T) {
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not found: install poppler-utils (make test does)")
	}
	set, err := puzzlefile.Read(shareddata.Path(t, "jigsaw/janko_133.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var ps []Puzzle
	for i, e := range set.Entries[:7] {
		ps = append(ps, Puzzle{Puzzle: e.Puzzle, Caption: fmt.Sprintf("#%d", i+1), Note: "hard"})
	}
	// The first puzzle is being solved: two entries and a cell of notes.
	for c, d := range ps[0].Puzzle.Givens {
		if d == 0 {
			if ps[0].Entries[c] = int8(c%9 + 1); ps[0].Entries.Filled() == 2 {
				break
			}
		}
	}
	var notes [grid.NumCells]uint16
	notes[80] = 0b101
	ps[0].Marks = &notes

	for _, o := range []Options{
		{Paper: Papers[0], PerPage: 6, Tints: true, Footer: "janko_133.txt"},
		{Paper: Papers[1], PerPage: 1, Solutions: true},
	} {
		const width = 700
		img, err := Preview(ps, o, width)
		if err != nil {
			t.Fatal(err)
		}
		var pdf bytes.Buffer
		if err := Write(context.Background(), &pdf, ps, o); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "b.pdf")
		os.WriteFile(path, pdf.Bytes(), 0o644)
		out, err := exec.Command("pdftoppm", "-png", "-scale-to-x", strconv.Itoa(width), "-scale-to-y", "-1",
			"-f", "1", "-l", "1", "-singlefile", path, filepath.Join(dir, "page")).CombinedOutput()
		if err != nil {
			t.Fatalf("pdftoppm: %v %s", err, out)
		}
		f, err := os.Open(filepath.Join(dir, "page.png"))
		if err != nil {
			t.Fatal(err)
		}
		ref, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if d := ref.Bounds().Dy() - img.Bounds().Dy(); d < -1 || d > 1 {
			t.Fatalf("preview %v, poppler's page %v", img.Bounds(), ref.Bounds())
		}
		// Ink within a pixel of ink in the other picture counts as agreeing.
		near := func(a image.Image, x, y int) bool {
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if dark(a, x+dx, y+dy) {
						return true
					}
				}
			}
			return false
		}
		ink, missing, extra := 0, 0, 0
		h := min(img.Bounds().Dy(), ref.Bounds().Dy())
		for y := 0; y < h; y++ {
			for x := 0; x < width; x++ {
				if dark(ref, x, y) {
					ink++
					if !near(img, x, y) {
						missing++
					}
				} else if dark(img, x, y) && !near(ref, x, y) {
					extra++
				}
			}
		}
		t.Logf("%d a page: %d pixels of ink in the PDF, %d missing from the preview, %d extra", o.PerPage, ink, missing, extra)
		if ink < 5000 || float64(missing+extra) > 0.02*float64(ink) {
			t.Errorf("%d a page: %d pixels of ink in the PDF, %d missing from the preview, %d extra", o.PerPage, ink, missing, extra)
		}
	}
}

// The preview refuses what Write refuses.
func TestPreviewRefuses(t *testing.T) {
	if _, err := Preview(nil, Options{Paper: Papers[0], PerPage: 4}, 500); err == nil {
		t.Error("a preview of no puzzle")
	}
	if _, err := Preview([]Puzzle{{}}, Options{Paper: Papers[0], PerPage: 5}, 500); err == nil {
		t.Error("a preview of 5 a page")
	}
}
