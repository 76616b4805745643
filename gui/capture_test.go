package gui

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/guitest"
)

// TestCapturedWindow checks the picture `sudoku-studio -capture` took of
// the real window (make test-window sets CAPTURE_PNG): it must be a
// real image of the app with the board in it, not a blank frame, and
// as large as CAPTURE_SIZE says when it is set (a screen smaller than
// the capture size).
func TestCapturedWindow(t *testing.T) {
	path := os.Getenv("CAPTURE_PNG")
	if path == "" {
		t.Skip("CAPTURE_PNG is not set: run make test-window")
	}
	img, err := guitest.ReadPNG(path)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	b := img.Bounds()
	if b.Dx() < 600 || b.Dy() < 500 {
		t.Fatalf("the capture is %d×%d, smaller than the window's minimum", b.Dx(), b.Dy())
	}
	if want := os.Getenv("CAPTURE_SIZE"); want != "" && fmt.Sprintf("%dx%d", b.Dx(), b.Dy()) != want {
		t.Errorf("the capture is %d×%d, want %s (the screen's size)", b.Dx(), b.Dy(), want)
	}
	colours := map[color.NRGBA]int{}
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			colours[color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)]++
		}
	}
	if len(colours) < 200 {
		t.Errorf("only %d distinct colours: the window looks blank", len(colours))
	}
	// The board fills cells with region colours: several of them, light
	// or dark, must cover real areas of the picture.
	found := 0
	for r := 0; r < 9; r++ {
		if regionColourShown(img, board.DefaultPalette(false).Region(r)) || regionColourShown(img, board.DefaultPalette(true).Region(r)) {
			found++
		}
	}
	if found < 5 {
		t.Errorf("only %d of the 9 region colours are in the picture: the board is not drawn", found)
	}
}

// regionColourShown reports whether at least a few hundred pixels are
// within a small distance of c (the board may blend highlights in).
func regionColourShown(img image.Image, c color.NRGBA) bool {
	b := img.Bounds()
	n := 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			p := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			if channelClose(p.R, c.R) && channelClose(p.G, c.G) && channelClose(p.B, c.B) {
				n++
				if n >= 300 {
					return true
				}
			}
		}
	}
	return false
}

// channelClose reports whether two colour channels differ by 6 at most.
func channelClose(a, b uint8) bool {
	d := int(a) - int(b)
	return d >= -6 && d <= 6
}
