//go:build !cgo || wasm || js || android || ios || mobile

package screen

// WorkArea knows no screen size without the desktop window system.
func WorkArea() (w, h int, ok bool) { return 0, 0, false }
