package generate

import (
	"context"
	"testing"
)

// benchGenerate makes puzzle i of seed 1 for every b.N, one goroutine.
func benchGenerate(b *testing.B, req Request) {
	g, err := New(req)
	if err != nil {
		b.Skip(err) // a technique the catalogue no longer has
	}
	ctx := context.Background()
	attempts := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := g.Generate(ctx, 1, i)
		if err != nil {
			b.Fatal(err)
		}
		attempts += r.Attempts
	}
	b.ReportMetric(float64(attempts)/float64(b.N), "attempts/op")
}

// Target: ≤ 2 ms.
func BenchmarkStandardMinimal(b *testing.B) { benchGenerate(b, Request{Minimal: true}) }

// Target: ≤ 20 ms for a new random layout and a minimal puzzle on it.
func BenchmarkJigsawMinimal(b *testing.B) { benchGenerate(b, Request{Jigsaw: true, Minimal: true}) }

// Target: ≤ 1 s for a puzzle whose hardest step is the technique.
func BenchmarkHardest(b *testing.B) {
	for _, name := range []string{"X-Wing", "XY-Wing", "Alternating Inference Chain"} {
		b.Run(name, func(b *testing.B) { benchGenerate(b, Request{Technique: name, Hardest: true}) })
	}
}
