package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/sudoku-studio/sudoku-studio/gui/palette"
)

// The shortcut list is made from the menus: every shortcut a menu item
// has is in it, Ctrl+Up and Ctrl+Down among them.
func TestShortcutListHasEveryMenuShortcut(t *testing.T) {
	s := newTestStudio(t)
	s.showShortcuts()
	shown := overlayTexts(s)
	n := 0
	for _, e := range s.menus.menuEntries() {
		if e.item.Shortcut == nil {
			continue
		}
		n++
		if keys := palette.ShortcutText(e.item.Shortcut); !strings.Contains(shown, keys+"\n") {
			t.Errorf("%s (%s) is not in the shortcut list", e.name(), keys)
		}
	}
	for _, want := range []string{"Ctrl+Up", "Ctrl+Down", "Ctrl+Shift+P", "Ctrl+Page Down"} {
		if !strings.Contains(shown, want+"\n") {
			t.Errorf("the list lacks %s", want)
		}
	}
	if n < 30 {
		t.Errorf("only %d menu shortcuts found", n)
	}
}

// Ctrl+Shift+P opens the palette with every enabled menu action; typing
// narrows it, and Enter runs the action chosen after the palette closed.
func TestCommandPalette(t *testing.T) {
	s := newTestStudio(t)
	pressShortcut(s, ctrlShift(fyne.KeyP))
	if s.palette == nil || s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Ctrl+Shift+P did not open the palette")
	}
	enabled := 0
	for _, e := range s.menus.menuEntries() {
		if !e.item.Disabled {
			enabled++
		}
	}
	if got := len(s.palette.Shown()); got != enabled {
		t.Errorf("the palette lists %d actions, the menus have %d enabled", got, enabled)
	}
	s.palette.Type("next puzzle")
	if got := s.palette.Shown(); len(got) != 1 || got[0] != "File › Next Puzzle" {
		t.Fatalf("typed next puzzle: %v", got)
	}
	pressKey(s, fyne.KeyReturn, 0)
	if s.win.Canvas().Overlays().Top() != nil || s.model.Index() != 1 {
		t.Errorf("Enter: dialog open %v, puzzle %d", s.win.Canvas().Overlays().Top() != nil, s.model.Index())
	}
	pressShortcut(s, ctrl(fyne.KeyPageUp))
	if s.model.Index() != 0 {
		t.Errorf("Ctrl+Page Up went to puzzle %d", s.model.Index())
	}
}
