package board

import "testing"

// BenchmarkPaintContradictionNet paints the first Contradiction Net of
// top95's paths at 800 pixels: routed anew (the first paint of a step
// at a size), and with its routes cached (every later paint).
func BenchmarkPaintContradictionNet(b *testing.B) {
	t := &testing.T{}
	m, _, ok := findRealStep(t, "Contradiction Net", classicSets)
	if !ok {
		b.Skip("no Contradiction Net")
	}
	opts := Options{RegionColours: true, Candidates: true, Size: 800}
	b.Run("routed", func(b *testing.B) {
		for range b.N {
			routeCache.Lock()
			routeCache.entries = nil
			routeCache.Unlock()
			Image(m, opts)
		}
	})
	b.Run("cached", func(b *testing.B) {
		Image(m, opts)
		b.ResetTimer()
		for range b.N {
			Image(m, opts)
		}
	})
}
