package generate

import (
	"math/rand/v2"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Easing. A minimal puzzle is as hard as its solution allows: on a
// jigsaw board most need chains or a guess, and a request for an easy
// one would seldom be met. When the request does not ask for a minimal
// puzzle, a candidate rated too hard gets givens back from its solution,
// chosen where its path first steps beyond the goal, and is rated again,
// a few times. Published puzzles are made this way too: more givens,
// gentler paths.

// maxEasing bounds the givens (orbits) added back to one candidate.
const maxEasing = 12

// rank orders techniques as the rating does for its hardest step: by
// grade, then by place in the catalogue.
type rank struct {
	grade steps.Difficulty
	index int
}

func (a rank) above(b rank) bool {
	return a.grade > b.grade || a.grade == b.grade && a.index > b.index
}

// ranks maps every technique name to its rank.
func ranks() map[string]rank {
	m := make(map[string]rank)
	for i, t := range steps.Techniques() {
		m[t.Name] = rank{t.Difficulty, i}
	}
	return m
}

// ceiling returns the rank no step of a puzzle that meets the request may
// pass, and whether the request has one: a grade caps its techniques, a
// hardest technique caps them at itself.
func (g *Generator) ceiling() (rank, bool) {
	switch {
	case g.req.Technique != "" && g.req.Hardest:
		return g.ranks[g.req.Technique], true
	case g.req.ByDifficulty:
		return rank{g.req.Difficulty, len(g.ranks)}, true
	}
	return rank{}, false
}

// ease adds givens to a candidate rated too hard until it meets the
// request, reporting the puzzle, its trace and whether it does. It gives
// up when a step is no longer too hard yet the goal is missed (the
// puzzle got too easy, or lost the technique), or after maxEasing rounds.
func (g *Generator) ease(p grid.Puzzle, sol grid.Grid, tr *steps.Trace, rng *rand.Rand) (grid.Puzzle, *steps.Trace, bool) {
	top, ok := g.ceiling()
	if !ok || g.req.Minimal {
		return p, tr, false
	}
	for range maxEasing {
		at := g.firstAbove(tr, top)
		if at < 0 {
			return p, tr, false // not too hard, and yet not what was asked
		}
		c, ok := g.easingCell(tr, at, rng)
		if !ok {
			return p, tr, false
		}
		for _, x := range g.orbits[g.orbitOf[c]] {
			p.Givens[x] = sol[x]
		}
		tr = steps.SolveProfile(p, g.req.Profile)
		if rt := tr.Rate(); g.req.meets(&rt) {
			return p, tr, true
		}
	}
	return p, tr, false
}

// firstAbove returns the index of the path's first step outside guesses
// ranked above top (a guess included, unless the ceiling is the
// search's), or -1.
func (g *Generator) firstAbove(tr *steps.Trace, top rank) int {
	for i := range tr.Steps {
		st := &tr.Steps[i]
		name := st.Technique
		switch {
		case st.Kind == steps.Guess:
			name = steps.GuessName
		case st.Kind != steps.Logic || st.Depth > 0:
			continue
		}
		if r, ok := g.ranks[name]; ok && r.above(top) {
			return i
		}
	}
	return -1
}

// easingCell picks the cell to give: one the step at index at is about
// (a digit it places or removes, its guess), empty at that point; or
// failing that any cell still empty there.
func (g *Generator) easingCell(tr *steps.Trace, at int, rng *rand.Rand) (grid.Cell, bool) {
	st, state := &tr.Steps[at], tr.State(at)
	before := &state
	var pick []grid.Cell
	for _, list := range [][]steps.Candidate{st.Placements, st.Eliminations, st.Pattern} {
		for _, x := range list {
			if before.Grid[x.Cell] == 0 {
				pick = append(pick, x.Cell)
			}
		}
		if len(pick) > 0 {
			return pick[rng.IntN(len(pick))], true
		}
	}
	for c := grid.Cell(0); c < grid.NumCells; c++ {
		if before.Grid[c] == 0 {
			pick = append(pick, c)
		}
	}
	if len(pick) == 0 {
		return 0, false
	}
	return pick[rng.IntN(len(pick))], true
}
