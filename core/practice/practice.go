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
// random jigsaw layout when jigsaw is set) whose path takes technique
// before any harder one, opened before that step. It ends early with
// ctx's error.
//
// The puzzles are not rated in full: each one's path is followed with
// the catalogue's techniques up to the one asked for, and given up as
// soon as it needs a harder one. That leaves out the forcing chains a
// minimal puzzle's path often ends in, which on a jigsaw layout cost
// far more than making the puzzle.
func Generate(ctx context.Context, technique string, jigsaw bool, seed uint64, index int) (Round, error) {
	name, err := Lookup(technique)
	if err != nil {
		return Round{}, err
	}
	prof, err := upTo(name)
	if err != nil {
		return Round{}, err
	}
	g, err := generate.New(generate.Request{Jigsaw: jigsaw})
	if err != nil {
		return Round{}, err
	}
	// Candidate k of round index is puzzle index<<20+k of the run: the
	// rounds of one seed never share a puzzle.
	for k := 0; ; k++ {
		res, err := g.Generate(ctx, seed, index<<20+k)
		if err != nil {
			return Round{}, err
		}
		if r, ok := walk(res.Puzzle, name, prof, true); ok {
			r.Source, r.SetIndex = "generated", -1
			return r, nil
		}
	}
}

// upTo is the profile of the catalogue's techniques up to name, in
// catalogue order: its path is the default path for as long as that
// needs none harder than name.
func upTo(name string) (steps.Profile, error) {
	var names []string
	for _, t := range steps.Techniques() {
		if t.OnRequest || t.ListOnly || t.Name == steps.GuessName {
			continue
		}
		// A variant name (Finned X-Wing) stands for its entry, already
		// listed: the profile refuses it as listed twice.
		if _, err := steps.NewProfile("", append(names, t.Name)); err == nil {
			names = append(names, t.Name)
		}
		if t.Name == name {
			break
		}
	}
	return steps.NewProfile("up to "+name, names)
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

// at finds the round on the default path; unique says the puzzle is
// known to have one solution, otherwise the exact solver says.
func at(p grid.Puzzle, name string, unique bool) (Round, bool) {
	unique = unique || solver.Solve(p, 2).Status == solver.Unique
	return walk(p, name, steps.DefaultProfile(), unique)
}

// walk follows p's path with the techniques of prof up to its first
// step by name, and returns the round there. It gives up where the path
// would guess: past a guess the position is one the search supposed.
func walk(p grid.Puzzle, name string, prof steps.Profile, unique bool) (Round, bool) {
	s := steps.NewState(p)
	for k := 0; !s.Solved(); k++ {
		st, ok := steps.NextIn(&s, unique, prof)
		if !ok {
			return Round{}, false
		}
		if st.Technique == name {
			r := Round{Technique: name, Puzzle: p, Position: s, Step: st, StepIndex: k}
			r.Instances = instances(&r.Position, unique, name, st)
			return r, true
		}
		s.Apply(&st)
	}
	return Round{}, false
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
