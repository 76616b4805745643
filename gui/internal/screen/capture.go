package screen

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"

	"github.com/sudoku-studio/sudoku-studio/core/atomicfile"
)

// CaptureDelay is how long -capture lets the window run before taking
// its picture: long enough for the first frames (and fonts) to be drawn.
const CaptureDelay = 2000 * time.Millisecond

// CaptureTimeout ends a -capture run that never got to draw.
const CaptureTimeout = 60 * time.Second

// ScheduleCapture takes a picture of w, of the given size, once it has
// been drawn, writes it to path and quits a; exit is set to 1 when that
// fails, and what went wrong goes to stderr. A window larger than the
// screen's work area is first made to fit it: X reads back no window
// part of which is off the screen (XGetImage fails with BadMatch, and
// the program with it). One that cannot shrink so far (its content has
// a minimum size) is drawn in software instead.
func ScheduleCapture(a fyne.App, w fyne.Window, size fyne.Size, path string, exit *int, stderr io.Writer) {
	a.Lifecycle().SetOnStarted(func() {
		fits := true
		if area, ok := workAreaSize(w); ok {
			least := w.Content().MinSize()
			fits = least.Width <= area.Width && least.Height <= area.Height
			if fit := FitInside(size, area); fit != size {
				w.Resize(fit)
				if fits {
					fmt.Fprintf(stderr, "sudoku-studio: -capture: the screen's %gx%g is smaller than %gx%g: the window is captured at %gx%g\n",
						area.Width, area.Height, size.Width, size.Height, fit.Width, fit.Height)
				}
			}
			if !fits {
				fmt.Fprintf(stderr, "sudoku-studio: -capture: the screen's %gx%g is smaller than the window's least size, %gx%g\n",
					area.Width, area.Height, math.Ceil(float64(least.Width)), math.Ceil(float64(least.Height)))
			}
		}
		go func() {
			time.Sleep(CaptureDelay)
			fyne.DoAndWait(func() {
				var img *image.RGBA
				if fits {
					img = Opaque(w.Canvas().Capture())
				}
				switch {
				case !fits:
					fmt.Fprintln(stderr, "sudoku-studio: -capture: drawing the window's content in software instead")
					img = renderContent(w)
				case IsBlank(img):
					// The driver could not read the window back: draw
					// the same content with the software painter.
					fmt.Fprintln(stderr, "sudoku-studio: -capture: the window's pixels could not be read back; drawing its content in software instead")
					img = renderContent(w)
				}
				if err := WriteCapture(path, img); err != nil {
					fmt.Fprintln(stderr, "sudoku-studio: -capture:", err)
					*exit = 1
				}
				a.Quit()
			})
		}()
	})
	go func() {
		time.Sleep(CaptureTimeout)
		fmt.Fprintln(stderr, "sudoku-studio: -capture: the window was not drawn within", CaptureTimeout)
		fyne.Do(func() {
			*exit = 1
			a.Quit()
		})
	}()
}

// FitInside returns want, made no larger than area on either side.
func FitInside(want, area fyne.Size) fyne.Size {
	if area.Width <= 0 || area.Height <= 0 {
		return want
	}
	return fyne.NewSize(min(want.Width, area.Width), min(want.Height, area.Height))
}

// workAreaSize is the screen's work area in w's units, rounded down so
// that a window of that size is no larger in pixels. It must be called
// on the main thread, once the window system runs.
func workAreaSize(w fyne.Window) (fyne.Size, bool) {
	wp, hp, ok := WorkArea()
	scale := w.Canvas().Scale()
	if !ok || scale <= 0 {
		return fyne.Size{}, false
	}
	units := func(px int) float32 { return float32(math.Floor(float64(px) / float64(scale))) }
	return fyne.NewSize(units(wp), units(hp)), true
}

// renderContent draws w's content with the software painter, at the
// window's size. The content moves to the software canvas, so this is
// only for the end of a -capture run.
func renderContent(w fyne.Window) *image.RGBA {
	size := w.Canvas().Size()
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetContent(w.Content())
	c.Resize(size)
	return Opaque(c.Capture())
}

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
