package steps

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// movedState applies t to a position: digits, candidates, the givens
// and the region map (always carried, as movedPuzzle does).
func movedState(tb testing.TB, t *transform, s *State) State {
	var out State
	src := s.Layout.IDs(1)
	ids := make([]int, grid.NumCells)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		to := t.cell[c]
		ids[to] = src[c]
		if d := s.Grid[c]; d != 0 {
			out.Grid[to] = t.digits[d]
		}
		for _, d := range s.Candidates[c].List() {
			out.Candidates[to] |= 1 << uint(t.digits[d])
		}
		if s.Givens.Has(c) {
			out.Givens = out.Givens.With(to)
		}
	}
	l, err := grid.NewLayout(ids)
	if err != nil {
		tb.Fatal(err)
	}
	out.Layout = l
	return out
}

// TestQAPositionsInvariant (QA_SWEEP=1 only) asks, at every position of
// the guided paths of a sample of puzzles, which catalogue entry gives
// the next step, and the same of the position moved (free shuffles and
// band moves): a finder that sees a pattern in one and not in the other
// treats some house or some digit specially. QA_POSITION_SETS names the
// sets (comma-free: one set), QA_POSITION_EVERY the sampling.
func TestQAPositionsInvariant(t *testing.T) {
	if os.Getenv("QA_SWEEP") == "" {
		t.Skip("QA_SWEEP=1 compares the steps found at moved positions")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("QA_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	r := rand.New(rand.NewPCG(seed, 24))
	set := "bench/top1465.txt"
	if v := os.Getenv("QA_POSITION_SET"); v != "" {
		set = v
	}
	every := 20
	if v, err := strconv.Atoi(os.Getenv("QA_POSITION_EVERY")); err == nil && v > 0 {
		every = v
	}
	positions, differ := 0, map[string]int{}
	for i, p := range readPuzzles(t, set) {
		if i%every != 0 {
			continue
		}
		tr := Solve(p)
		for k := range tr.Steps {
			st := &tr.Steps[k]
			if st.Kind != Logic || st.Depth != 0 {
				continue
			}
			s := tr.States[k]
			for m := range 2 {
				var tf transform
				if m == 0 {
					tf = freeTransform(r)
				} else {
					tf = randomTransform(r, p.Regions().IsStandard())
				}
				q := movedState(t, &tf, &s)
				got, ok := Next(&q, true)
				positions++
				name := "none"
				if ok {
					name = got.Technique
				}
				if !ok || techniqueIndex[got.Technique] != techniqueIndex[st.Technique] {
					key := st.Technique + " -> " + name
					differ[key]++
					if differ[key] <= 2 {
						t.Errorf("%s #%d step %d (QA_SEED=%d, move %d): %q, moved: %s %q\n  position %v %s",
							set, i, k+1, seed, m, st.Text, name, got.Text, qaPositionString(&s), s.Layout.Letters())
					}
				}
			}
		}
	}
	t.Logf("%d moved positions; the step's catalogue entry changed: %v", positions, differ)
}

// qaPositionString writes a position as 81 cells of candidates, placed
// digits as themselves: "5 ,123,..." style, to repeat a failure.
func qaPositionString(s *State) string {
	out := ""
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if d := s.Grid[c]; d != 0 {
			out += fmt.Sprintf("=%d ", d)
			continue
		}
		for _, d := range s.Candidates[c].List() {
			out += strconv.Itoa(int(d))
		}
		out += " "
	}
	return out
}
