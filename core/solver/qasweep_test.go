package solver

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// qaMove relabels the digits of p and moves its cells: rows and columns
// by any permutation when free (the region map carried along, so that a
// standard puzzle becomes one on scattered boxes), else within bands and
// stacks only, keeping the boxes. It returns the moved puzzle and the
// map of cells and digits, to move a solution the same way.
func qaMove(r *rand.Rand, p grid.Puzzle, free bool) (grid.Puzzle, func(grid.Grid) grid.Grid) {
	var digits [10]int8
	for i, d := range r.Perm(9) {
		digits[i+1] = int8(d + 1)
	}
	var rows, cols []int
	if free {
		rows, cols = r.Perm(9), r.Perm(9)
	} else {
		rows, cols = make([]int, 9), make([]int, 9)
		for _, line := range [][]int{rows, cols} {
			bands := r.Perm(3)
			for b := range 3 {
				for i, k := range r.Perm(3) {
					line[3*b+i] = 3*bands[b] + k
				}
			}
		}
	}
	transpose := r.IntN(2) == 1
	var to [grid.NumCells]grid.Cell
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		row, col := rows[c.Row()], cols[c.Col()]
		if transpose {
			row, col = col, row
		}
		to[c] = grid.CellAt(row, col)
	}
	move := func(g grid.Grid) grid.Grid {
		var out grid.Grid
		for c, d := range g {
			if d >= 1 && d <= 9 {
				out[to[c]] = digits[d]
			} else {
				out[to[c]] = d
			}
		}
		return out
	}
	q := grid.Puzzle{Givens: move(p.Givens)}
	if free || !p.Regions().IsStandard() {
		src := p.Regions().IDs(1)
		ids := make([]int, grid.NumCells)
		for c := range src {
			ids[to[c]] = src[c]
		}
		l, err := grid.NewLayout(ids)
		if err != nil {
			panic(err) // a permutation of cells keeps every region at nine
		}
		q.Layout = l
	}
	return q, move
}

// TestQAMovedPuzzlesAgree solves moved variants of shared puzzles
// (unique, multiple and without solution) and wants the same verdict as
// the puzzle itself, the solution moved the same way when unique, the
// fast and generic paths agreeing on the band-keeping moves, and the
// oracle agreeing on the scattered ones. QA_SWEEP=1 takes far more
// puzzles; QA_SEED repeats a run.
func TestQAMovedPuzzlesAgree(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("QA_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("QA_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 22))
	every := map[string]int{
		"classic/top95.txt": 10, "classic/test_puzzles_with_counts.txt": 1, "bench/top1465.txt": 150,
		"bench/hardest_1106.txt": 60, "bench/serg_multi_solution.txt": 1000, "jigsaw/janko_133.txt": 15,
		"coursework/hard_puzzle.npy": 1,
	}
	moves := 2
	if os.Getenv("QA_SWEEP") != "" {
		for k := range every {
			every[k] = max(1, every[k]/10)
		}
		moves = 4
	}
	var fast, generic Solver
	checked := 0
	for name, n := range every {
		for i, tp := range loadPuzzles(t, name) {
			if i%n != 0 || (tp.err != nil && !tp.givensClash()) {
				continue
			}
			base := fast.Solve(tp.puzzle, 2)
			for m := range moves {
				q, move := qaMove(r, tp.puzzle, m%2 == 1)
				got := fast.Solve(q, 2)
				checked++
				where := func() string {
					return name + " #" + strconv.Itoa(i) + " moved " + q.Givens.String() + " " + q.Regions().Letters() +
						" (QA_SEED=" + strconv.FormatUint(seed, 10) + ")"
				}
				if got.Status != base.Status {
					t.Errorf("%s: %v, the puzzle itself %v", where(), got.Status, base.Status)
					continue
				}
				if got.Status == Unique && got.Solution != move(base.Solution) {
					t.Errorf("%s: solution %v, want the puzzle's moved %v", where(), got.Solution, move(base.Solution))
				}
				if (got.Status == Unique || got.Status == Multiple) && !q.IsSolution(got.Solution) {
					t.Errorf("%s: %v is no solution", where(), got.Solution)
				}
				if q.Regions().IsStandard() {
					for _, limit := range []int{1, 2} {
						if d := comparePaths(&fast, &generic, q, limit); d != "" {
							t.Errorf("%s limit %d: %s", where(), limit, d)
						}
					}
				} else if o := oracleSolve(q, 2); o.Status != got.Status {
					t.Errorf("%s: %v, the oracle says %v", where(), got.Status, o.Status)
				}
			}
		}
	}
	t.Logf("%d moved puzzles checked", checked)
}
