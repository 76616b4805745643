package model

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// solved is a valid solution grid.
const solved = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"

// listSession is a set of n empty-ish puzzles, puzzle i with givens[i]
// givens, for the view's tests.
func listSession(givens ...int) *Session {
	set := &puzzlefile.Set{}
	for _, g := range givens {
		var p grid.Puzzle
		for c := range g {
			p.Givens[c] = int8(solved[c] - '0') // a valid grid's first g cells
		}
		set.Entries = append(set.Entries, puzzlefile.Entry{Puzzle: p})
	}
	return NewSession(set, "", "test")
}

// numbers lists the puzzles the view shows, by their list numbers.
func numbers(v *ListView) []int {
	var out []int
	for r := range v.Len() {
		out = append(out, v.Puzzle(r)+1)
	}
	return out
}

func TestListViewSortsFiltersAndKeepsTheFileNumbers(t *testing.T) {
	m := New(SearchGuided)
	s := listSession(30, 25, 30, 22, 28, 40)
	m.Open(s)
	v := m.List()
	if got := numbers(v); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6}) {
		t.Fatalf("the file's order: %v", got)
	}
	// Ratings: #2 Hard 900, #3 Easy 100, #5 Hard 500, #6 Master; #1 is
	// only checked (Solvable), #4 has no solution.
	s.SetChecked(0, solver.Result{Status: solver.Unique})
	for i, r := range map[int]steps.Rating{1: {Difficulty: steps.Hard, Score: 900}, 2: {Difficulty: steps.Easy, Score: 100},
		4: {Difficulty: steps.Hard, Score: 500}, 5: {Difficulty: steps.Master, Score: 3000}} {
		s.SetChecked(i, solver.Result{Status: solver.Unique})
		s.SetRating(i, r)
	}
	s.SetChecked(3, solver.Result{Status: solver.None})

	for _, c := range []struct {
		col  int
		desc bool
		want []int
	}{
		{SortNumber, true, []int{6, 5, 4, 3, 2, 1}},
		{SortGivens, false, []int{4, 2, 5, 1, 3, 6}}, // ties (#1, #3 with 30) in the file's order
		{SortGivens, true, []int{6, 1, 3, 5, 2, 4}},
		{SortStatus, false, []int{1, 2, 3, 5, 6, 4}}, // "No solution" after "Not started"
		{SortDifficulty, false, []int{3, 5, 2, 6, 1, 4}},
		{SortDifficulty, true, []int{6, 2, 5, 3, 1, 4}}, // not rated stays last either way
	} {
		v.SortBy(c.col, c.desc)
		if got := numbers(v); !slices.Equal(got, c.want) {
			t.Errorf("sorted by %d (down %v): %v, want %v", c.col, c.desc, got, c.want)
		}
		for r := range v.Len() {
			if v.Row(v.Puzzle(r)) != r {
				t.Errorf("sorted by %d: row %d shows puzzle %d, whose row is %d", c.col, r, v.Puzzle(r), v.Row(v.Puzzle(r)))
			}
		}
	}

	v.SortBy(SortNumber, false)
	v.SetFilter(AllStatuses, GradeFilter(steps.Hard))
	if got := numbers(v); !slices.Equal(got, []int{2, 5}) || v.Row(0) != -1 || v.Row(4) != 1 || !v.Hidden(0) {
		t.Errorf("Hard only: %v, row of #1 %d, of #5 %d", got, v.Row(0), v.Row(4))
	}
	v.SetFilter(AllStatuses, NotRated)
	if got := numbers(v); !slices.Equal(got, []int{1}) {
		t.Errorf("not rated (a puzzle without a solution is never rated): %v", got)
	}
	v.SetFilter(OnlyUnsolvable, AllGrades)
	if got := numbers(v); !slices.Equal(got, []int{4}) {
		t.Errorf("not solvable: %v", got)
	}

	// The view follows the session: a rating or the person's work
	// changes what it shows without being told.
	v.SetFilter(AllStatuses, NotRated)
	s.SetRating(0, steps.Rating{Difficulty: steps.Medium})
	if got := numbers(v); len(got) != 0 {
		t.Errorf("after rating #1, not rated: %v", got)
	}
	v.SetFilter(OnlyInProgress, AllGrades)
	if _, _, err := s.Game(2); err != nil {
		t.Fatal(err)
	}
	if err := s.SetProgress(2, play.Progress{Entries: grid.Grid{80: 5}}); err != nil {
		t.Fatal(err)
	}
	if got := numbers(v); !slices.Equal(got, []int{3}) {
		t.Errorf("in progress: %v", got)
	}

	// The puzzle shown stays in the list whatever the filters say.
	m.Show(5)
	if got := numbers(v); !slices.Equal(got, []int{3, 6}) || v.Row(5) != 1 || !v.Hidden(5) || v.Matching() != 1 {
		t.Errorf("in progress with #6 shown: %v", got)
	}

	// Choices out of range are All, and a new set shows whole, sorted as before.
	v.SetFilter(99, -1)
	if st, gr := v.Filter(); st != AllStatuses || gr != AllGrades {
		t.Errorf("filter out of range: %d %d", st, gr)
	}
	v.SortBy(numSortKeys, true) // no such column: nothing changes
	v.SortBy(SortGivens, true)
	v.SetFilter(OnlySolved, AllGrades)
	m.Open(listSession(20, 21))
	if got := numbers(v); !slices.Equal(got, []int{2, 1}) {
		t.Errorf("a new set: %v, want all of it by givens, downwards", got)
	}
	if v.Puzzle(-1) != -1 || v.Puzzle(2) != -1 || v.Row(2) != -1 || v.Row(-1) != -1 {
		t.Error("rows or puzzles out of range")
	}
}

func TestSortHighIsAStableSortByTheHighBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 17, 5000} {
		keys := make([]uint64, n)
		for i := range keys {
			// few distinct high values, so that ties are many; some with the class bits
			keys[i] = uint64(rng.IntN(40))<<32 | uint64(rng.IntN(2))<<62 | uint64(i)
		}
		want := slices.Clone(keys)
		slices.Sort(want) // the low bits are the index: a full sort is the stable one
		sortHigh(keys, nil)
		if !slices.Equal(keys, want) {
			t.Errorf("%d keys: not sorted stably", n)
		}
	}
}

// BenchmarkListViewRebuild sorts a set of a million rated puzzles by
// difficulty: what the list costs the UI thread when ratings come in.
func BenchmarkListViewRebuild(b *testing.B) {
	for _, n := range []int{1465, 49158, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			m := New(SearchGuided)
			s := NewSession(&puzzlefile.Set{Entries: make([]puzzlefile.Entry, n)}, "", "big")
			rng := rand.New(rand.NewPCG(1, 2))
			for i := range n {
				s.Info[i].Rated, s.Info[i].Difficulty, s.Info[i].Score = true, steps.Difficulty(rng.IntN(7)), int32(rng.IntN(5000))
			}
			m.Open(s)
			v := m.List()
			v.SortBy(SortDifficulty, true)
			for b.Loop() {
				s.gen++
				_ = v.Len()
			}
		})
	}
}
