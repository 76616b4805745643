package palette

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

func TestShortcutText(t *testing.T) {
	for sc, want := range map[fyne.Shortcut]string{
		&desktop.CustomShortcut{KeyName: fyne.KeyE, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}: "Ctrl+Shift+E",
		&fyne.ShortcutCopy{}: "Ctrl+C",
		nil:                  "",
	} {
		if got := ShortcutText(sc); got != want {
			t.Errorf("ShortcutText(%v) = %q, want %q", sc, got, want)
		}
	}
}
