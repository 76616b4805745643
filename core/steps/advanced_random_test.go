package steps

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// TestAdvancedFindersArbitraryPositions runs the finders of levels 5–7 on
// random candidate maps, most of them impossible as sudoku positions,
// standard and jigsaw, some with stray bits outside 1–9: a finder must not
// panic or change the position, and every step must remove live
// candidates only and carry a text.
func TestAdvancedFindersArbitraryPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	layouts := []*grid.Layout{grid.Standard(), advJigsawLayout(t)}
	n := 400
	if testing.Short() {
		n = 100
	}
	for i := 0; i < n; i++ {
		s := State{Layout: layouts[i%2]}
		density := 1 + rng.IntN(5)
		for c := range s.Candidates {
			if rng.IntN(6) < density {
				s.Candidates[c] = Digits(rng.Uint32()) & AllDigits
			}
			if i%10 == 9 && rng.IntN(20) == 0 {
				s.Candidates[c] |= 1 << 0 // a stray bit
			}
			if s.Candidates[c] == 0 {
				s.Grid[c] = 1
			}
		}
		before := s
		for _, f := range advancedFinders {
			st, ok := f.find(&s)
			if s != before {
				t.Fatalf("position %d: %s changed the position", i, f.name)
			}
			if !ok {
				continue
			}
			if st.Technique != f.name || st.Text == "" || len(st.Eliminations) == 0 {
				t.Errorf("position %d: %s gave %+v", i, f.name, st)
			}
			for _, e := range st.Eliminations {
				if e.Digit < 1 || e.Digit > 9 || !s.Candidates[e.Cell].Has(e.Digit) {
					t.Errorf("position %d: %s removes %v<>%d, not a candidate: %s", i, f.name, e.Cell, e.Digit, st.Text)
				}
			}
		}
	}
}
