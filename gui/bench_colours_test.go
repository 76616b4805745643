package gui

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// Picking a swatch puts the brush up: a click paints the cell, a
// right-click a candidate, a second click takes the colour off, Undo
// and Redo walk through the paints, and the board draws the marks.
func TestColourBrushPaintsAndUndoes(t *testing.T) {
	s, _ := newSolvingStudio(t)
	cells := emptyCells(t, s, 2)
	test.Tap(s.bench.colours.Swatch(3))
	if s.bench.brush != 3 || !s.bench.colours.Swatch(3).On() || !s.menus.item("Edit/Colour/Brush 2a").Checked {
		t.Fatalf("tapping swatch 2a: brush %d", s.bench.brush)
	}
	tapCell(t, s, cells[0])
	if got := s.model.Game().Marks().Cells[cells[0]]; got != 3 {
		t.Fatalf("a click with brush 2a: %v has colour %v", cells[0], got)
	}
	if got := s.board.Model().Marks.Cells[cells[0]]; got != 3 {
		t.Errorf("the board shows colour %d on %v, want 3", got, cells[0])
	}
	s.noteTapped(cells[1], 6) // a right-click on candidate 6
	if got := s.model.Game().Marks().Candidates[cells[1]][5]; got != 3 {
		t.Errorf("a right-click with the brush: candidate 6 of %v has colour %v", cells[1], got)
	}
	if s.model.Game().NotesAt(cells[1]).Has(6) {
		t.Error("a right-click with the brush up toggled a note too")
	}
	tapCell(t, s, cells[0])
	if got := s.model.Game().Marks().Cells[cells[0]]; got != 0 {
		t.Errorf("a second click kept colour %v", got)
	}
	s.menus.item("Edit/Undo").Action()
	if got := s.model.Game().Marks().Cells[cells[0]]; got != 3 {
		t.Errorf("Undo: %v has colour %v, want 2a back", cells[0], got)
	}
	s.menus.item("Edit/Redo").Action()
	if got := s.model.Game().Marks().Cells[cells[0]]; got != 0 {
		t.Errorf("Redo: %v has colour %v, want none", cells[0], got)
	}

	// Putting the brush down: clicks select again and right-clicks note.
	test.Tap(s.bench.colours.Swatch(3))
	if s.bench.brush != 0 {
		t.Fatalf("tapping the picked swatch left brush %d", s.bench.brush)
	}
	tapCell(t, s, cells[0])
	if got := s.model.Game().Marks().Cells[cells[0]]; got != 0 {
		t.Error("a click with the brush down painted")
	}
}

// The keys paint the selected cell and its candidates with the brush
// (1a when none is picked), clear one cell or all, and step the brush
// round the ten colours.
func TestColourKeys(t *testing.T) {
	s, _ := newSolvingStudio(t)
	c := emptyCells(t, s, 1)[0]
	tapCell(t, s, c)
	pressShortcut(s, alt(fyne.KeyC))
	if got := s.model.Game().Marks().Cells[c]; got != 1 {
		t.Errorf("Alt+C without a brush: colour %v, want 1a", got)
	}
	pressShortcut(s, alt(fyne.KeyRightBracket))
	pressShortcut(s, alt(fyne.KeyRightBracket))
	if s.bench.brush != 2 {
		t.Errorf("Alt+] twice from no brush: brush %d, want 2 (1b)", s.bench.brush)
	}
	pressShortcut(s, altShift(fyne.Key4))
	if got := s.model.Game().Marks().Candidates[c][3]; got != 2 {
		t.Errorf("Alt+Shift+4: candidate 4 has colour %v, want 1b", got)
	}
	pressShortcut(s, alt(fyne.KeyLeftBracket))
	pressShortcut(s, alt(fyne.KeyLeftBracket))
	if s.bench.brush != play.NumColours {
		t.Errorf("Alt+[ twice from 1b: brush %d, want 10 (5b)", s.bench.brush)
	}
	// A candidate of a filled cell is not painted: the person is told.
	var given grid.Cell
	for given = 0; s.model.Game().Puzzle().Givens[given] == 0; given++ {
	}
	tapCell(t, s, given)
	pressShortcut(s, altShift(fyne.Key4))
	if got := s.model.Game().Marks().Candidates[given][3]; got != 0 || !strings.Contains(s.message, "holds a digit") {
		t.Errorf("Alt+Shift+4 on a given: colour %v, message %q", got, s.message)
	}
	tapCell(t, s, c)
	pressShortcut(s, alt(fyne.KeyX))
	if m := s.model.Game().Marks(); m.Cells[c] != 0 || m.Candidates[c] != [9]play.Colour{} {
		t.Error("Alt+X left colours on the selected cell")
	}
	pressShortcut(s, alt(fyne.KeyC))
	pressShortcut(s, altShift(fyne.KeyX))
	if m := s.model.Game().Marks(); !m.Empty() {
		t.Error("Alt+Shift+X left colours")
	}
	// Outside solve mode the colours are not the game's to paint.
	s.setMode(model.PathMode)
	pressShortcut(s, alt(fyne.KeyC))
	if !strings.Contains(s.message, "Solve Mode") {
		t.Errorf("Alt+C in path mode says %q", s.message)
	}
	// The palette lists the colour commands with their keys.
	pressShortcut(s, ctrlShift(fyne.KeyP))
	s.palette.Type("paint candidate 4")
	if got := s.palette.Shown(); len(got) != 1 || got[0] != "Edit › Colour › Paint Candidate › Candidate 4" {
		t.Errorf("the palette for paint candidate 4: %v", got)
	}
}

// Colours go into the progress file and come back from it, and the
// board image export draws them.
func TestColoursSavedAndExported(t *testing.T) {
	s, _ := newSolvingStudio(t)
	c := emptyCells(t, s, 1)[0]
	tapCell(t, s, c)
	s.setBrush(9) // 5a
	pressShortcut(s, alt(fyne.KeyC))
	if !s.model.Session().UnsavedProgress() {
		t.Error("a colour alone is not counted as unsaved work")
	}
	out := filepath.Join(t.TempDir(), "colours.npz")
	s.exportTo(fileio.ExportProgress, storage.NewFileURI(out))
	if err := s.openPath(out); err != nil {
		t.Fatal(err)
	}
	g, _, err := s.model.Session().Game(0)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Marks().Cells[c]; got != 9 {
		t.Errorf("reopened: %v has colour %v, want 5a", c, got)
	}

	s.setMode(model.SolveMode)
	img := filepath.Join(t.TempDir(), "board.png")
	s.writeExport(fileio.ExportImage, img)
	data, err := os.ReadFile(img)
	if err != nil {
		t.Fatal(err)
	}
	pic, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := board.DefaultPalette(s.board.Options().Dark).MarkColour(9)
	painted := 0
	for y := pic.Bounds().Min.Y; y < pic.Bounds().Max.Y; y++ {
		for x := pic.Bounds().Min.X; x < pic.Bounds().Max.X; x++ {
			r, g, b, _ := pic.At(x, y).RGBA()
			if uint8(r>>8) == want.R && uint8(g>>8) == want.G && uint8(b>>8) == want.B {
				painted++
			}
		}
	}
	if painted < 100 {
		t.Errorf("the exported board has %d pixels of colour 5a, want the painted cell's fill", painted)
	}
	svg := filepath.Join(t.TempDir(), "board.svg")
	s.writeExport(fileio.ExportImage, svg)
	if data, err := os.ReadFile(svg); err != nil || !strings.Contains(string(data), `class="mark colour-5a"`) {
		t.Errorf("the SVG export has no mark of colour 5a (err %v)", err)
	}
}
