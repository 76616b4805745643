package board

import "testing"

// BenchmarkPaintContradictionNet paints the first Contradiction Net of
// top95's paths at the window's size, arrows routed.
func BenchmarkPaintContradictionNet(b *testing.B) {
	t := &testing.T{}
	m, _, ok := findRealStep(t, "Contradiction Net", classicSets)
	if !ok {
		b.Skip("no Contradiction Net")
	}
	opts := Options{RegionColours: true, Candidates: true, Size: 800}
	b.ResetTimer()
	for range b.N {
		Image(m, opts)
	}
}
