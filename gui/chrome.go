package gui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/fileio"
	"github.com/sudoku-studio/sudoku-studio/gui/internal/widgets"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
	"github.com/sudoku-studio/sudoku-studio/gui/practice"
	"github.com/sudoku-studio/sudoku-studio/gui/workbench"
)

// statusBar is the line at the bottom of the window: the file, which
// puzzle, its givens, whether its solution is unique, the step shown,
// the editing mode, and the last notice.
type statusBar struct {
	content                                  *fyne.Container
	file, puzzle, givens, unique, step, mode *widget.Label
	message                                  *widgets.NoticeLabel
}

func newStatusBar(rating fyne.CanvasObject) *statusBar {
	b := &statusBar{}
	mk := func() *widget.Label { return widget.NewLabel("") }
	b.file, b.puzzle, b.givens, b.unique, b.step, b.mode = mk(), mk(), mk(), mk(), mk(), mk()
	b.file.TextStyle.Bold = true
	// A notice too long for the bar ends in an ellipsis and shows whole
	// under the pointer or a tap (widgets.NoticeLabel).
	b.message = widgets.NewNoticeLabel()
	// The notice says what just happened (a file opened, an export
	// written): it is read, so it keeps the text colour, not a faint grey.
	b.message.TextStyle.Italic = true
	sep := func() fyne.CanvasObject { return widget.NewSeparator() }
	left := container.NewHBox(b.file, sep(), b.puzzle, sep(), b.givens, sep(), b.unique, sep(), b.step, sep(), b.mode, sep())
	b.content = container.NewBorder(nil, nil, left, rating, b.message)
	return b
}

// update shows the state of s.
func (b *statusBar) update(s *Studio) {
	if s.model.Session() == nil {
		return
	}
	// The set's name shows as soon as it opens, before a puzzle of it
	// does (a generated set is empty until its first puzzle comes).
	changed := widgets.SetText(b.file, s.model.Session().Name+s.model.Session().UnsavedMark())
	if s.model.Editor() == nil {
		if changed {
			b.content.Refresh()
		}
		return
	}
	ps, danger := s.puzzleStatus()
	changed = widgets.SetText(b.puzzle, ps.Puzzle) || changed
	changed = widgets.SetText(b.givens, ps.Givens) || changed
	changed = widgets.SetText(b.unique, ps.Detail) || changed
	imp := widget.MediumImportance
	if danger {
		imp = widget.DangerImportance
	}
	widgets.SetImportance(b.unique, imp)
	changed = widgets.SetText(b.step, ps.Step) || changed
	changed = widgets.SetText(b.mode, s.modeText()) || changed
	if b.message.Text != s.message {
		b.message.SetText(s.message)
	}
	if changed {
		// Labels whose text changed may need more room: lay the bar out again.
		b.content.Refresh()
	}
}

// puzzleStatus is what the status bar says of the puzzle on the board:
// which, its givens, its solutions (danger: none or several, or invalid)
// and the step shown. In practice the board shows the round's puzzle,
// not the list's, and the bar speaks of it.
func (s *Studio) puzzleStatus() (ps practice.Status, danger bool) {
	if r, ok := s.practice.Status(); ok && s.model.Mode() == model.PracticeMode {
		return r, false
	}
	ps.Puzzle = fmt.Sprintf("Puzzle %d of %d", s.model.Index()+1, s.model.Session().Len())
	ps.Givens = fmt.Sprintf("%d givens", s.model.Editor().Puzzle().Givens.Filled())
	ps.Detail = s.uniquenessText()
	danger = s.model.Invalid() != nil || (!s.model.Checking() && s.model.Check().Status != solver.Unique)
	switch {
	case s.st.Ready():
		ps.Step = fmt.Sprintf("Step %d / %d", s.st.Pos(), s.st.Total())
		if cur := s.st.Current(); cur != nil && model.SearchDepth(cur) > 0 {
			ps.Step += fmt.Sprintf(" · guess depth %d", model.SearchDepth(cur))
		}
	case s.tracing:
		ps.Step = "Step …"
	default:
		ps.Step = "No steps"
	}
	return ps, danger
}

// uniquenessText says whether the puzzle as edited has one solution.
func (s *Studio) uniquenessText() string {
	if s.model.Invalid() != nil {
		return "Invalid: " + s.model.Invalid().Error()
	}
	if s.model.Checking() {
		return "Checking…"
	}
	text := ""
	switch s.model.Check().Status {
	case solver.None:
		return "No solution"
	case solver.Multiple:
		return "Several solutions"
	case solver.Unknown:
		return "Undecided: the search gave up"
	default:
		text = "Unique solution"
	}
	if ref, ok := s.model.Session().ReferenceFor(s.model.Index()); ok && ref != (grid.Grid{}) {
		switch {
		case puzzlefile.IsNoSolution(ref):
			text += " · reference expects none"
		case ref == s.model.Check().Solution:
			text += " · matches reference"
		default:
			text += " · differs from reference"
		}
	}
	return text
}

// toolBar is the row of buttons above the board, and the region bar that
// shows in region mode.
type toolBar struct {
	content   fyne.CanvasObject
	regionBar *fyne.Container

	undoBtn, redoBtn             *widget.Button
	solveBtn, pencilBtn, pathBtn *widget.Button
	editBtn                      *widget.Button
	regionBtn                    *widget.Button
	solveSetBtn                  *widget.Button
	regionBtns                   [9]*widget.Button
	regionSwatches               [9]*canvas.Rectangle
	regionMarks                  [9]*canvas.Rectangle // under the region being painted with
	applyBtn, discardBtn         *widget.Button
	regionNote                   *widget.Label
}

func newToolBar(s *Studio) *toolBar {
	t := &toolBar{}
	open := widget.NewButtonWithIcon("Open…", theme.FolderOpenIcon(), s.showOpenDialog)
	save := widget.NewButtonWithIcon("Save…", theme.DocumentSaveIcon(), func() { s.showExportDialog(fileio.ExportPuzzles) })
	export := widget.NewButtonWithIcon("Export…", theme.UploadIcon(), func() { s.showExportDialog(fileio.ExportSolutions) })
	t.undoBtn = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), s.undo)
	t.redoBtn = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), s.redo)
	t.solveBtn = widget.NewButtonWithIcon("Solve", theme.AccountIcon(), func() { s.setMode(model.SolveMode) })
	t.pencilBtn = widget.NewButtonWithIcon("Pencil", theme.ListIcon(), func() { s.setPencil(!(s.model.Mode() == model.SolveMode && s.pencil)) })
	t.pathBtn = widget.NewButtonWithIcon("Path", theme.MediaPlayIcon(), func() { s.setMode(model.PathMode) })
	t.editBtn = widget.NewButtonWithIcon("Edit Puzzle", theme.DocumentCreateIcon(), func() { s.toggleEditing(model.EditMode) })
	t.regionBtn = widget.NewButtonWithIcon("Regions", theme.ColorPaletteIcon(), func() { s.toggleEditing(model.RegionMode) })
	newBtn := widget.NewButtonWithIcon("New", theme.ContentAddIcon(), func() { s.showNewPuzzleDialog() })
	t.solveSetBtn = widget.NewButtonWithIcon("Solve set", theme.MediaFastForwardIcon(), s.solveWholeSet)
	for _, b := range []*widget.Button{open, save, export, t.undoBtn, t.redoBtn, newBtn} {
		b.Importance = widget.LowImportance
	}
	vsep := func() fyne.CanvasObject { return widget.NewSeparator() }
	t.content = container.NewHBox(open, save, export, vsep(), t.undoBtn, t.redoBtn, vsep(),
		t.solveBtn, t.pencilBtn, t.pathBtn, t.editBtn, t.regionBtn, vsep(), newBtn)

	// The region bar: a swatch button for each region, Apply and Discard.
	swatches := make([]fyne.CanvasObject, 0, 9)
	for r := 0; r < 9; r++ {
		r := r
		t.regionBtns[r] = widget.NewButton(fmt.Sprint(r+1), func() { s.setPaintRegion(r) })
		t.regionSwatches[r] = canvas.NewRectangle(currentPalette().Region(r))
		t.regionSwatches[r].CornerRadius = 4
		t.regionMarks[r] = canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
		t.regionMarks[r].SetMinSize(fyne.NewSize(0, 4))
		t.regionMarks[r].CornerRadius = 2
		swatches = append(swatches, container.NewVBox(
			container.NewStack(t.regionSwatches[r], t.regionBtns[r]), t.regionMarks[r]))
	}
	t.applyBtn = widget.NewButtonWithIcon("Apply", theme.ConfirmIcon(), s.applyDraft)
	t.applyBtn.Importance = widget.HighImportance
	t.discardBtn = widget.NewButtonWithIcon("Discard", theme.CancelIcon(), s.discardDraft)
	// The note says what is wrong with the layout painted so far: it is
	// read whole, on lines of its own under the buttons.
	t.regionNote = widget.NewLabel("")
	t.regionNote.Wrapping = fyne.TextWrapWord
	t.regionBar = container.NewVBox(
		container.NewGridWithColumns(9, swatches...),
		container.NewHBox(layout.NewSpacer(), t.discardBtn, t.applyBtn), t.regionNote)
	t.regionBar.Hide()
	return t
}

// update enables the buttons that apply and marks the mode in use.
func (t *toolBar) update(s *Studio) {
	canUndo, canRedo := s.model.Editor() != nil && s.model.Editor().CanUndo(), s.model.Editor() != nil && s.model.Editor().CanRedo()
	if s.solving() {
		canUndo, canRedo = s.model.Game().CanUndo(), s.model.Game().CanRedo()
	}
	widgets.SetEnabled(t.undoBtn, canUndo)
	widgets.SetEnabled(t.redoBtn, canRedo)
	on := map[*widget.Button]bool{
		t.pathBtn:   s.model.Mode() == model.PathMode,
		t.editBtn:   s.model.Mode() == model.EditMode,
		t.solveBtn:  s.model.Mode() == model.SolveMode,
		t.pencilBtn: s.model.Mode() == model.SolveMode && s.pencil,
		t.regionBtn: s.model.Mode() == model.RegionMode,
	}
	for b, on := range on {
		imp := widget.LowImportance
		if on {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
	widgets.SetEnabled(t.solveSetBtn, s.batch == nil)
	if widgets.SetVisible(t.regionBar, s.model.Mode() == model.RegionMode) && s.pathPanel != nil {
		// The bar, above the step panel, changes the panel's room.
		s.pathPanel.Refresh()
	}
	if s.model.Mode() != model.RegionMode {
		return
	}
	pal := currentPalette()
	for r := 0; r < 9; r++ {
		t.regionSwatches[r].FillColor = pal.RegionIn(s.model.Editor().Puzzle().Regions(), r)
		t.regionSwatches[r].Refresh()
		t.regionMarks[r].FillColor = pal.Accent()
		if r == s.paintRegion {
			t.regionMarks[r].Show()
		} else {
			t.regionMarks[r].Hide()
		}
		t.regionMarks[r].Refresh()
		if t.regionBtns[r].Importance != widget.LowImportance {
			t.regionBtns[r].Importance = widget.LowImportance
			t.regionBtns[r].Refresh()
		}
	}
	pending := s.model.Editor() != nil && s.model.Editor().DraftPending()
	widgets.SetEnabled(t.applyBtn, pending)
	widgets.SetEnabled(t.discardBtn, pending)
	switch {
	case s.model.Editor() == nil:
	case !pending:
		widgets.SetText(t.regionNote, fmt.Sprintf("Painting region %d: tap or drag over cells, or type 1–9 to paint the selected cell.", s.paintRegion+1))
	default:
		if err := s.model.Editor().DraftError(); err != nil {
			widgets.SetText(t.regionNote, "Not a valid layout yet: "+strings.TrimPrefix(err.Error(), "region map: "))
		} else {
			widgets.SetText(t.regionNote, "A valid layout of nine regions: Apply makes it the puzzle's.")
		}
	}
}

// currentPalette is the board palette for the theme in use.
func currentPalette() *board.Palette { return board.PaletteOf(nil) }

// batchBar shows the progress of solving the whole set, with a cancel button.
type batchBar struct {
	content  *fyne.Container
	progress *widget.ProgressBar
	label    *widget.Label
}

func newBatchBar(cancel func()) *batchBar {
	b := &batchBar{progress: widget.NewProgressBar(), label: widget.NewLabel("")}
	stop := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), cancel)
	b.content = container.NewVBox(widget.NewSeparator(), b.label, container.NewBorder(nil, nil, nil, stop, b.progress))
	b.content.Hide()
	return b
}

// The workbench is the person's own tools on the board, in every mode:
// a filter that picks out cells by their candidates (the board draws
// it, gui/board/filter.go) and, in solve mode, the colour marks of the
// game (core/play). Its strips sit under the right panel; its keys
// (Alt+digit and friends) are menu shortcuts, listed in the palette.

// bench is the window's part of the workbench: the strips and the row
// that holds them.
type bench struct {
	filters *workbench.FilterStrip
	colours *workbench.ColourStrip
	content fyne.CanvasObject
	// brush is the colour (1–10) clicks on the board paint with, 0 when
	// the brush is down and clicks select and toggle notes as usual.
	brush int
	// swatchDark is the variant the swatches were last coloured for.
	swatchDark bool
	labels     []*canvas.Text // the strips' captions, recoloured with the theme
}

func newBench(s *Studio) *bench {
	b := &bench{filters: workbench.NewFilterStrip()}
	b.filters.OnFilter = func(f board.Filter) { s.input.Guard(func() { s.setFilter(f) })() }
	pal := currentPalette()
	b.swatchDark = pal.Dark()
	b.colours = workbench.NewColourStrip(markColours(pal))
	b.colours.OnBrush = func(k int) { s.input.Guard(func() { s.setBrush(k) })() }
	b.colours.OnClear = s.input.Guard(s.clearCellColours)
	b.content = container.NewVBox(widget.NewSeparator(),
		container.NewBorder(nil, nil, b.stripLabel("Filter"), nil, b.filters),
		container.NewBorder(nil, nil, b.stripLabel("Colour"), nil, b.colours))
	return b
}

// markColours lists the ten marking colours of a palette, for swatches.
func markColours(pal *board.Palette) []color.Color {
	out := make([]color.Color, board.NumMarkColours)
	for k := range out {
		out[k] = pal.MarkColour(k + 1)
	}
	return out
}

// update recolours the swatches and captions after a change of theme.
func (b *bench) update() {
	if pal := currentPalette(); pal.Dark() != b.swatchDark {
		b.swatchDark = pal.Dark()
		b.colours.SetColours(markColours(pal))
	}
	ink := theme.Color(theme.ColorNameForeground)
	for _, l := range b.labels {
		if l.Color != ink {
			l.Color = ink
			l.Refresh()
		}
	}
}

// stripLabel names a strip: a small caption, no taller than the chips.
func (b *bench) stripLabel(text string) fyne.CanvasObject {
	t := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	t.TextStyle.Bold = true
	t.TextSize = theme.CaptionTextSize()
	b.labels = append(b.labels, t)
	return container.NewPadded(container.NewCenter(t))
}

// setFilter shows f on the board and in the strip, and says what it picks.
func (s *Studio) setFilter(f board.Filter) {
	s.board.SetFilter(f)
	f = s.board.Filter()
	s.bench.filters.SetFilter(f)
	if f.Active() {
		m := s.board.Model()
		s.notify("Filter: %s (%d cells); Alt+0 turns it off", f, f.Picks(&m).Len())
	} else {
		s.notify("Filter off")
	}
	s.menus.refreshBench()
}

// toggleFilterDigit shows or hides the places of digit d, keeping a
// count filter.
func (s *Studio) toggleFilterDigit(d int8) {
	f := s.board.Filter()
	if f.Digit == d {
		f.Digit = 0
	} else {
		f.Digit = d
	}
	s.setFilter(f)
}

// toggleFilterCount picks out the cells with n candidates, or stops.
func (s *Studio) toggleFilterCount(n int8) {
	f := s.board.Filter()
	if f.Count == n {
		f.Count = 0
	} else {
		f.Count = n
	}
	s.setFilter(f)
}
