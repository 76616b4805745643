// Package guitest holds what the tests of the gui packages share:
// golden images, and finding the text a widget draws. Only tests
// import it.
package guitest

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// Tolerance is how far an image may stray from its golden one: a pixel
// differs when one of its channels (8-bit, not premultiplied) differs by
// more than Slack, and the image matches while at most PerMille
// thousandths of its pixels differ.
type Tolerance struct {
	Slack    int
	PerMille int
}

// Exact is the tolerance of a picture that must match pixel for pixel.
var Exact = Tolerance{}

// Golden compares img with the PNG image at path within tol, or, when
// update is set, writes img there instead. On a mismatch it saves the
// image drawn now in a temporary folder and names it.
func Golden(t testing.TB, img image.Image, path string, update bool, tol Tolerance) {
	t.Helper()
	if update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := ReadPNG(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if err := compare(img, want, tol); err != nil {
		out := filepath.Join(t.TempDir(), filepath.Base(path))
		if f, ferr := os.Create(out); ferr == nil {
			png.Encode(f, img)
			f.Close()
		}
		t.Errorf("%s: %v; the image drawn now is %s", path, err, out)
	}
}

// ReadPNG decodes the PNG file at path.
func ReadPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}

// compare reports how got differs from want beyond tol.
func compare(got, want image.Image, tol Tolerance) error {
	if got.Bounds().Size() != want.Bounds().Size() {
		return fmt.Errorf("size %v, want %v", got.Bounds().Size(), want.Bounds().Size())
	}
	size := got.Bounds().Size()
	if diff, limit := DifferentPixels(got, want, tol.Slack), size.X*size.Y*tol.PerMille/1000; diff > limit {
		return fmt.Errorf("%d pixels differ, at most %d may", diff, limit)
	}
	return nil
}

// DifferentPixels counts the pixels in which a channel of two images
// (8-bit, not premultiplied) differs by more than slack, the images laid
// over each other from their corners; images of different sizes differ
// everywhere.
func DifferentPixels(a, b image.Image, slack int) int {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Size() != bb.Size() {
		return ab.Dx() * ab.Dy()
	}
	n := 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			if channelDistance(a.At(ab.Min.X+x, ab.Min.Y+y), b.At(bb.Min.X+x, bb.Min.Y+y)) > slack {
				n++
			}
		}
	}
	return n
}

// channelDistance is the largest difference between a channel of a and
// the same channel of b.
func channelDistance(a, b color.Color) int {
	p := color.NRGBAModel.Convert(a).(color.NRGBA)
	q := color.NRGBAModel.Convert(b).(color.NRGBA)
	d := 0
	for _, v := range []int{int(p.R) - int(q.R), int(p.G) - int(q.G), int(p.B) - int(q.B), int(p.A) - int(q.A)} {
		d = max(d, v, -v)
	}
	return d
}

// FindText returns the canvas text s drawn by o, or nil.
func FindText(o fyne.CanvasObject, s string) *canvas.Text {
	switch v := o.(type) {
	case *canvas.Text:
		if v.Text == s {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if t := FindText(c, s); t != nil {
				return t
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(v).Objects() { //nolint:staticcheck // cached by the app
			if t := FindText(c, s); t != nil {
				return t
			}
		}
	}
	return nil
}
