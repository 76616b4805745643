package gui

import (
	"slices"
	"sort"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
)

// The search view: which search the solution path shows where logic
// runs out (core/steps.SearchMode), and moving along a long search by
// its guesses and backtracks. The choice is the window's, kept in the
// preferences, and applies to every puzzle opened.

const prefSearch = "solve.search"

func (p prefs) searchChoice() model.Search { return model.SearchOf(p.p.String(prefSearch)) }

func (p prefs) setSearchChoice(c model.Search) { p.p.SetString(prefSearch, c.Key()) }

// searchIndex is what the search view needs of a path, found once per
// path: where its guesses and backtracks are, and how deep it goes.
// Counting the ones before a position is then a binary search, so a
// path of 100,000 steps costs nothing per move.
type searchIndex struct {
	trace *steps.Trace
	// data is what the search strip charts of the path.
	data       *searchstrip.Data
	guesses    []int32 // indices of the guess steps, in order
	backtracks []int32 // indices of the backtrack steps, in order
	deepest    int     // the most guesses open at once
}

func newSearchIndex(t *steps.Trace) *searchIndex {
	x := &searchIndex{trace: t, data: &searchstrip.Data{}}
	if t == nil {
		return x
	}
	x.data.Depths = make([]int32, len(t.Steps))
	for k := range t.Steps {
		st := &t.Steps[k]
		x.data.Depths[k] = int32(searchDepth(st))
		if st.Kind == steps.Contradiction {
			if x.data.Dead == nil {
				x.data.Dead = make([]int32, len(t.Steps))
				for i := range x.data.Dead {
					x.data.Dead[i] = -1
				}
			}
			x.data.Dead[k] = int32(st.Depth)
		}
		switch st.Kind {
		case steps.Guess:
			x.guesses = append(x.guesses, int32(k))
		case steps.Backtrack:
			x.backtracks = append(x.backtracks, int32(k))
		}
		x.deepest = max(x.deepest, searchDepth(st))
	}
	x.data.Deepest = x.deepest
	return x
}

// hasSearch reports whether the path guesses at all.
func (x *searchIndex) hasSearch() bool { return len(x.guesses) > 0 }

// before counts the entries of ks below k: the steps of that kind taken
// at position k.
func before(ks []int32, k int) int {
	return sort.Search(len(ks), func(i int) bool { return int(ks[i]) >= k })
}

// nextOf returns the position just after the first step of ks taken
// after position pos, that is the position that shows it as the current
// step, or -1 when there is none.
func nextOf(ks []int32, pos int) int {
	if i := before(ks, pos); i < len(ks) {
		return int(ks[i]) + 1
	}
	return -1
}

// prevOf returns the position showing the last step of ks before the
// current one (Steps[pos-1]), or -1 when there is none.
func prevOf(ks []int32, pos int) int {
	if i := before(ks, pos-1); i > 0 {
		return int(ks[i-1]) + 1
	}
	return -1
}

// searchKind picks the guesses or the backtracks of an index.
type searchKind int8

const (
	kindGuess searchKind = iota
	kindBacktrack
)

func (x *searchIndex) of(k searchKind) []int32 {
	if k == kindBacktrack {
		return x.backtracks
	}
	return x.guesses
}

// jumpSearch moves to the next (forward) or previous step of kind k of
// the path, and stays put when there is none.
func (s *Studio) jumpSearch(k searchKind, forward bool) {
	if !s.st.ready() {
		return
	}
	x := s.search.indexFor(s.st.trace)
	pos := prevOf(x.of(k), s.st.pos)
	if forward {
		pos = nextOf(x.of(k), s.st.pos)
	}
	if pos >= 0 {
		s.goTo(pos)
	}
}

// setSearchChoice makes c the search of the solution path and works the
// path of the open puzzle out again with it, in the background.
func (s *Studio) setSearchChoice(c model.Search) {
	if c < 0 || c >= model.NumSearches || c == s.model.Search() {
		return
	}
	s.model.SetSearch(c)
	s.prefs.setSearchChoice(c)
	s.stopPlay()
	// While the solver still checks the puzzle the path is not being
	// worked out yet: checkReady starts it with the new choice. Otherwise
	// a path in the works, or shown, is for the old choice: a new
	// generation drops it.
	if s.model.Editor() != nil && !s.checking && (s.st.ready() || s.tracing) {
		s.keepPlace()
		s.traceGen++
		s.st = stepper{}
		s.startTrace(s.model.Editor().Puzzle())
	}
	s.refresh()
	s.menus.refresh()
}

// traceOptions are the options the solution path is built with.
func (s *Studio) traceOptions() steps.Options {
	if s.search == nil {
		return steps.Options{}
	}
	return s.model.Search().Options()
}

// showTechniqueSettings opens Technique Settings; once it closes, the
// path, the hints and the rating follow the profile chosen there.
func (s *Studio) showTechniqueSettings() {
	techsettings.Show(s.win, s.prefs.p, s.setProfile)
}

// setProfile makes p the technique profile the path, the hints and the
// rating follow, and works the path of the puzzle shown out again with
// it, like a change of search.
func (s *Studio) setProfile(p steps.Profile) {
	if slices.Equal(p.Techniques(), s.model.Profile().Techniques()) && p.Name == s.model.Profile().Name {
		return
	}
	s.model.SetProfile(p)
	s.ladder = hintLadder{} // a rung shown under the old profile no longer holds
	s.stopPlay()
	if s.model.Editor() != nil && !s.checking && (s.st.ready() || s.tracing) {
		s.keepPlace()
		s.traceGen++
		s.st = stepper{}
		s.startTrace(s.model.Editor().Puzzle())
	}
	s.refresh()
	s.menus.refresh()
}
