package model

import (
	"fmt"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/internal/words"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
)

// ProgressFile is the person's work in the form a progress npz stores:
// entries, notes and colour marks for every puzzle of the set, in order.
func (s *Session) ProgressFile() *puzzlefile.Progress {
	work := s.Progress()
	out := &puzzlefile.Progress{
		Entries: make([]grid.Grid, len(work)),
		Notes:   make([]puzzlefile.Notes, len(work)),
		Colours: make([]puzzlefile.ColourMasks, len(work)),
	}
	for i, p := range work {
		out.Entries[i] = p.Entries
		out.Notes[i] = puzzlefile.Notes(p.Notes)
		out.Colours[i] = puzzlefile.ColourMasks(p.Colours)
	}
	return out
}

// RestoreProgress gives each puzzle the work a progress file holds for
// it (Set.Progress) and returns the puzzles (from 0) that had some; each
// of them shows its progress in the list from then on. Work that does
// not fit its puzzle is not restored: the error names the first such
// puzzle, and the others are restored all the same.
func (s *Session) RestoreProgress() (restored []int, err error) {
	saved := s.Set.Progress
	if saved == nil {
		return nil, nil
	}
	for i := range s.Len() {
		p := SavedWork(saved, i)
		if p.Empty() {
			continue
		}
		if e := s.SetProgress(i, p); e != nil {
			if err == nil {
				err = fmt.Errorf("puzzle %d: %w", i+1, e)
			}
			continue
		}
		restored = append(restored, i)
	}
	s.MarkProgressSaved()
	return restored, err
}

// MarkProgressSaved records the work as a file now holds it.
func (s *Session) MarkProgressSaved() { s.savedProgress = s.Progress() }

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
		if p.Entries != was.Entries || p.Notes != was.Notes || p.Colours != was.Colours {
			return true
		}
	}
	return false
}

// maxNamed is how many puzzle numbers a notice names before it counts
// the rest, so that a set with work on thousands stays one line.
const maxNamed = 8

// PuzzleNumbers names puzzles (from 0) by their list numbers: "puzzle 3",
// "puzzles 3, 7 and 12", "puzzles 1, 2, … 8 and 92 more".
func PuzzleNumbers(idx []int) string {
	if len(idx) == 1 {
		return "puzzle " + strconv.Itoa(idx[0]+1)
	}
	var parts []string
	for _, i := range idx[:min(len(idx), maxNamed)] {
		parts = append(parts, strconv.Itoa(i+1))
	}
	if extra := len(idx) - len(parts); extra > 0 {
		parts = append(parts, fmt.Sprintf("%d more", extra))
	}
	return "puzzles " + words.And(parts)
}

// RestoredStatus says what the list now shows for restored puzzles:
// "In progress", "Solved" or "In progress or Solved".
func RestoredStatus(s *Session, idx []int) string {
	var seen [StatusUndecided + 1]bool
	var parts []string
	for _, i := range idx {
		st := s.Info[i].Shown()
		if !seen[st] {
			seen[st] = true
			parts = append(parts, st.String())
		}
	}
	return words.Or(parts)
}

// SavedWork is the work saved holds for puzzle i (from 0): none where
// its arrays stop short of i.
func SavedWork(saved *puzzlefile.Progress, i int) play.Progress {
	var p play.Progress
	if i < len(saved.Entries) {
		p.Entries = saved.Entries[i]
	}
	if i < len(saved.Notes) {
		p.Notes = saved.Notes[i]
	}
	if i < len(saved.Colours) {
		p.Colours = play.ColourMasks(saved.Colours[i])
	}
	return p
}
