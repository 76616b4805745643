package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Small helpers that change a widget only when the change is real:
// setting a label's text measures it again, which costs. (The step
// panel, now a package of its own, keeps its own copies.)

// setText changes a label's text only when it differs, and reports
// whether it did.
func setText(l *widget.Label, text string) bool {
	if l.Text == text {
		return false
	}
	l.SetText(text)
	return true
}

// setImportance changes a label's importance only when it differs.
func setImportance(l *widget.Label, imp widget.Importance) {
	if l.Importance != imp {
		l.Importance = imp
		l.Refresh()
	}
}

// setEnabled enables or disables a button when it is not so already.
func setEnabled(b *widget.Button, on bool) {
	switch {
	case on && b.Disabled():
		b.Enable()
	case !on && !b.Disabled():
		b.Disable()
	}
}

// setVisible shows or hides o and reports whether that changed anything.
func setVisible(o fyne.CanvasObject, show bool) bool {
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
