package steps

import (
	"slices"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// InferencesText writes a list of inferences (a branch's, or a chain
// step's) as one line in derivation order, the way a branch's Text reads:
// "r9c8=1 => r5c8<>1 => 1 in row 5 locked in box 5 => r4c5<>1 => r9c5<>1
// (since r9c8=1) => r5c5=1 (only place in column 5)".
func InferencesText(l *grid.Layout, infs []Inference) string {
	if l == nil {
		l = grid.Standard()
	}
	return inferenceText(l, infs)
}

// InferenceReason says in plain words why inference i of infs holds, for
// a viewer that shows the inferences one at a time: "assumed", "r9c8=1
// removes it (column 8)", "r5c5=1 removes it (same cell)", "only candidate
// left in r5c5", "only place for 1 in column 5", "1 in row 5 locked in
// box 5", "naked subset r4c1,r4c5 in row 4", "ALS r1c23 without 4
// locked". It returns "" when i is out of range.
func InferenceReason(l *grid.Layout, infs []Inference, i int) string {
	if i < 0 || i >= len(infs) {
		return ""
	}
	if l == nil {
		l = grid.Standard()
	}
	in := infs[i]
	d := strconv.Itoa(int(in.Digit))
	switch in.Rule {
	case RulePeer:
		if len(in.Because) == 0 || in.Because[0] < 0 || in.Because[0] >= len(infs) {
			return ""
		}
		by := string(appendInference(nil, infs[in.Because[0]]))
		if in.House < 0 {
			return by + " removes it (same cell)"
		}
		return by + " removes it (" + HouseName(l, in.House) + ")"
	case RuleCell:
		return "only candidate left in " + cellName(in.Cell)
	case RuleHouse:
		return "only place for " + d + " in " + HouseName(l, in.House)
	case RuleLocked:
		return d + " in " + HouseName(l, in.House) + " locked in " + HouseName(l, in.Second)
	case RuleSubset:
		kind := "naked"
		if slices.Contains(in.Cells, in.Cell) {
			kind = "hidden"
		}
		return kind + " subset " + cellList(in.Cells) + " in " + HouseName(l, in.House)
	case RuleNested:
		// The candidate is false; what is assumed, in the inner
		// chain, is the digit placed.
		on := in
		on.On = true
		return string(appendInference(nil, on)) + " leads to a contradiction (inner chain)"
	case RuleALS:
		return alsLockWords(infs, in)
	}
	return "assumed"
}

// alsLockWords says why a RuleALS inference holds: "ALS r1c23 without 4
// locked", the set named by its cells and the digit its Because removes.
func alsLockWords(infs []Inference, in Inference) string {
	var set grid.CellSet
	for _, c := range in.Set {
		set = set.With(c)
	}
	words := "ALS " + nodeName(set)
	if len(in.Because) > 0 && in.Because[0] >= 0 && in.Because[0] < len(infs) {
		words += " without " + strconv.Itoa(int(infs[in.Because[0]].Digit))
	}
	return words + " locked"
}

// sameCells reports whether two lists hold the same cells in one order.
func sameCells(a, b []grid.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
