package steps

import (
	"math/bits"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// TestLeanBranchAgrees runs, in the positions of dynamic branches over
// a position where only nested chains apply, every premise both through
// the lean inner branch of the nested search and through the recording
// propagation the step shown uses: they must agree on the contradiction
// and, without one, on every candidate removed, or the step shown would
// not be the one the search found.
func TestLeanBranchAgrees(t *testing.T) {
	base := parsePencilmarks(t, nestedPosition)
	var outer, full propagation
	outer.reset(&base, true)
	outer.subsets = true
	var lean leanBranch
	every := 7
	if testing.Short() {
		every = 29
	}
	runs, bads := 0, 0
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		for m := uint16(base.Candidates[c]); m != 0; m &= m - 1 {
			a := litOf(c, int8(bits.TrailingZeros16(m)))
			if int(a)%every != 0 {
				continue
			}
			outer.run(a, true)
			if outer.contradiction {
				continue
			}
			pos := State{Layout: base.Layout, Grid: base.Grid}
			for q := grid.Cell(0); q < grid.NumCells; q++ {
				switch {
				case base.Candidates[q] == 0:
				case outer.done.Has(q):
					pos.Grid[q] = onlyDigit(outer.cand[q])
				default:
					pos.Candidates[q] = outer.cand[q]
				}
			}
			full.reset(&pos, true)
			full.subsets = true
			lean.reset(&pos)
			for q := grid.Cell(0); q < grid.NumCells; q++ {
				for x := uint16(pos.Candidates[q]); x != 0; x &= x - 1 {
					l := litOf(q, int8(bits.TrailingZeros16(x)))
					full.run(l, true)
					bad := lean.contradicts(l)
					runs++
					if bad {
						bads++
					}
					if bad != full.contradiction {
						t.Fatalf("outer %v inner %v: lean contradiction %v, recording %v", litCandidate(a), litCandidate(l), bad, full.contradiction)
					}
					if !bad && lean.off != full.off {
						t.Fatalf("outer %v inner %v: the branches remove different candidates", litCandidate(a), litCandidate(l))
					}
				}
			}
		}
	}
	if bads == 0 || bads == runs {
		t.Fatalf("%d contradictions in %d runs: the test shows nothing", bads, runs)
	}
	t.Logf("%d inner runs agree, %d contradictions", runs, bads)
}
