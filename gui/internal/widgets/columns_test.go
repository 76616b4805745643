package widgets

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestColumnsFlexYields: a yielding flex column asks no room, takes what
// is left when that is at least its minimum, and is left out (width 0)
// below it; a flex column that does not yield asks its minimum.
func TestColumnsFlexYields(t *testing.T) {
	for _, tt := range []struct {
		name      string
		cols      Columns
		width     float32
		wantMin   float32
		wantFlexW float32
	}{
		{"yields, room to spare", Columns{Widths: []float32{50, 100, 0}, Flex: 2, FlexYields: true}, 300, 150, 150},
		{"yields, just its minimum", Columns{Widths: []float32{50, 100, 0}, Flex: 2, FlexYields: true}, 210, 150, 60},
		{"yields, under its minimum", Columns{Widths: []float32{50, 100, 0}, Flex: 2, FlexYields: true}, 200, 150, 0},
		{"yields, FlexMin set", Columns{Widths: []float32{50, 100, 0}, Flex: 2, FlexMin: 20, FlexYields: true}, 175, 150, 25},
		{"does not yield", Columns{Widths: []float32{50, 100, 0}, Flex: 2}, 200, 210, 50},
	} {
		t.Run(tt.name, func(t *testing.T) {
			objs := []fyne.CanvasObject{canvas.NewRectangle(nil), canvas.NewRectangle(nil), canvas.NewRectangle(nil)}
			if got := tt.cols.MinSize(objs).Width; got != tt.wantMin {
				t.Errorf("MinSize width %v, want %v", got, tt.wantMin)
			}
			tt.cols.Layout(objs, fyne.NewSize(tt.width, 20))
			if got := objs[2].Size().Width; got != tt.wantFlexW {
				t.Errorf("the flex column is %v wide in %v, want %v", got, tt.width, tt.wantFlexW)
			}
			if objs[0].Size().Width != 50 || objs[1].Size().Width != 100 {
				t.Errorf("the fixed columns are %v and %v wide, want 50 and 100", objs[0].Size().Width, objs[1].Size().Width)
			}
		})
	}
}

// TestColumnsLeftOutIsNotDrawn: a yielding column left out is hidden, not
// only sized to nothing: a rich text given no width draws its whole line
// anyway, over the columns beside it and past the row's end (the step
// list's notation did so in a 1242-px-wide window), and it shows again
// once the row has room.
func TestColumnsLeftOutIsNotDrawn(t *testing.T) {
	test.NewTempApp(t)
	text := widget.NewRichTextWithText("r4c1=2")
	text.Truncation = fyne.TextTruncateEllipsis
	objs := []fyne.CanvasObject{canvas.NewRectangle(nil), canvas.NewRectangle(nil), text}
	cols := Columns{Widths: []float32{50, 100, 0}, Flex: 2, FlexYields: true}
	cols.Layout(objs, fyne.NewSize(200, 20))
	if text.Visible() {
		t.Error("the column left out is still drawn")
	}
	cols.Layout(objs, fyne.NewSize(300, 20))
	if !text.Visible() || text.Size().Width != 150 {
		t.Errorf("with room the column is visible %v and %v wide, want visible and 150", text.Visible(), text.Size().Width)
	}
}
