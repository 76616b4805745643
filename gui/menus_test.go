package gui

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/studiotheme"
)

func TestMenusHaveTheirShortcuts(t *testing.T) {
	s := newTestStudio(t)
	tests := []struct {
		path, shortcut string
	}{
		{"File/Open…", "CustomDesktop:Control+O"},
		{"File/Export Solved Grids…", "CustomDesktop:Control+E"},
		{"File/Save Puzzles As…", "CustomDesktop:Control+S"},
		{"File/Quit", "CustomDesktop:Control+Q"},
		{"Edit/Undo", "Undo"},
		{"Edit/Redo", "Redo"},
		{"Edit/Solve Mode", "CustomDesktop:Control+2"},
		{"Edit/Pencil Notes", "CustomDesktop:Control+P"},
		{"Solve/Check", "CustomDesktop:Shift+Control+C"},
		{"Solve/First Mistake", "CustomDesktop:Shift+Control+M"},
		{"Solve/Auto-Candidates", "CustomDesktop:Shift+Control+K"},
		{"Edit/Edit Regions", "CustomDesktop:Control+R"},
		{"Solve/Next Step", "CustomDesktop:Control+Right"},
		{"Solve/Previous Step", "CustomDesktop:Control+Left"},
		{"Solve/Hint", "CustomDesktop:Control+H"},
		{"View/Candidates", "CustomDesktop:Control+K"},
	}
	for _, tt := range tests {
		it := s.menus.item(tt.path)
		if it == nil {
			t.Errorf("no menu item %s", tt.path)
			continue
		}
		if it.Shortcut == nil || it.Shortcut.ShortcutName() != tt.shortcut {
			t.Errorf("%s: shortcut %v, want %s", tt.path, it.Shortcut, tt.shortcut)
		}
	}
	for _, path := range []string{
		"File/Open Recent", "File/Open Reference Solutions…", "File/Export Board Image…",
		"Edit/Clear Grid", "Edit/New Puzzle/Standard", "Edit/New Puzzle/Jigsaw",
		"Solve/Play", "Solve/Solve to End", "Solve/Restart", "Solve/Solve Whole Set",
		"View/Region Colours", "View/Theme/Light", "View/Theme/Dark",
		"Help/Keyboard Shortcuts", "Help/Techniques", "Help/About Sudoku Studio",
	} {
		if s.menus.item(path) == nil {
			t.Errorf("no menu item %s", path)
		}
	}
}

func TestViewMenu(t *testing.T) {
	s := newTestStudio(t)
	cands := s.menus.item("View/Candidates")
	was := s.board.ShowCandidates()
	cands.Action()
	if s.board.ShowCandidates() == was || cands.Checked == was {
		t.Error("View › Candidates did not toggle the candidates")
	}
	if s.prefs.showCandidates() == was {
		t.Error("the candidates setting is not remembered")
	}
	colours := s.menus.item("View/Region Colours")
	colours.Action()
	if s.board.ShowRegionColours() || colours.Checked {
		t.Error("View › Region Colours did not turn the colours off")
	}
	colours.Action()
	if !s.board.ShowRegionColours() {
		t.Error("View › Region Colours did not turn the colours back on")
	}

	s.menus.item("View/Theme/Dark").Action()
	bg := s.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantLight)
	if !isDark(bg) || !s.menus.item("View/Theme/Dark").Checked {
		t.Errorf("dark theme: background %v", bg)
	}
	s.menus.item("View/Theme/Light").Action()
	bg = s.app.Settings().Theme().Color(theme.ColorNameBackground, theme.VariantDark)
	if isDark(bg) || s.prefs.theme() != studiotheme.Light {
		t.Errorf("light theme: background %v, remembered %q", bg, s.prefs.theme())
	}
}

// isDark reports whether a background colour is a dark theme's, by its
// (gamma-encoded) luma.
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return 0.2126*float64(r)+0.7152*float64(g)+0.0722*float64(b) < 0.5*0xFFFF
}

func TestEditMenu(t *testing.T) {
	s := newTestStudio(t)
	n := s.model.Session().Len()
	s.menus.item("Edit/New Puzzle/Standard").Action()
	if s.model.Session().Len() != n+1 || s.model.Index() != n || s.model.Editor().Puzzle().Givens.Filled() != 0 {
		t.Fatalf("New Puzzle › Standard: %d puzzles, showing %d", s.model.Session().Len(), s.model.Index())
	}
	tapCell(t, s, grid.CellAt(2, 2))
	typeDigit(s, 4)
	s.menus.item("Edit/Clear Grid").Action()
	if s.model.Editor().Puzzle().Givens.Filled() != 0 {
		t.Error("Clear Grid left digits")
	}
	s.menus.item("Edit/Undo").Action()
	if s.model.Editor().Puzzle().Givens[grid.CellAt(2, 2)] != 4 {
		t.Error("Undo did not bring the cleared grid back")
	}
	s.menus.item("Edit/Clear Cell").Action()
	if s.model.Editor().Puzzle().Givens[grid.CellAt(2, 2)] != 0 {
		t.Error("Clear Cell left the digit")
	}
}

func TestHelpMenu(t *testing.T) {
	s := newTestStudio(t)
	s.menus.item("Help/Keyboard Shortcuts").Action()
	if shown := overlayTexts(s); !strings.Contains(shown, "Ctrl+Z") || !strings.Contains(shown, "Next Step") {
		t.Errorf("Keyboard Shortcuts shows:\n%s", shown)
	}
	dismissDialogs(s)
	// The technique list comes from the engine's catalogue, every name.
	s.menus.item("Help/Techniques").Action()
	shown := overlayTexts(s)
	for _, tech := range steps.Techniques() {
		if !strings.Contains(shown, tech.Name) {
			t.Errorf("Techniques does not list %s", tech.Name)
		}
	}
	dismissDialogs(s)
	s.menus.item("Help/About Sudoku Studio").Action()
	if shown := overlayTexts(s); !strings.Contains(shown, "Sudoku Studio") {
		t.Errorf("About shows:\n%s", shown)
	}
}

func TestRegionMode(t *testing.T) {
	s := newTestStudio(t)
	s.menus.item("Edit/New Puzzle/Jigsaw").Action()
	if s.model.Mode() != model.RegionMode || !s.tools.regionBar.Visible() {
		t.Fatal("a new jigsaw puzzle does not start in region mode")
	}
	// Paint r1c4 (box 2) into region 1: region 1 has 10 cells now.
	s.setPaintRegion(0)
	tapCell(t, s, grid.CellAt(0, 3))
	m := s.board.Model()
	if m.Draft == nil || m.Draft[grid.CellAt(0, 3)] != 0 {
		t.Fatal("the board does not show the painted cell")
	}
	if s.menus.item("Edit/Apply Painted Regions").Disabled {
		t.Fatal("Apply is disabled with painting pending")
	}
	if !strings.Contains(s.tools.regionNote.Text, "region 1 has 10 cells") {
		t.Errorf("region bar says %q", s.tools.regionNote.Text)
	}
	// The reason is drawn whole, not cut short with an ellipsis.
	var drawn []string
	for _, o := range test.LaidOutObjects(s.tools.regionNote) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			drawn = append(drawn, strings.TrimSpace(tx.Text))
		}
	}
	if strings.Join(drawn, " ") != s.tools.regionNote.Text {
		t.Errorf("the region bar draws %q of %q", drawn, s.tools.regionNote.Text)
	}
	s.menus.item("Edit/Apply Painted Regions").Action()
	if shown := overlayTexts(s); !strings.Contains(shown, "Cannot apply the regions") || !strings.Contains(shown, "has 10 cells") {
		t.Fatalf("an invalid layout was not refused with a reason; dialogs:\n%s", shown)
	}
	dismissDialogs(s)
	if !s.model.Editor().Puzzle().Regions().IsStandard() {
		t.Fatal("the invalid layout was applied")
	}
	// Typing a digit paints the selected cell into that region: paint
	// a whole jigsaw layout from the keyboard, then apply it.
	const letters = "IIIIIHHHHEEEIIHHHHEEEIIHCCCEEEAAACCCBBBAAACCCBBBAAADDDBBBGFFDDDGGGGFFDDDGGGGFFFFF"
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		s.board.SetSelected(c)
		typeDigit(s, int8(letters[c]-'A'+1))
	}
	if s.paintRegion != int(letters[80]-'A') {
		t.Errorf("typing chose region %d", s.paintRegion+1)
	}
	if err := s.model.Editor().DraftError(); err != nil {
		t.Fatalf("the painted layout is refused: %v", err)
	}
	s.menus.item("Edit/Apply Painted Regions").Action()
	l := s.model.Editor().Puzzle().Regions()
	if l.IsStandard() || l.Letters() != letters {
		t.Fatalf("Apply made the layout %s", l.Letters())
	}
	if s.board.Model().Layout != l {
		t.Error("the board does not show the applied layout")
	}
	if s.status.unique.Text != "Several solutions" {
		t.Errorf("an empty jigsaw grid: status %q", s.status.unique.Text)
	}
	s.menus.item("Edit/Undo").Action()
	if !s.model.Editor().Puzzle().Regions().IsStandard() {
		t.Error("Undo did not take the layout back")
	}
	key(s, fyne.KeyEscape)
	if s.model.Mode() != model.RegionMode {
		t.Errorf("Esc changed the mode to %v", s.model.Mode())
	}
	s.menus.item("Edit/Edit Regions").Action() // leaves the editing: Undo took the change back, so nothing asks
	if s.model.Mode().Editing() || s.board.Model().Draft != nil {
		t.Errorf("leaving region mode: mode %v, draft shown %v", s.model.Mode(), s.board.Model().Draft != nil)
	}
}

func TestToolbarNewPuzzle(t *testing.T) {
	s := newTestStudio(t)
	n := s.model.Session().Len()
	s.showNewPuzzleDialog()
	tapOverlayButton(t, s, "Standard (3×3 boxes)")
	if s.model.Session().Len() != n+1 || s.model.Mode() != model.EditMode {
		t.Fatalf("the toolbar's New › Standard gave %d puzzles, mode %v", s.model.Session().Len(), s.model.Mode())
	}
	if s.win.Canvas().Overlays().Top() != nil {
		t.Error("the New Puzzle dialog stays open")
	}
	// Arrow keys reach the board when nothing has the focus.
	s.win.Canvas().Unfocus()
	s.board.SetSelected(grid.CellAt(4, 4))
	s.typedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if s.board.Selected() != grid.CellAt(5, 4) || s.win.Canvas().Focused() != s.board {
		t.Errorf("Down with no focus: selected %v", s.board.Selected())
	}
}
