package steppanel

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Where the follow bar's head stands and what of it shows as the
// inferences unfold: in the bar at a branch, above the scrolling detail
// a level down (inner.go), the newest inference kept in sight.

// placeHead puts the bar's heading and buttons above the detail, a
// level down, or back in the bar.
func (u *unfoldBar) placeHead(above bool) {
	if above == u.level.Visible() {
		return
	}
	if above {
		u.content.Objects = []fyne.CanvasObject{widget.NewSeparator(), u.rows}
		u.level.Objects = []fyne.CanvasObject{widget.NewSeparator(), u.head}
		u.level.Show()
	} else {
		u.level.Objects = nil
		u.level.Hide()
		u.content.Objects = []fyne.CanvasObject{widget.NewSeparator(), u.head, u.rows}
	}
	u.level.Refresh()
	u.content.Refresh()
}

// keepNewestInSight scrolls the detail so that the newest inference
// listed shows, with what follows it in the bar (the fold of its inner
// proof, the contradiction an inner proof ends in); a level down, the
// breadcrumb too when all of it fits.
func (p *Panel) keepNewestInSight(inner bool) {
	u := p.unfold
	if u.newestRow == nil {
		return
	}
	h := p.detail.Size().Height
	top := u.content.Position().Y
	bottom := top + u.content.Size().Height
	newest := top + u.rows.Position().Y + u.newestRow.Position().Y
	off := p.detail.Offset.Y
	y := off
	switch {
	case inner && bottom-top <= h:
		y = top // the nested inference and all its proof so far
	case bottom-newest > h:
		y = newest
	case bottom > off+h:
		y = bottom - h
	case newest < off:
		y = newest
	}
	if y = max(0, y); y != off {
		p.detail.ScrollToOffset(fyne.NewPos(0, y))
	}
}
