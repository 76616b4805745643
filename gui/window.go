package gui

import (
	"fmt"
	"image/color"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/legend"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/numpad"
	"github.com/sudoku-studio/sudoku-studio/gui/palette"
	"github.com/sudoku-studio/sudoku-studio/gui/printdialog"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

// Studio is the application window and everything it shows: the puzzle
// list, the board, the step panel and the status bar, around one open
// puzzle set.
type Studio struct {
	app   fyne.App
	win   fyne.Window
	prefs prefs

	// model is the open set, the puzzle shown (its index, editor and
	// the person's game), the mode and the search: gui/model.
	model *model.Model

	paintRegion int // the region (0–8) region mode paints with
	// editStart is the puzzle as it was when the editing modes were
	// entered, to tell whether leaving them must ask.
	editStart grid.Puzzle
	// autoAdvance moves the selection to the next cell after a digit in
	// Edit Puzzle mode.
	autoAdvance bool

	// pencil makes digits toggle the notes of the person's game, which
	// is loaded in solve mode (see solving.go).
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
	legend   *legend.Section
	centre   *fyne.Container // the board, with the region bar above it in region mode
	steps    *steppanel.Panel
	list     *puzzlelist.List
	status   *statusBar
	tools    *toolBar
	solveBar *solvebar.Bar
	batchBar *batchBar
	// modeSlot is the room above the board, the same height in every
	// mode: the solve bar, the editing banner (with the region bar) or
	// the path line fill it.
	modeSlot   *fyne.Container
	editBox    *fyne.Container
	bannerText *widget.Label
	pathLine   *widget.Label
	solveLine  *widget.Label
	pathPanel  *fyne.Container // the step panel with the search and region bars
	pad        *numpad.Pad     // digits by mouse, under the board
	menus      *menus
	// input decides where every key, shortcut and menu action goes.
	input *inputRouter

	// palette is the command palette last opened (for tests).
	palette *palette.Palette
	// printForm is the print dialog last opened, for tests.
	printForm *printdialog.Form

	// afterSave runs once a save started from the unsaved question has
	// written its file.
	afterSave func()

	// message is the last transient notice of the status bar.
	message string
}

// newStudio builds the window around the session. It does not show it.
// With sync set, work that normally runs in the background runs at once
// (for tests).
func newStudio(a fyne.App, w fyne.Window, s *model.Session, sync bool) *Studio {
	st := &Studio{app: a, win: w, prefs: prefs{a.Preferences()}, sync: sync}
	st.model = model.New(st.prefs.searchChoice())
	st.model.SetProfile(st.prefs.techniqueProfile())
	st.showCandidates = st.prefs.showCandidates()
	st.showRegionColours = st.prefs.showRegionColours()
	st.autoAdvance = st.prefs.autoAdvance()
	st.themeChoice = st.prefs.theme()
	st.setSpeed(st.prefs.speed())
	a.Settings().SetTheme(studiotheme.For(st.themeChoice))

	st.board = board.New()
	st.board.SetShowCandidates(st.showCandidates)
	st.board.SetShowRegionColours(st.showRegionColours)
	st.board.OnCellTapped = st.cellTapped
	st.input = newInputRouter(w.Canvas())
	st.input.onRune, st.input.onKey = st.typedRune, st.typedKey
	st.board.OnCellSecondaryTapped = st.input.guardCell(st.noteTapped)
	st.pad = numpad.New()
	st.pad.OnDigit = func(d int8) { st.input.guard(func() { st.padKey(func() { st.typeDigit(d) }) })() }
	st.pad.OnErase = st.input.guard(func() { st.padKey(st.clearSelected) })
	st.pad.OnNotes = func(on bool) { st.input.guard(func() { st.padKey(func() { st.setPencil(on) }) })() }
	st.board.OnTypedRune = st.input.typedRune
	st.board.OnTypedKey = st.input.typedKey

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
	st.list = puzzlelist.New(st.listLen, st.listRow, st.openPuzzle)
	st.status = newStatusBar()
	st.tools = newToolBar(st)
	st.solveBar = solvebar.New(st.setAuto, st.checkGame, st.firstMistake, st.showHint)
	st.batchBar = newBatchBar(st.cancelBatch)
	st.menus = newMenus(st)
	w.SetMainMenu(st.menus.main)

	st.legend = legend.NewSection(st.prefs.showLegend())
	st.legend.OnToggle = func(open bool) { st.setShowLegend(open) }
	st.list.TitleRow = container.NewBorder(nil, nil, st.list.Title, st.tools.solveSetBtn)
	left := newLeftColumn(st.list.TitleRow, st.list.Content, st.batchBar.content, st.legend)
	// The board holds still: above it one line says the mode (the
	// editing banner while the puzzle is edited), under it the number
	// pad, all of the same height in every mode. What changes with the
	// mode is beside it, in the right panel.
	st.editBox, st.bannerText = newEditBanner(st)
	// The lines are short enough for the board's width at 1024×700.
	st.solveLine = modeLine("Solving: digits are your entries")
	st.pathLine = modeLine("The solution path, step by step")
	st.modeSlot = container.New(holdLayout{}, st.solveLine, st.editBox, st.pathLine)
	st.centre = container.NewBorder(st.modeSlot, st.pad, nil, nil, st.board)
	// The right panel: in solve mode the solve panel, otherwise the
	// path with its search bar (and the region bar while painting).
	st.pathPanel = container.NewBorder(container.NewVBox(st.tools.regionBar, st.search.bar.Content), nil, nil, nil, st.steps.Content())
	st.search.bar.Column = st.pathPanel
	right := container.New(holdLayout{}, st.solveBar.Content, st.pathPanel)
	inner := container.NewHSplit(st.centre, right)
	inner.SetOffset(0.64)
	outer := container.NewHSplit(left, inner)
	outer.SetOffset(0.25)
	w.SetContent(container.NewBorder(
		container.NewVBox(st.tools.content, widget.NewSeparator()),
		container.NewVBox(widget.NewSeparator(), st.status.content),
		nil, nil, outer))

	c := w.Canvas()
	c.SetOnTypedRune(st.input.typedRune)
	c.SetOnTypedKey(st.input.typedKey)
	// Redo has a second shortcut; a menu item shows only one.
	redo := st.input.guard(st.redo)
	c.AddShortcut(redoAlternative(), func(fyne.Shortcut) { redo() })
	st.model.Listen(st.modelChanged)
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
func (s *Studio) loadSession(sess *model.Session) {
	s.stopPlay()
	s.cancelBatch()
	// A file opens in Solve mode, where nothing typed changes its givens,
	// and with the Guided search.
	s.model.Open(sess)
	if sess.Len() > 0 {
		s.openPuzzle(0)
		s.list.List.ScrollToTop()
	}
	s.menus.refresh()
}

// modelChanged keeps the views that follow the model's own state in
// step with it: the list's rows and selection, and the window's title.
// What follows from the engine's answers is redrawn by refresh.
func (s *Studio) modelChanged(c model.Change) {
	if c.Has(model.ChangedSet) {
		s.list.Refresh()
	}
	if i := s.model.Index(); i >= 0 {
		if c.Has(model.ChangedPuzzle) {
			s.list.SelectQuietly(i)
		}
		if c.Has(model.ChangedGivens) {
			s.list.List.RefreshItem(i)
		}
	}
	if c&(model.ChangedSet|model.ChangedGivens) != 0 {
		s.refreshTitle()
	}
}

// openPuzzle shows puzzle i of the set from the start of its path, in
// Solve mode. Leaving a puzzle being edited asks first about changes.
func (s *Studio) openPuzzle(i int) {
	if s.model.Session() == nil || i < 0 || i >= s.model.Session().Len() {
		return
	}
	if i == s.model.Index() {
		return
	}
	if s.model.Mode().Editing() {
		from := s.model.Index()
		s.leaveEditing(func() { s.model.SetMode(model.SolveMode); s.showPuzzle(i) }, func() { s.list.SelectQuietly(from) })
		return
	}
	s.showPuzzle(i)
}

// showPuzzle shows puzzle i, in Solve mode where it can be played and
// on its solution path where it cannot.
func (s *Studio) showPuzzle(i int) {
	s.stopPlay()
	s.model.Show(i)
	s.message = ""
	s.board.SetSelected(0)
	s.recheck()
	s.model.SetMode(model.SolveMode)
	if !s.loadGame() {
		s.model.SetMode(model.PathMode)
	}
	s.refresh()
	s.menus.refresh()
}

// openNeighbour opens the puzzle delta places from the one shown, and
// shows it in the list.
func (s *Studio) openNeighbour(delta int) {
	if s.model.Session() == nil {
		return
	}
	i := s.model.Index() + delta
	if i < 0 || i >= s.model.Session().Len() {
		return
	}
	s.openPuzzle(i)
	s.list.List.ScrollTo(i)
}

// puzzleEdited re-checks the puzzle after an edit of its givens or
// layout, and works out its new solution path.
func (s *Studio) puzzleEdited() {
	s.stopPlay()
	s.model.Edited()
	s.recheck()
	s.list.List.RefreshItem(s.model.Index())
	s.refresh()
	s.menus.refresh()
}

// recheck validates the puzzle and, in the background, asks the exact
// solver how many solutions it has and then works out its solution
// path. A newer edit or another puzzle makes the answers stale: they
// are dropped.
func (s *Studio) recheck() {
	p := s.model.Editor().Puzzle()
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
	gen, index := s.traceGen, s.model.Index()
	s.checking = true
	s.background(func() func() {
		r := solver.Solve(p, 2)
		return func() { s.checkReady(gen, index, p, r) }
	})
}

// checkReady takes the exact solver's answer for the puzzle shown.
func (s *Studio) checkReady(gen, index int, p grid.Puzzle, r solver.Result) {
	if gen != s.traceGen || index != s.model.Index() {
		return
	}
	s.checking = false
	s.check = r
	s.model.Session().SetChecked(index, r)
	s.list.List.RefreshItem(index)
	if r.Status != solver.Multiple && r.Status != solver.Unknown {
		s.startTrace(p) // several solutions have no single path to show, nor a puzzle the solver gave up on
	}
	s.refresh()
}

// refresh redraws the board, the step panel and the status bar from the
// model.
func (s *Studio) refresh() {
	if s.model.Editor() == nil {
		s.status.update(s)
		return
	}
	m := s.boardModel()
	s.board.SetModel(m)
	s.steps.Update(s.st.view(s.playing, s.summary(), s.stepNote()))
	s.search.update(s)
	s.status.update(s)
	s.tools.update(s)
	s.updateSolveBar()
	s.updateModeSlot()
	s.updatePad()
	s.refreshTitle()
}

// updateSolveBar shows the solve panel in solve mode only, with the
// state of the game. One Hint button: in solve mode the panel's, which
// names the next rung of the ladder.
func (s *Studio) updateSolveBar() {
	show := s.solving()
	s.steps.ShowHintButton(!show)
	var st solvebar.State
	if show {
		st = solvebar.State{Auto: s.model.Game().Auto(), HintLabel: s.nextHintLabel(), Message: s.solveMsg}
	}
	s.solveBar.Update(show, st)
}

// updatePad enables the pad's keys the mode uses: digits in solve and
// the editing modes, Erase in solve and Edit Puzzle mode, Notes in
// solve mode, where it is the pencil.
func (s *Studio) updatePad() {
	solving := s.solving()
	s.pad.SetEnabled(solving || s.model.Mode().Editing(), solving || s.model.Mode() == model.EditMode, solving)
	s.pad.SetNotes(solving && s.pencil)
}

// padKey runs what a key of the pad does, with the board keeping the
// keyboard focus: a click on the pad must not stop typing from working.
func (s *Studio) padKey(action func()) {
	s.win.Canvas().Focus(s.board)
	action()
}

// noteTapped is a right-click on candidate d of cell c: in solve mode
// it toggles that note, whatever the pencil says.
func (s *Studio) noteTapped(c grid.Cell, d int8) {
	if !s.solving() {
		s.notify("A right-click toggles a pencil note in Solve mode")
		return
	}
	s.solveDigit(c, d, !s.pencil)
}

// updateModeSlot shows, above the board, what belongs to the mode.
func (s *Studio) updateModeSlot() {
	changed := widgets.SetVisible(s.editBox, s.model.Mode().Editing())
	changed = widgets.SetVisible(s.pathLine, s.model.Mode() == model.PathMode) || changed
	changed = widgets.SetVisible(s.solveLine, s.model.Mode() == model.SolveMode) || changed
	widgets.SetText(s.bannerText, bannerText(s.model.Mode()))
	if changed {
		s.modeSlot.Refresh()
	}
	if widgets.SetVisible(s.pathPanel, !s.solving()) {
		s.pathPanel.Refresh()
	}
}

// boardModel is what the board shows: in solve mode the person's game,
// otherwise the position of the step view over the puzzle's givens, and
// the clashes.
func (s *Studio) boardModel() board.Model {
	if s.solving() {
		return s.solveModel()
	}
	p := s.model.Editor().Puzzle()
	m := board.Model{Layout: p.Regions(), Digits: p.Givens}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if p.Givens[c] != 0 {
			m.Origins[c] = board.Given // a given typed in is a given like the others
		}
	}
	if s.st.ready() {
		s.st.model(&m)
	} else {
		m.Candidates = baseCandidates(p)
	}
	m.Conflicts = conflicts(&m.Digits, m.Layout)
	if s.model.Mode() == model.RegionMode {
		// Painting is about the regions: keep the cells clear of candidates.
		draft := s.model.Editor().Draft()
		m.Draft = &draft
		m.Candidates = [grid.NumCells]steps.Digits{}
	}
	return m
}

// refreshTitle puts the set's name, and a mark for unsaved edits, in the title.
func (s *Studio) refreshTitle() {
	title := "Sudoku Studio"
	if s.model.Session() != nil {
		name := s.model.Session().Name
		if s.model.Session().Unsaved() {
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

// statusColour is the dot shown before a puzzle's status.
func statusColour(s model.PuzzleStatus) color.Color {
	switch s {
	case model.StatusInProgress:
		return color.NRGBA{R: 0x29, G: 0x79, B: 0xFF, A: 0xFF}
	case model.StatusSolved:
		return color.NRGBA{R: 0x2E, G: 0xA0, B: 0x4F, A: 0xFF}
	case model.StatusNoSolution, model.StatusInvalid:
		return color.NRGBA{R: 0xD4, G: 0x2A, B: 0x2A, A: 0xFF}
	case model.StatusSeveral:
		return color.NRGBA{R: 0xE0, G: 0x8A, B: 0x00, A: 0xFF}
	case model.StatusUndecided:
		return color.NRGBA{R: 0x8E, G: 0x6C, B: 0xC8, A: 0xFF}
	}
	return color.NRGBA{R: 0x90, G: 0x90, B: 0x98, A: 0xFF}
}

// listLen is the number of rows of the puzzle list: the set's puzzles.
func (s *Studio) listLen() int {
	if s.model.Session() == nil {
		return 0
	}
	return s.model.Session().Len()
}

// listRow is what the puzzle list shows of puzzle i.
func (s *Studio) listRow(i int) puzzlelist.Row {
	info := &s.model.Session().Info[i]
	return puzzlelist.Row{
		Givens:     s.model.Session().Puzzle(i).Givens.Filled(),
		Status:     info.StatusText(),
		Dot:        statusColour(info.Shown()),
		Difficulty: info.DifficultyText(),
		Warn:       info.Rated && info.Difficulty >= steps.Expert,
	}
}
