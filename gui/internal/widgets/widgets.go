// Package widgets holds the small pieces the window and its widget
// packages (the step panel among them) share: setters that change a
// widget only when the change is real, since setting a label's text
// measures it again, which costs; and a layout of columns.
package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// SetText changes a label's text only when it differs, and reports
// whether it did.
func SetText(l *widget.Label, text string) bool {
	if l.Text == text {
		return false
	}
	l.SetText(text)
	return true
}

// SetImportance changes a label's importance only when it differs.
func SetImportance(l *widget.Label, imp widget.Importance) {
	if l.Importance != imp {
		l.Importance = imp
		l.Refresh()
	}
}

// SetEnabled enables or disables a button when it is not so already.
func SetEnabled(b *widget.Button, on bool) {
	switch {
	case on && b.Disabled():
		b.Enable()
	case !on && !b.Disabled():
		b.Disable()
	}
}

// SetVisible shows or hides o and reports whether that changed anything.
func SetVisible(o fyne.CanvasObject, show bool) bool {
	if o.Visible() == show {
		return false
	}
	if show {
		o.Show()
	} else {
		o.Hide()
	}
	return true
}
