//go:build !cgo || wasm || js || android || ios || mobile

package gui

// workArea knows no screen size without the desktop window system.
func workArea() (w, h int, ok bool) { return 0, 0, false }
