package gui

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/searchstrip"
)

// searchView is the search bar under the board: the choice of search,
// buttons to the next guess and the next backtrack, the search strip and
// the counters; and the Search menu's items, which follow the same state.
type searchView struct {
	s      *Studio
	choice searchChoice
	index  *searchIndex // of the path shown, found again for a new path

	content *fyne.Container
	// column is the container that holds content under the board; it
	// must lay out again when content grows or shrinks (the strip shown
	// or hidden), since refreshing content alone keeps its old height.
	column   *fyne.Container
	selector *widget.Select
	strip    *searchstrip.Strip
	counters *widget.Label

	nextGuessBtn, nextBacktrackBtn, compareBtn *widget.Button

	menu                                  *fyne.Menu
	choiceItems                           [numSearchChoices]*fyne.MenuItem
	nextGuess, prevGuess                  *fyne.MenuItem
	nextBacktrack, prevBacktrack, compare *fyne.MenuItem
	quiet                                 bool // set while the view sets the selector itself
	summary                               *searchSummary
}

// shortLabel names a choice in the compact selector.
func (c searchChoice) shortLabel() string {
	switch c {
	case searchFull:
		return "Full"
	case searchFullNoLogic:
		return "Full, no logic"
	case searchMRV:
		return "MRV"
	case searchPlain:
		return "Plain"
	}
	return "Guided"
}

// menuLabel names a choice in the Search menu, saying what it is.
func (c searchChoice) menuLabel() string {
	switch c {
	case searchFull:
		return "Full Search (Exact Solver)"
	case searchFullNoLogic:
		return "Full Search without Logic"
	case searchMRV:
		return "MRV (Constraint Propagation)"
	case searchPlain:
		return "Plain Backtracking"
	}
	return "Guided Path"
}

func newSearchView(s *Studio) *searchView {
	v := &searchView{s: s, choice: s.prefs.searchChoice(), index: newSearchIndex(nil), summary: &searchSummary{}}
	labels := make([]string, numSearchChoices)
	for _, c := range searchChoices() {
		labels[c] = c.shortLabel()
	}
	v.selector = widget.NewSelect(labels, func(label string) {
		if v.quiet {
			return
		}
		for _, c := range searchChoices() {
			if c.shortLabel() == label {
				s.setSearchChoice(c)
			}
		}
	})
	v.quiet = true
	v.selector.SetSelectedIndex(int(v.choice))
	v.quiet = false
	v.nextGuessBtn = widget.NewButtonWithIcon("Next guess", theme.NavigateNextIcon(), func() { s.jumpSearch(kindGuess, true) })
	v.nextBacktrackBtn = widget.NewButtonWithIcon("Next backtrack", theme.NavigateNextIcon(), func() { s.jumpSearch(kindBacktrack, true) })
	v.compareBtn = widget.NewButton("Compare…", s.showSearchSummary)
	v.strip = searchstrip.New(s.goTo)
	v.counters = widget.NewLabel("")
	v.counters.SizeName = theme.SizeNameCaptionText
	// The counters wrap in a narrow window rather than end in an ellipsis.
	v.counters.Wrapping = fyne.TextWrapWord

	// The controls wrap onto a second row in a narrow window.
	row := &wrapRow{onRows: func() {
		if v.column != nil {
			fyne.Do(func() {
				v.content.Refresh()
				v.column.Refresh()
			})
		}
	}}
	controls := container.New(row, container.NewHBox(widget.NewLabel("Search"), v.selector),
		v.nextGuessBtn, v.nextBacktrackBtn, v.compareBtn)
	v.content = container.NewVBox(widget.NewSeparator(), controls, v.strip, v.counters)
	v.buildMenu()
	return v
}

// buildMenu makes the Search menu: the choices, moving by guesses and
// backtracks, and the side-by-side summary.
func (v *searchView) buildMenu() {
	s := v.s
	var items []*fyne.MenuItem
	for _, c := range searchChoices() {
		v.choiceItems[c] = fyne.NewMenuItem(c.menuLabel(), func() { s.setSearchChoice(c) })
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
// shown, the strip and which jumps there are to make.
func (v *searchView) update(s *Studio) {
	if v.selector.SelectedIndex() != int(v.choice) {
		v.quiet = true
		v.selector.SetSelectedIndex(int(v.choice))
		v.quiet = false
	}
	x := v.indexFor(s.st.trace)
	pos := s.st.pos
	widgets.SetText(v.counters, v.countersText(s, x, pos))
	// Solving it yourself is about the person's position, not the
	// engine's search: the search bar steps aside.
	resized := widgets.SetVisible(v.content, !s.solving())
	if x.hasSearch() {
		v.strip.SetColours(stripColours(s))
		v.strip.Chart(x.data, pos)
	}
	if widgets.SetVisible(v.strip, x.hasSearch()) {
		v.content.Refresh()
		resized = true
	}
	if resized && v.column != nil {
		v.column.Refresh()
	}
	widgets.SetEnabled(v.nextGuessBtn, nextOf(x.guesses, pos) >= 0)
	widgets.SetEnabled(v.nextBacktrackBtn, nextOf(x.backtracks, pos) >= 0)
	widgets.SetEnabled(v.compareBtn, s.editor != nil && s.invalid == nil)
}

// refreshMenu sets the Search menu's check marks and enabled states; the
// menus refresh the main menu after.
func (v *searchView) refreshMenu() {
	for _, c := range searchChoices() {
		v.choiceItems[c].Checked = c == v.choice
	}
	x, pos := v.indexFor(v.s.st.trace), v.s.st.pos
	v.nextGuess.Disabled = nextOf(x.guesses, pos) < 0
	v.prevGuess.Disabled = prevOf(x.guesses, pos) < 0
	v.nextBacktrack.Disabled = nextOf(x.backtracks, pos) < 0
	v.prevBacktrack.Disabled = prevOf(x.backtracks, pos) < 0
	v.compare.Disabled = v.s.editor == nil || v.s.invalid != nil
}

// countersText counts the guesses (nodes) and backtracks taken at pos
// out of the path's, with the depth there and the deepest, and says
// when the search stopped at its node budget.
func (v *searchView) countersText(s *Studio, x *searchIndex, pos int) string {
	t := x.trace
	switch {
	case t == nil && s.tracing:
		return "Working out the " + v.choice.shortLabel() + " path…"
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
		thousands(before(x.guesses, pos)), thousands(len(x.guesses)),
		thousands(before(x.backtracks, pos)), thousands(len(x.backtracks)), depth, x.deepest)
	if t.Status == steps.Stopped {
		// The window holds the path whole, so the budget is its bound.
		text += " · stopped after " + thousands(t.Counts.Nodes) + " nodes, the window's bound (a path within " +
			strconv.Itoa(steps.HeldPathBound>>20) + " MB)"
	}
	return text
}

// thousands writes n with a comma between thousands: 20,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
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
		Scale:      nrgba(colorNameNotation),
		Background: nrgba(theme.ColorNameInputBackground),
	}
}
