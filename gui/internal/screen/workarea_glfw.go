//go:build cgo && !wasm && !js && !android && !ios && !mobile

package screen

import (
	"github.com/go-gl/glfw/v3.3/glfw"
)

// WorkArea returns the size in pixels of the primary monitor's work
// area (the screen less the panels of the desktop), once the window
// system runs. It must be called on the main thread.
func WorkArea() (w, h int, ok bool) {
	defer func() {
		if recover() != nil { // the window system is not up: no size
			ok = false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return 0, 0, false
	}
	_, _, w, h = m.GetWorkarea()
	return w, h, w > 0 && h > 0
}
