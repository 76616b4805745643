package practice

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Grade is how a person's marks compare with the step's answer.
type Grade int8

// The grades, worst first.
const (
	Wrong  Grade = iota // no mark is part of the answer (or there are none)
	Partly              // some marks are right, some missing or wrong
	Right               // the marks are exactly the answer
)

// String names the grade for people.
func (g Grade) String() string {
	switch g {
	case Right:
		return "right"
	case Partly:
		return "partly right"
	}
	return "wrong"
}

// Verdict is the grading of one Check.
type Verdict struct {
	Grade Grade
	// Step is the instance of the technique the marks were graded
	// against: the one they come closest to.
	Step steps.Step
	// Found are the marks that are part of the answer, Missing the
	// answer's candidates not marked, Extra the marks that are not part
	// of it; each sorted by cell, then digit.
	Found, Missing, Extra []steps.Candidate
}

// Answer returns what the person is to mark for step st: the digits it
// places when it places some and removes none, otherwise the candidates
// it removes; sorted by cell, then digit.
func Answer(st *steps.Step) []steps.Candidate {
	src := st.Eliminations
	if len(src) == 0 {
		src = st.Placements
	}
	out := slices.Clone(src)
	sortCandidates(out)
	return slices.Compact(out)
}

// Check grades marks against every instance of the round's technique at
// its position, and keeps the best: right when the marks are exactly
// one instance's answer, partly right when some of them are part of it,
// wrong when none is. Duplicate marks count once.
func (r *Round) Check(marks []steps.Candidate) Verdict {
	m := slices.Clone(marks)
	sortCandidates(m)
	m = slices.Compact(m)
	best, bestScore := Verdict{}, -1<<30
	for i := range r.Instances {
		v := grade(m, &r.Instances[i])
		score := 4*len(v.Found) - len(v.Missing) - len(v.Extra)
		if v.Grade > best.Grade || v.Grade == best.Grade && score > bestScore {
			best, bestScore = v, score
		}
	}
	return best
}

// grade compares sorted, distinct marks with one step's answer.
func grade(marks []steps.Candidate, st *steps.Step) Verdict {
	v := Verdict{Step: *st}
	ans := Answer(st)
	for _, a := range ans {
		if containsCandidate(marks, a) {
			v.Found = append(v.Found, a)
		} else {
			v.Missing = append(v.Missing, a)
		}
	}
	for _, m := range marks {
		if !containsCandidate(ans, m) {
			v.Extra = append(v.Extra, m)
		}
	}
	switch {
	case len(v.Found) == 0:
		v.Grade = Wrong
	case len(v.Missing) == 0 && len(v.Extra) == 0:
		v.Grade = Right
	default:
		v.Grade = Partly
	}
	return v
}

// Text says the verdict in a sentence or two, naming the candidates
// missing and the marks that are wrong in the community's notation
// (r4c5<>3 for a candidate removed, r4c5=3 for a digit placed).
func (v Verdict) Text(places bool) string {
	op := "<>"
	if places {
		op = "="
	}
	switch v.Grade {
	case Right:
		return "Right: " + v.Step.Technique + " " + list(v.Found, op) + "."
	case Partly:
		var parts []string
		if len(v.Missing) > 0 {
			parts = append(parts, "missing "+list(v.Missing, op))
		}
		if len(v.Extra) > 0 {
			parts = append(parts, "wrong "+list(v.Extra, op))
		}
		return fmt.Sprintf("Partly right: %d of %d found; %s.", len(v.Found), len(v.Found)+len(v.Missing), strings.Join(parts, "; "))
	}
	if len(v.Extra) == 0 {
		return "Wrong: nothing is marked. Click the candidates the step " + verb(places) + "."
	}
	return "Wrong: " + list(v.Extra, op) + " " + isAre(len(v.Extra)) + " not what " + v.Step.Technique + " " + verb(places) + " here."
}

func verb(places bool) string {
	if places {
		return "places"
	}
	return "removes"
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// list writes candidates as "r1c2<>3, r4c5<>6".
func list(cs []steps.Candidate, op string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = fmt.Sprintf("r%dc%d%s%d", c.Cell.Row()+1, c.Cell.Col()+1, op, c.Digit)
	}
	return strings.Join(parts, ", ")
}

func sortCandidates(cs []steps.Candidate) {
	slices.SortFunc(cs, func(a, b steps.Candidate) int {
		if a.Cell != b.Cell {
			return int(a.Cell) - int(b.Cell)
		}
		return int(a.Digit) - int(b.Digit)
	})
}

// containsCandidate reports whether sorted cs holds c.
func containsCandidate(cs []steps.Candidate, c steps.Candidate) bool {
	_, ok := slices.BinarySearchFunc(cs, c, func(a, b steps.Candidate) int {
		if a.Cell != b.Cell {
			return int(a.Cell) - int(b.Cell)
		}
		return int(a.Digit) - int(b.Digit)
	})
	return ok
}

// answerKey identifies a step by its answer, to list each instance once.
func answerKey(st *steps.Step) string {
	var b strings.Builder
	for _, c := range Answer(st) {
		fmt.Fprintf(&b, "%d:%d,", c.Cell, c.Digit)
	}
	return b.String()
}

// Markable reports whether candidate c may be marked at the position: a
// candidate the position still holds in an empty cell.
func (r *Round) Markable(c steps.Candidate) bool {
	return c.Cell >= 0 && c.Cell < grid.NumCells && r.Position.Grid[c.Cell] == 0 && r.Position.Candidates[c.Cell].Has(c.Digit)
}
