package practice

import (
	"context"
	"testing"
)

// BenchmarkGenerate finds one practice position a run, each a new
// puzzle: the generator's attempts, the path and the technique's
// instances at the position. Run it with GOMAXPROCS=1:
//
//	GOMAXPROCS=1 go test -run '^$' -bench . -benchtime 20x ./core/practice/
func BenchmarkGenerate(b *testing.B) {
	for _, tech := range []string{"X-Wing", "XY-Wing", "Naked Triple"} {
		for _, layout := range []string{"standard", "jigsaw"} {
			b.Run(tech+"/"+layout, func(b *testing.B) {
				for i := 0; b.Loop(); i++ {
					if _, err := Generate(context.Background(), tech, layout == "jigsaw", 1, i); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
