package model

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// maxHistory bounds the undo history of one puzzle; the oldest edits go first.
const maxHistory = 2000

// editState is everything one edit can change. It is small and copied
// whole, so undo and redo restore it exactly.
type editState struct {
	givens grid.Grid
	layout *grid.Layout // never nil
	// draft holds the region (0–8) of every cell while a jigsaw layout is
	// being painted; it equals layout until the person paints.
	draft [grid.NumCells]int8
	// marks are a pencil-mark puzzle's given candidates (nil for a plain
	// puzzle). The array is never written to: an edit makes a new one.
	marks *[grid.NumCells]uint16
}

// edit is one entry of the undo history: what it was called and the
// state before it.
type edit struct {
	label  string
	before editState
}

// Editor is the editing model of one puzzle, kept apart from the widgets:
// the givens and the region layout being painted, with undo and redo of
// every edit.
//
// Editing a puzzle edits its givens: a digit typed into a cell becomes
// part of the puzzle that the solver and the step view work on. The
// givens the puzzle was loaded with are remembered so that the board can
// show the person's additions in their own colour. Pencil notes are not
// the puzzle's: they are solving work, kept by the puzzle's play.Game in
// solve mode (see Session.Game).
type Editor struct {
	cur      editState
	loaded   grid.Puzzle // as loaded, to tell the person's additions and to know whether anything changed
	undo     []edit
	redo     []edit
	draftSet bool // the draft differs from the layout
}

// NewEditor starts editing p.
func NewEditor(p grid.Puzzle) *Editor {
	p.Layout = p.Regions()
	e := &Editor{loaded: p}
	e.cur.givens = p.Givens
	e.cur.layout = p.Layout
	e.cur.draft = regionsOf(p.Layout)
	e.cur.marks = p.Candidates
	return e
}

func regionsOf(l *grid.Layout) [grid.NumCells]int8 {
	var d [grid.NumCells]int8
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		d[c] = int8(l.Region(c))
	}
	return d
}

// Puzzle returns the puzzle as edited so far.
func (e *Editor) Puzzle() grid.Puzzle {
	return grid.Puzzle{Givens: e.cur.givens, Layout: e.cur.layout, Candidates: e.cur.marks}
}

// Loaded returns the puzzle as it was before any edit.
func (e *Editor) Loaded() grid.Puzzle { return e.loaded }

// Changed reports whether the puzzle (givens or layout) differs from
// the one loaded.
func (e *Editor) Changed() bool {
	return e.cur.givens != e.loaded.Givens || !e.cur.layout.Equal(e.loaded.Regions()) ||
		!sameMarks(e.cur.marks, e.loaded.Candidates)
}

// sameMarks reports whether two puzzles' given candidates are the same.
func sameMarks(a, b *[grid.NumCells]uint16) bool {
	return a == b || (a != nil && b != nil && *a == *b)
}

// MarkSaved makes the current puzzle the one to compare against, after it
// has been written to a file.
func (e *Editor) MarkSaved() {
	e.loaded = e.Puzzle()
}

// IsAddition reports whether the digit in c was put there by the person
// rather than loaded with the puzzle.
func (e *Editor) IsAddition(c grid.Cell) bool {
	return e.cur.givens[c] != 0 && e.cur.givens[c] != e.loaded.Givens[c]
}

// Draft returns the region (0–8) of every cell in the layout being painted.
func (e *Editor) Draft() [grid.NumCells]int8 { return e.cur.draft }

// DraftPending reports whether the painted layout differs from the
// puzzle's layout and is still to be applied.
func (e *Editor) DraftPending() bool { return e.cur.draft != regionsOf(e.cur.layout) }

// DraftError says why the painted layout cannot be used, or nil when it can.
func (e *Editor) DraftError() error {
	_, err := e.draftLayout()
	return err
}

func (e *Editor) draftLayout() (*grid.Layout, error) {
	ids := make([]int, grid.NumCells)
	for c, r := range e.cur.draft {
		ids[c] = int(r) + 1
	}
	return grid.NewLayout(ids)
}

// push records the state before an edit and forgets what could be redone.
func (e *Editor) push(label string) {
	e.undo = append(e.undo, edit{label: label, before: e.cur})
	if len(e.undo) > maxHistory {
		e.undo = append(e.undo[:0], e.undo[len(e.undo)-maxHistory:]...)
	}
	e.redo = e.redo[:0]
}

// SetDigit puts digit d (1–9, or 0 to clear) into c as a given. It
// returns false when nothing changed.
func (e *Editor) SetDigit(c grid.Cell, d int8) bool {
	if c < 0 || c >= grid.NumCells || d < 0 || d > 9 {
		return false
	}
	if e.cur.givens[c] == d {
		return false
	}
	if d == 0 {
		e.push(fmt.Sprintf("clear %v", c))
	} else {
		e.push(fmt.Sprintf("%v = %d", c, d))
	}
	e.cur.givens[c] = d
	if m := e.cur.marks; m != nil && d != 0 && m[c]&(1<<(d-1)) == 0 {
		// A digit typed over a pencil-mark puzzle joins its cell's
		// candidates, so that the puzzle stays valid.
		widened := *m
		widened[c] |= 1 << (d - 1)
		e.cur.marks = &widened
	}
	return true
}

// ClearCell removes the given of c.
func (e *Editor) ClearCell(c grid.Cell) bool {
	if c < 0 || c >= grid.NumCells {
		return false
	}
	return e.SetDigit(c, 0)
}

// ClearAll removes every given, keeping the layout.
func (e *Editor) ClearAll() bool {
	if e.cur.givens == (grid.Grid{}) && e.cur.marks == nil {
		return false
	}
	e.push("clear the grid")
	e.cur.givens, e.cur.marks = grid.Grid{}, nil
	return true
}

// Paint puts c into region r (0–8) of the draft layout. The draft may be
// invalid while painting; ApplyDraft refuses it then.
func (e *Editor) Paint(c grid.Cell, r int) bool {
	if c < 0 || c >= grid.NumCells || r < 0 || r > 8 || e.cur.draft[c] == int8(r) {
		return false
	}
	e.push(fmt.Sprintf("paint %v into region %d", c, r+1))
	e.cur.draft[c] = int8(r)
	return true
}

// ApplyDraft makes the painted layout the puzzle's layout. It refuses a
// layout that is not nine regions of nine cells, saying why.
func (e *Editor) ApplyDraft() error {
	l, err := e.draftLayout()
	if err != nil {
		return err
	}
	if l.Equal(e.cur.layout) {
		return nil
	}
	e.push("apply the region layout")
	e.cur.layout = l
	return nil
}

// DiscardDraft forgets the painting not yet applied.
func (e *Editor) DiscardDraft() bool {
	if !e.DraftPending() {
		return false
	}
	e.push("discard the painted regions")
	e.cur.draft = regionsOf(e.cur.layout)
	return true
}

// SetLayout replaces the layout (and the draft) with l.
func (e *Editor) SetLayout(l *grid.Layout, label string) bool {
	if l == nil || (l.Equal(e.cur.layout) && !e.DraftPending()) {
		return false
	}
	e.push(label)
	e.cur.layout = l
	e.cur.draft = regionsOf(l)
	return true
}

// CanUndo reports whether there is an edit to undo.
func (e *Editor) CanUndo() bool { return len(e.undo) > 0 }

// CanRedo reports whether there is an undone edit to redo.
func (e *Editor) CanRedo() bool { return len(e.redo) > 0 }

// Undo takes back the last edit and returns its label.
func (e *Editor) Undo() (string, bool) {
	if len(e.undo) == 0 {
		return "", false
	}
	last := e.undo[len(e.undo)-1]
	e.undo = e.undo[:len(e.undo)-1]
	e.redo = append(e.redo, edit{label: last.label, before: e.cur})
	e.cur = last.before
	return last.label, true
}

// Redo makes the last undone edit again and returns its label.
func (e *Editor) Redo() (string, bool) {
	if len(e.redo) == 0 {
		return "", false
	}
	last := e.redo[len(e.redo)-1]
	e.redo = e.redo[:len(e.redo)-1]
	e.undo = append(e.undo, edit{label: last.label, before: e.cur})
	e.cur = last.before
	return last.label, true
}

// Revert puts the puzzle back to p (its givens and layout), as one
// undoable edit under label. It returns false when nothing changed.
func (e *Editor) Revert(p grid.Puzzle, label string) bool {
	l := p.Regions()
	if e.cur.givens == p.Givens && e.cur.layout.Equal(l) && sameMarks(e.cur.marks, p.Candidates) && !e.DraftPending() {
		return false
	}
	e.push(label)
	e.cur.givens, e.cur.layout, e.cur.draft, e.cur.marks = p.Givens, l, regionsOf(l), p.Candidates
	return true
}

// SamePuzzle reports whether a and b are one puzzle: the same givens,
// regions and given candidates.
func SamePuzzle(a, b grid.Puzzle) bool {
	return a.Givens == b.Givens && a.Regions().Equal(b.Regions()) && sameMarks(a.Candidates, b.Candidates)
}
