package steps

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Rule names why an inference of a chain or a forcing branch holds.
type Rule int8

// The rules an inference can rest on. Every one is checkable against the
// position before the step from the inferences named in its Because.
const (
	// RulePremise is the branch's assumption; it rests on nothing.
	RulePremise Rule = iota
	// RulePeer: one true candidate removes this one (the same cell, or the
	// same digit in a shared House).
	RulePeer
	// RuleCell: the last candidate left in its cell is true; Because holds
	// the removals of the others.
	RuleCell
	// RuleHouse: the last place of the digit in House is true; Because
	// holds the removals of the other places.
	RuleHouse
	// RuleLocked: the places of the digit left in House all lie in Second,
	// which removes the digit elsewhere in Second; Because holds the
	// removals that locked it.
	RuleLocked
	// RuleSubset: a naked or hidden subset in House, its cells in Cells,
	// formed in the branch's position, removes the candidate (dynamic
	// forcing chains only). Naked: the candidate lies in House outside
	// Cells, and Cells hold no digits but as many as there are cells,
	// the candidate's among them. Hidden: the candidate lies in Cells,
	// and as many digits as there are cells, not the candidate's, have
	// no places left in House outside Cells. Because holds the removals
	// that formed the subset.
	RuleSubset
	// RuleNested: the candidate, assumed true in the branch's position,
	// leads to a contradiction, so it is false (nested forcing chains
	// only). Inner is that proof, a branch of its own that replays over
	// the position before the step less the removals in Because, which
	// are the branch's removals so far.
	RuleNested
	// RuleALS: the cells of Set, an almost locked set, are left by the
	// removals in Because with as many digits as cells, so those digits
	// are locked in Set: this candidate, outside Set, sees every place of
	// its digit in Set.
	RuleALS
)

// String returns the rule as written in JSON: "premise", "peer", "cell",
// "house", "locked", "subset", "nested" or "als".
func (r Rule) String() string {
	switch r {
	case RulePeer:
		return "peer"
	case RuleCell:
		return "cell"
	case RuleHouse:
		return "house"
	case RuleLocked:
		return "locked"
	case RuleSubset:
		return "subset"
	case RuleNested:
		return "nested"
	case RuleALS:
		return "als"
	}
	return "premise"
}

// Inference is one step of a line of reasoning: a candidate set true or
// false, the rule that sets it, the house the rule uses, and the earlier
// inferences of the same list it rests on.
type Inference struct {
	Candidate
	On   bool // true: the digit is placed; false: the candidate is removed
	Rule Rule
	// House is the house the rule uses (the shared house of a peer
	// removal, the house of a last place, the house whose places lock), or
	// -1 where the rule uses none (a premise, a last candidate, a removal
	// within one cell).
	House int
	// Second is the house a locked digit lies in and is removed from; -1
	// for every other rule.
	Second int
	// Because holds indexes of earlier inferences of the same list.
	Because []int
	// Cells are the subset's cells of a RuleSubset inference; nil for
	// every other rule.
	Cells []grid.Cell
	// Inner is the inner proof of a RuleNested inference, a contradiction
	// branch; nil for every other rule.
	Inner *Branch
	// Set holds the cells of the almost locked set of a RuleALS
	// inference, nil for every other rule.
	Set []grid.Cell
}
