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

// transform maps a puzzle to an equivalent one: the digits relabelled
// and the cells moved by a symmetry of sudoku. A standard puzzle may be
// moved by any permutation of bands, of rows within a band, of stacks,
// of columns within a stack, and a transposition; a jigsaw puzzle only
// by the eight symmetries of the square, which carry its region map
// along with its digits.
type transform struct {
	digits [10]int8
	cell   [grid.NumCells]grid.Cell // where each cell goes
}

func randomTransform(r *rand.Rand, standard bool) transform {
	var t transform
	for i, d := range r.Perm(9) {
		t.digits[i+1] = int8(d + 1)
	}
	var rows, cols [9]int
	if standard {
		rows, cols = bandPerm(r), bandPerm(r)
	} else {
		for i := range rows {
			rows[i], cols[i] = i, i
		}
		if r.IntN(2) == 1 {
			for i := range rows {
				rows[i] = 8 - i
			}
		}
		if r.IntN(2) == 1 {
			for i := range cols {
				cols[i] = 8 - i
			}
		}
	}
	transpose := r.IntN(2) == 1
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		row, col := rows[c.Row()], cols[c.Col()]
		if transpose {
			row, col = col, row
		}
		t.cell[c] = grid.CellAt(row, col)
	}
	return t
}

// bandPerm permutes the bands and the lines within each band.
func bandPerm(r *rand.Rand) [9]int {
	var out [9]int
	bands := r.Perm(3)
	for b := range 3 {
		lines := r.Perm(3)
		for i := range 3 {
			out[3*b+i] = 3*bands[b] + lines[i]
		}
	}
	return out
}

func (t *transform) puzzle(tb testing.TB, p grid.Puzzle) grid.Puzzle {
	var out grid.Puzzle
	for c, d := range p.Givens {
		if d != 0 {
			out.Givens[t.cell[c]] = t.digits[d]
		}
	}
	if p.Layout != nil && !p.Layout.IsStandard() {
		src := p.Layout.IDs(1)
		ids := make([]int, grid.NumCells)
		for c := range src {
			ids[t.cell[c]] = src[c]
		}
		l, err := grid.NewLayout(ids)
		if err != nil {
			tb.Fatalf("moved region map: %v", err)
		}
		out.Layout = l
	}
	return out
}

// TestSoundnessTransformed runs the soundness check on fresh random
// variants of the shared sets, so that no technique can pass by luck of
// where the puzzles put their digits. SOUNDNESS_SEED repeats a run.
func TestSoundnessTransformed(t *testing.T) {
	if testing.Short() {
		t.Skip("long: walks variants of three sets")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("SOUNDNESS_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("SOUNDNESS_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 7))
	used := map[string]int{}
	for _, set := range []struct {
		file  string
		every int
	}{{"classic/top95.txt", 1}, {"bench/top1465.txt", 4}, {"jigsaw/janko_133.txt", 1}} {
		t.Run(set.file, func(t *testing.T) {
			for i, p := range readPuzzles(t, set.file) {
				if i%set.every != 0 {
					continue
				}
				tf := randomTransform(r, p.Regions().IsStandard())
				q := tf.puzzle(t, p)
				checkSolvedPuzzle(t, fmt.Sprintf("%s #%d moved (seed %d)", set.file, i, seed), q, used)
			}
		})
	}
	t.Logf("logic steps outside guesses by technique: %v", used)
}
