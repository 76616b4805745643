package widgets

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
)

// FixedWidth holds obj (a wrapping label) at width w and as tall as its
// text needs at that width, for messages in dialogs.
func FixedWidth(w float32, obj fyne.CanvasObject) *fyne.Container {
	return container.New(wrapWidth{w}, obj)
}

// wrapWidth lays out one wrapping object at a fixed width.
type wrapWidth struct{ width float32 }

func (l wrapWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l wrapWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		// A wrapping label's height follows its width: measure it there.
		o.Resize(fyne.NewSize(l.width, o.Size().Height))
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.width, h)
}

// FixedSize holds objects at one size whatever the room, as a status dot.
func FixedSize(size fyne.Size, objs ...fyne.CanvasObject) *fyne.Container {
	return container.New(fixedSize{size}, objs...)
}

type fixedSize struct{ size fyne.Size }

func (f fixedSize) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(f.size)
	}
}

func (f fixedSize) MinSize([]fyne.CanvasObject) fyne.Size { return f.size }
