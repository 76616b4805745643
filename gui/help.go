package gui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/assets"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/palette"
)

// boardKeys are the keys that are no menu item's shortcut: the board's
// own, and second keys of menu actions.
var boardKeys = []struct{ topic, keys, what string }{
	{"Board", "Arrow keys", "Move the selection"},
	{"", "1 – 9", "Solve: your entry (a note with Notes on); Edit Puzzle: a given; Edit Regions: a region"},
	{"", "Shift+1 – 9", "In Solve mode: a note (an entry with the pencil on)"},
	{"", "0, Backspace, Delete", "Clear the selected cell"},
	{"", "Right-click", "In Solve mode: the pencil note of the candidate clicked"},
	{"", "Page Down / Page Up", "On the solution path: next / previous step"},
	{"", "Home / End", "On the solution path: back to the start / to the end"},
	{"", "Space", "On the solution path: play / pause"},
	{"", "Ctrl+Shift+Z", "Redo"},
	{"Dialogs", "Enter / Esc", "The default button / Cancel or Close"},
}

// shortcutWhat says more than the menu item's name about some actions.
var shortcutWhat = map[string]string{
	"Solve/Hint":                 "Hint: name the next technique; in solve mode, one rung further on your own position",
	"Solve/Next Inference":       "Follow the chain or chosen branch: next inference",
	"Solve/Previous Inference":   "Follow the chain or chosen branch: previous inference",
	"Solve/Check":                "Check your entries and notes",
	"Solve/First Mistake":        "Back to just before the first mistake",
	"Edit/Pencil Notes":          "Pencil notes on and off (enters Solve mode)",
	"Edit/Edit Puzzle":           "Edit the givens, and stop editing",
	"File/Save Progress…":        "Save your progress: entries and notes",
	"Help/Command Palette…":      "Find any action by name",
	"File/Next Puzzle":           "The next puzzle of the set",
	"File/Previous Puzzle":       "The previous puzzle of the set",
	"Edit/Apply Painted Regions": "Apply the painted regions",
}

// shortcutRows are the lines of the Keyboard Shortcuts dialog: the
// board's keys, then every menu item with a shortcut, by menu.
func (s *Studio) shortcutRows() []struct{ topic, keys, what string } {
	rows := append([]struct{ topic, keys, what string }(nil), boardKeys...)
	last := ""
	for _, e := range s.menus.menuEntries() {
		if e.item.Shortcut == nil {
			continue
		}
		topic := e.path[0]
		if topic == last {
			topic = ""
		}
		last = e.path[0]
		what := shortcutWhat[e.key()]
		if what == "" {
			what = strings.Join(e.path[1:], " › ")
		}
		rows = append(rows, struct{ topic, keys, what string }{topic, palette.ShortcutText(e.item.Shortcut), what})
	}
	return rows
}

// showShortcuts lists every keyboard shortcut.
func (s *Studio) showShortcuts() {
	var cells []fyne.CanvasObject
	for _, sc := range s.shortcutRows() {
		topic := widget.NewLabelWithStyle(sc.topic, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		keys := widget.NewLabelWithStyle(sc.keys, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		cells = append(cells, topic, keys, widget.NewLabel(sc.what))
	}
	note := widget.NewLabel("In Solve mode, digits are your entries and notes, kept apart from the givens and with each puzzle of the set; " +
		"only in Edit Puzzle mode does a digit change the puzzle itself. " +
		"Undo, Redo and Clear act on them there. Hint climbs one rung a press: the technique, the houses, the whole step, then applying it.")
	note.Wrapping = fyne.TextWrapWord
	// The columns are as wide as their longest texts, and the dialog as
	// wide as they are together, so that every line shows whole.
	var widths [3]float32
	for i, c := range cells {
		widths[i%3] = max(widths[i%3], c.MinSize().Width)
	}
	cols := widgets.Columns{Widths: widths[:], Flex: 2, FlexMin: widths[2]}
	rows := []fyne.CanvasObject{note, widget.NewSeparator()}
	for i := 0; i < len(cells); i += 3 {
		rows = append(rows, container.New(cols, cells[i:i+3]...))
	}
	scroll := container.NewVScroll(container.NewVBox(rows...))
	d := dialog.NewCustom("Keyboard Shortcuts", "Close", scroll, s.win)
	room := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(widths[0]+widths[1]+widths[2]+4*theme.Padding()+theme.ScrollBarSize(), room.Width-2*theme.Padding()),
		min(600, room.Height-2*theme.Padding())))
	s.showDialog(d)
}

// showAbout says what the app is.
func (s *Studio) showAbout() {
	icon := canvas.NewImageFromResource(fyne.NewStaticResource("icon.png", assets.Icon))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(64, 64))
	version := s.app.Metadata().Version
	if version == "" {
		version = "development build"
	}
	title := widget.NewLabelWithStyle("Sudoku Studio", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	text := widget.NewLabel("Version " + version + "\n\n" +
		"Open puzzle sets kept as numpy files or text, edit standard and jigsaw puzzles,\n" +
		"step through their solutions technique by technique, and export the solved grids.")
	text.Alignment = fyne.TextAlignCenter
	d := dialog.NewCustom("About Sudoku Studio", "Close", container.NewVBox(icon, title, text), s.win)
	s.showDialog(d)
}

// showNewPuzzleDialog asks which kind of empty puzzle to add.
func (s *Studio) showNewPuzzleDialog() {
	var d dialog.Dialog
	std := widget.NewButton("Standard (3×3 boxes)", func() { d.Hide(); s.newPuzzle(false) })
	jig := widget.NewButton("Jigsaw (paint the regions)", func() { d.Hide(); s.newPuzzle(true) })
	gen := widget.NewButton("Generate… (by difficulty or technique)", func() { d.Hide(); s.showGenerateDialog() })
	std.Importance = widget.HighImportance
	text := widget.NewLabel("The new puzzle is added at the end of the set.")
	d = dialog.NewCustom("New Puzzle", "Cancel", container.NewVBox(text, std, jig, gen), s.win)
	s.showDialog(d)
}

// techniqueRows returns one row per technique the engine knows, in the
// order it tries them, straight from steps.Techniques: name, grade and
// score, and a note for those used only on puzzles proved to have one
// solution. The list is never written out here, so that each technique
// the engine learns shows up at once.
func techniqueRows() [][3]string {
	var rows [][3]string
	for _, t := range steps.Techniques() {
		name := t.Name
		if t.NeedsUnique {
			name += " (unique puzzles)"
		}
		rows = append(rows, [3]string{name, t.Difficulty.String(), fmt.Sprint(t.Score)})
	}
	return rows
}

// showTechniques lists the techniques of the step engine.
func (s *Studio) showTechniques() {
	note := widget.NewLabel("The solution path takes the easiest step available, trying the techniques in this order. " +
		"A puzzle's difficulty is that of its hardest step. On the board, a step's groups of cells are tinted in their own " +
		"colours, restricted common candidates are ringed, and each branch of a forcing chain or net has its own colour; " +
		"the step panel can show a net's branches one at a time.")
	note.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{note, widget.NewSeparator()}
	head := fyne.TextStyle{Bold: true}
	rows = append(rows, container.New(widgets.Columns{Widths: []float32{0, 110, 60}, Flex: 0},
		widget.NewLabelWithStyle("Technique", fyne.TextAlignLeading, head),
		widget.NewLabelWithStyle("Grade", fyne.TextAlignLeading, head),
		widget.NewLabelWithStyle("Score", fyne.TextAlignTrailing, head)))
	for _, r := range techniqueRows() {
		rows = append(rows, container.New(widgets.Columns{Widths: []float32{0, 110, 60}, Flex: 0},
			widget.NewLabel(r[0]), widget.NewLabel(r[1]), widget.NewLabelWithStyle(r[2], fyne.TextAlignTrailing, fyne.TextStyle{})))
	}
	scroll := container.NewVScroll(container.NewVBox(rows...))
	d := dialog.NewCustom("Techniques", "Close", scroll, s.win)
	d.Resize(fyne.NewSize(620, 640))
	s.showDialog(d)
}

// The main menu is the one table of the window's actions: the command
// palette lists its items, and the Keyboard Shortcuts dialog its
// shortcuts, so neither can miss one.

// menuEntry is an item of the main menu with the names of the menus
// above it.
type menuEntry struct {
	path []string // "Solve", "Hint"
	item *fyne.MenuItem
}

// name is the entry as the palette and the shortcut list say it.
func (e menuEntry) name() string { return strings.Join(e.path, " › ") }

// key is the entry's path as menus.item takes it.
func (e menuEntry) key() string { return strings.Join(e.path, "/") }

// menuEntries lists every item of the main menu that does something,
// in menu order.
func (m *menus) menuEntries() []menuEntry {
	var out []menuEntry
	var walk func(path []string, menu *fyne.Menu)
	walk = func(path []string, menu *fyne.Menu) {
		for _, it := range menu.Items {
			if it.IsSeparator || it.Label == "" {
				continue
			}
			p := append(append([]string(nil), path...), it.Label)
			if it.ChildMenu != nil {
				walk(p, it.ChildMenu)
				continue
			}
			if it.Action != nil {
				out = append(out, menuEntry{path: p, item: it})
			}
		}
	}
	for _, menu := range m.main.Items {
		walk([]string{menu.Label}, menu)
	}
	return out
}

// showPalette opens the command palette: every menu action that can
// run now, by name, with its shortcut.
func (s *Studio) showPalette() {
	var cmds []palette.Command
	for _, e := range s.menus.menuEntries() {
		if e.item.Disabled {
			continue
		}
		cmds = append(cmds, palette.Command{Name: e.name(), Keys: palette.ShortcutText(e.item.Shortcut), Run: e.item.Action})
	}
	p := palette.New(cmds)
	d := dialog.NewCustom("Commands", "Cancel", p.Content(), s.win)
	// The palette closes before the command runs: the input router lets
	// no action run while a dialog is open.
	p.OnRun = func(palette.Command) { d.Hide() }
	p.OnCancel = d.Hide
	room := s.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(560, room.Width-40), min(480, room.Height-40)))
	s.showDialogEnter(d, p.Run)
	s.win.Canvas().Focus(p.Field())
	s.palette = p
}

// showGoTo asks for a puzzle's number and opens it (puzzlelist.GoTo).
func (s *Studio) showGoTo() {
	e := s.newEntry()
	e.SetPlaceHolder(fmt.Sprintf("1 to %d", s.model.List().Total()))
	e.Validator = func(text string) error { _, err := s.list.Number(text); return err }
	d := dialog.NewForm("Go to Puzzle", "Go", "Cancel", []*widget.FormItem{widget.NewFormItem("Number", e)},
		func(ok bool) {
			if ok {
				_ = s.list.GoTo(e.Text) // the validator let only a number of the set through
			}
		}, s.win)
	d.Resize(fyne.NewSize(320, d.MinSize().Height)) // room for a number of the largest sets
	s.showDialog(d)
	s.win.Canvas().Focus(e)
}

// alt makes an Alt shortcut: the workbench's keys, which digit entry
// (plain digits, Shift+digit for notes) and the Ctrl shortcuts leave free.
func alt(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
}

// altShift makes an Alt+Shift shortcut.
func altShift(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt | fyne.KeyModifierShift}
}

// benchItems are the workbench's menu items, for check marks.
type benchItems struct {
	filterDigit [9]*fyne.MenuItem
	filterCount [9]*fyne.MenuItem
	filterOff   *fyne.MenuItem
	brushes     [play.NumColours]*fyne.MenuItem
	brushDown   *fyne.MenuItem
	allSteps    *fyne.MenuItem
}

// allStepsItem is Solve › All Steps Here (Ctrl+Shift+A), which opens and
// closes the panel.
func (m *menus) allStepsItem() *fyne.MenuItem {
	m.bench.allSteps = item("All Steps Here", ctrlShift(fyne.KeyA), func() { m.s.setAllSteps(!m.s.allSteps.open) })
	return m.bench.allSteps
}

// colourMenu is Edit › Colour: the brush's colour, painting the selected
// cell (Alt+C) or one of its candidates (Alt+Shift+1…9), and clearing.
func (m *menus) colourMenu() *fyne.MenuItem {
	s := m.s
	var items []*fyne.MenuItem
	for i := range m.bench.brushes {
		k := i + 1
		it := fyne.NewMenuItem(fmt.Sprintf("Brush %v", play.Colour(k)), func() { s.setBrush(k) })
		m.bench.brushes[i] = it
		items = append(items, it)
	}
	m.bench.brushDown = fyne.NewMenuItem("Put Brush Down", func() { s.setBrush(0) })
	next := item("Next Colour", alt(fyne.KeyRightBracket), func() { s.stepBrush(+1) })
	prev := item("Previous Colour", alt(fyne.KeyLeftBracket), func() { s.stepBrush(-1) })
	paint := item("Paint Cell", alt(fyne.KeyC), func() { s.colourCell(s.board.Selected(), s.brushColour()) })
	var cands []*fyne.MenuItem
	for d := int8(1); d <= 9; d++ {
		cands = append(cands, item(fmt.Sprintf("Candidate %d", d), altShift(fyne.KeyName(fmt.Sprint(d))),
			func() { s.colourCandidate(s.board.Selected(), d, s.brushColour()) }))
	}
	paintCand := fyne.NewMenuItem("Paint Candidate", nil)
	paintCand.ChildMenu = fyne.NewMenu("", cands...)
	clearCell := item("Clear Cell's Colours", alt(fyne.KeyX), s.clearCellColours)
	clearAll := item("Clear All Colours", altShift(fyne.KeyX), s.clearAllColours)
	sep := fyne.NewMenuItemSeparator
	items = append(items, m.bench.brushDown, next, prev, sep(), paint, paintCand, sep(), clearCell, clearAll)
	colour := fyne.NewMenuItem("Colour", nil)
	colour.ChildMenu = fyne.NewMenu("", items...)
	return colour
}

// filterMenu is View › Filter: Digit 1–9 (Alt+1…9), the bivalue cells
// (Alt+B), cells with N candidates, and Off (Alt+0).
func (m *menus) filterMenu() *fyne.MenuItem {
	s := m.s
	var items []*fyne.MenuItem
	for i := range m.bench.filterDigit {
		d := int8(i + 1)
		it := item(fmt.Sprintf("Digit %d", d), alt(fyne.KeyName(fmt.Sprint(d))), func() { s.toggleFilterDigit(d) })
		m.bench.filterDigit[i] = it
		items = append(items, it)
	}
	items = append(items, fyne.NewMenuItemSeparator())
	for n := int8(1); n <= 5; n++ {
		label := fmt.Sprintf("Cells with %d Candidates", n)
		var sc fyne.Shortcut
		switch n {
		case 1:
			label = "Cells with 1 Candidate"
		case 2:
			label, sc = "Bivalue Cells", alt(fyne.KeyB)
		}
		it := item(label, sc, func() { s.toggleFilterCount(n) })
		m.bench.filterCount[n-1] = it
		items = append(items, it)
	}
	m.bench.filterOff = item("Off", alt(fyne.Key0), func() { s.setFilter(board.Filter{}) })
	items = append(items, fyne.NewMenuItemSeparator(), m.bench.filterOff)
	filter := fyne.NewMenuItem("Filter", nil)
	filter.ChildMenu = fyne.NewMenu("", items...)
	return filter
}

// refreshBench updates the workbench items' check marks and redraws the menu.
func (m *menus) refreshBench() {
	f := m.s.board.Filter()
	for i, it := range m.bench.filterDigit {
		it.Checked = f.Digit == int8(i+1)
	}
	for i, it := range m.bench.filterCount {
		if it != nil {
			it.Checked = f.Count == int8(i+1)
		}
	}
	m.bench.filterOff.Disabled = !f.Active()
	for i, it := range m.bench.brushes {
		it.Checked = m.s.bench.brush == i+1
	}
	m.bench.brushDown.Disabled = m.s.bench.brush == 0
	m.bench.allSteps.Checked = m.s.allSteps.open
	m.main.Refresh()
}
