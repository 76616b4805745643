// Package practice sets exercises in one technique: it finds a position
// where the technique is the next step of the solution path (in a
// generated puzzle or in a given set), works out what the person is to
// mark there (the candidates the step removes, or the digits it
// places), grades the person's marks, and keeps a tally per technique
// that fits in a preference string. It is pure Go, without a window.
package practice

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/generate"
	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
)

// Round is one exercise: a position of a puzzle's solution path where
// Technique is the next step.
type Round struct {
	Technique string
	Puzzle    grid.Puzzle
	// Position is the solving position before the step: the digits
	// placed so far and the candidates left.
	Position steps.State
	// Step is the path's own step there, the one Show draws.
	Step steps.Step
	// StepIndex is the step's index in the path (steps.Solve).
	StepIndex int
	// Instances are the technique's instances at the position, Step
	// first: a person who finds another one is right too.
	Instances []steps.Step
	// Source says where the puzzle came from, for the round's header:
	// "generated" or "puzzle 12 of the set".
	Source string
	// SetIndex is the puzzle's index in the set it was taken from, or -1
	// for a generated puzzle.
	SetIndex int
}

// Places reports whether the round asks for digits to place (a single)
// rather than candidates to remove.
func (r *Round) Places() bool { return len(r.Step.Eliminations) == 0 && len(r.Step.Placements) > 0 }

// Lookup checks a technique's name (any case) for practice and returns
// it in the catalogue's spelling: a technique of the default path, not
// the guess.
func Lookup(name string) (string, error) {
	info, err := generate.LookupTechnique(name)
	if err != nil {
		return "", err
	}
	if info.Name == steps.GuessName {
		return "", errors.New("a guess is no technique to practise: choose a logical one")
	}
	return info.Name, nil
}

// Generate makes round index of a run with seed: a new puzzle (on a new
// random jigsaw layout when jigsaw is set) whose path takes technique,
// opened before its first step by it. It ends early with ctx's error.
func Generate(ctx context.Context, technique string, jigsaw bool, seed uint64, index int) (Round, error) {
	name, err := Lookup(technique)
	if err != nil {
		return Round{}, err
	}
	g, err := generate.New(generate.Request{Technique: name, Jigsaw: jigsaw})
	if err != nil {
		return Round{}, err
	}
	for {
		res, err := g.Generate(ctx, seed, index)
		if err != nil {
			return Round{}, err
		}
		if r, ok := at(res.Puzzle, name, true); ok {
			r.Source, r.SetIndex = "generated", -1
			return r, nil
		}
		// The generator's path and ours agree, so this is not reached;
		// should they ever differ, the next puzzle of the run is tried.
		index += 1 << 20
	}
}

// FromSet looks through puzzles from index start on (wrapping round)
// for the first one whose path takes technique, and returns the round
// before its first step by it. It reports false when no puzzle of the
// set has one, and ends early with ctx's error.
func FromSet(ctx context.Context, technique string, puzzles []grid.Puzzle, start int) (Round, bool, error) {
	name, err := Lookup(technique)
	if err != nil {
		return Round{}, false, err
	}
	n := len(puzzles)
	for k := range n {
		if err := ctx.Err(); err != nil {
			return Round{}, false, err
		}
		i := ((start+k)%n + n) % n
		p := puzzles[i]
		if p.Validate() != nil {
			continue
		}
		if r, ok := at(p, name, false); ok {
			r.Source, r.SetIndex = fmt.Sprintf("puzzle %d of the set", i+1), i
			return r, true, nil
		}
	}
	return Round{}, false, nil
}

// At returns the round of puzzle p before the first step of its path by
// technique, and whether the path takes it.
func At(p grid.Puzzle, technique string) (Round, bool) {
	name, err := Lookup(technique)
	if err != nil || p.Validate() != nil {
		return Round{}, false
	}
	r, ok := at(p, name, false)
	r.SetIndex = -1
	return r, ok
}

// at finds the round; unique says the puzzle is known to have one
// solution (a generated one), otherwise the path's exact answer says.
func at(p grid.Puzzle, name string, unique bool) (Round, bool) {
	tr := steps.Solve(p)
	k := -1
	for i := range tr.Steps {
		st := &tr.Steps[i]
		if st.Kind == steps.Logic && st.Depth == 0 && st.Technique == name {
			k = i
			break
		}
		if st.Kind != steps.Logic {
			break // past a guess the position is one the search supposed
		}
	}
	if k < 0 {
		return Round{}, false
	}
	unique = unique || tr.Exact.Status == solver.Unique
	r := Round{Technique: name, Puzzle: p, Position: tr.State(k), Step: tr.Steps[k], StepIndex: k}
	r.Instances = instances(&r.Position, unique, name, r.Step)
	return r, true
}

// instances lists technique's instances at s, first the path's own step.
func instances(s *steps.State, unique bool, name string, first steps.Step) []steps.Step {
	out := []steps.Step{first}
	prof, err := steps.NewProfile("practice", []string{name})
	if err != nil {
		return out
	}
	seen := map[string]bool{answerKey(&first): true}
	groups, _ := steps.AllAt(context.Background(), s, unique, prof, 0)
	for _, g := range groups {
		for i := range g.Steps {
			st := &g.Steps[i]
			if st.Technique != name || seen[answerKey(st)] {
				continue
			}
			seen[answerKey(st)] = true
			out = append(out, *st)
		}
	}
	return out
}
