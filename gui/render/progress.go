package render

import (
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/play"
	"github.com/sudoku-studio/sudoku-studio/core/puzzlefile"
	"github.com/sudoku-studio/sudoku-studio/gui/board"
	"github.com/sudoku-studio/sudoku-studio/gui/gameview"
	"github.com/sudoku-studio/sudoku-studio/gui/model"
)

// progressModel is the board of puzzle index of a progress npz (File ›
// Save Progress) with the person's work on it as solve mode shows it:
// their entries, their notes and their colour marks. It reads the whole
// set, since the work is stored beside it; a file without saved work,
// or with work that does not fit the puzzle, is refused naming the
// puzzle.
func progressModel(path string, index int) (board.Model, error) {
	set, err := puzzlefile.Read(path)
	if err != nil {
		return board.Model{}, err
	}
	if index < 0 || index >= len(set.Entries) {
		return board.Model{}, fmt.Errorf("no puzzle %d in %s: it holds %d (numbered from 0)", index, path, len(set.Entries))
	}
	entry := set.Entries[index]
	if entry.Err != nil {
		return board.Model{}, fmt.Errorf("%s puzzle %d: %v", path, index, entry.Err)
	}
	saved := set.Progress
	if saved == nil {
		return board.Model{}, fmt.Errorf("%s holds no saved work: -progress draws a progress file (the window's File › Save Progress)", path)
	}
	g, err := play.Restore(entry.Puzzle, model.SavedWork(saved, index))
	if err != nil {
		return board.Model{}, fmt.Errorf("%s puzzle %d: the saved work does not fit the puzzle: %v", path, index, err)
	}
	return gameview.Model(g), nil
}
