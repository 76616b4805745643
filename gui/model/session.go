package model

import (
	"fmt"
	"path/filepath"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// PuzzleStatus is what the puzzle list's Status column shows: the
// person's own progress (Not started, In progress, Solved: see
// play.Status), unless the engine found that the puzzle cannot be
// solved by a person at all (no solution, several, invalid, undecided).
// What the engine found about a puzzle that can be solved (solvable,
// rated) shows in the Difficulty column instead, never as "Solved".
type PuzzleStatus int8

// The statuses of a puzzle.
const (
	StatusNotStarted PuzzleStatus = iota
	StatusInProgress              // the person has entries or notes in it
	StatusSolved                  // the person's entries complete the grid correctly
	StatusNoSolution              // the solver proved it has none
	StatusSeveral                 // the solver found two or more
	StatusInvalid                 // the givens or the file break a rule; PuzzleInfo.Reason says which
	StatusUndecided               // the solver stopped before it could tell (only with an explicit solver.Solver.GuessLimit)
)

// String names the status for the puzzle list.
func (s PuzzleStatus) String() string {
	switch s {
	case StatusInProgress:
		return "In progress"
	case StatusSolved:
		return "Solved"
	case StatusNoSolution:
		return "No solution"
	case StatusSeveral:
		return "Several solutions"
	case StatusInvalid:
		return "Invalid"
	case StatusUndecided:
		return "Undecided"
	}
	return "Not started"
}

// PuzzleInfo is what the puzzle list knows about one puzzle. It is filled
// lazily: by opening the puzzle, or by solving the whole set. It is kept
// small, as a set may hold millions of puzzles.
type PuzzleInfo struct {
	// Status is what the engine found against the puzzle (no solution,
	// several, invalid, undecided), or StatusNotStarted while it found
	// nothing against it; the person's progress is Work. Shown merges them.
	Status PuzzleStatus
	// Work is the person's own progress in the puzzle.
	Work play.Status
	// Rated is true once Difficulty, Score and Hardest hold the rating.
	Rated      bool
	Difficulty steps.Difficulty
	// Checked is true once the exact solver has run on the puzzle as it
	// is now; Session.Solution then gives its solution (or one of them).
	Checked bool
	Score   int32
	Reason  string // why the puzzle is invalid
	Hardest string
	// Profile names the technique profile the rating was made with.
	Profile string
}

// Shown is the status the list shows: the engine's finding where it
// keeps a person from solving the puzzle, else the person's progress.
func (info *PuzzleInfo) Shown() PuzzleStatus {
	switch info.Status {
	case StatusNoSolution, StatusSeveral, StatusInvalid, StatusUndecided:
		return info.Status
	}
	switch info.Work {
	case play.InProgress:
		return StatusInProgress
	case play.Solved:
		return StatusSolved
	}
	return StatusNotStarted
}

// Session is an open puzzle set: where it came from, its puzzles with
// the person's edits, and what is known about each.
type Session struct {
	// Path is the file the set was read from, "" for the sample set or a
	// set that never came from a file.
	Path string
	// Name is what the title and status bar call the set.
	Name string
	Set  *puzzlefile.Set
	Info []PuzzleInfo
	// Reference holds reference solutions opened by the person, or nil.
	Reference []grid.Grid
	// solutions holds the exact solver's solution of every checked
	// puzzle; it is made on the first check, as most sets are only browsed.
	solutions []grid.Grid
	// editors holds the editing model of every puzzle the person opened,
	// so that each keeps its own undo history.
	editors map[int]*Editor
	// games holds the person's solving work on every puzzle they solved
	// in, so that entries and notes stay with their puzzle (see Game).
	games map[int]*play.Game
	// savedProgress is the work as it was last read from or written to a
	// progress file, to tell whether there is work that no file holds.
	savedProgress []play.Progress
	// loadedCount is the number of puzzles the file had; more means the
	// person added new ones.
	loadedCount int
	// unsaved is true when a puzzle was added or removed since the set was
	// read or written.
	unsaved bool
	// gen counts the changes to Info and to the number of puzzles, so
	// that the list's view knows when to sort and filter again.
	gen uint64
}

// Generation changes whenever a puzzle's information (its status, work,
// rating, givens) or the number of puzzles changes.
func (s *Session) Generation() uint64 { return s.gen }

// NewSession wraps a set read from path (which may be "") under a display name.
func NewSession(set *puzzlefile.Set, path, name string) *Session {
	if name == "" {
		name = filepath.Base(path)
	}
	s := &Session{Path: path, Name: name, Set: set, editors: make(map[int]*Editor), games: make(map[int]*play.Game)}
	s.Info = make([]PuzzleInfo, len(set.Entries))
	for i, e := range set.Entries {
		if e.Err != nil {
			s.Info[i].Status, s.Info[i].Reason = StatusInvalid, e.Err.Error()
		}
	}
	s.loadedCount = len(set.Entries)
	return s
}

// Len returns the number of puzzles.
func (s *Session) Len() int { return len(s.Set.Entries) }

// Puzzle returns puzzle i as it is now, the person's edits included.
func (s *Session) Puzzle(i int) grid.Puzzle {
	if e, ok := s.editors[i]; ok {
		return e.Puzzle()
	}
	return s.Set.Entries[i].Puzzle
}

// Editor returns the editing model of puzzle i, making it on first use.
func (s *Session) Editor(i int) *Editor {
	e, ok := s.editors[i]
	if !ok {
		e = NewEditor(s.Set.Entries[i].Puzzle)
		s.editors[i] = e
	}
	return e
}

// Unsaved reports whether the set holds edits not yet written to a file.
func (s *Session) Unsaved() bool {
	if s.unsaved {
		return true
	}
	for _, e := range s.editors {
		if e.Changed() {
			return true
		}
	}
	return false
}

// NeverSaved reports whether no file holds any puzzle of the set: it
// was generated or made here and not saved yet.
func (s *Session) NeverSaved() bool { return s.Path == "" && s.Len() > 0 && s.AddedCount() == s.Len() }

// UnsavedMark is what the status bar adds to the set's name: whether it
// was never saved or has edits no file holds.
func (s *Session) UnsavedMark() string {
	switch {
	case s.NeverSaved():
		return " (new, never saved)"
	case s.Unsaved():
		return " (edited)"
	}
	return ""
}

// EditedCount returns how many puzzles the file had that the person
// edited since.
func (s *Session) EditedCount() int {
	n := 0
	for i, e := range s.editors {
		if i < s.loadedCount && e.Changed() {
			n++
		}
	}
	return n
}

// AddedCount returns how many puzzles joined the set (generated, made
// new, pasted) since it was read or written: they are in no file yet.
func (s *Session) AddedCount() int { return max(s.Len()-s.loadedCount, 0) }

// Add appends a new puzzle and returns its index.
func (s *Session) Add(p grid.Puzzle) int {
	s.Set.Entries = append(s.Set.Entries, puzzlefile.Entry{Puzzle: p})
	s.Info = append(s.Info, PuzzleInfo{})
	s.gen++
	if s.solutions != nil {
		s.solutions = append(s.solutions, grid.Grid{})
	}
	s.unsaved = true
	return s.Len() - 1
}

// MarkNew records that no file holds any puzzle of the set (puzzles
// pasted as a new set): it is new and never saved.
func (s *Session) MarkNew() {
	s.loadedCount, s.unsaved = 0, true
}

// Sync writes the edited puzzle i back into the set, so that the set
// (and what is exported from it) holds the person's edits, and forgets
// what was known about the old puzzle. It returns the reason the puzzle
// is invalid, or nil.
func (s *Session) Sync(i int) error {
	p := s.Puzzle(i)
	err := p.Validate()
	s.Set.Entries[i] = puzzlefile.Entry{Puzzle: p, Err: err}
	info := PuzzleInfo{Work: s.Info[i].Work}
	if err != nil {
		info.Status, info.Reason = StatusInvalid, err.Error()
	}
	s.Info[i] = info
	s.gen++
	return err
}

// MarkSaved records that the set as it is now has been written.
func (s *Session) MarkSaved() {
	for _, e := range s.editors {
		e.MarkSaved()
	}
	s.loadedCount = s.Len()
	s.unsaved = false
}

// SetChecked records the exact solver's answer for puzzle i.
func (s *Session) SetChecked(i int, r solver.Result) {
	info := &s.Info[i]
	if info.Status == StatusInvalid {
		return
	}
	if s.solutions == nil {
		s.solutions = make([]grid.Grid, s.Len())
	}
	info.Checked, s.solutions[i] = true, r.Solution
	s.gen++
	switch r.Status {
	case solver.None:
		info.Status = StatusNoSolution
	case solver.Multiple:
		info.Status = StatusSeveral
	case solver.Unknown:
		info.Status = StatusUndecided
	default:
		if info.Status == StatusNoSolution || info.Status == StatusSeveral || info.Status == StatusUndecided {
			info.Status = StatusNotStarted
		}
	}
}

// SetRating records the rating of puzzle i's solution path.
func (s *Session) SetRating(i int, r steps.Rating) {
	info := &s.Info[i]
	info.Rated = true
	s.gen++
	info.Difficulty, info.Score, info.Hardest, info.Profile = r.Difficulty, int32(r.Score), r.Hardest, r.Profile
}

// ForgetRatings drops the rating of every puzzle, as when the technique
// profile they were made with is no longer the one the path follows,
// and returns how many it dropped. What the exact solver found stays.
func (s *Session) ForgetRatings() int {
	n := 0
	for i := range s.Info {
		info := &s.Info[i]
		if info.Rated {
			n++
			info.Rated, info.Difficulty, info.Score, info.Hardest, info.Profile = false, 0, 0, "", ""
		}
	}
	s.gen++
	return n
}

// Solution returns the solution the exact solver found for puzzle i, if
// it has been checked and has one.
func (s *Session) Solution(i int) (grid.Grid, bool) {
	if i < 0 || i >= len(s.solutions) || !s.Info[i].Checked {
		return grid.Grid{}, false
	}
	return s.solutions[i], true
}

// Solutions returns the solved grid of every puzzle for export: the
// solution the solver found (one of them where there are several, as
// the solve command writes), NoSolution() where there is none (no
// solution, invalid, undecided, or not checked). ok is false when some
// puzzle has not been checked yet.
func (s *Session) Solutions() (out []grid.Grid, ok bool) {
	out = make([]grid.Grid, s.Len())
	ok = true
	for i := range out {
		info := &s.Info[i]
		switch {
		case info.Status == StatusInvalid || info.Status == StatusNoSolution || info.Status == StatusUndecided:
			out[i] = puzzlefile.NoSolution()
		case info.Checked:
			out[i] = s.solutions[i]
		default:
			out[i] = puzzlefile.NoSolution()
			ok = false
		}
	}
	return out, ok
}

// ReferenceFor returns the reference solution of puzzle i and whether there is one.
func (s *Session) ReferenceFor(i int) (grid.Grid, bool) {
	if i < 0 || i >= len(s.Reference) {
		return grid.Grid{}, false
	}
	return s.Reference[i], true
}

// Describe names puzzle i for the status bar: "puzzle 3 of 133".
func (s *Session) Describe(i int) string {
	return fmt.Sprintf("puzzle %d of %d", i+1, s.Len())
}

// StatusText is the status column's text: the status, and for an
// invalid puzzle the reason.
func (info *PuzzleInfo) StatusText() string {
	if info.Status == StatusInvalid && info.Reason != "" {
		return "Invalid: " + info.Reason
	}
	return info.Shown().String()
}

// DifficultyText is the difficulty column's text: what the engine found
// of a puzzle a person can solve, apart from the person's status. It is
// the rating once rated, "Solvable" once the solver found its one
// solution, and "" before.
func (info *PuzzleInfo) DifficultyText() string {
	switch {
	case info.Rated:
		return info.Difficulty.String()
	case info.Checked && info.Shown() <= StatusSolved:
		return "Solvable"
	}
	return ""
}
