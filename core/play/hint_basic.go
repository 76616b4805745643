package play

import (
	"context"
	"fmt"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/steps"
	"github.com/sudoku-studio/sudoku-studio/internal/words"
)

// Eliminations of the basic techniques that the person's notes lack.
//
// Basic means what the catalogue grades Easy or Medium: the singles
// (which place, so they have nothing to take out of the notes), locked
// candidates (Pointing, Claiming) and the naked and hidden pairs and
// triples. That is what a Medium puzzle asks of a solver, the
// eliminations people keep their notes up to date with; the quads are
// graded Hard with the fish and wings, so a note only a quad removes is
// a technique to find, not an elimination the notes lack. The grade
// comes from the catalogue (steps.Techniques), so a technique regraded
// there moves with it, and only the techniques of the game's profile
// count: one the person turned off is never asked of their notes.
//
// The hint speaks of these when a basic elimination is the next step
// the notes call for (a single on the notes comes first, being a
// placement, and a profile that tries a harder technique before the
// basic ones has it named as a step). It then gathers every basic
// elimination at the position that takes out a digit the person has
// noted, so that the notes catch up in one go; a basic step whose
// eliminations fall only on cells without notes is left to the step
// ladder, since those notes were never written.

// basicGrades maps each technique the catalogue grades Easy or Medium to
// true.
var basicGrades = func() map[string]bool {
	out := map[string]bool{}
	for _, t := range steps.Techniques() {
		if t.Difficulty <= steps.Medium && !t.OnRequest {
			out[t.Name] = true
		}
	}
	return out
}()

// basicElimination reports whether st is a basic technique's step that
// only eliminates.
func basicElimination(st *steps.Step) bool {
	return st.Kind == steps.Logic && basicGrades[st.Technique] && len(st.Placements) == 0 && len(st.Eliminations) > 0
}

// basicProfile is the game's profile cut down to the basic techniques,
// in catalogue order, or false when it has none.
func (g *Game) basicProfile() (steps.Profile, bool) {
	var names []string
	for _, t := range steps.Techniques() {
		if basicGrades[t.Name] && g.profile.Enabled(t.Name) {
			names = append(names, t.Name)
		}
	}
	if len(names) == 0 {
		return steps.Profile{}, false
	}
	p, err := steps.NewProfile("Basic", names)
	return p, err == nil
}

// basicEliminationsHint gathers the basic steps at s whose eliminations
// take out digits the person has noted in p, each step keeping only
// those eliminations (and each elimination kept once, by the first step
// in catalogue order that makes it). It reports false when there are
// none.
func (g *Game) basicEliminationsHint(p *position, s *steps.State) (hintResult, bool) {
	prof, ok := g.basicProfile()
	if !ok {
		return hintResult{}, false
	}
	found, _ := steps.AllAt(context.Background(), s, g.unique(), prof, 0)
	var taken [grid.NumCells]steps.Digits
	var kept []steps.Step
	for _, ti := range found {
		for i := range ti.Steps {
			st := ti.Steps[i]
			if !basicElimination(&st) {
				continue
			}
			var mine []steps.Candidate
			for _, e := range st.Eliminations {
				if !inRange(e.Cell) || !p.notes[e.Cell].Has(e.Digit) || taken[e.Cell].Has(e.Digit) {
					continue
				}
				taken[e.Cell] |= steps.DigitSet(e.Digit)
				mine = append(mine, e)
			}
			if len(mine) > 0 {
				st.Eliminations = mine
				kept = append(kept, st)
			}
		}
	}
	if len(kept) == 0 {
		return hintResult{}, false
	}
	return basicHint(kept), true
}

// basicHint is the hint of the basic steps kept: rung 1 names their
// techniques and counts the notes; the step drawn from rung 3 holds
// every elimination with the patterns that make them (not their houses,
// whose outlines would cover most of the board); its
// text (rung 2) gives each step's eliminations and reason: "r2c1 and
// r2c3 still have 7 noted, but Pointing rules it out: in box 3, 7 can
// only go in r2c7 and r2c9, all of them in row 2."
func basicHint(kept []steps.Step) hintResult {
	var techniques, reasons []string
	seen := map[string]bool{}
	var cells grid.CellSet
	all := steps.Step{}
	notes := 0
	for i := range kept {
		st := &kept[i]
		if !seen[st.Technique] {
			seen[st.Technique] = true
			techniques = append(techniques, st.Technique)
		}
		var digits steps.Digits
		for _, e := range st.Eliminations {
			cells = cells.With(e.Cell)
			digits |= steps.DigitSet(e.Digit)
		}
		notes += len(st.Eliminations)
		all.Eliminations = append(all.Eliminations, st.Eliminations...)
		all.Pattern = append(all.Pattern, st.Pattern...)
		why := st.Text
		if st.Explanation != "" {
			why = firstSentence(st.Explanation)
		}
		reasons = append(reasons, fmt.Sprintf("%s, but %s rules %s out: %s",
			notedPhrase(st.Eliminations), st.Technique, pick(digits.Len(), "it", "them"), why))
	}
	all.Technique = words.And(techniques)
	all.Text = joinReasons(reasons)
	return hintResult{kind: MissingEliminationsHint, cells: cells, step: all, message: fmt.Sprintf(
		"Your notes lack eliminations that basic techniques make: %s %s %s out of %s.",
		words.And(techniques), pick(len(techniques), "takes", "take"), words.Count(notes, "note", "notes"),
		words.Count(cells.Len(), "cell", "cells"))}
}
