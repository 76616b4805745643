package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/assets"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
)

// shortcuts lists the keys for the Keyboard Shortcuts dialog, by topic.
var shortcuts = []struct{ topic, keys, what string }{
	{"Board", "Arrow keys", "Move the selection"},
	{"", "1 – 9", "A given in digit mode, your entry in solve mode (a note with the pencil on), a region in region mode"},
	{"", "Shift+1 – 9", "In solve mode: a note (an entry with the pencil on)"},
	{"", "0, Backspace, Delete", "Clear the selected cell"},
	{"", "Esc", "Back to digit mode"},
	{"", "Ctrl+1 / Ctrl+2 / Ctrl+R", "Digit mode / solve mode / region mode"},
	{"", "Ctrl+P", "Pencil notes on and off (enters solve mode)"},
	{"", "Ctrl+Enter", "Apply the painted regions"},
	{"Editing", "Ctrl+Z", "Undo"},
	{"", "Ctrl+Y, Ctrl+Shift+Z", "Redo"},
	{"", "Ctrl+Shift+Backspace", "Clear the whole grid"},
	{"", "Ctrl+N / Ctrl+Shift+N", "New standard / jigsaw puzzle"},
	{"Steps", "Ctrl+Right, Page Down", "Next step"},
	{"", "Ctrl+Left, Page Up", "Previous step"},
	{"", "Ctrl+. / Ctrl+,", "Follow the chain or chosen branch: next / previous inference"},
	{"", "Ctrl+Home, Home", "Back to the start"},
	{"", "Ctrl+End, End", "Solve to the end"},
	{"", "Ctrl+Space, Space", "Play / pause"},
	{"", "Ctrl+H", "Hint: name the next technique; in solve mode, one rung further on your own position"},
	{"Solving", "Ctrl+Shift+C", "Check your entries and notes"},
	{"", "Ctrl+Shift+M", "Back to just before the first mistake"},
	{"", "Ctrl+Shift+K", "Auto-candidates on and off"},
	{"", "Ctrl+B", "Solve the whole set"},
	{"Search", "Ctrl+Shift+Right / Left", "Next / previous guess"},
	{"", "Ctrl+Shift+Down / Up", "Next / previous backtrack"},
	{"Files", "Ctrl+O", "Open a puzzle set"},
	{"", "Ctrl+S", "Save the puzzles as…"},
	{"", "Ctrl+Shift+S", "Save your progress: entries and notes"},
	{"", "Ctrl+E", "Export the solved grids"},
	{"", "Ctrl+Shift+E", "Export the board as an image"},
	{"", "Ctrl+Q", "Quit"},
	{"View", "Ctrl+K", "Candidates on and off"},
	{"", "Ctrl+G", "Region colours on and off"},
}

// showShortcuts lists every keyboard shortcut.
func (s *Studio) showShortcuts() {
	var cells []fyne.CanvasObject
	for _, sc := range shortcuts {
		topic := widget.NewLabelWithStyle(sc.topic, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		keys := widget.NewLabelWithStyle(sc.keys, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		cells = append(cells, topic, keys, widget.NewLabel(sc.what))
	}
	note := widget.NewLabel("In digit mode, typing a digit edits the puzzle itself: the digit becomes a given, and the solution path is worked out again. " +
		"In solve mode, digits are your entries and notes, kept apart from the givens and with each puzzle of the set; " +
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
	d.Show()
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
	d.Show()
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
	d.Show()
}
