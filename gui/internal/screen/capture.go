package screen

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// PrepareCapture picks Mesa's softpipe renderer for a -capture run when
// the person chose no Mesa driver. The window is captured by reading
// its front buffer, and under Xvfb Mesa's default llvmpipe renderer
// gives back an empty front buffer, while softpipe gives the real
// picture. It must run before the first window makes its GL context.
func PrepareCapture() {
	if os.Getenv("GALLIUM_DRIVER") == "" {
		os.Setenv("GALLIUM_DRIVER", "softpipe")
	}
}

// WriteCapture writes the window's image as a PNG, refusing an empty one.
func WriteCapture(path string, img image.Image) error {
	if img == nil || img.Bounds().Empty() {
		return fmt.Errorf("the window gave no image")
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return atomicfile.WriteBytes(path, buf.Bytes())
}

// Opaque returns img with every pixel fully Opaque: the window is, but
// the front buffer of an X visual without alpha reads back with alpha 0.
func Opaque(img image.Image) *image.RGBA {
	if img == nil {
		return nil
	}
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	for i := 3; i < len(out.Pix); i += 4 {
		out.Pix[i] = 0xFF
	}
	return out
}

// IsBlank reports whether every pixel of img has the same colour.
func IsBlank(img *image.RGBA) bool {
	if img == nil || len(img.Pix) < 4 {
		return true
	}
	first := [4]uint8(img.Pix[:4])
	for i := 0; i+4 <= len(img.Pix); i += 4 {
		if [4]uint8(img.Pix[i:i+4]) != first {
			return false
		}
	}
	return true
}
