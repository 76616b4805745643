package steps

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sudoku-studio/sudoku-studio/core/grid"
	"github.com/sudoku-studio/sudoku-studio/core/solver"
)

// TestTridagonShuffledLines moves the forum's Tridagon puzzle by shuffles
// of all its rows and all its columns, the region map carried along (the
// boxes end up scattered, a "jigsaw" layout): the same puzzle, so its
// path must still be sound, need no guess and take its Tridagon step.
// Before the finder read boxes as any three-by-three region, it found
// nothing off the standard layout and these paths guessed or needed
// forcing nets.
func TestTridagonShuffledLines(t *testing.T) {
	g, err := grid.ParseGrid(yogiTridagon)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(18, 2))
	for k := range 6 {
		tf := freeTransform(r)
		p := movedPuzzle(t, &tf, grid.Puzzle{Givens: g})
		if p.Regions().IsStandard() {
			continue // the shuffle kept every band: nothing new to check
		}
		sol := solver.Solve(p, 2)
		if sol.Status != solver.Unique {
			t.Fatalf("variant %d: %v", k, sol.Status)
		}
		tr := Solve(p)
		if bad := checkTrace(tr, sol.Solution); len(bad) > 0 {
			t.Errorf("variant %d:\n  %s", k, strings.Join(bad, "\n  "))
		}
		if r := tr.Rate(); r.Guesses != 0 || r.Hardest != TridagonName {
			t.Errorf("variant %d %v %s: %d guesses, hardest %s", k, p.Givens, p.Regions().Letters(), r.Guesses, r.Hardest)
		}
	}
}
