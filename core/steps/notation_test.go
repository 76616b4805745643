package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

func TestEffectSummary(t *testing.T) {
	r4c8, r4c9, r1c1 := grid.Cell(3*9+7), grid.Cell(3*9+8), grid.Cell(0)
	for _, tt := range []struct {
		name string
		st   Step
		want string
	}{
		{"nothing", Step{}, ""},
		{"one placement", Step{Placements: []Candidate{{r1c1, 5}}}, "r1c1=5"},
		{"one elimination", Step{Eliminations: []Candidate{{r4c8, 3}}}, "r4c8<>3"},
		{"eliminations", Step{Eliminations: []Candidate{{r4c8, 3}, {r4c9, 7}, {r1c1, 2}}}, "r4c8<>3 +2"},
		{"placement first", Step{Eliminations: []Candidate{{r4c8, 3}}, Placements: []Candidate{{r1c1, 5}}}, "r1c1=5 +1"},
	} {
		if got := EffectSummary(&tt.st); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
