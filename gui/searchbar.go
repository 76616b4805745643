package gui

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/searchbar"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

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
	x := v.indexFor(s.st.trace)
	pos := s.st.pos
	st := searchbar.State{
		Choice:        int(s.model.Search()),
		Counters:      v.countersText(s, x, pos),
		Show:          !s.solving(),
		Pos:           pos,
		NextGuess:     nextOf(x.guesses, pos) >= 0,
		NextBacktrack: nextOf(x.backtracks, pos) >= 0,
		Compare:       s.model.Editor() != nil && s.invalid == nil,
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
	x, pos := v.indexFor(v.s.st.trace), v.s.st.pos
	v.nextGuess.Disabled = nextOf(x.guesses, pos) < 0
	v.prevGuess.Disabled = prevOf(x.guesses, pos) < 0
	v.nextBacktrack.Disabled = nextOf(x.backtracks, pos) < 0
	v.prevBacktrack.Disabled = prevOf(x.backtracks, pos) < 0
	v.compare.Disabled = v.s.model.Editor() == nil || v.s.invalid != nil
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
	if cur := s.st.current(); cur != nil {
		depth = searchDepth(cur)
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
