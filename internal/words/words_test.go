package words

import (
	"testing"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 puzzles"}, {1, "1 puzzle"}, {2, "2 puzzles"}, {1465, "1465 puzzles"}} {
		if got := Count(tc.n, "puzzle", "puzzles"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

func TestAndOr(t *testing.T) {
	for _, tc := range []struct {
		parts   []string
		and, or string
	}{
		{nil, "", ""},
		{[]string{"1"}, "1", "1"},
		{[]string{"1", "5"}, "1 and 5", "1 or 5"},
		{[]string{"1", "5", "7"}, "1, 5 and 7", "1, 5 or 7"},
	} {
		if got := And(tc.parts); got != tc.and {
			t.Errorf("And(%q) = %q, want %q", tc.parts, got, tc.and)
		}
		if got := Or(tc.parts); got != tc.or {
			t.Errorf("Or(%q) = %q, want %q", tc.parts, got, tc.or)
		}
	}
}

func TestCells(t *testing.T) {
	for _, tc := range []struct {
		cells []grid.Cell
		want  string
	}{
		{nil, "no cell"},
		{[]grid.Cell{6}, "r1c7"},
		{[]grid.Cell{6, 11}, "r1c7 and r2c3"},
		{[]grid.Cell{40, 6, 11}, "r1c7, r2c3 and r5c5"},
	} {
		if got := Cells(grid.CellSetOf(tc.cells...)); got != tc.want {
			t.Errorf("Cells(%v) = %q, want %q", tc.cells, got, tc.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"solv", "solve", 1},
		{"sovle", "solve", 2},
		{"hidden singel", "hidden single", 2},
		{"", "rate", 4},
		{"bench", "bench", 0},
	} {
		if got := EditDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 999: "999", 1000: "1,000", 20000: "20,000", 1234567: "1,234,567", -4500: "-4,500"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{-time.Second, "under a second"},
		{0, "under a second"},
		{340 * time.Millisecond, "under a second"},
		{999 * time.Millisecond, "under a second"},
		{time.Second, "1.0 s"},
		{2470 * time.Millisecond, "2.4 s"}, // tenths cut, not rounded up past what passed
		{9999 * time.Millisecond, "9.9 s"},
		{10 * time.Second, "10 s"},
		{59900 * time.Millisecond, "59 s"},
		{time.Minute, "1 min 00 s"},
		{185 * time.Second, "3 min 05 s"},
		{2 * time.Hour, "120 min 00 s"},
	} {
		if got := Duration(c.d); got != c.want {
			t.Errorf("Duration(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
