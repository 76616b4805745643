package gui

import (
	"fmt"
	"image/color"
	"sort"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/searchbar"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
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
		x.data.Depths[k] = int32(model.SearchDepth(st))
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
		x.deepest = max(x.deepest, model.SearchDepth(st))
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
	if !s.st.Ready() {
		return
	}
	x := s.search.indexFor(s.st.Trace())
	pos := prevOf(x.of(k), s.st.Pos())
	if forward {
		pos = nextOf(x.of(k), s.st.Pos())
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
	if s.model.Editor() != nil && !s.model.Checking() && (s.st.Ready() || s.tracing) {
		s.keepPlace()
		s.traceGen++
		s.st = stepper.Stepper{}
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

// searchView is the window's side of the search bar under the board:
// the choice of search and the index of the path shown, the bar
// (gui/searchbar) and the Search menu's items, which follow the same state.
type searchView struct {
	s     *Studio
	index *searchIndex // of the path shown, found again for a new path
	bar   *searchbar.Bar

	menu                                  *fyne.Menu
	choiceItems                           [model.NumSearches]*fyne.MenuItem
	nextGuess, prevGuess                  *fyne.MenuItem
	nextBacktrack, prevBacktrack, compare *fyne.MenuItem
	summary                               *searchSummary
}

func newSearchView(s *Studio) *searchView {
	v := &searchView{s: s, index: newSearchIndex(nil), summary: &searchSummary{}}
	labels := make([]string, model.NumSearches)
	for _, c := range model.Searches() {
		labels[c] = c.ShortLabel()
	}
	v.bar = searchbar.New(labels, int(s.model.Search()), searchbar.Callbacks{
		Choose:        func(i int) { s.setSearchChoice(model.Search(i)) },
		NextGuess:     func() { s.jumpSearch(kindGuess, true) },
		NextBacktrack: func() { s.jumpSearch(kindBacktrack, true) },
		Compare:       s.showSearchSummary,
		GoTo:          s.goTo,
	})
	v.buildMenu()
	return v
}

// buildMenu makes the Search menu: the choices, moving by guesses and
// backtracks, and the side-by-side summary.
func (v *searchView) buildMenu() {
	s := v.s
	var items []*fyne.MenuItem
	for _, c := range model.Searches() {
		v.choiceItems[c] = fyne.NewMenuItem(c.MenuLabel(), func() { s.setSearchChoice(c) })
		items = append(items, v.choiceItems[c])
	}
	v.nextGuess = item("Next Guess", ctrlShift(fyne.KeyRight), func() { s.jumpSearch(kindGuess, true) })
	v.prevGuess = item("Previous Guess", ctrlShift(fyne.KeyLeft), func() { s.jumpSearch(kindGuess, false) })
	v.nextBacktrack = item("Next Backtrack", ctrlShift(fyne.KeyDown), func() { s.jumpSearch(kindBacktrack, true) })
	v.prevBacktrack = item("Previous Backtrack", ctrlShift(fyne.KeyUp), func() { s.jumpSearch(kindBacktrack, false) })
	v.compare = fyne.NewMenuItem("Compare Searches…", s.showSearchSummary)
	sep := fyne.NewMenuItemSeparator
	items = append(items, sep(), v.nextGuess, v.prevGuess, v.nextBacktrack, v.prevBacktrack, sep(), v.compare)
	v.menu = fyne.NewMenu("Search", items...)
}

// indexFor returns the search index of trace, finding it for a new path.
func (v *searchView) indexFor(t *steps.Trace) *searchIndex {
	if v.index.trace != t {
		v.index = newSearchIndex(t)
	}
	return v.index
}

// update shows the state of s: the choice, the counters at the position
// shown, the strip and which jumps there are to make. Solving it
// yourself is about the person's position, not the engine's search: the
// search bar steps aside.
func (v *searchView) update(s *Studio) {
	x := v.indexFor(s.st.Trace())
	pos := s.st.Pos()
	st := searchbar.State{
		Choice:        int(s.model.Search()),
		Counters:      v.countersText(s, x, pos),
		Show:          !s.solving(),
		Pos:           pos,
		NextGuess:     nextOf(x.guesses, pos) >= 0,
		NextBacktrack: nextOf(x.backtracks, pos) >= 0,
		Compare:       s.model.Editor() != nil && s.model.Invalid() == nil,
	}
	if x.hasSearch() {
		st.Data, st.Colours = x.data, stripColours(s)
	}
	v.bar.Update(st)
}

// refreshMenu sets the Search menu's check marks and enabled states; the
// menus refresh the main menu after.
func (v *searchView) refreshMenu() {
	for _, c := range model.Searches() {
		v.choiceItems[c].Checked = c == v.s.model.Search()
	}
	x, pos := v.indexFor(v.s.st.Trace()), v.s.st.Pos()
	v.nextGuess.Disabled = nextOf(x.guesses, pos) < 0
	v.prevGuess.Disabled = prevOf(x.guesses, pos) < 0
	v.nextBacktrack.Disabled = nextOf(x.backtracks, pos) < 0
	v.prevBacktrack.Disabled = prevOf(x.backtracks, pos) < 0
	v.compare.Disabled = v.s.model.Editor() == nil || v.s.model.Invalid() != nil
}

// countersText counts the guesses (nodes) and backtracks taken at pos
// out of the path's, with the depth there and the deepest, and says
// when the search stopped at its node budget.
func (v *searchView) countersText(s *Studio, x *searchIndex, pos int) string {
	t := x.trace
	switch {
	case t == nil && s.tracing:
		return "Working out the " + s.model.Search().ShortLabel() + " path…"
	case t == nil:
		return ""
	case t.Status == steps.Invalid:
		return ""
	case !x.hasSearch() && t.Status == steps.Unsolvable:
		return "No guesses: logic alone proves that this puzzle has no solution."
	case !x.hasSearch():
		return "No guesses: logic alone solves this path."
	}
	depth := 0
	if cur := s.st.Current(); cur != nil {
		depth = model.SearchDepth(cur)
	}
	text := fmt.Sprintf("Guesses %s/%s · backtracks %s/%s · depth %d, deepest %d",
		words.Thousands(before(x.guesses, pos)), words.Thousands(len(x.guesses)),
		words.Thousands(before(x.backtracks, pos)), words.Thousands(len(x.backtracks)), depth, x.deepest)
	if t.Status == steps.Stopped {
		// The window holds the path whole, so the budget is its bound.
		text += " · stopped after " + words.Thousands(t.Counts.Nodes) + " nodes, the window's bound (a path within " +
			strconv.Itoa(steps.HeldPathBound>>20) + " MB)"
	}
	return text
}

// stripColours are the search strip's colours in the current theme: the
// board's guess, contradiction and backtrack colours, so that the strip
// and the board speak one language, and the theme's for the rest.
func stripColours(s *Studio) searchstrip.Colours {
	pal := currentPalette()
	th := s.app.Settings().Theme()
	v := s.app.Settings().ThemeVariant()
	nrgba := func(n fyne.ThemeColorName) color.NRGBA {
		return color.NRGBAModel.Convert(th.Color(n, v)).(color.NRGBA)
	}
	return searchstrip.Colours{
		Guess:      pal.Role(board.RoleGuess),
		Dead:       pal.Role(board.RoleContradiction),
		Base:       pal.Role(board.RoleBacktrack),
		Marker:     pal.Accent(),
		Scale:      nrgba(studiotheme.ColorNameNotation),
		Background: nrgba(theme.ColorNameInputBackground),
	}
}

// The side-by-side summary: how many nodes (guesses) and backtracks each
// algorithm needs on the open puzzle. Plain backtracking can need
// millions of nodes, more than a path could hold, so the counts come
// from core/steps.CountSearch, which runs the searches without
// recording them, in the background; plain stops at CountBudget.

// searchSummary is the summary dialog's state: the puzzle it counts, the
// counts once there, and the table that shows them.
type searchSummary struct {
	puzzle grid.Puzzle
	counts []steps.SearchCount // nil while counting
	gen    int                 // drops counts of a puzzle no longer open
	view   *searchbar.Summary  // the table of the dialog last opened
}

// showSearchSummary opens the summary for the puzzle shown, counting in
// the background when its counts are not known yet.
func (s *Studio) showSearchSummary() {
	if s.model.Editor() == nil {
		return
	}
	sum := s.search.summary
	p := s.model.Editor().Puzzle()
	sum.view = searchbar.NewSummary()
	if s.model.Invalid() != nil {
		sum.counts, sum.puzzle = nil, p
		sum.view.Note.SetText("This puzzle breaks a rule: " + s.model.Invalid().Error() + ". There is no search to count.")
	} else if sum.counts == nil || !model.SamePuzzle(sum.puzzle, p) {
		sum.puzzle, sum.counts = p, nil
		sum.gen++
		gen := sum.gen
		sum.view.Note.SetText("Counting… plain backtracking may take a few seconds.")
		s.background(func() func() {
			counts := []steps.SearchCount{steps.CountSearch(p, steps.Guided, 0)}
			counts = append(counts, steps.CompareSearch(p)...)
			return func() { s.summaryReady(gen, counts) }
		})
	}
	s.fillSummary()
	d := dialog.NewCustom("Searches compared", "Close", sum.view.Content, s.win)
	d.Resize(fyne.NewSize(720, 320))
	s.showDialog(d)
}

// summaryReady takes the counts of the puzzle the summary asked for.
func (s *Studio) summaryReady(gen int, counts []steps.SearchCount) {
	sum := s.search.summary
	if gen != sum.gen {
		return
	}
	sum.counts = counts
	s.fillSummary()
}

// fillSummary shows the counts known in the summary's table.
func (s *Studio) fillSummary() {
	if sum := s.search.summary; sum.view != nil {
		sum.view.Show(sum.counts)
	}
}
