package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// noticeLabel is the status bar's notice: one line, ending in an
// ellipsis when it does not fit, and then shown whole, wrapped, in a
// box above it while the pointer rests on it or after a tap.
type noticeLabel struct {
	widget.Label
	popup *widget.PopUp
}

func newNoticeLabel() *noticeLabel {
	n := &noticeLabel{}
	n.Truncation = fyne.TextTruncateEllipsis
	n.ExtendBaseWidget(n)
	return n
}

// cut reports whether the text is longer than the label shows.
func (n *noticeLabel) cut() bool {
	w := fyne.MeasureText(n.Text, theme.TextSize(), n.TextStyle).Width + 2*theme.InnerPadding()
	return n.Text != "" && w > n.Size().Width
}

// showWhole shows the whole notice above the label, when it is cut.
func (n *noticeLabel) showWhole() {
	c := fyne.CurrentApp().Driver().CanvasForObject(n)
	if c == nil || !n.cut() {
		return
	}
	n.hideWhole()
	text := widget.NewLabel(n.Text)
	text.Wrapping = fyne.TextWrapWord
	text.TextStyle = n.TextStyle
	width := min(c.Size().Width-2*theme.Padding(), max(n.Size().Width, 480))
	box := fixedWidth(width, text)
	n.popup = widget.NewPopUp(box, c)
	n.popup.Resize(fyne.NewSize(width, box.MinSize().Height))
	h := n.popup.MinSize().Height
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(n)
	x := min(at.X, c.Size().Width-width-theme.Padding())
	n.popup.ShowAtPosition(fyne.NewPos(max(x, 0), max(at.Y-h, 0)))
}

// whole is the text of the box shown, "" when none is.
func (n *noticeLabel) whole() string {
	if n.popup == nil || !n.popup.Visible() {
		return ""
	}
	return n.Text
}

func (n *noticeLabel) hideWhole() {
	if n.popup != nil {
		n.popup.Hide()
		n.popup = nil
	}
}

// SetText changes the notice; a box showing the old one goes.
func (n *noticeLabel) SetText(text string) {
	n.hideWhole()
	n.Label.SetText(text)
}

// MouseIn is part of desktop.Hoverable.
func (n *noticeLabel) MouseIn(*desktop.MouseEvent) { n.showWhole() }

// MouseMoved is part of desktop.Hoverable.
func (n *noticeLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (n *noticeLabel) MouseOut() { n.hideWhole() }

// Tapped shows or hides the whole notice, for a touch screen.
func (n *noticeLabel) Tapped(*fyne.PointEvent) {
	if n.whole() != "" {
		n.hideWhole()
		return
	}
	n.showWhole()
}
