package board

import (
	"fmt"
	"strings"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// StepModel returns the board model shown at position pos of a solution
// path (pos steps taken, 0 the puzzle as given), as the window's stepper
// shows it: the puzzle's layout and givens, the position after the step
// with the step highlighted, the candidates it removes put back to be
// drawn struck through, and a backtrack's undone digits taken from the
// position before it. pos is clamped to the path.
func StepModel(tr *steps.Trace, pos int) Model {
	pos = max(0, min(pos, len(tr.Steps), len(tr.States)-1))
	m := Model{Layout: tr.Puzzle.Regions()}
	st := &tr.States[pos]
	m.Digits, m.Candidates = st.Grid, st.Candidates
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		switch {
		case tr.Puzzle.Givens[c] != 0:
			m.Origins[c] = Given
		case st.Grid[c] != 0:
			m.Origins[c] = Solved
		}
	}
	if pos == 0 {
		return m
	}
	step := &tr.Steps[pos-1]
	m.Step = step
	for _, e := range step.Eliminations {
		if validCand(e) && st.Grid[e.Cell] == 0 {
			m.Candidates[e.Cell] |= steps.DigitSet(e.Digit)
		}
	}
	if step.Kind == steps.Backtrack {
		before := &tr.States[pos-1]
		m.Fading = grid.CellSetOf(step.Cells...)
		for _, c := range step.Cells {
			if validCell(c) && m.Digits[c] == 0 && before.Grid[c] != 0 {
				m.Digits[c], m.Origins[c] = before.Grid[c], Solved
				m.Candidates[c] = 0
			}
		}
	}
	return m
}

// StepCaption is the text set under a step's SVG in the window's export:
// its notation line, its explanation, and the text of each branch of a
// forcing chain or net (only branch b, from 1, when one is chosen).
func StepCaption(st *steps.Step, b int) []string {
	if st == nil {
		return nil
	}
	var out []string
	for _, t := range []string{st.Text, st.Explanation} {
		if strings.TrimSpace(t) != "" {
			out = append(out, t)
		}
	}
	for i := range st.Branches {
		if b > 0 && i != b-1 {
			continue
		}
		if t := strings.TrimSpace(st.Branches[i].Text); t != "" {
			out = append(out, fmt.Sprintf("Branch %d: %s", i+1, t))
		}
	}
	return out
}
