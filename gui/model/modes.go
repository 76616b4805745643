package model

import "github.com/sudoku-studio/sudoku-studio/core/steps"

// Mode says what the board shows and what typing and tapping on it do.
// The puzzle's givens change in the editing modes alone (Edit and
// Regions), entered on purpose and shown by a banner while they last;
// a puzzle opens in Solve mode, and no key but a mode's own shortcut
// changes the mode (Esc does not).
type Mode int8

// The modes.
const (
	SolveMode    Mode = iota // digits are the person's entries, or notes with the pencil on
	PathMode                 // the engine's solution path, stepped through; digits change nothing
	EditMode                 // digits 1–9 set the puzzle's givens
	RegionMode               // taps and digits paint cells into a region of a draft layout
	PracticeMode             // a round of practice in one technique (gui/practice): clicks mark candidates
)

// String names the mode for the status bar.
func (m Mode) String() string {
	switch m {
	case PathMode:
		return "Solution path"
	case EditMode:
		return "Edit puzzle"
	case RegionMode:
		return "Edit regions"
	case PracticeMode:
		return "Practice"
	}
	return "Solve"
}

// Editing reports whether m changes the puzzle itself.
func (m Mode) Editing() bool { return m == EditMode || m == RegionMode }

// Search is a search the person can choose: the modes of
// core/steps, with the full search offered with and without logic first.
type Search int8

// The searches, in the order the menu shows them; NumSearches counts them.
const (
	SearchGuided Search = iota
	SearchFull
	SearchFullNoLogic
	SearchMRV
	SearchPlain
	NumSearches
)

// Searches lists the choices in the order the menu and the selector show them.
func Searches() []Search {
	out := make([]Search, NumSearches)
	for i := range out {
		out[i] = Search(i)
	}
	return out
}

// Label names the choice in the menu and the selector.
func (c Search) Label() string {
	switch c {
	case SearchFull:
		return "Full search"
	case SearchFullNoLogic:
		return "Full, no logic"
	case SearchMRV:
		return "MRV"
	case SearchPlain:
		return "Plain backtracking"
	}
	return "Guided"
}

// Key is the choice as the preferences keep it: the command line's
// mode name, and "full-nologic".
func (c Search) Key() string {
	if c == SearchFullNoLogic {
		return "full-nologic"
	}
	return c.Options().Search.String()
}

// SearchOf reads a choice from its key; anything else is Guided.
func SearchOf(key string) Search {
	for _, c := range Searches() {
		if c.Key() == key {
			return c
		}
	}
	return SearchGuided
}

// Options are the core options that build the choice's path, with the
// default node budget.
func (c Search) Options() steps.Options {
	switch c {
	case SearchFull:
		return steps.Options{Search: steps.Full}
	case SearchFullNoLogic:
		return steps.Options{Search: steps.Full, NoLogic: true}
	case SearchMRV:
		return steps.Options{Search: steps.MRV}
	case SearchPlain:
		return steps.Options{Search: steps.Plain}
	}
	return steps.Options{Search: steps.Guided}
}

// ShortLabel names a choice in the compact selector.
func (c Search) ShortLabel() string {
	switch c {
	case SearchFull:
		return "Full"
	case SearchFullNoLogic:
		return "Full, no logic"
	case SearchMRV:
		return "MRV"
	case SearchPlain:
		return "Plain"
	}
	return "Guided"
}

// MenuLabel names a choice in the Search menu, saying what it is.
func (c Search) MenuLabel() string {
	switch c {
	case SearchFull:
		return "Full Search (Exact Solver)"
	case SearchFullNoLogic:
		return "Full Search without Logic"
	case SearchMRV:
		return "MRV (Constraint Propagation)"
	case SearchPlain:
		return "Plain Backtracking"
	}
	return "Guided Path"
}

// SearchDepth is the number of open guesses after st: a guess opens one
// more than it was taken under.
func SearchDepth(st *steps.Step) int {
	if st.Kind == steps.Guess {
		return st.Depth + 1
	}
	return st.Depth
}
