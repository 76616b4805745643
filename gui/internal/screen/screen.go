// Package screen says what the desktop offers a window: its work area,
// and whether there is a display at all.
package screen

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
)

// Check refuses to open a desktop window where X11 or Wayland has
// no display to show it on: the toolkit would panic deep inside instead
// of saying so.
func Check(a fyne.App) error {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
	default:
		return nil
	}
	if !strings.Contains(fmt.Sprintf("%T", a.Driver()), "glfw") {
		return nil // a test or mobile driver needs no display
	}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		return errors.New("no display to open the window on (DISPLAY is not set); " +
			"run it under xvfb-run for a virtual one, or use the command-line tools: solve, steps, rate, bench")
	}
	return nil
}
