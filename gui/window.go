package gui

import (
	"fmt"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
)

// Studio is the application window and everything it shows: the puzzle
// list, the board, the step panel and the status bar, around one open
// puzzle set.
type Studio struct {
	app   fyne.App
	win   fyne.Window
	prefs prefs

	session *Session
	index   int     // the puzzle shown
	editor  *Editor // the editing model of the puzzle shown

	mode        EditMode
	paintRegion int // the region (0–8) region mode paints with

	// game is the person's game on the puzzle shown, loaded in solve
	// mode (see solving.go); pencil makes digits toggle its notes.
	game     *play.Game
	pencil   bool
	ladder   hintLadder
	solveMsg string // what Check, First mistake or the hint said last

	// check is the exact solver's answer for the puzzle as edited, valid
	// when invalid is nil and checking is false; invalid says why the
	// givens break a rule.
	check    solver.Result
	checking bool
	invalid  error

	st       stepper
	keep     *keptPlace // where to land on the next path (another search)
	traceGen int        // the generation of the path being worked out; older results are dropped
	tracing  bool
	nested   *nestedRun // the nested path being worked out, if any (nested.go)
	// nestedShown is the nested path last shown, whose rating the end
	// of the path tells (the list keeps the guided one).
	nestedShown *steps.Trace

	playing  bool
	playStop chan struct{}
	speed    atomic.Uint64 // math.Float64bits of steps a second

	batch *batch

	search *searchView // the search bar under the board and the Search menu

	showCandidates    bool
	showRegionColours bool
	themeChoice       string

	// background runs work off the UI thread. Tests make it run the
	// work at once, so that they can look at the result without waiting.
	sync bool
	work sync.WaitGroup

	board    *board.Board
	legend   *legendSection
	centre   *fyne.Container // the board, with the region bar above it in region mode
	steps    *steppanel.Panel
	list     *puzzleList
	status   *statusBar
	tools    *toolBar
	solveBar *solveBar
	batchBar *batchBar
	menus    *menus

	// message is the last transient notice of the status bar.
	message string
}

// newStudio builds the window around the session. It does not show it.
// With sync set, work that normally runs in the background runs at once
// (for tests).
func newStudio(a fyne.App, w fyne.Window, s *Session, sync bool) *Studio {
	st := &Studio{app: a, win: w, prefs: prefs{a.Preferences()}, sync: sync}
	st.showCandidates = st.prefs.showCandidates()
	st.showRegionColours = st.prefs.showRegionColours()
	st.themeChoice = st.prefs.theme()
	st.setSpeed(st.prefs.speed())
	a.Settings().SetTheme(themeFor(st.themeChoice))

	st.board = board.New()
	st.board.SetShowCandidates(st.showCandidates)
	st.board.SetShowRegionColours(st.showRegionColours)
	st.board.OnCellTapped = st.cellTapped
	st.board.OnTypedRune = st.typedRune
	st.board.OnTypedKey = st.typedKey

	st.steps = steppanel.New(minStepsPerSecond, maxStepsPerSecond)
	st.steps.OnGoTo = st.goTo
	st.steps.OnFlash = st.flash
	st.steps.OnPlay = st.togglePlay
	st.steps.OnHint = st.showHint
	st.steps.OnBranch = st.focusBranch
	st.steps.OnUnfold = st.unfoldTo
	st.steps.OnInner = st.showInner
	st.steps.OnExplainNested = st.explainNested // offered where the guided path guesses
	st.steps.SetSpeed(st.stepsPerSecond())
	st.steps.OnSpeed = func(v float64) {
		st.setSpeed(v)
		st.prefs.setSpeed(v)
	}

	st.search = newSearchView(st)
	st.list = newPuzzleList(func() *Session { return st.session }, st.openPuzzle)
	st.status = newStatusBar()
	st.tools = newToolBar(st)
	st.solveBar = newSolveBar(st)
	st.batchBar = newBatchBar(st.cancelBatch)
	st.menus = newMenus(st)
	w.SetMainMenu(st.menus.main)

	st.legend = newLegendSection(st.prefs.showLegend())
	st.legend.onToggle = func(open bool) { st.setShowLegend(open) }
	st.list.titleRow = container.NewBorder(nil, nil, st.list.title, st.tools.solveSetBtn)
	left := newLeftColumn(st.list.titleRow, st.list.content, st.batchBar.content, st.legend)
	// In solve mode a line above the step panel says that its path
	// controls leave solve mode (solving_bar.go).
	right := container.NewBorder(st.solveBar.pathNote, nil, nil, nil, st.steps.Content())
	st.solveBar.pathBox = right
	st.centre = container.NewBorder(container.NewVBox(st.tools.regionBar, st.solveBar.content), nil, nil, nil, st.board)
	inner := container.NewHSplit(st.centre, right)
	inner.SetOffset(0.62)
	// The search bar and strip sit under the board, outside the centre,
	// so whatever the centre shows above the board stays with it.
	st.search.column = container.NewBorder(nil, st.search.content, nil, nil, st.centre)
	inner.Leading = st.search.column
	inner.Refresh() // SetOffset made the split's renderer with the old leading side
	outer := container.NewHSplit(left, inner)
	outer.SetOffset(0.27)
	w.SetContent(container.NewBorder(
		container.NewVBox(st.tools.content, widget.NewSeparator()),
		container.NewVBox(widget.NewSeparator(), st.status.content),
		nil, nil, outer))

	c := w.Canvas()
	c.SetOnTypedRune(st.typedRune)
	c.SetOnTypedKey(st.typedKey)
	// Redo has a second shortcut; a menu item shows only one.
	c.AddShortcut(redoAlternative(), func(fyne.Shortcut) { st.redo() })
	st.loadSession(s)
	return st
}

// redoAlternative is Ctrl+Shift+Z, Redo's second shortcut.
func redoAlternative() *desktop.CustomShortcut {
	return &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// background runs work in a goroutine and then apply on the UI thread;
// in tests (sync) it runs both at once.
func (s *Studio) background(work func() func()) {
	if s.sync {
		if apply := work(); apply != nil {
			apply()
		}
		return
	}
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		apply := work()
		if apply != nil {
			fyne.Do(apply)
		}
	}()
}

// loadSession shows a new puzzle set, at its first puzzle.
func (s *Studio) loadSession(sess *Session) {
	s.stopPlay()
	s.cancelBatch()
	s.session = sess
	s.index = -1
	s.list.refresh()
	if sess.Len() > 0 {
		s.openPuzzle(0)
		s.list.selectQuietly(0)
		s.list.list.ScrollToTop()
	}
	s.refreshTitle()
	s.menus.refresh()
}

// openPuzzle shows puzzle i of the set from the start of its path.
func (s *Studio) openPuzzle(i int) {
	if s.session == nil || i < 0 || i >= s.session.Len() {
		return
	}
	if i == s.index {
		return
	}
	s.stopPlay()
	s.index = i
	s.editor = s.session.Editor(i)
	s.game = nil
	s.message = ""
	s.board.SetSelected(0)
	s.recheck()
	s.list.selectQuietly(i)
	if s.mode == SolveMode && !s.loadGame() {
		s.mode = DigitMode
	}
	s.refresh()
	s.menus.refresh()
}

// puzzleEdited re-checks the puzzle after an edit of its givens or
// layout, and works out its new solution path.
func (s *Studio) puzzleEdited() {
	s.stopPlay()
	if err := s.session.Sync(s.index); err != nil {
		s.list.list.RefreshItem(s.index)
	}
	s.recheck()
	s.list.list.RefreshItem(s.index)
	s.refresh()
	s.menus.refresh()
}

// recheck validates the puzzle and, in the background, asks the exact
// solver how many solutions it has and then works out its solution
// path. A newer edit or another puzzle makes the answers stale: they
// are dropped.
func (s *Studio) recheck() {
	p := s.editor.Puzzle()
	s.invalid = p.Validate()
	s.check = solver.Result{}
	s.st = stepper{}
	s.keep = nil
	s.traceGen++
	s.tracing = false
	s.checking = false
	if s.invalid != nil {
		return
	}
	gen, index := s.traceGen, s.index
	s.checking = true
	s.background(func() func() {
		r := solver.Solve(p, 2)
		return func() { s.checkReady(gen, index, p, r) }
	})
}

// checkReady takes the exact solver's answer for the puzzle shown.
func (s *Studio) checkReady(gen, index int, p grid.Puzzle, r solver.Result) {
	if gen != s.traceGen || index != s.index {
		return
	}
	s.checking = false
	s.check = r
	s.session.SetChecked(index, r)
	s.list.list.RefreshItem(index)
	if r.Status != solver.Multiple && r.Status != solver.Unknown {
		s.startTrace(p) // several solutions have no single path to show, nor a puzzle the solver gave up on
	}
	s.refresh()
}

// refresh redraws the board, the step panel and the status bar from the
// model.
func (s *Studio) refresh() {
	if s.editor == nil {
		return
	}
	m := s.boardModel()
	s.board.SetModel(m)
	s.steps.Update(s.st.view(s.playing, s.summary(), s.stepNote()))
	s.search.update(s)
	s.status.update(s)
	s.tools.update(s)
	s.solveBar.update(s)
	s.refreshTitle()
}

// boardModel is what the board shows: in solve mode the person's game,
// otherwise the position of the step view over the puzzle's givens, and
// the clashes.
func (s *Studio) boardModel() board.Model {
	if s.solving() {
		return s.solveModel()
	}
	p := s.editor.Puzzle()
	m := board.Model{Layout: p.Regions(), Digits: p.Givens}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case p.Givens[c] == 0:
		case s.editor.IsAddition(c):
			m.Origins[c] = board.Entered
		default:
			m.Origins[c] = board.Given
		}
	}
	if s.st.ready() {
		s.st.model(&m)
	} else {
		m.Candidates = baseCandidates(p)
	}
	m.Conflicts = conflicts(&m.Digits, m.Layout)
	if s.mode == RegionMode {
		// Painting is about the regions: keep the cells clear of candidates.
		draft := s.editor.Draft()
		m.Draft = &draft
		m.Candidates = [grid.NumCells]steps.Digits{}
	}
	return m
}

// refreshTitle puts the set's name, and a mark for unsaved edits, in the title.
func (s *Studio) refreshTitle() {
	title := "Sudoku Studio"
	if s.session != nil {
		name := s.session.Name
		if s.session.Unsaved() {
			name = "• " + name
		}
		title = name + " — " + title
	}
	s.win.SetTitle(title)
}

// notify shows a short message in the status bar.
func (s *Studio) notify(format string, args ...any) {
	s.message = fmt.Sprintf(format, args...)
	s.status.update(s)
}

var _ = theme.Padding
