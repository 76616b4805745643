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
	Cells        []grid.Cell // cells the step is about beyond its candidates: the contradiction's cell, the cells a backtrack undoes

	Text        string // one line in the community's notation, e.g. "Naked Pair: 3,7 in r4c2,r4c6 => r4c8<>3, r4c9<>7"
	Explanation string // a sentence or two in plain words
}
