package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// NoticeLabel is the status bar's notice: one line, ending in an
// ellipsis when it does not fit, and then shown whole, wrapped, in a
// box above it while the pointer rests on it or after a tap.
type NoticeLabel struct {
	widget.Label
	popup *widget.PopUp
}

// NewNoticeLabel returns an empty notice.
func NewNoticeLabel() *NoticeLabel {
	n := &NoticeLabel{}
	n.Truncation = fyne.TextTruncateEllipsis
	n.ExtendBaseWidget(n)
	return n
}

// Cut reports whether the text is longer than the label shows.
func (n *NoticeLabel) Cut() bool {
	w := fyne.MeasureText(n.Text, theme.TextSize(), n.TextStyle).Width + 2*theme.InnerPadding()
	return n.Text != "" && w > n.Size().Width
}

// ShowWhole shows the whole notice above the label, when it is cut.
func (n *NoticeLabel) ShowWhole() {
	c := fyne.CurrentApp().Driver().CanvasForObject(n)
	if c == nil || !n.Cut() {
		return
	}
	n.HideWhole()
	text := widget.NewLabel(n.Text)
	text.Wrapping = fyne.TextWrapWord
	text.TextStyle = n.TextStyle
	width := min(c.Size().Width-2*theme.Padding(), max(n.Size().Width, 480))
	box := FixedWidth(width, text)
	n.popup = widget.NewPopUp(box, c)
	n.popup.Resize(fyne.NewSize(width, box.MinSize().Height))
	h := n.popup.MinSize().Height
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(n)
	x := min(at.X, c.Size().Width-width-theme.Padding())
	n.popup.ShowAtPosition(fyne.NewPos(max(x, 0), max(at.Y-h, 0)))
}

// Whole is the text of the box shown, "" when none is.
func (n *NoticeLabel) Whole() string {
	if n.popup == nil || !n.popup.Visible() {
		return ""
	}
	return n.Text
}

// HideWhole takes the box of the whole notice away.
func (n *NoticeLabel) HideWhole() {
	if n.popup != nil {
		n.popup.Hide()
		n.popup = nil
	}
}

// SetText changes the notice; a box showing the old one goes.
func (n *NoticeLabel) SetText(text string) {
	n.HideWhole()
	n.Label.SetText(text)
}

// MouseIn is part of desktop.Hoverable.
func (n *NoticeLabel) MouseIn(*desktop.MouseEvent) { n.ShowWhole() }

// MouseMoved is part of desktop.Hoverable.
func (n *NoticeLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (n *NoticeLabel) MouseOut() { n.HideWhole() }

// Tapped shows or hides the whole notice, for a touch screen.
func (n *NoticeLabel) Tapped(*fyne.PointEvent) {
	if n.Whole() != "" {
		n.HideWhole()
		return
	}
	n.ShowWhole()
}
