package gui

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
)

// prepareCapture picks Mesa's softpipe renderer for a -capture run when
// the person chose no Mesa driver. The window is captured by reading
// its front buffer, and under Xvfb Mesa's default llvmpipe renderer
// gives back an empty front buffer, while softpipe gives the real
// picture. It must run before the first window makes its GL context.
func prepareCapture() {
	if os.Getenv("GALLIUM_DRIVER") == "" {
		os.Setenv("GALLIUM_DRIVER", "softpipe")
	}
}

// captureDelay is how long -capture lets the window run before taking
// its picture: long enough for the first frames (and fonts) to be drawn.
const captureDelay = 2000 * time.Millisecond

// captureTimeout ends a -capture run that never got to draw.
const captureTimeout = 60 * time.Second

// scheduleCapture takes a picture of the window once it has been drawn,
// writes it to path and quits. exit is set to 1 when that fails.
func (s *Studio) scheduleCapture(path string, exit *int) {
	s.app.Lifecycle().SetOnStarted(func() {
		go func() {
			time.Sleep(captureDelay)
			fyne.DoAndWait(func() {
				img := opaque(s.win.Canvas().Capture())
				if isBlank(img) {
					// The driver could not read the window back: draw
					// the same content with the software painter.
					fmt.Fprintln(stderr, "sudoku-studio: -capture: the window's pixels could not be read back; drawing its content in software instead")
					img = s.renderContent()
				}
				if err := writeCapture(path, img); err != nil {
					fmt.Fprintln(stderr, "sudoku-studio: -capture:", err)
					*exit = 1
				}
				s.app.Quit()
			})
		}()
	})
	go func() {
		time.Sleep(captureTimeout)
		fmt.Fprintln(stderr, "sudoku-studio: -capture: the window was not drawn within", captureTimeout)
		fyne.Do(func() {
			*exit = 1
			s.app.Quit()
		})
	}()
}

// writeCapture writes the window's image as a PNG, refusing an empty one.
func writeCapture(path string, img image.Image) error {
	if img == nil || img.Bounds().Empty() {
		return fmt.Errorf("the window gave no image")
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return writeFileAtomic(path, buf.Bytes())
}

// opaque returns img with every pixel fully opaque: the window is, but
// the front buffer of an X visual without alpha reads back with alpha 0.
func opaque(img image.Image) *image.RGBA {
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

// isBlank reports whether every pixel of img has the same colour.
func isBlank(img *image.RGBA) bool {
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

// renderContent draws the window's content with the software painter, at
// the window's size. The content moves to the software canvas, so this
// is only for the end of a -capture run.
func (s *Studio) renderContent() *image.RGBA {
	size := s.win.Canvas().Size()
	content := s.win.Content()
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(content)
	c.Resize(size)
	return opaque(c.Capture())
}
