package gui

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// ProgressFile is the person's work in the form a progress npz stores:
// entries and notes for every puzzle of the set, in order.
func (s *Session) ProgressFile() *puzzlefile.Progress {
	work := s.Progress()
	out := &puzzlefile.Progress{
		Entries: make([]grid.Grid, len(work)),
		Notes:   make([]puzzlefile.Notes, len(work)),
	}
	for i, p := range work {
		out.Entries[i] = p.Entries
		out.Notes[i] = puzzlefile.Notes(p.Notes)
	}
	return out
}

// RestoreProgress gives each puzzle the work a progress file holds for
// it (Set.Progress) and reports how many puzzles had some. Work that does
// not fit its puzzle is not restored: the error names the first such
// puzzle, and the others are restored all the same.
func (s *Session) RestoreProgress() (restored int, err error) {
	saved := s.Set.Progress
	if saved == nil {
		return 0, nil
	}
	for i := range s.Len() {
		var p play.Progress
		if i < len(saved.Entries) {
			p.Entries = saved.Entries[i]
		}
		if i < len(saved.Notes) {
			p.Notes = saved.Notes[i]
		}
		if p.Entries == (grid.Grid{}) && p.Notes == ([grid.NumCells]uint16{}) {
			continue
		}
		if e := s.SetProgress(i, p); e != nil {
			if err == nil {
				err = fmt.Errorf("puzzle %d: %w", i+1, e)
			}
			continue
		}
		restored++
	}
	s.markProgressSaved()
	return restored, err
}

// markProgressSaved records the work as a file now holds it.
func (s *Session) markProgressSaved() { s.savedProgress = s.Progress() }

// UnsavedProgress reports whether the person has entries or notes that
// no progress file holds: work since the set was opened or last saved
// with Save Progress.
func (s *Session) UnsavedProgress() bool {
	now := s.Progress()
	for i, p := range now {
		var was play.Progress
		if i < len(s.savedProgress) {
			was = s.savedProgress[i]
		}
		if p.Entries != was.Entries || p.Notes != was.Notes {
			return true
		}
	}
	return false
}
