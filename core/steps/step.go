// Package steps is the logical step engine: it solves a puzzle the way a
// strong human solver would, one technique at a time, and records every
// step as data (the candidates a technique uses, the ones it removes, the
// houses and chain links involved) so that a viewer can draw and explain it.
// Where logic runs out it guesses, and records the guess, the contradiction
// and the backtrack as steps too.
package steps

import "github.com/sudoku-studio/sudoku-studio/core/grid"

// Kind tells a logical deduction from the parts of a search.
type Kind int8

// The kinds of step.
const (
	Logic         Kind = iota // a deduction by a named technique
	Guess                     // the search places a digit it is not sure of
	Contradiction             // the position reached has no solution
	Backtrack                 // the search returns to before its last guess and removes the guessed digit
)

// String returns the kind as written in JSON output: "logic", "guess",
// "contradiction" or "backtrack".
func (k Kind) String() string {
	switch k {
	case Guess:
		return "guess"
	case Contradiction:
		return "contradiction"
	case Backtrack:
		return "backtrack"
	}
	return "logic"
}

// Candidate is one digit in one cell.
type Candidate struct {
	Cell  grid.Cell
	Digit int8
}

// Link joins two candidates of a chain. A strong link means "if From is
// false then To is true"; a weak link means "if From is true then To is false".
type Link struct {
	From, To Candidate
	Strong   bool
}

// Step is one move of the solution path, kept as data: the viewer colours
// each field by its role (pattern green, eliminations red, placements blue,
// houses outlined, links as arrows, fins apart from the pattern).
type Step struct {
	Technique string // stable name, e.g. "Naked Pair", "X-Wing", "Guess"
	Kind      Kind
	// Depth is the number of open guesses when the step is taken. A
	// Guess has the depth it is made at and the steps under it are one
	// deeper; a Backtrack has the depth it returns to, that of its Guess.
	Depth int

	Placements   []Candidate // digits the step places
	Eliminations []Candidate // candidates the step removes
	Pattern      []Candidate // candidates that make the technique work
	Fins         []Candidate // fin candidates of finned patterns, if any
	Houses       []int       // houses involved, as indexes into grid.Layout.House
	Links        []Link      // chain links in order
	// Inferences are a chain step's links as reasoned inferences, in
	// derivation order with the premise first (see Inference); nil for
	// steps that are no chain and for forcing steps, whose branches
	// carry their own.
	Inferences []Inference
	Cells      []grid.Cell // cells the step is about beyond its candidates: the contradiction's cell, the cells a backtrack undoes

	// Groups are sets of cells the step treats as one unit, each tinted in
	// its own colour: the almost locked sets of ALS steps, the two sets of
	// a Sue de Coq, the innies and outies of the Law of Leftovers.
	Groups []Group
	// Restricted are the candidates of the restricted common digits that
	// tie groups together, marked on the board.
	Restricted []Candidate
	// Branches are the lines of reasoning of a forcing chain or net, one
	// for each premise, each drawn in its own colour.
	Branches []Branch

	// Substeps are the steps a round of a search's propagation is made
	// of (see SinglesName), in the order they apply; nil for other steps.
	Substeps []Step

	Text        string // one line in the community's notation, e.g. "Naked Pair: 3,7 in r4c2,r4c6 => r4c8<>3, r4c9<>7"
	Explanation string // a sentence or two in plain words
}

// Group is a set of cells a step treats as one unit, such as an almost
// locked set: N cells holding N+1 digits.
type Group struct {
	Label  string // a short name for the text, e.g. "A", "B", "innies"
	Cells  []grid.Cell
	Digits []int8 // the candidates the group holds, in increasing order
}

// Branch is one line of reasoning of a forcing chain or net: from a
// premise, the inferences it forces, in an order in which each one's
// reasons come before it. Its links read as the implication graph's
// edges: a weak link makes its To false because its From is true; a
// strong link makes its To true because its From is false and, in a
// net, so are the Froms of the other strong links into the same To.
type Branch struct {
	Premise Candidate
	// On tells whether the branch assumes the premise true (the digit
	// placed) or false (the candidate removed).
	On    bool
	Links []Link
	// Inferences are the branch as reasoned inferences, in derivation
	// order with the premise at index 0; Links are read off them.
	Inferences []Inference
	// Contradiction is set when the branch ends in a contradiction
	// rather than in the step's conclusion; Breakdown says where.
	Contradiction bool
	Breakdown     *Breakdown // nil unless Contradiction
	Text          string     // the branch in the community's notation
}

// Breakdown says where a branch's contradiction lies: one of a cell left
// without a candidate, a house left without a place for a digit, or a
// candidate made both true and false.
type Breakdown struct {
	Cell  grid.Cell // the cell left without a candidate, or -1
	House int       // the house left without a place for Digit, or -1
	Digit int8
	Both  Candidate // the candidate made both true and false; Digit 0 for none
}
