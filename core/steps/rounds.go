package steps

import (
	"github.com/sudoku-studio/sudoku-studio/internal/words"
	"math/bits"
	"strconv"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// Propagation rounds. Under a guess the search modes propagate the way
// a solver does, far too many placements to show one step each, so each
// round of propagation is one step: every single present in the
// position is placed at once, and the step carries the single steps it
// is made of as Substeps, for a viewer to expand.

// SinglesName and LockedName are the technique names of a round of
// singles and a round of locked candidates.
const (
	SinglesName = "Singles"
	LockedName  = "Locked Candidates"
)

// singlesRound places every naked single of s and, with hidden, every
// hidden single, all found in s before any is placed. It reports false
// when there is none. A single that an earlier one of the round has
// made impossible is left out: the position then breaks a rule, which
// the search finds next.
func singlesRound(s *State, hidden bool) (Step, bool) {
	// First the singles, as cheap records; the steps are made only for
	// those placed, in one allocation.
	type single struct {
		house int // -1 for a naked single
		cell  grid.Cell
		digit int8
	}
	var buf [grid.NumCells]single
	found := buf[:0]
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if m := s.Candidates[c]; s.Grid[c] == 0 && m != 0 && m&(m-1) == 0 {
			found = append(found, single{-1, c, trailingDigit(uint16(m))})
		}
	}
	if hidden {
		for _, h := range scanOrder {
			_, once := houseDigits(s, h)
			for ; once != 0; once &= once - 1 {
				d := int8(bits.TrailingZeros16(uint16(once)))
				for _, c := range s.Layout.House(h).Cells {
					if s.Grid[c] == 0 && s.Candidates[c].Has(d) {
						if s.Candidates[c].Len() > 1 { // else it is a naked single already found
							found = append(found, single{h, c, d})
						}
						break
					}
				}
			}
		}
	}
	if len(found) == 0 {
		return Step{}, false
	}
	round := Step{
		Technique:  SinglesName,
		Placements: make([]Candidate, 0, len(found)),
		Substeps:   make([]Step, 0, len(found)),
	}
	naked := 0
	for _, f := range found {
		if s.Grid[f.cell] != 0 || !s.Candidates[f.cell].Has(f.digit) {
			continue // placed already, or ruled out by this round
		}
		// The step is worded on the position it was found in, before
		// the round placed anything: the substeps replay in any order.
		if f.house < 0 {
			round.Substeps = append(round.Substeps, nakedSingleStep(s, f.cell, f.digit))
			naked++
		} else {
			round.Substeps = append(round.Substeps, hiddenSingleStep(s, f.house, f.cell, f.digit))
		}
		s.Place(f.cell, f.digit)
		round.Placements = append(round.Placements, Candidate{f.cell, f.digit})
	}
	n := len(round.Substeps)
	round.Text = "Singles: " + strconv.Itoa(n) + " placed"
	round.Explanation = "Propagation places every single of the position at once: " +
		words.Count(naked, "naked single", "naked singles") + " (a cell with one candidate left)"
	if hidden {
		round.Explanation += " and " + words.Count(n-naked, "hidden single", "hidden singles") +
			" (a digit with one place left in a house)"
	}
	round.Explanation += ". Expand the step to see each."
	return round, true
}

// lockedRound removes every locked candidate of s, as the exact solver
// does at depth 0 once no single is left, in one step made of the
// Pointing and Claiming steps it is made of.
func lockedRound(s *State) (Step, bool) {
	round := Step{Technique: LockedName}
	for {
		st, ok := findPointing(s)
		if !ok {
			if st, ok = findClaiming(s); !ok {
				break
			}
		}
		s.Apply(&st)
		round.Eliminations = append(round.Eliminations, st.Eliminations...)
		round.Substeps = append(round.Substeps, st)
	}
	if len(round.Substeps) == 0 {
		return Step{}, false
	}
	round.Text = "Locked Candidates: " + words.Count(len(round.Eliminations), "candidate", "candidates") + " removed"
	round.Explanation = "At depth 0 the exact solver also removes locked candidates: where a digit's " +
		"places in one house all lie in another, it goes nowhere else in that one. " +
		words.Count(len(round.Substeps), "pattern", "patterns") + "; expand the step to see each."
	return round, true
}
