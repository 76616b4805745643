package steps

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// freeTransform is a transform that moves rows and columns by any
// permutation at all, not only within bands and stacks, and carries the
// region map along, whatever it is. A standard puzzle so moved becomes a
// "jigsaw" whose regions are the boxes scattered (most of them no longer
// connected): the same puzzle to an engine for which rows, columns and
// regions are all just houses. Its rating must therefore stay that of
// the puzzle, which catches any technique that special-cases boxes.
func freeTransform(r *rand.Rand) transform {
	var t transform
	for i, d := range r.Perm(9) {
		t.digits[i+1] = int8(d + 1)
	}
	rows, cols := r.Perm(9), r.Perm(9)
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

// movedPuzzle applies t to p and always carries the region map, the
// standard one included (transform.puzzle keeps a standard puzzle's
// layout implicit, which a free transform must not).
func movedPuzzle(tb testing.TB, t *transform, p grid.Puzzle) grid.Puzzle {
	out := t.puzzle(tb, p)
	src := p.Regions().IDs(1)
	ids := make([]int, grid.NumCells)
	for c := range src {
		ids[t.cell[c]] = src[c]
	}
	l, err := grid.NewLayout(ids)
	if err != nil {
		tb.Fatalf("moved region map: %v", err)
	}
	out.Layout = l
	return out
}

// qaSweepCheck walks one puzzle's guided path: it must stay sound (see
// checkTrace), every inference of its forcing and chain steps must
// replay from its Because, and it must end solved. It returns the
// path's rating and the problems found.
func qaSweepCheck(p grid.Puzzle, sol grid.Grid, rules map[Rule]int) (Rating, []string) {
	tr := Solve(p)
	bad := checkTrace(tr, sol)
	for k := range tr.Steps {
		st := &tr.Steps[k]
		if len(st.Branches) == 0 && len(st.Inferences) == 0 {
			continue
		}
		if _, err := checkStepInferences(&tr.States[k], st, rules); err != nil {
			bad = append(bad, fmt.Sprintf("step %d (%s) %q: %v", k+1, st.Technique, st.Text, err))
		}
	}
	return tr.Rate(), bad
}

// qaSet is a sample of a shared set for the sweep.
type qaSet struct {
	file  string
	every int // take every n-th puzzle
}

// TestQARatingFreeMoves is the sweep's regression part, short enough
// for every run: a few puzzles of each kind, each moved twice by a free
// transform (its regions scattered), must keep a sound path and their
// difficulty grade. QA_SWEEP=1 runs the whole sweep instead (and
// QA_SEED repeats one; QA_FULL=1 takes every puzzle of the sets);
// QA_EXTRA names a further text file of puzzles, e.g. ones from
// `sudoku-studio generate`.
func TestQARatingFreeMoves(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("QA_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("QA_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 21))
	sweep := os.Getenv("QA_SWEEP") != ""
	sets := []qaSet{{"classic/top95.txt", 19}, {"bench/top1465.txt", 293}, {"jigsaw/janko_133.txt", 27}, {"bench/hardest_1106.txt", 125}}
	moves := 2
	if sweep {
		sets = []qaSet{{"classic/top95.txt", 1}, {"bench/top1465.txt", 15}, {"jigsaw/janko_133.txt", 1}, {"bench/hardest_1106.txt", 25}}
		moves = 3
		if os.Getenv("QA_FULL") != "" { // every puzzle of every set
			for i := range sets {
				sets[i].every = 1
			}
			moves = 2
		}
	}
	if testing.Short() && !sweep {
		sets = sets[:1]
	}
	var all []qaNamed
	for _, set := range sets {
		for i, p := range readPuzzles(t, set.file) {
			if i%set.every == 0 {
				all = append(all, qaNamed{fmt.Sprintf("%s #%d", set.file, i), p})
			}
		}
	}
	if sweep {
		all = append(all, qaCoursework(t)...)
		if f := os.Getenv("QA_EXTRA"); f != "" {
			s, err := puzzlefile.Read(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, e := range s.Entries {
				if e.Err == nil {
					all = append(all, qaNamed{fmt.Sprintf("%s #%d", f, i), e.Puzzle})
				}
			}
		}
	}
	rules := map[Rule]int{}
	checked, moved, gradeDiff, scoreDiff := 0, 0, 0, 0
	for _, pz := range all {
		exact := solver.Solve(pz.p, 2)
		if exact.Status != solver.Unique {
			continue
		}
		base, bad := qaSweepCheck(pz.p, exact.Solution, rules)
		checked++
		if len(bad) > 0 {
			t.Errorf("%s %v:\n  %s", pz.name, pz.p.Givens, strings.Join(bad, "\n  "))
			continue
		}
		for m := range moves {
			var tf transform
			var q grid.Puzzle
			if m%2 == 0 {
				tf = freeTransform(r)
				q = movedPuzzle(t, &tf, pz.p)
			} else {
				tf = randomTransform(r, pz.p.Regions().IsStandard())
				q = tf.puzzle(t, pz.p)
			}
			var sol grid.Grid
			for c, d := range exact.Solution {
				sol[tf.cell[c]] = tf.digits[d]
			}
			where := fmt.Sprintf("%s move %d (QA_SEED=%d) %s %s", pz.name, m, seed, q.Givens, q.Regions().Letters())
			got, bad := qaSweepCheck(q, sol, rules)
			moved++
			if len(bad) > 0 {
				t.Errorf("%s:\n  %s", where, strings.Join(bad, "\n  "))
				continue
			}
			if got.Difficulty != base.Difficulty {
				gradeDiff++
			}
			if d := got.Difficulty - base.Difficulty; d > 1 || d < -1 {
				t.Errorf("%s: rated %v (%s, score %d), the puzzle itself %v (%s, score %d)",
					where, got.Difficulty, got.Hardest, got.Score, base.Difficulty, base.Hardest, base.Score)
			} else if got.Score != base.Score || got.Difficulty != base.Difficulty {
				scoreDiff++
				if sweep {
					t.Logf("%s: %v score %d (%s), the puzzle itself %v %d (%s)", where, got.Difficulty, got.Score, got.Hardest, base.Difficulty, base.Score, base.Hardest)
				}
			}
		}
	}
	t.Logf("%d puzzles, %d moves checked; %d moves changed the grade, %d only the score; inferences by rule %v",
		checked, moved, gradeDiff, scoreDiff, rules)
}

// qaNamed is a puzzle and where it came from.
type qaNamed struct {
	name string
	p    grid.Puzzle
}

// qaCoursework reads the readable puzzles of the coursework sets.
func qaCoursework(t *testing.T) []qaNamed {
	var out []qaNamed
	for _, level := range []string{"very_easy", "easy", "medium", "hard"} {
		name := "coursework/" + level + "_puzzle.npy"
		s, err := puzzlefile.Read(shareddata.Path(t, name))
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range s.Entries {
			if e.Err == nil {
				out = append(out, qaNamed{fmt.Sprintf("%s #%d", name, i), e.Puzzle})
			}
		}
	}
	return out
}

// TestQANestedFreeMoves (QA_SWEEP=1 only: seconds a puzzle) checks the
// nested path of hardest_1106 puzzles moved by a free transform, their
// boxes scattered: sound, every inference replayed, solved, and rated
// as the puzzle itself is.
func TestQANestedFreeMoves(t *testing.T) {
	if os.Getenv("QA_SWEEP") == "" {
		t.Skip("QA_SWEEP=1 runs the nested paths of moved hardest_1106 puzzles")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("QA_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	r := rand.New(rand.NewPCG(seed, 23))
	rules := map[Rule]int{}
	for _, i := range []int{5, 100, 250} {
		p := readPuzzles(t, "bench/hardest_1106.txt")[i]
		base := SolveNested(p).Rate()
		tf := freeTransform(r)
		q := movedPuzzle(t, &tf, p)
		where := fmt.Sprintf("hardest_1106 #%d moved (QA_SEED=%d) %s %s", i, seed, q.Givens, q.Regions().Letters())
		sol := solver.Solve(q, 2)
		tr := SolveNested(q)
		bad := checkTrace(tr, sol.Solution)
		for k := range tr.Steps {
			st := &tr.Steps[k]
			if len(st.Branches)+len(st.Inferences) == 0 {
				continue
			}
			if _, err := checkStepInferences(&tr.States[k], st, rules); err != nil {
				bad = append(bad, fmt.Sprintf("step %d %q: %v", k+1, st.Text, err))
			}
		}
		if len(bad) > 0 {
			t.Errorf("%s:\n  %s", where, strings.Join(bad, "\n  "))
		}
		got := tr.Rate()
		t.Logf("%s: %v score %d (%s), the puzzle itself %v score %d (%s)", where, got.Difficulty, got.Score, got.Hardest, base.Difficulty, base.Score, base.Hardest)
		if got.Difficulty != base.Difficulty {
			t.Errorf("%s: nested grade %v, the puzzle itself %v", where, got.Difficulty, base.Difficulty)
		}
	}
	t.Logf("inferences by rule %v", rules)
}
