package model

import (
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Game returns the person's game on puzzle i as the puzzle is now,
// starting one on first use. Each puzzle keeps its own game, so entries,
// notes and undo history stay with it while the person moves around the
// set.
//
// When the givens or layout were edited since the game began, it is
// rebuilt on the new puzzle (see rebase): entries on cells that are now
// givens go, as do entries clashing with a new given, and dropped names
// the cells that lost an entry; notes lose the digits their new given
// peers hold. The undo history starts again from there. When the puzzle
// cannot be played (its givens break a rule), err says why and the old
// game is kept, so its work comes back once the givens are fixed.
func (s *Session) Game(i int) (g *play.Game, dropped grid.CellSet, err error) {
	if i < 0 || i >= s.Len() {
		return nil, dropped, play.ErrOutOfRange
	}
	p := s.Puzzle(i)
	old := s.games[i]
	if old != nil && SamePuzzle(old.Puzzle(), p) {
		return old, dropped, nil
	}
	if old == nil {
		g, err = play.New(p)
	} else {
		var saved play.Progress
		saved, dropped = rebase(old.Progress(), p)
		g, err = play.Restore(p, saved)
	}
	if err != nil {
		return nil, grid.CellSet{}, err
	}
	s.games[i] = g
	s.Info[i].Work = g.Status()
	return g, dropped, nil
}

// UpdateWork records puzzle i's progress from its game after a move, and
// reports whether the list's Status column changed.
func (s *Session) UpdateWork(i int) bool {
	if i < 0 || i >= s.Len() {
		return false
	}
	was := s.Info[i].Work
	if g := s.games[i]; g != nil {
		s.Info[i].Work = g.Status()
	} else {
		s.Info[i].Work = play.NotStarted
	}
	return s.Info[i].Work != was
}

// rebase fits saved progress to the puzzle p whose givens changed
// under it: entries on given cells and entries clashing with a given
// go (dropped lists those that differed from the cell's new given), and
// no note keeps a digit a given peer holds, as if the new givens had
// been placed.
func rebase(saved play.Progress, p grid.Puzzle) (out play.Progress, dropped grid.CellSet) {
	l := p.Regions()
	out.Auto = saved.Auto
	out.Colours = saved.Colours // colours mark cells and candidates, whatever the givens
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if given := p.Givens[c]; given != 0 {
			if d := saved.Entries[c]; d != 0 && d != given {
				dropped = dropped.With(c)
			}
			continue
		}
		var held steps.Digits
		for _, q := range l.Peers(c).Cells() {
			if d := p.Givens[q]; d != 0 {
				held |= steps.DigitSet(d)
			}
		}
		if d := saved.Entries[c]; d >= 1 && d <= 9 && held.Has(d) {
			dropped = dropped.With(c)
		} else {
			out.Entries[c] = d
		}
		notes, _ := play.NotesFromMask(saved.Notes[c])
		out.Notes[c] = play.NoteMask(notes &^ held)
	}
	return out, dropped
}

// Progress returns the person's work on every puzzle of the set, the
// zero Progress for puzzles never solved in; it is what Save Progress
// writes (entries and notes per puzzle, see core/puzzlefile). Work on a
// puzzle whose givens were edited since is fitted to its givens as Game
// would fit it.
func (s *Session) Progress() []play.Progress {
	out := make([]play.Progress, s.Len())
	for i, g := range s.games {
		if i < 0 || i >= len(out) {
			continue
		}
		p := s.Puzzle(i)
		if g.Untouched() {
			continue // what a new game starts with (a pencil-mark puzzle's candidates) is no work
		}
		if SamePuzzle(g.Puzzle(), p) {
			out[i] = g.Progress()
		} else {
			out[i], _ = rebase(g.Progress(), p)
		}
	}
	return out
}

// SetProgress restores saved work on puzzle i, replacing any game it
// had; it is what opening saved progress calls for each puzzle. It
// refuses progress that does not fit the puzzle, saying why.
func (s *Session) SetProgress(i int, saved play.Progress) error {
	if i < 0 || i >= s.Len() {
		return play.ErrOutOfRange
	}
	g, err := play.Restore(s.Puzzle(i), saved)
	if err != nil {
		return err
	}
	s.games[i] = g
	s.Info[i].Work = g.Status()
	return nil
}

// ResetGame forgets the person's work on puzzle i; the next Game starts
// afresh.
func (s *Session) ResetGame(i int) {
	delete(s.games, i)
	s.UpdateWork(i)
}
