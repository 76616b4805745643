package play

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Each move below is one undo step, however many cells it touches, and
// a move that would change nothing is no step at all.

// Enter puts digit d (1–9) in cell c, replacing any entry there. The
// cell's notes go, and d leaves the notes of every peer of c. A digit
// that clashes with a peer is accepted: people make mistakes, and
// Conflicts shows them.
func (g *Game) Enter(c grid.Cell, d int8) error {
	if err := g.editable(c); err != nil {
		return err
	}
	if err := checkDigit(d); err != nil {
		return err
	}
	next := g.pos
	g.lift(&next, c)
	g.place(&next, c, d)
	g.commit(next)
	return nil
}

// Erase empties cell c: it removes the entry, or, in a cell without one,
// the notes. With auto-candidates on, an erased entry's cell gets the
// candidates the grid allows as notes, and its digit comes back to the
// notes of the peers that now allow it.
func (g *Game) Erase(c grid.Cell) error {
	if err := g.editable(c); err != nil {
		return err
	}
	next := g.pos
	if next.entries[c] != 0 {
		g.lift(&next, c)
	} else {
		next.notes[c] = 0
	}
	g.commit(next)
	return nil
}

// ToggleNote adds digit d to the notes of the empty cell c, or removes it
// if it is there. Any digit may be noted, even one a peer holds; the
// hints ignore such a note.
func (g *Game) ToggleNote(c grid.Cell, d int8) error {
	if err := g.noteable(c); err != nil {
		return err
	}
	if err := checkDigit(d); err != nil {
		return err
	}
	next := g.pos
	next.notes[c] ^= steps.DigitSet(d)
	g.commit(next)
	return nil
}

// SetNotes replaces the notes of the empty cell c with ds, which must
// hold only digits 1–9.
func (g *Game) SetNotes(c grid.Cell, ds steps.Digits) error {
	if err := g.noteable(c); err != nil {
		return err
	}
	if ds&^steps.AllDigits != 0 {
		return fmt.Errorf("notes %#x hold bits other than digits 1–9: %w", uint16(ds), ErrOutOfRange)
	}
	next := g.pos
	next.notes[c] = ds
	g.commit(next)
	return nil
}

// ClearNotes removes every note of cell c.
func (g *Game) ClearNotes(c grid.Cell) error { return g.SetNotes(c, 0) }

// ClearAllNotes removes every note of the board as one move.
func (g *Game) ClearAllNotes() {
	next := g.pos
	next.notes = [grid.NumCells]steps.Digits{}
	g.commit(next)
}

// FillNotes sets the notes of every empty cell to the candidates the
// givens and entries allow, as one move, whatever notes were there.
func (g *Game) FillNotes() {
	next := g.pos
	g.fill(&next)
	g.commit(next)
}

// SetAuto switches auto-candidates on or off, as one move. Notes are one
// set per cell whatever the mode, and they are what Check, the hints and
// the saved file see; auto mode only keeps them up for the person:
//   - switching it on fills every empty cell's notes with the candidates
//     the givens and entries allow, replacing the person's notes (Undo
//     brings them back);
//   - while it is on, an erased entry gives its cell the candidates it
//     allows and gives the digit back to the peers that now allow it, so
//     that no erasure leaves a note missing; removing notes by hand
//     still works, as eliminations;
//   - switching it off keeps the notes as they are, now the person's own.
//
// Entering a digit removes it from the peers' notes in either mode.
func (g *Game) SetAuto(on bool) {
	next := g.pos
	next.auto = on
	if on && !g.pos.auto {
		g.fill(&next)
	}
	g.commit(next)
}

// noteable returns the error that forbids notes in c, if any.
func (g *Game) noteable(c grid.Cell) error {
	if err := g.editable(c); err != nil {
		return err
	}
	if d := g.pos.entries[c]; d != 0 {
		return fmt.Errorf("%v holds the entry %d; notes go in empty cells: %w", c, d, ErrFilled)
	}
	return nil
}

// place enters d in c of p: c's notes go, and d leaves its peers' notes.
func (g *Game) place(p *position, c grid.Cell, d int8) {
	p.entries[c] = d
	p.notes[c] = 0
	bit := steps.DigitSet(d)
	for _, q := range g.layout.Peers(c).Cells() {
		p.notes[q] &^= bit
	}
}

// lift removes the entry of c from p, if any. In auto mode it gives the
// cell its allowed candidates and the digit back to the empty peers that
// now allow it.
func (g *Game) lift(p *position, c grid.Cell) {
	d := p.entries[c]
	if d == 0 {
		return
	}
	p.entries[c] = 0
	if !p.auto {
		return
	}
	p.notes[c] = g.allowed(p, c)
	bit := steps.DigitSet(d)
	for _, q := range g.layout.Peers(c).Cells() {
		if g.digitAt(p, q) == 0 && g.allowed(p, q)&bit != 0 {
			p.notes[q] |= bit
		}
	}
}

// fill sets the notes of every empty cell of p to its allowed candidates.
func (g *Game) fill(p *position) {
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		p.notes[c] = 0
		if g.digitAt(p, c) == 0 {
			p.notes[c] = g.allowed(p, c)
		}
	}
}

// digitAt returns the digit in c, given or entered, 0 for none.
func (g *Game) digitAt(p *position, c grid.Cell) int8 {
	if d := g.puzzle.Givens[c]; d != 0 {
		return d
	}
	return p.entries[c]
}

// allowed returns the digits of c's given candidates (all nine for a
// plain puzzle) that no peer of c holds in p.
func (g *Game) allowed(p *position, c grid.Cell) steps.Digits {
	m := steps.Digits(g.puzzle.CandidatesAt(int(c))) << 1
	for _, q := range g.layout.Peers(c).Cells() {
		if d := g.digitAt(p, q); d != 0 {
			m &^= steps.DigitSet(d)
		}
	}
	return m
}

// NoteMask converts notes to the saved form, bit d−1 for digit d.
func NoteMask(ds steps.Digits) uint16 { return uint16(ds&steps.AllDigits) >> 1 }

// NotesFromMask reads notes in the saved form, bit d−1 for digit d. It
// reports false for a mask with bits beyond digit 9.
func NotesFromMask(m uint16) (steps.Digits, bool) {
	if m>>9 != 0 {
		return 0, false
	}
	return steps.Digits(m << 1), true
}
