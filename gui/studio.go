package gui

import (
	"image/color"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/autorate"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/legend"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/numpad"
	"github.com/sudoku-studio/sudoku-studio/gui/palette"
	"github.com/sudoku-studio/sudoku-studio/gui/practice"
	"github.com/sudoku-studio/sudoku-studio/gui/printdialog"
	"github.com/sudoku-studio/sudoku-studio/gui/puzzlelist"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
	"github.com/sudoku-studio/sudoku-studio/gui/steppanel"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
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
	// is loaded in solve mode (see solve.go).
	pencil   bool
	ladder   solvebar.Ladder
	solveMsg string // what Check, First mistake or the hint said last

	st       stepper.Stepper
	keep     *keptPlace // where to land on the next path (another search)
	traceGen int        // the generation of the path being worked out; older results are dropped
	tracing  bool
	nested   *nestedRun // the nested path being worked out, if any (path.go)
	// nestedShown is the nested path last shown, whose rating the end
	// of the path tells (the list keeps the guided one).
	nestedShown *steps.Trace

	playing  bool
	playStop chan struct{}
	speed    atomic.Uint64 // math.Float64bits of steps a second

	batch *model.Batch

	search   *searchView   // the search bar under the board and the Search menu
	bench    *bench        // the filter and colour strips (bench.go)
	allSteps *allStepsView // the All steps here panel (bench_allsteps.go)

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
	practice *practice.Panel // Solve › Practise a Technique: the panel and its round
	batchBar *batchBar
	rater    *autorate.Rater // rates the set in the background once it opens
	// modeSlot is the room above the board, the same height in every
	// mode: the solve bar, the editing banner (with the region bar) or
	// the path line fill it.
	modeSlot   *fyne.Container
	editBox    *fyne.Container
	bannerText *widget.Label
	pathLine   *widget.Label
	solveLine  *widget.Label
	practLine  *widget.Label
	pathPanel  *fyne.Container // the step panel with the search and region bars
	pad        *numpad.Pad     // digits by mouse, under the board
	menus      *menus
	// input decides where every key, shortcut and menu action goes.
	input *input.Router

	// palette is the command palette last opened (for tests).
	palette *palette.Palette
	// printForm is the print dialog last opened, and printing the PDF
	// last written, for tests.
	printForm *printdialog.Form
	printing  *printdialog.Printing

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
	st.model.SetProfile(techsettings.Store{P: st.prefs.p}.Profile()) // the profile chosen in Technique Settings
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
	st.input = input.NewRouter(w.Canvas())
	st.input.OnRune, st.input.OnKey = st.typedRune, st.typedKey
	st.board.OnCellSecondaryTapped, st.board.OnCandidateTapped = st.candidateClick(true), st.candidateClick(false)
	st.pad = numpad.New()
	st.pad.OnDigit = func(d int8) { st.input.Guard(func() { st.padKey(func() { st.typeDigit(d) }) })() }
	st.pad.OnErase = st.input.Guard(func() { st.padKey(st.clearSelected) })
	st.pad.OnNotes = func(on bool) { st.input.Guard(func() { st.padKey(func() { st.setPencil(on) }) })() }
	st.board.OnTypedRune = st.input.TypedRune
	st.board.OnTypedKey = st.input.TypedKey

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
	st.bench = newBench(st)
	st.allSteps = newAllStepsView(st)
	st.list = puzzlelist.New(st.model.List(), st.listRow, st.openPuzzle)
	st.rater = autorate.New()
	st.rater.OnChange, st.rater.OnDone = st.list.Refresh, st.ratedInBackground
	st.status = newStatusBar(st.rater.Content)
	st.tools = newToolBar(st)
	st.solveBar = solvebar.New(st.setAuto, st.checkGame, st.firstMistake, st.showHint)
	st.batchBar = newBatchBar(st.cancelBatch)
	st.practice = st.newPracticePanel()
	st.menus = newMenus(st)
	w.SetMainMenu(st.menus.main)

	st.legend = legend.NewSection(st.prefs.showLegend())
	st.legend.OnToggle = func(open bool) { st.setShowLegend(open) }
	st.list.TitleRow = container.NewBorder(nil, nil, st.list.Title, st.tools.solveSetBtn)
	left := container.NewBorder(nil, st.bench.content, nil, nil,
		newLeftColumn(st.list.TitleRow, st.list.Content, st.batchBar.content, st.legend))
	// The board holds still: above it one line says the mode (the
	// editing banner while the puzzle is edited), under it the number
	// pad, all of the same height in every mode. What changes with the
	// mode is beside it, in the right panel.
	st.editBox, st.bannerText = newEditBanner(st)
	// The lines are short enough for the board's width at 1024×700.
	st.solveLine = modeLine("Solving: digits are your entries")
	st.pathLine = modeLine("The solution path, step by step")
	st.practLine = modeLine("Practice: mark what the step does, then Check")
	st.modeSlot = container.New(widgets.HoldLayout{}, st.solveLine, st.editBox, st.pathLine, st.practLine)
	st.centre = container.NewBorder(st.modeSlot, st.pad, nil, nil, st.board)
	// The right panel: in solve mode the solve panel, otherwise the
	// path with its search bar (and the region bar while painting).
	st.pathPanel = container.NewBorder(container.NewVBox(st.tools.regionBar, st.search.bar.Content), nil, nil, nil, st.steps.Content())
	st.search.bar.Column = st.pathPanel
	right := container.New(widgets.HoldLayout{}, st.solveBar.Content, st.pathPanel, st.practice.Content, st.allSteps.panel.Content())
	inner := container.NewHSplit(st.centre, right)
	inner.SetOffset(0.64)
	outer := container.NewHSplit(left, inner)
	outer.SetOffset(0.25)
	w.SetContent(container.NewBorder(
		container.NewVBox(st.tools.content, widget.NewSeparator()),
		container.NewVBox(widget.NewSeparator(), st.status.content),
		nil, nil, outer))

	c := w.Canvas()
	c.SetOnTypedRune(st.input.TypedRune)
	c.SetOnTypedKey(st.input.TypedKey)
	// Redo has a second shortcut; a menu item shows only one.
	redo := st.input.Guard(st.redo)
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

// listRowsShown is how many puzzle rows the left column keeps in view
// before the legend under them gets any height: the list is what the
// column is for, the legend reference matter that scrolls.
const listRowsShown = 8

// leftColumn lays out the puzzle list's title, the list, and under it
// the batch bar and the legend. The list keeps room for listRowsShown
// rows; what is left goes to the bottom part, up to its full height, and
// the legend scrolls within it when it has less.
type leftColumn struct {
	rowHeight func() float32 // one list row's height, header included once
	// full is the bottom part's height with the legend whole.
	full func() float32
}

func (l leftColumn) split(objs []fyne.CanvasObject, h float32) (top, list, bottom float32) {
	top = objs[0].MinSize().Height
	listMin := l.rowHeight() * (listRowsShown + 1) // the header counts as a row
	bottom = max(min(l.full(), h-top-listMin), objs[2].MinSize().Height)
	list = max(h-top-bottom, 0)
	return top, list, bottom
}

func (l leftColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	top, list, bottom := l.split(objs, size.Height)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width, top))
	objs[1].Move(fyne.NewPos(0, top))
	objs[1].Resize(fyne.NewSize(size.Width, list))
	objs[2].Move(fyne.NewPos(0, top+list))
	objs[2].Resize(fyne.NewSize(size.Width, bottom))
}

func (l leftColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, objs[0].MinSize().Height+l.rowHeight()*(listRowsShown+1))
}

// newLeftColumn puts the title row, the list and the bottom part (the
// batch bar first, then the legend section, which scrolls) together.
func newLeftColumn(title, list, batchBar fyne.CanvasObject, legend *legend.Section) *fyne.Container {
	scroll := container.NewVScroll(legend.Content)
	bottom := container.NewBorder(batchBar, nil, nil, nil, scroll)
	full := func() float32 {
		h := legend.Content.MinSize().Height
		if batchBar.Visible() {
			h += batchBar.MinSize().Height
		}
		return h
	}
	return container.New(leftColumn{rowHeight: puzzlelist.RowHeight, full: full}, title, list, bottom)
}

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
