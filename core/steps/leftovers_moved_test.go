package steps

import (
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// TestLeftoversSurviveShuffledLines moves jigsaw puzzles whose paths
// need the Law of Leftovers by shuffles of rows and of columns that
// break every band of consecutive lines, the region map moved along.
// The moved puzzle is the same puzzle, so its path must still find the
// technique and keep the grade; before the finder took any set of lines,
// janko #53 and #55 so moved needed chains (Expert instead of Hard).
func TestLeftoversSurviveShuffledLines(t *testing.T) {
	puzzles := readPuzzles(t, "jigsaw/janko_133.txt")
	shuffles := []struct{ rows, cols [9]int }{
		{[9]int{0, 3, 6, 1, 4, 7, 2, 5, 8}, [9]int{0, 1, 2, 3, 4, 5, 6, 7, 8}},
		{[9]int{0, 1, 2, 3, 4, 5, 6, 7, 8}, [9]int{8, 2, 5, 0, 7, 3, 1, 6, 4}},
		{[9]int{4, 8, 0, 6, 2, 7, 1, 5, 3}, [9]int{2, 6, 0, 8, 4, 1, 7, 3, 5}},
	}
	for _, i := range []int{53, 55} {
		p := puzzles[i]
		base := Solve(p).Rate()
		if base.Uses["Law of Leftovers"] == 0 {
			t.Fatalf("janko #%d: the path no longer uses the Law of Leftovers (%v); pick another puzzle", i, base.Uses)
		}
		for k, sh := range shuffles {
			var tf transform
			for d := range tf.digits {
				tf.digits[d] = int8(d)
			}
			for c := grid.Cell(0); c < grid.NumCells; c++ {
				tf.cell[c] = grid.CellAt(sh.rows[c.Row()], sh.cols[c.Col()])
			}
			q := movedPuzzle(t, &tf, p)
			got := Solve(q).Rate()
			if got.Difficulty != base.Difficulty || got.Uses["Law of Leftovers"] == 0 {
				t.Errorf("janko #%d shuffle %d: %v (%s, Leftovers %d times), the puzzle itself %v (%s, %d times)",
					i, k, got.Difficulty, got.Hardest, got.Uses["Law of Leftovers"], base.Difficulty, base.Hardest, base.Uses["Law of Leftovers"])
			}
		}
	}
}

// TestLeftoverBandNames names sets of lines, consecutive or not.
func TestLeftoverBandNames(t *testing.T) {
	l := grid.Standard()
	for _, tc := range []struct {
		lines []int
		want  string
	}{
		{[]int{2}, "row 3"},
		{[]int{0, 1}, "rows 1-2"},
		{[]int{0, 2}, "rows 1,3"},
		{[]int{9 + 1, 9 + 4, 9 + 8}, "columns 2,5,9"},
		{[]int{9 + 3, 9 + 4, 9 + 5, 9 + 6}, "columns 4-7"},
	} {
		if got := leftoverBand(l, tc.lines); got != tc.want {
			t.Errorf("leftoverBand(%v) = %q, want %q", tc.lines, got, tc.want)
		}
	}
}
