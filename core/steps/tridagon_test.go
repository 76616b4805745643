package steps

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// TestTridagonParity checks the rule the finder rests on against every
// case: for each of the 6^4 layouts of three cells in boxes 1, 2, 4 and
// 5, it tries every way to write 1, 2 and 3 into the twelve cells, and
// a way that breaks no row or column must exist exactly when an even
// number of the boxes use an odd layout.
func TestTridagonParity(t *testing.T) {
	corner := [4]int{0, 1, 3, 4}
	orders := [6][3]int8{{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}}
	impossible := 0
	for code := 0; code < 6*6*6*6; code++ {
		var layout [4]*boxDiagonal
		odd := false
		for i, x := 0, code; i < 4; i, x = i+1, x/6 {
			layout[i] = &boxDiagonals[x%6]
			odd = odd != layout[i].odd
		}
		fillable := false
		for fill := 0; fill < 6*6*6*6 && !fillable; fill++ {
			var g grid.Grid
			for i, x := 0, fill; i < 4; i, x = i+1, x/6 {
				b := corner[i]
				for r := 0; r < 3; r++ {
					g[grid.CellAt(b/3*3+r, b%3*3+layout[i].col[r])] = orders[x%6][r]
				}
			}
			fillable = grid.Conflict(&g, grid.Standard()) == nil
		}
		if fillable == odd {
			t.Fatalf("layout %d (odd %v): fillable %v", code, odd, fillable)
		}
		if odd {
			impossible++
		}
	}
	if impossible != 648 {
		t.Errorf("%d impossible layouts, want half of 1296", impossible)
	}
}

// yogiTridagon is the puzzle of "Help a player to spot a Tridagon"
// (New Sudoku Players' Forum, 2023): 3, 5 and 7 in boxes 5, 6, 8 and 9,
// with 1 in r8c8 the one guardian.
const yogiTridagon = "57....9..........8.1.........168..42...1.28.9..2.9416.....26....6.9.82.4...41.6.."

// TestTridagonFinds checks the finder on positions whose Tridagon is
// known: the step, its pattern and its effects, and that the
// community's layout is the one it reports.
func TestTridagonFinds(t *testing.T) {
	// The forum's candidates for boxes 5, 6, 8 and 9, the rest as the
	// givens leave them; the three digits everywhere else keep the
	// cheaper techniques out of the picture, not the finder.
	s := advStateFrom(t, yogiTridagon, nil, map[string]string{
		"r4c6": "357", "r4c7": "357", "r5c5": "357", "r5c8": "357", "r6c4": "357", "r6c9": "357",
		"r7c4": "357", "r7c7": "357", "r8c5": "357", "r8c8": "1357", "r9c6": "357", "r9c9": "357",
	})
	st, ok := findTridagon(&s)
	if !ok {
		t.Fatal("no Tridagon found")
	}
	if len(st.Placements) != 1 || st.Placements[0] != (Candidate{grid.CellAt(7, 7), 1}) {
		t.Fatalf("placements %v, want r8c8=1: %s", st.Placements, st.Text)
	}
	if len(st.Pattern) != 36 || len(st.Fins) != 1 || len(st.Houses) != 4 {
		t.Errorf("pattern %d candidates, %d guardians, %d houses: %s", len(st.Pattern), len(st.Fins), len(st.Houses), st.Text)
	}
	if !strings.HasPrefix(st.Text, "Tridagon: 3,5,7 in b5689") || !strings.HasSuffix(st.Text, "=> r8c8=1") {
		t.Errorf("text %q", st.Text)
	}
	if !strings.Contains(st.Explanation, "r8c8 is 1") {
		t.Errorf("explanation %q", st.Explanation)
	}

	// With a second guardian in the same cell the three digits go from it.
	s.Candidates[grid.CellAt(7, 7)] |= DigitSet(8)
	st, ok = findTridagon(&s)
	if !ok || len(st.Placements) != 0 {
		t.Fatalf("two guardians in one cell: %v %s", ok, st.Text)
	}
	want := map[Candidate]bool{}
	for _, d := range []int8{3, 5, 7} {
		want[Candidate{grid.CellAt(7, 7), d}] = true
	}
	for _, e := range st.Eliminations {
		if !want[e] {
			t.Errorf("eliminates %v<>%d, not a target digit of r8c8", e.Cell, e.Digit)
		}
		delete(want, e)
	}
	if len(want) > 0 {
		t.Errorf("keeps %v: %s", want, st.Text)
	}

	// On a jigsaw whose regions 5, 6, 8 and 9 are still three rows by
	// three columns, the same pattern holds: two of them on the same rows
	// put each digit in different rows, whatever the other regions are.
	ids := grid.Standard().IDs(0)
	ids[0], ids[3] = ids[3], ids[0] // swap two cells of boxes 1 and 2
	jig, err := grid.NewLayout(ids)
	if err != nil {
		t.Fatal(err)
	}
	s.Layout = jig
	st, ok = findTridagon(&s)
	if !ok || !strings.HasPrefix(st.Text, "Tridagon: 3,5,7 in regions 5,6,8,9") || len(st.Eliminations) != 3 {
		t.Errorf("jigsaw with four 3×3 regions in a rectangle: %v %s", ok, st.Text)
	}
	// Without four such regions in a rectangle: nothing.
	ids[grid.CellAt(4, 5)], ids[grid.CellAt(4, 6)] = ids[grid.CellAt(4, 6)], ids[grid.CellAt(4, 5)] // boxes 5 and 6
	if jig, err = grid.NewLayout(ids); err != nil {
		t.Fatal(err)
	}
	s.Layout = jig
	if st, ok := findTridagon(&s); ok {
		t.Errorf("jigsaw without a rectangle of 3×3 regions: %s", st.Text)
	}
}

// TestTridagonHardest walks paths of hardest_1106 and random
// relabellings and symmetries of them, checking every step outside a
// guess against the unique solution, and every Tridagon step also on its
// own: each placement is the solution's digit, no elimination is.
func TestTridagonHardest(t *testing.T) {
	puzzles := readPuzzles(t, "bench/hardest_1106.txt")
	n, variants := 40, 1
	if testing.Short() {
		n, variants = 6, 0
	}
	r := rand.New(rand.NewPCG(18, 2))
	used := map[string]int{}
	fired := 0
	for i, p := range puzzles[:n] {
		qs := []grid.Puzzle{p}
		for range variants {
			tf := randomTransform(r, true)
			qs = append(qs, tf.puzzle(t, p))
		}
		for k, q := range qs {
			where := fmt.Sprintf("hardest_1106 #%d variant %d", i, k)
			sol := solver.Solve(q, 2)
			if sol.Status != solver.Unique {
				t.Fatalf("%s: %v", where, sol.Status)
			}
			tr := Solve(q)
			if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
				t.Errorf("%s:\n  %s", where, strings.Join(bad, "\n  "))
			}
			for _, st := range tr.Steps {
				if st.Technique == TridagonName && st.Depth == 0 {
					fired++
				}
				if st.Kind == Logic && st.Depth == 0 {
					used[st.Technique]++
				}
			}
		}
	}
	t.Logf("%d Tridagon steps; logic steps outside guesses: %v", fired, used)
}

// TestTridagonPath solves the forum's puzzle and random relabellings and
// symmetries of it: every path is sound, needs no guess and takes its
// Tridagon step, and the step's placement is the solution's digit.
func TestTridagonPath(t *testing.T) {
	g, err := grid.ParseGrid(yogiTridagon)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(18, 1))
	for k := range 12 {
		p := grid.Puzzle{Givens: g}
		if k > 0 {
			tf := randomTransform(r, true)
			p = tf.puzzle(t, p)
		}
		sol := solver.Solve(p, 2)
		if sol.Status != solver.Unique {
			t.Fatalf("variant %d: %v", k, sol.Status)
		}
		tr := Solve(p)
		if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
			t.Errorf("variant %d:\n  %s", k, strings.Join(bad, "\n  "))
		}
		if r := tr.Rate(); r.Guesses != 0 || r.Hardest != TridagonName {
			t.Errorf("variant %d: %d guesses, hardest %s", k, r.Guesses, r.Hardest)
		}
	}
}
