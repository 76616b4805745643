package model

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// What the window says of a path worked out with nested forcing chains.

// NestedProgressText says where the path stands: "Step 42, 57 of 81
// cells filled: 3 nested steps so far; looking for a nested chain…".
func NestedProgressText(pr steps.NestedProgress, reports int) string {
	if reports == 0 {
		return "Starting…"
	}
	text := fmt.Sprintf("Step %d, %d of 81 cells filled: %s so far", pr.Steps, pr.Filled, words.Count(pr.Nested, "nested step", "nested steps"))
	if pr.Searching {
		text += "; looking for a nested chain…"
	}
	return text
}

// FilledShare is how far from the givens to the full grid a position
// with filled cells is, 0–1.
func FilledShare(filled, givens int) float64 {
	if givens >= 81 {
		return 1
	}
	return max(0, min(1, float64(filled-givens)/float64(81-givens)))
}

// FirstNested returns the index of the first step of t resting on a
// nested forcing chain (-1 if none) and how many there are.
func FirstNested(t *steps.Trace) (first, n int) {
	first = -1
	for i := range t.Steps {
		if IsNestedStep(&t.Steps[i]) {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	return first, n
}

// IsNestedStep reports whether a step has an inference resting on an
// inner proof.
func IsNestedStep(st *steps.Step) bool {
	for i := range st.Branches {
		for _, in := range st.Branches[i].Inferences {
			if in.Rule == steps.RuleNested {
				return true
			}
		}
	}
	for _, in := range st.Inferences {
		if in.Rule == steps.RuleNested {
			return true
		}
	}
	return false
}

// NestedSummary is the rating line at the end of a nested path: its
// own, the list keeping the guided path's.
func NestedSummary(t *steps.Trace) string {
	r := t.Rate()
	text := fmt.Sprintf("With nested forcing chains: difficulty %s, score %d", r.Difficulty, r.Score)
	if r.Hardest != "" {
		text += ", hardest step " + r.Hardest
	}
	return text + ". The puzzle list keeps the guided path's rating."
}
