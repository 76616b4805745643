package screen

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
)

func TestCapturePictures(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for i := range img.Pix {
		img.Pix[i] = 0x40 // alpha too: an X visual without alpha reads back so
	}
	o := Opaque(img)
	if o.RGBAAt(1, 1).A != 0xFF || !IsBlank(o) {
		t.Errorf("Opaque gave %v; a one-colour picture blank %v", o.RGBAAt(1, 1), IsBlank(o))
	}
	o.Set(2, 2, color.RGBA{R: 0xFF, A: 0xFF})
	if IsBlank(o) || !IsBlank(nil) {
		t.Error("IsBlank of a picture with two colours, or of none")
	}
	path := filepath.Join(t.TempDir(), "w.png")
	if err := WriteCapture(path, o); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
		t.Errorf("no picture written: %v", err)
	}
	if err := WriteCapture(path, image.NewRGBA(image.Rectangle{})); err == nil {
		t.Error("an empty picture was written")
	}
}

// A -capture window keeps its size on a screen as large, and shrinks to
// a smaller screen's side: X reads back no window that is off the screen.
func TestFitInside(t *testing.T) {
	want := fyne.NewSize(1280, 820)
	for _, tt := range []struct{ area, got fyne.Size }{
		{fyne.NewSize(1380, 920), want},
		{fyne.NewSize(1280, 820), want},
		{fyne.NewSize(1024, 700), fyne.NewSize(1024, 700)},
		{fyne.NewSize(1920, 700), fyne.NewSize(1280, 700)},
		{fyne.NewSize(0, 0), want}, // no screen known: as asked
	} {
		if got := FitInside(want, tt.area); got != tt.got {
			t.Errorf("FitInside(%v, %v) = %v, want %v", want, tt.area, got, tt.got)
		}
	}
}
