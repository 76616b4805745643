package gui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/solvebar"
	"github.com/sudoku-studio/sudoku-studio/gui/stepper"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
	"github.com/sudoku-studio/sudoku-studio/gui/techsettings"
)

// menus is the main menu, with the items whose check marks and enabled
// states follow the window's state.
type menus struct {
	s    *Studio
	main *fyne.MainMenu

	recent                                 *fyne.MenuItem
	undo, redo                             *fyne.MenuItem
	path, solveMode, pencil, region, edit  *fyne.MenuItem
	autoAdvance                            *fyne.MenuItem
	nextPuzzle, prevPuzzle                 *fyne.MenuItem
	check, mistake, auto                   *fyne.MenuItem
	applyRegions, discardRegions           *fyne.MenuItem
	next, prev, play, toEnd, restart, hint *fyne.MenuItem
	nextInference, prevInference           *fyne.MenuItem
	solveSet, explainNested, practise      *fyne.MenuItem
	candidates, colours, legend            *fyne.MenuItem
	themeSystem, themeLight, themeDark     *fyne.MenuItem
	bench                                  benchItems // the workbench's items (bench_menus.go)
	byLabel                                map[string]*fyne.MenuItem
	guarded                                map[*fyne.MenuItem]bool // items whose action the input router guards
}

// ctrl and ctrlShift make the keyboard shortcuts shown in the menus.
func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func ctrlShift(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	it.Shortcut = sc
	return it
}

func newMenus(s *Studio) *menus {
	m := &menus{s: s, byLabel: make(map[string]*fyne.MenuItem), guarded: make(map[*fyne.MenuItem]bool)}
	sep := fyne.NewMenuItemSeparator

	open := item("Open…", ctrl(fyne.KeyO), s.showOpenDialog)
	open.Icon = theme.FolderOpenIcon()
	m.recent = fyne.NewMenuItem("Open Recent", nil)
	m.recent.ChildMenu = fyne.NewMenu("")
	openSamples := fyne.NewMenuItem("Open Sample Set", func() { s.confirmDiscard("open the sample set", s.openSamples) })
	openRef := fyne.NewMenuItem("Open Reference Solutions…", s.showOpenReferenceDialog)
	save := item("Save Puzzles As…", ctrl(fyne.KeyS), func() { s.showExportDialog(fileio.ExportPuzzles) })
	save.Icon = theme.DocumentSaveIcon()
	export := item("Export Solved Grids…", ctrl(fyne.KeyE), func() { s.showExportDialog(fileio.ExportSolutions) })
	exportImage := item("Export Board Image…", ctrlShift(fyne.KeyE), func() { s.showExportDialog(fileio.ExportImage) })
	saveProgress := item("Save Progress…", ctrlShift(fyne.KeyS), func() { s.showExportDialog(fileio.ExportProgress) })
	quit := item("Quit", ctrl(fyne.KeyQ), s.quit)
	quit.IsQuit = true
	m.nextPuzzle = item("Next Puzzle", ctrl(fyne.KeyPageDown), func() { s.openNeighbour(+1) })
	m.prevPuzzle = item("Previous Puzzle", ctrl(fyne.KeyPageUp), func() { s.openNeighbour(-1) })
	goTo := item("Go to Puzzle…", ctrl(fyne.KeyJ), s.showGoTo) // Ctrl+G is Region Colours
	file := fyne.NewMenu("File", open, m.recent, openSamples, openRef, sep(), m.nextPuzzle, m.prevPuzzle, goTo, sep(),
		save, saveProgress, export, exportImage, sep(), s.printItem(), sep(), quit)

	m.undo = item("Undo", &fyne.ShortcutUndo{}, s.undo)
	m.undo.Icon = theme.ContentUndoIcon()
	m.redo = item("Redo", &fyne.ShortcutRedo{}, s.redo)
	m.redo.Icon = theme.ContentRedoIcon()
	clearCell := fyne.NewMenuItem("Clear Cell", s.clearSelected)
	clearAll := item("Clear Grid", ctrlShift(fyne.KeyBackspace), s.clearAll)
	m.path = item("Solution Path", ctrl(fyne.Key1), func() { s.setMode(model.PathMode) })
	m.solveMode = item("Solve Mode", ctrl(fyne.Key2), func() { s.setMode(model.SolveMode) })
	m.pencil = item("Pencil Notes", ctrl(fyne.KeyP), func() { s.setPencil(!(s.model.Mode() == model.SolveMode && s.pencil)) })
	m.edit = item("Edit Puzzle", ctrl(fyne.Key3), func() { s.toggleEditing(model.EditMode) })
	m.region = item("Edit Regions", ctrl(fyne.KeyR), func() { s.toggleEditing(model.RegionMode) })
	m.autoAdvance = fyne.NewMenuItem("Auto-Advance While Editing", func() { s.setAutoAdvance(!s.autoAdvance) })
	m.applyRegions = item("Apply Painted Regions", ctrl(fyne.KeyReturn), s.applyDraft)
	m.discardRegions = fyne.NewMenuItem("Discard Painted Regions", s.discardDraft)
	newStd := item("Standard", ctrl(fyne.KeyN), func() { s.newPuzzle(false) })
	newJig := item("Jigsaw", ctrlShift(fyne.KeyN), func() { s.newPuzzle(true) })
	newPuzzle := fyne.NewMenuItem("New Puzzle", nil)
	newPuzzle.Icon = theme.ContentAddIcon()
	newGenerated := fyne.NewMenuItem("Generate…", s.showGenerateDialog)
	newPuzzle.ChildMenu = fyne.NewMenu("", newStd, newJig, sep(), newGenerated)
	copyItem, copyAs, paste := s.clipboardItems(m.guarded)
	edit := fyne.NewMenu("Edit", m.undo, m.redo, sep(), copyItem, copyAs, paste, sep(), clearCell, clearAll, sep(),
		m.solveMode, m.pencil, m.path, sep(), m.edit, m.autoAdvance, m.region, m.applyRegions, m.discardRegions, sep(), m.colourMenu(), sep(), newPuzzle)

	m.next = item("Next Step", ctrl(fyne.KeyRight), func() { s.goTo(s.st.Pos() + 1) })
	m.prev = item("Previous Step", ctrl(fyne.KeyLeft), func() { s.goTo(s.st.Pos() - 1) })
	// A chain or branch unfolds one inference at a time.
	m.nextInference = item("Next Inference", ctrl(fyne.KeyPeriod), func() { s.steps.Unfold(+1) })
	m.prevInference = item("Previous Inference", ctrl(fyne.KeyComma), func() { s.steps.Unfold(-1) })
	// A nested inference's inner proof opens a level down, and folds.
	innerDown := item("Open Inner Proof", ctrl(fyne.KeyDown), func() { s.steps.EnterInner() })
	innerUp := item("Back from Inner Proof", ctrl(fyne.KeyUp), func() { s.steps.LeaveInner() })
	m.play = item("Play", ctrl(fyne.KeySpace), s.togglePlay)
	m.toEnd = item("Solve to End", ctrl(fyne.KeyEnd), func() { s.goTo(s.st.Total()) })
	m.restart = item("Restart", ctrl(fyne.KeyHome), func() { s.goTo(0) })
	m.hint = item("Hint", ctrl(fyne.KeyH), s.showHint)
	m.check = item("Check", ctrlShift(fyne.KeyC), s.checkGame)
	m.mistake = item("First Mistake", ctrlShift(fyne.KeyM), s.firstMistake)
	m.auto = item("Auto-Candidates", ctrlShift(fyne.KeyK), func() { s.setAuto(!(s.solving() && s.model.Game().Auto())) })
	m.solveSet = item("Solve Whole Set", ctrl(fyne.KeyB), s.solveWholeSet)
	m.explainNested = fyne.NewMenuItem("Explain with Nested Chains…", s.explainNested)
	m.practise = item("Practise a Technique", ctrl(fyne.Key4), s.togglePractice)
	techniqueSettings := fyne.NewMenuItem("Technique Settings…", s.showTechniqueSettings)
	solve := fyne.NewMenu("Solve", m.next, m.prev, m.nextInference, m.prevInference, innerDown, innerUp, m.play, m.toEnd, m.restart, sep(), m.hint, m.allStepsItem(),
		m.check, m.mistake, m.auto, sep(), m.solveSet, m.explainNested, sep(), m.practise, techniqueSettings)

	m.candidates = item("Candidates", ctrl(fyne.KeyK), func() { s.setShowCandidates(!s.showCandidates) })
	m.colours = item("Region Colours", ctrl(fyne.KeyG), func() { s.setShowRegionColours(!s.showRegionColours) })
	m.themeSystem = fyne.NewMenuItem("System", func() { s.setTheme(studiotheme.System) })
	m.themeLight = fyne.NewMenuItem("Light", func() { s.setTheme(studiotheme.Light) })
	m.themeDark = fyne.NewMenuItem("Dark", func() { s.setTheme(studiotheme.Dark) })
	themeItem := fyne.NewMenuItem("Theme", nil)
	themeItem.ChildMenu = fyne.NewMenu("", m.themeSystem, m.themeLight, m.themeDark)
	m.legend = fyne.NewMenuItem("Legend", func() { s.setShowLegend(!s.legend.Open()) })
	view := fyne.NewMenu("View", m.candidates, m.colours, m.legend, m.filterMenu(), sep(), themeItem)

	keys := fyne.NewMenuItem("Keyboard Shortcuts", s.showShortcuts)
	techniques := fyne.NewMenuItem("Techniques", s.showTechniques)
	about := fyne.NewMenuItem("About Sudoku Studio", s.showAbout)
	commands := item("Command Palette…", ctrlShift(fyne.KeyP), s.showPalette)
	help := fyne.NewMenu("Help", commands, keys, techniques, about)

	m.main = fyne.NewMainMenu(file, edit, solve, s.search.menu, view, help)
	for _, menu := range m.main.Items {
		m.index(menu)
	}
	m.refreshRecent()
	return m
}

// index records every item by its label, for tests and for refresh.
func (m *menus) index(menu *fyne.Menu) {
	for _, it := range menu.Items {
		if it.Label != "" {
			m.byLabel[menu.Label+"/"+it.Label] = it
		}
		if it.ChildMenu != nil {
			child := *it.ChildMenu
			child.Label = menu.Label + "/" + it.Label
			m.index(&child)
		}
	}
}

// item returns the menu item with the path "Menu/Item" or "Menu/Sub/Item".
func (m *menus) item(path string) *fyne.MenuItem { return m.byLabel[path] }

// refreshRecent rebuilds Open Recent from the preferences.
func (m *menus) refreshRecent() {
	var items []*fyne.MenuItem
	for _, path := range m.s.prefs.recent() {
		path := path
		it := fyne.NewMenuItem(filepath.Base(path)+"  —  "+filepath.Dir(path), func() { m.s.openRecent(path) })
		items = append(items, it)
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("No recent files", nil)
		none.Disabled = true
		items = append(items, none)
	} else {
		items = append(items, fyne.NewMenuItemSeparator(), fyne.NewMenuItem("Clear Recent Files", func() {
			m.s.prefs.clearRecent()
			m.refreshRecent()
		}))
	}
	m.recent.ChildMenu.Items = items
	// No menu action runs while a dialog is open, from a shortcut or not.
	m.s.input.GuardMenu(m.main, m.guarded)
	for k := range m.byLabel {
		if len(k) > len("File/Open Recent/") && k[:len("File/Open Recent/")] == "File/Open Recent/" {
			delete(m.byLabel, k)
		}
	}
	for _, it := range items {
		if it.Label != "" {
			m.byLabel["File/Open Recent/"+it.Label] = it
		}
	}
	m.main.Refresh()
}

// refresh updates check marks and enabled states.
func (m *menus) refresh() {
	s := m.s
	set := func(it *fyne.MenuItem, disabled, checked bool) {
		it.Disabled, it.Checked = disabled, checked
	}
	canUndo, canRedo := s.model.Editor() != nil && s.model.Editor().CanUndo(), s.model.Editor() != nil && s.model.Editor().CanRedo()
	if s.solving() {
		canUndo, canRedo = s.model.Game().CanUndo(), s.model.Game().CanRedo()
	}
	set(m.undo, !canUndo, false)
	set(m.redo, !canRedo, false)
	set(m.path, false, s.model.Mode() == model.PathMode)
	set(m.edit, false, s.model.Mode() == model.EditMode)
	set(m.autoAdvance, false, s.autoAdvance)
	set(m.solveMode, false, s.model.Mode() == model.SolveMode)
	set(m.pencil, false, s.model.Mode() == model.SolveMode && s.pencil)
	set(m.check, !s.solving(), false)
	set(m.mistake, !s.solving(), false)
	set(m.auto, !s.solving(), s.solving() && s.model.Game().Auto())
	set(m.region, false, s.model.Mode() == model.RegionMode)
	set(m.practise, false, s.model.Mode() == model.PracticeMode)
	pending := s.model.Editor() != nil && s.model.Editor().DraftPending()
	set(m.applyRegions, !pending, false)
	set(m.discardRegions, !pending, false)
	ready := s.st.Ready()
	set(m.next, !ready || s.st.AtEnd(), false)
	set(m.prev, !ready || s.st.AtStart(), false)
	set(m.toEnd, !ready || s.st.AtEnd(), false)
	set(m.restart, !ready || s.st.AtStart(), false)
	set(m.play, !ready, s.playing)
	if s.playing {
		m.play.Label = "Pause"
	} else {
		m.play.Label = "Play"
	}
	set(m.solveSet, s.batch != nil, false)
	set(m.explainNested, !ready || s.st.Trace().Status == steps.Invalid || s.st.Trace().Status == steps.Unsolvable || s.nested != nil, false)
	set(m.nextPuzzle, s.list.Neighbour(s.model.Index(), +1) < 0, false)
	set(m.prevPuzzle, s.list.Neighbour(s.model.Index(), -1) < 0, false)
	set(m.candidates, false, s.showCandidates)
	set(m.colours, false, s.showRegionColours)
	set(m.legend, false, s.legend != nil && s.legend.Open())
	set(m.themeSystem, false, s.themeChoice == studiotheme.System)
	set(m.themeLight, false, s.themeChoice == studiotheme.Light)
	set(m.themeDark, false, s.themeChoice == studiotheme.Dark)
	s.search.refreshMenu()
	m.refreshBench()
}

// Paths typed or pasted into the file dialogs. Every open and save
// dialog of the app takes a path as text beside its Browse button, as a
// person often has one at hand (from a terminal, a README, another app).

// exportFolder is where the export dialog of kind k starts: the folder
// last used for that kind of file, else the home folder. It is never the
// folder of the open set by default, which is often the shared data folder
// that nothing should be written into unasked.
func (s *Studio) exportFolder(k fileio.ExportKind) string {
	if f := s.prefs.folderFor(k.Key()); f != "" && fileio.IsDir(f) {
		return f
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return home
}

// showPathOpen asks for a file to open of a kind ("open", "reference"):
// its path typed or pasted into the field, or chosen with Browse…, which
// opens the file at once. A file with no path on this computer (picked
// by browsing) goes to picked; any other to open, after the folder is
// remembered for the kind.
func (s *Studio) showPathOpen(title, kind string, picked func(fyne.URIReadCloser, error), open func(path string)) {
	field := s.newEntry()
	field.SetPlaceHolder("Type or paste a path, or Browse…")
	field.Validator = func(t string) error {
		if strings.TrimSpace(t) == "" {
			return nil // not yet typed: no error shown
		}
		_, err := fileio.OpenTarget(t)
		return err
	}
	var form *dialog.FormDialog
	accept := func(path string) {
		s.prefs.rememberFolderFor(kind, filepath.Dir(path))
		open(path)
	}
	browse := widget.NewButtonWithIcon("Browse…", theme.FolderOpenIcon(), func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				picked(r, err)
				return
			}
			form.Hide()
			if r.URI().Scheme() != "file" {
				picked(r, nil)
				return
			}
			r.Close()
			accept(fileio.CleanPath(r.URI().Path()))
		}, s.win)
		d.SetFilter(storage.NewExtensionFileFilter(fileio.Extensions))
		if dir := s.startFolder(kind); dir != nil {
			d.SetLocation(dir)
		}
		d.Resize(dialogSize(s.win))
		d.Show()
	})
	items := []*widget.FormItem{widget.NewFormItem("File", container.NewBorder(nil, nil, nil, browse, field))}
	form = dialog.NewForm(title, "Open", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		path, err := fileio.OpenTarget(field.Text)
		if err != nil {
			s.showError("Cannot open the file", err)
			return
		}
		accept(path)
	}, s.win)
	form.Resize(fyne.NewSize(620, form.MinSize().Height))
	// Enter in the field opens the file, as the Open button does.
	field.OnSubmitted = func(string) { form.Submit() }
	s.showDialog(form)
	s.win.Canvas().Focus(field)
}

// showTechniqueSettings opens Technique Settings; once it closes, the
// path, the hints and the rating follow the profile chosen there.
func (s *Studio) showTechniqueSettings() {
	d, _ := techsettings.Dialog(s.win, s.prefs.p, s.setProfile, s.showDialog)
	s.showDialog(d)
}

// setProfile makes p the technique profile the path, the hints and the
// rating follow, and works the path of the puzzle shown out again with
// it, as a change of search does.
func (s *Studio) setProfile(p steps.Profile) {
	if slices.Equal(p.Techniques(), s.model.Profile().Techniques()) && p.Name == s.model.Profile().Name {
		return
	}
	s.model.SetProfile(p)
	s.ladder = solvebar.Ladder{} // a rung shown under the old profile no longer holds
	s.stopPlay()
	s.rateAgain()
	if s.model.Editor() != nil && !s.model.Checking() && (s.st.Ready() || s.tracing) {
		s.keepPlace()
		s.traceGen++
		s.st = stepper.Stepper{}
		s.startTrace(s.model.Editor().Puzzle())
	}
	s.refresh()
	s.menus.refresh()
}
