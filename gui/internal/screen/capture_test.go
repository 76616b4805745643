package screen

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"
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
