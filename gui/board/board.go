package board

import (
	"math"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Durations of the board's animations.
const (
	flashDuration = 900 * time.Millisecond
	fadeDuration  = 1200 * time.Millisecond
)

// minBoardCell is the smallest cell side, in Fyne units, that the board
// asks for: room for a digit and nine legible candidates.
const minBoardCell = 36

// Board is the sudoku board: a widget that draws a Model, keeps the
// selected cell and turns taps and keys into calls of its callbacks. It
// holds no puzzle logic; the window decides what taps and keys mean.
type Board struct {
	widget.BaseWidget

	// OnCellTapped is called after a tap has selected a cell.
	OnCellTapped func(c grid.Cell)
	// OnTypedRune receives the characters typed while the board has the
	// keyboard focus.
	OnTypedRune func(r rune)
	// OnTypedKey receives the keys typed while the board has the focus,
	// except the arrow keys, which move the selection.
	OnTypedKey func(ev *fyne.KeyEvent)
	// OnCellSecondaryTapped, if set, is called after a right-click has
	// selected a cell, with the candidate (1–9) whose place in the
	// cell's 3×3 grid of candidates was clicked.
	OnCellSecondaryTapped func(c grid.Cell, d int8)
	// OnCandidateTapped, if set, is called after a tap with the candidate
	// tapped, after OnCellTapped.
	OnCandidateTapped func(c grid.Cell, d int8)
	// OnSelectionChanged, if set, is called whenever the selection moves.
	OnSelectionChanged func(c grid.Cell)

	mu            sync.Mutex
	model         Model
	draft         [grid.NumCells]int8 // a copy of model.Draft, which model.Draft points to
	selected      grid.Cell
	focused       bool
	regionColours bool
	candidates    bool
	filter        Filter
	flashCells    grid.CellSet
	flash         float64
	fade          float64
	flashAnim     *fyne.Animation
	fadeAnim      *fyne.Animation
}

var (
	_ fyne.Widget            = (*Board)(nil)
	_ fyne.Tappable          = (*Board)(nil)
	_ fyne.SecondaryTappable = (*Board)(nil)
	_ fyne.Focusable         = (*Board)(nil)
)

// New returns an empty standard board with region colours and
// candidates shown and no cell selected.
func New() *Board {
	b := &Board{selected: -1, regionColours: true, candidates: true}
	b.model.Layout = grid.Standard()
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return newBoardRenderer(b)
}

// SetModel shows m. A model whose step is a backtrack, or that has
// fading cells, starts the fading of those cells.
func (b *Board) SetModel(m Model) {
	if m.Layout == nil {
		m.Layout = grid.Standard()
	}
	b.mu.Lock()
	oldFading := b.fadingLocked()
	if m.Draft != nil {
		b.draft = *m.Draft
		m.Draft = &b.draft
	}
	b.model = m
	newFading := b.fadingLocked()
	startFade := !newFading.Empty() && newFading != oldFading
	if newFading.Empty() {
		b.fade = 0
	}
	b.mu.Unlock()

	if startFade {
		b.startFade()
	} else if newFading.Empty() && b.fadeAnim != nil {
		b.fadeAnim.Stop()
		b.fadeAnim = nil
	}
	b.Refresh()
}

// fadingLocked returns the cells the model shows fading out.
func (b *Board) fadingLocked() grid.CellSet {
	f := b.model.Fading
	if st := b.model.Step; st != nil && st.Kind == steps.Backtrack {
		f = f.Or(stepCells(st))
	}
	return f
}

// Model returns the model shown. Its Draft, if any, is the board's copy.
func (b *Board) Model() Model {
	b.mu.Lock()
	defer b.mu.Unlock()
	m := b.model
	if m.Draft != nil {
		d := *m.Draft
		m.Draft = &d
	}
	return m
}

// Selected returns the selected cell, or -1 when none is.
func (b *Board) Selected() grid.Cell {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.selected
}

// SetSelected selects c; -1 (or any cell off the board) clears the selection.
func (b *Board) SetSelected(c grid.Cell) {
	if !validCell(c) {
		c = -1
	}
	b.mu.Lock()
	changed := b.selected != c
	b.selected = c
	b.mu.Unlock()
	if !changed {
		return
	}
	b.Refresh()
	if b.OnSelectionChanged != nil {
		b.OnSelectionChanged(c)
	}
}

// SetShowRegionColours turns the region colours on or off.
func (b *Board) SetShowRegionColours(on bool) {
	b.mu.Lock()
	b.regionColours = on
	b.mu.Unlock()
	b.Refresh()
}

// ShowRegionColours reports whether the region colours are shown.
func (b *Board) ShowRegionColours() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.regionColours
}

// SetShowCandidates turns the candidates of empty cells on or off. The
// candidates a step uses are drawn either way.
func (b *Board) SetShowCandidates(on bool) {
	b.mu.Lock()
	b.candidates = on
	b.mu.Unlock()
	b.Refresh()
}

// SetFilter picks out cells by their candidates (see Filter); the zero
// Filter shows the board plain.
func (b *Board) SetFilter(f Filter) {
	b.mu.Lock()
	b.filter = f.valid()
	b.mu.Unlock()
	b.Refresh()
}

// Filter returns the filter shown.
func (b *Board) Filter() Filter {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.filter
}

// ShowCandidates reports whether candidates are shown.
func (b *Board) ShowCandidates() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.candidates
}

// Options returns the options that make Image and SVG draw the board
// as it is shown now, in the current theme, at the default size.
func (b *Board) Options() Options {
	b.mu.Lock()
	opts := Options{RegionColours: b.regionColours, Candidates: b.candidates, Filter: b.filter}
	b.mu.Unlock()
	pal := b.palette()
	opts.Dark = pal.dark
	return opts
}

// Flash makes cell c blink twice, to show the person where it is.
func (b *Board) Flash(c grid.Cell) {
	if validCell(c) {
		b.FlashCells(grid.CellSet{}.With(c))
	}
}

// FlashCells makes the cells blink twice together, to show the person
// where a group of cells, such as r4c89, is.
func (b *Board) FlashCells(cells grid.CellSet) {
	cells = cells.And(allCells)
	if cells.Empty() {
		return
	}
	if b.flashAnim != nil {
		b.flashAnim.Stop()
	}
	b.mu.Lock()
	b.flashCells = cells
	b.mu.Unlock()
	b.flashAnim = fyne.NewAnimation(flashDuration, func(t float32) {
		// Two pulses that end at nothing.
		v := math.Abs(math.Sin(2 * math.Pi * float64(t)))
		if t >= 1 {
			v = 0
		}
		b.mu.Lock()
		b.flash = v
		b.mu.Unlock()
		b.Refresh()
	})
	b.flashAnim.Curve = fyne.AnimationLinear
	b.flashAnim.Start()
}

// FlashedCells returns the cells the last Flash or FlashCells made blink.
func (b *Board) FlashedCells() grid.CellSet {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.flashCells
}

// startFade runs the fading of a backtrack's cells from fully shown to faint.
func (b *Board) startFade() {
	if b.fadeAnim != nil {
		b.fadeAnim.Stop()
	}
	b.mu.Lock()
	b.fade = 0
	b.mu.Unlock()
	b.fadeAnim = fyne.NewAnimation(fadeDuration, func(t float32) {
		b.mu.Lock()
		b.fade = float64(t)
		b.mu.Unlock()
		b.Refresh()
	})
	b.fadeAnim.Curve = fyne.AnimationEaseInOut
	b.fadeAnim.Start()
}

// view returns a snapshot of what to draw.
func (b *Board) view() boardView {
	b.mu.Lock()
	defer b.mu.Unlock()
	return boardView{
		model:         b.model,
		selected:      b.selected,
		focused:       b.focused,
		regionColours: b.regionColours,
		candidates:    b.candidates,
		filter:        b.filter,
		flashCells:    b.flashCells,
		flash:         b.flash,
		fade:          b.fade,
	}
}

// CellAt returns the cell under a position in the board's coordinates,
// or -1 if the position is off the grid.
func (b *Board) CellAt(pos fyne.Position) grid.Cell {
	size := b.Size()
	g := newBoardGeom(float64(size.Width), float64(size.Height))
	return g.cellAt(float64(pos.X), float64(pos.Y))
}

// Tapped selects the cell under the tap, takes the keyboard focus and
// calls OnCellTapped. Taps beside the grid do nothing.
func (b *Board) Tapped(ev *fyne.PointEvent) {
	c := b.CellAt(ev.Position)
	if c < 0 {
		return
	}
	if app := fyne.CurrentApp(); app != nil {
		if cv := app.Driver().CanvasForObject(b); cv != nil && cv.Focused() != b {
			cv.Focus(b)
		}
	}
	b.SetSelected(c)
	if b.OnCellTapped != nil {
		b.OnCellTapped(c)
	}
	if _, d := b.CandidateAt(ev.Position); b.OnCandidateTapped != nil {
		b.OnCandidateTapped(c, d)
	}
}

// CandidateAt returns the cell under a position in the board's
// coordinates and the candidate whose place in the cell's 3×3 grid of
// candidates it is in, or -1 and 0 off the grid.
func (b *Board) CandidateAt(pos fyne.Position) (grid.Cell, int8) {
	size := b.Size()
	g := newBoardGeom(float64(size.Width), float64(size.Height))
	c := g.cellAt(float64(pos.X), float64(pos.Y))
	if c < 0 {
		return -1, 0
	}
	third := func(v, origin float64, line int) int {
		f := (v-origin)/g.cell() - float64(line)
		return min(max(int(f*3), 0), 2)
	}
	col, row := third(float64(pos.X), g.x0, c.Col()), third(float64(pos.Y), g.y0, c.Row())
	return c, int8(row*3 + col + 1)
}

// TappedSecondary selects the cell under a right-click, takes the
// keyboard focus and calls OnCellSecondaryTapped with the candidate
// clicked. Clicks beside the grid do nothing.
func (b *Board) TappedSecondary(ev *fyne.PointEvent) {
	c, d := b.CandidateAt(ev.Position)
	if c < 0 {
		return
	}
	if app := fyne.CurrentApp(); app != nil {
		if cv := app.Driver().CanvasForObject(b); cv != nil && cv.Focused() != b {
			cv.Focus(b)
		}
	}
	b.SetSelected(c)
	if b.OnCellSecondaryTapped != nil {
		b.OnCellSecondaryTapped(c, d)
	}
}

// FocusGained is part of fyne.Focusable.
func (b *Board) FocusGained() {
	b.mu.Lock()
	b.focused = true
	b.mu.Unlock()
	b.Refresh()
}

// FocusLost is part of fyne.Focusable.
func (b *Board) FocusLost() {
	b.mu.Lock()
	b.focused = false
	b.mu.Unlock()
	b.Refresh()
}

// TypedRune passes typed characters to OnTypedRune.
func (b *Board) TypedRune(r rune) {
	if b.OnTypedRune != nil {
		b.OnTypedRune(r)
	}
}

// TypedKey moves the selection with the arrow keys, wrapping around at
// the edges, and passes every other key to OnTypedKey.
func (b *Board) TypedKey(ev *fyne.KeyEvent) {
	dr, dc := 0, 0
	switch ev.Name {
	case fyne.KeyUp:
		dr = -1
	case fyne.KeyDown:
		dr = 1
	case fyne.KeyLeft:
		dc = -1
	case fyne.KeyRight:
		dc = 1
	default:
		if b.OnTypedKey != nil {
			b.OnTypedKey(ev)
		}
		return
	}
	c := b.Selected()
	if c < 0 {
		b.SetSelected(grid.CellAt(4, 4)) // start in the middle
		return
	}
	b.SetSelected(grid.CellAt((c.Row()+dr+9)%9, (c.Col()+dc+9)%9))
}
