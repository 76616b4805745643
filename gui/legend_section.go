package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// legendSection is the legend under the puzzle list, folded away or
// open under a heading that toggles it. The legend is reference matter:
// it sits in the left column, which has room to spare, rather than
// taking height from the step being explained.
type legendSection struct {
	content  *fyne.Container
	toggle   *widget.Button
	legend   *Legend
	open     bool
	onToggle func(open bool) // called when the person folds or opens it
}

func newLegendSection(open bool) *legendSection {
	l := &legendSection{legend: NewLegend()}
	l.toggle = widget.NewButton("Legend", func() {
		l.setOpen(!l.open)
		if l.onToggle != nil {
			l.onToggle(l.open)
		}
	})
	l.toggle.Alignment = widget.ButtonAlignLeading
	l.toggle.Importance = widget.LowImportance
	l.content = container.NewVBox(widget.NewSeparator(), l.toggle, l.legend)
	l.open = !open // so that setOpen does its work
	l.setOpen(open)
	return l
}

// setOpen shows or folds the legend.
func (l *legendSection) setOpen(open bool) {
	if l.open == open {
		return
	}
	l.open = open
	if open {
		l.toggle.SetIcon(theme.MenuDropDownIcon())
		l.legend.Show()
	} else {
		l.toggle.SetIcon(theme.MenuExpandIcon())
		l.legend.Hide()
	}
	l.content.Refresh()
}
