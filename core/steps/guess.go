package steps

import (
	"math/bits"
	"sort"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
)

// chooseGuess picks the digit the search places next. As the issue
// asks, it guesses in a cell with the fewest candidates. First it looks
// there for a candidate that singles alone refute, trying each in turn;
// the one whose trial fails soonest is the guess, so the viewer sees a
// short, real refutation and a backtrack that removes the candidate for
// good. The other failures are kept: the search comes back to this depth
// after the contradiction, in a position with fewer candidates, where
// each of them still fails (fewer candidates only make singles fail
// sooner), so they are the next guesses there and need no new trials.
//
// When no candidate fails that way, the guess is open-ended. It goes in
// the cell whose trials placed the most digits, and it places the
// solution's digit whenever the exact solver has found one and the
// position still agrees with it, as HoDoKu's "Brute Force" step does:
// a wrong open guess would have to be refuted by a whole subtree of
// further guesses, hundreds of steps on the hardest puzzles that nobody
// wants to step through and that could take far longer than the path
// itself. Without a known solution (a puzzle that has none) it places
// the smallest digit, and the search explores honestly.
func (x *pathSearch) chooseGuess() Candidate {
	depth := len(x.stack)
	for len(x.failed) <= depth {
		x.failed = append(x.failed, nil)
	}
	fewest := 10
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if n := x.s.Candidates[c].Len(); x.s.Grid[c] == 0 && n > 0 && n < fewest {
			fewest = n
		}
	}
	overBudget := len(x.t.Steps) >= maxSearchSteps
	for !overBudget && len(x.failed[depth]) > 0 {
		g := x.failed[depth][0]
		x.failed[depth] = x.failed[depth][1:]
		if x.s.Candidates[g.Cell].Has(g.Digit) && x.s.Candidates[g.Cell].Len() == fewest {
			t := x.s
			t.Place(g.Cell, g.Digit)
			if ok, _ := propagateSingles(&t); !ok {
				return g
			}
		}
	}
	var gain [grid.NumCells]int // digits placed by the trials of each cell
	var failed []trial
	if !overBudget {
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			m := x.s.Candidates[c]
			if x.s.Grid[c] != 0 || m.Len() != fewest {
				continue
			}
			for v := uint16(m); v != 0; v &= v - 1 {
				d := int8(bits.TrailingZeros16(v))
				if x.known && x.onSolution && x.solution[c] == d {
					continue // a digit of a solution the position agrees with cannot fail
				}
				t := x.s
				t.Place(c, d)
				ok, placed := propagateSingles(&t)
				gain[c] += placed
				if !ok {
					failed = append(failed, trial{Candidate{c, d}, placed})
				}
			}
		}
		if len(failed) > 0 {
			sort.SliceStable(failed, func(i, j int) bool { return failed[i].placed < failed[j].placed })
			rest := make([]Candidate, len(failed)-1)
			for i := range rest {
				rest[i] = failed[i+1].guess
			}
			x.failed[depth] = rest
			return failed[0].guess
		}
	}
	cell := grid.Cell(-1)
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if x.s.Grid[c] == 0 && x.s.Candidates[c].Len() == fewest && (cell < 0 || gain[c] > gain[cell]) {
			cell = c
		}
	}
	if d := x.solution[cell]; x.known && x.onSolution && x.s.Candidates[cell].Has(d) {
		return Candidate{cell, d}
	}
	return Candidate{cell, trailingDigit(uint16(x.s.Candidates[cell]))}
}

// trial is a candidate whose trial by singles failed, and how many
// digits the trial placed before it did.
type trial struct {
	guess  Candidate
	placed int
}

// propagateSingles places naked and hidden singles in s until none is
// left. It returns false as soon as the position breaks a rule, and the
// number of digits it placed. It is the search's quick trial and matches
// what the singles of the catalogue would do, only without making steps.
func propagateSingles(s *State) (ok bool, placed int) {
	for {
		progress := false
		for c := grid.Cell(0); c < grid.NumCells; c++ {
			if s.Grid[c] != 0 {
				continue
			}
			m := s.Candidates[c]
			if m == 0 {
				return false, placed
			}
			if m&(m-1) == 0 {
				s.Place(c, trailingDigit(uint16(m)))
				placed++
				progress = true
			}
		}
		for h := 0; h < grid.NumHouses; h++ {
			house := s.Layout.House(h)
			var have, seen, twice Digits
			for _, c := range house.Cells {
				if d := s.Grid[c]; d != 0 {
					have |= 1 << uint(d)
					continue
				}
				m := s.Candidates[c]
				twice |= seen & m
				seen |= m
			}
			if AllDigits&^(have|seen) != 0 {
				return false, placed
			}
			for once := uint16(seen &^ twice &^ have); once != 0; once &= once - 1 {
				d := int8(bits.TrailingZeros16(once))
				for _, c := range house.Cells {
					if s.Grid[c] == 0 && s.Candidates[c].Has(d) {
						s.Place(c, d)
						placed++
						progress = true
						break
					}
				}
			}
		}
		if !progress {
			return true, placed
		}
	}
}
