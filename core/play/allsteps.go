package play

import (
	"context"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// AllSteps lists every instance of every technique of the game's profile
// at the person's position (their entries, their notes as candidates, as
// the hints see it), grouped by technique in catalogue order, at most
// limit a technique with a count of the rest (see steps.AllAt). It
// stops when ctx is done and returns what it has with ctx.Err().
func (g *Game) AllSteps(ctx context.Context, limit int) ([]steps.TechniqueInstances, error) {
	return g.AllStepsIn(ctx, g.profile, limit)
}

// Profile returns the technique profile the hints and AllSteps follow.
func (g *Game) Profile() steps.Profile { return g.profile }

// AllStepsIn is AllSteps under profile p instead of the game's: a window
// lists the quick techniques first (a profile without chains) and then
// the rest.
func (g *Game) AllStepsIn(ctx context.Context, p steps.Profile, limit int) ([]steps.TechniqueInstances, error) {
	s := g.state(&g.pos)
	return steps.AllAt(ctx, &s, g.unique(), p, limit)
}

// ApplyStep makes st as one move on the person's position: its
// placements become entries and its eliminations leave the notes (a
// cell without notes gets the candidates it is left with), as the last
// rung of a hint does. A step that does not hold on the position, a
// placement on a filled cell or of a digit the cell cannot take, or an
// elimination of a candidate the position lacks, is refused with what
// and where, and nothing changes.
func (g *Game) ApplyStep(st *steps.Step) error {
	if st == nil {
		return fmt.Errorf("no step to apply")
	}
	s := g.state(&g.pos)
	for _, pl := range st.Placements {
		if !inRange(pl.Cell) || checkDigit(pl.Digit) != nil {
			return fmt.Errorf("%s: placement %v=%d: %w", st.Technique, pl.Cell, pl.Digit, ErrOutOfRange)
		}
		if s.Grid[pl.Cell] != 0 || !s.Candidates[pl.Cell].Has(pl.Digit) {
			return fmt.Errorf("%s: %v cannot take %d in this position", st.Technique, pl.Cell, pl.Digit)
		}
	}
	for _, e := range st.Eliminations {
		if !inRange(e.Cell) || checkDigit(e.Digit) != nil {
			return fmt.Errorf("%s: elimination %v<>%d: %w", st.Technique, e.Cell, e.Digit, ErrOutOfRange)
		}
		if !s.Candidates[e.Cell].Has(e.Digit) {
			return fmt.Errorf("%s: %d is not a candidate of %v in this position", st.Technique, e.Digit, e.Cell)
		}
	}
	g.applyStep(st)
	return nil
}
