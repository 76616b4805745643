package gui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
)

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
