package searchstrip

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

func TestNiceTicks(t *testing.T) {
	for _, tt := range []struct {
		n, most int
		step    int
		last    int
	}{
		{10, 5, 2, 10},
		{61, 4, 20, 60},
		{31825, 5, 10000, 30000},
		{31825, 8, 5000, 30000},
		{3, 10, 1, 3},
	} {
		ticks, step := niceTicks(tt.n, tt.most)
		if step != tt.step || ticks[0] != 0 || ticks[len(ticks)-1] != tt.last || len(ticks) > tt.most+1 {
			t.Errorf("niceTicks(%d, %d) = %v step %d, want step %d up to %d", tt.n, tt.most, ticks, step, tt.step, tt.last)
		}
	}
	for v, want := range map[int]string{0: "0", 800: "800", 2000: "2k", 15000: "15k", 1500000: "1.5M", 2000000: "2M"} {
		if got := tickLabel(v); got != want {
			t.Errorf("tickLabel(%d) = %q, want %q", v, got, want)
		}
	}
}

// texts returns the texts the strip draws, in order.
func texts(s *Strip) []string {
	var out []string
	for _, o := range test.WidgetRenderer(s).Objects() { //nolint:staticcheck // the renderer is cached by the app and freed with it
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
	}
	return out
}

// The strip has a scale: step ticks along the bottom from 0 to the
// path's length, depth ticks up the side from 0 to the deepest; a tap
// goes to the step under it and the marker follows.
func TestStripScaleAndTaps(t *testing.T) {
	test.NewTempApp(t)
	d := syntheticSearch(3000)
	var went int
	s := New(func(p int) { went = p })
	s.SetColours(colours(false))
	s.Resize(fyne.NewSize(500, s.MinSize().Height))
	s.Chart(d, 0)
	got := texts(s)
	for _, want := range []string{"0", "1k", "2k", "3k", itoa(d.Deepest)} {
		if !slices.Contains(got, want) {
			t.Errorf("the scale reads %q, lacking %q", got, want)
		}
	}
	x0, _, w, _ := s.chartRect(s.Size())
	for _, frac := range []float32{0, 0.5, 1} {
		s.Tapped(&fyne.PointEvent{Position: fyne.NewPos(x0+frac*w, 10)})
		if want := int(frac * 3000); went != want {
			t.Errorf("a tap at %.1f of the chart goes to %d, want %d", frac, went, want)
		}
		s.Chart(d, went)
		if m := s.MarkerX(); m < x0+frac*w-1 || m > x0+frac*w+1 {
			t.Errorf("at %d the marker stands at %.1f, want %.1f", went, m, x0+frac*w)
		}
	}
	// Labels stay inside the strip and apart from each other.
	var prevEnd float32 = -1
	for _, o := range test.WidgetRenderer(s).Objects() { //nolint:staticcheck // as above
		l, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		p, sz := l.Position(), l.Size()
		if p.X < 0 || p.X+sz.Width > s.Size().Width+0.5 || p.Y+sz.Height > s.Size().Height+0.5 {
			t.Errorf("label %q at %v size %v leaves the strip %v", l.Text, p, sz, s.Size())
		}
		if _, _, _, h := s.chartRect(s.Size()); p.Y >= h { // a step label
			if p.X < prevEnd {
				t.Errorf("step label %q overlaps the one before", l.Text)
			}
			prevEnd = p.X + sz.Width
		}
	}
}

func itoa(n int) string { return tickLabel(n) }
