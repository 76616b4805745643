package palette

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// ShortcutText names a shortcut as the menus show it: "Ctrl+Shift+E".
func ShortcutText(sc fyne.Shortcut) string {
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
	return strings.Join(append(parts, KeyText(key)), "+")
}

// KeyText names a key for people.
func KeyText(k fyne.KeyName) string {
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
