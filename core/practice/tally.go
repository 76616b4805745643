package practice

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Score counts one technique's checked rounds by grade.
type Score struct{ Right, Partly, Wrong int }

// Total is the number of rounds counted.
func (s Score) Total() int { return s.Right + s.Partly + s.Wrong }

// String says the score for people: "3 right, 1 partly, 0 wrong".
func (s Score) String() string {
	return fmt.Sprintf("%d right, %d partly, %d wrong", s.Right, s.Partly, s.Wrong)
}

// Tally is the score of every technique practised, by name. The zero
// value is not usable: make one with make or ParseTally.
type Tally map[string]Score

// Add counts a checked round of technique.
func (t Tally) Add(technique string, g Grade) {
	s := t[technique]
	switch g {
	case Right:
		s.Right++
	case Partly:
		s.Partly++
	default:
		s.Wrong++
	}
	t[technique] = s
}

// String writes the tally as preferences keep it, one entry a
// technique in name order: "Naked Triple=2,0,1;X-Wing=5,1,0" (right,
// partly, wrong). ParseTally reads it back.
func (t Tally) String() string {
	names := make([]string, 0, len(t))
	for n := range t {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	for i, n := range names {
		if i > 0 {
			b.WriteByte(';')
		}
		s := t[n]
		fmt.Fprintf(&b, "%s=%d,%d,%d", n, s.Right, s.Partly, s.Wrong)
	}
	return b.String()
}

// ParseTally reads a tally written by Tally.String. An entry that does
// not read is an error naming it; the entries before it are kept.
func ParseTally(text string) (Tally, error) {
	t := make(Tally)
	if strings.TrimSpace(text) == "" {
		return t, nil
	}
	for i, entry := range strings.Split(text, ";") {
		name, counts, ok := strings.Cut(entry, "=")
		name = strings.TrimSpace(name)
		f := strings.Split(counts, ",")
		if !ok || name == "" || len(f) != 3 {
			return t, fmt.Errorf("tally entry %d %q: want name=right,partly,wrong", i+1, entry)
		}
		var n [3]int
		for k, v := range f {
			x, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || x < 0 {
				return t, fmt.Errorf("tally entry %d %q: count %q is not a whole number of rounds", i+1, entry, v)
			}
			n[k] = x
		}
		t[name] = Score{Right: n[0], Partly: n[1], Wrong: n[2]}
	}
	return t, nil
}
