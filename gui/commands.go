package gui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/sudoku-studio/sudoku-studio/gui/palette"
)

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

// shortcutText names a shortcut as the menus show it: "Ctrl+Shift+E".
func shortcutText(sc fyne.Shortcut) string {
	if sc == nil {
		return ""
	}
	var mod fyne.KeyModifier
	var key fyne.KeyName
	switch sc := sc.(type) {
	case *desktop.CustomShortcut:
		mod, key = sc.Modifier, sc.KeyName
	case *fyne.ShortcutUndo:
		mod, key = fyne.KeyModifierShortcutDefault, fyne.KeyZ
	case *fyne.ShortcutRedo:
		mod, key = fyne.KeyModifierShortcutDefault, fyne.KeyY
	case *fyne.ShortcutCopy:
		mod, key = fyne.KeyModifierShortcutDefault, fyne.KeyC
	case *fyne.ShortcutPaste:
		mod, key = fyne.KeyModifierShortcutDefault, fyne.KeyV
	default:
		return sc.ShortcutName()
	}
	var parts []string
	if mod&(fyne.KeyModifierControl|fyne.KeyModifierShortcutDefault) != 0 {
		parts = append(parts, "Ctrl")
	}
	if mod&fyne.KeyModifierAlt != 0 {
		parts = append(parts, "Alt")
	}
	if mod&fyne.KeyModifierShift != 0 {
		parts = append(parts, "Shift")
	}
	return strings.Join(append(parts, keyText(key)), "+")
}

// keyText names a key for people.
func keyText(k fyne.KeyName) string {
	switch k {
	case fyne.KeyReturn:
		return "Enter"
	case fyne.KeyPeriod:
		return "."
	case fyne.KeyComma:
		return ","
	case fyne.KeyLeftBracket:
		return "["
	case fyne.KeyRightBracket:
		return "]"
	case fyne.KeyPageUp:
		return "Page Up"
	case fyne.KeyPageDown:
		return "Page Down"
	}
	return string(k)
}

// showPalette opens the command palette: every menu action that can
// run now, by name, with its shortcut.
func (s *Studio) showPalette() {
	var cmds []palette.Command
	for _, e := range s.menus.menuEntries() {
		if e.item.Disabled {
			continue
		}
		cmds = append(cmds, palette.Command{Name: e.name(), Keys: shortcutText(e.item.Shortcut), Run: e.item.Action})
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
