package gui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/input"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/internal/shareddata"
)

// newTestStudio opens the window headless on the sample set, with
// background work done at once.
func newTestStudio(t testing.TB) *Studio {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("Sudoku Studio")
	samples, err := loadSamples()
	if err != nil {
		t.Fatal(err)
	}
	s := newStudio(a, w, samples, true)
	w.Resize(fyne.NewSize(1280, 820))
	w.Show()
	t.Cleanup(func() {
		s.stopPlay()
		s.cancelBatch()
		s.work.Wait()
		w.Close()
	})
	return s
}

// openTestFile opens a file of the shared data and fails the test if it cannot.
func openTestFile(t testing.TB, s *Studio, rel string) {
	t.Helper()
	if err := s.openPath(shareddata.Path(t, rel)); err != nil {
		t.Fatalf("open %s: %v", rel, err)
	}
}

// tapCell taps the middle of cell c on the board.
func tapCell(t testing.TB, s *Studio, c grid.Cell) {
	t.Helper()
	size := s.board.Size()
	for y := float32(1); y < size.Height; y += 4 {
		for x := float32(1); x < size.Width; x += 4 {
			if s.board.CellAt(fyne.NewPos(x, y)) == c {
				// Step into the cell a little, away from its border.
				test.TapAt(s.board, fyne.NewPos(x+8, y+8))
				if s.board.Selected() != c {
					t.Fatalf("tapped %v but %v is selected", c, s.board.Selected())
				}
				return
			}
		}
	}
	t.Fatalf("cell %v is not on the board (size %v)", c, size)
}

// key sends a key to the board as if typed while it has the focus.
func key(s *Studio, name fyne.KeyName) { s.board.TypedKey(&fyne.KeyEvent{Name: name}) }

// overlayTexts returns every text shown in the window's pop-ups and
// dialogs, top last.
func overlayTexts(s *Studio) string {
	var b strings.Builder
	for _, o := range s.win.Canvas().Overlays().List() {
		collectTexts(o, &b)
	}
	return b.String()
}

func collectTexts(o fyne.CanvasObject, b *strings.Builder) {
	switch w := o.(type) {
	case *widget.Label:
		b.WriteString(w.Text + "\n")
	case *widget.Button:
		b.WriteString("[" + w.Text + "]\n")
	case *widget.RichText:
		b.WriteString(w.String() + "\n")
	case *widget.Entry:
		b.WriteString(w.Text + "\n")
	case *input.Entry:
		b.WriteString(w.Text + "\n")
	}
	if w, ok := o.(fyne.Widget); ok {
		r := test.WidgetRenderer(w) //nolint:staticcheck // the renderer is cached by the app and freed with it
		for _, c := range r.Objects() {
			collectTexts(c, b)
		}
		return
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			collectTexts(child, b)
		}
	}
}

// tapOverlayButton taps the button labelled text in the top dialog.
func tapOverlayButton(t testing.TB, s *Studio, text string) {
	t.Helper()
	overlays := s.win.Canvas().Overlays().List()
	for i := len(overlays) - 1; i >= 0; i-- {
		if b := findButton(overlays[i], text); b != nil {
			test.Tap(b)
			return
		}
	}
	t.Fatalf("no button %q in the dialogs; they show:\n%s", text, overlayTexts(s))
}

func findButton(o fyne.CanvasObject, text string) *widget.Button {
	if b, ok := o.(*widget.Button); ok && b.Text == text {
		return b
	}
	if w, ok := o.(fyne.Widget); ok {
		r := test.WidgetRenderer(w) //nolint:staticcheck // the renderer is cached by the app and freed with it
		for _, c := range r.Objects() {
			if b := findButton(c, text); b != nil {
				return b
			}
		}
		return nil
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, child := range c.Objects {
			if b := findButton(child, text); b != nil {
				return b
			}
		}
	}
	return nil
}

// dismissDialogs closes every dialog.
func dismissDialogs(s *Studio) {
	for s.win.Canvas().Overlays().Top() != nil {
		s.win.Canvas().Overlays().Remove(s.win.Canvas().Overlays().Top())
	}
}

func TestTapAndTypeDigits(t *testing.T) {
	s := newTestStudio(t)
	s.newPuzzle(false)
	r1c1, r1c5 := grid.CellAt(0, 0), grid.CellAt(0, 4)

	tapCell(t, s, r1c1)
	test.Type(s.board, "5")
	m := s.board.Model()
	if m.Digits[r1c1] != 5 || m.Origins[r1c1] != board.Given { // a given typed in is drawn as a given
		t.Fatalf("after typing 5 in r1c1: digit %d origin %d", m.Digits[r1c1], m.Origins[r1c1])
	}
	if got := s.status.unique.Text; got != "Several solutions" {
		t.Errorf("status bar says %q for a one-given puzzle", got)
	}

	// The same digit in the same row clashes: both drawn red, and the
	// status bar says why.
	tapCell(t, s, r1c5)
	test.Type(s.board, "5")
	m = s.board.Model()
	if !m.Conflicts.Has(r1c1) || !m.Conflicts.Has(r1c5) {
		t.Errorf("conflicts = %v, want r1c1 and r1c5", m.Conflicts)
	}
	if got := s.status.unique.Text; !strings.Contains(got, "digit 5 twice in row 1") {
		t.Errorf("status bar = %q, want the clash named", got)
	}
	if s.model.Session().Info[s.model.Index()].Status != model.StatusInvalid {
		t.Errorf("list status = %v, want invalid", s.model.Session().Info[s.model.Index()].Status)
	}

	// Arrow keys move the selection; Backspace, Delete and 0 clear.
	key(s, fyne.KeyLeft)
	if got := s.board.Selected(); got != grid.CellAt(0, 3) {
		t.Fatalf("Left from r1c5 selected %v", got)
	}
	key(s, fyne.KeyRight)
	key(s, fyne.KeyBackspace)
	if d := s.board.Model().Digits[r1c5]; d != 0 {
		t.Errorf("Backspace left %d in r1c5", d)
	}
	if !s.board.Model().Conflicts.Empty() {
		t.Errorf("conflicts remain after clearing: %v", s.board.Model().Conflicts)
	}
	tapCell(t, s, r1c1)
	test.Type(s.board, "0")
	if d := s.board.Model().Digits[r1c1]; d != 0 {
		t.Errorf("0 left %d in r1c1", d)
	}
	test.Type(s.board, "7")
	key(s, fyne.KeyDelete)
	if d := s.board.Model().Digits[r1c1]; d != 0 {
		t.Errorf("Delete left %d in r1c1", d)
	}
}

func TestUndoRedo(t *testing.T) {
	s := newTestStudio(t)
	s.newPuzzle(false)
	cells := []grid.Cell{grid.CellAt(0, 0), grid.CellAt(1, 3), grid.CellAt(8, 8)}
	for i, c := range cells {
		tapCell(t, s, c)
		test.Type(s.board, string(rune('1'+i)))
	}
	undo, redo := s.menus.item("Edit/Undo"), s.menus.item("Edit/Redo")
	if undo.Disabled || !redo.Disabled {
		t.Fatalf("after edits: Undo disabled=%v, Redo disabled=%v", undo.Disabled, redo.Disabled)
	}
	for i := len(cells) - 1; i >= 0; i-- {
		undo.Action()
		if d := s.board.Model().Digits[cells[i]]; d != 0 {
			t.Fatalf("undo left %d in %v", d, cells[i])
		}
	}
	if !undo.Disabled {
		t.Error("Undo still enabled with nothing to undo")
	}
	if s.model.Session().Set.Entries[s.model.Index()].Puzzle.Givens.Filled() != 0 {
		t.Error("undo did not reach the set that export writes")
	}
	for i, c := range cells {
		redo.Action()
		if d := s.board.Model().Digits[c]; d != int8(i+1) {
			t.Fatalf("redo put %d in %v, want %d", d, c, i+1)
		}
	}
	// Ctrl+Shift+Z is a second Redo shortcut, held by the canvas.
	undo.Action()
	s.win.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(redoAlternative())
	if d := s.board.Model().Digits[cells[2]]; d != 3 {
		t.Errorf("Ctrl+Shift+Z did not redo: r9c9 = %d", d)
	}
	// A new edit forgets what could be redone.
	undo.Action()
	tapCell(t, s, grid.CellAt(4, 4))
	test.Type(s.board, "9")
	if !redo.Disabled {
		t.Error("Redo still enabled after a new edit")
	}
}

// firstEmpty returns the first empty cell of the puzzle shown.
func firstEmpty(t testing.TB, s *Studio) grid.Cell {
	t.Helper()
	g := s.model.Editor().Puzzle().Givens
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if g[c] == 0 {
			return c
		}
	}
	t.Fatal("the puzzle has no empty cell")
	return -1
}
