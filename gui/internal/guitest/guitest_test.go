package guitest

import (
	"image"
	"image/color"
	"testing"
)

func TestDifferentPixels(t *testing.T) {
	a := image.NewNRGBA(image.Rect(0, 0, 10, 10))
	b := image.NewNRGBA(image.Rect(5, 5, 15, 15)) // the same size elsewhere
	b.SetNRGBA(5, 5, color.NRGBA{A: 16})          // one channel off by 16
	b.SetNRGBA(6, 5, color.NRGBA{R: 17})          // one channel off by 17
	for _, tc := range []struct {
		slack, want int
	}{{0, 2}, {15, 2}, {16, 1}, {17, 0}} {
		if got := DifferentPixels(a, b, tc.slack); got != tc.want {
			t.Errorf("slack %d: %d pixels differ, want %d", tc.slack, got, tc.want)
		}
	}
	if got := DifferentPixels(a, image.NewNRGBA(image.Rect(0, 0, 10, 9)), 255); got != 100 {
		t.Errorf("sizes differ: %d pixels differ, want all 100", got)
	}
}

func TestCompareTolerance(t *testing.T) {
	a := image.NewNRGBA(image.Rect(0, 0, 100, 20)) // 2000 pixels: 2 may differ at 1 per mille
	b := image.NewNRGBA(a.Rect)
	b.SetNRGBA(0, 0, color.NRGBA{R: 255})
	b.SetNRGBA(1, 0, color.NRGBA{R: 255})
	if err := compare(a, b, Tolerance{PerMille: 1}); err != nil {
		t.Errorf("2 of 2000 pixels at 1 per mille: %v", err)
	}
	if err := compare(a, b, Exact); err == nil {
		t.Error("2 pixels differ, yet the exact comparison passed")
	}
	b.SetNRGBA(2, 0, color.NRGBA{R: 255})
	if err := compare(a, b, Tolerance{PerMille: 1}); err == nil {
		t.Error("3 of 2000 pixels at 1 per mille passed")
	}
	if err := compare(a, image.NewNRGBA(image.Rect(0, 0, 20, 100)), Tolerance{Slack: 255, PerMille: 1000}); err == nil {
		t.Error("images of different sizes passed")
	}
}
