// Package model holds what the window shows, apart from how it shows
// it: the open puzzle set (Session) with the person's edits (Editor) and
// games, the puzzle shown, the mode and the search of the solution path.
// A Model changes only through its own methods, and tells the views that
// listen what changed. It is pure Go, without Fyne, and tested alone.
package model

import (
	"path/filepath"

	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Change says what of a Model changed: one bit for each part.
type Change uint16

// The parts of a Model that change.
const (
	ChangedSet     Change = 1 << iota // another set opened
	ChangedPuzzle                     // another puzzle shown
	ChangedMode                       // the mode
	ChangedSearch                     // the search of the solution path
	ChangedGame                       // the person's game of the puzzle shown was loaded or dropped
	ChangedGivens                     // the puzzle shown was edited and written back into the set
	ChangedFinding                    // what the exact solver found of the puzzle shown
	ChangedSaved                      // the set was written to a file, which it now reopens from
	ChangedProfile                    // the technique profile the path, hints and rating follow
)

// Has reports whether c holds every part of what.
func (c Change) Has(what Change) bool { return c&what == what }

// Model is the open set and the puzzle shown: its index, its editing
// model, the person's game on it, the mode and the search.
type Model struct {
	session *Session
	index   int
	editor  *Editor
	game    *play.Game
	mode    Mode
	search  Search
	// profile is the technique profile the path, hints and rating follow.
	profile steps.Profile
	// invalid says why the puzzle shown breaks a rule; otherwise check
	// is the exact solver's answer once checking is false.
	invalid   error
	checking  bool
	check     solver.Result
	list      ListView
	listeners []func(Change)
}

// New returns a model with no set open, in Solve mode, with search.
func New(search Search) *Model {
	m := &Model{index: -1, search: search}
	m.list.m = m
	return m
}

// List is the order the puzzle list shows the set in: sorted, filtered.
func (m *Model) List() *ListView { return &m.list }

// Listen adds f to the views told of every change, after it is made.
func (m *Model) Listen(f func(Change)) { m.listeners = append(m.listeners, f) }

func (m *Model) tell(c Change) {
	for _, f := range m.listeners {
		f(c)
	}
}

// Session is the open set, nil before one opens.
func (m *Model) Session() *Session { return m.session }

// Index is the puzzle shown, -1 for none.
func (m *Model) Index() int { return m.index }

// Editor is the editing model of the puzzle shown, nil for none.
func (m *Model) Editor() *Editor { return m.editor }

// Game is the person's game on the puzzle shown, nil outside solve mode.
func (m *Model) Game() *play.Game { return m.game }

// Mode is what the board shows and what typing on it does.
func (m *Model) Mode() Mode { return m.mode }

// Search is the search the solution path shows where logic runs out.
func (m *Model) Search() Search { return m.search }

// Open makes s the open set, with no puzzle shown yet, in Solve mode and
// with the Guided search: another search tried on the last file is no
// way to meet a new one.
func (m *Model) Open(s *Session) {
	m.session, m.index, m.editor, m.game = s, -1, nil, nil
	m.mode, m.search = SolveMode, SearchGuided
	// A new set shows whole; the column sorted by stays.
	m.list.SetFilter(AllStatuses, AllGrades)
	m.tell(ChangedSet | ChangedPuzzle | ChangedMode | ChangedSearch | ChangedGame)
}

// Show makes puzzle i of the set the one shown, without its game, and
// reports whether there is such a puzzle.
func (m *Model) Show(i int) bool {
	if m.session == nil || i < 0 || i >= m.session.Len() {
		return false
	}
	m.index, m.editor, m.game = i, m.session.Editor(i), nil
	m.tell(ChangedPuzzle | ChangedGame)
	return true
}

// SetMode switches the mode; the window decides whether it may.
func (m *Model) SetMode(mode Mode) {
	if m.mode != mode {
		m.mode = mode
		m.tell(ChangedMode)
	}
}

// SetSearch chooses the search of the solution path.
func (m *Model) SetSearch(c Search) {
	if m.search != c && c >= 0 && c < NumSearches {
		m.search = c
		m.tell(ChangedSearch)
	}
}

// Profile is the technique profile the solution path, the hints and
// the rating follow; the zero Profile is the default one.
func (m *Model) Profile() steps.Profile { return m.profile }

// SetProfile makes p the technique profile the path, the hints and the
// rating follow; the game shown takes it at once, for its next hint.
func (m *Model) SetProfile(p steps.Profile) {
	m.profile = p
	if m.game != nil {
		m.game.SetProfile(p)
	}
	m.tell(ChangedProfile)
}

// SetGame makes g the person's game on the puzzle shown (nil: none); its
// hints follow the model's technique profile.
func (m *Model) SetGame(g *play.Game) {
	if g != nil {
		g.SetProfile(m.profile)
	}
	if m.game != g {
		m.game = g
		m.tell(ChangedGame)
	}
}

// Edited writes the edited puzzle shown back into the set (see
// Session.Sync) and returns why it is invalid, or nil.
func (m *Model) Edited() error {
	if m.editor == nil {
		return nil
	}
	err := m.session.Sync(m.index)
	m.tell(ChangedGivens)
	return err
}

// Validate checks the puzzle shown against the rules and forgets what
// the solver found of it: the solver is to be asked (Checking) unless
// the puzzle breaks a rule, which the error says.
func (m *Model) Validate() error {
	m.invalid, m.check = nil, solver.Result{}
	if m.editor != nil {
		m.invalid = m.editor.Puzzle().Validate()
	}
	m.checking = m.invalid == nil
	m.tell(ChangedFinding)
	return m.invalid
}

// Solved takes the exact solver's answer for the puzzle shown.
func (m *Model) Solved(r solver.Result) {
	m.checking, m.check = false, r
	m.tell(ChangedFinding)
}

// Invalid says why the puzzle shown breaks a rule, nil when it does not.
func (m *Model) Invalid() error { return m.invalid }

// Checking reports whether the solver's answer is awaited.
func (m *Model) Checking() bool { return m.checking }

// Check is the exact solver's answer for the puzzle shown, once there.
func (m *Model) Check() solver.Result { return m.check }

// SavedTo records that the open set as it is now was written to path,
// the file it reopens from and is named after.
func (m *Model) SavedTo(path string) {
	if m.session == nil {
		return
	}
	m.session.MarkSaved()
	m.session.Path, m.session.Name = path, filepath.Base(path)
	m.tell(ChangedSaved)
}
