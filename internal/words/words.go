// Package words writes the small pieces of English that messages share:
// a count with its noun, and lists joined with "and" or "or".
package words

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Duration writes how long something took as a person reads it:
// "under a second" rather than a rounded "0s", "2.4 s" while the tenths
// still matter, "42 s", then "3 min 05 s". A negative d is taken as 0.
func Duration(d time.Duration) string {
	switch {
	case d < time.Second:
		return "under a second"
	case d < 10*time.Second:
		return fmt.Sprintf("%.1f s", float64(d/(100*time.Millisecond))/10)
	case d < time.Minute:
		return fmt.Sprintf("%d s", d/time.Second)
	}
	secs := int(d / time.Second)
	return fmt.Sprintf("%d min %02d s", secs/60, secs%60)
}

// Count writes n with the noun that agrees with it: "1 puzzle",
// "3 puzzles", "0 guesses".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// And joins parts as "a", "a and b", "a, b and c"; none gives "".
func And(parts []string) string { return join(parts, " and ") }

// Or joins parts as "a", "a or b", "a, b or c"; none gives "".
func Or(parts []string) string { return join(parts, " or ") }

func join(parts []string, last string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + last + parts[len(parts)-1]
}

// Cells names the cells of s in order, as "r1c7, r2c3 and r5c5"; an
// empty set is "no cell".
func Cells(s grid.CellSet) string {
	cells := s.Cells()
	if len(cells) == 0 {
		return "no cell"
	}
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = c.String()
	}
	return And(names)
}

// EditDistance is the Levenshtein distance between a and b, in bytes:
// how messages find the closest name to a misspelt one.
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Thousands writes n with a comma between thousands: 20,000.
func Thousands(n int) string {
	if n < 0 {
		return "-" + Thousands(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
